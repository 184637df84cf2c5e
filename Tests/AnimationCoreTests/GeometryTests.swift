import Foundation
import TestSupport
import TextFormat
import XCTest
@testable import AnimationCore

/// Transform2D / Transform3D algebra, Rect helpers, LayerState.frame, Layer.frame's setter and
/// View.convert, each against math written out in the test (row vectors: `p' = p × M`).
final class GeometryTests: XCTestCase {
    private let eps = Double.ulpOfOne

    private func randomAffine(_ rng: inout SplitMix64, linear: Double = 3, translation: Double = 500) -> Transform2D {
        Transform2D(
            a: rng.uniform(-linear, linear), b: rng.uniform(-linear, linear),
            c: rng.uniform(-linear, linear), d: rng.uniform(-linear, linear),
            tx: rng.uniform(-translation, translation), ty: rng.uniform(-translation, translation))
    }

    private func random4x4(_ rng: inout SplitMix64) -> [Double] {
        var m = (0..<16).map { _ in rng.uniform(-2, 2) }
        m[3] = rng.uniform(-0.01, 0.01)
        m[7] = rng.uniform(-0.01, 0.01)
        m[11] = rng.uniform(-0.01, 0.01)
        m[12] = rng.uniform(-300, 300)
        m[13] = rng.uniform(-300, 300)
        m[14] = rng.uniform(-300, 300)
        m[15] = rng.uniform(0.5, 1.5)
        return m
    }

    // MARK: Transform2D

    func testTransform2DInverseConcatenationIsIdentityOn1000RandomInputs() {
        var rng = SplitMix64(seed: 0x2D01)
        var checked = 0
        while checked < 1000 {
            let t = randomAffine(&rng)
            let det = t.a * t.d - t.b * t.c
            guard abs(det) > 1e-2 else { continue }
            checked += 1
            guard let inv = t.inverted() else {
                XCTFail("invertible \(t) (det \(det)) gave nil")
                continue
            }
            // Forward error of the product is bounded by a few ulps of ‖T‖·‖T⁻¹‖ (the condition
            // number) for the linear part, and of the translations' magnitudes for the rest.
            let lin = Ref.norm([t.a, t.b, t.c, t.d]), ilin = Ref.norm([inv.a, inv.b, inv.c, inv.d])
            let kappa = lin * ilin
            let scaleT = 1 + abs(t.tx) + abs(t.ty) + abs(inv.tx) + abs(inv.ty)
            for (name, p) in [("t⋅t⁻¹", t.concatenating(inv)), ("t⁻¹⋅t", inv.concatenating(t))] {
                let e = Ref.entries(p)
                let tolLinear = 16 * eps * kappa
                assertClose(e[0], 1, tolLinear, "\(name) a for \(t)")
                assertClose(e[1], 0, tolLinear, "\(name) b for \(t)")
                assertClose(e[2], 0, tolLinear, "\(name) c for \(t)")
                assertClose(e[3], 1, tolLinear, "\(name) d for \(t)")
                assertClose(e[4], 0, 16 * eps * kappa * scaleT, "\(name) tx for \(t)")
                assertClose(e[5], 0, 16 * eps * kappa * scaleT, "\(name) ty for \(t)")
            }
            // And it undoes the map on points.
            let p = Point(x: rng.uniform(-100, 100), y: rng.uniform(-100, 100))
            let back = Ref.apply(inv, Ref.apply(t, p))
            assertClose(back, p, 64 * eps * kappa * (scaleT + 200), "round trip of \(p) through \(t)")
        }
    }

    func testTransform2DConcatenationAppliesTheReceiverFirst() {
        // Hand example: translate by (10, 0), then rotate a quarter turn (x → y on a y-down screen).
        let a = Transform2D.translation(10, 0), b = Transform2D.rotation(.pi / 2)
        assertClose(a.concatenating(b).apply(Point(x: 1, y: 0)), Point(x: 0, y: 11), 1e-14)
        assertClose(b.concatenating(a).apply(Point(x: 1, y: 0)), Point(x: 10, y: 1), 1e-14)
        var rng = SplitMix64(seed: 0x2D02)
        for _ in 0..<500 {
            let a = randomAffine(&rng), b = randomAffine(&rng)
            let ab = a.concatenating(b)
            // Row-vector product [a b 0; c d 0; tx ty 1] × [a' b' 0; c' d' 0; tx' ty' 1], by hand.
            let expected = [
                a.a * b.a + a.b * b.c, a.a * b.b + a.b * b.d,
                a.c * b.a + a.d * b.c, a.c * b.b + a.d * b.d,
                a.tx * b.a + a.ty * b.c + b.tx, a.tx * b.b + a.ty * b.d + b.ty
            ]
            XCTAssertLessThanOrEqual(Ref.maxDiff(Ref.entries(ab), expected), 1e-12, "\(a) then \(b)")
            let p = Point(x: rng.uniform(-50, 50), y: rng.uniform(-50, 50))
            let viaSteps = Ref.apply(b, Ref.apply(a, p))
            assertClose(ab.apply(p), viaSteps, 1e-9, "a then b on \(p)")
            assertClose(a.apply(p), Ref.apply(a, p), 1e-12, "apply matches x' = ax + cy + tx")
        }
    }

