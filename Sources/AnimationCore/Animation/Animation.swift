/// One running animation of one layer property, Core Animation style: a timing
/// (``MediaTiming``, relative to the layer's local time), a timing function, and either a
/// from/to pair or a keyframe track.
///
/// Animations are created by the engine's transactions (``AnimationEngine/animate(withDuration:delay:options:animations:completion:)``
/// and its variants) or explicitly and added with ``Layer/add(_:)``. A layer runs at most one
/// animation per property: adding another replaces it, and the replaced one counts as not
/// finished for its completion.
public final class Animation {
    /// What the animation moves between.
    public enum Content: Sendable {
        /// From one value to another.
        case basic(from: AnimatableValue, to: AnimatableValue)
        /// Through a keyframe track (its progress comes from the timing function).
        case keyframes(KeyframeTrack)
    }

    // Hot fields first: the engine reads these for every animation every frame, and Swift
    // lays class fields out in declaration order, so they share the first cache lines.

    /// Timing in the layer's local time. `beginTime` 0 means "now" and is replaced by the
    /// layer's current local time when the animation is added, as Core Animation does.
    public var timing: MediaTiming
    let usesSpring: Bool
    let bezier: CubicBezier
    let spring: SpringSolution
    /// The hot-path form of ``content``.
    let track: AnimationTrack

    // Cold fields.

    /// The animated property.
    public let property: AnimatableProperty
    private let details: Details
    /// Completion bookkeeping (nil for animations added without one).
    var group: CompletionGroup?
    /// The transaction that created it, so that setting a property twice in one transaction
    /// retargets the animation instead of replacing it.
    var transactionSerial: Int = -1
    /// The key an explicit animation was added under (``AnimationEngine/addExplicit(_:to:didStart:didStop:)``).
    public internal(set) var key: String?
    /// False: kept on the layer after its end (Core Animation's `isRemovedOnCompletion`), where
    /// it goes on showing its end value if its fill mode fills forwards.
    public internal(set) var isRemovedOnCompletion = true
    /// True once a kept animation has passed its end: it is finished (its completion has run)
    /// but still on the layer.
    public internal(set) var isHeld = false
    /// Called once, at the first frame the animation applies (`animationDidStart`).
    var onStart: (() -> Void)?
    /// Called at once when something takes the animation away before its end while it counts
    /// for a completion (a ``PropertyAnimator`` notes where its clock was then).
    var onInterrupted: (() -> Void)?
    /// Its identity among the layer's animations (set when added), which its per-frame slot
    /// carries: a layer may run several animations of one property.
    var slotID = 0
    /// Added explicitly (Core Animation's `add(_:forKey:)`): it replaces only the animation
    /// under its key, and runs beside other animations of its property (the later one applies
    /// over the earlier). Animations of UIView blocks replace those of their property.
    var isExplicit = false
    /// Core Animation's `isAdditive`: the value is added to what the layer shows (see
    /// ``AdditiveTrack``).
    public private(set) var isAdditive = false
    /// True when its layer's presentation must start from the model each frame: it adds to
    /// what is shown (additive) or writes a property besides its own (a motion that turns the
    /// layer).
    var startsFromModel = false
    /// Core Animation's `isCumulative`: each repeat adds the whole change to where the last
    /// ended (the from/to line extended: 0 → π/2 repeated four times is a full turn; keyframes
    /// of numbers, points, rects and colours shifted by their whole change, see
    /// ``CumulativeKeyframeTrack``; transform keyframes repeat as they are).
    public internal(set) var isCumulative = false

    /// Introspection data, kept out of line so it does not dilute the hot fields.
    private final class Details {
        let content: Content
        let timingFunction: TimingFunction
        let paths: [Path]
        let transition: LayerTransition?
        let gradients: [GradientStyle]
        let gradientParts: GradientStyle.Components
        init(
            _ c: Content, _ t: TimingFunction, paths: [Path] = [], transition: LayerTransition? = nil,
            gradients: [GradientStyle] = [], gradientParts: GradientStyle.Components = []
        ) {
            content = c
            timingFunction = t
            self.paths = paths
            self.transition = transition
            self.gradients = gradients
            self.gradientParts = gradientParts
        }
    }

    /// A `transition` animation's transition (its kind and the frozen picture it starts
    /// from); nil for every other property.
    public var transition: LayerTransition? { details.transition }

