import CAnimatorABI

/// An animator export for a presentation controller that is its own animator
/// (`class Sheet: UIPresentationController, UIViewControllerAnimatedTransitioning`, the shape
/// of Apple's "Custom View Controller Presentations and Transitions" sample): on iOS its
/// transitioning delegate makes it for a presentation with that presentation's controllers and
/// vends it as the animator of the presentation and of the later dismissal. A plugin's export
/// is made before any transition, so it cannot hold one made that way; this object makes it
/// when a transition starts instead.
///
/// - **Which controllers.** For a dismissal (the context's `operation` is `.dismiss`) the
///   from controller is the presented one and the to controller its presenter; for any other
///   transition (a presentation, or a push in the custom container) `make` gets the to
///   controller as the presented one and the from controller as its presenter.
/// - **One per presented controller.** The object made for a presented controller serves
///   every transition of that controller until a dismissal of it completes (as UIKit keeps a
///   presentation's controller until it is dismissed), so state the presentation leaves (a
///   dimming view, a snapshot) is there for the dismissal; at most 16 are kept (a run that only
///   presents lets the others go).
/// - **Lifecycle.** UIKit calls `presentationTransitionWillBegin()` (or
///   `dismissalTransitionWillBegin()`) before `animateTransition(using:)`, and the matching
///   `…DidEnd(_:)` when the transition ends; the host calls none of them (it has no
///   presentation controller of its own), so this object does, in that order, with the
///   transition's coordinator running: `presentedViewController.transitionCoordinator` works
///   in them as on iOS.
/// - `transitionDuration(using: nil)` asks an object made with two fresh controllers.
///
/// `host-cli port` exports a class of that shape through it (README, "Bring your iOS
/// animator"). Main thread only, as every SDK object.
public final class PresentationControllerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The class it makes: a presentation controller that animates its own transitions.
    public typealias Controller = UIPresentationController & UIViewControllerAnimatedTransitioning

    /// Makes the presentation controller of `presented`, shown over `presenting`.
    public typealias Make = (_ presented: UIViewController, _ presenting: UIViewController) -> Controller

    private let make: Make
    /// The objects made, by presented controller, until a dismissal of it completes.
    private var made: [ObjectIdentifier: Controller] = [:]
    /// The transition running: its object, whether it dismisses, and its presented controller.
    private var running: (controller: Controller, dismisses: Bool, presented: ObjectIdentifier)?
    /// How many presented controllers' objects it keeps at most: past that, all but the
    /// running one go (a run that presents without dismissing).
    static let kept = 16
    /// The object `transitionDuration(using: nil)` asks (made on first use).
    private var detached: Controller?

    /// An export that makes its presentation controller with `make` when a transition starts.
    public init(_ make: @escaping Make) {
        self.make = make
        super.init()
    }

    /// The object for `transitionContext`'s presented controller (made if needed), whether
    /// the transition dismisses it, and that controller's identity; nil when the context
    /// lacks a controller.
    private func controller(for transitionContext: UIViewControllerContextTransitioning)
        -> (controller: Controller, dismisses: Bool, presented: ObjectIdentifier)?
    {
        guard let from = transitionContext.viewController(forKey: .from),
            let to = transitionContext.viewController(forKey: .to)
        else { return nil }
        // The context's operation, not `isBeingDismissed`: the host asks the duration before
        // the transition starts, when no controller is being dismissed yet.
        let dismisses = transitionContext.operation == .dismiss
        let presented = dismisses ? from : to, presenting = dismisses ? to : from
        let key = ObjectIdentifier(presented)
        if let c = made[key] { return (c, dismisses, key) }
        // Presentations never dismissed (a run of presentations alone) keep at most 16.
        if made.count >= Self.kept { made = made.filter { $0.key == running?.presented } }
        let c = make(presented, presenting)
        made[key] = c
        return (c, dismisses, key)
    }

    /// The presentation controller's duration for this transition.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        if let transitionContext, let c = controller(for: transitionContext) {
            return c.controller.transitionDuration(using: transitionContext)
        }
        if detached == nil { detached = make(UIViewController(), UIViewController()) }
        return detached?.transitionDuration(using: nil) ?? 0
    }

    /// Calls the will-begin method of the transition's direction, then the presentation
    /// controller's `animateTransition(using:)`. Without controllers in the context it ends
    /// the transition at once, as nothing could be animated.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let c = controller(for: transitionContext) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        running = c
        if c.dismisses {
            c.controller.dismissalTransitionWillBegin()
        } else {
            c.controller.presentationTransitionWillBegin()
        }
        c.controller.animateTransition(using: transitionContext)
    }

    /// The presentation controller's property animator for this transition.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        guard let c = controller(for: transitionContext) else {
            return UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
        }
        return c.controller.interruptibleAnimator(using: transitionContext)
    }

    /// Forwards `animationEnded(_:)`, then calls the did-end method of the transition's
    /// direction; a completed dismissal lets the object go.
    public func animationEnded(_ transitionCompleted: Bool) {
        guard let c = running else { return }
        running = nil
        c.controller.animationEnded(transitionCompleted)
        if c.dismisses {
            c.controller.dismissalTransitionDidEnd(transitionCompleted)
            if transitionCompleted { made[c.presented] = nil }
        } else {
            c.controller.presentationTransitionDidEnd(transitionCompleted)
        }
    }
}
