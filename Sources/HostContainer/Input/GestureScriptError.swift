/// A gesture script or file that cannot be read, with where and what to do.
public struct GestureScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column of the offending word.
    public var column: Int
    /// What is wrong and what is expected.
    public var message: String

    public var description: String { "line \(line), column \(column): \(message)" }
}
