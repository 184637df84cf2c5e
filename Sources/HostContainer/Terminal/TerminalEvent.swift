/// One input event from the terminal.
public enum TerminalEvent: Hashable, Sendable {
    /// A key.
    case key(TerminalKey)
    /// A mouse report.
    case mouse(MouseEvent)
}
