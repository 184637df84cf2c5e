import HostContainer
import ProcessSupport
import Sandbox
import Session

/// A live session (`play`) running in a sandboxed worker: each ``step()`` asks the worker for
/// its next frame (the worker's display link paces it), the controls are sent as they happen,
/// and the status and diagnostics come back as plain values.
package final class LiveSession: TransitionDriving {
    private let worker: WorkerConnection
    private let config: SessionConfiguration
    /// What the sandbox of this worker has.
    package private(set) var protections: [Protection] = []
    package private(set) var status: TransitionSession.Status
    private var finalEvents: [EventLog.Event]?
    private var failed: RunError?

    /// Starts a worker for `config` and waits until it is ready to play.
    package init(config: SessionConfiguration, executable: String? = ChildProcess.currentExecutable) throws(RunError) {
        self.config = config
        status = TransitionSession.Status(
            phase: .waiting, progress: 0, interaction: config.interaction.name, duration: nil)
        do { worker = try RunWorkerPrelaunch.connection(executable: executable) } catch { throw .cannotStart(error) }
        worker.send(.configure(config, live: true))
        // hello, then started (or a failure): nothing else, each once.
        var helloSeen = false
        while true {
            switch try receive() {
            case .hello(let p) where !helloSeen:
                guard p.count <= RunProtocol.maximumProtections else { throw broke(.tooManyProtections(p.count)) }
                helloSeen = true
                protections = p
            case .started where helloSeen: return
            case .failure(let m):
                worker.finish()
                throw RunProtocol.attributedError(failure: RunProtocol.clip(m, RunProtocol.maximumText), config)
            case let m: throw broke(.messageWhileStarting(m.name))
            }
        }
    }

    /// Stops a worker that broke the protocol; the failure names its plugins.
    private func broke(_ why: RunProtocolError) -> RunError {
        worker.stop()
        let error = RunError.brokeProtocol(why, culprits: RunProtocol.culprits(config))
        failed = error
        return error
    }

    deinit { worker.finish() }

    private func receive(timeout: Double = RunWorker.silence) throws(RunError) -> WorkerMessage {
        do { return try worker.receive(timeout: timeout) } catch {
            let ended = RunWorker.describe(error, worker, config)
            failed = ended
            throw ended
        }
    }

    package func step() throws -> TransitionSession.Frame {
        if let failed { throw failed }
        worker.send(.step)
        // A step is answered by exactly one frame (or a failure).
        switch try receive() {
        case let .frame(f, s):
            do { try RunProtocol.checkLiveFrame(f, s) } catch { throw broke(error) }
            status = s
            return f
        case .failure(let m):
            let error = RunProtocol.attributedError(failure: RunProtocol.clip(m, RunProtocol.maximumText), config)
            failed = error
            throw error
        case let m:
            throw broke(.messageAnsweredStep(m.name))
        }
    }

    package var diagnostics: [String] {
        if finalEvents == nil && failed == nil {
            worker.send(.quit)
            // Quit is answered by the result and nothing else; anything else ends the worker.
            switch try? receive(timeout: 5) {
            case .result(let r)?: finalEvents = r.events
            case let m?: _ = broke(.messageAnsweredQuit(m.name))
            case nil: break
            }
        }
        return (finalEvents ?? []).filter { $0.kind == .diagnostic }.map(\.text)
    }

    package func scrub(by delta: Double) { worker.send(.scrub(delta)) }
    package func release(threshold: Double) { worker.send(.release(threshold: threshold)) }
    package func pressKey(_ code: Int32, at time: Double) { worker.send(.key(code, at: time)) }
    package func handlePointer(_ input: ScriptedInput) { worker.send(.pointer(input)) }
    package func sendSignal(_ name: String, value: Double, at time: Double) {
        worker.send(.signal(name, value: value, at: time))
    }
}
