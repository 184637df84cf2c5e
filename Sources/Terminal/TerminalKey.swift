/// A key the player understands, decoded from the terminal's bytes.
package enum TerminalKey: Hashable, Sendable {
    case up, down, left, right
    case space, enter, tab, backspace, escape
    /// Ctrl-C (byte 0x03; raw mode turns it into input instead of SIGINT).
    case controlC
    /// A printable character.
    case character(Character)
}
