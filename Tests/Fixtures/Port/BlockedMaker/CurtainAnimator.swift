import UIKit

/// Drops the next screen in like a curtain; made by its host screen.
final class CurtainAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private weak var host: CurtainHostController?

    init(host: CurtainHostController) {
        self.host = host
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        let final = transitionContext.finalFrame(for: toVC)
        toView.frame = final.offsetBy(dx: 0, dy: -final.height)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.frame = final
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
