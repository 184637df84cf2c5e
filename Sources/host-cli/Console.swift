import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where a command writes: standard output (results) and standard error (errors, progress).
/// Tests replace both to capture what a command prints.
final class Console {
    /// Writes text to standard output.
    var out: (String) -> Void
    /// Writes text to standard error.
    var err: (String) -> Void
    /// True when standard error is a terminal (progress bars are drawn only then).
    var stderrIsTerminal: Bool

    /// A console on the process's standard streams.
    static func standard() -> Console {
        Console(out: { s in
            FileHandle.standardOutput.write(s.data(using: .utf8)!)
        }, err: { s in
            FileHandle.standardError.write(s.data(using: .utf8)!)
        }, stderrIsTerminal: isatty(2) != 0)
    }

    /// Creates a console.
    init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, stderrIsTerminal: Bool = false) {
        self.out = out; self.err = err; self.stderrIsTerminal = stderrIsTerminal
    }

    /// Prints a line on standard output.
    func line(_ s: String) { out(s + "\n") }

    /// Prints `error: message` on standard error.
    func error(_ message: String) { err("error: \(message)\n") }

    /// Prints `warning: message` on standard error.
    func warning(_ message: String) { err("warning: \(message)\n") }
}

/// How a command ended: 0 success, 1 the work failed, 2 bad usage.
enum ExitCode: Int32, Sendable {
    case success = 0
    case failure = 1
    case usage = 2
}
