import UIKit

/// What a controller shown as a card popup tells the transition; the app's popup controllers
/// adopt it.
protocol CardPopupPresentable: AnyObject {
    var cardView: UIView { get }
    var popupDuration: TimeInterval { get }
    var startScale: CGFloat { get }
}

/// Grows the presented controller's card into place, over the time the controller asks for.
final class CardPopupTransition: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        if let popup = transitionContext?.viewController(forKey: .to) as? CardPopupPresentable {
            return popup.popupDuration
        }
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let popup = toVC as? CardPopupPresentable else {
            return
        }
        toVC.view.frame = transitionContext.containerView.bounds
        transitionContext.containerView.addSubview(toVC.view)
        popup.cardView.transform = CGAffineTransform(scaleX: popup.startScale, y: popup.startScale)
        toVC.view.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toVC.view.alpha = 1
            popup.cardView.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
