import UIKit

/// The gallery screen the zoom starts from.
class GalleryController: UIViewController {
    var selectedIndex = 0
}

/// Options the gallery passes to its transitions.
struct ZoomOptions: OptionSet {
    let rawValue: Int
    static let fadeBackground = ZoomOptions(rawValue: 1)
}

/// Zooms a photo from the gallery's thumbnail to full screen.
final class GalleryZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    typealias Completion = (Bool) -> Void

    private weak var referenceImageView: UIImageView?
    private weak var parent: GalleryController?
    private let duration: TimeInterval
    private let animationOptions: UIView.AnimationOptions
    private let zoomOptions: ZoomOptions
    private let completion: Completion
    private let progress: (CGFloat, Bool) -> CGFloat

    init(referenceImageView: UIImageView, parent: GalleryController, duration: TimeInterval,
         animationOptions: UIView.AnimationOptions, zoomOptions: ZoomOptions, title: String,
         completion: @escaping Completion, progress: @escaping (CGFloat, Bool) -> CGFloat) {
        self.referenceImageView = referenceImageView
        self.parent = parent
        self.duration = duration
        self.animationOptions = animationOptions
        self.zoomOptions = zoomOptions
        self.completion = completion
        self.progress = progress
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let final = transitionContext.finalFrame(for: toVC)
        // From the thumbnail's frame; a thumbnail not laid out yet: from the middle.
        let thumbnail = referenceImageView?.frame ?? .zero
        toView.frame = thumbnail.isEmpty ? final.insetBy(dx: final.width / 4, dy: final.height / 4) : thumbnail
        toView.alpha = progress(0, zoomOptions.contains(.fadeBackground))
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: duration, delay: 0, options: animationOptions, animations: {
            toView.frame = final
            toView.alpha = 1
        }, completion: { finished in
            toView.frame = final
            toView.alpha = 1
            self.completion(finished)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