    func testTransform2DBuildersPrependTheirOperation() {
        var rng = SplitMix64(seed: 0x2D03)
        for _ in 0..<300 {
            let t = randomAffine(&rng)
            let p = Point(x: rng.uniform(-50, 50), y: rng.uniform(-50, 50))
            let dx = rng.uniform(-20, 20), dy = rng.uniform(-20, 20)
            let sx = rng.uniform(-3, 3), sy = rng.uniform(-3, 3), angle = rng.uniform(-7, 7)
            assertClose(
                t.translatedBy(x: dx, y: dy).apply(p), Ref.apply(t, Point(x: p.x + dx, y: p.y + dy)), 1e-9,
                "translatedBy")
            assertClose(
                t.scaledBy(x: sx, y: sy).apply(p), Ref.apply(t, Point(x: p.x * sx, y: p.y * sy)), 1e-9, "scaledBy")
            let rotated = Point(x: cos(angle) * p.x - sin(angle) * p.y, y: sin(angle) * p.x + cos(angle) * p.y)
            assertClose(t.rotated(by: angle).apply(p), Ref.apply(t, rotated), 1e-9, "rotated(by:)")
        }
        // Positive angles turn +x towards +y (clockwise on a y-down screen).
        assertClose(Transform2D.rotation(.pi / 2).apply(Point(x: 1, y: 0)), Point(x: 0, y: 1), 1e-15)
    }

