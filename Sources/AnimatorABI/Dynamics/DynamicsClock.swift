import Foundation

/// The seam between a `UIDynamicAnimator` and the clock that drives it: the only place that
/// knows how frames of the transition's virtual clock reach the simulation.
///
/// **Two ways to drive it.**
/// - *Per frame* (``UIDynamicAnimator/tick(_:)``): one call per frame of `dt` seconds steps
///   the world, writes the items' centres and rotations, calls the collision delegates and
///   action blocks, and returns false once everything rests (after telling the delegate).
///   This is UIKit's model. It is used today when no host call is in progress (an animator
///   driven by its owner, as tests do), and it is what a host per-frame callback will call.
/// - *Planned* (the fallback while the plugin ABI has no per-frame callback for animators):
///   when behaviours change inside a host call, at the end of that call the next ``stretch``
///   of motion (or less, if everything comes to rest) is computed ahead, frame by frame at
///   60 Hz, and handed to the host as linear `CAKeyframeAnimation`s of each view's
///   `position` (and `transform`, when it turns), while the views' model values are set to
///   where the stretch ends — Core Animation's model/presentation split, so the motion runs
///   on the virtual clock, scrubs with a percent-driven interaction and renders the same on
///   every run. The end of a stretch's animation (a host callback on the virtual clock)
///   plans the next stretch, or reports the pause when it ended at rest. A change re-plans
///   from the state at the current virtual time (`CACurrentMediaTime()`); removing every
///   behaviour stops the items at once where they are. What differs from UIKit in this
///   mode: action blocks and collision delegate callbacks run while a stretch is computed
///   (up to a second ahead of their virtual time; the items show the state of that frame
///   while they run), and an animator whose items never rest stops moving ``planLimit``
///   seconds after the last change.
///
/// **Wiring a display link** (ABI 1.2 `CADisplayLink` on the virtual clock): in
/// ``behaviorsChanged(_:)``, instead of scheduling a plan, start (once) a display link whose
/// callback calls `animator.tick(link.duration)` and invalidates the link when it returns
/// false; ``catchUp(_:)`` then has nothing to do (the world is the current state), and
/// ``isRunning(_:)``/``elapsedTime(_:)`` read `running`/`elapsed` as in the per-frame mode.
final class DynamicsClock {
    /// Frames per second of a plan (and of its keyframes).
    static let frameRate = 60.0
    /// The longest motion planned after a change, seconds: an animator whose items never
    /// rest stops there.
    static let planLimit = 10.0
    /// Seconds of motion planned at a time when a view can carry the stretch's end.
    static let stretch = 1.0

    /// True while items move.
    var running = false
    /// Seconds of motion before the current plan (per-frame mode: all of it).
    var elapsed = 0.0
    /// The items must be read again from the behaviours before the next frame.
    var needsSync = true
    /// A plan is due at the end of the current host call.
    private var scheduled = false
    /// The plan in force, if any.
    private(set) var plan: DynamicsPlan?
    /// Counts plans, so that the end of a superseded plan's animation is ignored.
    private var generation = 0
    /// Frames planned since the last change.
    private var continuedFrames = 0

    /// The host's virtual time now, or nil outside a host call (or on a host without it).
    private static func now() -> Double? {
        guard let c = HostConnection.current, c.has(\.current_media_time) else { return nil }
        return c.api.current_media_time!(c.host)
    }

    /// Behaviours, items or their settings changed.
    func behaviorsChanged(_ animator: UIDynamicAnimator) {
        needsSync = true
        guard let c = HostConnection.current, !scheduled else { return }
        scheduled = true
        c.atEndOfCall { [weak animator, self] in
            self.scheduled = false
            if let animator { self.replan(animator) }
        }
    }

    /// Shows in the world the state of the current virtual time (planned mode).
    func catchUp(_ animator: UIDynamicAnimator) {
        guard let plan, let now = Self.now() else { return }
        plan.restore(frame: plan.frame(at: now), into: &animator.world)
        // A collection-view animator's items are attributes, which no keyframe animation
        // carries: the layout reads them, so they show the state of the virtual time now.
        if animator.collectionViewLayout != nil { animator.writeItems() }
    }

    /// `isRunning`.
    func isRunning(_ animator: UIDynamicAnimator) -> Bool {
        guard let plan, let now = Self.now() else { return running }
        return running && !(plan.rested && now >= plan.end)
    }

