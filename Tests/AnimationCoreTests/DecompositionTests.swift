import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// Decomposed2D / Decomposed3D round trips (including mirrored, singular and perspective
/// matrices) and the TransformInterpolator's documented behaviour, checked against rotation
/// matrices, angles and determinants computed in the test.
final class DecompositionTests: XCTestCase {

    // MARK: Helpers

    private func randomLinear3(_ rng: inout SplitMix64, _ r: Double = 3) -> [Double] {
        (0..<9).map { _ in rng.uniform(-r, r) }
    }

    /// A 4×4 from a 3×3 linear part (row-major), a translation and a perspective column.
    private func matrix(
        _ l: [Double], t: (Double, Double, Double) = (0, 0, 0), p: (Double, Double, Double, Double) = (0, 0, 0, 1)
    ) -> Transform3D {
        Transform3D(rows: [l[0], l[1], l[2], p.0, l[3], l[4], l[5], p.1, l[6], l[7], l[8], p.2, t.0, t.1, t.2, p.3])
    }

    private func det3(_ l: [Double]) -> Double {
        l[0] * (l[4] * l[8] - l[5] * l[7]) - l[1] * (l[3] * l[8] - l[5] * l[6]) + l[2] * (l[3] * l[7] - l[4] * l[6])
    }

    /// The 3×3 rotation part (row-major) of a transform.
    private func linear(_ m: Transform3D) -> [Double] {
        [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33]
    }

    private func mul3(_ a: [Double], _ b: [Double]) -> [Double] {
        (0..<9).map { k in
            let i = k / 3, j = k % 3
            return a[3 * i] * b[j] + a[3 * i + 1] * b[3 + j] + a[3 * i + 2] * b[6 + j]
        }
    }

    private func transpose3(_ a: [Double]) -> [Double] { [a[0], a[3], a[6], a[1], a[4], a[7], a[2], a[5], a[8]] }

    /// Rotation angle of an orthonormal 3×3 matrix, accurate for small and large angles:
    /// cos from the trace, sin from the skew part.
    private func rotationAngle(_ r: [Double]) -> Double {
        let c = (r[0] + r[4] + r[8] - 1) / 2
        let sx = r[5] - r[7], sy = r[6] - r[2], sz = r[1] - r[3]
        let s = (sx * sx + sy * sy + sz * sz).squareRoot() / 2
        return atan2(s, c)
    }

    private func assertRoundTrip(
        _ m: Transform3D, tol: Double = 1e-9, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let d = Decomposed3D(m) else {
            XCTFail("\(what): \(m) did not decompose", file: file, line: line)
            return
        }
        let back = d.transform
        let scale = max(1, Ref.maxAbs(m.rows))
        let err = Ref.maxDiff(back.rows, m.rows)
        XCTAssertLessThanOrEqual(err, tol * scale, "\(what): \(m) → \(back)", file: file, line: line)
        let q = d.rotation
        XCTAssertEqual(
            q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w, 1, accuracy: 1e-12, "unit quaternion for \(what)",
            file: file, line: line)
    }

    // MARK: Decomposed2D

