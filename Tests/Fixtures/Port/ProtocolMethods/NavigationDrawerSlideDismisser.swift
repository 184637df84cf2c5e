import UIKit

/// Slides the app's navigation drawer (a menu presented modally from the left edge) back out.
final class NavigationDrawerSlideDismisser: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let drawerView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let start = drawerView.frame
        UIView.animate(withDuration: 0.3, animations: {
            drawerView.frame = start.offsetBy(dx: -start.width, dy: 0)
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            drawerView.frame = start
            if !cancelled { drawerView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
