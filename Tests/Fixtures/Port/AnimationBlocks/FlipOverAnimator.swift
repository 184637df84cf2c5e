import UIKit

/// Turns the from view over about its vertical axis to reveal the to view, with Core
/// Animation, and completes the transition from the animation's completion block — a block
/// property the app adds to CAAnimation in an extension of its own (CAAnimation+Blocks.swift,
/// not given here), which calls it when the animation stops.
final class FlipOverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        container.insertSubview(toView, belowSubview: fromView)

        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi / 2
        turn.duration = transitionDuration(using: transitionContext)
        turn.startBlock = {
            fromView.layer.zPosition = 1
        }
        turn.completionBlock = { finished in
            fromView.layer.zPosition = 0
            fromView.layer.removeAllAnimations()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        fromView.layer.add(turn, forKey: "flip")
    }
}
