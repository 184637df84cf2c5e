/// The coordinator is its transition's context too (UIKit's `UIViewControllerTransitionCoordinator`
/// inherits `UIViewControllerTransitionCoordinatorContext`): code reads
/// `transitionCoordinator?.isCancelled`, `isInteractive` or `viewController(forKey:)` on it
/// directly, outside any callback. Each member reads the transition's state at the moment of
/// the call, as the callbacks' contexts do.
extension UIViewControllerTransitionCoordinator {
    /// The transition's state now.
    var currentContext: UIViewControllerTransitionCoordinatorContext {
        var s = ap_transition_state()
        _ = connection.api.coordinator_state!(connection.host, handle, &s)
        return CoordinatorContext(s, connection.existingContext(handle))
    }

    /// Whether the transition is animated.
    public var isAnimated: Bool { currentContext.isAnimated }
    /// Whether the user is driving it now.
    public var isInteractive: Bool { currentContext.isInteractive }
    /// Whether it began interactive.
    public var initiallyInteractive: Bool { currentContext.initiallyInteractive }
    /// Whether it can be interrupted (an interruptible animator drives it).
    public var isInterruptible: Bool { currentContext.isInterruptible }
    /// Whether it was cancelled (known once the interaction ends).
    public var isCancelled: Bool { currentContext.isCancelled }
    /// The presentation style of the controller presented or dismissed.
    public var presentationStyle: UIModalPresentationStyle { currentContext.presentationStyle }
    /// The transition's duration, seconds.
    public var transitionDuration: TimeInterval { currentContext.transitionDuration }
    /// How far it is, 0…1.
    public var percentComplete: CGFloat { currentContext.percentComplete }
    /// The speed at which it completes after the interaction ends.
    public var completionVelocity: CGFloat { currentContext.completionVelocity }
    /// The curve it completes with after the interaction ends.
    public var completionCurve: UIView.AnimationCurve { currentContext.completionCurve }
    /// The transition's container view (UIKit's is not optional: a coordinator exists only
    /// while its transition does).
    public var containerView: UIView { connection.existingContext(handle).containerView }
    /// The rotation the transition applies (identity: this host never rotates).
    public var targetTransform: CGAffineTransform { currentContext.targetTransform }

    /// A view of the transition (UIKit's `view(forKey:)`).
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { currentContext.view(forKey: key) }

    /// A view controller of the transition (UIKit's `viewController(forKey:)`).
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        currentContext.viewController(forKey: key)
    }
}
