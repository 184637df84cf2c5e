import UIKit
import LiftKit

/// Lifts the detail screen in over the feed. The app's UIKit extensions (`liftShadowView`,
/// `CGRect.center`, `UIColor.liftShadow`), its `LiftTransitioning` protocol and default
/// duration, the delegate protocol and the third-party `LiftKit` module live in files and
/// packages the port is not given.
final class CardLiftAnimator: NSObject, LiftTransitioning, UIViewControllerAnimatedTransitioning {
    var liftDuration: TimeInterval = defaultLiftDuration
    weak var delegate: CardLiftDelegate?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return liftDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            return
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame
        toView.heroID = "card"
        toView.liftShadowView.backgroundColor = UIColor.liftShadow
        toView.center = CGPoint(x: finalFrame.center.x, y: finalFrame.maxY + finalFrame.height / 2)
        container.addSubview(toView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.center = finalFrame.center
        }, completion: { _ in
            self.delegate?.cardLiftDidEnd?(self)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
