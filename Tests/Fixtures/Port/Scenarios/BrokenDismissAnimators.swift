import UIKit

/// A dismissal that pulls the presenting screen into the container under the sheet — on iOS
/// the presenting view stays where it is, outside the container.
final class CoverDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let presenting = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        container.insertSubview(presenting.view, belowSubview: fromView)
        UIView.animate(withDuration: 0.2, animations: {
            fromView.alpha = 0
        }, completion: { _ in
            fromView.alpha = 1
            if !transitionContext.transitionWasCancelled { fromView.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    /// How the app presents the sheet: over its presenter, which stays in the window.
    static func prepare(_ sheet: UIViewController) {
        sheet.modalPresentationStyle = .overFullScreen
    }
}

/// A dismissal that reports success even when the user cancels it.
final class StubbornDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        UIView.animate(withDuration: 0.2, animations: {
            fromView.alpha = 0
        }, completion: { _ in
            fromView.alpha = 1
            fromView.removeFromSuperview()
            transitionContext.completeTransition(true)
        })
    }
}
