import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

// Helpers for the engine tests (the seeded generator and `assertClose` are TestSupport's): small,
// independent reference implementations (matrix products, Rodrigues' rotation, layer matrices) written
// from the textbook formulas, never by calling the engine's own math.

/// A fresh engine kept alive for the whole run, so it outlives the views a test makes with it.
/// Layers hold their engine `unowned` and call into it from their deinit, so an engine must
/// outlive every view made with it (see EngineLifetimeTests); Swift does not promise the order
/// in which locals are released.
func makeEngine() -> AnimationEngine { keepAlive(AnimationEngine()) }

/// Independent reference math for the tests (row-vector convention throughout, as documented
/// by the engine: `p' = p × M`).
enum Ref {
    /// 4×4 identity, row-major.
    static let identity4: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    /// Row-major 4×4 product `a × b`.
    static func mul(_ a: [Double], _ b: [Double]) -> [Double] {
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                var s = 0.0
                for k in 0..<4 { s += a[4 * i + k] * b[4 * k + j] }
                r[4 * i + j] = s
            }
        }
        return r
    }

    /// Row vector times matrix: `[v0 v1 v2 v3] × m`.
    static func apply(_ v: [Double], _ m: [Double]) -> [Double] {
        (0..<4).map { j in v[0] * m[j] + v[1] * m[4 + j] + v[2] * m[8 + j] + v[3] * m[12 + j] }
    }

    /// Projects the z = 0 point `(x, y)` through `m` (divides by w).
    static func project(_ x: Double, _ y: Double, _ m: [Double]) -> (Double, Double) {
        let h = apply([x, y, 0, 1], m)
        return (h[0] / h[3], h[1] / h[3])
    }

    /// A translation matrix.
    static func translation(_ x: Double, _ y: Double, _ z: Double = 0) -> [Double] {
        [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1]
    }

    /// Rotates `v` about the unit vector `k` by `angle` (Rodrigues' formula:
    /// v cos θ + (k × v) sin θ + k (k·v)(1 − cos θ)).
    static func rodrigues(_ v: (Double, Double, Double), axis k0: (Double, Double, Double), angle: Double) -> (
        Double, Double, Double
    ) {
        let n = (k0.0 * k0.0 + k0.1 * k0.1 + k0.2 * k0.2).squareRoot()
        let k = (k0.0 / n, k0.1 / n, k0.2 / n)
        let c = cos(angle), s = sin(angle)
        let cross = (k.1 * v.2 - k.2 * v.1, k.2 * v.0 - k.0 * v.2, k.0 * v.1 - k.1 * v.0)
        let dot = k.0 * v.0 + k.1 * v.1 + k.2 * v.2
        return (
            v.0 * c + cross.0 * s + k.0 * dot * (1 - c),
            v.1 * c + cross.1 * s + k.1 * dot * (1 - c),
            v.2 * c + cross.2 * s + k.2 * dot * (1 - c)
        )
    }

    /// The rotation as a row-vector matrix built from Rodrigues' formula applied to the basis
    /// vectors (row i is the image of basis vector i).
    static func rotationMatrix(axis: (Double, Double, Double), angle: Double) -> [Double] {
        let e0 = rodrigues((1, 0, 0), axis: axis, angle: angle)
        let e1 = rodrigues((0, 1, 0), axis: axis, angle: angle)
        let e2 = rodrigues((0, 0, 1), axis: axis, angle: angle)
        return [e0.0, e0.1, e0.2, 0, e1.0, e1.1, e1.2, 0, e2.0, e2.1, e2.2, 0, 0, 0, 0, 1]
    }

    /// A layer's bounds-to-superlayer matrix, from Core Animation's definition:
    /// translate by −(anchor point in bounds), apply the transform, translate by
    /// (position, zPosition).
    static func layerMatrix(bounds: Rect, position: Point, anchor: Point, zPosition: Double, transform: [Double])
        -> [Double]
    {
        let ax = bounds.origin.x + anchor.x * bounds.size.width
        let ay = bounds.origin.y + anchor.y * bounds.size.height
        return mul(mul(translation(-ax, -ay), transform), translation(position.x, position.y, zPosition))
    }

    /// `layerMatrix` for a layer state.
    static func layerMatrix(_ s: LayerState) -> [Double] {
        layerMatrix(
            bounds: s.bounds, position: s.position, anchor: s.anchorPoint, zPosition: s.zPosition,
            transform: s.transform.rows)
    }

    /// Largest absolute entrywise difference.
    static func maxDiff(_ a: [Double], _ b: [Double]) -> Double {
        precondition(a.count == b.count)
        var m = 0.0
        for i in a.indices { m = max(m, abs(a[i] - b[i])) }
        return m
    }

    /// Largest absolute entry.
    static func maxAbs(_ a: [Double]) -> Double { a.reduce(0) { max($0, abs($1)) } }

    /// Frobenius norm.
    static func norm(_ a: [Double]) -> Double { a.reduce(0) { $0 + $1 * $1 }.squareRoot() }

    /// The six entries of a 2D affine transform in `[a, b, c, d, tx, ty]` order.
    static func entries(_ t: Transform2D) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }

    /// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (the row-vector affine map).
    static func apply(_ t: Transform2D, _ p: Point) -> Point {
        Point(x: t.a * p.x + t.c * p.y + t.tx, y: t.b * p.x + t.d * p.y + t.ty)
    }
}

