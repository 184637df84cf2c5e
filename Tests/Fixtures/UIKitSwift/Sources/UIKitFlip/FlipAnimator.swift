import UIKit

/// A card flip as iOS code writes it: both views single-sided under the container's perspective
/// (`sublayerTransform`), the from
/// view turning away about the vertical axis while the to view turns in from behind, the
/// transition completed from a CATransaction's completion block.
class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 1.0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let containerView = transitionContext.containerView
        containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)

        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        containerView.layer.sublayerTransform = perspective
        fromView.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false
        toView.layer.transform = CATransform3DMakeRotation(-.pi, 0, 1, 0)

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            fromView.layer.transform = CATransform3DIdentity
            containerView.layer.sublayerTransform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        UIView.animate(withDuration: duration, animations: {
            fromView.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            toView.layer.transform = CATransform3DIdentity
        })
        CATransaction.commit()
    }
}
