import AnimatorABI

// A Swift animator that touches the controller and view APIs animators use (a plugin-made
// child controller, present/dismiss, the application's windows, a blur view, a transform
// layer, the navigation bar) and logs what it saw, for the tests to compare with UIKit.

/// A controller made in code, recording its callbacks.
final class RecordingController: UIViewController {
    var events: [String] = []
    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        events.append("loadView")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }
    override func willMove(toParent parent: UIViewController?) {
        events.append("willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        events.append("didMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
}

/// Blurs the to view in (a `UIVisualEffectView` whose effect goes from nil to `.dark` in a
/// 1 s linear block) and logs what the other APIs answer.
final class ControllerSurfaceAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let log = { (s: String) in HostConnection.current?.log(s) }
        let container = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to)
        else { return }
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toVC)

        let child = RecordingController()
        log("child loaded before: \(child.isViewLoaded)")
        toVC.addChild(child)
        toView.addSubview(child.view)
        child.didMove(toParent: toVC)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        log("child parent is toVC: \(child.parent === toVC), in children: \(toVC.children.contains { $0 === child })")
        child.willMove(toParent: nil as UIViewController?)
        child.view.removeFromSuperview()
        child.removeFromParent()
        log("child events: \(child.events.joined(separator: " "))")
        log("child parent after: \(child.parent == nil), children: \(toVC.children.contains { $0 === child })")
        let other = RecordingController()
        log("two plugin-made controllers equal: \(other == child), self equal: \(child == child)")
        toVC.present(other, animated: true, completion: { log("present completion ran") })

        let app = UIApplication.shared
        log("key window is the root: \(app.keyWindow === toView.window), windows: \(app.windows.count)")
        log(
            "screen \(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height)) scale \(UIScreen.main.scale)"
        )
        log("hideShowBarDuration \(UINavigationController.hideShowBarDuration)")

        let cube = CATransformLayer()
        cube.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        log("transform layer background: \(cube.backgroundColor == nil)")

        // An image view places its 30 × 20 image as UIKit does for its content mode.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        imageView.contentMode = .scaleAspectFit
        imageView.image = image
        toView.addSubview(imageView)
        func placed() -> String {
            guard let f = imageView.subviews.first?.frame else { return "none" }
            return [f.minX, f.minY, f.width, f.height].map { String(Int($0.rounded())) }.joined(separator: " ")
        }
        log("aspect fit: \(placed())")
        imageView.contentMode = .scaleAspectFill
        log("aspect fill: \(placed())")
        imageView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        imageView.contentMode = .bottomRight
        log("bottom right after a resize: \(placed())")
        imageView.contentMode = .scaleToFill
        log("scale to fill: \(placed()), contents on the view: \(imageView.layer.contents != nil)")
        imageView.removeFromSuperview()

        let blur = UIVisualEffectView(effect: nil)
        blur.frame = toView.bounds
        toView.addSubview(blur)
        log("blur content view fills it: \(blur.contentView.frame == toView.bounds)")
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                blur.effect = UIBlurEffect(style: .dark)
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The plugin's descriptor.
enum ControllerSurfacePlugin: SDKTestPlugin {
    static let id = "test.swift-controller-surface"
    static let name = "Swift controller surface"
    static let summary = "Plugin-made controllers, present, windows, a blur view, a transform layer"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        ControllerSurfaceAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func controllerSurfacePluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(ControllerSurfacePlugin.self) }
