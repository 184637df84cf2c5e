import UIKit

/// A slide that plays a haptic when it lands.
final class HapticSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        let haptics = UINotificationFeedbackGeneratorThatDoesNotExist()
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
            haptics.notificationOccurred(.success)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
