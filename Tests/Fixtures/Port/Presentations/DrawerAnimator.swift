import UIKit

/// Slides a drawer up from the bottom. It never adds the drawer to the container: its
/// presentation controller (`DrawerPresentationController`) has put it there in
/// `presentationTransitionWillBegin`, as sheet libraries do.
public final class DrawerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public enum Style {
        case presentation
        case dismissal
    }

    private let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.viewController(forKey: style == .presentation ? .to : .from)
        else { return transitionContext.completeTransition(false) }
        let height = transitionContext.containerView.bounds.height
        let final = transitionContext.finalFrame(for: presented)
        if style == .presentation {
            presented.view.frame = final.offsetBy(dx: 0, dy: height)
        }
        UIView.animate(
            withDuration: 0.35, delay: 0, options: [.curveEaseOut],
            animations: {
                presented.view.frame =
                    self.style == .presentation ? final : presented.view.frame.offsetBy(dx: 0, dy: height)
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Puts the drawer in the container before the animator runs.
final class DrawerPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        presentedViewController.view.frame = frameOfPresentedViewInContainerView
        containerView?.addSubview(presentedViewController.view)
    }
}

/// The app's transitioning delegate for drawers.
final class DrawerTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        DrawerAnimator(style: .presentation)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DrawerAnimator(style: .dismissal)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        DrawerPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
