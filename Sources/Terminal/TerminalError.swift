#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why `play` cannot use the terminal (``TerminalSession``): the step that failed and its
/// `errno`; ``description`` adds the system's words.
enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `tcgetattr` failed with `code`.
    case readSettings(code: Int32)
    /// `tcsetattr` into raw mode failed with `code`.
    case rawMode(code: Int32)

    /// The sentence `play` prints.
    var description: String {
        switch self {
        case .readSettings(let c): return "cannot read the terminal's settings: \(String(cString: strerror(c)))"
        case .rawMode(let c): return "cannot put the terminal in raw mode: \(String(cString: strerror(c)))"
        }
    }
}
