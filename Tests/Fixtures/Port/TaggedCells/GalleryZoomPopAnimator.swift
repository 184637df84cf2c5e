import UIKit

/// Shrinks the photo back into its gallery cell's tagged image view.
class GalleryZoomPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let photo = transitionContext.viewController(forKey: .from) as! PhotoViewController
        let gallery = transitionContext.viewController(forKey: .to) as! GalleryViewController
        let container = transitionContext.containerView
        if let thumbnail = gallery.selectedCell.viewWithTag(2001) as? UIImageView {
            let flying = photo.photoView.snapshotView(afterScreenUpdates: false)!
            flying.frame = container.convert(photo.photoView.frame, from: photo.view)
            gallery.view.frame = transitionContext.finalFrame(for: gallery)
            photo.photoView.isHidden = true
            thumbnail.isHidden = true
            container.insertSubview(gallery.view, belowSubview: photo.view)
            container.addSubview(flying)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                flying.frame = container.convert(thumbnail.frame, from: gallery.selectedCell)
                photo.view.alpha = 0
            }) { _ in
                photo.photoView.isHidden = false
                thumbnail.isHidden = false
                flying.removeFromSuperview()
                photo.view.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}
