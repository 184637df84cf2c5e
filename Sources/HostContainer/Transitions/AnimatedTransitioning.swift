import AnimationCore

/// An animation controller (UIKit's `UIViewControllerAnimatedTransitioning`) as the host sees
/// it: plugins (through the C table) and host code implement it alike.
public protocol AnimatedTransitioning: AnyObject {
    /// A name for diagnostics (the plugin id).
    var displayName: String { get }
    /// The duration in seconds; must be finite, 0 or more (0: no animation, as on iOS) and the
    /// same for the same context.
    func transitionDuration(using context: TransitionContext?) -> Double
    /// Sets up and starts the animations; calls `context.completeTransition` when they end.
    func animateTransition(using context: TransitionContext)
    /// Called once after the transition completed (`true`) or was cancelled (`false`).
    func animationEnded(_ transitionCompleted: Bool)
}

/// An interaction controller (UIKit's `UIViewControllerInteractiveTransitioning`) as the host
/// sees it. The host starts its percent-driven driver and runs the animator before calling
/// ``startInteractiveTransition(_:)``; the controller then drives the transition through the
/// context's ``TransitionContext/updateInteractiveTransition(_:)`` family.
public protocol InteractiveTransitioning: AnyObject {
    /// A name for diagnostics.
    var displayName: String { get }
    /// A transition starts under this controller.
    func startInteractiveTransition(_ context: TransitionContext)
    /// Speed of the non-interactive completion (> 0; 1 is normal).
    var completionSpeed: Double { get }
    /// Curve of the non-interactive completion.
    var completionCurve: AnimationCurve { get }
    /// False lets the transition start non-interactively.
    var wantsInteractiveStart: Bool { get }
    /// Input events and frame ticks; `context` is the running transition, if any.
    func handle(_ event: InputEvent, context: TransitionContext?)
}
