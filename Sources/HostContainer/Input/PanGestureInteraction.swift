/// The default interaction: a horizontal pan across the container (the articles' stage 4–6
/// `PanGestureInteractiveTransition`, with the flick rule users asked for).
///
/// * Progress is `translation.x / width × factor` (the reference's factor is 0.5, so a drag
///   across the whole width is half the transition), negated for right-to-left pans.
/// * On release it finishes above ``threshold`` (0.2) and cancels below — unless the pointer is
///   flicked faster than ``flickVelocity`` container widths per second, which decides by its
///   direction regardless of distance (the reference ignores velocity; a quick flick that
///   cancels feels broken). A cancelled gesture cancels.
/// * A pan that starts while a transition is completing grabs it and continues from its
///   current progress.
public final class PanGestureInteraction: PercentDrivenInteractiveTransition {
    /// Progress per container width dragged.
    public var factor = 0.5
    /// Release finishes above this progress, cancels below.
    public var threshold = 0.2
    /// Flick speed, container widths per second, that decides regardless of distance.
    public var flickVelocity = 1.0
    /// True when the pan that started the transition went left to right (towards the previous
    /// child), or downwards when ``vertical``: the direction that moves the transition forwards.
    public var leftToRight = false
    /// Track the vertical axis (modal presentations) instead of the horizontal one.
    public var vertical = false
    private var startPercent = 0.0

    /// Creates the interaction.
    public init() { super.init(displayName: "pan") }

    /// Starts tracking a transition begun (or grabbed) at `percent`.
    func track(from percent: Double, leftToRight: Bool) {
        startPercent = percent
        self.leftToRight = leftToRight
    }

    /// Pointer events move, finish or cancel the transition.
    public override func handle(_ event: InputEvent, context ctx: TransitionContext?) {
        guard case let .pointer(phase, _, translation, velocity) = event.kind, let c = context, !c.isCompleted else {
            return
        }
        let width = max(1, vertical ? c.containerView.bounds.height : c.containerView.bounds.width)
        let along = vertical ? translation.y : translation.x, speed = vertical ? velocity.y : velocity.x
        let sign = leftToRight ? 1.0 : -1.0
        let progress = startPercent + sign * along / width * factor
        switch phase {
        case .began, .changed:
            update(min(1, max(0, progress)))
        case .ended:
            let v = sign * speed / width
            if abs(speed) / width >= flickVelocity {
                if v > 0 { finish() } else { cancel() }
            } else if progress > threshold {
                finish()
            } else {
                cancel()
            }
        case .cancelled:
            cancel()
        }
    }
}
