extension UINavigationController {
    /// UIKit's `UINavigationController.Operation`: what a navigation transition does, with
    /// UIKit's raw values.
    public enum Operation: Int, Sendable {
        /// No operation.
        case none = 0
        /// A controller is pushed.
        case push = 1
        /// A controller is popped.
        case pop = 2

        /// The navigation operation of a transition of the host (`.none` for one that is not
        /// a push or a pop), so a navigation delegate's choice can be made from a context.
        public init(_ operation: TransitionOperation) {
            switch operation {
            case .push: self = .push
            case .pop: self = .pop
            default: self = .none
            }
        }
    }
}

/// UIKit's `UINavigationControllerDelegate`, the methods transitions use. All are optional in
/// UIKit; the defaults here answer as a delegate that leaves them out (nil: the system's
/// push and pop, not interactive).
public protocol UINavigationControllerDelegate: AnyObject {
    /// The animator for `operation` from `fromVC` to `toVC`.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller for a transition run by `animationController`.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    /// `viewController` is about to be shown.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` was shown.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Optional in UIKit: nil, the system's push or pop.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Optional in UIKit: nil, not interactive.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    /// Optional in UIKit: nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Optional in UIKit: nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// UIKit's `UITabBarControllerDelegate`, the methods transitions use (optional in UIKit; the
/// defaults answer as a delegate that leaves them out).
public protocol UITabBarControllerDelegate: AnyObject {
    /// The animator for a change of tab from `fromVC` to `toVC`.
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller for a change of tab run by `animationController`.
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    /// Whether `viewController` may be selected (true in UIKit when not implemented).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// `viewController` was selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Optional in UIKit: nil, no animation.
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Optional in UIKit: nil, not interactive.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    /// Optional in UIKit: selectable.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { true }
    /// Optional in UIKit: nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
