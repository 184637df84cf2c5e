import UIKit

/// What the viewer shows.
public struct PhotoInfo {
    public var image: UIImage
    public var caption: String

    public init(image: UIImage, caption: String) {
        self.image = image
        self.caption = caption
    }
}

/// A library's full-screen photo viewer: it builds its views in viewDidLoad, and keeps a
/// child controller for its chrome made in a stored property.
open class PhotoViewerController: UIViewController {
    public let photoView = UIImageView()
    public let info: PhotoInfo
    let chromeController = UIViewController()

    public init(info: PhotoInfo) {
        self.info = info
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        photoView.image = info.image
        photoView.contentMode = .scaleAspectFit
        photoView.frame = view.bounds.insetBy(dx: 0, dy: view.bounds.height / 4)
        view.addSubview(photoView)
    }
}

/// Zooms the photo from the thumbnail to where the viewer shows it.
class PhotoZoomTransition: NSObject, UIViewControllerAnimatedTransitioning {
    let thumbnailFrame: CGRect

    init(thumbnailFrame: CGRect) {
        self.thumbnailFrame = thumbnailFrame
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let viewer = transitionContext.viewController(forKey: .to) as! PhotoViewerController
        let container = transitionContext.containerView
        viewer.view.frame = transitionContext.finalFrame(for: viewer)
        viewer.view.layoutIfNeeded()
        // The photo's place in the viewer, which its viewDidLoad laid out.
        let target = viewer.photoView.superview!.convert(viewer.photoView.frame, to: container)
        let flying = UIImageView(image: viewer.info.image)
        flying.frame = thumbnailFrame
        viewer.view.alpha = 0
        container.addSubview(viewer.view)
        container.addSubview(flying)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            flying.frame = target
            viewer.view.alpha = 1
        }, completion: { _ in
            flying.removeFromSuperview()
            viewer.view.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
