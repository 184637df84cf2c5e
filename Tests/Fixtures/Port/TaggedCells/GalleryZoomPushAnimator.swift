import UIKit

/// Zooms the photo of the tapped gallery cell into the photo screen. The cell's image view
/// comes from the app's storyboard, tagged 2001; the controllers live in other files.
class GalleryZoomPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let gallery = transitionContext.viewController(forKey: .from) as! GalleryViewController
        let photo = transitionContext.viewController(forKey: .to) as! PhotoViewController
        let container = transitionContext.containerView
        if let thumbnail = gallery.selectedCell.viewWithTag(2001) as? UIImageView {
            let flying = thumbnail.snapshotView(afterScreenUpdates: false)!
            flying.frame = container.convert(thumbnail.frame, from: gallery.selectedCell)
            photo.view.frame = transitionContext.finalFrame(for: photo)
            photo.view.alpha = 0
            photo.photoView.isHidden = true
            thumbnail.isHidden = true
            container.addSubview(photo.view)
            container.addSubview(flying)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                flying.frame = photo.photoView.frame
                photo.view.alpha = 1
            }) { _ in
                photo.photoView.isHidden = false
                thumbnail.isHidden = false
                flying.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}
