import UIKit

/// Pops the presented view in from a smaller scale.
internal class PopoverGrowTransition: PopoverTransitionBase {
    init() {
        super.init(duration: 0.3)
    }

    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        super.animateTransition(using: transitionContext)
        toVC.view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        toVC.view.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            self.toVC.view.transform = .identity
            self.toVC.view.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Template for the app's shaking transitions: every subclass draws its own shake.
class ShakeTransitionTemplate: NSObject, UIViewControllerAnimatedTransitioning {
    static var shakeDuration: TimeInterval = 0.4

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return ShakeTransitionTemplate.shakeDuration
    }

    // 子类中实现动画
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    }
}
