import AnimationCore
import HostContainer

/// Forwards to another animator and captures, when `animateTransition` is called, the model
/// state of the from and to controllers' views and the frames the context reports: "the value
/// before the transition" for the restore checks.
final class CapturingAnimator: AnimatedTransitioning {
    let inner: AnimatedTransitioning
    private(set) var fromBefore: LayerState?, toBefore: LayerState?
    private(set) var fromTitleBefore: String?, toTitleBefore: String?
    private(set) var toFinal: Rect?, fromFinal: Rect?
    private(set) var ended: [Bool] = []
    private(set) weak var context: TransitionContext?

    init(_ inner: AnimatedTransitioning) { self.inner = inner }

    var displayName: String { inner.displayName }
    func transitionDuration(using context: TransitionContext?) -> Double { inner.transitionDuration(using: context) }

    func animateTransition(using ctx: TransitionContext) {
        context = ctx
        fromBefore = ctx.fromViewController.view.layer.model
        toBefore = ctx.toViewController.view.layer.model
        fromTitleBefore = ctx.fromViewController.view.title
        toTitleBefore = ctx.toViewController.view.title
        toFinal = ctx.finalFrame(for: ctx.toViewController)
        fromFinal = ctx.finalFrame(for: ctx.fromViewController)
        inner.animateTransition(using: ctx)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        inner.animationEnded(transitionCompleted)
    }
}
