import UIKit.UIViewControllerTransitioning

/// Sends the card back down and puts the screen behind it back as it was.
final class CardStackDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let bounds = transitionContext.containerView.bounds
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromVC.view.frame.origin.y = bounds.height
                toVC.view.transform = .identity
                toVC.view.alpha = 1
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !cancelled { fromVC.view.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
