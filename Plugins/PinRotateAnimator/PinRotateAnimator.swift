import AnimatorABI

/// The pin-rotating transition: both views are pinned at their top centre (anchor point
/// (0.5, 0)); the from view swings away by half a turn while the to view, placed below it,
/// swings in from a quarter turn into place. Transliterated as UIKit code would write it,
/// including the classic idiom of re-setting the frame after changing the anchor point so the
/// view does not jump.
///
/// One deliberate change from the article's iOS 7 code: the views come from
/// `transitionContext.view(forKey:)` (iOS 8's answer to the same problem) instead of
/// `viewController(forKey:).view`, and a nil view is left alone. Everything else is line for
/// line. With the controllers' views, a custom modal presentation would pull the presenting
/// view into the container and lose it when the dismissal removes the container.
final class PinRotateAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let damping: CGFloat
    let velocity: CGFloat
    let clockwise: Bool

    init(duration: TimeInterval, damping: CGFloat, velocity: CGFloat, clockwise: Bool) {
        self.duration = duration; self.damping = damping; self.velocity = velocity; self.clockwise = clockwise
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toViewController = transitionContext.viewController(forKey: .to)!
        // view(forKey:) is nil for a view to leave alone (a custom modal's presenting view).
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let containerView = transitionContext.containerView
        let turn: CGFloat = clockwise ? 1 : -1

        // The to view goes in below the from view.
        if let toView {
            if let fromView, fromView.superview == containerView {
                containerView.insertSubview(toView, belowSubview: fromView)
            } else {
                containerView.addSubview(toView)
            }
        }

        // Pin both views at their top centre without moving them.
        let fromFrame = fromView?.frame ?? .zero
        fromView?.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        fromView?.frame = fromFrame
        let toFrame = transitionContext.finalFrame(for: toViewController)
        toView?.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        toView?.frame = toFrame
        toView?.transform = CGAffineTransform(rotationAngle: -turn * .pi / 2)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: damping,
                       initialSpringVelocity: velocity, options: [], animations: {
            fromView?.transform = CGAffineTransform(rotationAngle: turn * .pi)
            toView?.transform = .identity
        }, completion: { finished in
            fromView?.transform = .identity
            fromView?.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            fromView?.frame = fromFrame
            toView?.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            toView?.frame = toFrame
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The `pin-rotate` plugin.
enum PinRotatePlugin: AnimatorPlugin {
    static let id = "pin-rotate"
    static let name = "Pin and rotate"
    static let version = "1.0.0"
    static let summary = "Views pinned at their top centre: the old one swings away half a turn, the new one swings in"
    static let author = "TransitionHost"
    static let parameters: [PluginParameter] = [
        .number("duration", default: 1, in: 0.05...10, unit: "s", help: "Length of the transition"),
        .number("damping", default: 0.8, in: 0.01...1, help: "Spring damping ratio"),
        .number("velocity", default: 0, in: -10...10, help: "Initial spring velocity, in distances per second"),
        .choice("direction", ["clockwise", "counterclockwise"], default: "clockwise", help: "Which way the old view swings away"),
    ]
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        PinRotateAnimator(duration: p.number("duration"), damping: p.cgFloat("damping"), velocity: p.cgFloat("velocity"),
                          clockwise: p.choice("direction") == "clockwise")
    }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(PinRotatePlugin.self) }
