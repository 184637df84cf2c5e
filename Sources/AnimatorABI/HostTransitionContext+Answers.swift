import CAnimatorABI

extension HostTransitionContext {
    /// The answers the context gave plugin code before it completed the transition, kept to
    /// answer the same reads afterwards. UIKit's context object stays readable after
    /// `completeTransition`: code reads `transitionContext.viewController(forKey: .to)` again
    /// in the same completion block, or in an animation delegate's `animationDidStop` after
    /// completing (to clear a mask it set), and that works on iOS. The host refuses calls on
    /// an ended transition (its C contract: a C plugin gets the diagnostic), so after the
    /// plugin's `completeTransition` the SDK answers a read it has seen from what the host said
    /// last — the controllers, views and container never change during a transition — and
    /// only a read it never made before goes to the host (and is refused, as before).
    /// Completing again, and updating, finishing or cancelling after the end, always go to the
    /// host, which reports them: those are bugs on iOS too.
    struct Answers {
        var containerView: UIView?
        var isAnimated: Bool?
        var isInteractive: Bool?
        var transitionWasCancelled: Bool?
        var presentationStyle: UIModalPresentationStyle?
        var targetTransform: CGAffineTransform?
        var operation: TransitionOperation?
        /// Controllers and views by key (`AP_KEY_FROM`, `AP_KEY_TO`); an inner nil is a nil answer.
        var controllers: [ap_key: UIViewController?] = [:]
        var views: [ap_key: UIView?] = [:]
        /// Initial and final frames by the controller's host handle bits.
        var initialFrames: [UInt64: CGRect] = [:]
        var finalFrames: [UInt64: CGRect] = [:]
    }

    /// After the plugin completed the transition, the kept answer at `path`, if it was read
    /// before; else (or before completion) `read()`, through the host, kept for later.
    func answer<T>(_ path: WritableKeyPath<Answers, T?>, _ read: () -> T) -> T {
        if completed, let kept = answers[keyPath: path] { return kept }
        let value = read()
        answers[keyPath: path] = value
        return value
    }
}
