import AnimationCore

/// UIKit's `UIViewControllerTransitionCoordinator` for one transition: animations alongside it,
/// completions after it, and notifications when its interactivity changes.
///
/// Alongside animations run inside an animation block with the transition's duration and an
/// ease-in-out curve, right after the animator's `animateTransition` returns (or at once when
/// added later); because they live in the transition's time frame they are scrubbed, finished
/// and reversed with it. ``animateAlongsideTransition(in:animation:completion:)`` drives a view
/// outside the container the same way (the reference containers fire such blocks once and
/// then forget them; here every transition has its own coordinator).
public final class TransitionCoordinator {
    /// A callback with the transition's state.
    public typealias Callback = (TransitionState) -> Void

    /// The transition it coordinates.
    public unowned let context: TransitionContext
    private var pendingAnimations: [Callback] = []
    private var completions: [Callback] = []
    private var interactionHandlers: [Callback] = []
    /// Views outside the container to drive with the transition, registered before it started
    /// (its driver does not exist yet); handed to the driver by ``start()``.
    private var pendingDrivenViews: [View] = []
    private var started = false

    init(context: TransitionContext) { self.context = context }

    /// Queues `animation` alongside the transition and `completion` after it.
    /// Returns false once the transition has ended.
    @discardableResult
    public func animate(alongsideTransition animation: Callback?, completion: Callback? = nil) -> Bool {
        guard !context.isCompleted else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if started { run(animation) } else { pendingAnimations.append(animation) }
        }
        return true
    }

    /// Like ``animate(alongsideTransition:completion:)`` for a view outside the container: its
    /// layer is driven with the transition too.
    @discardableResult
    public func animateAlongsideTransition(in view: View?, animation: Callback?, completion: Callback? = nil) -> Bool {
        guard !context.isCompleted else { return false }
        if let view {
            if let driver = context.driver {
                driver.addDrivenLayer(view.layer)
            } else {
                pendingDrivenViews.append(view)
            }
        }
        return animate(alongsideTransition: animation, completion: completion)
    }

    /// Calls `handler` each time the transition moves in or out of interactive mode.
    public func notifyWhenInteractionChanges(_ handler: @escaping Callback) {
        guard !context.isCompleted else { return }
        interactionHandlers.append(handler)
    }

    /// Runs one alongside block: animated with the transition's duration, or, for a
    /// non-animated transition, without animation (its changes show at once).
    private func run(_ animation: @escaping Callback) {
        let state = context.state
        if context.isAnimated {
            context.engine.animate(
                withDuration: context.duration, options: .curveEaseInOut, animations: { animation(state) })
        } else {
            context.engine.performWithoutAnimation { animation(state) }
        }
    }

    /// Runs the queued alongside animations (after `animateTransition`), with the views
    /// registered before the start driven by the transition's driver.
    func start() {
        started = true
        if let driver = context.driver { pendingDrivenViews.forEach { driver.addDrivenLayer($0.layer) } }
        pendingDrivenViews.removeAll()
        let queued = pendingAnimations
        pendingAnimations.removeAll()
        queued.forEach(run)
    }

    /// Interactivity changed.
    func interactionChanged() {
        context.log.record(
            .coordinator,
            "coordinator.interactionChanged(interactive: \(context.isInteractive), cancelled: \(context.transitionWasCancelled))"
        )
        let s = context.state
        interactionHandlers.forEach { $0(s) }
    }

    /// The transition ended: completions run (once), handlers are released.
    func finish() {
        let s = context.state
        let c = completions
        completions.removeAll()
        pendingAnimations.removeAll()
        interactionHandlers.removeAll()
        if !c.isEmpty { context.log.record(.coordinator, "coordinator.completion(cancelled: \(s.isCancelled))") }
        c.forEach { $0(s) }
    }

    /// Number of handlers to notify (for tests).
    var interactionHandlerCount: Int { interactionHandlers.count }
}
