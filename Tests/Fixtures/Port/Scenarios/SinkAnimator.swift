import UIKit

/// Slides the presented sheet back down; the presenting screen stays where it is.
final class SinkAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let start = fromView.frame
        let container = transitionContext.containerView
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.frame = start.offsetBy(dx: 0, dy: container.bounds.height)
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                fromView.frame = start
            } else {
                fromView.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
