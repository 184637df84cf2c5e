/// The per-frame half of an ``Animation``: given a progress, write the animated value straight
/// into a presentation state.
///
/// A small class per value kind instead of a `switch` over an enum of values: the enum's
/// payloads (a transform interpolation is ~400 bytes) were copied out on every evaluation,
/// which dominated the frame time. A track is immutable after creation.
class AnimationTrack {
    /// Writes the value at progress `p` into `s`.
    func apply(_ p: Double, to s: inout LayerState) {}

    /// Builds the track for a from/to pair (same kinds, checked by the caller).
    static func basic(_ property: AnimatableProperty, _ i: ValueInterpolator) -> AnimationTrack {
        // The properties in LayerExtras are applied by Layer.presentationExtras, not here.
        if property.isExtra { return AnimationTrack() }
        if property == .anchorPoint || property == .zPosition { return PropertyTrack(property, i) }
        switch i {
        case let .scalar(a, b) where property == .opacity || property == .cornerRadius:
            return ScalarTrack(property, a, b)
        case let .color(a, b) where property == .backgroundColor: return ColorTrack(a, b)
        case .scalar, .color: return PropertyTrack(property, i)
        case let .point(a, b): return PointTrack(a, b)
        case let .rect(a, b): return RectTrack(a, b)
        case let .transform(t):
            if case let .affine(a, b) = t.mode { return AffineTransformTrack(a, b) }
            return TransformTrack(t)
        }
    }

    /// Builds the track for keyframes: a flat fast path for numbers, the general track otherwise.
    static func keyframes(_ property: AnimatableProperty, _ k: KeyframeTrack) -> AnimationTrack {
        if property.isExtra { return AnimationTrack() }
        if k.mode == .linear || k.mode == .paced || k.mode == .discrete,
            property == .opacity || property == .cornerRadius, k.segmentCurves.isEmpty
        {
            var numbers: [Double] = []
            for v in k.values { if case .scalar(let x) = v { numbers.append(x) } }
            if numbers.count == k.values.count {
                return ScalarKeyframeTrack(property, times: k.keyTimes, values: numbers, discrete: k.mode == .discrete)
            }
        }
        return GeneralKeyframeTrack(property, k)
    }
}

final class ScalarTrack: AnimationTrack {
    let isOpacity: Bool, from: Double, delta: Double
    init(_ p: AnimatableProperty, _ a: Double, _ b: Double) {
        isOpacity = p == .opacity
        from = a
        delta = b - a
    }
    override func apply(_ p: Double, to s: inout LayerState) {
        let v = from + delta * p
        if isOpacity { s.opacity = v } else { s.cornerRadius = v }
    }
}

/// Any other number or colour (the shadow's and a shape layer's properties): the general
/// interpolator, written through ``LayerState/set(_:_:)``. A `path` track writes nothing
/// (see ``AnimatableProperty/path``).
final class PropertyTrack: AnimationTrack {
    let property: AnimatableProperty
    let interpolator: ValueInterpolator
    init(_ p: AnimatableProperty, _ i: ValueInterpolator) {
        property = p
        interpolator = i
    }
    override func apply(_ p: Double, to s: inout LayerState) { s.set(property, interpolator.at(p)) }
}

final class PointTrack: AnimationTrack {
    let from: Point, delta: Point
    init(_ a: Point, _ b: Point) {
        from = a
        delta = b - a
    }
    override func apply(_ p: Double, to s: inout LayerState) {
        s.position = Point(x: from.x + delta.x * p, y: from.y + delta.y * p)
    }
}

final class RectTrack: AnimationTrack {
    let from: Rect, to: Rect
    init(_ a: Rect, _ b: Rect) {
        from = a
        to = b
    }
    override func apply(_ p: Double, to s: inout LayerState) { s.bounds = from.interpolated(to: to, p) }
}

final class ColorTrack: AnimationTrack {
    let from: Color, to: Color
    init(_ a: Color, _ b: Color) {
        from = a
        to = b
    }
    override func apply(_ p: Double, to s: inout LayerState) { s.backgroundColor = from.interpolated(to: to, p) }
}

/// Both ends affine: 96 bytes of decomposed parts instead of the general interpolator.
final class AffineTransformTrack: AnimationTrack {
    let a: Decomposed2D, b: Decomposed2D
    init(_ a: Decomposed2D, _ b: Decomposed2D) {
        self.a = a
        self.b = b
    }
    override func apply(_ p: Double, to s: inout LayerState) {
        s.transform = TransformInterpolator.affine(a, b, p)
    }
}

final class TransformTrack: AnimationTrack {
    let interpolator: TransformInterpolator
    init(_ i: TransformInterpolator) { interpolator = i }
    override func apply(_ p: Double, to s: inout LayerState) { s.transform = interpolator.at(p) }
}

