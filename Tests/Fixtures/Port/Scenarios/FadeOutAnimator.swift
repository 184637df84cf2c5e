import UIKit

/// Fades the shown screen out over whatever is under it; it never adds a view of its own.
final class FadeOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        UIView.animate(withDuration: 0.2, animations: {
            fromView.alpha = 0
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            fromView.alpha = 1
            if !cancelled { fromView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
