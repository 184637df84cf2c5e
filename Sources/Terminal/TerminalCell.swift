/// One character cell of the screen: a character and its colours (nil: the terminal's default).
package struct TerminalCell: Hashable, Sendable {
    /// What is drawn; a single-column character.
    package var character: Character
    /// Foreground colour (the upper pixel of a half block).
    package var foreground: TerminalColor?
    /// Background colour (the lower pixel of a half block).
    package var background: TerminalColor?

    /// Creates a cell.
    package init(_ character: Character, foreground: TerminalColor? = nil, background: TerminalColor? = nil) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }

    /// A space in the default colours.
    package static let blank = TerminalCell(" ")
}
