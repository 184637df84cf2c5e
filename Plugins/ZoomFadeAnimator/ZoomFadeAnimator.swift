import AnimatorABI

/// The sample animator from "Custom Container View Controller Transitions" (Chris Eidhof's
/// `Animator`), transliterated line by line: the from view shrinks to a tenth of its size while
/// the to view fades in above it, over one second.
///
/// One deliberate change from the article's iOS 7 code: the views come from
/// `transitionContext.view(forKey:)` (iOS 8's answer to the same problem) instead of
/// `viewController(forKey:).view`, and a nil view is left alone. Everything else is line for
/// line. With the controllers' views, a custom modal presentation would pull the presenting
/// view into the container and lose it when the dismissal removes the container.
final class ZoomFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let scale: CGFloat

    init(duration: TimeInterval, scale: CGFloat) { self.duration = duration; self.scale = scale }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // view(forKey:) is nil for a view to leave alone (a custom modal's presenting view).
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)

        if let toView {
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView?.transform = CGAffineTransform(scaleX: self.scale, y: self.scale)
            toView?.alpha = 1
        }, completion: { finished in
            fromView?.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The `zoom-fade` plugin.
enum ZoomFadePlugin: AnimatorPlugin {
    static let id = "zoom-fade"
    static let name = "Zoom and fade"
    static let version = "1.0.0"
    static let summary = "The from view shrinks away while the to view fades in (the article's sample animator)"
    static let author = "TransitionHost"
    static let parameters: [PluginParameter] = [
        .number("duration", default: 1, in: 0.05...10, unit: "s", help: "Length of the transition"),
        .number("scale", default: 0.1, in: 0.01...1, help: "How small the from view gets"),
    ]
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        ZoomFadeAnimator(duration: p.number("duration"), scale: p.cgFloat("scale"))
    }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(ZoomFadePlugin.self) }
