import UIKit

/// Cross-fades with the views the app's transition helpers read out of the context (the
/// helpers are declared in a protocol extension of the app, in a file not given).
class HelperFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let (maybeFromView, maybeToView, maybeContainer) = contextViews(transitionContext: transitionContext)
        guard let fromView = maybeFromView, let toView = maybeToView, let containerView = maybeContainer else {
            transitionContext.completeTransition(true)
            return
        }
        toView.alpha = 0
        containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
            fromView.alpha = 0
        }, completion: { _ in
            fromView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
