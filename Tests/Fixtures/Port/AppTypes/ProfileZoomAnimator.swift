import UIKit

/// Zooms the tapped avatar of the feed into the profile screen's header. The feed and profile
/// controllers, the card view and the constants live in other files of the app.
final class ProfileZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return Constants.zoomDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) as? ProfileViewController,
              let toView = transitionContext.view(forKey: .to) else {
            return
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame
        toView.alpha = 0
        container.addSubview(toView)

        let header = toVC.headerView!
        header.layer.cornerRadius = Constants.cornerRadius
        let card = CardView(frame: CGRect(x: 40, y: 200, width: 120, height: 120))
        card.backgroundColor = Theme.cardColor
        card.titleLabel.text = toVC.title
        container.addSubview(card)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: Constants.Spring.damping, initialSpringVelocity: 0,
                       options: .curveEaseInOut, animations: {
            card.frame = CGRect(x: 0, y: 0, width: finalFrame.width, height: 200)
            toView.alpha = 1
        }, completion: { _ in
            card.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
