import HostContainer
import ProcessSupport
import Sandbox
import Session

/// A live session (`play`) running in a sandboxed worker: each ``step()`` asks the worker for
/// its next frame (the worker's display link paces it), the controls are sent as they happen,
/// and the status and diagnostics come back as plain values.
package final class LiveSession: TransitionDriving {
    /// Why the worker can no longer play.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    private let worker: WorkerConnection
    private let config: SessionConfiguration
    /// What the sandbox of this worker has.
    package private(set) var protections: [Protection] = []
    package private(set) var status: TransitionSession.Status
    private var finalEvents: [EventLog.Event]?
    private var failed: String?

    /// Starts a worker for `config` and waits until it is ready to play.
    package init(config: SessionConfiguration, executable: String? = ChildProcess.currentExecutable) throws(Failure) {
        self.config = config
        status = TransitionSession.Status(phase: .waiting, progress: 0, interaction: config.interaction.name, duration: nil)
        do { worker = try WorkerConnection(mode: "run", executable: executable) } catch { throw Failure(description: error.description) }
        worker.send(.configure(config, live: true))
        while true {
            switch try receive() {
            case .hello(let p): protections = p
            case .started: return
            case .failure(let m): worker.finish(); throw Failure(description: m)
            default: worker.finish(); throw Failure(description: "the worker answered out of turn")
            }
        }
    }

    deinit { worker.finish() }

    private func receive(timeout: Double = RunWorker.silence) throws(Failure) -> WorkerMessage {
        do { return try worker.receive(timeout: timeout) } catch {
            let text = RunWorker.describe(error, worker, config)
            failed = text
            throw Failure(description: text)
        }
    }

    package func step() throws -> TransitionSession.Frame {
        if let failed { throw Failure(description: failed) }
        worker.send(.step)
        while true {
            switch try receive() {
            case let .frame(f, s): status = s; return f
            case .failure(let m): failed = m; throw Failure(description: m)
            default: continue
            }
        }
    }

    package var diagnostics: [String] {
        if finalEvents == nil && failed == nil {
            worker.send(.quit)
            while finalEvents == nil, let m = try? receive(timeout: 5) {
                if case .result(let r) = m { finalEvents = r.events }
            }
        }
        return (finalEvents ?? []).filter { $0.kind == .diagnostic }.map(\.text)
    }

    package func scrub(by delta: Double) { worker.send(.scrub(delta)) }
    package func release(threshold: Double) { worker.send(.release(threshold: threshold)) }
    package func pressKey(_ code: Int32, at time: Double) { worker.send(.key(code, at: time)) }
    package func handlePointer(_ input: ScriptedInput) { worker.send(.pointer(input)) }
    package func sendSignal(_ name: String, value: Double, at time: Double) { worker.send(.signal(name, value: value, at: time)) }
}