// MARK: - Cubic Bézier reference (independent of the engine)

/// A double-double number (hi + lo, |lo| ≤ ulp(hi)/2): about 106 bits, enough to solve x(t) = x
/// next to a vertical tangent, where plain doubles cannot tell x(t) from x.
struct DoubleDouble {
    var hi: Double, lo: Double
    init(_ hi: Double, _ lo: Double = 0) {
        self.hi = hi
        self.lo = lo
    }

    static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b, bb = s - a
        return DoubleDouble(s, (a - (s - bb)) + (b - bb))
    }
    static func twoProd(_ a: Double, _ b: Double) -> DoubleDouble {
        let p = a * b
        return DoubleDouble(p, (-p).addingProduct(a, b))  // fused: the exact rounding error of a·b
    }
    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let s = twoSum(a.hi, b.hi)
        return twoSum(s.hi, s.lo + a.lo + b.lo)
    }
    static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let p = twoProd(a.hi, b.hi)
        return twoSum(p.hi, p.lo + a.hi * b.lo + a.lo * b.hi)
    }
    var value: Double { hi + lo }
}

/// The curve B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³ (Bernstein form, not the engine's power
/// form), with x control values clamped to [0, 1] as documented.
struct ReferenceBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    init(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        x1 = min(1, max(0, a))
        y1 = b
        x2 = min(1, max(0, c))
        y2 = d
    }

    func x(_ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t
    }
    func y(_ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t
    }
    func dx(_ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
    }
    func dy(_ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * y1 + 6 * u * t * (y2 - y1) + 3 * t * t * (1 - y2)
    }

    private func bernsteinDoubleDouble(_ p1: Double, _ p2: Double, _ t: Double) -> DoubleDouble {
        let u = DoubleDouble.twoSum(1, -t), tt = DoubleDouble(t)
        let c1 = DoubleDouble.twoProd(3, p1), c2 = DoubleDouble.twoProd(3, p2)
        return c1 * u * u * tt + c2 * u * tt * tt + tt * tt * tt
    }

    /// 200 bisection steps on [0, 1] for x(t) = x (stopping early once the bracket is two
    /// neighbouring doubles, after which no further step can move it).
    func solve(_ x: Double, doubleDouble: Bool = false) -> Double {
        var lo = 0.0, hi = 1.0
        let a = 3 * x1, b = 3 * x2
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { break }
            let below: Bool
            if doubleDouble {
                let v = bernsteinDoubleDouble(x1, x2, mid)
                below = v.hi < x || (v.hi == x && v.lo < 0)
            } else {
                let u = 1 - mid
                below = (u * u * mid * a + u * mid * mid * b + mid * mid * mid) < x
            }
            if below { lo = mid } else { hi = mid }
        }
        return 0.5 * (lo + hi)
    }

    /// y for x in (0, 1). Plain doubles where the slope dy/dx is below 1e6 (an x rounding error
    /// of ~4e-16 then moves y by < 4e-10); double-double bisection near vertical tangents.
    func progress(_ x: Double) -> Double {
        let t = solve(x)
        if abs(dy(t)) <= 1e6 * abs(dx(t)) { return y(t) }
        return bernsteinDoubleDouble(y1, y2, solve(x, doubleDouble: true)).value
    }
}
