import UIKit

/// Morphs the matching views of the two screens with the app's own animator object, which
/// calls back when the morph ends.
final class MorphTransition: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        let animator = MorphAnimator(container: transitionContext.containerView, target: toView)
        animator.animate { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
