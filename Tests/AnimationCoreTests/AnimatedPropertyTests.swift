import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// Each animatable property through the engine's per-frame path (presentation values), against
/// closed forms: linear interpolation, the Bézier reference, and for transforms the rotation and
/// scale the decomposition promises.
final class AnimatedPropertyTests: XCTestCase {
    private var engine: AnimationEngine!
    private var root: View!
    private var view: View!

    override func setUp() {
        engine = makeEngine()
        root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 300))
        view = View(engine: engine, frame: Rect(x: 10, y: 20, width: 100, height: 50))
        try! root.addSubview(view)
    }

    /// Runs `animation` on the view for one second at 60 fps and checks `check(progress, state)`
    /// on every frame before the end, then that the model shows at the end.
    private func trace(
        _ a: Animation, curve: (Double) -> Double = { $0 }, file: StaticString = #filePath, line: UInt = #line,
        _ check: (Double, LayerState) -> Void
    ) {
        let start = Double(Int(engine.currentTime) + 1)  // a whole second, so start + u is exact enough
        engine.advance(to: start)
        view.layer.add(a)  // begins now
        for n in 0..<60 {
            let t = Double(n) / 60
            engine.advance(to: start + t)
            check(curve((start + t) - start), view.layer.presentation)
        }
        engine.advance(to: start + 1)
        XCTAssertEqual(
            view.layer.presentation, view.layer.model, "the model shows once it ends", file: file, line: line)
        XCTAssertNil(view.layer.animation(for: a.property), file: file, line: line)
    }

    func testScalarsPointsRectsAndColorsInterpolateLinearlyInProgress() {
        trace(Animation(property: .opacity, from: .scalar(0.9), to: .scalar(0.1), duration: 1)) { p, s in
            XCTAssertEqual(s.opacity, 0.9 + (0.1 - 0.9) * p, accuracy: 1e-15)
        }
        trace(Animation(property: .cornerRadius, from: .scalar(0), to: .scalar(16), duration: 1)) { p, s in
            XCTAssertEqual(s.cornerRadius, 16 * p, accuracy: 1e-14)
        }
        let ease = ReferenceBezier(0.42, 0, 0.58, 1)
        trace(
            Animation(
                property: .position, from: .point(Point(x: 0, y: 100)), to: .point(Point(x: 300, y: -50)), duration: 1,
                timingFunction: .easeInEaseOut), curve: { $0 == 0 ? 0 : ease.progress($0) }
        ) { p, s in
            assertClose(s.position, Point(x: 300 * p, y: 100 - 150 * p), 300 * 1e-7)
        }
        let r0 = Rect(x: 0, y: 0, width: 100, height: 50), r1 = Rect(x: -10, y: 5, width: 40, height: 200)
        trace(Animation(property: .bounds, from: .rect(r0), to: .rect(r1), duration: 1)) { p, s in
            XCTAssertLessThanOrEqual(
                Ref.maxDiff(
                    [s.bounds.origin.x, s.bounds.origin.y, s.bounds.size.width, s.bounds.size.height],
                    [-10 * p, 5 * p, 100 - 60 * p, 50 + 150 * p]), 1e-12, "bounds at \(p)")
        }
        let c0 = Color(red: 1, green: 0.5, blue: 0, alpha: 1), c1 = Color(red: 0, green: 0.25, blue: 1, alpha: 0.5)
        trace(Animation(property: .backgroundColor, from: .color(c0), to: .color(c1), duration: 1)) { p, s in
            let c = s.backgroundColor
            XCTAssertLessThanOrEqual(
                Ref.maxDiff([c.red, c.green, c.blue, c.alpha], [1 - p, 0.5 - 0.25 * p, p, 1 - 0.5 * p]), 1e-15)
        }
    }

    func testAffineTransformTurnsAndScalesRigidly() {
        // rotation(0.2) → 2·rotation(1.4): at progress p, (1 + p)·rotation(0.2 + 1.2p).
        let from = Transform2D.rotation(0.2), to = Transform2D.rotation(1.4).scaledBy(x: 2, y: 2)
        trace(
            Animation(
                property: .transform, from: .transform(from.transform3D), to: .transform(to.transform3D), duration: 1)
        ) { p, s in
            let k = 1 + p, a = 0.2 + 1.2 * p
            let m = s.transform
            XCTAssertLessThanOrEqual(
                Ref.maxDiff([m.m11, m.m12, m.m21, m.m22], [k * cos(a), k * sin(a), -k * sin(a), k * cos(a)]), 1e-12,
                "at \(p)")
            XCTAssertTrue(m.isAffine)
        }
    }

    func testThreeDimensionalTransformSlerpsAboutTheCommonAxis() {
        // Both ends turn about y (with a z lift, so they are not affine): the way between turns
        // about y too, at a constant rate.
        let lift = Transform3D.translation(0, 0, 10)
        let from = Transform3D.rotation(0.3, x: 0, y: 1, z: 0).concatenating(lift)
        let to = Transform3D.rotation(1.3, x: 0, y: 1, z: 0).concatenating(lift)
        trace(Animation(property: .transform, from: .transform(from), to: .transform(to), duration: 1)) { p, s in
            let expected = Ref.mul(Ref.rotationMatrix(axis: (0, 1, 0), angle: 0.3 + p), Ref.translation(0, 0, 10))
            XCTAssertLessThanOrEqual(Ref.maxDiff(s.transform.rows, expected), 1e-12, "at \(p)")
        }
    }
}
