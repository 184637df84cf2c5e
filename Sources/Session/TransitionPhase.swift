import HostContainer

/// What a session's transition is doing, as a player or a status line says it.
package enum TransitionPhase: String, Hashable, Sendable {
    /// No transition yet (a pan-driven session waits for a drag or a key).
    case waiting
    /// Running on its own.
    case running
    /// Held by an interaction (keys or a drag) that scrubs it.
    case interactive
    /// Released: running the rest of the way to the end.
    case finishing
    /// Released: running back to the start.
    case cancelling
    /// Over: the *to* view is in place.
    case completed
    /// Over: everything is back as it was.
    case cancelled

    /// True once the transition is over.
    package var hasEnded: Bool { self == .completed || self == .cancelled }

    /// The phase of a transition (nil: none started).
    init(_ context: TransitionContext?) {
        guard let c = context else {
            self = .waiting
            return
        }
        if c.hasEnded {
            self = c.transitionWasCancelled ? .cancelled : .completed
            return
        }
        if c.isInteractive {
            self = .interactive
            return
        }
        switch c.driver?.state {
        case .completing(let forward)?: self = forward ? .finishing : .cancelling
        case .resumed?: self = c.transitionWasCancelled ? .cancelling : .finishing
        case .running?, .interactive?, nil: self = c.transitionWasCancelled ? .cancelling : .running
        }
    }
}
