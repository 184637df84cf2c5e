/// Core Animation's `CATransition` on one layer: the layer's content as it was at the start of
/// the turn (a frozen copy, the **before** picture) gives way to its live content (the
/// **after** picture) by a fade, a move-in, a push or a reveal from one side.
///
/// The render model draws both pictures in the layer's place, clipped to its bounds, as the
/// transition's progress says (``placement(at:size:)``); the before picture never changes,
/// while the live content goes on animating underneath. Like Core Animation, the host takes
/// the before picture from the last frame, so code may add the transition before or after
/// changing the layer's sublayers in the same turn (``AnimationEngine/addTransition(_:to:didStart:didStop:)``).
// Held in animation values, which are Sendable: every property is a `let`, and the frozen `before`
// copy is only drawn, never changed, on the thread that owns the engine.
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
        /// The layer turns over about its middle (UIKit's `.transitionFlipFrom…`): the before
        /// picture turns away for the first half, the after picture turns in for the second,
        /// in perspective (``flipPerspectiveDistance``), not clipped. From the left (or top),
        /// the side's edge comes towards the viewer.
        case flip
        /// A page lifted away or laid down, hinged on the top edge (UIKit's
        /// `.transitionCurlUp` from the bottom: the before picture lifts away upwards over the
        /// after picture; `.transitionCurlDown` from the top: the after picture comes down over
        /// the before picture), in perspective, not clipped. An approximation: the page stays
        /// flat, where UIKit's curls.
        case curl
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
        self.kind = kind
        self.side = side
        self.before = before
        self.startProgress = min(max(startProgress, 0), 1)
        self.endProgress = min(max(endProgress, 0), 1)
    }

    /// Where each picture is at some progress: a transform in the layer's bounds coordinates
    /// (applied before the layer's own place), an opacity, which one is drawn on top, and
    /// whether both are clipped to the layer's bounds.
    public struct Placement: Equatable, Sendable {
        /// The live content's transform, in the layer's bounds coordinates.
        public var after: Transform3D
        /// The live content's opacity.
        public var afterAlpha: Double
        /// The before picture's transform, in the layer's bounds coordinates.
        public var before: Transform3D
        /// The before picture's opacity.
        public var beforeAlpha: Double
        /// True when the before picture is drawn over the live content.
        public var beforeOnTop: Bool
        /// True when both are clipped to the layer's bounds.
        public var clipsToBounds: Bool

        /// The offsets of a sliding placement (the transforms' translations).
        public var afterOffset: Point { Point(x: after.m41, y: after.m42) }
        public var beforeOffset: Point { Point(x: before.m41, y: before.m42) }
    }

    /// The perspective of a flip or curl, points from the eye to the layer's plane: twice the
    /// layer's longer side, at least 1000 (a common iOS choice; UIKit publishes none).
    public static func flipPerspectiveDistance(_ size: Size) -> Double { max(1000, 2 * max(size.width, size.height)) }

    /// Where each picture is at `progress` in a layer whose bounds are `bounds`.
    public func placement(at progress: Double, bounds: Rect) -> Placement {
        let size = bounds.size
        let d = side.direction
        let span = Point(x: d.x * size.width, y: d.y * size.height)
        func slide(_ p: Point) -> Transform3D { .translation(p.x, p.y) }
        switch kind {
        case .fade:
            return Placement(
                after: .identity, afterAlpha: progress, before: .identity, beforeAlpha: 1 - progress, beforeOnTop: true,
                clipsToBounds: true)
        case .moveIn:
            return Placement(
                after: slide(span * (1 - progress)), afterAlpha: 1, before: .identity, beforeAlpha: 1,
                beforeOnTop: false, clipsToBounds: true)
        case .push:
            return Placement(
                after: slide(span * (1 - progress)), afterAlpha: 1, before: slide(span * -progress), beforeAlpha: 1,
                beforeOnTop: false, clipsToBounds: true)
        case .reveal:
            return Placement(
                after: .identity, afterAlpha: 1, before: slide(span * -progress), beforeAlpha: 1, beforeOnTop: true,
                clipsToBounds: true)
        case .flip:
            // Turning about the vertical middle (from the left or right) or the horizontal one.
            let horizontal = side == .fromLeft || side == .fromRight
            let sign: Double = (side == .fromLeft || side == .fromTop) ? 1 : -1
            let angle = Double.pi * progress * sign
            let c = Point(x: bounds.origin.x + size.width / 2, y: bounds.origin.y + size.height / 2)
            func turn(_ a: Double) -> Transform3D {
                let r =
                    horizontal ? Transform3D.rotation(a, x: 0, y: 1, z: 0) : Transform3D.rotation(-a, x: 1, y: 0, z: 0)
                return Transform3D.translation(-c.x, -c.y).concatenating(r).concatenating(
                    .perspective(distance: LayerTransition.flipPerspectiveDistance(size))
                )
                .concatenating(.translation(c.x, c.y))
            }
            let firstHalf = progress < 0.5
            return Placement(
                after: turn(angle - Double.pi * sign), afterAlpha: firstHalf ? 0 : 1, before: turn(angle),
                beforeAlpha: firstHalf ? 1 : 0,
                beforeOnTop: firstHalf, clipsToBounds: false)
        case .curl:
            // Hinged on the top edge (a quarter turn lifts the page edge-on, its free edge
            // towards the viewer), seen in perspective from in front of the middle.
            let top = Point(x: bounds.origin.x, y: bounds.origin.y)
            let c = Point(x: bounds.origin.x + size.width / 2, y: bounds.origin.y + size.height / 2)
            func lift(_ a: Double) -> Transform3D {
                Transform3D.translation(-top.x, -top.y).concatenating(.rotation(a, x: 1, y: 0, z: 0)).concatenating(
                    .translation(top.x - c.x, top.y - c.y)
                )
                .concatenating(.perspective(distance: LayerTransition.flipPerspectiveDistance(size))).concatenating(
                    .translation(c.x, c.y))
            }
            if side == .fromTop {
                return Placement(
                    after: lift(Double.pi / 2 * (1 - progress)), afterAlpha: 1, before: .identity, beforeAlpha: 1,
                    beforeOnTop: false, clipsToBounds: false)
            }
            return Placement(
                after: .identity, afterAlpha: 1, before: lift(Double.pi / 2 * progress), beforeAlpha: 1,
                beforeOnTop: true, clipsToBounds: false)
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
    public init(
        kind: LayerTransition.Kind = .fade, side: LayerTransition.Side = .fromLeft, startProgress: Double = 0,
        endProgress: Double = 1,
        duration: Double = 0.25, timingFunction: TimingFunction = .linear, timing: MediaTiming = MediaTiming(),
        isRemovedOnCompletion: Bool = true, key: String? = nil
    ) {
        self.kind = kind
        self.side = side
        self.startProgress = startProgress
        self.endProgress = endProgress
        self.duration = duration
        self.timingFunction = timingFunction
        self.timing = timing
        self.isRemovedOnCompletion = isRemovedOnCompletion
        self.key = key
    }
}

extension AnimationEngine {
    /// Adds a `CATransition` to `view`'s layer: its content as it was at the start of this turn
    /// gives way to what it is now (and goes on becoming), as ``LayerTransition`` describes. It
    /// replaces the layer's running transition and the animation under the same key, and is
    /// driven, scrubbed and removed like every explicit animation (`didStart`/`didStop` as for
    /// ``addExplicit(_:to:didStart:didStop:)``).
    public func addTransition(
        _ spec: LayerTransitionSpec, to view: View, didStart: (() -> Void)? = nil, didStop: ((Bool) -> Void)? = nil
    ) {
        let transition = LayerTransition(
            kind: spec.kind, side: spec.side, startProgress: spec.startProgress, endProgress: spec.endProgress,
            before: turnStartCopy(of: view))
        let a = Animation(
            transition: transition, duration: spec.duration, timingFunction: spec.timingFunction, timing: spec.timing)
        install(
            a, on: view.layer, key: spec.key, isRemovedOnCompletion: spec.isRemovedOnCompletion, didStart: didStart,
            didStop: didStop)
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
        return view.frozenCopy(
            state: { v, _ in
                if let s = log.states[v.id] { return (s.state, s.extras, s.title) }
                return (v.layer.presentation, v.layer.extras, v.title)
            }, children: { log.subviewsAtTurnStart(of: $0) })
    }
}
