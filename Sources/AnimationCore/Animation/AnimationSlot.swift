import Foundation

/// The per-frame form of one running animation, stored contiguously with its layer's other
/// running animations (``Layer``'s slot buffer), so that a frame reads each layer's animations
/// as one block of memory instead of chasing a handful of objects per animation.
///
/// References inside are unmanaged: the ``Animation`` object, which the layer also holds
/// strongly for as long as the slot exists, owns the curve and the general track.
struct AnimationSlot {
    /// How progress follows time.
    enum Curve {
        case bezier(Unmanaged<CubicBezier>)
        case spring(SpringCurve)
    }

    /// What the animation writes, for the common kinds inline.
    enum Payload {
        case opacity(from: Double, delta: Double)
        case cornerRadius(from: Double, delta: Double)
        case position(from: Point, delta: Point)
        case bounds(from: Rect, to: Rect)
        case color(from: Color, to: Color)
        case affine(Decomposed2D, Decomposed2D)
        /// Linear or discrete keyframes of opacity or corner radius with at most six points,
        /// inline so that a frame does not chase the track's arrays.
        case scalarKeyframes(SmallKeyframes)
        /// A number put in one component's place (``ComponentTrack``: `transform.rotation.z`,
        /// `position.x`…), inline.
        case component(LayerKeyPath, from: Double, delta: Double)
        /// `transform.rotation.z`, with what it kept and wrote last frame.
        case rotationZ(from: Double, delta: Double, parts: RotationParts)
        case track(Unmanaged<AnimationTrack>)
    }

    /// Up to six (time, value) points, in tuples so they are stored inline.
    struct SmallKeyframes {
        static let capacity = 6
        typealias Six = (Double, Double, Double, Double, Double, Double)
        var times: Six = (0, 0, 0, 0, 0, 0)
        var values: Six = (0, 0, 0, 0, 0, 0)
        var count: UInt8 = 0
        var isOpacity = true
        var discrete = false

        init?(_ t: ScalarKeyframeTrack) {
            guard t.times.count <= Self.capacity, !t.times.isEmpty else { return nil }
            count = UInt8(t.times.count)
            isOpacity = t.isOpacity
            discrete = t.discrete
            withUnsafeMutableBytes(of: &times) { b in
                for (i, v) in t.times.enumerated() { b.storeBytes(of: v, toByteOffset: 8 * i, as: Double.self) }
            }
            withUnsafeMutableBytes(of: &values) { b in
                for (i, v) in t.values.enumerated() { b.storeBytes(of: v, toByteOffset: 8 * i, as: Double.self) }
            }
        }

        @inline(__always) func value(at p: Double) -> Double {
            withUnsafeBytes(of: times) { tb in
                withUnsafeBytes(of: values) { vb in
                    let t = tb.baseAddress!.assumingMemoryBound(to: Double.self)
                    let y = vb.baseAddress!.assumingMemoryBound(to: Double.self)
                    return ScalarKeyframeTrack.value(at: p, times: t, values: y, count: Int(count), discrete: discrete)
                }
            }
        }
    }

    /// The animation's timing, reduced to what a frame needs.
    struct Timing {
        let begin: Double, speed: Double, offset: Double, duration: Double, active: Double, end: Double, period: Double
        /// No repeats and no autoreverse: the basic time is the active time.
        let simple: Bool
        let autoreverses: Bool
        let fillsBackwards: Bool, fillsForwards: Bool
        /// Core Animation's `isCumulative`: each repeat adds the whole change to the last.
        var cumulative = false
        init(_ m: MediaTiming) {
            begin = m.beginTime
            speed = m.speed
            offset = m.timeOffset
            duration = m.duration
            active = m.activeDuration
            end = m.endBasicTime
            period = m.period
            simple = m.repeatCount == 0 && m.repeatDuration == 0 && !m.autoreverses
            autoreverses = m.autoreverses
            fillsBackwards = m.fillMode.fillsBackwards
            fillsForwards = m.fillMode.fillsForwards
        }

        /// ``MediaTiming/basicTime(_:)`` inside the active interval, for repeating timings.
        func repeated(_ a: Double) -> Double {
            var u = a - (a / period).rounded(.down) * period
            if autoreverses && u > duration { u = 2 * duration - u }
            return u
        }
    }

    /// A unit spring's progress, reduced to the coefficients a frame needs.
    struct SpringCurve {
        let regime: SpringSolution.Regime
        let beta: Double, omega: Double, cx: Double, lambda: Double, x0: Double
        let tables: FastMath.Tables
        init(_ s: SpringSolution) {
            regime = s.regime
            beta = s.beta
            omega = s.omega
            cx = s.cx
            lambda = s.lambda
            x0 = s.x0
            tables = s.tables
        }