    func testDecomposed2DRoundTripOnRandomMirroredAndSingularMatrices() {
        var rng = SplitMix64(seed: 0xDEC2)
        func check(_ t: Transform2D, _ what: String) {
            let d = Decomposed2D(t)
            let back = d.transform
            let err = Ref.maxDiff(Ref.entries(back), Ref.entries(t))
            XCTAssertLessThanOrEqual(err, 1e-9 * max(1, Ref.maxAbs(Ref.entries(t))), "\(what): \(t) → \(back)")
            XCTAssertTrue(d.angle > -.pi && d.angle <= .pi, "angle \(d.angle) in (-π, π]")
            let sx = (t.a * t.a + t.b * t.b).squareRoot()
            let det = t.a * t.d - t.b * t.c
            // A mirror goes in the x scale when a < d (CSS's choice), else in the y scale.
            let flipX = det < 0 && t.a < t.d
            let s: Double = flipX ? -1 : 1
            XCTAssertEqual(d.scaleX, s * sx, accuracy: 1e-12 * max(1, sx))
            if sx > 0 {
                XCTAssertEqual(d.angle, atan2(s * t.b, s * t.a), accuracy: 1e-15)
                // scaleY is the signed area over the first row's length, sign flipped with it.
                XCTAssertEqual(d.scaleY, s * det / sx, accuracy: 1e-9 * max(1, abs(det / sx)))
                XCTAssertEqual(d.shear, s * (t.c * t.a + t.d * t.b) / sx, accuracy: 1e-9 * max(1, abs(d.shear)))
            }
        }
        for _ in 0..<1000 {
            let t = Transform2D(
                a: rng.uniform(-3, 3), b: rng.uniform(-3, 3), c: rng.uniform(-3, 3), d: rng.uniform(-3, 3),
                tx: rng.uniform(-300, 300), ty: rng.uniform(-300, 300))
            check(t, "random")
            // Mirrored: swap the rows (negates the determinant).
            let m = Transform2D(a: t.c, b: t.d, c: t.a, d: t.b, tx: t.tx, ty: t.ty)
            check(m, "mirrored")
            let dm = Decomposed2D(m)
            XCTAssertEqual(
                (dm.scaleX < 0) != (dm.scaleY < 0), (m.a * m.d - m.b * m.c) < 0,
                "exactly one scale is negative when mirrored")
            let k = rng.uniform(-2, 2)
            check(Transform2D(a: t.a, b: t.b, c: k * t.a, d: k * t.b, tx: t.tx, ty: t.ty), "parallel rows")
            check(Transform2D(a: 0, b: 0, c: t.c, d: t.d, tx: t.tx, ty: t.ty), "zero first row")
            check(Transform2D(a: t.a, b: t.b, c: 0, d: 0, tx: t.tx, ty: t.ty), "zero second row")
        }
        check(Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 4, ty: 5), "zero linear part")
        XCTAssertEqual(
            Decomposed2D(Transform2D(a: 0, b: 0, c: 1, d: 1, tx: 0, ty: 0)).angle, 0, "zero first row has angle 0")
        check(.scale(-1, 1), "horizontal flip")
        check(.scale(1, -1), "vertical flip")
    }

    // MARK: Decomposed3D

    func testDecomposed3DRoundTripOnRandomAffineAndMirroredMatrices() {
        var rng = SplitMix64(seed: 0xDEC3)
        for _ in 0..<1000 {
            let l = randomLinear3(&rng)
            let t = (rng.uniform(-300, 300), rng.uniform(-300, 300), rng.uniform(-300, 300))
            assertRoundTrip(matrix(l, t: t), "affine")
            // Mirrored: swap two rows.
            let mirrored = [l[3], l[4], l[5], l[0], l[1], l[2], l[6], l[7], l[8]]
            let m = matrix(mirrored, t: t)
            assertRoundTrip(m, "mirrored")
            if let d = Decomposed3D(m) {
                XCTAssertEqual(d.scale.z.sign == .minus, det3(mirrored) < 0, "a mirror shows up as a negative z scale")
            }
        }
    }

    func testDecomposed3DRoundTripOnSingularMatricesWithZeroRows() {
        var rng = SplitMix64(seed: 0xDEC4)
        for _ in 0..<500 {
            let l = randomLinear3(&rng)
            let t = (rng.uniform(-300, 300), rng.uniform(-300, 300), rng.uniform(-300, 300))
            let cases: [(String, [Double])] = [
                ("zero row 0", [0, 0, 0, l[3], l[4], l[5], l[6], l[7], l[8]]),
                ("zero row 1", [l[0], l[1], l[2], 0, 0, 0, l[6], l[7], l[8]]),
                ("zero row 2", [l[0], l[1], l[2], l[3], l[4], l[5], 0, 0, 0]),
                ("zero rows 1 and 2", [l[0], l[1], l[2], 0, 0, 0, 0, 0, 0]),
                ("zero", [Double](repeating: 0, count: 9)),
                ("flattened z (CA's scale(1, 1, 0))", [l[0], l[1], 0, l[3], l[4], 0, 0, 0, 0])
            ]
            for (name, lin) in cases { assertRoundTrip(matrix(lin, t: t), name) }
        }
    }

    func testDecomposed3DRoundTripOnSingularMatricesWithDependentRows() {
        // Parallel or coplanar rows, as a collapsing animation produces them. In floating point
        // the Gram–Schmidt residual of a dependent row is rounding noise (~1e-16), not zero.
        var rng = SplitMix64(seed: 0xDEC7)
        var failures: [String: Int] = [:]
        for _ in 0..<200 {
            let l = randomLinear3(&rng)
            let t = (rng.uniform(-300, 300), rng.uniform(-300, 300), rng.uniform(-300, 300))
            let k = rng.uniform(-2, 2), k2 = rng.uniform(-2, 2)
            let cases: [(String, [Double])] = [
                (
                    "row 1 = 2 × row 0 (exactly parallel)",
                    [l[0], l[1], l[2], 2 * l[0], 2 * l[1], 2 * l[2], l[6], l[7], l[8]]
                ),
                ("row 1 = k × row 0", [l[0], l[1], l[2], k * l[0], k * l[1], k * l[2], l[6], l[7], l[8]]),
                (
                    "row 2 = k·row 0 + k2·row 1",
                    [
                        l[0], l[1], l[2], l[3], l[4], l[5],
                        k * l[0] + k2 * l[3], k * l[1] + k2 * l[4], k * l[2] + k2 * l[5]
                    ]
                ),
                ("rank 1", [l[0], l[1], l[2], k * l[0], k * l[1], k * l[2], k2 * l[0], k2 * l[1], k2 * l[2]])
            ]
            for (name, lin) in cases {
                let m = matrix(lin, t: t)
                guard let d = Decomposed3D(m) else {
                    failures[name, default: 0] += 1
                    continue
                }
                if Ref.maxDiff(d.transform.rows, m.rows) > 1e-9 * max(1, Ref.maxAbs(m.rows)) {
                    failures[name, default: 0] += 1
                }
            }
        }
        XCTAssertEqual(failures, [:], "round-trip failures (> 1e-9) out of 200 matrices per case")
        // The same matrix as an animation's start value: the first frame must show it.
        let collapsed = matrix([1, 2, 3, 2, 4, 6, 0, 1, 0], t: (10, 20, 30))
        let interp = TransformInterpolator(from: collapsed, to: .translation(0, 0, 30))
        XCTAssertLessThanOrEqual(
            Ref.maxDiff(interp.at(0).rows, collapsed.rows), 1e-9, "first frame of an animation from \(collapsed)")
    }

    func testDecomposed3DRoundTripWithPerspective() {
        var rng = SplitMix64(seed: 0xDEC5)
        var done = 0
        while done < 1000 {
            let l = randomLinear3(&rng)
            guard abs(det3(l)) > 0.05 else { continue }
            done += 1
            let t = (rng.uniform(-300, 300), rng.uniform(-300, 300), rng.uniform(-30, 30))
            let p = (rng.uniform(-0.005, 0.005), rng.uniform(-0.005, 0.005), rng.uniform(-0.005, 0.005), 1.0)
            assertRoundTrip(matrix(l, t: t, p: p), "perspective")
        }
        // Core Animation's usual form: a rotation seen through m34 = −1/d, then moved (m44 = 1).
        for _ in 0..<200 {
            let m = Transform3D.rotation(
                rng.uniform(-3, 3), x: rng.uniform(-1, 1), y: rng.uniform(-1, 1), z: rng.uniform(-1, 1)
            )
            .concatenating(.perspective(distance: rng.uniform(300, 2000)))
            .concatenating(.translation(rng.uniform(-50, 50), rng.uniform(-50, 50), rng.uniform(-50, 50)))
            XCTAssertEqual(m.m44, 1)
            assertRoundTrip(m, "rotation × perspective × translation")
        }
    }

    func testDecomposed3DWithHomogeneousScaleDescribesTheSameProjectiveMap() {
        // m44 ≠ 1: the decomposition normalises by m44, so its transform is M / m44 — the same
        // projective map (every point lands in the same place), not the same matrix. Core
        // Animation produces such matrices whenever a z translation precedes the perspective.
        var rng = SplitMix64(seed: 0xDEC6)
        for _ in 0..<200 {
            let m = Transform3D.rotation(
                rng.uniform(-3, 3), x: rng.uniform(-1, 1), y: rng.uniform(-1, 1), z: rng.uniform(-1, 1)
            )
            .concatenating(.translation(rng.uniform(-50, 50), rng.uniform(-50, 50), rng.uniform(-50, 50)))
            .concatenating(.perspective(distance: rng.uniform(300, 2000)))
            guard let d = Decomposed3D(m) else {
                XCTFail("\(m) did not decompose")
                continue
            }
            XCTAssertLessThanOrEqual(Ref.maxDiff(d.transform.rows, m.rows.map { $0 / m.m44 }), 1e-9)
        }
        for _ in 0..<300 {
            let l = randomLinear3(&rng)
            guard abs(det3(l)) > 0.05 else { continue }
            let w = rng.uniform(0.5, 3)
            let m = matrix(
                l, t: (rng.uniform(-99, 99), rng.uniform(-99, 99), 0),
                p: (rng.uniform(-0.002, 0.002), rng.uniform(-0.002, 0.002), 0, w))
            guard let d = Decomposed3D(m) else {
                XCTFail("\(m) did not decompose")
                continue
            }
            XCTAssertLessThanOrEqual(
                Ref.maxDiff(d.transform.rows, m.rows.map { $0 / m.m44 }), 1e-9 * max(1, Ref.maxAbs(m.rows)))
            for _ in 0..<3 {
                let q = Point(x: rng.uniform(-50, 50), y: rng.uniform(-50, 50))
                let e = Ref.project(q.x, q.y, m.rows)
                assertClose(d.transform.apply(q), Point(x: e.0, y: e.1), 1e-8 * (1 + abs(e.0) + abs(e.1)))
            }
        }
    }

    func testDecomposed3DRefusesWhatHasNoDecomposition() {
        var m = Transform3D.scale(0, 1, 1)
        m.m34 = -1 / 500.0
        XCTAssertNil(Decomposed3D(m), "singular linear part with perspective")
        m = .identity
        m.m44 = 0
        XCTAssertNil(Decomposed3D(m), "m44 = 0")
        m = .identity
        m.m11 = .nan
        XCTAssertNil(Decomposed3D(m), "non-finite")
    }

    // MARK: TransformInterpolator

    func testInterpolatorEndpointsEqualTheInputs() {
        var rng = SplitMix64(seed: 0x1E01)
        for i in 0..<600 {
            let a: Transform3D, b: Transform3D
            switch i % 3 {
            case 0:
                a =
                    Transform2D(
                        a: rng.uniform(-3, 3), b: rng.uniform(-3, 3), c: rng.uniform(-3, 3), d: rng.uniform(-3, 3),
                        tx: rng.uniform(-300, 300), ty: rng.uniform(-300, 300)
                    ).transform3D
                b =
                    Transform2D(
                        a: rng.uniform(-3, 3), b: rng.uniform(-3, 3), c: rng.uniform(-3, 3), d: rng.uniform(-3, 3),
                        tx: rng.uniform(-300, 300), ty: rng.uniform(-300, 300)
                    ).transform3D
            case 1:
                a = matrix(
                    randomLinear3(&rng), t: (rng.uniform(-300, 300), rng.uniform(-300, 300), rng.uniform(-300, 300)))
                b = matrix(
                    randomLinear3(&rng), t: (rng.uniform(-300, 300), rng.uniform(-300, 300), rng.uniform(-300, 300)))
            default:
                a = Transform3D.rotation(rng.uniform(-3, 3), x: 0, y: 1, z: 0).concatenating(
                    .perspective(distance: rng.uniform(300, 900)))
                b = Transform3D.rotation(rng.uniform(-3, 3), x: 1, y: 1, z: 0).concatenating(.translation(5, 6, 7))
            }
            let interp = TransformInterpolator(from: a, to: b)
            let tolA = 1e-12 * max(1, Ref.maxAbs(a.rows)), tolB = 1e-12 * max(1, Ref.maxAbs(b.rows))
            XCTAssertLessThanOrEqual(Ref.maxDiff(interp.at(0).rows, a.rows), tolA, "start of \(a) → \(b)")
            XCTAssertLessThanOrEqual(Ref.maxDiff(interp.at(1).rows, b.rows), tolB, "end of \(a) → \(b)")
        }
        // Ends with m44 ≠ 1 (a z translation before the perspective) come back as the same
        // projective map: every point is drawn where the input draws it.
        for _ in 0..<100 {
            let a = Transform3D.translation(0, 0, rng.uniform(-80, 80)).concatenating(
                .rotation(rng.uniform(-1, 1), x: 0, y: 1, z: 0)
            )
            .concatenating(.perspective(distance: 500))
            let b = Transform3D.rotation(rng.uniform(-1, 1), x: 1, y: 0, z: 0).concatenating(
                .translation(0, 0, rng.uniform(-80, 80))
            )
            .concatenating(.perspective(distance: 700))
            let interp = TransformInterpolator(from: a, to: b)
            for (m, e) in [(interp.at(0), a), (interp.at(1), b)] {
                for p in [Point(x: -50, y: -40), Point(x: 60, y: 30), Point(x: 5, y: -70)] {
                    let q = Ref.project(p.x, p.y, e.rows)
                    assertClose(m.apply(p), Point(x: q.0, y: q.1), 1e-9)
                }
            }
        }
    }

    func testPureRotationStaysRigidAndTurnsTheShortWay() {
        var rng = SplitMix64(seed: 0x1E02)
        for _ in 0..<300 {
            let alpha = rng.uniform(-10, 10), beta = rng.uniform(-10, 10)
            let ta = (rng.uniform(-100, 100), rng.uniform(-100, 100)),
                tb = (rng.uniform(-100, 100), rng.uniform(-100, 100))
            let from = Transform2D.rotation(alpha).concatenating(.translation(ta.0, ta.1)).transform3D
            let to = Transform2D.rotation(beta).concatenating(.translation(tb.0, tb.1)).transform3D
            let interp = TransformInterpolator(from: from, to: to)
            let delta = remainder(beta - alpha, 2 * .pi)  // shortest signed difference
            for k in -20...120 {
                let t = Double(k) / 100  // includes overshoot either side, as springs need
                let m = interp.at(t)
                XCTAssertEqual(m.m11 * m.m22 - m.m12 * m.m21, 1, accuracy: 1e-12, "determinant at t=\(t)")
                XCTAssertEqual(m.m11 * m.m11 + m.m12 * m.m12, 1, accuracy: 1e-12, "row 0 length")
                XCTAssertEqual(m.m21 * m.m21 + m.m22 * m.m22, 1, accuracy: 1e-12, "row 1 length")
                XCTAssertEqual(m.m11 * m.m21 + m.m12 * m.m22, 0, accuracy: 1e-12, "rows orthogonal")
                let angle = alpha + delta * t
                XCTAssertEqual(m.m11, cos(angle), accuracy: 1e-11, "cos at t=\(t) for \(alpha)→\(beta)")
                XCTAssertEqual(m.m12, sin(angle), accuracy: 1e-11, "sin at t=\(t) for \(alpha)→\(beta)")
                XCTAssertEqual(m.m41, ta.0 + (tb.0 - ta.0) * t, accuracy: 1e-9)
                XCTAssertEqual(m.m42, ta.1 + (tb.1 - ta.1) * t, accuracy: 1e-9)
                XCTAssertTrue(m.isAffine)
            }
        }
    }

    /// For the targets +π and −π, every matrix of 99 steps along `path(target)` has
    /// `sinEntry` = sin(target·t), with the target's sign (so the turn goes the target's way),
    /// and `cosEntry` = cos(target·t) when given.
    private func assertHalfTurns(
        _ label: String, sin sinEntry: KeyPath<Transform3D, Double>, cos cosEntry: KeyPath<Transform3D, Double>?,
        _ path: (Double) -> TransformInterpolator, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (target, sign) in [(Double.pi, 1.0), (-Double.pi, -1.0)] {
            let interp = path(target)
            for k in 1..<100 {
                let t = Double(k) / 100
                let m = interp.at(t)
                XCTAssertGreaterThan(
                    sign * m[keyPath: sinEntry], 0, "\(label): sin at t=\(t) towards \(target)", file: file, line: line)
                XCTAssertEqual(m[keyPath: sinEntry], sin(target * t), accuracy: 1e-12, file: file, line: line)
                if let cosEntry {
                    XCTAssertEqual(m[keyPath: cosEntry], cos(target * t), accuracy: 1e-12, file: file, line: line)
                }
            }
        }
    }

    func testHalfTurnsKeepTheSignOfTheTarget() {
        // 2D path: 0 → +π turns through positive angles, 0 → −π through negative ones.
        assertHalfTurns("2D", sin: \.m12, cos: \.m11) {
            TransformInterpolator(from: .identity, to: Transform2D.rotation($0).transform3D)
        }
        // 3D path (a z translation makes both ends non-affine): the same about z…
        let lift = Transform3D.translation(0, 0, 10)
        assertHalfTurns("3D about z", sin: \.m12, cos: nil) {
            TransformInterpolator(from: lift, to: Transform3D.rotation($0, x: 0, y: 0, z: 1).concatenating(lift))
        }
        // …and about x (m23 carries +sin for a rotation about +x).
        assertHalfTurns("3D about x", sin: \.m23, cos: \.m22) {
            TransformInterpolator(from: .identity, to: Transform3D.rotation($0, x: 1, y: 0, z: 0))
        }
    }

    func testScaleInterpolatesLinearlyInScale() {
        // 2D path, positive scales.
        let interp = TransformInterpolator(
            from: Transform2D.scale(1, 2).transform3D, to: Transform2D.scale(3, 0.5).transform3D)
        for k in -20...120 {
            let t = Double(k) / 100
            let m = interp.at(t)
            XCTAssertEqual(m.m11, 1 + 2 * t, accuracy: 1e-12)
            XCTAssertEqual(m.m22, 2 - 1.5 * t, accuracy: 1e-12)
            XCTAssertEqual(m.m12, 0, accuracy: 1e-15)
            XCTAssertEqual(m.m21, 0, accuracy: 1e-15)
        }
        // 3D path.
        let i3 = TransformInterpolator(
            from: Transform3D.scale(1, 2, 3).concatenating(.translation(0, 0, 5)),
            to: Transform3D.scale(2, 1, 0.5).concatenating(.translation(0, 0, 5)))
        for k in 0...100 {
            let t = Double(k) / 100
            let m = i3.at(t)
            XCTAssertEqual(m.m11, 1 + t, accuracy: 1e-12)
            XCTAssertEqual(m.m22, 2 - t, accuracy: 1e-12)
            XCTAssertEqual(m.m33, 3 - 2.5 * t, accuracy: 1e-12)
            XCTAssertLessThanOrEqual(Ref.maxAbs([m.m12, m.m13, m.m21, m.m23, m.m31, m.m32]), 1e-12)
        }
    }

    func testHorizontalFlipInterpolatesAsAScaleLikeCSS() {
        // identity → scale(−1, 1), a card flip. CSS's decomposition (which the interpolator's doc
        // says it follows) puts the mirror in the x scale, so the way there is scale(1 − 2t, 1):
        // a horizontal squash through zero width, never a turn.
        let interp = TransformInterpolator(from: .identity, to: Transform2D.scale(-1, 1).transform3D)
        for t in [0.25, 0.5, 0.75] {
            let m = interp.at(t)
            let got = [m.m11, m.m12, m.m21, m.m22], expected = [1 - 2 * t, 0, 0, 1]
            XCTAssertLessThanOrEqual(
                Ref.maxDiff(got, expected), 1e-12,
                "linear part [a, b, c, d] at t=\(t): got \(got), expected \(expected)")
        }
        // The vertical flip already behaves so.
        let v = TransformInterpolator(from: .identity, to: Transform2D.scale(1, -1).transform3D)
        for k in 0...20 {
            let t = Double(k) / 20
            let m = v.at(t)
            XCTAssertEqual(m.m11, 1, accuracy: 1e-12)
            XCTAssertEqual(m.m22, 1 - 2 * t, accuracy: 1e-12)
            XCTAssertEqual(m.m12, 0, accuracy: 1e-12)
            XCTAssertEqual(m.m21, 0, accuracy: 1e-12)
        }
    }

    func test3DRotationSlerpsAlongTheShorterArcAtConstantSpeed() {
        var rng = SplitMix64(seed: 0x1E03)
        var done = 0
        while done < 200 {
            let ra = Ref.rotationMatrix(
                axis: (rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1)), angle: rng.uniform(-3, 3))
            let rb = Ref.rotationMatrix(
                axis: (rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1)), angle: rng.uniform(-3, 3))
            let la = [ra[0], ra[1], ra[2], ra[4], ra[5], ra[6], ra[8], ra[9], ra[10]]
            let lb = [rb[0], rb[1], rb[2], rb[4], rb[5], rb[6], rb[8], rb[9], rb[10]]
            let total = rotationAngle(mul3(transpose3(la), lb))
            guard total < 3.0, total > 0.05 else { continue }  // the shorter arc is well defined
            done += 1
            let a = matrix(la, t: (1, 2, 3)), b = matrix(lb, t: (1, 2, 3))
            let interp = TransformInterpolator(from: a, to: b)
            let n = 40
            var previous = la
            for k in 1...n {
                let t = Double(k) / Double(n)
                let r = linear(interp.at(t))
                // Still a rotation.
                let rtr = mul3(transpose3(r), r)
                XCTAssertLessThanOrEqual(Ref.maxDiff(rtr, [1, 0, 0, 0, 1, 0, 0, 0, 1]), 1e-12)
                XCTAssertEqual(det3(r), 1, accuracy: 1e-12)
                // Along the geodesic from the start at a constant rate.
                XCTAssertEqual(
                    rotationAngle(mul3(transpose3(la), r)), total * t, accuracy: 1e-9, "angle from start at t=\(t)")
                XCTAssertEqual(
                    rotationAngle(mul3(transpose3(previous), r)), total / Double(n), accuracy: 1e-9, "step at t=\(t)")
                previous = r
            }
            XCTAssertLessThanOrEqual(Ref.maxDiff(previous, lb), 1e-12)
        }
    }

    func testSingularWithPerspectiveFallsBackToContinuousEntrywiseInterpolation() {
        var from = Transform3D.scale(0, 1, 1)
        from.m34 = -1 / 500.0
        let to = Transform3D.rotation(0.5, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 800))
        XCTAssertNil(Decomposed3D(from))
        let interp = TransformInterpolator(from: from, to: to)
        let fa = from.rows, fb = to.rows
        let lipschitz = Ref.maxDiff(fa, fb)
        var previous = interp.at(0).rows
        XCTAssertEqual(previous, fa)
        let steps = 1000
        for k in 1...steps {
            let t = Double(k) / Double(steps)
            let m = interp.at(t).rows
            let expected = (0..<16).map { fa[$0] + (fb[$0] - fa[$0]) * t }
            XCTAssertLessThanOrEqual(Ref.maxDiff(m, expected), 1e-15, "entrywise at t=\(t)")
            XCTAssertLessThanOrEqual(
                Ref.maxDiff(m, previous), lipschitz / Double(steps) * 1.000001 + 1e-15, "no jump at t=\(t)")
            previous = m
        }
        XCTAssertLessThanOrEqual(Ref.maxDiff(previous, fb), 1e-15)
        // Same when the other end cannot be decomposed (m44 = 0).
        var bad = Transform3D.identity
        bad.m44 = 0
        bad.m34 = 0.01
        let i2 = TransformInterpolator(from: .identity, to: bad)
        for k in 0...10 {
            let t = Double(k) / 10
            let expected = (0..<16).map { Ref.identity4[$0] + (bad.rows[$0] - Ref.identity4[$0]) * t }
            XCTAssertLessThanOrEqual(Ref.maxDiff(i2.at(t).rows, expected), 1e-15)
        }
    }
}
