/// UIKit's `UIPercentDrivenInteractiveTransition`, with exactly UIKit's public members plus
/// ``handle(_:)``, the host's input and frame ticks (UIKit has no such callback; here it is
/// one way for a controller to drive itself, gesture recognizers being the other).
///
/// The host has already paused the container's time and run the animator when
/// ``startInteractiveTransition(_:)`` is called; ``update(_:)``, ``finish()``, ``cancel()``
/// and ``pause()`` drive it. A subclass may keep the context in a property of its own named
/// `transitionContext` (a common pattern): the base class's is not public.
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// NSObject's string-keyed KVO callback (``KeyValueObserving``): does nothing by default;
    /// subclasses override it (calling `super` for contexts that are not theirs, as on iOS).
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// Speed of the non-interactive completion (> 0).
    open var completionSpeed: CGFloat = 1
    /// Curve of the non-interactive completion.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// UIKit's custom completion timing (iOS 10). Kept and read back; the completion runs on
    /// ``completionCurve`` (the ABI carries one of the four standard curves).
    open var timingCurve: UITimingCurveProvider?
    /// False lets the transition start non-interactively (grab it with ``pause()``).
    open var wantsInteractiveStart = true
    /// The running transition, between its start and its end (nil otherwise).
    var hostContext: UIViewControllerContextTransitioning?

    public override init() {}

    /// The last percent (0…1).
    open var percentComplete: CGFloat {
        guard let c = hostContext as? HostTransitionContext else { return 0 }
        return CGFloat(c.connection.api.context_percent_complete!(c.connection.host, c.handle))
    }

    /// The animator's duration, seconds.
    open var duration: CGFloat {
        guard let c = hostContext as? HostTransitionContext else { return 0 }
        var s = ap_transition_state()
        _ = c.connection.api.coordinator_state!(c.connection.host, c.handle, &s)
        return CGFloat(s.transition_duration)
    }

    /// Called when a transition starts under this controller; call super when overriding.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        hostContext = transitionContext
    }

    /// Scrubs to `percentComplete` (0…1). Does nothing when no transition runs.
    open func update(_ percentComplete: CGFloat) { hostContext?.updateInteractiveTransition(percentComplete) }
    /// Runs the rest of the way to the end.
    open func finish() { hostContext?.finishInteractiveTransition() }
    /// Runs back to the start and cancels.
    open func cancel() { hostContext?.cancelInteractiveTransition() }
    /// Grabs a running transition again.
    open func pause() { hostContext?.pauseInteractiveTransition() }

    /// Input and frame ticks from the host (before the transition starts too: between
    /// transitions no transition runs, and ``update(_:)`` and the rest do nothing). Not in
    /// UIKit. By default the host plays the app (``AppDrivenRules``) when the controller has
    /// attached no gesture recognizer; an override takes the events itself instead (call
    /// super to keep the host playing the app).
    open func handle(_ event: InteractionEvent) { reachedBaseHandle = true }
    /// Set when the base ``handle(_:)`` ran for the event being delivered.
    var reachedBaseHandle = false
}
