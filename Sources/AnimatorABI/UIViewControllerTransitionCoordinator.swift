/// What coordinator callbacks receive (UIKit's `UIViewControllerTransitionCoordinatorContext`).
public struct UIViewControllerTransitionCoordinatorContext: Sendable {
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
}

/// The state a coordinator reports, from the C struct.
func CoordinatorContext(_ s: ap_transition_state) -> UIViewControllerTransitionCoordinatorContext {
    UIViewControllerTransitionCoordinatorContext(
        isAnimated: s.is_animated, isInteractive: s.is_interactive, initiallyInteractive: s.initially_interactive,
        isInterruptible: s.is_interruptible, isCancelled: s.is_cancelled,
        presentationStyle: UIModalPresentationStyle(rawValue: Int(s.presentation_style)) ?? .custom,
        transitionDuration: s.transition_duration, percentComplete: CGFloat(s.percent_complete),
        completionVelocity: CGFloat(s.completion_speed), completionCurve: UIView.AnimationCurve(rawValue: Int(s.completion_curve)) ?? .easeInOut)
}

/// UIKit's `UIViewControllerTransitionCoordinator`: animations alongside the transition, and
/// notifications as its interactivity changes.
public final class UIViewControllerTransitionCoordinator {
    let handle: ap_context
    let connection: HostConnection

    init(_ h: ap_context, _ c: HostConnection) { handle = h; connection = c }

    /// Runs `animation` alongside the transition (scrubbed and reversed with it) and
    /// `completion` after it ends. Returns false when the host refused.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        alongside(nil, animation, completion)
    }

    /// Like ``animate(alongsideTransition:completion:)`` for a view outside the container.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        alongside(view, animation, completion)
    }

    private func alongside(_ view: UIView?, _ animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                           _ completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        let c = connection, h = handle
        // One box serves both callbacks; the completion (always called once) releases it.
        let box = Blocks.Box(c, body: {
            var s = ap_transition_state()
            _ = c.api.coordinator_state!(c.host, h, &s)
            animation?(CoordinatorContext(s))
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

    /// Calls `handler` each time the transition moves in or out of interactive mode.
    public func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        let box = Blocks.Box(connection, coordinator: handler)
        let cb = ap_coordinator_callback(fn: Blocks.runCoordinatorRepeating, user: Unmanaged.passRetained(box).toOpaque())
        _ = connection.api.coordinator_notify_interaction_changes!(connection.host, handle, cb)
    }
}
