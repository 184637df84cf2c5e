import Foundation
import PluginRuntime
import ProcessSupport
import Sandbox
import Session
import TextFormat

/// Runs one transition in a sandboxed worker and hands its frames to the caller as they
/// arrive, exactly as an in-process ``TransitionSession/run(onFrame:)`` would.
package enum RunWorker {
    /// How a worker run ended.
    package enum Outcome: Sendable {
        /// The run finished (completed, cancelled, nothing ran, or timed out: see the result),
        /// with warnings (a plugin that printed).
        case finished(TransitionSession.Result, warnings: [String])
        /// The worker could not run it (a plugin that cannot be instantiated) or died: what
        /// happened, as a value (its `description` is the sentence), and the frames that
        /// arrived before.
        case failed(RunError, frames: Int)
    }

    /// Seconds a worker may stay silent (loading, or between two frames) before it is
    /// declared hung and killed.
    package static let silence = 15.0

    /// Seconds a worker may take to end after its result (closing its plugins) before it is
    /// stopped; its run stands, since everything it sent was checked.
    package static let closing = 5.0

    /// Runs `config`; `started` gets the sandbox's protections and the animator's duration,
    /// `onFrame` every frame. Every message is checked by ``RunProtocol`` before it is used: a
    /// worker that breaks a rule, sends bytes that are not a message, or runs past the run's
    /// deadline is stopped, and the run fails with a ``RunError`` naming the worker's plugins.
    package static func run(
        _ config: SessionConfiguration, executable: String? = ChildProcess.currentExecutable,
        started: ([Protection], Double) -> Void, onFrame: (TransitionSession.Frame) -> Void
    ) -> Outcome {
        let worker: WorkerConnection
        do { worker = try RunWorkerPrelaunch.connection(executable: executable) } catch {
            return .failed(.cannotStart(error), frames: 0)
        }
        defer { worker.finish() }
        worker.send(.configure(config, live: false))
        worker.send(.run)
        var rules = RunProtocol(config: config)
        var protections: [Protection] = []
        // Seconds spent waiting for the worker since `started` (the front end's own drawing
        // between two messages is not the worker's time).
        var waited = 0.0
        while true {
            let running = rules.stage == .running
            let left = rules.deadline - waited
            let timeout = running ? max(0.001, min(silence, left)) : silence
            let before = ChildProcess.monotonicNow()
            let message: WorkerMessage
            do { message = try worker.receive(timeout: timeout) } catch {
                if case .timedOut = error, running, left <= silence {
                    let late = RunError.missedDeadline(
                        culprits: RunProtocol.culprits(config), deadline: rules.deadline, silence: silence)
                    return .failed(late, frames: rules.frames)
                }
                return .failed(describe(error, worker, config), frames: rules.frames)
            }
            if running { waited += ChildProcess.monotonicNow() - before }
            let step: RunProtocol.Step
            do { step = try rules.accept(message, size: worker.lastMessageSize) } catch {
                worker.stop()
                return .failed(.brokeProtocol(error, culprits: RunProtocol.culprits(config)), frames: rules.frames)
            }
            switch step {
            case .hello(let p): protections = p
            case .started(let d): started(protections, d)
            case .frame(let f): onFrame(f)
            case .failure(let m): return .failed(RunProtocol.attributedError(failure: m, config), frames: rules.frames)
            case .result(let r):
                var late: String?
                if let problem = expectEnd(worker, config) {
                    if problem.isViolation { return .failed(problem.error, frames: rules.frames) }
                    late = problem.error.description
                }
                worker.finish()
                return .finished(r, warnings: [printedWarning(worker, config), late].compactMap { $0 })
            }
        }
    }

    /// After the result the worker must send nothing and exit once its commands close: nil
    /// when it did; otherwise what it did instead (a violation, or a warning when it merely
    /// did not exit in time and was stopped).
    static func expectEnd(_ worker: WorkerConnection, _ config: SessionConfiguration) -> (
        error: RunError, isViolation: Bool
    )? {
        worker.closeCommands()
        let culprits = RunProtocol.culprits(config)
        do {
            let extra = try worker.receive(timeout: closing)
            worker.stop()
            return (.brokeProtocol(.messageAfterResult(extra.name), culprits: culprits), true)
        } catch {
            switch error {
            case .exited: return nil
            case .malformed(let why):
                return (.brokeProtocol(.bytesAfterResult(why), culprits: culprits), true)
            case .timedOut: return (.didNotExit(culprits: culprits, seconds: closing), false)
            }
        }
    }

    /// A warning when the worker printed (a plugin must not: it would corrupt `run --trace -`).
    static func printedWarning(_ worker: WorkerConnection, _ config: SessionConfiguration) -> String? {
        let (text, dropped) = worker.printed
        guard !text.isEmpty else { return nil }
        let total = text.utf8.count + dropped
        let first = text.split(separator: "\n").first.map { String($0.prefix(120)) } ?? ""
        return
            "a plugin (\(config.pluginNames.joined(separator: " or "))) printed \(total) bytes to standard output or error (first line: \(first)); plugins must not print — use the host's log function"
    }

    /// Why a worker stopped talking: a forgery, or its death or silence as its flight record
    /// tells.
    static func describe(_ e: WorkerConnectionError, _ worker: WorkerConnection, _ config: SessionConfiguration)
        -> RunError
    {
        if case .malformed(let why) = e { return .malformed(why, culprits: RunProtocol.culprits(config)) }
        return .crashed(worker.crashReport(suspects: config.crashSuspects))
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
