import UIKit

/// Cross-fades to the next screen; screens that want it slower override the duration in
/// an extension. It never calls completeTransition: a real bug, and being final it has no
/// subclass that could.
final class ForgetfulFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.25) {
            toView.alpha = 1
        }
    }
}

/// Slides the next screen in from the right, and forgets to complete: a real bug the
/// validator must report.
class ForgetfulSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        toView.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
        container.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: {
            toView.frame = container.bounds
        })
    }
}
