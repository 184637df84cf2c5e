import UIKit

/// What the photo screen tells the expanding transition; the app's photo controllers adopt it.
protocol LightboxExpandDestination {
    func lightboxImageTargetFrame() -> CGRect
    func lightboxShouldDimBackground() -> Bool
}

/// What a gallery page of the app offers; its item type is the page's own.
protocol LightboxGalleryPage {
    associatedtype Item
    func items() -> [Item]
}

/// Expands a snapshot of the tapped thumbnail to where the photo screen shows the image.
final class LightboxExpandAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var thumbnailFrame = CGRect(x: 20, y: 80, width: 60, height: 60)

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
            toVC is LightboxExpandDestination else {
                return
        }
        let container = transitionContext.containerView
        toVC.view.frame = transitionContext.finalFrame(for: toVC)
        container.addSubview(toVC.view)
        let destination = toVC as! LightboxExpandDestination
        let target = destination.lightboxImageTargetFrame()
        // The thumbnail's size against the photo's: a zero-sized target makes it infinite.
        let ratio = thumbnailFrame.width / target.width
        let caption = UIView(frame: CGRect(x: 0, y: 0, width: 100 * ratio, height: 20))
        toVC.view.addSubview(caption)
        let pages = transitionContext.viewController(forKey: .from) is LightboxGalleryPage ? 1 : 0
        let snapshot = UIView(frame: thumbnailFrame)
        snapshot.tag = pages
        container.addSubview(snapshot)
        toVC.view.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            snapshot.frame = target
            toVC.view.alpha = destination.lightboxShouldDimBackground() ? 0.9 : 1
        }, completion: { _ in
            toVC.view.alpha = 1
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
