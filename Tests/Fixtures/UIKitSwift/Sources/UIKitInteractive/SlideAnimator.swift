import UIKit

/// An iOS 10 style animator: the to view slides in from the right over the from view, which
/// dims, driven by a UIViewPropertyAnimator that interruptibleAnimator(using:) makes once per
/// transition and animateTransition starts.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator {
            return animator
        }
        let container = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to),
              let fromView = transitionContext.view(forKey: .from) else {
            // Nothing to slide: an animator that completes at once.
            let idle = UIViewPropertyAnimator(duration: 0, curve: .linear)
            idle.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
            animator = idle
            return idle
        }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)
        // Off the right edge of the screen (the host's screen; the container fills it here).
        let screen = UIScreen.main.bounds
        let right = container.convert(CGPoint(x: screen.maxX, y: 0), from: nil).x
        toView.frame = finalFrame.offsetBy(dx: right - finalFrame.minX, dy: 0)
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = UIColor.black
        dimming.alpha = 0
        container.insertSubview(dimming, belowSubview: toView)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            toView.frame = finalFrame
            fromView.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        }
        animator.addAnimations({
            dimming.alpha = 0.4
        }, delayFactor: 0.25)
        animator.addCompletion { position in
            dimming.removeFromSuperview()
            fromView.transform = .identity
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
