import UIKit

/// One object for both sides of a side menu: the app sets `presenting` before each
/// transition (true in animationController(forPresented:…), false in (forDismissed:)). The
/// dismissal slides back the snapshot its presentation made.
final class SideMenuTransition: NSObject, UIViewControllerAnimatedTransitioning {
    var presenting = false
    var menuWidth: CGFloat = 280
    private var contentSnapshot: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            fatalError("a side menu transition needs both controllers")
        }
        let container = transitionContext.containerView
        if presenting {
            guard toVC is MenuViewController else {
                fatalError("SideMenuTransition presents only a MenuViewController")
            }
            toVC.view.frame = transitionContext.finalFrame(for: toVC)
            container.addSubview(toVC.view)
            let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false) ?? UIView(frame: fromVC.view.frame)
            snapshot.frame = fromVC.view.frame
            container.addSubview(snapshot)
            contentSnapshot = snapshot
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                snapshot.frame = snapshot.frame.offsetBy(dx: self.menuWidth, dy: 0)
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                snapshot.removeFromSuperview()
                if cancelled { toVC.view.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
        } else {
            guard let snapshot = contentSnapshot else {
                fatalError("dismissed a side menu that was never presented")
            }
            container.addSubview(snapshot)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                snapshot.frame.origin.x = 0
            }, completion: { _ in
                snapshot.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
