import UIKit

/// The app's card list, which dismisses its card screen with a transition of its own file.
final class CardListController: UIViewController, UIViewControllerTransitioningDelegate {
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardCollapseDismisser()
    }
}

private class CardCollapseDismisser: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        UIView.animate(withDuration: 0.25, animations: {
            fromView.alpha = 0
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            fromView.alpha = 1
            if !cancelled { fromView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
