import UIKit

/// Zooms a photo from the list cell the user tapped. The list's controller sets `imageView`
/// and `cell` before each transition; without them the animator does nothing.
class PhotoZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public var imageView: UIImageView?
    public var cell: UICollectionViewCell?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard
            let toVC = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to),
            let imageView = imageView,
            let image = imageView.image,
            let cell = cell
        else {
            return
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame
        toView.alpha = 0
        container.addSubview(toView)

        // Fit the photo to the screen's width by its aspect ratio.
        let scale = finalFrame.width / image.size.width
        let zoom = UIImageView(image: image)
        zoom.frame = container.convert(cell.bounds, from: cell)
        container.addSubview(zoom)
        imageView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            zoom.frame = CGRect(x: 0, y: finalFrame.midY - image.size.height * scale / 2,
                                width: finalFrame.width, height: image.size.height * scale)
            toView.alpha = 1
        }, completion: { _ in
            zoom.removeFromSuperview()
            imageView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
