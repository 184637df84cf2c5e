/// An animator export for an animator the app makes for each transition with that
/// transition's controllers (`MiniPlayerToFullPlayerAnimator(fromViewController:
/// toViewController:…)`, which the app's transitioning delegate makes from the controllers
/// UIKit hands it): a plugin's export is made before any transition, so it cannot hold one
/// made that way; this object makes one when each transition starts, with the context's from
/// and to controllers, and forwards the transition to it.
///
/// `transitionDuration(using: nil)` asks an object made with two fresh controllers. Main
/// thread only, as every SDK object. `host-cli port` exports such a class through it (README,
/// "Bring your iOS animator").
///
/// Public, not open: ``NavigationDelegateAnimator``, which makes its animator from the context's
/// operation as well, is its one subclass.
public class HandedControllersAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Makes the animator of a transition from `from` to `to`.
    public typealias Make = (_ from: UIViewController, _ to: UIViewController) -> UIViewControllerAnimatedTransitioning

    /// Makes the animator of a transition from its context (``NavigationDelegateAnimator``
    /// asks its object with the context's operation too).
    private let makeFor: (UIViewControllerContextTransitioning) -> UIViewControllerAnimatedTransitioning
    /// Makes the object `transitionDuration(using: nil)` asks.
    private let makeDetached: () -> UIViewControllerAnimatedTransitioning
    /// The animator of the transition running (or last run).
    private var current: UIViewControllerAnimatedTransitioning?
    /// That transition's context, held weakly: compared by identity, and a later context at
    /// the same address must not find the old animator (its controllers are gone).
    private weak var currentContext: AnyObject?
    /// The object `transitionDuration(using: nil)` asks (made on first use).
    private var detached: UIViewControllerAnimatedTransitioning?

    /// An export that makes its animator with `make` when a transition starts.
    public convenience init(_ make: @escaping Make) {
        self.init(
            perTransition: { context in
                make(
                    context.viewController(forKey: .from) ?? UIViewController(),
                    context.viewController(forKey: .to) ?? UIViewController())
            }, detached: { make(UIViewController(), UIViewController()) })
    }

    /// An export that makes its animator with `perTransition` when a transition starts, and
    /// answers a duration without a context from the object `detached` makes.
    init(
        perTransition: @escaping (UIViewControllerContextTransitioning) -> UIViewControllerAnimatedTransitioning,
        detached: @escaping () -> UIViewControllerAnimatedTransitioning
    ) {
        makeFor = perTransition
        makeDetached = detached
        super.init()
    }

    /// The animator of `transitionContext` (made the first time it is asked for it).
    private func animator(for transitionContext: UIViewControllerContextTransitioning)
        -> UIViewControllerAnimatedTransitioning
    {
        if let current, let currentContext, currentContext === (transitionContext as AnyObject) { return current }
        let made = makeFor(transitionContext)
        current = made
        currentContext = transitionContext as AnyObject
        return made
    }

    /// The animator's duration for this transition.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        if let transitionContext {
            return animator(for: transitionContext).transitionDuration(using: transitionContext)
        }
        if detached == nil { detached = makeDetached() }
        return detached?.transitionDuration(using: nil) ?? 0
    }

    /// The animator's `animateTransition(using:)`.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animator(for: transitionContext).animateTransition(using: transitionContext)
    }

    /// The animator's property animator for this transition.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        animator(for: transitionContext).interruptibleAnimator(using: transitionContext)
    }

    /// Forwards `animationEnded(_:)` to the transition's animator.
    public func animationEnded(_ transitionCompleted: Bool) {
        current?.animationEnded(transitionCompleted)
    }
}
