import TestSupport
import XCTest
@testable import AnimationCore

/// Block-animation semantics: model set at once, presentation from the curve, replacement,
/// beginFromCurrentState, completion exactly once with the right flag.
final class TransactionTests: XCTestCase {
    var engine: AnimationEngine!
    var root: View!
    var view: View!

    override func setUp() {
        engine = AnimationEngine()
        root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 300))
        view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 50), title: "v")
        try! root.addSubview(view)
    }

    func testModelChangesAtOnceAndPresentationFollowsTheCurve() {
        engine.animate(withDuration: 2, options: .curveLinear, animations: { self.view.alpha = 0 })
        XCTAssertEqual(view.alpha, 0, "model value is set immediately")
        for t in [0.0, 0.5, 1.0, 1.5] {
            engine.advance(to: t)
            XCTAssertEqual(view.layer.presentation.opacity, 1 - t / 2, accuracy: 1e-12, "linear at t=\(t)")
        }
        engine.advance(to: 2)
        XCTAssertEqual(view.layer.presentation.opacity, 0)
        XCTAssertEqual(engine.runningAnimationCount, 0)
    }

    func testEaseInOutMatchesTheBezierAtEveryFrame() {
        engine.animate(withDuration: 1, animations: { self.view.center = Point(x: 250, y: 25) })
        for i in 0..<60 {
            let t = Double(i) / 60
            engine.advance(to: t)
            let p = CubicBezier.easeInEaseOut.referenceProgress(t)
            XCTAssertEqual(view.layer.presentation.position.x, 50 + 200 * p, accuracy: 2e-5, "t=\(t)")
        }
    }

    func testDelayHoldsTheStartValue() {
        engine.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { self.view.alpha = 0 })
        engine.advance(to: 0.25)
        XCTAssertEqual(view.layer.presentation.opacity, 1)
        engine.advance(to: 1.0)
        XCTAssertEqual(view.layer.presentation.opacity, 0.5, accuracy: 1e-12)
    }

    func testCompletionRunsOnceWithFinishedTrue() {
        var calls: [Bool] = []
        engine.animate(
            withDuration: 0.5,
            animations: {
                self.view.alpha = 0.2
                self.view.center = .zero
            }
        ) { calls.append($0) }
        for f in 0...40 { engine.advance(to: Double(f) / 60) }
        XCTAssertEqual(calls, [true])
    }

    func testReplacementReportsUnfinishedAndStartsFromOldModelValue() {
        var first: [Bool] = [], second: [Bool] = []
        engine.animate(withDuration: 1, options: .curveLinear, animations: { self.view.alpha = 0 }) { first.append($0) }
        engine.advance(to: 0.5)
        XCTAssertEqual(view.layer.presentation.opacity, 0.5, accuracy: 1e-12)
        engine.animate(withDuration: 1, options: .curveLinear, animations: { self.view.alpha = 1 }) {
            second.append($0)
        }
        engine.advance(to: 0.5)
        XCTAssertEqual(first, [false], "replaced animation completes unfinished on the next frame")
        // Without beginFromCurrentState the new animation starts at the old model value (0): a jump.
        XCTAssertEqual(view.layer.presentation.opacity, 0, accuracy: 1e-12)
        engine.advance(to: 1.0)
        XCTAssertEqual(view.layer.presentation.opacity, 0.5, accuracy: 1e-12)
        engine.advance(to: 1.5)
        XCTAssertEqual(second, [true])
    }

    func testBeginFromCurrentStateStartsFromThePresentation() {
        engine.animate(withDuration: 1, options: .curveLinear, animations: { self.view.alpha = 0 })
        engine.advance(to: 0.25)
        engine.animate(
            withDuration: 1, options: [.curveLinear, .beginFromCurrentState], animations: { self.view.alpha = 1 })
        engine.advance(to: 0.25)
        XCTAssertEqual(view.layer.presentation.opacity, 0.75, accuracy: 1e-12, "no jump")
        engine.advance(to: 0.75)
        XCTAssertEqual(view.layer.presentation.opacity, 0.875, accuracy: 1e-12)
    }

    func testSettingTwiceInOneBlockMakesOneAnimation() {
        var calls: [Bool] = []
        engine.animate(
            withDuration: 1, options: .curveLinear,
            animations: {
                self.view.alpha = 0
                self.view.alpha = 0.5
            }
        ) { calls.append($0) }
        engine.advance(to: 0.5)
        XCTAssertEqual(view.layer.presentation.opacity, 0.75, accuracy: 1e-12)
        engine.advance(to: 1)
        XCTAssertEqual(calls, [true], "a retargeted animation does not count as interrupted")
    }

    func testEmptyBlockCompletesOnNextFrame() {
        var calls: [Bool] = []
        engine.animate(withDuration: 1, animations: {}) { calls.append($0) }
        XCTAssertEqual(calls, [])
        engine.advance(to: 0)
        XCTAssertEqual(calls, [true])
    }

    func testRemoveAllAnimationsCompletesUnfinished() {
        var calls: [Bool] = []
        engine.animate(withDuration: 1, animations: { self.view.alpha = 0 }) { calls.append($0) }
        engine.advance(to: 0.1)
        view.layer.removeAllAnimations()
        XCTAssertEqual(view.layer.presentation.opacity, 0, "model shows once removed")
        engine.advance(to: 0.2)
        XCTAssertEqual(calls, [false])
        engine.advance(to: 2)
        XCTAssertEqual(calls, [false], "exactly once")
    }

    func testPerformWithoutAnimation() {
        var calls: [Bool] = []
        engine.animate(
            withDuration: 1,
            animations: {
                self.engine.performWithoutAnimation { self.view.alpha = 0.3 }
                self.view.center = Point(x: 10, y: 10)
            }
        ) { calls.append($0) }
        XCTAssertNil(view.layer.animation(for: .opacity))
        XCTAssertNotNil(view.layer.animation(for: .position))
        engine.advance(to: 0.01)
        XCTAssertEqual(view.layer.presentation.opacity, 0.3)
    }

    func testFrameAnimatesPositionAndBounds() {
        engine.animate(
            withDuration: 1, options: .curveLinear,
            animations: { self.view.frame = Rect(x: 100, y: 100, width: 200, height: 100) })
        engine.advance(to: 0.5)
        let p = view.layer.presentation
        XCTAssertEqual(p.frame, Rect(x: 50, y: 50, width: 150, height: 75))
    }

    func testSpringUsesUIKitMappingAndEndsExactlyOnTarget() {
        engine.animate(
            withDuration: 1, usingSpringWithDamping: 0.75, initialSpringVelocity: 0.5,
            animations: { self.view.alpha = 0 })
        let spring = Spring.uiKit(duration: 1, dampingRatio: 0.75, initialVelocity: 0.5).unitSolution
        for t in stride(from: 0.0, to: 1.0, by: 0.05) {
            engine.advance(to: t)
            XCTAssertEqual(view.layer.presentation.opacity, 1 - spring.progress(at: t), accuracy: 1e-12)
        }
        engine.advance(to: 1)
        XCTAssertEqual(view.layer.presentation.opacity, 0)
    }

    func testAnimationsOfDetachedViewsStillComplete() {
        var calls: [Bool] = []
        weak var weakView: View?
        do {
            let v = View(engine: engine, frame: Rect(x: 0, y: 0, width: 1, height: 1))
            weakView = v
            try! root.addSubview(v)
            engine.animate(withDuration: 0.5, animations: { v.alpha = 0 }) { calls.append($0) }
            v.removeFromSuperview()
        }
        engine.advance(to: 1)
        XCTAssertEqual(calls, [true])
        XCTAssertNil(weakView, "nothing keeps the view alive once its animation has completed")
    }

    func testAutoreverseRepeatTiming() {
        let a = Animation(
            property: .opacity, from: .scalar(1), to: .scalar(0), duration: 1,
            timing: MediaTiming(repeatCount: 2, autoreverses: true))
        view.layer.add(a)
        for (t, expected) in [(0.25, 0.75), (1.25, 0.25), (2.5, 0.5), (3.75, 0.75)] {
            engine.advance(to: t)
            XCTAssertEqual(view.layer.presentation.opacity, expected, accuracy: 1e-12, "t=\(t)")
        }
        engine.advance(to: 4)
        XCTAssertNil(view.layer.animation(for: .opacity))
    }
}
