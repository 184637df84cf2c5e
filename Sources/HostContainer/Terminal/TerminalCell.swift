/// One character cell of the screen: a character and its colours (nil: the terminal's default).
public struct TerminalCell: Hashable, Sendable {
    /// What is drawn; a single-column character.
    public var character: Character
    /// Foreground colour (the upper pixel of a half block).
    public var foreground: TerminalColor?
    /// Background colour (the lower pixel of a half block).
    public var background: TerminalColor?

    /// Creates a cell.
    public init(_ character: Character, foreground: TerminalColor? = nil, background: TerminalColor? = nil) {
        self.character = character; self.foreground = foreground; self.background = background
    }

    /// A space in the default colours.
    public static let blank = TerminalCell(" ")
}