    /// A `path` animation's paths: its values are their indices (from 0 to 1 for a basic
    /// animation of two paths; 0, 1, 2… for keyframes), and ``path(atLayerTime:)`` turns the
    /// animated index into the path shown. Empty for every other property.
    public var paths: [Path] { details.paths }

    /// How progress follows time.
    public var timingFunction: TimingFunction { details.timingFunction }
    /// The values.
    public var content: Content { details.content }

    /// Creates a from/to animation. `duration` ≤ 0 (or not finite) means Core Animation's
    /// default of 0.25 s. The two values must be of the same kind (a mismatch is a programming
    /// error and stops the process with the property and both values).
    public convenience init(
        property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue, duration: Double,
        timingFunction: TimingFunction = .linear, timing: MediaTiming = MediaTiming()
    ) {
        guard let interpolator = ValueInterpolator(from: from, to: to) else {
            preconditionFailure("animation of \(property) from \(from) to \(to): values of different kinds")
        }
        self.init(
            property: property, content: .basic(from: from, to: to),
            track: AnimationTrack.basic(property, interpolator),
            duration: duration, timingFunction: timingFunction, timing: timing)
    }

    /// An explicit animation of a component key path (see ``LayerKeyPath``): numbers, or for
    /// `bounds.size` two rects whose sizes count.
    convenience init(
        keyPath: LayerKeyPath, from: AnimatableValue, to: AnimatableValue, duration: Double,
        timingFunction: TimingFunction, timing: MediaTiming
    ) {
        let track: AnimationTrack
        switch (keyPath, from, to) {
        case let (.boundsSize, .rect(a), .rect(b)): track = BoundsSizeTrack(a.size, b.size)
        case let (_, .scalar(a), .scalar(b)): track = ComponentTrack(keyPath, a, b)
        default: preconditionFailure("component animation of \(keyPath) from \(from) to \(to): wrong kinds")
        }
        self.init(
            property: keyPath.property, content: .basic(from: from, to: to), track: track,
            duration: duration, timingFunction: timingFunction, timing: timing)
    }

    /// An explicit keyframe animation of a component key path (numbers; rects for `bounds.size`).
    convenience init(
        keyPath: LayerKeyPath, keyframes: KeyframeTrack, duration: Double, timingFunction: TimingFunction,
        timing: MediaTiming
    ) {
        self.init(
            property: keyPath.property, content: .keyframes(keyframes),
            track: ComponentKeyframeTrack(keyPath, keyframes),
            duration: duration, timingFunction: timingFunction, timing: timing)
    }

    /// Creates a keyframe animation.
    public convenience init(
        property: AnimatableProperty, keyframes: KeyframeTrack, duration: Double,
        timingFunction: TimingFunction = .linear, timing: MediaTiming = MediaTiming()
    ) {
        self.init(
            property: property, content: .keyframes(keyframes), track: AnimationTrack.keyframes(property, keyframes),
            duration: duration, timingFunction: timingFunction, timing: timing)
    }

    /// A cumulative keyframe animation (``CumulativeKeyframeTrack``), or nil when its values
    /// cannot accumulate (transforms).
    convenience init?(
        cumulative property: AnimatableProperty, keyframes: KeyframeTrack, duration: Double,
        timingFunction: TimingFunction, timing: MediaTiming
    ) {
        guard let track = CumulativeKeyframeTrack(property, keyframes) else { return nil }
        self.init(
            property: property, content: .keyframes(keyframes), track: track, duration: duration,
            timingFunction: timingFunction, timing: timing)
        isCumulative = true
    }

    /// A `path` animation through `paths` (at least one): from the first to the second, or
    /// through all of them at `keyTimes` with `mode` when `keyframes` is true.
    /// `property` is `.path` (a shape layer's path) or `.shadowPath`.
    convenience init(
        paths: [Path], keyframes: Bool, keyTimes: [Double]? = nil, mode: KeyframeCalculationMode = .linear,
        segmentCurves: [CubicBezier] = [], duration: Double, timingFunction: TimingFunction, timing: MediaTiming,
        property: AnimatableProperty = .path
    ) {
        let content = Animation.indexContent(
            count: paths.count, keyframes: keyframes, keyTimes: keyTimes, mode: mode, segmentCurves: segmentCurves)
        self.init(
            property: property, content: content, track: AnimationTrack(), duration: duration,
            timingFunction: timingFunction, timing: timing, paths: paths)
    }

