import Foundation
import PluginRuntime
import ProcessSupport
import Sandbox
import Session

/// Runs one transition in a sandboxed worker and hands its frames to the caller as they
/// arrive, exactly as an in-process ``TransitionSession/run(onFrame:)`` would.
package enum RunWorker {
    /// How a worker run ended.
    package enum Outcome: Sendable {
        /// The run finished (completed, cancelled, nothing ran, or timed out: see the result),
        /// with warnings (a plugin that printed).
        case finished(TransitionSession.Result, warnings: [String])
        /// The worker could not run it (a plugin that cannot be instantiated) or died: what
        /// happened, in words, and the frames that arrived before.
        case failed(String, frames: Int)
    }

    /// Seconds a worker may stay silent (loading, or between two frames) before it is
    /// declared hung and killed.
    package static let silence = 15.0

    /// Runs `config`; `started` gets the sandbox's protections and the animator's duration,
    /// `onFrame` every frame.
    package static func run(_ config: SessionConfiguration, executable: String? = ChildProcess.currentExecutable,
                            started: ([Protection], Double) -> Void, onFrame: (TransitionSession.Frame) -> Void) -> Outcome {
        let worker: WorkerConnection
        do { worker = try WorkerConnection(mode: "run", executable: executable) } catch { return .failed(error.description, frames: 0) }
        defer { worker.finish() }
        worker.send(.configure(config, live: false))
        worker.send(.run)
        var protections: [Protection] = []
        var frames = 0
        while true {
            do {
                switch try worker.receive(timeout: silence) {
                case .hello(let p): protections = p
                case .started(let d): started(protections, d)
                case .frame(let f, _): frames += 1; onFrame(f)
                case .result(let r):
                    worker.finish()
                    return .finished(r, warnings: printedWarning(worker, config).map { [$0] } ?? [])
                case .failure(let m): return .failed(m, frames: frames)
                case .scanned, .rejected: return .failed("the run worker answered with a scan result", frames: frames)
                }
            } catch {
                return .failed(describe(error, worker, config), frames: frames)
            }
        }
    }

    /// A warning when the worker printed (a plugin must not: it would corrupt `run --trace -`).
    static func printedWarning(_ worker: WorkerConnection, _ config: SessionConfiguration) -> String? {
        let (text, dropped) = worker.printed
        guard !text.isEmpty else { return nil }
        let total = text.utf8.count + dropped
        let first = text.split(separator: "\n").first.map { String($0.prefix(120)) } ?? ""
        return "a plugin (\(config.pluginNames.joined(separator: " or "))) printed \(total) bytes to standard output or error (first line: \(first)); plugins must not print — use the host's log function"
    }

    /// The sentence for a worker that stopped talking.
    static func describe(_ e: WorkerConnection.Ended, _ worker: WorkerConnection, _ config: SessionConfiguration) -> String {
        if case .malformed(let why) = e { return "the worker sent a malformed message (\(why)); it was stopped" }
        return worker.crashReport(suspects: config.crashSuspects).description
    }
}

extension SessionConfiguration {
    /// The ids (and file names, for a crash while loading) of the plugins a run uses.
    package var pluginNames: [String] {
        plugins.flatMap { c -> [String] in
            if case .file(let path) = c.source { return [c.id, (path as NSString).lastPathComponent] }
            return [c.id]
        }
    }
}
