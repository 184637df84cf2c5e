import UIKit
import os.log

/// Flips the from view away around the vertical axis and the to view in, like a card.
@objcMembers
final class CardFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    @objc dynamic var duration: TimeInterval = 0.6
    private let log = OSLog(subsystem: "com.example.cards", category: "flip")

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.layer.sublayerTransform = perspective
        container.addSubview(toView)
        toView.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        os_log("flip over %f s", log: log, type: .info, duration)

        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.layer.transform = CATransform3DIdentity
            }
        }, completion: { _ in
            fromView.layer.transform = CATransform3DIdentity
            toView.layer.transform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
