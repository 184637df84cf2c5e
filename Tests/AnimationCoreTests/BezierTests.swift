import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

// MARK: - Tests

/// CubicBezier against an independent 200-step bisection reference, its CSS extrapolation, its
/// exact end points, NaN handling, clamping and caching.
final class BezierTests: XCTestCase {
    static let named: [(String, (Double, Double, Double, Double))] = [
        ("linear", (0, 0, 1, 1)), ("easeIn", (0.42, 0, 1, 1)), ("easeOut", (0, 0, 0.58, 1)),
        ("easeInEaseOut", (0.42, 0, 0.58, 1)), ("default", (0.25, 0.1, 0.25, 1))
    ]
    static let hard: [(String, (Double, Double, Double, Double))] = [
        ("(0.3,1.5,0.8,1.5)", (0.3, 1.5, 0.8, 1.5)), ("(0.4,-0.8,0.7,1.7)", (0.4, -0.8, 0.7, 1.7)),
        ("(1,0,0,1)", (1, 0, 0, 1)), ("(0,1,1,0)", (0, 1, 1, 0)),
        ("(0.7,-2,1,-1.5)", (0.7, -2, 1, -1.5)), ("(0,4,1,-3)", (0, 4, 1, -3))
    ]

    private func curve(_ c: (Double, Double, Double, Double)) -> CubicBezier { CubicBezier(c.0, c.1, c.2, c.3) }
    private func reference(_ c: (Double, Double, Double, Double)) -> ReferenceBezier {
        ReferenceBezier(c.0, c.1, c.2, c.3)
    }

    /// Largest |progress − reference| over `xs`, with the worst x.
    private func worstError(_ c: (Double, Double, Double, Double), _ xs: [Double]) -> (error: Double, x: Double) {
        let b = curve(c), r = reference(c)
        var worst = (error: 0.0, x: 0.0)
        for x in xs where x > 0 && x < 1 {
            let e = abs(b.progress(x) - r.progress(x))
            if !(e <= worst.error) { worst = (e, x) }
        }
        return worst
    }

    private static let grid: [Double] = (0...20_000).map { Double($0) / 20_000 }

    func testReferenceAgreesWithTheClosedFormOfTheInflectionCurve() {
        // (1, 0, 0, 1): with s = t − ½, x = ½ + 4s³ and y = ½ + (3/2)s − 2s³ exactly, so
        // y(x) = ½ + (3/2)s − 2s³ with s = ∛((x − ½)/4). Checks the reference where it is hardest.
        let r = ReferenceBezier(1, 0, 0, 1)
        for k in stride(from: -3000, through: 3000, by: 7) {
            let x = 0.5 + Double(k) * 0x1p-53
            let s = cbrt((x - 0.5) / 4)
            XCTAssertEqual(r.progress(x), 0.5 + 1.5 * s - 2 * s * s * s, accuracy: 1e-12, "x = 0.5 + \(k) ulp")
        }
    }

    func testNamedAndBoundaryCurvesMatchBisectionOnA20001PointGrid() {
        for (name, c) in Self.named + Self.hard {
            let w = worstError(c, Self.grid)
            XCTAssertLessThanOrEqual(w.error, 1e-7, "\(name): worst |Δy| \(w.error) at x = \(w.x)")
        }
    }

    func testVerticalTangentCurvesNearTheirSingularX() {
        // Closed form for (1, 0, 0, 1) around its inflection x = ½ (see the reference test):
        // every double within 3000 ulps, then decades out to 1e-2.
        let b = CubicBezier(1, 0, 0, 1)
        var xs: [Double] = (-3000...3000).map { 0.5 + Double($0) * 0x1p-53 }
        for j in 2...15 {
            for m in 1...9 {
                let d = Double(m) * pow(10, -Double(j))
                xs += [0.5 - d, 0.5 + d]
            }
        }
        var worst = (error: 0.0, x: 0.5), failing = 0
        for x in xs {
            let s = cbrt((x - 0.5) / 4)
            let e = abs(b.progress(x) - (0.5 + 1.5 * s - 2 * s * s * s))
            if e > 1e-7 { failing += 1 }
            if e > worst.error { worst = (e, x) }
        }
        XCTAssertLessThanOrEqual(
            worst.error, 1e-7,
            "(1,0,0,1): worst |Δy| \(worst.error) at x = 0.5 + \((worst.x - 0.5) / 0x1p-53)·2⁻⁵³; \(failing) of \(xs.count) points above 1e-7"
        )
        // Square-root tangents at the ends: (0,1,1,0) at both ends, (0.7,-2,1,-1.5) at 1, (0,4,1,-3) at both.
        var ends: [Double] = []
        for j in 1...15 {
            for m in [1.0, 2.5, 5] {
                let d = m * pow(10, -Double(j))
                ends += [d, 1 - d]
            }
        }
        for k in 1...2000 {
            ends.append(1 - Double(k) * 0x1p-53)
            ends.append(Double(k) * 0x1p-40)
        }
        let curves: [(Double, Double, Double, Double)] = [(0, 1, 1, 0), (0.7, -2, 1, -1.5), (0, 4, 1, -3), (1, 0, 0, 1)]
        for c in curves {
            let w = worstError(c, ends)
            XCTAssertLessThanOrEqual(w.error, 1e-7, "\(c) near the ends: worst |Δy| \(w.error) at x = \(w.x)")
        }
    }

