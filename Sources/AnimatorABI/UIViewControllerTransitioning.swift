/// Keys for view controllers in a transition context.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    let key: ap_key
    /// The view controller visible at the start.
    public static let from = UITransitionContextViewControllerKey(key: AP_KEY_FROM)
    /// The view controller visible at the end of a completed transition.
    public static let to = UITransitionContextViewControllerKey(key: AP_KEY_TO)
}

/// Keys for views in a transition context.
public struct UITransitionContextViewKey: Hashable, Sendable {
    let key: ap_key
    /// The view visible at the start.
    public static let from = UITransitionContextViewKey(key: AP_KEY_FROM)
    /// The view visible at the end of a completed transition.
    public static let to = UITransitionContextViewKey(key: AP_KEY_TO)
}

/// UIKit's `UIModalPresentationStyle` values.
public enum UIModalPresentationStyle: Int, Sendable {
    case automatic = -2, none = -1, fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4
    case overFullScreen = 5, overCurrentContext = 6, popover = 7
}

/// What kind of transition runs (not in UIKit, where each container knows it).
public enum TransitionOperation: Int32, Sendable {
    case none = 0, selectionChange = 1, push = 2, pop = 3, present = 4, dismiss = 5
}

/// UIKit's `UIViewControllerContextTransitioning`.
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
    func completeTransition(_ didComplete: Bool)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// The kind of transition (push, pop, present, ...).
    var operation: TransitionOperation { get }
    /// The coordinator, for animations alongside the transition.
    var transitionCoordinator: UIViewControllerTransitionCoordinator { get }
}

/// UIKit's `UIViewControllerAnimatedTransitioning`.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
    /// Optional in UIKit (iOS 10): the animator's property animator, the same object for the
    /// whole transition. In a transition that is not interactive `animateTransition(using:)`
    /// runs and starts it (typically `interruptibleAnimator(using: transitionContext)
    /// .startAnimation()`). In an interactive one the SDK does what UIKit's percent-driven
    /// controller does: it asks for this animator instead of calling `animateTransition`, and
    /// starts it (UIKit pauses it) on the container's time, which the host holds and scrubs,
    /// finishes and cancels — so everything the interactive transition needs (adding the to
    /// view, the completion that calls `completeTransition`) belongs here, as on iOS (an
    /// animator that is its own interaction controller runs `animateTransition` first: its app
    /// drives it through its own `startInteractiveTransition`). A cancel
    /// reports `.start` to this animator's completions and `.end` to other property animators'
    /// (UIKit reverses only the vended one). See the README.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    /// Optional in UIKit: does nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// Optional in UIKit: by default an idle property animator of the transition's duration,
    /// marked as the default so that the SDK knows the animator vends none.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        let idle = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
        idle.isProtocolDefault = true
        return idle
    }
}

/// UIKit's `UIViewControllerInteractiveTransitioning`. Any conformer can be exported as an
/// interaction plugin; it drives the transition through the context it is given
/// (`updateInteractiveTransition`, `finishInteractiveTransition`, …), from its own gesture
/// recognizers or, for a ``UIPercentDrivenInteractiveTransition``, from ``UIPercentDrivenInteractiveTransition/handle(_:)``.
/// The host always runs the animator first, paused, as the percent-driven controller does.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// Optional in UIKit: 1 by default.
    var completionSpeed: CGFloat { get }
    /// Optional in UIKit: ease in-out by default.
    var completionCurve: UIView.AnimationCurve { get }
    /// Optional in UIKit: true by default.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// The transition context the host hands to a plugin: every member is a host call.
final class HostTransitionContext: UIViewControllerContextTransitioning {
    let handle: ap_context
    let connection: HostConnection

    init(_ h: ap_context, _ c: HostConnection) {
        handle = h
        connection = c
    }

    private var api: ap_host { connection.api }
    private var host: UnsafePointer<ap_host> { connection.host }

    /// True once plugin code has called `completeTransition`: reads are then answered from
    /// ``answers`` where they can be (see ``Answers``).
    private(set) var completed = false
    /// The answers the host gave so far.
    var answers = Answers()

    var containerView: UIView {
        answer(\.containerView) {
            UIView.make(api.context_container_view!(host, handle), connection) ?? UIView(ap_view(), connection)
        }
    }
    var isAnimated: Bool { answer(\.isAnimated) { api.context_is_animated!(host, handle) } }
    var isInteractive: Bool { answer(\.isInteractive) { api.context_is_interactive!(host, handle) } }
    var transitionWasCancelled: Bool {
        answer(\.transitionWasCancelled) { api.context_transition_was_cancelled!(host, handle) }
    }
    var presentationStyle: UIModalPresentationStyle {
        answer(\.presentationStyle) {
            UIModalPresentationStyle(rawValue: Int(api.context_presentation_style!(host, handle))) ?? .custom
        }
    }
    var targetTransform: CGAffineTransform {
        answer(\.targetTransform) { CGAffineTransform(api.context_target_transform!(host, handle)) }
    }
    var operation: TransitionOperation {
        answer(\.operation) { TransitionOperation(rawValue: api.context_operation!(host, handle)) ?? .none }
    }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        answer(\.controllers[key.key]) {
            let h = api.context_view_controller!(host, handle, key.key)
            return h.bits == 0
                ? nil
                : connection.controller(
                    h, standIn: UIViewController.transitionStandIns[key],
                    outlets: UIViewController.transitionStandInOutlets[key],
                    appState: UIViewController.transitionStandInAppState[key])
        }
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        answer(\.views[key.key]) { UIView.make(api.context_view!(host, handle, key.key), connection) }
    }
    func initialFrame(for vc: UIViewController) -> CGRect {
        answer(\.initialFrames[vc.handle.bits]) { CGRect(api.context_initial_frame!(host, handle, vc.handle)) }
    }
    func finalFrame(for vc: UIViewController) -> CGRect {
        answer(\.finalFrames[vc.handle.bits]) { CGRect(api.context_final_frame!(host, handle, vc.handle)) }
    }
    func completeTransition(_ didComplete: Bool) {
        completed = true
        _ = api.context_complete_transition!(host, handle, didComplete)
    }
    func updateInteractiveTransition(_ p: CGFloat) { _ = api.context_update_interactive!(host, handle, Double(p)) }
    func finishInteractiveTransition() { _ = api.context_finish_interactive!(host, handle) }
    func cancelInteractiveTransition() { _ = api.context_cancel_interactive!(host, handle) }
    func pauseInteractiveTransition() { _ = api.context_pause_interactive!(host, handle) }
    /// One coordinator object per transition, as UIKit's.
    lazy var transitionCoordinator = UIViewControllerTransitionCoordinator(handle, connection)
}
