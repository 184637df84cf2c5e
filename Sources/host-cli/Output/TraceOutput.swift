import Foundation
import ProcessSupport
import Session

/// Where `--trace` lines go: standard output (`-`, `/dev/stdout`), a device or FIFO, or a file
/// (see ``OutputFile``). Lines are written frame by frame as the run goes, so a reader of a
/// FIFO or of standard output sees them live; a file is written beside its target and
/// replaces it only when the run ends with ``finish(_:)`` or ``finish(finalLine:)``.
///
/// The first write error is kept (later lines are dropped, a temporary file is removed at
/// once) and thrown by the finishing call, so a full disk or a closed pipe ends the command
/// with an error, not a signal.
final class TraceOutput {
    /// The path as given (`-` for standard output).
    let target: String
    private let file: OutputFile
    private var failure: CommandOutputError?

    /// True when the trace goes to standard output (the run's summary then goes to stderr).
    var isStandardOutput: Bool { file.isStandardOutput }

    /// A trace to `target` (`-` or a path), opened now: a file's temporary file is created
    /// beside it (the existing file stays as it is until the end), a FIFO waits for its reader.
    init(_ target: String) throws(CommandOutputError) {
        self.target = target
        do { file = try OutputFile(target) } catch { throw .file(option: "--trace", error) }
    }

    /// Writes a frame's line now.
    func add(_ frame: TransitionSession.Frame) { emit(TraceFormat.line(frame)) }

    /// Ends a run that finished (completed, cancelled, or stopped by --max-duration): writes
    /// the result line and makes the file final. Throws the first write error.
    func finish(_ result: TransitionSession.Result) throws(CommandOutputError) {
        try finish(finalLine: TraceFormat.line(result))
    }

    /// Ends a run that failed but still produced a complete trace (say, the plugin crashed and
    /// `finalLine` is a `crashed` result): writes `finalLine` and makes the file final.
    /// Throws the first write error.
    func finish(finalLine: String) throws(CommandOutputError) {
        emit(finalLine)
        if let failure { throw failure }
        do { try file.commit() } catch {
            let problem = CommandOutputError.file(option: "--trace", error)
            failure = problem
            throw problem
        }
    }

    /// Ends a run that was given up (interrupted, or another output failed): a file's
    /// temporary file is removed and the previous file stays; a device or standard output
    /// simply gets no more lines.
    func abort() { file.abort() }

    /// Writes `line` and a newline, unless a write failed before.
    private func emit(_ line: String) {
        guard failure == nil else { return }
        do { try file.write(line + "\n") } catch {
            failure = .file(option: "--trace", error)
            file.abort()
        }
    }
}
