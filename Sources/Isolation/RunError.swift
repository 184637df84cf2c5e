import PluginRuntime
import ProcessSupport
import TextFormat

/// Why a run in a worker (`run`, `play`) ended without its result. Each case keeps who the
/// worker ran (`culprits`, as ``RunProtocol/culprits(_:)`` says it) and what happened, so a
/// caller or test matches the case; ``description`` is the sentence the user reads.
package enum RunError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The worker could not be started.
    case cannotStart(WorkerStartError)
    /// The plugins could not be instantiated in this process (isolation off, a debugging aid:
    /// a worker says the same in its `failure` message, ``pluginFailed(_:culprits:)``).
    case cannotInstantiate(PluginInstanceError)
    /// The worker said it could not run (`failure`): its text, and the worker's plugins when
    /// the text is not believed about blame (see ``RunProtocol/attributed(failure:_:)``).
    case pluginFailed(String, culprits: String?)
    /// The worker broke a rule of the run protocol; it was stopped.
    case brokeProtocol(RunProtocolError, culprits: String)
    /// The worker sent bytes that are not a message; it was stopped.
    case malformed(WireError, culprits: String)
    /// The worker died or went silent, as its flight record and ending tell.
    case crashed(CrashReport)
    /// The worker ran past the run's `deadline` (`silence` s + 10 × `--max-duration`).
    case missedDeadline(culprits: String, deadline: Double, silence: Double)
    /// The worker did not exit within `seconds` of its result (a warning: its run stands).
    case didNotExit(culprits: String, seconds: Double)

    /// The sentence.
    package var description: String {
        switch self {
        case .cannotStart(let e): return e.description
        case .cannotInstantiate(let e): return e.description
        case let .pluginFailed(text, culprits?): return "the worker running \(culprits) failed: \(text)"
        case let .pluginFailed(text, nil): return text
        case let .brokeProtocol(why, culprits):
            return "the worker running \(culprits) broke the protocol: \(why); it was stopped"
        case let .malformed(why, culprits):
            return "the worker running \(culprits) sent a malformed message (\(why)); it was stopped"
        case .crashed(let report): return report.description
        case let .missedDeadline(culprits, deadline, silence):
            return
                "the worker running \(culprits) did not finish within the run's deadline of \(Rounding.format(deadline)) s (\(Rounding.format(silence)) s + \(Rounding.format(RunProtocol.secondsPerVirtualSecond)) × --max-duration); it was stopped"
        case let .didNotExit(culprits, seconds):
            return
                "the worker running \(culprits) did not exit within \(Rounding.format(seconds)) s of its result; it was stopped"
        }
    }
}