        /// `1 − x(t)`, as ``SpringSolution/progress(at:)``.
        @inline(__always) func progress(at t: Double) -> Double {
            switch regime {
            case .underDamped:
                let e = FastMath.exp(-beta * t, tables)
                let (s, c) = FastMath.sincos(omega * t, tables)
                return 1 - e * (x0 * c + cx * s)
            case .critical:
                return 1 - FastMath.exp(-beta * t, tables) * (x0 + cx * t)
            case .overDamped:
                let e = FastMath.exp(-lambda * t, tables)
                let a = 2 * omega * t
                let g = a < 0.5 ? -expm1(-a) : 1 - FastMath.exp(-a, tables)
                return 1 - e * (x0 * (2 - g) / 2 + cx * (omega > 0 ? g / (2 * omega) : t))
            }
        }
    }

    let timing: Timing
    let curve: Curve
    /// Variable only for the parts a rotation remembers between frames.
    private(set) var payload: Payload
    let property: AnimatableProperty
    /// The animation's ``Animation/slotID``.
    let id: Int

    init(_ a: Animation) {
        var t = Timing(a.timing)
        t.cumulative = a.isCumulative && !t.simple
        timing = t
        property = a.property
        id = a.slotID
        curve = a.usesSpring ? .spring(SpringCurve(a.spring)) : .bezier(Unmanaged.passUnretained(a.bezier))
        switch a.track {
        case let t as ScalarTrack:
            payload = t.isOpacity ? .opacity(from: t.from, delta: t.delta) : .cornerRadius(from: t.from, delta: t.delta)
        case let t as PointTrack: payload = .position(from: t.from, delta: t.delta)
        case let t as RectTrack: payload = .bounds(from: t.from, to: t.to)
        case let t as ColorTrack: payload = .color(from: t.from, to: t.to)
        case let t as AffineTransformTrack: payload = .affine(t.a, t.b)
        case let t as ComponentTrack:
            if case .rotation(axis: 2) = t.keyPath {
                payload = .rotationZ(from: t.from, delta: t.delta, parts: .none)
            } else {
                payload = .component(t.keyPath, from: t.from, delta: t.delta)
            }
        case let t as ScalarKeyframeTrack:
            if let k = SmallKeyframes(t) {
                payload = .scalarKeyframes(k)
            } else {
                payload = .track(Unmanaged.passUnretained(a.track))
            }
        default: payload = .track(Unmanaged.passUnretained(a.track))
        }
    }

    /// Outcome of ``apply(at:to:)``.
    enum Outcome { case applied, notApplied, appliedAndEnded, ended }

    /// Writes the value at the layer's local time `t` into `s` and tells whether it applied
    /// (where it does not, the caller shows the model value) and whether the animation has
    /// passed its end (positive speed only).
    @inline(__always) mutating func apply(at t: Double, to s: inout LayerState) -> Outcome {
        let a = (t - timing.begin) * timing.speed + timing.offset
        var ended = false
        let basic: Double
        if a < 0 {
            guard timing.fillsBackwards else { return .notApplied }
            basic = 0
        } else if a >= timing.active {
            ended = timing.speed > 0
            guard timing.fillsForwards else { return ended ? .ended : .notApplied }
            basic = timing.end
        } else if timing.simple {
            basic = a
        } else {
            basic = timing.repeated(a)
        }
        var p: Double
        switch curve {
        case .bezier(let b): p = b._withUnsafeGuaranteedRef { $0.progress(basic / timing.duration) }
        case .spring(let sp): p = basic >= timing.duration ? 1 : sp.progress(at: basic)
        }
        if timing.cumulative { p += MediaTiming.completedPasses(a, period: timing.period, active: timing.active) }
        switch payload {
        case let .opacity(from, delta): s.opacity = from + delta * p
        case let .cornerRadius(from, delta): s.cornerRadius = from + delta * p
        case let .position(from, delta): s.position = Point(x: from.x + delta.x * p, y: from.y + delta.y * p)
        case let .bounds(from, to): s.bounds = from.interpolated(to: to, p)
        case let .color(from, to): s.backgroundColor = from.interpolated(to: to, p)
        case let .affine(a, b): s.transform = TransformInterpolator.affine(a, b, p)
        case let .scalarKeyframes(k):
            let v = k.value(at: p)
            if k.isOpacity { s.opacity = v } else { s.cornerRadius = v }
        case let .component(k, from, delta): ComponentTrack.write(k, from + delta * p, to: &s)
        case .rotationZ(let from, let delta, var parts):
            LayerKeyPath.setRotationZ(from + delta * p, in: &s.transform, parts: &parts)
            payload = .rotationZ(from: from, delta: delta, parts: parts)
        case let .track(tr): tr._withUnsafeGuaranteedRef { $0.apply(p, to: &s) }
        }
        return ended ? .appliedAndEnded : .applied
    }
}
