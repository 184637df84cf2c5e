import AnimatorABI

// Swift animators written against the SDK alone (this file imports nothing else) that use ABI
// 1.1 calls (`CACurrentMediaTime()`, `CATransaction`): the tests run them on this host and on
// an emulated 1.0 host, where the SDK must report the calls instead of crashing.

/// Logs `CACurrentMediaTime()` when the transition starts, then fades the to view in.
final class MediaTimeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let now = CACurrentMediaTime()
        HostConnection.current?.log("swift media time \(now)")
        let toView = transitionContext.view(forKey: .to)
        if let toView {
            transitionContext.containerView.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            toView.alpha = 0
        }
        UIView.animate(
            withDuration: 0.5, animations: { toView?.alpha = 1 },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The plugin's descriptor.
enum MediaTimePlugin: SDKTestPlugin {
    static let id = "test.swift-media-time"
    static let name = "Swift media time"
    static let summary = "Calls CACurrentMediaTime (ABI 1.1)"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        MediaTimeAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func mediaTimePluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(MediaTimePlugin.self) }

/// Completes its transition from a `CATransaction` completion block, with the to view fading in
/// along the transaction's linear timing function (iOS code's way to give a UIView animation a
/// custom curve): 1 s, B's alpha equals the time.
final class TransactionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)
        if let toView {
            transitionContext.containerView.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            toView.alpha = 0
        }
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        UIView.animate(withDuration: 1, animations: { toView?.alpha = 1 })
        CATransaction.commit()
    }
}

/// The plugin's descriptor.
enum TransactionPlugin: SDKTestPlugin {
    static let id = "test.swift-transaction"
    static let name = "Swift CATransaction"
    static let summary = "Completes from a CATransaction completion block (ABI 1.1)"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        TransactionAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func transactionPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(TransactionPlugin.self) }

/// What the test plugins share: version, author and no parameters.
protocol SDKTestPlugin: AnimatorPlugin {}

extension SDKTestPlugin {
    static var version: String { "1.0.0" }
    static var author: String { "Tests" }
    static var parameters: [PluginParameter] { [] }
}

/// The shape of the explicit-animation test animators: the to view put at its final frame,
/// `animate(_:)` adding the animations, and the delegate's `animationDidStop` completing the
/// transition (after `stopped(finished:)`, which logs what a test wants to see).
class DelegateCompletedAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        animate(toView)
    }

    /// Adds the animations (with `self` as their delegate).
    func animate(_ toView: UIView) {}

    /// Called with the stop, before the transition completes.
    func stopped(finished flag: Bool) {}

    /// Declared here so that subclasses can override it (the protocol's default would be
    /// chosen statically for the base class).
    func animationDidStart(_ anim: CAAnimation) {}

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped(finished: flag)
        context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        context = nil
    }
}

/// Fades the to view in with an explicit `CABasicAnimation` (the model set to 1 first, as iOS
/// code does) and completes the transition from the delegate's `animationDidStop`.
final class ExplicitFadeAnimator: DelegateCompletedAnimator {
    override func animate(_ toView: UIView) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.delegate = self
        toView.alpha = 1
        toView.layer.add(fade, forKey: "fade")
        HostConnection.current?.log("keys \(toView.layer.animationKeys() ?? [])")
    }

    override func stopped(finished flag: Bool) { HostConnection.current?.log("stopped finished=\(flag)") }
}

/// The plugin's descriptor.
enum ExplicitFadePlugin: SDKTestPlugin {
    static let id = "test.swift-explicit-fade"
    static let name = "Swift explicit fade"
    static let summary = "A CABasicAnimation whose delegate completes the transition (ABI 1.1)"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        ExplicitFadeAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func explicitFadePluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(ExplicitFadePlugin.self) }