    /// What an animation through `count` items named by index animates: the index from 0 to
    /// 1, or through every index at `keyTimes` with `mode` when `keyframes`.
    private static func indexContent(
        count: Int, keyframes: Bool, keyTimes: [Double]?, mode: KeyframeCalculationMode,
        segmentCurves: [CubicBezier]
    ) -> Content {
        guard keyframes else { return .basic(from: .scalar(0), to: .scalar(1)) }
        let indices = (0..<count).map { AnimatableValue.scalar(Double($0)) }
        return .keyframes(KeyframeTrack(values: indices, keyTimes: keyTimes, mode: mode, segmentCurves: segmentCurves))
    }

    /// A gradient animation through `gradients` (at least one), moving their `parts`: from the
    /// first to the second, or through all of them at `keyTimes` with `mode` when `keyframes`.
    convenience init(
        gradients: [GradientStyle], parts: GradientStyle.Components, keyframes: Bool, keyTimes: [Double]? = nil,
        mode: KeyframeCalculationMode = .linear, segmentCurves: [CubicBezier] = [], duration: Double,
        timingFunction: TimingFunction, timing: MediaTiming
    ) {
        let content = Animation.indexContent(
            count: gradients.count, keyframes: keyframes, keyTimes: keyTimes, mode: mode, segmentCurves: segmentCurves)
        self.init(
            property: .gradient, content: content, track: AnimationTrack(), duration: duration,
            timingFunction: timingFunction, timing: timing, gradients: gradients, gradientParts: parts)
    }

    /// A gradient animation's gradients (empty for other properties).
    public var gradients: [GradientStyle] { details.gradients }
    /// The parts of the gradient a gradient animation moves (empty for other properties).
    public var gradientParts: GradientStyle.Components { details.gradientParts }

    /// The gradient a gradient animation shows at `layerTime` (nil outside its active time):
    /// its gradients interpolated at the animated phase (switching half way between two whose
    /// colour counts differ).
    public func gradient(atLayerTime layerTime: Double) -> GradientStyle? {
        guard property == .gradient, !gradients.isEmpty, let phase = phase(atLayerTime: layerTime) else { return nil }
        guard gradients.count > 1 else { return gradients[0] }
        let i = min(max(Int(phase.rounded(.down)), 0), gradients.count - 2)
        let f = phase - Double(i)
        return gradients[i].interpolated(to: gradients[i + 1], f, parts: gradientParts)
            ?? (f < 0.5 ? gradients[i] : gradients[i + 1])
    }

    /// The animated index phase of a path or gradient animation at `layerTime`.
    private func phase(atLayerTime layerTime: Double) -> Double? {
        guard let p = progress(atLayerTime: layerTime) else { return nil }
        switch content {
        case .basic: return p
        case .keyframes(let k):
            guard case .scalar(let v) = k.value(at: p) else { return nil }
            return v
        }
    }

    /// An additive animation of `keyPath` (Core Animation's `isAdditive`): its value, from
    /// `content`, added to what the layer shows.
    convenience init(
        additive keyPath: LayerKeyPath, content: Content, duration: Double, timingFunction: TimingFunction,
        timing: MediaTiming
    ) {
        self.init(
            property: keyPath.property, content: content, track: AdditiveTrack(keyPath, content), duration: duration,
            timingFunction: timingFunction, timing: timing)
        isAdditive = true
        startsFromModel = true
    }

    /// Motion along a path (`CAKeyframeAnimation.path` on `position`); its content lists the
    /// path's vertices as point keyframes.
    convenience init(
        motion: MotionPath, rotation: MotionRotation = .none, duration: Double, timingFunction: TimingFunction,
        timing: MediaTiming
    ) {
        let vertices = motion.vertices.map { AnimatableValue.point(motion.points[$0]) }
        self.init(
            property: .position, content: .keyframes(KeyframeTrack(values: vertices, keyTimes: motion.times)),
            track: MotionPathTrack(motion, rotation: rotation), duration: duration, timingFunction: timingFunction,
            timing: timing)
        startsFromModel = rotation != .none
    }

    /// A `CATransition`: its progress runs from 0 to 1 (see ``LayerTransition``).
    convenience init(transition: LayerTransition, duration: Double, timingFunction: TimingFunction, timing: MediaTiming)
    {
        self.init(
            property: .transition, content: .basic(from: .scalar(0), to: .scalar(1)), track: AnimationTrack(),
            duration: duration,
            timingFunction: timingFunction, timing: timing, transition: transition)
    }

