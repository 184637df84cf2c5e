/// One token of Swift source, as ``SwiftLexer`` splits a file: enough of Swift's lexical
/// grammar to rewrite code without ever touching a string literal or a comment.
public struct SwiftToken: Sendable, Equatable {
    /// What the token is.
    public enum Kind: Sendable, Equatable {
        /// A name or keyword (`class`, `handlePan`, `` `default` ``, `$0`).
        case identifier
        /// An attribute's `@` and name (`@objc`, `@IBAction`), without its arguments.
        case attribute
        /// A `#` directive or literal name (`#selector`, `#if`, `#available`).
        case pound
        /// A string literal, interpolations included (`"a\(b)"`, `"""…"""`, `#"…"#`).
        case string
        /// A number literal.
        case number
        /// A `//` or `/* */` comment (nested block comments included).
        case comment
        /// Spaces and tabs.
        case space
        /// One line break.
        case newline
        /// An operator or punctuation character sequence (`(`, `.`, `?`, `->`, `==`).
        case punctuation
    }

    /// What the token is.
    public var kind: Kind
    /// Its bytes in the file's UTF-8: `start..<end`.
    public var start: Int
    /// One past its last byte.
    public var end: Int
    /// The 1-based line it starts on.
    public var line: Int
}
