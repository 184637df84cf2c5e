import Foundation
import TextFormat

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points `(p1x, p1y)` and
/// `(p2x, p2y)` (`CAMediaTimingFunction`, CSS `cubic-bezier()`), mapping a time fraction `x` to
/// a progress `y`.
///
/// **Accuracy.** `y(x)` is within 1e-7 of the exact value for every `x` in [0, 1] and every
/// curve, including those with vertical tangents such as (1, 0, 0, 1), where browser solvers
/// are off by up to 4.5e-4. The benchmark and tests compare against a 200-step bisection.
///
/// **How.** At construction the curve solves `x(t) = x` exactly at 257 evenly spaced `x` and
/// fits, on each of the 256 segments between them, the cubic Hermite polynomial of `y` in `x`
/// through the two ends with their exact slopes `dy/dx`. Every segment is *certified*: its
/// polynomial is compared with the exact solution at 15 interior points, and only a segment
/// whose error stays within 1e-9 (a 100× margin on the promise) is evaluated by its polynomial,
/// which takes three multiply-adds. A segment that fails (next to a vertical tangent, where
/// `y(x)` has a cube-root or square-root shape) gets a second table of 64 certified
/// sub-segments; a sub-segment that still fails is solved exactly, by safeguarded
/// Newton–bisection inside its bracket. On the curves above, fewer than 1 x in 10,000 reaches
/// the exact solver.
///
/// **Outside [0, 1]** the curve is extended linearly as CSS does: from the start with the
/// slope towards the first control point that differs from (0, 0) (1 when both coincide with
/// it, 0 for a vertical tangent), and symmetrically from the end. NaN maps to NaN.
///
/// **Control points.** `x` values are clamped to [0, 1], which keeps `x(t)` monotonic (CSS
/// rejects such curves; clamping keeps a plugin's animation running). `y` values are free, so
/// curves may overshoot. Non-finite control values are replaced by the linear curve's.
// Immutable once made: the tables (`level1`, `level2`…) are filled in by `init` and only read
// after.
public final class CubicBezier: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// First control point, x (clamped to [0, 1]).
    public let p1x: Double
    /// First control point, y.
    public let p1y: Double
    /// Second control point, x (clamped to [0, 1]).
    public let p2x: Double
    /// Second control point, y.
    public let p2y: Double

    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double
    @usableFromInline let isLinear: Bool
    @usableFromInline let startSlope: Double, endSlope: Double
    /// Four polynomial coefficients per segment (`c0 + c1·s + c2·s² + c3·s³`, s ∈ [0, 1)); an
    /// uncertified segment has `c0 = NaN` and its second-level block number in `c1`.
    @usableFromInline let level1: UnsafeMutablePointer<Double>
    /// Exact `t` at the 257 first-level nodes (brackets for the exact solver).
    @usableFromInline let level1T: [Double]
    /// Second-level blocks: 64 sub-segments of four coefficients each (`c0 = NaN`: solve).
    @usableFromInline var level2: [Double] = []
    /// Exact `t` at each block's 65 sub-nodes.
    @usableFromInline var level2T: [Double] = []

    /// Number of first-level segments over x ∈ [0, 1].
    public static let segments = 256
    /// Number of sub-segments of an uncertified segment.
    public static let subsegments = 64
    /// Largest error a polynomial segment may show at its check points to be used.
    public static let certificationTolerance = 1e-9

    /// Builds the curve and its tables (a fraction of a millisecond; reuse curves, see
    /// ``cached(_:_:_:_:)``).
    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        let finite = p1x.isFinite && p1y.isFinite && p2x.isFinite && p2y.isFinite
        let x1 = finite ? min(1, max(0, p1x)) : 0, x2 = finite ? min(1, max(0, p2x)) : 1
        let y1 = finite ? p1y : 0, y2 = finite ? p2y : 1
        self.p1x = x1
        self.p1y = y1
        self.p2x = x2
        self.p2y = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        isLinear = x1 == y1 && x2 == y2
        // CSS-style extrapolation slopes.
        if x1 > 0 {
            startSlope = y1 / x1
        } else if y1 == 0 && x2 > 0 {
            startSlope = y2 / x2
        } else if y1 == 0 && y2 == 0 {
            startSlope = 1
        } else {
            startSlope = 0
        }
        if x2 < 1 {
            endSlope = (y2 - 1) / (x2 - 1)
        } else if y2 == 1 && x1 < 1 {
            endSlope = (y1 - 1) / (x1 - 1)
        } else if y2 == 1 && y1 == 1 {
            endSlope = 1
        } else {
            endSlope = 0
        }
        let n = CubicBezier.segments
        level1 = .allocate(capacity: 4 * n)
        // Exact t at the nodes; x(t) is monotonic, so each node brackets the next.
        var ts = [0.0]
        for i in 1..<n {
            ts.append(
                CubicBezier.solve(Double(i) / Double(n), lo: ts[i - 1], hi: 1, guess: Double(i) / Double(n), ax, bx, cx)
            )
        }
        ts.append(1)
        level1T = ts
        for i in 0..<n {
            let xa = Double(i) / Double(n), xb = Double(i + 1) / Double(n)
            if let c = fit(xa, xb, ts[i], ts[i + 1]) {
                for k in 0..<4 { level1[4 * i + k] = c[k] }
            } else {
                level1[4 * i] = .nan
                level1[4 * i + 1] = Double(level2T.count / (CubicBezier.subsegments + 1))
                buildLevel2(xa, xb, ts[i], ts[i + 1])
            }
        }
    }

    deinit { level1.deallocate() }

    /// The certified Hermite cubic of y over [xa, xb] (in s = (x − xa)/(xb − xa)), or nil.
    private func fit(_ xa: Double, _ xb: Double, _ ta: Double, _ tb: Double) -> [Double]? {
        let dxa = dxOf(ta), dxb = dxOf(tb)
        guard dxa > 1e-9, dxb > 1e-9 else { return nil }
        let h = xb - xa
        let ya = yOf(ta), yb = yOf(tb)
        let m0 = h * dyOf(ta) / dxa, m1 = h * dyOf(tb) / dxb
        let c = [ya, m0, 3 * (yb - ya) - 2 * m0 - m1, 2 * (ya - yb) + m0 + m1]
        for j in 1..<16 {
            let s = Double(j) / 16
            let x = xa + s * h
            let exact = yOf(CubicBezier.solve(x, lo: ta, hi: tb, guess: ta + s * (tb - ta), ax, bx, cx))
            let poly = ((c[3] * s + c[2]) * s + c[1]) * s + c[0]
            let err = abs(poly - exact)
            guard err.isFinite, err <= CubicBezier.certificationTolerance else { return nil }
        }
        return c
    }

    private func buildLevel2(_ xa: Double, _ xb: Double, _ ta: Double, _ tb: Double) {
        let m = CubicBezier.subsegments
        var ts = [ta]
        for j in 1..<m {
            let x = xa + (xb - xa) * Double(j) / Double(m)
            ts.append(CubicBezier.solve(x, lo: ts[j - 1], hi: tb, guess: ts[j - 1], ax, bx, cx))
        }
        ts.append(tb)
        level2T.append(contentsOf: ts)
        for j in 0..<m {
            let c = fit(
                xa + (xb - xa) * Double(j) / Double(m), xa + (xb - xa) * Double(j + 1) / Double(m), ts[j], ts[j + 1])
            level2.append(contentsOf: c ?? [.nan, 0, 0, 0])
        }
    }

    // MARK: Polynomials (Horner)

    @inlinable @inline(__always) func xOf(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable @inline(__always) func yOf(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inlinable @inline(__always) func dxOf(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inlinable @inline(__always) func dyOf(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// `((ax·t + bx)·t + cx)·t − x`, accurately where it matters.
    ///
    /// Near a vertical tangent `x(t) − x` behaves like `(t − t*)³`, so plain doubles cannot
    /// resolve its sign closer than ~4e-6 to `t*`, which costs up to ~4e-7 in `y`. When the plain
    /// value is within rounding noise (|f| < 1e-12) it is recomputed with compensated Horner steps
    /// (error-free products by Dekker's split, error-free sums), as accurate as double-double
    /// arithmetic, which resolves `t` to ~1e-11. Dekker's split needs no fused multiply-add,
    /// which baseline x86-64 lacks (`fma` there is a slow library call).
    @usableFromInline static func residual(_ t: Double, _ x: Double, _ ax: Double, _ bx: Double, _ cx: Double) -> Double
    {
        let plain = ((ax * t + bx) * t + cx) * t - x
        if abs(plain) > 1e-12 { return plain }
        @inline(__always) func split(_ a: Double) -> (Double, Double) {
            let c = 134_217_729.0 * a  // 2^27 + 1
            let hi = c - (c - a)
            return (hi, a - hi)
        }
        @inline(__always) func twoProduct(_ a: Double, _ b: Double) -> (Double, Double) {
            let p = a * b
            let (ah, al) = split(a), (bh, bl) = split(b)
            return (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
        }
        @inline(__always) func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
            let s = a + b, bb = s - a
            return (s, (a - (s - bb)) + (b - bb))
        }
        var s = ax, c = 0.0
        // Three compensated Horner steps (coefficients bx, cx, -x), unrolled: no array.
        @inline(__always) func step(_ k: Double) {
            let (p, pe) = twoProduct(s, t)
            let (sum, se) = twoSum(p, k)
            c = c * t + (pe + se)
            s = sum
        }
        step(bx)
        step(cx)
        step(-x)
        return s + c
    }

    /// Solves `x(t) = x` for `t` inside `[lo, hi]` (which must bracket the root) by Newton
    /// steps that fall back to bisection whenever a step leaves the bracket or fails to halve
    /// the step before last (as in *Numerical Recipes*' `rtsafe`). Converges to ~1e-15 in t.
    /// The residual is compensated (see ``residual(_:_:_:_:_:)``).
    @usableFromInline static func solve(
        _ x: Double, lo lo0: Double, hi hi0: Double, guess: Double,
        _ ax: Double, _ bx: Double, _ cx: Double
    ) -> Double {
        var lo = lo0, hi = hi0
        var t = min(hi, max(lo, guess))
        var step = hi - lo, lastStep = step
        for _ in 0..<200 {
            let f = residual(t, x, ax, bx, cx)
            if f == 0 { return t }
            if f < 0 { lo = t } else { hi = t }
            if hi - lo <= 1e-15 { return 0.5 * (lo + hi) }
            let d = (3 * ax * t + 2 * bx) * t + cx
            var next = t - f / d
            let beforeLast = lastStep
            lastStep = step
            if !(next > lo && next < hi) || abs(next - t) * 2 > abs(beforeLast) {
                next = 0.5 * (lo + hi)
            }
            step = next - t
            if abs(step) <= 1e-16 { return next }
            t = next
        }
        return t
    }

    /// The progress `y` at time fraction `x`.
    @inlinable public func progress(_ x: Double) -> Double {
        if isLinear { return x }
        guard x > 0 else { return x == 0 ? 0 : x * startSlope }
        guard x < 1 else { return x == 1 ? 1 : 1 + (x - 1) * endSlope }
        let fx = x * Double(CubicBezier.segments)
        let i = Int(fx)
        let s = fx - Double(i)
        let c = level1 + 4 * i
        let y = ((c[3] * s + c[2]) * s + c[1]) * s + c[0]
        if !y.isNaN { return y }
        return refined(x, segment: i, s: s)
    }

    /// The second level and, below it, the exact solver.
    @usableFromInline func refined(_ x: Double, segment i: Int, s: Double) -> Double {
        let m = CubicBezier.subsegments
        let block = Int(level1[4 * i + 1])
        let fs = s * Double(m)
        let j = min(Int(fs), m - 1)
        let u = fs - Double(j)
        let base = 4 * (block * m + j)
        let y = ((level2[base + 3] * u + level2[base + 2]) * u + level2[base + 1]) * u + level2[base]
        if !y.isNaN { return y }
        let tb = block * (m + 1) + j
        return yOf(CubicBezier.solve(x, lo: level2T[tb], hi: level2T[tb + 1], guess: level2T[tb], ax, bx, cx))
    }

    /// The slope `dy/dx` at time fraction `x` (the extrapolation slopes outside [0, 1];
    /// infinite where the curve has a vertical tangent).
    public func slope(_ x: Double) -> Double {
        if isLinear { return 1 }
        if x < 0 { return startSlope }
        if x > 1 { return endSlope }
        let t = CubicBezier.solve(x, lo: 0, hi: 1, guess: x, ax, bx, cx)
        let dx = dxOf(t), dy = dyOf(t)
        return dx == 0 ? (dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity)) : dy / dx
    }

    /// The reference value: `t` by 200 bisection steps on [0, 1] (comparing with the
    /// compensated residual), then `y(t)`. Slow and simple; the tests and the benchmark measure
    /// the fast path against it.
    public func referenceProgress(_ x: Double) -> Double {
        if x <= 0 || x >= 1 || isLinear { return progress(x) }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            if CubicBezier.residual(mid, x, ax, bx, cx) < 0 { lo = mid } else { hi = mid }
        }
        return yOf(0.5 * (lo + hi))
    }

    /// How many first-level segments needed a second-level table (for diagnostics).
    public var refinedSegmentCount: Int { (0..<CubicBezier.segments).filter { level1[4 * $0].isNaN }.count }

    /// How many second-level sub-segments are solved exactly (for diagnostics).
    public var exactSubsegmentCount: Int { stride(from: 0, to: level2.count, by: 4).filter { level2[$0].isNaN }.count }

    // MARK: Named curves

    /// `linear`: (0, 0, 1, 1).
    public static let linear = CubicBezier(0, 0, 1, 1)
    /// `easeIn`: (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// `easeOut`: (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// `easeInEaseOut`: (0.42, 0, 0.58, 1); UIKit's default curve for block animations.
    public static let easeInEaseOut = CubicBezier(0.42, 0, 0.58, 1)
    /// Core Animation's `default`: (0.25, 0.1, 0.25, 1).
    public static let `default` = CubicBezier(0.25, 0.1, 0.25, 1)

    private static let cacheLock = NSLock()
    // Every access holds `cacheLock`.
    nonisolated(unsafe) private static var cache: [[Double]: CubicBezier] = [:]

    /// A shared curve for these control points: the named curves and a bounded cache of
    /// custom ones (512 entries, then it starts afresh), so that a plugin asking for the same
    /// custom curve on every transition pays for the table once.
    public static func cached(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> CubicBezier {
        for named in [linear, easeIn, easeOut, easeInEaseOut, `default`]
        where named.p1x == p1x && named.p1y == p1y && named.p2x == p2x && named.p2y == p2y { return named }
        let key = [p1x, p1y, p2x, p2y]
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let c = cache[key] { return c }
        if cache.count >= 512 { cache.removeAll(keepingCapacity: true) }
        let c = CubicBezier(p1x, p1y, p2x, p2y)
        cache[key] = c
        return c
    }

    public static func == (l: CubicBezier, r: CubicBezier) -> Bool {
        l.p1x == r.p1x && l.p1y == r.p1y && l.p2x == r.p2x && l.p2y == r.p2y
    }

    public func hash(into h: inout Hasher) {
        h.combine(p1x)
        h.combine(p1y)
        h.combine(p2x)
        h.combine(p2y)
    }

    /// `cubic-bezier(p1x, p1y, p2x, p2y)`.
    public var description: String {
        "cubic-bezier(\([p1x, p1y, p2x, p2y].map { Rounding.format($0) }.joined(separator: ", ")))"
    }
}
