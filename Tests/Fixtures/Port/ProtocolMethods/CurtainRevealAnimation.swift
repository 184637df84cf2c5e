import UIKit

/// Reveals the presented screen by sliding a snapshot of the presenting one away.
public final class CurtainRevealAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    /// Makes the sliding curtain from the presenting view.
    @MainActor public var curtain: (UIView) -> UIView? = {
        $0.snapshotView(afterScreenUpdates: false)
    }

    public var duration = 0.25

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    @MainActor private func slideAway(_ view: UIView, by distance: CGFloat) {
        view.frame.origin.y -= distance
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)
        let sliding = curtain(fromView) ?? UIView(frame: fromView.frame)
        container.addSubview(sliding)
        UIView.animate(withDuration: duration, animations: {
            self.slideAway(sliding, by: container.bounds.height)
        }, completion: { _ in
            sliding.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