/// Linear, paced or discrete keyframes of a number, over flat arrays.
final class ScalarKeyframeTrack: AnimationTrack {
    let isOpacity: Bool, discrete: Bool
    let times: [Double], values: [Double]
    init(_ p: AnimatableProperty, times: [Double], values: [Double], discrete: Bool) {
        isOpacity = p == .opacity
        self.times = times
        self.values = values
        self.discrete = discrete
    }
    override func apply(_ p: Double, to s: inout LayerState) {
        let v = times.withUnsafeBufferPointer { t in
            values.withUnsafeBufferPointer { y in
                ScalarKeyframeTrack.value(
                    at: p, times: t.baseAddress!, values: y.baseAddress!, count: t.count, discrete: discrete)
            }
        }
        if isOpacity { s.opacity = v } else { s.cornerRadius = v }
    }

    /// The value at progress `p` of `count` keyframes (`times` ascending): held before the
    /// first and after the last, the earlier value of each interval when `discrete`, else
    /// linear between the two around `p`. Shared with the store's inline copy of short tracks.
    @inline(__always)
    static func value(
        at p: Double, times t: UnsafePointer<Double>, values y: UnsafePointer<Double>, count n: Int, discrete: Bool
    ) -> Double {
        if n == 1 || p <= t[0] { return y[0] }
        if p >= t[n - 1] { return y[n - 1] }
        var i = 0
        while i + 2 < n && t[i + 1] <= p { i += 1 }
        if discrete { return y[i] }
        let span = t[i + 1] - t[i]
        return span > 0 ? y[i] + (y[i + 1] - y[i]) * ((p - t[i]) / span) : y[i + 1]
    }
}

final class GeneralKeyframeTrack: AnimationTrack {
    let property: AnimatableProperty
    let track: KeyframeTrack
    init(_ p: AnimatableProperty, _ k: KeyframeTrack) {
        property = p
        track = k
    }
    override func apply(_ p: Double, to s: inout LayerState) { s.set(property, track.value(at: p)) }
}

/// A cumulative keyframe animation (Core Animation's `isCumulative` on keyframes): each
/// repeat plays the keyframes shifted by the whole change (last value minus first) times the
/// passes completed. The progress it gets counts those passes in its whole part (see
/// ``Animation/isCumulative``). Numbers, points, rects and colours; other kinds repeat as
/// they are.
final class CumulativeKeyframeTrack: AnimationTrack {
    let inner: AnimationTrack
    let property: AnimatableProperty
    let delta: AnimatableValue

    /// Nil when `k`'s values have no componentwise difference (transforms).
    init?(_ p: AnimatableProperty, _ k: KeyframeTrack) {
        guard let first = k.values.first, let last = k.values.last,
            let d = CumulativeKeyframeTrack.difference(last, first)
        else { return nil }
        inner = AnimationTrack.keyframes(p, k)
        property = p
        delta = d
    }

    override func apply(_ p: Double, to s: inout LayerState) {
        // p = passes + fraction, where the end of a pass (fraction 1) belongs to that pass.
        let passes = max(0, (p.rounded(.up)) - 1)
        inner.apply(p - passes, to: &s)
        guard passes > 0 else { return }
        s.set(property, CumulativeKeyframeTrack.adding(s.value(of: property), delta, passes))
    }

    /// `a − b` component by component (nil for transforms and mixed kinds).
    static func difference(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue? {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return .scalar(x - y)
        case let (.point(x), .point(y)): return .point(Point(x: x.x - y.x, y: x.y - y.y))
        case let (.rect(x), .rect(y)):
            return .rect(
                Rect(
                    x: x.origin.x - y.origin.x, y: x.origin.y - y.origin.y, width: x.size.width - y.size.width,
                    height: x.size.height - y.size.height))
        case let (.color(x), .color(y)):
            return .color(
                Color(red: x.red - y.red, green: x.green - y.green, blue: x.blue - y.blue, alpha: x.alpha - y.alpha))
        default: return nil
        }
    }

    /// `v + n × d` component by component.
    static func adding(_ v: AnimatableValue, _ d: AnimatableValue, _ n: Double) -> AnimatableValue {
        switch (v, d) {
        case let (.scalar(x), .scalar(y)): return .scalar(x + n * y)
        case let (.point(x), .point(y)): return .point(Point(x: x.x + n * y.x, y: x.y + n * y.y))
        case let (.rect(x), .rect(y)):
            return .rect(
                Rect(
                    x: x.origin.x + n * y.origin.x, y: x.origin.y + n * y.origin.y,
                    width: x.size.width + n * y.size.width,
                    height: x.size.height + n * y.size.height))
        case let (.color(x), .color(y)):
            return .color(
                Color(
                    red: x.red + n * y.red, green: x.green + n * y.green, blue: x.blue + n * y.blue,
                    alpha: x.alpha + n * y.alpha))
        default: return v
        }
    }
}
