/// Core Animation's `CATransition` on one layer: the layer's content as it was at the start of
/// the turn (a frozen copy, the **before** picture) gives way to its live content (the
/// **after** picture) by a fade, a move-in, a push or a reveal from one side.
///
/// The render model draws both pictures in the layer's place, clipped to its bounds, as the
/// transition's progress says (``placement(at:size:)``); the before picture never changes,
/// while the live content goes on animating underneath. Like Core Animation, the host takes
/// the before picture from the last frame, so code may add the transition before or after
/// changing the layer's sublayers in the same turn (``AnimationEngine/addTransition(_:to:didStart:didStop:)``).
public final class LayerTransition: @unchecked Sendable {
    /// How the two pictures trade places (`CATransitionType`).
    public enum Kind: String, Sendable, CaseIterable {
        /// The after picture fades in as the before picture fades out (the default).
        case fade
        /// The after picture slides in over the before picture.
        case moveIn
        /// The after picture slides in as the before picture slides out.
        case push
        /// The before picture slides out, uncovering the after picture.
        case reveal
    }

    /// Where the after picture comes from (`CATransitionSubtype`).
    public enum Side: String, Sendable, CaseIterable {
        case fromLeft, fromRight, fromTop, fromBottom

        /// The unit vector from the layer's middle to the side.
        var direction: Point {
            switch self {
            case .fromLeft: return Point(x: -1, y: 0)
            case .fromRight: return Point(x: 1, y: 0)
            case .fromTop: return Point(x: 0, y: -1)
            case .fromBottom: return Point(x: 0, y: 1)
            }
        }
    }

    /// The kind.
    public let kind: Kind
    /// The side (ignored by a fade).
    public let side: Side
    /// The part of the transition to play (`startProgress`, `endProgress`), 0…1.
    public let startProgress: Double, endProgress: Double
    /// The before picture: a detached copy of the layer's view and its subtree.
    public let before: View

    /// A transition from `before`.
    public init(kind: Kind, side: Side, startProgress: Double = 0, endProgress: Double = 1, before: View) {
        self.kind = kind; self.side = side; self.before = before
        self.startProgress = min(max(startProgress, 0), 1); self.endProgress = min(max(endProgress, 0), 1)
    }

    /// Where each picture is at `progress` in a layer of `size`: its offset in the layer's
    /// coordinates, its opacity, and whether the before picture is drawn on top.
    public func placement(at progress: Double, size: Size) -> (afterOffset: Point, afterAlpha: Double, beforeOffset: Point, beforeAlpha: Double, beforeOnTop: Bool) {
        let d = side.direction
        let span = Point(x: d.x * size.width, y: d.y * size.height)
        switch kind {
        case .fade: return (.zero, progress, .zero, 1 - progress, true)
        case .moveIn: return (span * (1 - progress), 1, .zero, 1, false)
        case .push: return (span * (1 - progress), 1, span * -progress, 1, false)
        case .reveal: return (.zero, 1, span * -progress, 1, true)
        }
    }
}

/// What a `CATransition` needs from its creator: the kind, side, progress range and the
/// animation's timing.
public struct LayerTransitionSpec: Sendable {
    public var kind: LayerTransition.Kind
    public var side: LayerTransition.Side
    public var startProgress: Double, endProgress: Double
    /// Seconds (≤ 0: Core Animation's 0.25).
    public var duration: Double
    public var timingFunction: TimingFunction
    public var timing: MediaTiming
    public var isRemovedOnCompletion: Bool
    /// The key (Core Animation's `kCATransition` when added under it); replaces the animation
    /// with the same key.
    public var key: String?

    /// A fade of 0.25 s, linear.
    public init(kind: LayerTransition.Kind = .fade, side: LayerTransition.Side = .fromLeft, startProgress: Double = 0, endProgress: Double = 1,
                duration: Double = 0.25, timingFunction: TimingFunction = .linear, timing: MediaTiming = MediaTiming(),
                isRemovedOnCompletion: Bool = true, key: String? = nil) {
        self.kind = kind; self.side = side; self.startProgress = startProgress; self.endProgress = endProgress; self.duration = duration
        self.timingFunction = timingFunction; self.timing = timing; self.isRemovedOnCompletion = isRemovedOnCompletion; self.key = key
    }
}

extension AnimationEngine {
    /// Adds a `CATransition` to `view`'s layer: its content as it was at the start of this turn
    /// gives way to what it is now (and goes on becoming), as ``LayerTransition`` describes. It
    /// replaces the layer's running transition and the animation under the same key, and is
    /// driven, scrubbed and removed like every explicit animation (`didStart`/`didStop` as for
    /// ``addExplicit(_:to:didStart:didStop:)``).
    public func addTransition(_ spec: LayerTransitionSpec, to view: View, didStart: (() -> Void)? = nil, didStop: ((Bool) -> Void)? = nil) {
        let transition = LayerTransition(kind: spec.kind, side: spec.side, startProgress: spec.startProgress, endProgress: spec.endProgress,
                                         before: turnStartCopy(of: view))
        let a = Animation(transition: transition, duration: spec.duration, timingFunction: spec.timingFunction, timing: spec.timing)
        install(a, on: view.layer, key: spec.key, isRemovedOnCompletion: spec.isRemovedOnCompletion, didStart: didStart, didStop: didStop)
    }

    /// Makes the tree as it is now the before picture of `CATransition`s added later in this
    /// turn, as if a frame had been drawn: a container calls it once it has set a transition up
    /// (the from view in the container view), so that a transition the animator adds shows
    /// that set-up scene giving way, not an empty container.
    public func markTurnStart() { turnLog.reset() }

    /// `view`'s subtree as it was at the start of this turn (before the changes made since the
    /// last frame), as a detached copy: each layer's state at its first change this turn, or
    /// what it shows now if it has not changed; the subviews it had then.
    public func turnStartCopy(of view: View) -> View {
        let log = turnLog
        return view.frozenCopy(state: { v, _ in
            if let s = log.states[v.id] { return (s.state, s.extras, s.title) }
            return (v.layer.presentation, v.layer.extras, v.title)
        }, children: { log.subviewsAtTurnStart(of: $0) })
    }
}
