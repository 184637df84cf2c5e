import UIKit

/// Presents the app's drawer controller. The drawer runs its own property animator, which this
/// transition hands to UIKit as its interruptible animator; the drawer keeps it in
/// `runningAnimator` while it moves and calls the completion when it stops.
class DrawerPresentTransition: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard let drawer = transitionContext?.viewController(forKey: .to) as? DrawerController else {
            return 0.3
        }
        return drawer.openingDuration
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        guard let drawer = transitionContext.viewController(forKey: .to) as? DrawerController else {
            fatalError("the drawer transition presents a DrawerController")
        }
        if let running = drawer.runningAnimator {
            return running
        }
        transitionContext.containerView.addSubview(drawer.view)
        drawer.open(animated: true) {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        return drawer.runningAnimator!
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }
}
