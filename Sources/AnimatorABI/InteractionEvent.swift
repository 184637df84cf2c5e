/// An input event for an interaction controller.
public struct InteractionEvent: Sendable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// A pan: phase, location and translation (points), velocity (points per second).
        case pointer(Phase, location: CGPoint, translation: CGPoint, velocity: CGPoint)
        /// A key went down or up (`AP_KEY_*` or a Unicode scalar).
        case key(Phase, key: Int32)
        /// A named scalar signal.
        case signal(name: String, value: Double)
        /// A frame went by; `delta` is the measured time since the previous tick.
        case tick(delta: Double)
    }

    /// Pointer and key phases.
    public enum Phase: Sendable, Equatable { case began, changed, ended, cancelled, none }

    /// What happened.
    public let kind: Kind
    /// Seconds since the interaction was attached.
    public let time: Double

    init(_ e: ap_event) {
        time = e.time
        let phase: Phase
        switch e.phase {
        case AP_PHASE_BEGAN: phase = .began
        case AP_PHASE_CHANGED: phase = .changed
        case AP_PHASE_ENDED: phase = .ended
        case AP_PHASE_CANCELLED: phase = .cancelled
        default: phase = .none
        }
        switch e.type {
        case AP_EVENT_POINTER: kind = .pointer(phase, location: CGPoint(e.location), translation: CGPoint(e.translation), velocity: CGPoint(e.velocity))
        case AP_EVENT_KEY: kind = .key(phase, key: e.key)
        case AP_EVENT_SIGNAL: kind = .signal(name: e.name.map { String(cString: $0) } ?? "", value: e.value)
        default: kind = .tick(delta: e.value)
        }
    }
}

/// The host's percent-driven interactive transition (UIKit's
/// `UIPercentDrivenInteractiveTransition`), as the base class of interaction plugins.
///
/// The host has already paused the container's time and run the animator when
/// ``startInteractiveTransition(_:)`` is called; ``update(_:)``, ``finish()``, ``cancel()``
/// and ``pause()`` drive it. Override ``handle(_:)`` to react to input and frame ticks.
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// Speed of the non-interactive completion (> 0).
    open var completionSpeed: CGFloat = 1
    /// Curve of the non-interactive completion.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// False lets the transition start non-interactively (grab it with ``pause()``).
    open var wantsInteractiveStart = true
    /// The running transition, between start and its end.
    public internal(set) var transitionContext: UIViewControllerContextTransitioning?

    public init() {}

    /// The last percent (0…1).
    public var percentComplete: CGFloat {
        guard let c = transitionContext as? HostTransitionContext else { return 0 }
        return CGFloat(c.connection.api.context_percent_complete!(c.connection.host, c.handle))
    }

    /// The animator's duration, seconds.
    public var duration: CGFloat {
        guard let c = transitionContext as? HostTransitionContext else { return 0 }
        var s = ap_transition_state()
        _ = c.connection.api.coordinator_state!(c.connection.host, c.handle, &s)
        return CGFloat(s.transition_duration)
    }

    /// Called when a transition starts under this controller; call super when overriding.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
    }

    /// Scrubs to `percentComplete` (0…1).
    open func update(_ percentComplete: CGFloat) { transitionContext?.updateInteractiveTransition(percentComplete) }
    /// Runs the rest of the way to the end.
    open func finish() { transitionContext?.finishInteractiveTransition() }
    /// Runs back to the start and cancels.
    open func cancel() { transitionContext?.cancelInteractiveTransition() }
    /// Grabs a running transition again.
    open func pause() { transitionContext?.pauseInteractiveTransition() }

    /// Input and ticks; `transitionContext` is nil when no transition runs. Does nothing by default.
    open func handle(_ event: InteractionEvent) {}
}