    func test200RandomCurvesMatchBisection() {
        var rng = SplitMix64(seed: 0xBE21)
        var worst = (error: 0.0, x: 0.0, curve: (0.0, 0.0, 0.0, 0.0))
        let grid = (0...1000).map { Double($0) / 1000 }
        for _ in 0..<200 {
            let c = (rng.unit(), rng.uniform(-2, 3), rng.unit(), rng.uniform(-2, 3))
            let xs = grid + (0..<100).map { _ in rng.unit() }
            let w = worstError(c, xs)
            if w.error > worst.error { worst = (w.error, w.x, c) }
        }
        XCTAssertLessThanOrEqual(worst.error, 1e-7, "worst |Δy| \(worst.error) at x = \(worst.x) on \(worst.curve)")
    }

    func testMonotonicWhenTheYControlPointsLieInTheUnitInterval() {
        var rng = SplitMix64(seed: 0xBE22)
        var curves = Self.named.map(\.1) + [(1, 0, 0, 1), (0, 1, 1, 0), (1, 1, 0, 0), (0.5, 0, 0.5, 1)]
        for _ in 0..<30 { curves.append((rng.unit(), rng.unit(), rng.unit(), rng.unit())) }
        for c in curves {
            let b = curve(c)
            var previous = b.progress(0)
            for x in Self.grid.dropFirst() {
                let y = b.progress(x)
                if y < previous {
                    XCTFail("\(c): progress decreases at x = \(x): \(previous) → \(y)")
                    break
                }
                previous = y
            }
        }
    }

    func testRoundTripThroughTheParametricCurve() {
        // progress(x(t)) = y(t) with x(t), y(t) computed here. Where dx/dt is tiny an ulp of x
        // moves t a lot, so the tolerance adds |dy/dx|·(4 ulps of x); points with |dx/dt| < 1e-4
        // are left to the vertical-tangent test, except t = ½ on (1,0,0,1), where x = ½ exactly.
        var rng = SplitMix64(seed: 0xBE23)
        var curves = (Self.named + Self.hard).map(\.1)
        for _ in 0..<30 { curves.append((rng.unit(), rng.uniform(-2, 3), rng.unit(), rng.uniform(-2, 3))) }
        for c in curves {
            let b = curve(c), r = reference(c)
            for k in 0...2000 {
                let t = Double(k) / 2000
                let dx = r.dx(t)
                guard abs(dx) >= 1e-4 else { continue }
                let x = r.x(t), y = r.y(t)
                let tol = 1e-7 + abs(r.dy(t) / dx) * 4 * Double.ulpOfOne
                assertClose(b.progress(x), y, tol, "\(c) at t = \(t), x = \(x)")
            }
        }
        XCTAssertEqual(CubicBezier(1, 0, 0, 1).progress(0.5), 0.5, accuracy: 1e-7, "the inflection point itself")
    }