    /// A transition's progress at `layerTime` (between its start and end progress), nil where
    /// it does not apply or for another property.
    public func transitionProgress(atLayerTime layerTime: Double) -> Double? {
        guard let tr = transition, let p = progress(atLayerTime: layerTime) else { return nil }
        return tr.startProgress + (tr.endProgress - tr.startProgress) * p
    }

    private init(
        property: AnimatableProperty, content: Content, track: AnimationTrack, duration: Double,
        timingFunction: TimingFunction, timing: MediaTiming, paths: [Path] = [], transition: LayerTransition? = nil,
        gradients: [GradientStyle] = [], gradientParts: GradientStyle.Components = []
    ) {
        var t = timing
        t.duration = duration > 0 && duration.isFinite ? duration : 0.25
        self.property = property
        self.details = Details(
            content, timingFunction, paths: paths, transition: transition, gradients: gradients,
            gradientParts: gradientParts)
        self.timing = t
        self.track = track
        switch timingFunction {
        case .bezier(let b):
            usesSpring = false
            bezier = b
            spring = Spring().unitSolution
        case .spring(let sp):
            usesSpring = true
            bezier = .linear
            spring = sp
        }
    }

    /// The target value: the end of a from/to animation, the last keyframe otherwise.
    public var toValue: AnimatableValue {
        switch content {
        case .basic(_, let to): return to
        case .keyframes(let k): return k.values[k.values.count - 1]
        }
    }

    /// The value at the layer's local time `layerTime`, or `nil` where the animation does not
    /// apply (before its start without a backwards fill, after its end without a forwards fill).
    public func value(atLayerTime layerTime: Double) -> AnimatableValue? {
        var s = LayerState()
        guard apply(atLayerTime: layerTime, to: &s) else { return nil }
        return s.value(of: property)
    }

    /// Writes the value at `layerTime` into `s`; false (and `s` untouched) where the
    /// animation does not apply.
    @inline(__always) func apply(atLayerTime layerTime: Double, to s: inout LayerState) -> Bool {
        guard let p = progress(atLayerTime: layerTime) else { return false }
        track.apply(p, to: &s)
        return true
    }

    /// The timing function's output at `layerTime` (nil where the animation does not apply).
    @inline(__always) func progress(atLayerTime layerTime: Double) -> Double? {
        let active = timing.activeTime(layerTime)
        guard let basic = timing.basicTime(active) else { return nil }
        let u = basic / timing.duration
        let p = usesSpring ? (u >= 1 ? 1 : spring.progress(at: basic)) : bezier.progress(u)
        let simple = timing.repeatCount == 0 && timing.repeatDuration == 0 && !timing.autoreverses
        return isCumulative && !simple ? p + timing.completedPasses(active) : p
    }

    /// A `path` animation's path at `layerTime` (nil where it does not apply, or for another
    /// property): between the two paths around the animated index, element by element; where
    /// those two cannot be interpolated (different structures), the nearer one.
    public func path(atLayerTime layerTime: Double) -> Path? {
        guard property == .path || property == .shadowPath, !paths.isEmpty, let phase = phase(atLayerTime: layerTime)
        else { return nil }
        guard paths.count > 1 else { return paths[0] }
        let i = min(max(Int(phase.rounded(.down)), 0), paths.count - 2)
        let f = phase - Double(i)
        return paths[i].interpolated(to: paths[i + 1], f) ?? (f < 0.5 ? paths[i] : paths[i + 1])
    }

    /// The value at `layerTime` of an animation of a property held in ``LayerExtras``
    /// (``AnimatableProperty/isExtra``; nil where it does not apply, for other properties and
    /// for `shadowPath`, whose paths ``path(atLayerTime:)`` gives): computed from the content
    /// here, since their tracks write nothing into ``LayerState``.
    public func extraValue(atLayerTime layerTime: Double) -> AnimatableValue? {
        guard property.isExtra, property != .shadowPath, let p = progress(atLayerTime: layerTime) else { return nil }
        switch content {
        case let .basic(from, to): return ValueInterpolator(from: from, to: to)?.at(p)
        case .keyframes(let k): return k.value(at: p)
        }
    }

    /// True once the layer's local time has passed the end of the active interval (for a
    /// positive speed; a paused or reversed animation never ends by itself).
    @inline(__always) public func hasEnded(atLayerTime layerTime: Double) -> Bool {
        timing.speed > 0 && timing.activeTime(layerTime) >= timing.activeDuration
    }
}
