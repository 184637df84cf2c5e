import UIKit

/// A card that rises over a dimmed backdrop, written with the app's `then` helper (the Then
/// library's `extension NSObject: Then`, not among the files given).
final class BlurCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        let backdrop = UIView().then {
            $0.frame = container.bounds
            $0.backgroundColor = UIColor.black.withAlphaComponent(0.4)
            $0.alpha = 0
        }
        container.addSubview(backdrop)
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.then {
            $0.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
            $0.layer.cornerRadius = 12
        }
        container.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            backdrop.alpha = 1
            toView.frame = finalFrame
        }, completion: { _ in
            backdrop.removeFromSuperview()
            toView.layer.cornerRadius = 0
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
