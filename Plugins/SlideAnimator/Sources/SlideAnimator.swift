import AnimatorABI

/// The container's default animator from "Custom Container View Controller Transitions"
/// (objc.io #12, `PrivateAnimatedTransition`), transliterated line by line: the from view slides
/// out and fades while the to view slides in from the other side and fades in, on a spring
/// (damping 0.75, initial velocity 0.5, 1 s), with 16 points of padding between them.
/// Stage 6's addition (resetting the from view's alpha) is included.
///
/// One deliberate change from the article's iOS 7 code: the views come from
/// `transitionContext.view(forKey:)` (iOS 8's answer to the same problem) instead of
/// `viewController(forKey:).view`, and a nil view is left alone. Everything else is line for
/// line. With the controllers' views, a custom modal presentation would pull the presenting
/// view into the container and lose it when the dismissal removes the container.
public final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let childViewPadding: CGFloat
    let damping: CGFloat
    let initialSpringVelocity: CGFloat
    let duration: TimeInterval
    let direction: String

    /// Creates the animator with the article's constants unless told otherwise.
    public init(padding: CGFloat = 16, damping: CGFloat = 0.75, velocity: CGFloat = 0.5, duration: TimeInterval = 1, direction: String = "auto") {
        childViewPadding = padding; self.damping = damping; initialSpringVelocity = velocity; self.duration = duration; self.direction = direction
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toViewController = transitionContext.viewController(forKey: .to)!
        // The views come from view(forKey:), not the controllers: it is nil for a view the
        // animator must leave alone (the presenting view of a custom modal presentation),
        // where the article's `viewController.view` would pull that view into the container.
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)

        // When sliding the views horizontally in and out, figure out whether we are going left or right.
        var goingRight = transitionContext.initialFrame(for: toViewController).origin.x < transitionContext.finalFrame(for: toViewController).origin.x
        if direction == "left" { goingRight = false } else if direction == "right" { goingRight = true }

        let travelDistance = transitionContext.containerView.bounds.size.width + childViewPadding
        let travel = CGAffineTransform(translationX: goingRight ? travelDistance : -travelDistance, y: 0)

        if let toView {
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            toView.transform = travel.inverted()
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: damping,
                       initialSpringVelocity: initialSpringVelocity, options: [], animations: {
            fromView?.transform = travel
            fromView?.alpha = 0
            toView?.transform = .identity
            toView?.alpha = 1
        }, completion: { finished in
            fromView?.transform = .identity
            fromView?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The `slide` plugin: ``SlideAnimator`` with its constants as parameters.
public enum SlidePlugin: AnimatorPlugin {
    public static let id = "slide"
    public static let name = "Spring slide"
    public static let version = "1.0.0"
    public static let summary = "The views slide sideways on a spring, fading across (the custom container's default)"
    public static let author = "TransitionHost"
    public static let parameters: [PluginParameter] = [
        .number("duration", default: 1, in: 0.05...10, unit: "s", help: "Length of the transition"),
        .number("damping", default: 0.75, in: 0.01...1, help: "Spring damping ratio: 1 settles without overshoot, lower bounces"),
        .number("velocity", default: 0.5, in: -10...10, help: "Initial spring velocity, in distances per second"),
        .number("padding", default: 16, in: 0...1000, unit: "pt", help: "Gap between the leaving and the entering view"),
        .choice("direction", ["auto", "left", "right"], default: "auto", help: "Which way the views move; auto follows the children's order"),
    ]

    public static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        SlideAnimator(padding: p.cgFloat("padding"), damping: p.cgFloat("damping"), velocity: p.cgFloat("velocity"),
                      duration: p.number("duration"), direction: p.choice("direction"))
    }
}