/// Spins the to view in with a `CAKeyframeAnimation` of `transform.rotation.z` (0, π, 2π at 0,
/// 0.5, 1), sets layer-style colour, border, shadow and a rendering hint, and completes from
/// the delegate.
final class KeyframeSpinAnimator: DelegateCompletedAnimator {
    override func animate(_ toView: UIView) {
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = [0, CGFloat.pi, 2 * CGFloat.pi]
        spin.keyTimes = [0, 0.5, 1]
        spin.duration = 1
        spin.delegate = self
        toView.layer.add(spin, forKey: "spin")
        // Layer-style colour and a rendering hint, as iOS code writes them.
        toView.layer.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        toView.layer.shouldRasterize = true
        toView.layer.borderWidth = 2
        toView.layer.borderColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        toView.layer.shadowOpacity = 0.5
        toView.layer.shadowRadius = 10
        toView.layer.shadowOffset = CGSize(width: 0, height: 8)
        HostConnection.current?.log("rasterize \(toView.layer.shouldRasterize)")
    }
}

/// The plugin's descriptor.
enum KeyframeSpinPlugin: SDKTestPlugin {
    static let id = "test.swift-keyframe-spin"
    static let name = "Swift keyframe spin"
    static let summary = "A CAKeyframeAnimation of transform.rotation.z (ABI 1.1)"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        KeyframeSpinAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func keyframeSpinPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(KeyframeSpinPlugin.self) }

/// A `CAAnimationGroup` on the to view: a fade over the group's 1 s (it has no duration of its
/// own) and a scale from 0.5 that starts half a second in and lasts 0.5 s; the group's
/// delegate completes the transition.
final class GroupAnimator: DelegateCompletedAnimator {
    override func animate(_ toView: UIView) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 0.5
        grow.toValue = 1
        grow.beginTime = 0.5
        grow.duration = 0.5
        let group = CAAnimationGroup()
        group.animations = [fade, grow]
        group.duration = 1
        group.delegate = self
        toView.layer.add(group, forKey: "appear")
        HostConnection.current?.log("keys \(toView.layer.animationKeys() ?? [])")
    }

    override func animationDidStart(_ anim: CAAnimation) { HostConnection.current?.log("group started") }

    override func stopped(finished flag: Bool) { HostConnection.current?.log("group stopped finished=\(flag)") }
}

/// The plugin's descriptor.
enum GroupPlugin: SDKTestPlugin {
    static let id = "test.swift-group"
    static let name = "Swift animation group"
    static let summary = "A CAAnimationGroup whose delegate completes the transition (ABI 1.1)"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        GroupAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func groupPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(GroupPlugin.self) }

/// Adds a group under "g" (a 0.2 s fade and a 1 s scale), then removes the group by its key
/// half a second in, when the fade has already stopped; the group's delegate completes the
/// transition.
final class GroupRemovalAnimator: DelegateCompletedAnimator {
    override func animate(_ toView: UIView) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.duration = 0.2
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 0.5
        grow.toValue = 1
        grow.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade, grow]
        group.delegate = self
        toView.layer.add(group, forKey: "g")
        UIView.animate(
            withDuration: 0.5, animations: { toView.layer.cornerRadius = 1 },
            completion: { _ in toView.layer.removeAnimation(forKey: "g") })
    }

    override func stopped(finished flag: Bool) { HostConnection.current?.log("group stopped finished=\(flag)") }
}

/// The plugin's descriptor.
enum GroupRemovalPlugin: SDKTestPlugin {
    static let id = "test.swift-group-removal"
    static let name = "Swift group removal"
    static let summary = "Removes a CAAnimationGroup by its key while one of its animations runs (ABI 1.1)"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        GroupRemovalAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func groupRemovalPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(GroupRemovalPlugin.self) }

/// A push as iOS code writes it with `CATransition`: the to view added to the container first,
/// then a push from the right added to the container's layer under `kCATransition`, the
/// transition completed from the surrounding `CATransaction`'s completion block.
final class TransitionPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toViewController)
        containerView.addSubview(toView)
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let transition = CATransition()
        transition.duration = 0.5
        transition.type = .push
        transition.subtype = .fromRight
        containerView.layer.add(transition, forKey: kCATransition)
        CATransaction.commit()
    }
}

/// The plugin's descriptor.
enum TransitionPushPlugin: SDKTestPlugin {
    static let id = "test.swift-catransition-push"
    static let name = "Swift CATransition push"
    static let summary = "Pushes the new view in with a CATransition on the container's layer (ABI 1.1)"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        TransitionPushAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func transitionPushPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(TransitionPushPlugin.self) }

