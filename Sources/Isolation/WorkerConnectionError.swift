/// Why a conversation with a worker ended before its last message: the cases a caller acts
/// on (a death is reported from the flight record, a silence as a hang, bytes that are not a
/// message as a forgery), each with what was found.
package enum WorkerConnectionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The worker exited or was killed (how is in ``WorkerConnection/crashReport(suspects:)``).
    case exited
    /// The worker sent nothing for `after` seconds; it has been killed.
    case timedOut(after: Double)
    /// The worker sent bytes that are not a message; it has been killed.
    case malformed(WireError)

    /// A short sentence; callers say who the worker ran (see `RunError`).
    package var description: String {
        switch self {
        case .exited: return "the worker ended"
        case .timedOut(let s): return "the worker sent nothing within \(s) s"
        case .malformed(let e): return "the worker sent a malformed message (\(e))"
        }
    }
}
