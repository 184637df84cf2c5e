import Foundation
import ProcessSupport
import TextFormat
#if canImport(Glibc)
    import Glibc
#endif

/// Where a command writes: standard output (results) and standard error (errors, progress).
/// Tests replace both to capture what a command prints.
///
/// The standard console writes with `write(2)` (``WriteLoop``), never with Foundation's
/// `FileHandle.write`, which ends the process with SIGILL on a full disk or a closed pipe. A
/// failed write to standard output (EPIPE from a reader that went away — SIGPIPE is ignored
/// at start-up —, ENOSPC from `> /dev/full`, EBADF from a closed descriptor) is remembered,
/// later output is dropped, and ``CLI/main(_:console:)`` ends the command with an error and
/// exit status 1. A failed write to standard error is dropped: there is nowhere to report it.
final class Console {
    /// Writes text to standard output.
    var out: (String) -> Void
    /// Writes text to standard error.
    var err: (String) -> Void
    /// True when standard error is a terminal (progress bars are drawn only then).
    var stderrIsTerminal: Bool
    /// The `errno` of the first failed write to each standard descriptor (1, 2).
    private var failures: [Int32: Int32] = [:]

    /// A console on the process's standard streams.
    static func standard() -> Console {
        let console = Console(out: { _ in }, err: { _ in }, stderrIsTerminal: isatty(2) != 0)
        console.out = { [unowned console] s in console.write(s, to: 1) }
        console.err = { [unowned console] s in console.write(s, to: 2) }
        return console
    }

    /// Creates a console.
    init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, stderrIsTerminal: Bool = false) {
        self.out = out
        self.err = err
        self.stderrIsTerminal = stderrIsTerminal
    }

    /// The `errno` of the first write to standard output that failed, or nil.
    var standardOutputFailure: Int32? { failures[1] }

    /// Prints a line on standard output.
    func line(_ s: String) { out(s + "\n") }

    /// Prints `error: message` on standard error; the message is escaped to one line
    /// (``TerminalText``), since it may quote a plugin, a file name or the command line.
    func error(_ message: String) { err("error: \(TerminalText.escape(message))\n") }

    /// Prints `warning: message` on standard error, escaped to one line like ``error(_:)``
    /// (warnings carry plugin diagnostics and log messages).
    func warning(_ message: String) { err("warning: \(TerminalText.escape(message))\n") }

    /// Writes `text` to descriptor `fd` unless a write to it failed before; remembers a failure.
    private func write(_ text: String, to fd: Int32) {
        guard failures[fd] == nil else { return }
        let e = WriteLoop.write(text, to: fd)
        if e != 0 { failures[fd] = e }
    }
}

/// How a command ended: 0 success, 1 the work failed, 2 bad usage.
enum ExitCode: Int32, Sendable {
    case success = 0
    case failure = 1
    case usage = 2
}