/// Moves the to view's centre along a half circle (a `UIBezierPath` arc, over the top) with a
/// paced `CAKeyframeAnimation` on "position", completed from its delegate.
final class ArcMotionAnimator: DelegateCompletedAnimator {
    override func animate(_ toView: UIView) {
        let c = toView.center
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: c.x, y: c.y), radius: 100, startAngle: .pi, endAngle: 0, clockwise: true)
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = arc.cgPath
        move.calculationMode = .paced
        move.duration = 1
        move.delegate = self
        toView.layer.add(move, forKey: "arc")
    }
}

/// The plugin's descriptor.
enum ArcMotionPlugin: SDKTestPlugin {
    static let id = "test.swift-arc-motion"
    static let name = "Swift arc motion"
    static let summary = "Moves the new view along a half circle with CAKeyframeAnimation.path (ABI 1.1)"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        ArcMotionAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func arcMotionPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(ArcMotionPlugin.self) }

/// Lays a `CAGradientLayer` (a translucent black to clear scrim, left to right) over the to
/// view as it slides in, as iOS animators darken what they cover; completed from UIView's
/// completion.
final class GradientScrimAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        let scrim = CAGradientLayer()
        scrim.frame = toView.bounds
        scrim.colors = [UIColor.black.withAlphaComponent(0.5).cgColor, UIColor.clear.cgColor]
        scrim.locations = [0, 0.6]
        scrim.startPoint = CGPoint(x: 0, y: 0.5)
        scrim.endPoint = CGPoint(x: 1, y: 0.5)
        scrim.cornerRadius = 4
        toView.layer.addSublayer(scrim)
        HostConnection.current?.log(
            "gradient layer reads back \(scrim.locations?.count ?? 0) locations, is a gradient layer: \(toView.layer.sublayers?.last is CAGradientLayer)"
        )
        UIView.animate(
            withDuration: 0.5, animations: { toView.alpha = 1 },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The plugin's descriptor.
enum GradientScrimPlugin: SDKTestPlugin {
    static let id = "test.swift-gradient-scrim"
    static let name = "Swift gradient scrim"
    static let summary = "Lays a CAGradientLayer over the new view (ABI 1.1)"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        GradientScrimAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func gradientScrimPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(GradientScrimPlugin.self) }

/// Snapshot code as iOS animators write it: the from view drawn into an image with
/// `UIGraphicsImageRenderer` and `layer.render(in:)`, shown by a `UIImageView` over the
/// container that fades out; a second image through `UIGraphicsBeginImageContextWithOptions`
/// and `drawHierarchy` at half size, shown as a layer's `contents`.
final class ImageSnapshotAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        let renderer = UIGraphicsImageRenderer(bounds: fromView.bounds)
        let image = renderer.image { context in fromView.layer.render(in: context.cgContext) }
        let cover = UIImageView(image: image)
        cover.frame = fromView.frame
        toView.frame = transitionContext.finalFrame(for: toViewController)
        container.addSubview(toView)
        container.addSubview(cover)
        let size = fromView.bounds.size
        UIGraphicsBeginImageContextWithOptions(CGSize(width: size.width / 2, height: size.height / 2), false, 0)
        fromView.drawHierarchy(
            in: CGRect(x: 0, y: 0, width: size.width / 2, height: size.height / 2), afterScreenUpdates: true)
        let thumbnail = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        let badge = CALayer()
        badge.frame = CGRect(origin: .zero, size: thumbnail?.size ?? .zero)
        badge.contents = thumbnail?.cgImage
        toView.layer.addSublayer(badge)
        HostConnection.current?.log(
            "image \(Int(image.size.width))x\(Int(image.size.height)), thumbnail \(thumbnail?.cgImage?.width ?? 0)x\(thumbnail?.cgImage?.height ?? 0)"
        )
        UIView.animate(
            withDuration: 0.5, animations: { cover.alpha = 0 },
            completion: { _ in
                cover.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The plugin's descriptor.
enum ImageSnapshotPlugin: SDKTestPlugin {
    static let id = "test.swift-image-snapshot"
    static let name = "Swift image snapshot"
    static let summary =
        "Covers the change with an image of the from view (UIGraphicsImageRenderer, UIImageView; ABI 1.1)"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        ImageSnapshotAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func imageSnapshotPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(ImageSnapshotPlugin.self) }
