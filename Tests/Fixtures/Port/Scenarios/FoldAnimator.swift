import UIKit

/// One animator for both sides of a modal card: it grows the card in when presenting and
/// shrinks it away when dismissing.
final class FoldAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if isPresenting {
            guard let toVC = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: 0.25, animations: {
                toView.transform = .identity
                toView.alpha = 1
            }, completion: { _ in
                toView.transform = .identity
                toView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            UIView.animate(withDuration: 0.25, animations: {
                fromView.alpha = 0
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                fromView.alpha = 1
                if !cancelled { fromView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }
}
