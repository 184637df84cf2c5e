import AnimationCore

/// What runs a transition that is not animated (`present(_:animated: false)`, the setup of
/// `--dismiss`): UIKit calls no animation controller then, so no plugin code runs. The to view
/// (when the container hands one over) goes into the container at its final frame, nothing
/// animates, and the transition completes on the next frame; the container's completion does
/// the rest of the hierarchy work, exactly as after an animated transition.
///
/// ``TransitionContext`` substitutes it for the animator it was given whenever
/// ``TransitionSetup/isAnimated`` is false, so every container gets the same behaviour.
final class NonAnimatedTransition: AnimatedTransitioning {
    /// Shown in `transition.start(…, animator: none)`.
    let displayName = "none"

    /// Zero: the context does not ask for it (a non-animated transition has no duration).
    func transitionDuration(using context: TransitionContext?) -> Double { 0 }

    func animateTransition(using context: TransitionContext) {
        let engine = context.engine
        engine.performWithoutAnimation {
            if let to = context.view(forKey: .to) {
                if !to.isDescendant(of: context.containerView) { try? context.containerView.addSubview(to) }
                to.frame = context.finalFrame(for: context.toViewController)
            }
        }
        // A zero-length block completes on the engine's next frame: the container finishes
        // after `start()` has returned, as it does for any other animator.
        engine.animate(withDuration: 0, animations: {}, completion: { _ in context.completeTransition(true) })
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}
