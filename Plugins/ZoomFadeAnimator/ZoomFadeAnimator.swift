import AnimatorABI

/// A stand-in for the `Animator` of objc.io #5 ("View Controller Transitions", Chris Eidhof),
/// which the seed "Custom Container View Controller Transitions" (stage 2) plugs into its
/// custom container unchanged to show that any animation controller works there. The seed
/// names that animator but does not show its code, so this is **not** a transliteration: only
/// its shape comes from the seed (a `UIViewControllerAnimatedTransitioning` that knows nothing
/// but the context, and whose code, the seed says, is much like that of its default slide:
/// add the to view to the container and set its start state, animate over the duration, reset
/// the from view's transform in the completion, then `completeTransition(!transitionWasCancelled)`).
///
/// The motion: the to view is added on top of the from view at alpha 0; over the duration
/// (UIKit's default block-animation curve, ease-in-out) the from view shrinks about its centre
/// to `scale` (0.1) while the to view fades in; the completion sets the from view's transform
/// back to identity.
///
/// What the seed does not give (this plugin's choices), and the one departure from it:
/// * **Duration** 1 s (the seed's default slide also lasts 1 s, so every bundled animator runs
///   for the same time), **scale** 0.1 and the **curve** (ease-in-out, what
///   `UIView.animate(withDuration:animations:completion:)` uses when given no options); the
///   first two are parameters.
/// * **Views.** The views come from `transitionContext.view(forKey:)` (iOS 8's answer to the
///   same problem) instead of `viewController(forKey:).view`, and a nil view is left alone.
///   With the controllers' views, a custom modal presentation would pull the presenting view
///   into the container and lose it when the dismissal removes the container.
/// * **No frame is set.** The to view keeps the frame it arrives with, as the seed's default
///   slide does; the host's containers hand it over at its final frame.
final class ZoomFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let scale: CGFloat

    init(duration: TimeInterval, scale: CGFloat) {
        self.duration = duration
        self.scale = scale
    }

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

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView?.transform = CGAffineTransform(scaleX: self.scale, y: self.scale)
                toView?.alpha = 1
            },
            completion: { finished in
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
    static let summary =
        "The from view shrinks away while the to view fades in (after the sample animator the seed plugs in)"
    static let author = "TransitionHost"
    /// Not in the seed (which does not show the animator's code): 1 s and 0.1 are this plugin's choice.
    static let parameters: [PluginParameter] = [
        .number("duration", default: 1, in: 0.05...10, unit: "s", help: "Length of the transition"),
        .number("scale", default: 0.1, in: 0.01...1, help: "How small the from view gets")
    ]
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        ZoomFadeAnimator(duration: p.number("duration"), scale: p.cgFloat("scale"))
    }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(ZoomFadePlugin.self) }
