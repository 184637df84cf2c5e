import UIKit
import QuartzCore

/// An animator as it would be written for iOS, with nothing changed for this host: the
/// presented view drops in from above on a spring, fading in with an explicit
/// `CABasicAnimation`, while the presenting one recedes; when it started (CACurrentMediaTime)
/// is kept, as animators that measure their own timing do.
class DropInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var duration: TimeInterval = 0.6
    private(set) var startedAt: CFTimeInterval = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to) else { return }
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let finalFrame = transitionContext.finalFrame(for: toViewController)
        startedAt = CACurrentMediaTime()

        if let toView = toView {
            containerView.addSubview(toView)
            toView.frame = finalFrame
            toView.transform = CGAffineTransform(translationX: 0, y: -finalFrame.height)
            // It fades in while it drops, with an explicit Core Animation animation.
            let fadeIn = CABasicAnimation(keyPath: "opacity")
            fadeIn.fromValue = 0.0
            fadeIn.toValue = 1.0
            fadeIn.duration = duration / 2
            fadeIn.timingFunction = CAMediaTimingFunction(name: .easeOut)
            toView.layer.add(fadeIn, forKey: "fadeIn")
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.8,
                       initialSpringVelocity: 0, options: [.curveEaseOut], animations: {
            toView?.transform = .identity
            fromView?.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            fromView?.alpha = 0.5
        }, completion: { _ in
            fromView?.transform = .identity
            fromView?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
