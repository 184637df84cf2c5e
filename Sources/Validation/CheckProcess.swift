import Foundation
import Isolation
import PluginRuntime
import ProcessSupport
#if canImport(Glibc)
    import Glibc
#endif

/// The front end's side of one check: starts a worker like every other (``WorkerConnection``,
/// mode `check`), sends the ``CheckRequest`` with a fresh nonce, and reads the check's
/// messages into a ``CheckTranscript`` until its `end`, then requires the worker to close its
/// messages and exit. Every read is bounded by the check's deadline and every message by
/// ``CheckMessage/limit``, so whatever the plugin writes, the check ends by its deadline.
struct CheckProcess {
    /// The steps accepted.
    var transcript: CheckTranscript
    /// What the worker sent that is not part of the check (nil: nothing); it was killed then.
    var violation: String?
    /// True when the deadline passed while waiting for the worker.
    var timedOut = false
    /// How the worker ended.
    var ending: ChildProcess.Ending
    /// The first lines the plugin printed, on one line ("" when none).
    var said = ""
    /// What the flight recorder says, for a worker that did not end normally.
    var crash: CrashReport?

    /// Runs `check` on `target` (its transitions in `scenario`) as `options` say; the worker
    /// is killed at `options.timeout`.
    static func run(
        _ check: ValidationCheck, scenario: ValidationScenario?, target: String, options o: Validator.Options
    ) -> CheckProcess {
        let nonce = CheckNonce.random()
        var transcript = CheckTranscript(check: check, nonce: nonce)
        let worker: WorkerConnection
        do { worker = try WorkerConnection(mode: "check", executable: o.executable) } catch {
            return CheckProcess(transcript: transcript, ending: .notStarted(error.description))
        }
        let deadline = ChildProcess.monotonicNow() + o.timeout
        worker.send(
            message: CheckRequest(
                check: check.name, target: target, seed: o.seed, scenario: scenario, nonce: nonce,
                singleSection: o.singleSection, after: o.after))
        var violation: String?
        var timedOut = false
        do {
            while !transcript.ended && violation == nil {
                let m = try worker.receive(
                    CheckMessage.self, limit: CheckMessage.limit, deadline: deadline, timeout: o.timeout)
                violation = transcript.accept(m)
            }
            if violation != nil {
                worker.stop()
            } else if !(try worker.expectEnd(deadline: deadline, timeout: o.timeout)) {
                violation = "more bytes after its `end`"
            }
        } catch {
            switch error {
            case .timedOut: timedOut = true
            case .malformed(let why): violation = "bytes that are not a check message (\(why))"
            case .exited: break  // it ended early: how is in its ending
            }
        }
        let ending = worker.finish(timeout: max(0.5, deadline - ChildProcess.monotonicNow()))
        if ending == .timedOut { timedOut = true }
        let printed = worker.printed.text.split(separator: "\n").prefix(3).joined(separator: " / ")
        let said = printed.count > 200 ? String(printed.prefix(200)) + "…" : printed
        let normal = ending == .exited(0) && transcript.ended && violation == nil
        let plugin = (target as NSString).lastPathComponent
        return CheckProcess(
            transcript: transcript, violation: violation, timedOut: timedOut, ending: ending, said: said,
            crash: normal ? nil : worker.crashReport(plugins: [plugin]))
    }
}
