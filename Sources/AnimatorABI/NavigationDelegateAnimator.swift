/// An animator export for an animator that is its own navigation controller delegate and
/// learns each transition's operation from UIKit's question
/// `navigationController(_:animationControllerFor:from:to:)` (`self.operation = operation;
/// return self`), as interactive push and pop transitions are commonly written: a plugin's
/// export is made before any transition, so nothing would ever ask it, and its `operation`
/// stays `.none` (its `switch operation` then returns without completing). This object asks
/// it when each transition starts, as a navigation controller does, and runs the animator it
/// vends (itself, usually; the object itself when it vends none).
///
/// The operation asked is the transition's: `.push` for a push, a presentation, a selection
/// change of a custom container or an unknown one; `.pop` for a pop or a dismissal. The
/// navigation controller passed is the from controller's, else a new empty one. Main thread
/// only, as every SDK object. `host-cli port` exports such a class through it (README, "Bring
/// your iOS animator").
public final class NavigationDelegateAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let object: UINavigationControllerDelegate & UIViewControllerAnimatedTransitioning
    /// The animator vended for the transition running (or last run).
    private var current: UIViewControllerAnimatedTransitioning?
    /// That transition's context, held weakly (compared by identity).
    private weak var currentContext: AnyObject?

    /// An export that asks `object` for each transition's animator, as a navigation
    /// controller asks its delegate.
    public init(_ object: UINavigationControllerDelegate & UIViewControllerAnimatedTransitioning) {
        self.object = object
        super.init()
    }

    /// The navigation operation a navigation controller would pass for a transition of the
    /// host's `operation`.
    public static func navigationOperation(_ operation: TransitionOperation) -> UINavigationController.Operation {
        switch operation {
        case .pop, .dismiss: return .pop
        case .push, .present, .selectionChange, .none: return .push
        }
    }

    /// The animator of `transitionContext` (asked for the first time it is needed).
    private func animator(for transitionContext: UIViewControllerContextTransitioning)
        -> UIViewControllerAnimatedTransitioning
    {
        if let current, let currentContext, currentContext === (transitionContext as AnyObject) { return current }
        let from = transitionContext.viewController(forKey: .from) ?? UIViewController()
        let to = transitionContext.viewController(forKey: .to) ?? UIViewController()
        let navigation = from.navigationController ?? to.navigationController ?? UINavigationController()
        let vended =
            object.navigationController(
                navigation, animationControllerFor: Self.navigationOperation(transitionContext.operation), from: from,
                to: to) ?? object
        current = vended
        currentContext = transitionContext as AnyObject
        return vended
    }

    /// The vended animator's duration; without a context, the object's own.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard let transitionContext else { return object.transitionDuration(using: nil) }
        return animator(for: transitionContext).transitionDuration(using: transitionContext)
    }

    /// The vended animator's `animateTransition(using:)`.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animator(for: transitionContext).animateTransition(using: transitionContext)
    }

    /// The vended animator's property animator for this transition.
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
