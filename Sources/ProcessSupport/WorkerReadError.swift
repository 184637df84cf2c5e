/// Why ``WorkerProcess/read(_:deadline:)`` returned no bytes: the caller reports a death from
/// the worker's ending and a silence as a hang, so the two are cases, not words.
package enum WorkerReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The worker closed its message pipe (it exited or is exiting).
    case ended
    /// Nothing arrived before the deadline.
    case timedOut

    /// A short sentence (callers say which worker).
    package var description: String {
        switch self {
        case .ended: return "the worker closed its messages"
        case .timedOut: return "nothing arrived before the deadline"
        }
    }
}
