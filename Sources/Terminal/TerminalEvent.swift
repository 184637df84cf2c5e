/// One input event from the terminal.
package enum TerminalEvent: Hashable, Sendable {
    /// A key.
    case key(TerminalKey)
    /// A mouse report.
    case mouse(MouseEvent)
}
