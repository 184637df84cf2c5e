import Foundation
import UIKit

/// Fades the incoming view in over 0.3 s, and completes the transition from a block on the
/// main queue 0.5 s after it began (as animators that wait for "the animation to settle" do).
/// A block on the next turn of the run loop dims the outgoing view. (The file imports Foundation
/// as well as UIKit, as many iOS files do: `DispatchQueue` is still the SDK's.)
class DelayedFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else { return }
        let fromView = transitionContext.view(forKey: .from)
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear], animations: {
            toView.alpha = 1
        }, completion: nil)
        DispatchQueue.main.async {
            fromView?.alpha = 0.5
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            fromView?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
