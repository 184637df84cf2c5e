import Foundation
import Session

/// Where `--trace` lines go: standard output (`-`) or a file, written in blocks of 64 lines
/// so that a long run does not make a system call per frame.
final class TraceOutput {
    private let console: Console
    private let handle: FileHandle?
    private var pending: [String] = []

    /// True when the trace goes to standard output (the run's summary then goes to stderr).
    let isStandardOutput: Bool

    /// A trace to `target` (`-` or a path); the file is created (emptied) now.
    init(_ target: String, console: Console) throws(UsageError) {
        self.console = console
        isStandardOutput = target == "-"
        if isStandardOutput {
            handle = nil
        } else {
            guard FileManager.default.createFile(atPath: target, contents: nil), let h = FileHandle(forWritingAtPath: target) else {
                throw UsageError("--trace \(target): cannot create the file; check that its folder exists and is writable")
            }
            handle = h
        }
    }

    /// Adds a frame's line.
    func add(_ frame: TransitionSession.Frame) { emit(TraceFormat.line(frame)) }

    /// Adds the result line and writes everything out.
    func finish(_ result: TransitionSession.Result) {
        emit(TraceFormat.line(result))
        flush()
        try? handle?.close()
    }

    private func emit(_ line: String) {
        if isStandardOutput { console.line(line); return }
        pending.append(line)
        if pending.count >= 64 { flush() }
    }

    private func flush() {
        guard !pending.isEmpty else { return }
        handle?.write((pending.joined(separator: "\n") + "\n").data(using: .utf8)!)
        pending.removeAll()
    }
}
