import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// `CAKeyframeAnimation.path` on `position`: vertices as keyframes (evenly spaced, at key
/// times, or paced by length), constant speed along each element, moves as jumps, discrete
/// steps; and the explicit animation that follows it.
final class MotionPathTests: XCTestCase {
    private let ell = Path([.move(.zero), .line(Point(x: 300, y: 0)), .line(Point(x: 300, y: 100))])

    func testVerticesAreKeyframesEvenlySpacedAtKeyTimesOrPacedByLength() throws {
        let even = try XCTUnwrap(MotionPath(ell, keyTimes: nil, mode: .linear))
        assertClose(even.point(at: 0.25), Point(x: 150, y: 0), 1e-9, "half the first element at a quarter of the time")
        assertClose(even.point(at: 0.75), Point(x: 300, y: 50))
        let paced = try XCTUnwrap(MotionPath(ell, keyTimes: nil, mode: .paced))
        assertClose(paced.point(at: 0.25), Point(x: 100, y: 0), 1e-9, "a quarter of the 400-point length")
        assertClose(paced.point(at: 0.875), Point(x: 300, y: 50))
        let timed = try XCTUnwrap(MotionPath(ell, keyTimes: [0, 0.8, 1], mode: .linear))
        assertClose(timed.point(at: 0.4), Point(x: 150, y: 0))
        assertClose(timed.point(at: 0.9), Point(x: 300, y: 50))
        let steps = try XCTUnwrap(MotionPath(ell, keyTimes: nil, mode: .discrete))
        assertClose(steps.point(at: 0.49), .zero)
        assertClose(steps.point(at: 0.5), Point(x: 300, y: 0))
        assertClose(even.point(at: -1), .zero, 0, "held before the start")
        assertClose(even.point(at: 2), Point(x: 300, y: 100), 0)
        XCTAssertNil(MotionPath(Path([.move(.zero)]), keyTimes: nil, mode: .linear), "nothing to follow")
    }

    func testCurvesAreFollowedAtConstantSpeedAndMovesJump() throws {
        let circle = PathTests.circle(Point(x: 0, y: 0), 100)
        let paced = try XCTUnwrap(MotionPath(circle, keyTimes: nil, mode: .paced))
        for k in 0...16 {
            let u = Double(k) / 16
            let p = paced.point(at: u)
            XCTAssertEqual(p.length, 100, accuracy: 0.03, "on the circle")
            // Constant speed: the angle grows linearly (clockwise on screen from +x).
            var angle = atan2(p.y, p.x)
            if angle < -1e-9 { angle += 2 * Double.pi }
            if k == 16 { angle = 2 * Double.pi }
            XCTAssertEqual(angle, 2 * Double.pi * u, accuracy: 1e-3, "u \(u)")
        }
        let jump = try XCTUnwrap(
            MotionPath(
                Path([.move(.zero), .line(Point(x: 10, y: 0)), .move(Point(x: 50, y: 50)), .line(Point(x: 60, y: 50))]),
                keyTimes: nil, mode: .paced))
        assertClose(jump.point(at: 0.25), Point(x: 5, y: 0), 1e-9, "20 points of travel: the jump adds none")
        assertClose(jump.point(at: 0.75), Point(x: 55, y: 50), 1e-9)
    }

    func testAnExplicitAnimationMovesThePositionAlongThePath() throws {
        let engine = makeEngine()
        let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try root.addSubview(view)
        var spec = ExplicitAnimation(keyPath: .property(.position), duration: 2)
        spec.motion = MotionPath(ell, keyTimes: nil, mode: .paced)
        var stopped: [Bool] = []
        try engine.addExplicit(spec, to: view.layer, didStop: { stopped.append($0) })
        engine.advance(to: 1.5)
        assertClose(
            view.layer.presentation.position, Point(x: 300, y: 0 + 0), 1e-9, "three quarters of 400 points: the corner")
        XCTAssertEqual(view.center, Point(x: 5, y: 5), "the model is the caller's")
        var wrong = ExplicitAnimation(keyPath: .property(.opacity), duration: 1)
        wrong.motion = spec.motion
        XCTAssertThrowsError(try engine.addExplicit(wrong, to: view.layer), "a path is only for position")
        engine.advance(to: 2)
        engine.runReadyCompletions()
        XCTAssertEqual(stopped, [true])
    }

    /// `rotationMode`: the layer faces along the path (its tangent's angle before its own
    /// transform), half a turn more in reverse, and its model transform shows again after.
    func testRotateAutoTurnsTheLayerAlongThePath() throws {
        let engine = makeEngine()
        let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try root.addSubview(view)
        view.layer.transform = .scale(2, 2)
        var spec = ExplicitAnimation(keyPath: .property(.position), duration: 2)
        spec.motion = MotionPath(ell, keyTimes: nil, mode: .paced)
        spec.motionRotation = .auto
        try engine.addExplicit(spec, to: view.layer)
        engine.advance(to: 0.5)
        var m = view.layer.presentation.transform
        XCTAssertEqual(atan2(m.m12, m.m11), 0, accuracy: 1e-12, "along +x")
        XCTAssertEqual((m.m11 * m.m11 + m.m12 * m.m12).squareRoot(), 2, accuracy: 1e-12, "the model's scale kept")
        engine.advance(to: 1.75)
        m = view.layer.presentation.transform
        XCTAssertEqual(atan2(m.m12, m.m11), Double.pi / 2, accuracy: 1e-12, "down the second leg")
        engine.advance(to: 2.5)
        XCTAssertEqual(view.layer.presentation.transform, .scale(2, 2), "the model again")
        var back = ExplicitAnimation(keyPath: .property(.position), duration: 2)
        back.motion = MotionPath(ell, keyTimes: nil, mode: .paced)
        back.motionRotation = .autoReverse
        try engine.addExplicit(back, to: view.layer)
        engine.advance(to: 3.0)
        m = view.layer.presentation.transform
        XCTAssertEqual(abs(atan2(m.m12, m.m11)), Double.pi, accuracy: 1e-12, "facing back along +x")
    }
}