    func testSingularTransformsHaveNoInverse() {
        XCTAssertNil(Transform2D(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6).inverted(), "parallel rows")
        XCTAssertNil(Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1).inverted(), "zero linear part")
        XCTAssertNil(Transform2D.scale(0, 3).inverted(), "zero x scale")
        XCTAssertNil(Transform2D(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted(), "non-finite")
        XCTAssertNotNil(Transform2D(a: 1e-3, b: 0, c: 0, d: 1e-3, tx: 0, ty: 0).inverted(), "small but regular")
        XCTAssertNil(Transform3D.scale(1, 1, 0).inverted(), "flattened z")
        XCTAssertNil(
            Transform3D(rows: [1, 2, 3, 4, 2, 4, 6, 8, 0, 1, 0, 0, 0, 0, 0, 1]).inverted(), "proportional rows")
        XCTAssertNil(Transform3D(rows: [Double](repeating: 0, count: 16)).inverted(), "zero matrix")
        XCTAssertNil(
            Transform3D(rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 3, 4, 0, 0]).inverted(),
            "m44 = 0 with no perspective column: the last column is zero")
    }

    func testRotationByPiPrintsRoundedButKeepsTheResidue() {
        let r = Transform2D.rotation(.pi)
        XCTAssertEqual(r.description, "[-1, 0, 0, -1, 0, 0]")
        // The stored values are the raw trigonometry: sin(π) in doubles is 1.2246467991473532e-16.
        XCTAssertEqual(r.b, Foundation.sin(Double.pi))
        XCTAssertEqual(r.b, 1.2246467991473532e-16, accuracy: 1e-30)
        XCTAssertEqual(r.c, -1.2246467991473532e-16, accuracy: 1e-30)
        XCTAssertEqual(r.a, -1)
        XCTAssertEqual(
            Transform3D.rotation(.pi, x: 0, y: 0, z: 1).description,
            "[-1, 0, 0, 0; 0, -1, 0, 0; 0, 0, 1, 0; 0, 0, 0, 1]")
        XCTAssertEqual(Point(x: -1e-17, y: 2.0000000001).description, "(0, 2)")
        XCTAssertEqual(Point(x: 0.1 + 0.2, y: -0.0).description, "(0.3, 0)")
        XCTAssertEqual(Rounding.format(1.23456789012), "1.23456789")
        XCTAssertEqual(Rounding.format(.nan), "nan")
        XCTAssertEqual(Rounding.format(-.infinity), "-inf")
        XCTAssertEqual(Rounding.round(-1e-12).sign, .plus, "no negative zero")
    }

    // MARK: Transform3D

    func testTransform3DInverseConcatenationIsIdentityOnRandomInputs() {
        var rng = SplitMix64(seed: 0x3D01)
        var checked = 0
        while checked < 1000 {
            let m = random4x4(&rng)
            let t = Transform3D(rows: m)
            guard let inv = t.inverted() else { continue }  // singular draws are vanishingly rare
            let kappa = Ref.norm(m) * Ref.norm(inv.rows)
            guard kappa < 1e6 else { continue }
            checked += 1
            for (name, p) in [("M⋅M⁻¹", t.concatenating(inv).rows), ("M⁻¹⋅M", inv.concatenating(t).rows)] {
                // Residual of an adjugate inverse: bounded by a modest multiple of ε·κ·‖M‖‖M⁻¹‖/κ…
                // in practice ε·κ; allow 256 ε κ.
                XCTAssertLessThanOrEqual(
                    Ref.maxDiff(p, Ref.identity4), 256 * eps * kappa, "\(name) for \(m), κ = \(kappa)")
            }
            // Independently: my own product of M and the inverse.
            XCTAssertLessThanOrEqual(Ref.maxDiff(Ref.mul(m, inv.rows), Ref.identity4), 256 * eps * kappa)
        }
    }

    func testTransform3DConcatenationIsTheRowVectorProduct() {
        var rng = SplitMix64(seed: 0x3D02)
        for _ in 0..<300 {
            let a = random4x4(&rng), b = random4x4(&rng)
            let ab = Transform3D(rows: a).concatenating(Transform3D(rows: b)).rows
            let expected = Ref.mul(a, b)
            XCTAssertLessThanOrEqual(Ref.maxDiff(ab, expected), 1e-12 * Ref.maxAbs(a) * Ref.maxAbs(b) * 4)
            // a applies first: [p] × A × B.
            let v = [rng.uniform(-9, 9), rng.uniform(-9, 9), rng.uniform(-9, 9), 1]
            let viaSteps = Ref.apply(Ref.apply(v, a), b)
            let h = Transform3D(rows: a).concatenating(Transform3D(rows: b)).applyHomogeneous(x: v[0], y: v[1], z: v[2])
            let got = [h.x, h.y, h.z, h.w]
            XCTAssertLessThanOrEqual(Ref.maxDiff(got, viaSteps), 1e-9 * (1 + Ref.maxAbs(viaSteps)))
        }
        // Builders prepend, as CATransform3DTranslate/Scale/Rotate do.
        for _ in 0..<200 {
            let m = random4x4(&rng), t = Transform3D(rows: m)
            let (x, y, z) = (rng.uniform(-20, 20), rng.uniform(-20, 20), rng.uniform(-20, 20))
            let angle = rng.uniform(-4, 4), axis = (rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1))
            XCTAssertLessThanOrEqual(
                Ref.maxDiff(t.translatedBy(x: x, y: y, z: z).rows, Ref.mul(Ref.translation(x, y, z), m)), 1e-9)
            let s = [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1]
            XCTAssertLessThanOrEqual(Ref.maxDiff(t.scaledBy(x: x, y: y, z: z).rows, Ref.mul(s, m)), 1e-9)
            let r = Ref.rotationMatrix(axis: axis, angle: angle)
            XCTAssertLessThanOrEqual(
                Ref.maxDiff(t.rotated(by: angle, x: axis.0, y: axis.1, z: axis.2).rows, Ref.mul(r, m)), 1e-9)
        }
    }

    func testRotationAboutZEqualsTheAffineRotation() {
        var rng = SplitMix64(seed: 0x3D03)
        for _ in 0..<500 {
            let angle = rng.uniform(-20, 20)
            let expected = Transform2D.rotation(angle).transform3D.rows
            XCTAssertLessThanOrEqual(Ref.maxDiff(Transform3D.rotation(angle, x: 0, y: 0, z: 1).rows, expected), 1e-15)
            XCTAssertLessThanOrEqual(
                Ref.maxDiff(Transform3D.rotation(angle, x: 0, y: 0, z: 7.5).rows, expected), 1e-15, "axis is normalised"
            )
            // And the affine rotation itself is (cos, sin; −sin, cos).
            let r = Transform2D.rotation(angle)
            XCTAssertEqual(Ref.entries(r), [cos(angle), sin(angle), -sin(angle), cos(angle), 0, 0])
        }
        XCTAssertEqual(Transform3D.rotation(1, x: 0, y: 0, z: 0), .identity, "zero axis gives the identity")
    }

    func testRotationAboutAnyAxisFollowsRodrigues() {
        var rng = SplitMix64(seed: 0x3D04)
        var axes: [(Double, Double, Double)] = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (-1, 0, 0), (0, 3, 0)]
        for _ in 0..<300 { axes.append((rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1))) }
        for axis in axes {
            let angle = rng.uniform(-7, 7)
            let m = Transform3D.rotation(angle, x: axis.0, y: axis.1, z: axis.2)
            XCTAssertLessThanOrEqual(
                Ref.maxDiff(m.rows, Ref.rotationMatrix(axis: axis, angle: angle)), 2e-15, "axis \(axis), angle \(angle)"
            )
            for _ in 0..<5 {
                let v = (rng.uniform(-100, 100), rng.uniform(-100, 100), rng.uniform(-100, 100))
                let h = m.applyHomogeneous(x: v.0, y: v.1, z: v.2)
                let e = Ref.rodrigues(v, axis: axis, angle: angle)
                XCTAssertEqual(h.w, 1)
                XCTAssertLessThanOrEqual(
                    max(abs(h.x - e.0), abs(h.y - e.1), abs(h.z - e.2)), 1e-12, "axis \(axis), angle \(angle), v \(v)")
            }
        }
        // Right-handed about +x: y goes to z.
        let h = Transform3D.rotation(.pi / 2, x: 1, y: 0, z: 0).applyHomogeneous(x: 0, y: 1, z: 0)
        XCTAssertEqual(h.x, 0, accuracy: 1e-15)
        XCTAssertEqual(h.y, 0, accuracy: 1e-15)
        XCTAssertEqual(h.z, 1, accuracy: 1e-15)
    }

    func testPerspectiveDividesByOneMinusZOverD() {
        var rng = SplitMix64(seed: 0x3D05)
        for _ in 0..<500 {
            let d = rng.uniform(200, 2000)
            let p = Transform3D.perspective(distance: d)
            XCTAssertEqual(p.m34, -1 / d)
            XCTAssertEqual(Array(p.rows[0..<11]), Array(Ref.identity4[0..<11]))
            let z = rng.uniform(-d, 0.9 * d), x = rng.uniform(-300, 300), y = rng.uniform(-300, 300)
            let w = 1 - z / d
            // A point lifted to depth z, then seen through the perspective.
            let m = Transform3D.translation(0, 0, z).concatenating(p)
            let h = m.applyHomogeneous(x: x, y: y)
            XCTAssertEqual(h.w, w, accuracy: 1e-15)
            assertClose(m.apply(Point(x: x, y: y)), Point(x: x / w, y: y / w), 1e-9 * (1 + abs(x / w) + abs(y / w)))
            // A plane tilted about y, seen through the perspective: Rodrigues then divide.
            let angle = rng.uniform(-1.2, 1.2)
            let tilted = Transform3D.rotation(angle, x: 0, y: 1, z: 0).concatenating(p)
            let r = Ref.rodrigues((x, y, 0), axis: (0, 1, 0), angle: angle)
            let wr = 1 - r.2 / d
            assertClose(
                tilted.apply(Point(x: x, y: y)), Point(x: r.0 / wr, y: r.1 / wr),
                1e-9 * (1 + abs(r.0 / wr) + abs(r.1 / wr)))
            XCTAssertFalse(tilted.isAffine)
        }
        // Nearer (z > 0) looks bigger.
        let near = Transform3D.translation(0, 0, 100).concatenating(.perspective(distance: 500)).apply(
            Point(x: 10, y: 0))
        XCTAssertEqual(near.x, 12.5, accuracy: 1e-12)
        // Behind the eye: documented clamp of w to 1e-6, finite.
        let behind = Transform3D.translation(0, 0, 1000).concatenating(.perspective(distance: 500)).apply(
            Point(x: 1, y: 2))
        XCTAssertEqual(behind.x, 1e6, accuracy: 1e-3)
        XCTAssertEqual(behind.y, 2e6, accuracy: 1e-3)
    }

    func testIsAffine() {
        var rng = SplitMix64(seed: 0x3D06)
        XCTAssertTrue(Transform3D.identity.isAffine)
        for _ in 0..<100 { XCTAssertTrue(randomAffine(&rng).transform3D.isAffine) }
        XCTAssertTrue(Transform3D.rotation(0.7, x: 0, y: 0, z: 1).isAffine)
        XCTAssertFalse(Transform3D.rotation(0.7, x: 1, y: 0, z: 0).isAffine)
        XCTAssertFalse(Transform3D.perspective(distance: 500).isAffine)
        XCTAssertFalse(Transform3D.translation(1, 2, 3).isAffine)
        XCTAssertFalse(Transform3D.scale(1, 1, 2).isAffine)
        var m = Transform3D.identity
        m.m44 = 2
        XCTAssertFalse(m.isAffine)
        m = .identity
        m.m13 = 1e-300
        XCTAssertFalse(m.isAffine)
    }

    func testAffineAnd3DRoundTrip() {
        var rng = SplitMix64(seed: 0x3D07)
        for _ in 0..<500 {
            let t = randomAffine(&rng)
            let m = t.transform3D
            XCTAssertEqual(m.affine, t)
            XCTAssertEqual(m.rows, [t.a, t.b, 0, 0, t.c, t.d, 0, 0, 0, 0, 1, 0, t.tx, t.ty, 0, 1])
            XCTAssertEqual(m.affine.transform3D, m)
            // The 3D map restricted to z = 0 is the 2D map.
            let p = Point(x: rng.uniform(-9, 9), y: rng.uniform(-9, 9))
            assertClose(m.apply(p), Ref.apply(t, p), 1e-12)
        }
        // A non-affine matrix keeps only the entries acting in the plane.
        let r = Transform3D.rotation(0.3, x: 1, y: 1, z: 0)
        XCTAssertEqual(Ref.entries(r.affine), [r.m11, r.m12, r.m21, r.m22, r.m41, r.m42])
    }

    // MARK: Rect

    func testRectHelpers() {
        let neg = Rect(x: 10, y: 20, width: -4, height: -6)
        XCTAssertEqual(neg.standardized, Rect(x: 6, y: 14, width: 4, height: 6))
        XCTAssertEqual([neg.minX, neg.maxX, neg.minY, neg.maxY, neg.width, neg.height], [6, 10, 14, 20, 4, 6])
        XCTAssertEqual(neg.center, Point(x: 8, y: 17))
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: -5, width: 10, height: 8)
        XCTAssertEqual(a.union(b), Rect(x: 0, y: -5, width: 15, height: 15))
        XCTAssertEqual(a.intersection(b), Rect(x: 5, y: 0, width: 5, height: 3))
        XCTAssertNil(a.intersection(Rect(x: 11, y: 0, width: 2, height: 2)))
        XCTAssertEqual(a.union(neg), Rect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(neg.insetBy(dx: 1, dy: 2), Rect(x: 7, y: 16, width: 2, height: 2))
        XCTAssertEqual(a.insetBy(dx: -2, dy: -3), Rect(x: -2, y: -3, width: 14, height: 16))
        XCTAssertEqual(
            a.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), Rect(x: 2, y: 1, width: 4, height: 6))
        XCTAssertTrue(a.contains(Point(x: 10, y: 10)), "border is inside")
        XCTAssertTrue(a.contains(Point(x: 0, y: 5)))
        XCTAssertFalse(a.contains(Point(x: 10.000001, y: 5)))
        XCTAssertTrue(neg.contains(Point(x: 7, y: 15)), "negative sizes are standardised")
        XCTAssertEqual(
            Rect.bounding([Point(x: 3, y: -1), Point(x: -2, y: 4), Point(x: 0, y: 0)]),
            Rect(x: -2, y: -1, width: 5, height: 5))
        XCTAssertEqual(Rect.bounding([]), .zero)
        XCTAssertEqual(neg.corners, [Point(x: 6, y: 14), Point(x: 10, y: 14), Point(x: 10, y: 20), Point(x: 6, y: 20)])

        // Properties on random rectangles and points.
        var rng = SplitMix64(seed: 0x5EC7)
        func randomRect() -> Rect {
            Rect(
                x: rng.uniform(-50, 50), y: rng.uniform(-50, 50), width: rng.uniform(-40, 40),
                height: rng.uniform(-40, 40))
        }
        for _ in 0..<1000 {
            let r = randomRect(), s = randomRect()
            let u = r.union(s)
            XCTAssertEqual(u.minX, min(r.minX, s.minX))
            XCTAssertEqual(u.minY, min(r.minY, s.minY))
            XCTAssertEqual(u.maxX, max(r.maxX, s.maxX), accuracy: 1e-12)
            XCTAssertEqual(u.maxY, max(r.maxY, s.maxY), accuracy: 1e-12)
            let i = r.intersection(s)
            for _ in 0..<10 {
                let p = Point(x: rng.uniform(-100, 100), y: rng.uniform(-100, 100))
                let inBoth = r.contains(p) && s.contains(p)
                XCTAssertEqual(i?.contains(p) ?? false, inBoth, "\(p) in \(r) ∩ \(s) = \(String(describing: i))")
                if inBoth { XCTAssertTrue(u.contains(p)) }
            }
            let pts = (0..<5).map { _ in Point(x: rng.uniform(-100, 100), y: rng.uniform(-100, 100)) }
            let bb = Rect.bounding(pts)
            XCTAssertEqual(bb.minX, pts.map(\.x).min()!)
            XCTAssertEqual(bb.minY, pts.map(\.y).min()!)
            XCTAssertEqual(bb.maxX, pts.map(\.x).max()!, accuracy: 1e-12)
            XCTAssertEqual(bb.maxY, pts.map(\.y).max()!, accuracy: 1e-12)
        }
    }

    // MARK: Frames

    /// A layer state with random bounds (origin in ±20, sizes from `minSize` to 300), position
    /// (±500) and anchor point (both coordinates in `anchor`).
    private func randomLayerState(_ rng: inout SplitMix64, minSize: Double, anchor: ClosedRange<Double>) -> LayerState {
        var s = LayerState()
        s.bounds = Rect(
            x: rng.uniform(-20, 20), y: rng.uniform(-20, 20), width: rng.uniform(minSize, 300),
            height: rng.uniform(minSize, 300))
        s.position = Point(x: rng.uniform(-500, 500), y: rng.uniform(-500, 500))
        s.anchorPoint = Point(
            x: rng.uniform(anchor.lowerBound, anchor.upperBound), y: rng.uniform(anchor.lowerBound, anchor.upperBound))
        return s
    }

    func testLayerStateFrameWithIdentityTransformIsPositionMinusAnchorTimesSize() {
        var rng = SplitMix64(seed: 0xF4A3)
        for _ in 0..<1000 {
            let s = randomLayerState(&rng, minSize: 0, anchor: -0.5...1.5)
            let f = s.frame
            XCTAssertEqual(f.origin.x, s.position.x - s.anchorPoint.x * s.bounds.size.width, accuracy: 1e-12)
            XCTAssertEqual(f.origin.y, s.position.y - s.anchorPoint.y * s.bounds.size.height, accuracy: 1e-12)
            XCTAssertEqual(f.size, s.bounds.size, "the bounds origin does not move the frame")
        }
        // The default layer for a frame reproduces it.
        let r = Rect(x: 12, y: -7, width: 30, height: 40)
        XCTAssertEqual(LayerState(frame: r).frame, r)
    }

    func testLayerStateFrameUnderATransformIsTheBoundingBoxOfTheTransformedCorners() {
        var rng = SplitMix64(seed: 0xF4A4)
        for i in 0..<600 {
            var s = randomLayerState(&rng, minSize: 1, anchor: 0...1)
            switch i % 3 {
            case 0: s.transform = randomAffine(&rng, linear: 2, translation: 50).transform3D
            case 1:
                s.transform = Transform3D.rotation(
                    rng.uniform(-1, 1), x: rng.uniform(-1, 1), y: rng.uniform(-1, 1), z: rng.uniform(-1, 1))
            default:
                s.transform = Transform3D.rotation(rng.uniform(-1, 1), x: 0, y: 1, z: 0).concatenating(
                    .perspective(distance: rng.uniform(800, 2000)))
            }
            let m = Ref.layerMatrix(s)
            let b = s.bounds
            let corners = [
                (b.origin.x, b.origin.y), (b.origin.x + b.size.width, b.origin.y),
                (b.origin.x + b.size.width, b.origin.y + b.size.height), (b.origin.x, b.origin.y + b.size.height)
            ]
            .map { Ref.project($0.0, $0.1, m) }
            let x0 = corners.map(\.0).min()!, x1 = corners.map(\.0).max()!
            let y0 = corners.map(\.1).min()!, y1 = corners.map(\.1).max()!
            let f = s.frame
            let tol = 1e-9 * (1 + abs(x0) + abs(x1) + abs(y0) + abs(y1))
            XCTAssertEqual(f.minX, x0, accuracy: tol)
            XCTAssertEqual(f.maxX, x1, accuracy: tol)
            XCTAssertEqual(f.minY, y0, accuracy: tol)
            XCTAssertEqual(f.maxY, y1, accuracy: tol)
        }
        // Hand example: a 100×50 layer at (200, 100) turned a quarter turn covers 50×100.
        var s = LayerState(frame: Rect(x: 150, y: 75, width: 100, height: 50))
        s.transform = Transform2D.rotation(.pi / 2).transform3D
        let f = s.frame
        XCTAssertEqual(f.origin.x, 175, accuracy: 1e-12)
        XCTAssertEqual(f.origin.y, 50, accuracy: 1e-12)
        XCTAssertEqual(f.size.width, 50, accuracy: 1e-12)
        XCTAssertEqual(f.size.height, 100, accuracy: 1e-12)
    }

    func testLayerFrameSetterSetsBoundsSizeAndPositionForTheAnchor() {
        let engine = makeEngine()
        let v = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.layer.anchorPoint = Point(x: 0.2, y: 0.7)
        v.bounds = Rect(x: 5, y: -3, width: 10, height: 10)
        v.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(v.bounds, Rect(x: 5, y: -3, width: 100, height: 50), "bounds origin kept, size set")
        XCTAssertEqual(v.center, Point(x: 10 + 0.2 * 100, y: 20 + 0.7 * 50))
        XCTAssertEqual(v.frame, Rect(x: 10, y: 20, width: 100, height: 50))
        // A negative-size frame is standardised first.
        v.frame = Rect(x: 110, y: 70, width: -100, height: -50)
        XCTAssertEqual(v.bounds.size, Size(width: 100, height: 50))
        XCTAssertEqual(v.center, Point(x: 30, y: 55))
        // Under a quarter turn the size goes back through the inverse transform (swapped), and
        // the getter reads the frame back.
        v.transform = Transform2D.rotation(.pi / 2)
        v.frame = Rect(x: 0, y: 0, width: 40, height: 20)
        XCTAssertEqual(v.bounds.size.width, 20, accuracy: 1e-12)
        XCTAssertEqual(v.bounds.size.height, 40, accuracy: 1e-12)
        assertRect(v.frame, Rect(x: 0, y: 0, width: 40, height: 20))
    }

    /// Core Animation's frame setter under a transform acting in the plane: the bounds are the
    /// frame taken back through the inverse transform, the position puts the transformed middle
    /// at the frame's middle; `frame = frame` changes nothing (UpcomingMovies, held-out 42).
    func testLayerFrameSetterUndoesAPlaneTransform() {
        let engine = makeEngine()
        let v = View(engine: engine, frame: Rect(x: 10, y: 15, width: 100, height: 50))
        v.transform = Transform2D(a: 0.5, b: 0, c: 0, d: 0.5, tx: 7, ty: -3)
        let shown = v.frame
        assertRect(shown, Rect(x: 35 + 7, y: 27.5 - 3, width: 50, height: 25))
        v.frame = v.frame
        XCTAssertEqual(v.bounds.size, Size(width: 100, height: 50), "a scaled view's frame = frame keeps its bounds")
        XCTAssertEqual(v.center.x, 60, accuracy: 1e-12)
        XCTAssertEqual(v.center.y, 40, accuracy: 1e-12)
        // A new frame under the scale: bounds twice its size, read back exactly, any anchor.
        v.layer.anchorPoint = Point(x: 0, y: 1)
        v.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        XCTAssertEqual(v.bounds.size, Size(width: 60, height: 20))
        assertRect(v.frame, Rect(x: 0, y: 0, width: 30, height: 10))
        // A shear and a non-uniform scale read back too: the size is the inverse's bounding box.
        for t in [
            Transform2D(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0), Transform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 4, ty: 0)
        ] {
            v.transform = t
            v.frame = Rect(x: 5, y: 6, width: 80, height: 40)
            let f = v.frame
            XCTAssertEqual(f.midX, 45, accuracy: 1e-9, "\(t)")
            XCTAssertEqual(f.midY, 26, accuracy: 1e-9, "\(t)")
        }
        // No inverse (a zero scale) or a perspective: the size is the frame's, as with no transform.
        v.layer.anchorPoint = Point(x: 0.5, y: 0.5)
        v.transform = Transform2D(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        v.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        XCTAssertEqual(v.bounds.size, Size(width: 30, height: 10))
        XCTAssertEqual(v.center, Point(x: 15, y: 5))
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        v.layer.transform = Transform3D.rotation(0.3, x: 0, y: 1, z: 0).concatenating(perspective)
        XCTAssertNotEqual(v.layer.transform.m14, 0, "a perspective acting on the plane")
        v.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        XCTAssertEqual(v.bounds.size, Size(width: 30, height: 10))
    }

    private func assertRect(_ a: Rect, _ b: Rect, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 1e-9, "\(a) vs \(b)", file: file, line: line)
        }
    }

    func testViewConvertThroughNestedTransforms() throws {
        let engine = makeEngine()
        let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = View(engine: engine, frame: Rect(x: 50, y: 60, width: 200, height: 100))
        let b = View(engine: engine, frame: Rect(x: 20, y: 10, width: 50, height: 40))
        let c = View(engine: engine, frame: Rect(x: 200, y: 200, width: 100, height: 100))
        try root.addSubview(a)
        try a.addSubview(b)
        try root.addSubview(c)
        a.layer.anchorPoint = Point(x: 0.25, y: 0.5)
        a.transform = Transform2D.rotation(0.3).scaledBy(x: 1.2, y: 0.8)
        b.transform = Transform2D.scale(1.5, 0.5).translatedBy(x: 3, y: -4)
        b.bounds = Rect(x: 7, y: 3, width: 50, height: 40)
        c.transform = Transform2D.rotation(-0.7)
        c.bounds = Rect(x: 10, y: -5, width: 100, height: 100)

        func toRoot(_ v: View) -> [Double] {
            var m = Ref.identity4
            var cur = v
            while let s = cur.superview {
                m = Ref.mul(m, Ref.layerMatrix(cur.layer.model))
                cur = s
            }
            return m
        }
        let mb = toRoot(b), mc = toRoot(c), ma = toRoot(a)
        var rng = SplitMix64(seed: 0xC0417)
        for _ in 0..<200 {
            let p = Point(x: rng.uniform(-50, 100), y: rng.uniform(-50, 100))
            let inRoot = Ref.project(p.x, p.y, mb)
            assertClose(b.convert(p, to: nil), Point(x: inRoot.0, y: inRoot.1), 1e-9)
            assertClose(b.convert(p, to: root), Point(x: inRoot.0, y: inRoot.1), 1e-9)
            // The point in c's coordinates must land on the same root point.
            let q = b.convert(p, to: c)
            let back = Ref.project(q.x, q.y, mc)
            assertClose(Point(x: back.0, y: back.1), Point(x: inRoot.0, y: inRoot.1), 1e-9, "b→c of \(p)")
            // Into an ancestor: through b's own matrix only.
            let qa = b.convert(p, to: a)
            let viaA = Ref.project(qa.x, qa.y, ma)
            assertClose(Point(x: viaA.0, y: viaA.1), Point(x: inRoot.0, y: inRoot.1), 1e-9, "b→a of \(p)")
            let inA = Ref.project(p.x, p.y, Ref.layerMatrix(b.layer.model))
            assertClose(qa, Point(x: inA.0, y: inA.1), 1e-9)
            assertClose(b.convert(p, to: b), p, 1e-9, "to itself")
        }
    }

    /// Under perspective and a parent's sublayer transform, a view's bounds corners converted
    /// to the root land exactly where the render model draws them, and converting back (the
    /// plane map inverted) returns them; a view seen edge-on has no inverse.
    func testConversionFollowsTheRenderModelUnderPerspectiveAndSublayerTransforms() throws {
        let engine = AnimationEngine()
        let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(engine: engine, frame: Rect(x: 50, y: 40, width: 300, height: 300))
        let child = View(engine: engine, frame: Rect(x: 30, y: 60, width: 120, height: 90))
        try root.addSubview(parent)
        try parent.addSubview(child)
        parent.layer.sublayerTransform = Transform3D.rotation(-0.4, x: 1, y: 0, z: 0).concatenating(
            .perspective(distance: 250))
        child.layer.transform = Transform3D.rotation(0.8, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 400))
        child.bounds = Rect(x: 4, y: -6, width: 120, height: 90)
        let item = try XCTUnwrap(RenderModel.evaluate(root, presentation: false).items.first { $0.id == child.id })
        let b = child.bounds
        let corners = [
            Point(x: b.origin.x, y: b.origin.y), Point(x: b.origin.x + b.size.width, y: b.origin.y),
            Point(x: b.origin.x + b.size.width, y: b.origin.y + b.size.height),
            Point(x: b.origin.x, y: b.origin.y + b.size.height)
        ]
        for (k, p) in corners.enumerated() {
            let inRoot = try XCTUnwrap(child.convert(p, to: nil, presentation: false))
            assertClose(inRoot, item.corners[k], 1e-9, "corner \(k)")
            let back = try XCTUnwrap(PlaneMap(child.toRoot(presentation: false)).inverted()?.apply(inRoot))
            assertClose(back, p, 1e-9, "corner \(k) back")
            let inParent = try XCTUnwrap(child.convert(p, to: parent, presentation: false))
            assertClose(try XCTUnwrap(parent.convert(inParent, to: nil, presentation: false)), inRoot, 1e-9)
        }
        // Edge-on: turned a quarter about y, with no perspective anywhere.
        parent.layer.sublayerTransform = .identity
        child.layer.transform = Transform3D.rotation(.pi / 2, x: 0, y: 1, z: 0)
        XCTAssertNil(PlaneMap(child.toRoot(presentation: false)).inverted(), "edge-on: no inverse")
        XCTAssertNil(root.convert(Point(x: 10, y: 10), to: child, presentation: false))
    }
}
