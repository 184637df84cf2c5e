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

// An SDK animator in the style of real presentation animators: its dimming view and its
// image are `lazy var`s, made in the first transition, taken out of the hierarchy at its end
// and used again in every later one. On iOS the properties keep them; the host must too.

/// Fades the to view in over a dimming view it makes once; counts its transitions.
final class LazyObjectsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private lazy var dimmingView: UIView = {
        let v = UIView()
        v.backgroundColor = .black
        v.tag = 7
        return v
    }()
    private lazy var badge: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 8)).image { _ in }
    private var runs = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        runs += 1
        let container = transitionContext.containerView
        check("dimming view kept (run \(runs))", dimmingView.tag == 7 && dimmingView.superview == nil)
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.addSubview(dimmingView)
        let badgeView = UIImageView(image: badge)
        container.addSubview(badgeView)
        check("image kept (run \(runs))", badgeView.image?.size == CGSize(width: 12, height: 8))
        let throwaway = container.snapshotView(afterScreenUpdates: false)
        throwaway.map { container.addSubview($0) }
        guard let to = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(true) }
        container.addSubview(to)
        to.alpha = 0
        UIView.animate(
            withDuration: 0.2,
            animations: {
                to.alpha = 1
                self.dimmingView.alpha = 0.4
            },
            completion: { _ in
                self.dimmingView.removeFromSuperview()
                badgeView.removeFromSuperview()
                throwaway?.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

enum LazyObjectsPlugin: SDKTestPlugin {
    static let id = "test.swift-lazy-objects"
    static let name = "Lazy objects"
    static let summary = "Makes a dimming view and an image in its first transition and reuses them"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        LazyObjectsAnimator()
    }
}

func lazyObjectsPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(LazyObjectsPlugin.self) }
