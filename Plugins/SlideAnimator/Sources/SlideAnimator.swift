import AnimatorABI

/// The custom container's default animator from "Custom Container View Controller Transitions"
/// (objc.io #12, stage 3, `PrivateAnimatedTransition`), following the seed's listing step by
/// step: the travel is the container's width plus 16 points of padding, in the direction the
/// to controller's initial and final frames give (`goingRight` when its initial x is smaller
/// than its final x); the to view is added to the container at alpha 0, displaced by the
/// inverse travel; then, on a UIKit spring (damping 0.75, initial velocity 0.5, over the 1 s
/// `transitionDuration`, no options), the from view moves by the travel and fades out while
/// the to view comes to identity and fades in; the completion puts the from view's transform
/// back to identity and calls `completeTransition(!transitionWasCancelled)`.
///
/// Departures from the seed, each deliberate:
/// * **Views.** The views come from `transitionContext.view(forKey:)` (iOS 8's answer to the
///   same problem) instead of `viewController(forKey:).view`, and a nil view is left alone.
///   With the controllers' views, a custom modal presentation would pull the presenting view
///   into the container and lose it when the dismissal removes the container.
/// * **Alpha reset.** The completion also sets the from view's alpha back to 1 (the seed resets
///   only its transform). The container removes the from view at alpha 0; a later transition
///   back to it by an animator that does not set alpha itself would show nothing.
/// * **Parameters.** The seed's constants (`kChildViewPadding`, `kDamping`,
///   `kInitialSpringVelocity`, the 1 s duration) are parameters whose defaults are the seed's
///   values, and `direction` (`left`/`right`, an extension) can override the direction the
///   frames give; its default `auto` is the seed's behaviour.
public final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let childViewPadding: CGFloat
    let damping: CGFloat
    let initialSpringVelocity: CGFloat
    let duration: TimeInterval
    let direction: String

    /// Creates the animator with the article's constants unless told otherwise.
    public init(
        padding: CGFloat = 16, damping: CGFloat = 0.75, velocity: CGFloat = 0.5, duration: TimeInterval = 1,
        direction: String = "auto"
    ) {
        childViewPadding = padding
        self.damping = damping
        initialSpringVelocity = velocity
        self.duration = duration
        self.direction = direction
    }

    /// The seed's 1 s unless the `duration` parameter says otherwise.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    /// Runs the seed's slide (see the type's documentation for the steps and the departures).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toViewController = transitionContext.viewController(forKey: .to)!
        // The views come from view(forKey:), not the controllers: it is nil for a view the
        // animator must leave alone (the presenting view of a custom modal presentation),
        // where the article's `viewController.view` would pull that view into the container.
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)

        // When sliding the views horizontally in and out, figure out whether we are going left or right.
        var goingRight =
            transitionContext.initialFrame(for: toViewController).origin.x
            < transitionContext.finalFrame(for: toViewController).origin.x
        if direction == "left" { goingRight = false } else if direction == "right" { goingRight = true }

        let travelDistance = transitionContext.containerView.bounds.size.width + childViewPadding
        let travel = CGAffineTransform(translationX: goingRight ? travelDistance : -travelDistance, y: 0)

        if let toView {
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            toView.transform = travel.inverted()
        }

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: damping,
            initialSpringVelocity: initialSpringVelocity, options: [],
            animations: {
                fromView?.transform = travel
                fromView?.alpha = 0
                toView?.transform = .identity
                toView?.alpha = 1
            },
            completion: { finished in
                fromView?.transform = .identity
                // Not in the seed: a from view shown again later must not stay invisible.
                fromView?.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The `slide` plugin: ``SlideAnimator`` with its constants as parameters.
public enum SlidePlugin: AnimatorPlugin {
    /// The id `--animator` takes (the host also registers this plugin as the built-in `default`).
    public static let id = "slide"
    /// The name `list` shows.
    public static let name = "Spring slide"
    /// The plugin's version.
    public static let version = "1.0.0"
    /// One line for `list`.
    public static let summary = "The views slide sideways on a spring, fading across (the custom container's default)"
    /// Who wrote it.
    public static let author = "TransitionHost"
    /// The seed's constants, with the seed's values as defaults, and the `direction` extension.
    public static let parameters: [PluginParameter] = [
        .number("duration", default: 1, in: 0.05...10, unit: "s", help: "Length of the transition"),
        .number(
            "damping", default: 0.75, in: 0.01...1,
            help: "Spring damping ratio: 1 settles without overshoot, lower bounces"),
        .number("velocity", default: 0.5, in: -10...10, help: "Initial spring velocity, in distances per second"),
        .number(
            "padding", default: 16, in: 0...1000, unit: "pt", help: "Gap between the leaving and the entering view"),
        .choice(
            "direction", ["auto", "left", "right"], default: "auto",
            help: "Which way the views move; auto follows the children's order")
    ]

    /// A ``SlideAnimator`` with the validated parameter values.
    public static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        SlideAnimator(
            padding: p.cgFloat("padding"), damping: p.cgFloat("damping"), velocity: p.cgFloat("velocity"),
            duration: p.number("duration"), direction: p.choice("direction"))
    }
}
