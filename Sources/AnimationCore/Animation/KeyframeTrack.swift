/// How a keyframe animation moves between its values (`CAAnimationCalculationMode`).
public enum KeyframeCalculationMode: String, Codable, Sendable, CaseIterable {
    /// Straight interpolation between neighbouring values at their key times.
    case linear
    /// Each value holds until the next key time, then jumps.
    case discrete
    /// Key times are ignored; segments get time in proportion to the distance they cover, so
    /// the motion has constant speed.
    case paced
    /// A Catmull-Rom spline through the values at their key times (zero tension, continuity
    /// and bias, which is what Core Animation's default Kochanek–Bartels parameters mean).
    case cubic
    /// ``cubic`` with the key times of ``paced``.
    case cubicPaced
}

/// A sequence of values at normalised key times, and the rule that moves between them.
///
/// Distances for ``KeyframeCalculationMode/paced`` are Euclidean over the value's components
/// (for transforms, the sixteen entries). Transforms in the cubic modes move between their
/// keyframes by decomposition (``TransformInterpolator``) on the spline's time mapping rather
/// than through a spline of matrix entries, which would not keep the layer rigid.
public struct KeyframeTrack: Sendable {
    /// The values, at least one.
    public let values: [AnimatableValue]
    /// Effective key times in [0, 1], ascending, one per value (after pacing).
    public let keyTimes: [Double]
    /// The calculation mode.
    public let mode: KeyframeCalculationMode
    /// Per-segment timing (Core Animation's `timingFunctions`): segment `i` runs through
    /// `segmentCurves[i]` between its key times; segments past the end of the list are linear.
    /// Empty: every segment is linear in the overall progress.
    public let segmentCurves: [CubicBezier]
    private let segments: [ValueInterpolator]
    private let componentValues: [[Double]]

    /// Builds a track. `keyTimes` defaults to evenly spaced values; times are clamped to
    /// [0, 1] and made non-decreasing. Values of different kinds than the first are replaced by
    /// the previous value.
    public init(
        values v: [AnimatableValue], keyTimes kt: [Double]? = nil, mode: KeyframeCalculationMode = .linear,
        segmentCurves: [CubicBezier] = []
    ) {
        precondition(!v.isEmpty, "a keyframe track needs at least one value")
        self.segmentCurves = segmentCurves
        var values = v
        for i in 1..<values.count where ValueInterpolator(from: values[0], to: values[i]) == nil {
            values[i] = values[i - 1]
        }
        self.values = values
        self.mode = mode
        let n = values.count
        var times: [Double]
        if mode == .paced || mode == .cubicPaced {
            var cumulative = [0.0]
            for i in 1..<max(n, 1) {
                let a = values[i - 1].components, b = values[i].components
                var d2 = 0.0
                for j in a.indices { d2 += (b[j] - a[j]) * (b[j] - a[j]) }
                cumulative.append(cumulative[i - 1] + d2.squareRoot())
            }
            let total = cumulative.last ?? 0
            times = total > 0 ? cumulative.map { $0 / total } : (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        } else if let kt, kt.count == n {
            times = []
            var last = 0.0
            for t in kt {
                let c = max(last, min(1, max(0, t.isFinite ? t : 0)))
                times.append(c)
                last = c
            }
        } else {
            times = (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        }
        keyTimes = times
        segments = (0..<max(n - 1, 0)).map { ValueInterpolator(from: values[$0], to: values[$0 + 1])! }
        componentValues = values.map(\.components)
    }

    /// The value at overall progress `u` (0…1; outside, the first or last value holds).
    public func value(at u: Double) -> AnimatableValue {
        let n = values.count
        if n == 1 || u <= keyTimes[0] { return values[0] }
        if u >= keyTimes[n - 1] { return values[n - 1] }
        // The last segment whose start is ≤ u (zero-length segments are jumps).
        var lo = 0, hi = n - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if keyTimes[mid] <= u { lo = mid } else { hi = mid }
        }
        let i = lo
        if mode == .discrete { return values[i] }
        let span = keyTimes[i + 1] - keyTimes[i]
        var s = span > 0 ? (u - keyTimes[i]) / span : 1
        if i < segmentCurves.count { s = segmentCurves[i].progress(s) }
        switch mode {
        case .linear, .paced, .discrete:
            return segments[i].at(s)
        case .cubic, .cubicPaced:
            if case .transform = values[i] { return segments[i].at(s) }
            let p0 = componentValues[max(i - 1, 0)], p1 = componentValues[i]
            let p2 = componentValues[i + 1], p3 = componentValues[min(i + 2, n - 1)]
            let s2 = s * s, s3 = s2 * s
            var out = p1
            for j in out.indices {
                // Catmull-Rom: tangents (p2 − p0)/2 and (p3 − p1)/2 in Hermite form.
                let m1 = (p2[j] - p0[j]) / 2, m2 = (p3[j] - p1[j]) / 2
                out[j] =
                    (2 * s3 - 3 * s2 + 1) * p1[j] + (s3 - 2 * s2 + s) * m1 + (-2 * s3 + 3 * s2) * p2[j] + (s3 - s2) * m2
            }
            return values[i].with(components: out)
        }
    }
}
