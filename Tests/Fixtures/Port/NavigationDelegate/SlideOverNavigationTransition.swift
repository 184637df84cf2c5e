import UIKit

/// A push and pop transition that is its own navigation controller delegate, as interactive
/// navigation transitions are often written: it learns the operation when the navigation
/// controller asks it for an animator, and animates nothing without one.
class SlideOverNavigationTransition: NSObject {
    var operation: UINavigationController.Operation = .none
    var duration: TimeInterval = 0.35
}

extension SlideOverNavigationTransition: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toVC.view.frame = transitionContext.finalFrame(for: toVC)
        switch operation {
        case .push:
            container.addSubview(toVC.view)
            toVC.view.transform = CGAffineTransform(translationX: width, y: 0)
        case .pop:
            container.insertSubview(toVC.view, belowSubview: fromVC.view)
            toVC.view.transform = CGAffineTransform(translationX: -width / 3, y: 0)
        case .none:
            return
        @unknown default:
            return
        }
        UIView.animate(withDuration: duration, animations: {
            toVC.view.transform = .identity
            fromVC.view.transform = CGAffineTransform(translationX: self.operation == .push ? -width / 3 : width, y: 0)
        }, completion: { _ in
            fromVC.view.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

extension SlideOverNavigationTransition: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self.operation = operation
        return self
    }
}
