import AnimationCore
import HostContainer
import XCTest

// Host-side test doubles for the transition and container behaviour tests: a recording
// animator, a scriptable percent-driven interaction controller, and a delegate that vends them.
// Nothing here computes an expected value with the code under test.

/// What a ``RecordingAnimator`` saw when `animateTransition` was called.
public struct AnimatorObservation {
    public var operation: TransitionOperation
    public var presentationStyle: PresentationStyle
    public var isAnimated: Bool
    public var isInteractive: Bool
    public var fromTitle: String, toTitle: String
    public var fromView: View?, toView: View?
    public var fromInitial: Rect, fromFinal: Rect, toInitial: Rect, toFinal: Rect
    public var duration: Double
    public var containerView: View
    /// Engine time when `animateTransition` ran.
    public var time: Double
}

/// A host-side animator that records its context and animates with one plain engine animation
/// (linear curve unless told otherwise): the to view goes from its initial to its final frame
/// and from alpha 0 to 1, the from view to its final frame (when it has one) and to alpha
/// `fromAlpha`. Its completion resets the from view's alpha and calls `completeTransition`
/// with `!transitionWasCancelled` (or what `flag` says), optionally twice, or never.
public final class RecordingAnimator: AnimatedTransitioning {
    public let displayName: String
    public var duration: Double
    public var curve: AnimationOptions = .curveLinear
    /// Alpha the from view animates to.
    public var fromAlpha = 0.5
    /// Never call `completeTransition` (for the watchdog).
    public var neverCompletes = false
    /// Call `completeTransition` twice.
    public var completesTwice = false
    /// Put the to view in the container and animate it (false: the classic forgotten
    /// `addSubview`; the animator then leaves the to view alone).
    public var addsToView = true
    /// Overrides the flag passed to `completeTransition` (nil: `!transitionWasCancelled`).
    public var flag: ((TransitionContext) -> Bool)?
    public private(set) var observations: [AnimatorObservation] = []
    public private(set) var ended: [Bool] = []
    public private(set) weak var lastContext: TransitionContext?

    public init(_ name: String = "recorder", duration: Double = 1) {
        displayName = name
        self.duration = duration
    }

    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    public func animateTransition(using ctx: TransitionContext) {
        let from = ctx.viewController(forKey: .from), to = ctx.viewController(forKey: .to)
        observations.append(
            AnimatorObservation(
                operation: ctx.operation, presentationStyle: ctx.presentationStyle, isAnimated: ctx.isAnimated,
                isInteractive: ctx.isInteractive, fromTitle: from.title, toTitle: to.title,
                fromView: ctx.view(forKey: .from), toView: ctx.view(forKey: .to),
                fromInitial: ctx.initialFrame(for: from), fromFinal: ctx.finalFrame(for: from),
                toInitial: ctx.initialFrame(for: to), toFinal: ctx.finalFrame(for: to),
                duration: ctx.duration, containerView: ctx.containerView, time: ctx.engine.currentTime))
        lastContext = ctx
        let fromView = ctx.view(forKey: .from), toView = addsToView ? ctx.view(forKey: .to) : nil
        let fromFinal = ctx.finalFrame(for: from), toInitial = ctx.initialFrame(for: to),
            toFinal = ctx.finalFrame(for: to)
        if let toView {
            // Like a UIKit animator: add the to view unless the container already holds it
            // (a full-screen dismissal puts the presenting view back below the presented one).
            if toView.superview !== ctx.containerView { try? ctx.containerView.addSubview(toView) }
            if toInitial != .zero { toView.frame = toInitial }
            toView.alpha = 0
        }
        ctx.engine.animate(
            withDuration: duration, options: curve,
            animations: {
                if let toView {
                    if toFinal != .zero { toView.frame = toFinal }
                    toView.alpha = 1
                }
                if let fromView {
                    if fromFinal != .zero { fromView.frame = fromFinal }
                    fromView.alpha = self.fromAlpha
                }
            },
            completion: { [weak self] _ in
                guard let self, !self.neverCompletes else { return }
                fromView?.alpha = 1
                let f = self.flag?(ctx) ?? !ctx.transitionWasCancelled
                ctx.completeTransition(f)
                if self.completesTwice { ctx.completeTransition(f) }
            })
    }

    public func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }

    /// The last observation.
    public var last: AnimatorObservation? { observations.last }
}

/// A percent-driven interaction controller the test drives by hand (update / finish / cancel /
/// pause), with settable completion speed, curve and interactive start; it records every event
/// it receives.
public final class ManualInteraction: PercentDrivenInteractiveTransition {
    public private(set) var starts = 0
    public private(set) var events: [InputEvent] = []

    public init(_ name: String = "manual") { super.init(displayName: name) }

    override public func startInteractiveTransition(_ context: TransitionContext) {
        super.startInteractiveTransition(context)
        starts += 1
    }

    override public func handle(_ event: InputEvent, context: TransitionContext?) { events.append(event) }
}

/// A container delegate that vends one animator (and optionally one interaction controller)
/// and records taps.
public final class ContainerDelegate: ContainerViewControllerDelegate {
    public var animator: AnimatedTransitioning?
    public var interaction: InteractiveTransitioning?
    public private(set) var animatorRequests: [(String, String)] = []
    public private(set) var interactionRequests = 0
    public private(set) var tapped: [String] = []

    public init(animator: AnimatedTransitioning?, interaction: InteractiveTransitioning? = nil) {
        self.animator = animator
        self.interaction = interaction
    }

    public func containerViewController(_ container: ContainerViewController, didSelect viewController: ViewController)
    {
        tapped.append(viewController.title)
    }

    public func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? {
        animatorRequests.append((from.title, to.title))
        return animator
    }

    public func containerViewController(
        _ container: ContainerViewController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interactionRequests += 1
        return interaction
    }
}
