import AnimatorABI

/// A third-party animator written against the AnimatorABI module alone: the to view grows
/// from `scale` to full size while it fades in over the from view, which fades out.
final class GrowFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let scale: CGFloat

    init(duration: TimeInterval, scale: CGFloat) { self.duration = duration; self.scale = scale }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        if let toView {
            transitionContext.containerView.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            toView.alpha = 0
            toView.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            toView?.alpha = 1
            toView?.transform = .identity
            fromView?.alpha = 0
        }, completion: { _ in
            fromView?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The plugin's descriptor.
enum GrowFadePlugin: AnimatorPlugin {
    static let id = "com.example.swift-grow"
    static let name = "Swift grow and fade"
    static let version = "1.0.0"
    static let summary = "The to view grows in while fading (a third-party Swift plugin)"
    static let author = "Example"
    static let parameters: [PluginParameter] = [
        .number("duration", default: 0.5, in: 0.05...10, unit: "s", help: "Length of the transition"),
        .number("scale", default: 0.5, in: 0.01...1, help: "Where the to view starts"),
    ]
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        GrowFadeAnimator(duration: p.number("duration"), scale: p.cgFloat("scale"))
    }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(GrowFadePlugin.self) }
