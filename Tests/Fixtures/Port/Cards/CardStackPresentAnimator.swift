import UIKit

/// Presents a card that rises from the bottom and stops 44 points below the top, while the
/// screen it covers shrinks behind it and dims, as a stack of cards does. The app presents it
/// over the current context, so that screen stays visible above the card.
final class CardStackPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let topInset: CGFloat = 44

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let bounds = container.bounds
        let cardFrame = CGRect(x: 0, y: topInset, width: bounds.width, height: bounds.height - topInset)
        toVC.view.frame = cardFrame.offsetBy(dx: 0, dy: cardFrame.height)
        toVC.view.layer.cornerRadius = 12
        toVC.view.layer.masksToBounds = true
        container.addSubview(toVC.view)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: .curveEaseOut,
            animations: {
                toVC.view.frame = cardFrame
                fromVC.view.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
                fromVC.view.alpha = 0.7
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
