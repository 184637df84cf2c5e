import UIKit

/// Presents the reader (inside its navigation controller): the screen fades in while the
/// header slides down into place.
class ReaderPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let navigation = transitionContext.viewController(forKey: .to) as! UINavigationController
        let reader = navigation.viewControllers.first as! ArticleReaderController
        let containerView = transitionContext.containerView

        navigation.view.frame = transitionContext.finalFrame(for: navigation)
        containerView.addSubview(navigation.view)
        let headerFrame = reader.headerView.frame
        reader.headerView.frame = headerFrame.offsetBy(dx: 0, dy: -headerFrame.maxY)
        navigation.view.alpha = 0

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            navigation.view.alpha = 1
            reader.headerView.frame = headerFrame
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
