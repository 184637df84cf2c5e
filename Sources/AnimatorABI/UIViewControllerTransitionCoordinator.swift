/// What coordinator callbacks receive (UIKit's `UIViewControllerTransitionCoordinatorContext`):
/// the transition's state when the callback runs, and its views and controllers.
public struct UIViewControllerTransitionCoordinatorContext {
    public let isAnimated: Bool
    public let isInteractive: Bool
    public let initiallyInteractive: Bool
    public let isInterruptible: Bool
    public let isCancelled: Bool
    public let presentationStyle: UIModalPresentationStyle
    public let transitionDuration: TimeInterval
    public let percentComplete: CGFloat
    public let completionVelocity: CGFloat
    public let completionCurve: UIView.AnimationCurve
    /// The transition's context (nil only for a context made outside a transition).
    let transition: UIViewControllerContextTransitioning?

    /// The transition's container view.
    public var containerView: UIView? { transition?.containerView }
    /// A view of the transition (UIKit's `view(forKey:)`).
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { transition?.view(forKey: key) }
    /// A view controller of the transition (UIKit's `viewController(forKey:)`).
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transition?.viewController(forKey: key)
    }
    /// The rotation the transition applies (identity: this host never rotates).
    public var targetTransform: CGAffineTransform { transition?.targetTransform ?? .identity }
}

/// The state a coordinator reports, from the C struct.
func CoordinatorContext(_ s: ap_transition_state, _ transition: UIViewControllerContextTransitioning?)
    -> UIViewControllerTransitionCoordinatorContext
{
    UIViewControllerTransitionCoordinatorContext(
        isAnimated: s.is_animated, isInteractive: s.is_interactive, initiallyInteractive: s.initially_interactive,
        isInterruptible: s.is_interruptible, isCancelled: s.is_cancelled,
        presentationStyle: UIModalPresentationStyle(rawValue: Int(s.presentation_style)) ?? .custom,
        transitionDuration: s.transition_duration, percentComplete: CGFloat(s.percent_complete),
        completionVelocity: CGFloat(s.completion_speed),
        completionCurve: UIView.AnimationCurve(rawValue: Int(s.completion_curve)) ?? .easeInOut,
        transition: transition)
}

/// UIKit's `UIViewControllerTransitionCoordinator`: animations alongside the transition, and
/// notifications as its interactivity changes.
public final class UIViewControllerTransitionCoordinator {
    let handle: ap_context
    let connection: HostConnection

    init(_ h: ap_context, _ c: HostConnection) {
        handle = h
        connection = c
    }

    /// Runs `animation` alongside the transition (scrubbed and reversed with it) and
    /// `completion` after it ends. Returns false when the host refused.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        alongside(nil, animation, completion)
    }

    /// Like ``animate(alongsideTransition:completion:)`` for a view outside the container.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        alongside(view, animation, completion)
    }

    private func alongside(
        _ view: UIView?, _ animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        _ completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        let c = connection, h = handle
        // One box serves both callbacks; the completion (always called once) releases it.
        let box = Blocks.Box(
            c, transition: h,
            body: {
                var s = ap_transition_state()
                _ = c.api.coordinator_state!(c.host, h, &s)
                animation?(CoordinatorContext(s, c.existingContext(h)))
            }, coordinator: { completion?($0) })
        let user = Unmanaged.passRetained(box).toOpaque()
        let block = ap_block(fn: Blocks.runBody, user: user)
        let done = ap_coordinator_callback(fn: Blocks.runCoordinatorOnce, user: user)
        let status: ap_status
        if let view {
            status = c.api.coordinator_animate_alongside_in_view!(c.host, h, view.handle, block, done)
        } else {
            status = c.api.coordinator_animate_alongside!(c.host, h, block, done)
        }
        return status == AP_OK
    }

    /// Calls `handler` once, when the transition stops being interactive (the user let go;
    /// it finishes or cancels from there): UIKit's `notifyWhenInteractionEnds(_:)`.
    public func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        var fired = false
        notifyWhenInteractionChanges { context in
            guard !context.isInteractive, !fired else { return }
            fired = true
            handler(context)
        }
    }

    /// The iOS 7 spelling of ``notifyWhenInteractionEnds(_:)``.
    public func notifyWhenInteractionEndsUsingBlock(
        _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        notifyWhenInteractionEnds(handler)
    }

    /// Calls `handler` each time the transition moves in or out of interactive mode.
    public func notifyWhenInteractionChanges(
        _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        let box = Blocks.Box(connection, transition: handle, coordinator: handler)
        let cb = ap_coordinator_callback(
            fn: Blocks.runCoordinatorRepeating, user: Unmanaged.passRetained(box).toOpaque())
        _ = connection.api.coordinator_notify_interaction_changes!(connection.host, handle, cb)
    }
}