    func testExtrapolationOutsideTheUnitIntervalUsesCSSSlopes() {
        func check(_ c: (Double, Double, Double, Double), start: Double, end: Double, _ what: String) {
            let b = curve(c)
            for x in [-2.0, -0.5, -1e-3] {
                XCTAssertEqual(b.progress(x), x * start, accuracy: 1e-15, "\(what): before 0 at \(x)")
            }
            for x in [1 + 1e-3, 1.5, 3] {
                XCTAssertEqual(b.progress(x), 1 + (x - 1) * end, accuracy: 1e-14, "\(what): after 1 at \(x)")
            }
            XCTAssertEqual(b.slope(-0.5), start, accuracy: 1e-15, what)
            XCTAssertEqual(b.slope(1.5), end, accuracy: 1e-15, what)
        }
        // Normal: slope towards the nearer control point.
        check((0.3, 1.5, 0.8, 1.5), start: 1.5 / 0.3, end: (1.5 - 1) / (0.8 - 1), "normal")
        check((0.25, 0.1, 0.25, 1), start: 0.1 / 0.25, end: 0, "default")
        // First control point on the end point: slope towards the other one.
        check((0, 0, 0.58, 1), start: 1 / 0.58, end: 0, "easeOut (P1 at the start)")
        check((0.42, 0, 1, 1), start: 0, end: (0 - 1) / (0.42 - 1), "easeIn (P2 at the end)")
        check((0, 0, 0.5, 0.8), start: 0.8 / 0.5, end: (0.8 - 1) / (0.5 - 1), "P1 at the start, P2 free")
        // Both control points on the end point: the curve is the line y = x, slope 1.
        check((0, 0, 0, 0), start: 1, end: 1, "both at the start")
        check((1, 1, 1, 1), start: 1, end: 1, "both at the end")
        // Vertical tangent: slope 0.
        check((0, 1, 1, 0), start: 0, end: 0, "vertical tangents")
        check((0, 0.5, 0.5, 1), start: 0, end: 0, "vertical at the start")
        check((0.7, -2, 1, -1.5), start: -2 / 0.7, end: 0, "vertical at the end")
        check((0, 0, 0, 0.7), start: 0, end: (0.7 - 1) / (0 - 1), "P1 at the start and P2 straight above it")
    }

    func testEndPointsAreExactAndNaNPropagates() {
        var rng = SplitMix64(seed: 0xBE24)
        var curves = (Self.named + Self.hard).map(\.1)
        for _ in 0..<20 { curves.append((rng.unit(), rng.uniform(-2, 3), rng.unit(), rng.uniform(-2, 3))) }
        for c in curves {
            let b = curve(c)
            XCTAssertEqual(b.progress(0), 0, "\(c)")
            XCTAssertEqual(b.progress(1), 1, "\(c)")
            XCTAssertEqual(b.progress(-0.0), 0, "\(c)")
            XCTAssertTrue(b.progress(.nan).isNaN, "\(c)")
            XCTAssertTrue(b.progress(1e-300).isFinite && b.progress(1 - 0x1p-53).isFinite)
        }
    }

    func testXControlPointsAreClampedAndNonFiniteControlsGiveTheLinearCurve() {
        let b = CubicBezier(-0.5, 0.2, 1.7, 0.8)
        XCTAssertEqual([b.p1x, b.p1y, b.p2x, b.p2y], [0, 0.2, 1, 0.8])
        let r = ReferenceBezier(0, 0.2, 1, 0.8)
        var worst = 0.0
        for x in Self.grid where x > 0 && x < 1 { worst = max(worst, abs(b.progress(x) - r.progress(x))) }
        XCTAssertLessThanOrEqual(worst, 1e-7)
        let c = CubicBezier(2, 0.3, -1, 0.6)
        XCTAssertEqual([c.p1x, c.p2x], [1, 0])
        for x in [0.1, 0.5, 0.9] {
            XCTAssertEqual(c.progress(x), ReferenceBezier(1, 0.3, 0, 0.6).progress(x), accuracy: 1e-7)
        }
        for bad in [CubicBezier(.nan, 0, 1, 1), CubicBezier(0.3, .infinity, 0.5, 1), CubicBezier(0.3, 0, -.infinity, 1)]
        {
            for x in [0.1, 0.37, 0.9] { XCTAssertEqual(bad.progress(x), x, accuracy: 1e-15) }
        }
    }

    func testCachedReturnsTheSameInstance() {
        let a = CubicBezier.cached(0.1, 0.7, 0.3, 1.2)
        XCTAssertTrue(a === CubicBezier.cached(0.1, 0.7, 0.3, 1.2))
        XCTAssertFalse(a === CubicBezier.cached(0.1, 0.7, 0.3, 1.3))
        XCTAssertTrue(CubicBezier.cached(0.42, 0, 0.58, 1) === CubicBezier.easeInEaseOut)
        XCTAssertTrue(CubicBezier.cached(0.25, 0.1, 0.25, 1) === CubicBezier.default)
        XCTAssertTrue(CubicBezier.cached(0, 0, 1, 1) === CubicBezier.linear)
        XCTAssertEqual(
            CubicBezier.cached(0.1, 0.7, 0.3, 1.2), CubicBezier(0.1, 0.7, 0.3, 1.2), "equal by control points")
        // The named curves are the documented control points.
        XCTAssertEqual(CubicBezier.easeIn, CubicBezier(0.42, 0, 1, 1))
        XCTAssertEqual(CubicBezier.easeOut, CubicBezier(0, 0, 0.58, 1))
        XCTAssertEqual(AnimationCurve.easeInOut.bezier, CubicBezier(0.42, 0, 0.58, 1))
    }
}
