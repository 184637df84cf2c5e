import AnimatorABI

// An SDK animator that makes views and an image in its initializer, before any transition,
// as ported iOS code does (a placeholder controller whose view sits in a window of its own,
// an image loaded once), and uses them in every transition it runs. They must outlive the
// first transition's end: on iOS they live while the animator's properties hold them.

/// Checks its initializer's objects in each transition, then fades the to view in.
final class StandingObjectsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let controller = UIViewController()
    let badge: UIImage?
    /// The window's frame as made (the screen's bounds before the host shows its own).
    let frame: CGRect

    override init() {
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        square.backgroundColor = .red
        badge = UIGraphicsImageRenderer(size: square.bounds.size).image { square.layer.render(in: $0.cgContext) }
        frame = window.frame
        super.init()
        window.rootViewController = controller
        controller.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        check("controller's view in its window", controller.view.superview === window)
        check("window's frame", window.frame == frame, "\(window.frame)")
        check("subview kept", controller.view.subviews.count == 1 && controller.view.subviews[0].frame.width == 10)
        window.alpha = 0.5
        check("window answers", window.alpha == 0.5)
        let image = UIImageView(image: badge)
        transitionContext.containerView.addSubview(image)
        check("image kept", badge != nil && image.image?.size == CGSize(width: 30, height: 20))
        guard let to = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(true) }
        transitionContext.containerView.addSubview(to)
        to.alpha = 0
        UIView.animate(
            withDuration: 0.25, animations: { to.alpha = 1 },
            completion: { _ in
                image.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

enum StandingObjectsPlugin: SDKTestPlugin {
    static let id = "test.swift-standing-objects"
    static let name = "Standing objects"
    static let summary = "Makes a window, a controller and an image before any transition"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        StandingObjectsAnimator()
    }
}

func standingObjectsPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(StandingObjectsPlugin.self) }
