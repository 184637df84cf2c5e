import AnimatorABI

/// The pin-rotating transition manager of the seed article (`PinRotatingTransitionManager`),
/// following its five steps in order: the from view is pinned at its top centre and swings
/// away by half a turn, while the to view, inserted below it, comes in from the lower left a
/// quarter turn round and rotates down into place.
///
/// 1. Take the controllers and the from controller's initial frame (`sourceRect`).
/// 2. From view: `frame = sourceRect`, `layer.anchorPoint = (0.5, 0)`, `layer.position` at the
///    top centre of `sourceRect`; the target transform is a rotation by π.
/// 3. Insert the to view below the from view and remember its final centre.
/// 4. Put the to view's centre at (−sourceRect.width, sourceRect.height), rotated by π/2.
/// 5. Animate over `duration` (1 s): from view rotation π, to view back to its final centre
///    and rotation 0; then complete the transition.
///
/// Departures from the article, each deliberate:
/// * **Position.** The article sets `position = (160, 0)`, the top centre of the 320-point-wide
///   iPhone screen it ran on. This uses the same point of `sourceRect` for any frame:
///   `(sourceRect.minX + sourceRect.width / 2, sourceRect.minY)`, which is (160, 0) for the
///   article's (0, 0, 320, 480), so the pinned view does not move when its anchor changes.
/// * **Views.** The views come from `transitionContext.view(forKey:)` (iOS 8's answer to the
///   same problem) instead of `viewController(forKey:).view`, and a nil view is left alone. With
///   the controllers' views, a custom modal presentation would pull the presenting view into
///   the container and lose it when the dismissal removes the container. With no from view in
///   the container there is nothing to go below, so the to view is added on top.
/// * **The to view's final centre.** The article's `final_toVC_Center` lost its right-hand side
///   in the text. It is the centre of `finalFrame(for: toVC)`, read after setting the to view's
///   frame to that: the contract does not promise the to view arrives at its final frame.
/// * **Timing.** The article's `animateWithDuration:1.0 ...` call lost its remaining arguments
///   (blank lines in the text), so its curve is unknown. The defaults here are a UIKit spring
///   with damping ratio 0.8 and initial velocity 0 over the article's 1 s, all parameters.
/// * **Completion.** The article calls `completeTransition:YES`, which would report a cancelled
///   transition as completed; the contract is `!transitionWasCancelled`. Before that, the from
///   view gets back its transform (identity), its anchor point and the frame `sourceRect`:
///   UIKit's container removes the from view, but a container that shows it again (going back)
///   must not find it upside down and pinned at its top.
/// * **Direction.** `direction=counterclockwise` (an extension; the default `clockwise` is the
///   article's) mirrors the whole motion about the vertical centre line of `sourceRect`: the
///   from view turns by −π, the to view starts at (2·sourceRect.midX + sourceRect.width,
///   sourceRect.height) rotated by −π/2.
final class PinRotateAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let damping: CGFloat
    let velocity: CGFloat
    let clockwise: Bool

    init(duration: TimeInterval, damping: CGFloat, velocity: CGFloat, clockwise: Bool) {
        self.duration = duration
        self.damping = damping
        self.velocity = velocity
        self.clockwise = clockwise
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // 1. The current state.
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let sourceRect = transitionContext.initialFrame(for: fromViewController)
        // view(forKey:) is nil for a view to leave alone (a custom modal's presenting view).
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        // +1 is the article's clockwise swing; −1 its mirror image.
        let turn: CGFloat = clockwise ? 1 : -1

        // 2. The from view: pinned at its top centre, where it already is.
        let rotation = CGAffineTransform(rotationAngle: turn * .pi)
        let fromAnchor = fromView?.layer.anchorPoint ?? CGPoint(x: 0.5, y: 0.5)
        fromView?.frame = sourceRect
        fromView?.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        fromView?.layer.position = CGPoint(x: sourceRect.minX + sourceRect.width / 2, y: sourceRect.minY)

        // 3. The to view goes in below the from view; its final centre is remembered (the
        // article's right-hand side is lost in its text). The frame is set first because
        // nothing promises the to view arrives at its final frame.
        let containerView = transitionContext.containerView
        var finalToCenter = CGPoint.zero
        if let toView {
            if let fromView, fromView.superview == containerView {
                containerView.insertSubview(toView, belowSubview: fromView)
            } else {
                containerView.addSubview(toView)
            }
            toView.frame = transitionContext.finalFrame(for: toViewController)
            finalToCenter = toView.center
        }

        // 4. The to view starts off to the lower left (mirrored: lower right), a quarter turn round.
        let startX = clockwise ? -sourceRect.width : 2 * sourceRect.midX + sourceRect.width
        toView?.center = CGPoint(x: startX, y: sourceRect.height)
        toView?.transform = CGAffineTransform(rotationAngle: turn * .pi / 2)

        // 5. Animate.
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: damping,
            initialSpringVelocity: velocity, options: [],
            animations: {
                fromView?.transform = rotation
                toView?.center = finalToCenter
                toView?.transform = CGAffineTransform(rotationAngle: 0)
            },
            completion: { _ in
                // Not in the article: the from view as it was before step 2 turned and pinned it.
                fromView?.transform = .identity
                fromView?.layer.anchorPoint = fromAnchor
                fromView?.frame = sourceRect
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The `pin-rotate` plugin.
enum PinRotatePlugin: AnimatorPlugin {
    static let id = "pin-rotate"
    static let name = "Pin and rotate"
    static let version = "1.1.0"
    static let summary =
        "Pinned at its top centre, the old view swings away half a turn; the new one rotates down into place"
    static let author = "TransitionHost"
    /// The article's spring values are lost (blank lines in its text): damping 0.8 and
    /// velocity 0 are this plugin's choice; the 1 s duration is the article's.
    static let parameters: [PluginParameter] = [
        .number("duration", default: 1, in: 0.05...10, unit: "s", help: "Length of the transition"),
        .number("damping", default: 0.8, in: 0.01...1, help: "Spring damping ratio"),
        .number("velocity", default: 0, in: -10...10, help: "Initial spring velocity, in distances per second"),
        .choice(
            "direction", ["clockwise", "counterclockwise"], default: "clockwise",
            help: "Which way the old view swings away (counterclockwise mirrors the article)")
    ]
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        PinRotateAnimator(
            duration: p.number("duration"), damping: p.cgFloat("damping"), velocity: p.cgFloat("velocity"),
            clockwise: p.choice("direction") == "clockwise")
    }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(PinRotatePlugin.self) }