    /// `elapsedTime`.
    func elapsedTime(_ animator: UIDynamicAnimator) -> Double {
        guard let plan, let now = Self.now() else { return elapsed }
        return elapsed + Double(plan.frame(at: now)) / Self.frameRate
    }

    /// Computes and submits the next stretch of motion from now (planned mode); `continuing`
    /// when called at the end of the last stretch rather than for a change.
    func replan(_ a: UIDynamicAnimator, continuing: Bool = false) {
        let now = Self.now() ?? 0
        var previousViews: [UIView] = []
        if let old = plan {
            let k = old.frame(at: now)
            old.restore(frame: k, into: &a.world)
            elapsed += Double(k) / Self.frameRate
            // The last stretch's animations still play unless it has ended (then the host has
            // removed them).
            let playing = k < old.frames
            if playing { previousViews = old.animatedViews }
            // Items that leave stop where they are now.
            let before = a.items
            a.syncItems()
            let staying = Set(a.items.map { ObjectIdentifier($0) })
            for (i, item) in before.enumerated() where !staying.contains(ObjectIdentifier(item)) {
                old.write(frame: k, body: i, to: item, removingAnimations: playing)
            }
        } else {
            a.syncItems()
        }
        plan = nil
        needsSync = false
        generation += 1
        if !continuing { continuedFrames = 0 }
        if a.world.bodies.isEmpty {
            // Nothing to move (every behaviour removed): no motion, and a pause if it ran.
            if running { paused(a, generation: generation) }
            return
        }
        if !running {
            running = true
            a.delegate?.dynamicAnimatorWillResume(a)
        }
        // One-shot effects (velocity kicks, instantaneous pushes) go into frame 0, so a plan
        // superseded at its own start time keeps them.
        a.configureWorld()
        var p = DynamicsPlan(start: now, bodies: a.world.bodies)
        let observe = a.observesFrames
        let total = Int(Self.planLimit * Self.frameRate)
        // A stretch is a second when a view can carry its end (the end of its animation calls
        // back for the next one), else all that is left of the limit at once.
        let stretch = a.items.contains { $0 is UIView } ? Int(Self.stretch * Self.frameRate) : total
        while p.frames < stretch && continuedFrames + p.frames < total {
            a.simulateFrame(1 / Self.frameRate, write: observe)
            p.record(a.world.bodies)
            if a.world.isResting {
                p.rested = true
                break
            }
        }
        continuedFrames += p.frames
        let more = !p.rested && continuedFrames < total
        let notifier = p.rested || more ? DynamicsStretchEnd(clock: self, animator: a, generation: generation) : nil
        p.submit(items: a.items, end: notifier, replacing: previousViews)
        // Views the last stretch moved and this one does not: their old animations go (while
        // their models still hold the old end), then every model takes this stretch's end.
        let animated = Set(p.animatedViews.map { ObjectIdentifier($0) })
        for v in previousViews where !animated.contains(ObjectIdentifier(v)) { DynamicsPlan.removeAnimations(v) }
        a.writeItems()
        plan = p
        if let notifier, !notifier.attached { stretchEnded(a, generation: generation) }
    }

    /// Stops the motion at once where it is now (every behaviour removed): the items keep the
    /// state of this moment, their animations go, and the delegate hears the pause.
    func stop(_ a: UIDynamicAnimator) {
        needsSync = true
        guard HostConnection.current != nil else { return }
        replan(a)
    }

    /// The stretch of plan `generation` ended: the next one, or the pause when it ended at rest.
    func stretchEnded(_ animator: UIDynamicAnimator, generation g: Int) {
        guard g == generation, let plan else { return }
        if plan.rested { paused(animator, generation: g) } else { replan(animator, continuing: true) }
    }

    /// The motion of plan `generation` ended at rest.
    func paused(_ animator: UIDynamicAnimator, generation g: Int) {
        guard g == generation, running else { return }
        running = false
        animator.delegate?.dynamicAnimatorDidPause(animator)
    }
}

/// Told when a stretch of planned motion has played (the end of its first view's position
/// animation, on the virtual clock): the next stretch is planned, or the pause reported.
final class DynamicsStretchEnd: CAAnimationDelegate {
    private let clock: DynamicsClock
    private weak var animator: UIDynamicAnimator?
    private let generation: Int
    /// True once set as an animation's delegate.
    var attached = false

    init(clock: DynamicsClock, animator: UIDynamicAnimator, generation: Int) {
        self.clock = clock
        self.animator = animator
        self.generation = generation
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag, let animator else { return }
        clock.stretchEnded(animator, generation: generation)
    }
}
