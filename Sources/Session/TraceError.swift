/// Why a trace could not be read (``TraceComparison``): which file (`name`, as the caller
/// names it: a path, "--expect PATH", "the expected trace") and which line (1-based) is
/// wrong, and how; ``description`` says so and what to give instead.
package enum TraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file has no line at all.
    case empty(name: String)
    /// A line is not JSON.
    case notJSON(name: String, line: Int)
    /// A line is JSON but not an object.
    case notAnObject(name: String, line: Int)
    /// The last line has a `result` key that is not a word.
    case resultWithoutWord(name: String, line: Int)
    /// A result line before the last line.
    case resultNotLast(name: String, line: Int)
    /// A line that is not frame `line − 1` (its `frame`, `t` or `views` is wrong or missing).
    case notFrame(name: String, line: Int)

    /// What to do, after every sentence about a file a check reads.
    static let advice = "give a trace written by host-cli run --trace or --expect --record"

    /// The sentence.
    package var description: String {
        let advice = TraceError.advice
        switch self {
        case .empty(let name): return "\(name) is empty, not a trace; \(advice)"
        case let .notJSON(name, line):
            return "\(name): line \(line) is not JSON; give a trace written by host-cli run --trace or --record"
        case let .notAnObject(name, line): return "\(name): line \(line) is not a JSON object; \(advice)"
        case let .resultWithoutWord(name, line):
            return "\(name): the result line (\(line)) has no result word; \(advice)"
        case let .resultNotLast(name, line):
            return "\(name): line \(line) is a result line, but only the last line may be; \(advice)"
        case let .notFrame(name, line):
            return
                "\(name): line \(line) is not frame \(line - 1) (a frame line holds \"frame\": \(line - 1), \"t\" and \"views\"); \(advice)"
        }
    }
}
