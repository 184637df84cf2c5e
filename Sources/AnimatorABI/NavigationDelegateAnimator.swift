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
public final class NavigationDelegateAnimator: HandedControllersAnimator {
    /// An export that asks `object` for each transition's animator, as a navigation
    /// controller asks its delegate.
    public init(_ object: UINavigationControllerDelegate & UIViewControllerAnimatedTransitioning) {
        super.init(
            perTransition: { context in
                let from = context.viewController(forKey: .from) ?? UIViewController()
                let to = context.viewController(forKey: .to) ?? UIViewController()
                let navigation = from.navigationController ?? to.navigationController ?? UINavigationController()
                return object.navigationController(
                    navigation, animationControllerFor: Self.navigationOperation(context.operation), from: from, to: to)
                    ?? object
            }, detached: { object })
    }

    /// The navigation operation a navigation controller would pass for a transition of the
    /// host's `operation`.
    public static func navigationOperation(_ operation: TransitionOperation) -> UINavigationController.Operation {
        switch operation {
        case .pop, .dismiss: return .pop
        case .push, .present, .selectionChange, .none: return .push
        }
    }
}
