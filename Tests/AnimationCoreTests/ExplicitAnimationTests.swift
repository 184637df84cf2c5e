import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// Explicit animations (Core Animation's `layer.add(_:forKey:)`) in the engine, against closed
/// forms: from/to/by rules, component key paths and value functions, springs, delegate
/// callbacks, keys, animations kept past their end, fill modes and CATransaction.
final class ExplicitAnimationTests: XCTestCase {
    var engine: AnimationEngine!
    var root: View!
    var view: View!
    var events: [String] = []

    override func setUp() {
        engine = AnimationEngine()
        root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 300))
        view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 50), title: "v")
        try! root.addSubview(view)
        events = []
    }

    private func at(_ t: Double) { engine.advance(to: t) }

    private func add(_ spec: ExplicitAnimation, _ name: String = "a") throws {
        try engine.addExplicit(
            spec, to: view.layer, didStart: { self.events.append("\(name) start at \(self.engine.currentTime)") },
            didStop: { self.events.append("\(name) stop \($0) at \(self.engine.currentTime)") })
    }

    func testABasicAnimationMovesThePresentationNotTheModelAndSnapsBackWhenRemoved() throws {
        try add(ExplicitAnimation(keyPath: .property(.opacity), from: .scalar(1), to: .scalar(0), duration: 1))
        at(0.25)
        XCTAssertEqual(view.layer.presentation.opacity, 0.75, accuracy: 1e-12, "linear by default")
        XCTAssertEqual(view.alpha, 1, "the model does not change")
        at(0.5)
        XCTAssertEqual(view.layer.presentation.opacity, 0.5, accuracy: 1e-12)
        at(1)
        XCTAssertEqual(view.layer.presentation.opacity, 1, "removed at its end: the model shows again")
        XCTAssertEqual(events, ["a start at 0.25", "a stop true at 1.0"])
        XCTAssertTrue(engine.isIdle)
    }

    func testFromToAndByFollowCoreAnimationsRules() throws {
        view.cornerRadius = 2
        try add(ExplicitAnimation(keyPath: .property(.cornerRadius), by: .scalar(10), duration: 1))
        at(0.5)
        XCTAssertEqual(view.layer.presentation.cornerRadius, 7, accuracy: 1e-12, "by alone: current → current + by")
        try add(
            ExplicitAnimation(
                keyPath: .property(.cornerRadius), to: .scalar(20), by: .scalar(5), duration: 1, key: "k"), "b")
        at(1.0)
        XCTAssertEqual(
            view.layer.presentation.cornerRadius, 17.5, accuracy: 1e-12, "to and by: (to − by) → to, halfway")
        XCTAssertEqual(events.first, "a start at 0.5")
        XCTAssertTrue(
            events.contains("a stop true at 1.0"), "\(events): under another key, the first runs on to its end")
    }

    /// Core Animation runs explicit animations of one property side by side (only a key
    /// replaces): the later-added applies over the earlier, components compose, and when the
    /// later ends the earlier shows again.
    func testExplicitAnimationsOfOnePropertyRunTogetherTheLaterOnTop() throws {
        try add(ExplicitAnimation(keyPath: .property(.opacity), from: .scalar(0), to: .scalar(1), duration: 2), "a")
        try add(ExplicitAnimation(keyPath: .property(.opacity), from: .scalar(1), to: .scalar(0.5), duration: 1), "b")
        at(0.5)
        XCTAssertEqual(view.layer.presentation.opacity, 0.75, accuracy: 1e-12, "b, added later, applies over a")
        at(1.5)
        XCTAssertEqual(
            view.layer.presentation.opacity, 0.75, accuracy: 1e-12,
            "b has ended: a shows again (three quarters of its way)")
        XCTAssertTrue(events.contains("b stop true at 1.5"), "\(events)")
        // position.x and position.y at once: each writes its own component.
        view.center = Point(x: 50, y: 25)
        try add(ExplicitAnimation(keyPath: .positionX, from: .scalar(0), to: .scalar(100), duration: 1), "x")
        try add(ExplicitAnimation(keyPath: .positionY, from: .scalar(0), to: .scalar(-100), duration: 2), "y")
        at(2.0)
        XCTAssertEqual(view.layer.presentation.position, Point(x: 50, y: -25))
        at(2.75)
        XCTAssertEqual(view.layer.presentation.position, Point(x: 50, y: -62.5), "x ended: its model shows; y goes on")
    }

    /// `transform.scale` and `transform.rotation.z` together (the spin-and-grow of many
    /// animators): the presented transform is the scale and the rotation at once; a rotation on
    /// a scaled layer keeps the scale (value functions set one component).
    func testTransformComponentsComposeAndKeepTheOthers() throws {
        try add(
            ExplicitAnimation(keyPath: .scale(axis: nil), from: .scalar(0.5), to: .scalar(1.5), duration: 1), "scale")
        try add(ExplicitAnimation(keyPath: .rotation(axis: 2), from: .scalar(0), to: .scalar(.pi), duration: 1), "spin")
        at(0.5)
        var m = view.layer.presentation.transform
        XCTAssertEqual(m.m11, cos(Double.pi / 2), accuracy: 1e-12)
        XCTAssertEqual(m.m12, 1.0, accuracy: 1e-12, "scale 1 × sin 90°")
        at(0.75)
        m = view.layer.presentation.transform
        XCTAssertEqual(m.m11, 1.25 * cos(0.75 * Double.pi), accuracy: 1e-12)
        XCTAssertEqual(m.m12, 1.25 * sin(0.75 * Double.pi), accuracy: 1e-12)
        XCTAssertEqual(m.m21, -1.25 * sin(0.75 * Double.pi), accuracy: 1e-12)
        at(2)
        view.layer.transform = .scale(2, 2)
        try add(
            ExplicitAnimation(keyPath: .rotation(axis: 2), from: .scalar(0), to: .scalar(.pi / 2), duration: 1), "turn")
        at(2.5)
        m = view.layer.presentation.transform
        XCTAssertEqual(m.m11, 2 * cos(Double.pi / 4), accuracy: 1e-12, "the model's scale is kept")
        XCTAssertEqual(m.m12, 2 * sin(Double.pi / 4), accuracy: 1e-12)
        // A rotation about y is out of the plane: it replaces the transform, as before.
        try add(
            ExplicitAnimation(keyPath: .rotation(axis: 1), from: .scalar(0), to: .scalar(.pi / 2), duration: 1), "flip")
        at(3.0)
        XCTAssertEqual(view.layer.presentation.transform.m11, cos(Double.pi / 4), accuracy: 1e-12)
    }

    func testAComponentAnimatesOnlyItsComponentFromWhatIsShown() throws {
        view.center = Point(x: 50, y: 25)
        try add(ExplicitAnimation(keyPath: .positionX, to: .scalar(250), duration: 2))
        at(1)
        XCTAssertEqual(
            view.layer.presentation.position, Point(x: 150, y: 25), "x from the shown 50 to 250, y untouched")
        XCTAssertEqual(view.center, Point(x: 50, y: 25))
        try add(
            ExplicitAnimation(
                keyPath: .boundsSize, from: .rect(Rect(x: 0, y: 0, width: 10, height: 10)),
                to: .rect(Rect(x: 0, y: 0, width: 30, height: 50)), duration: 1), "size")
        at(1.5)
        XCTAssertEqual(view.layer.presentation.bounds, Rect(x: 0, y: 0, width: 20, height: 30))
    }

    func testTransformComponentsAreValueFunctions() throws {
        try add(ExplicitAnimation(keyPath: .rotation(axis: 2), from: .scalar(0), to: .scalar(2 * .pi), duration: 1))
        for (t, angle) in [(0.25, Double.pi / 2), (0.5, Double.pi), (0.75, 1.5 * Double.pi)] {
            at(t)
            let m = view.layer.presentation.transform
            XCTAssertEqual(m.m11, cos(angle), accuracy: 1e-12, "t = \(t)")
            XCTAssertEqual(
                m.m12, sin(angle), accuracy: 1e-12, "t = \(t): a full turn, not an interpolation between equal matrices"
            )
        }
        try add(ExplicitAnimation(keyPath: .scale(axis: nil), from: .scalar(1), to: .scalar(0), duration: 1), "scale")
        at(1.0)
        XCTAssertEqual(view.layer.presentation.transform, .scale(0.75, 0.75, 1), "a quarter of the way from 1 to 0")
        try add(
            ExplicitAnimation(keyPath: .translation(axis: 1), from: .scalar(0), to: .scalar(-40), duration: 1), "move")
        at(1.75)
        XCTAssertEqual(view.layer.presentation.transform, .translation(0, -30, 0))
    }

    /// A `transform.rotation.z` turn, frame after frame, is exactly the model's transform with
    /// its angle replaced: on an unturned layer every frame's matrix is the rotation's own
    /// (no drift of the scale from frame to frame), and when the model's transform changes
    /// while it runs (here to a scale and a translation), the next frame turns the new one.
    func testARotationFrameAfterFrameIsTheModelWithItsAngleReplaced() throws {
        try add(ExplicitAnimation(keyPath: .rotation(axis: 2), from: .scalar(0), to: .scalar(2 * .pi), duration: 1))
        for k in 1...50 {
            let t = Double(k) / 64
            at(t)
            let m = view.layer.presentation.transform
            let angle = 0 + (2 * .pi - 0) * t
            XCTAssertEqual(m.m11, cos(angle), "frame \(k)")
            XCTAssertEqual(m.m12, sin(angle), "frame \(k)")
            XCTAssertEqual(m.m21, -sin(angle), "frame \(k)")
            XCTAssertEqual(m.m22, cos(angle), "frame \(k)")
        }
        view.layer.transform = Transform3D.scale(2, 3, 1).concatenating(.translation(5, 7, 0))
        at(51.0 / 64)
        let m = view.layer.presentation.transform
        let angle = 2 * Double.pi * 51 / 64
        XCTAssertEqual(m.m11, 2 * cos(angle), accuracy: 1e-12)
        XCTAssertEqual(m.m12, 2 * sin(angle), accuracy: 1e-12)
        XCTAssertEqual(m.m21, -3 * sin(angle), accuracy: 1e-12)
        XCTAssertEqual(m.m22, 3 * cos(angle), accuracy: 1e-12)
        XCTAssertEqual(Point(x: m.m41, y: m.m42), Point(x: 5, y: 7))
        at(52.0 / 64)
        XCTAssertEqual(
            view.layer.presentation.transform.m11, 2 * cos(2 * Double.pi * 52 / 64), accuracy: 1e-12, "and keeps it")
        XCTAssertEqual(view.layer.presentation.transform.m22, 3 * cos(2 * Double.pi * 52 / 64), accuracy: 1e-12)
    }

    /// CASpringAnimation's closed form (WebKit's SpringSolver): mass 1, stiffness 100, damping
    /// 10 → ω₀ = 10, ζ = 0.5; x(t) = e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t).
    func testASpringFollowsTheDampedOscillator() throws {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        try add(
            ExplicitAnimation(
                keyPath: .property(.opacity), from: .scalar(0), to: .scalar(1), duration: 2,
                timingFunction: .spring(spring.unitSolution)))
        let wd = 10 * (0.75).squareRoot()
        for t in [0.1, 0.3, 0.7] {
            at(t)
            let x = exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
            XCTAssertEqual(view.layer.presentation.opacity, 1 - x, accuracy: 1e-9, "t = \(t)")
        }
    }

    func testAnAnimationKeptPastItsEndHoldsItsEndValueAndLeavesTheEngineIdle() throws {
        var timing = MediaTiming()
        timing.fillMode = .forwards
        try add(
            ExplicitAnimation(
                keyPath: .property(.opacity), from: .scalar(1), to: .scalar(0), duration: 1, timing: timing,
                isRemovedOnCompletion: false, key: "fade"))
        at(0.5)
        at(1)
        at(2)
        XCTAssertEqual(view.layer.presentation.opacity, 0, "held at its end")
        XCTAssertEqual(view.alpha, 1, "the model never changed")
        XCTAssertEqual(events, ["a start at 0.5", "a stop true at 1.0"], "stopped (finished) once, at its end")
        XCTAssertTrue(engine.isIdle)
        XCTAssertEqual(engine.runningAnimationCount, 0)
        XCTAssertEqual(engine.heldAnimationCount, 1)
        XCTAssertEqual(engine.explicitAnimationKeys(of: view.layer), ["fade"])
        XCTAssertTrue(engine.removeAnimation(forKey: "fade", from: view.layer))
        XCTAssertEqual(view.layer.presentation.opacity, 1)
        at(3)
        XCTAssertEqual(events.count, 2, "no second stop")
        XCTAssertEqual(engine.heldAnimationCount, 0)
        XCTAssertFalse(engine.removeAnimation(forKey: "fade", from: view.layer))
    }

    func testKeptWithoutAForwardFillItShowsTheModelButStaysOnTheLayer() throws {
        try add(
            ExplicitAnimation(
                keyPath: .property(.opacity), from: .scalar(1), to: .scalar(0), duration: 1,
                isRemovedOnCompletion: false, key: "k"))
        at(2)
        XCTAssertEqual(view.layer.presentation.opacity, 1)
        XCTAssertEqual(engine.explicitAnimationKeys(of: view.layer), ["k"])
        XCTAssertTrue(engine.isIdle)
    }

    func testADelayedStartHoldsTheStartWithABackwardsFillAndStartsAtItsBeginTime() throws {
        var timing = MediaTiming()
        timing.beginTime = 0.5
        timing.fillMode = .backwards
        try add(
            ExplicitAnimation(
                keyPath: .property(.opacity), from: .scalar(0.2), to: .scalar(1), duration: 1, timing: timing))
        at(0.25)
        XCTAssertEqual(view.layer.presentation.opacity, 0.2, "before its begin time, the start value (backwards fill)")
        XCTAssertEqual(events, [])
        at(0.5)
        XCTAssertEqual(events, ["a start at 0.5"])
        at(1.0)
        XCTAssertEqual(view.layer.presentation.opacity, 0.6, accuracy: 1e-12)
    }

    func testAddingUnderAKeyReplacesAndATransactionWaitsForExplicitAnimations() throws {
        engine.beginTransaction()
        engine.setTransactionCompletion { self.events.append("transaction at \(self.engine.currentTime)") }
        try add(ExplicitAnimation(keyPath: .property(.opacity), to: .scalar(0), duration: 1, key: "x"), "first")
        try add(ExplicitAnimation(keyPath: .property(.cornerRadius), to: .scalar(9), duration: 0.5, key: "x"), "second")
        engine.commitTransaction()
        at(0.25)
        at(0.5)
        XCTAssertEqual(
            events,
            ["first stop false at 0.25", "second start at 0.25", "second stop true at 0.5", "transaction at 0.5"])
    }

    func testValuesOfTheWrongKindAreRefused() {
        XCTAssertThrowsError(try add(ExplicitAnimation(keyPath: .positionX, to: .point(Point(x: 1, y: 2))))) { e in
            XCTAssertEqual(e as? ExplicitAnimationError, .wrongKind(keyPath: "positionX", needs: "numbers"))
        }
        XCTAssertThrowsError(try add(ExplicitAnimation(keyPath: .property(.transform), by: .transform(.identity)))) {
            e in
            XCTAssertEqual(e as? ExplicitAnimationError, .byOnTransform)
        }
        XCTAssertTrue(engine.isIdle, "nothing was added")
        XCTAssertEqual(LayerKeyPath("transform.rotation"), .rotation(axis: 2))
        XCTAssertNil(LayerKeyPath("transform.skew"))
        XCTAssertEqual(LayerKeyPath.supported.compactMap(LayerKeyPath.init).count, LayerKeyPath.supported.count)
    }

    func testKeyframesOfAPropertyAndOfAComponent() throws {
        let fade = KeyframeTrack(values: [.scalar(1), .scalar(0), .scalar(1)], keyTimes: [0, 0.25, 1])
        try add(ExplicitAnimation(keyPath: .property(.opacity), keyframes: fade, duration: 1))
        for (t, expected) in [(0.125, 0.5), (0.25, 0.0), (0.625, 0.5)] {
            at(t)
            XCTAssertEqual(view.layer.presentation.opacity, expected, accuracy: 1e-12, "t = \(t)")
        }
        let spin = KeyframeTrack(values: [.scalar(0), .scalar(.pi), .scalar(2 * .pi)])
        try add(ExplicitAnimation(keyPath: .rotation(axis: 2), keyframes: spin, duration: 1), "spin")
        at(0.625 + 0.75)
        let m = view.layer.presentation.transform
        XCTAssertEqual(m.m11, cos(1.5 * .pi), accuracy: 1e-12)
        XCTAssertEqual(m.m12, sin(1.5 * .pi), accuracy: 1e-12, "three quarters of a full turn")
        XCTAssertThrowsError(
            try add(ExplicitAnimation(keyPath: .positionX, keyframes: KeyframeTrack(values: [.point(.zero)]))))
    }

    /// `isAdditive`: the classic shake (position.x keyframes 0, 10, −10, 10, 0 added to
    /// wherever the view is), an additive whole-property animation on top of another, and an
    /// additive rotation that adds its angle to a rotated view's.
    func testAdditiveAnimationsAddToWhatIsShown() throws {
        view.center = Point(x: 200, y: 100)
        var shake = ExplicitAnimation(
            keyPath: .positionX,
            keyframes: KeyframeTrack(values: [.scalar(0), .scalar(10), .scalar(-10), .scalar(10), .scalar(0)]),
            duration: 0.4)
        shake.isAdditive = true
        try add(shake, "shake")
        at(0.05)
        XCTAssertEqual(view.layer.presentation.position.x, 205, accuracy: 1e-12, "half way to +10, around 200")
        at(0.15)
        XCTAssertEqual(view.layer.presentation.position.x, 200, accuracy: 1e-12)
        view.center = Point(x: 300, y: 100)
        at(0.25)
        XCTAssertEqual(view.layer.presentation.position.x, 300, accuracy: 1e-12, "around the new model value")
        at(0.45)
        XCTAssertEqual(view.layer.presentation.position.x, 300)

        // Additive over another animation of the property: its value adds to that one's.
        try add(
            ExplicitAnimation(keyPath: .property(.opacity), from: .scalar(0), to: .scalar(0.5), duration: 1), "base")
        var bump = ExplicitAnimation(keyPath: .property(.opacity), from: .scalar(0.25), to: .scalar(0.25), duration: 1)
        bump.isAdditive = true
        try add(bump, "bump")
        at(0.95)
        XCTAssertEqual(view.layer.presentation.opacity, 0.25 + 0.25, accuracy: 1e-12)

        view.layer.transform = .rotation(0.3, x: 0, y: 0, z: 1)
        var turn = ExplicitAnimation(keyPath: .rotation(axis: 2), from: .scalar(0), to: .scalar(0.4), duration: 1)
        turn.isAdditive = true
        try add(turn, "turn")
        at(1.45)
        let m = view.layer.presentation.transform
        XCTAssertEqual(atan2(m.m12, m.m11), 0.3 + 0.2, accuracy: 1e-12, "its angle added to the view's")
    }

    /// `isCumulative`: a quarter turn repeated four times is a full turn, each pass going on
    /// from where the last ended, and holding the end of the last pass with a forward fill.
    func testACumulativeAnimationGoesOnFromWhereEachPassEnded() throws {
        var spin = ExplicitAnimation(
            keyPath: .rotation(axis: 2), from: .scalar(0), to: .scalar(.pi / 2), duration: 1,
            timing: MediaTiming(repeatCount: 4, fillMode: .forwards), isRemovedOnCompletion: false)
        spin.isCumulative = true
        try add(spin, "spin")
        for (t, angle) in [
            (0.5, Double.pi / 4), (1.5, 3 * Double.pi / 4), (2.5, 5 * Double.pi / 4), (3.5, 7 * Double.pi / 4)
        ] {
            at(t)
            let m = view.layer.presentation.transform
            XCTAssertEqual(m.m11, cos(angle), accuracy: 1e-12, "t \(t)")
            XCTAssertEqual(m.m12, sin(angle), accuracy: 1e-12, "t \(t)")
        }
        at(4.5)
        let m = view.layer.presentation.transform
        XCTAssertEqual(m.m11, 1, accuracy: 1e-12, "the end of the fourth pass: a full turn")
        XCTAssertEqual(
            MediaTiming(duration: 1, repeatCount: 4).completedPasses(4), 3, "at the end: the last pass begun")
        XCTAssertEqual(MediaTiming(duration: 1, repeatCount: 2.5).completedPasses(9), 2)
    }

    /// A cumulative keyframe animation: each pass plays the keyframes shifted by the whole
    /// change (last minus first) times the passes done, held at the end of the last one;
    /// transforms, which do not accumulate componentwise, repeat as they are.
    func testACumulativeKeyframeAnimationShiftsEachPass() throws {
        var grow = ExplicitAnimation(
            keyPath: .property(.cornerRadius), keyframes: KeyframeTrack(values: [.scalar(0), .scalar(5), .scalar(10)]),
            duration: 1, timing: MediaTiming(repeatCount: 3, fillMode: .forwards), isRemovedOnCompletion: false)
        grow.isCumulative = true
        try add(grow, "grow")
        for (t, r) in [(0.25, 2.5), (1.0 + 0.75, 17.5), (2.25, 22.5)] {
            at(t)
            XCTAssertEqual(view.layer.presentation.cornerRadius, r, accuracy: 1e-9, "t \(t)")
        }
        at(3.5)
        XCTAssertEqual(view.layer.presentation.cornerRadius, 30, accuracy: 1e-9, "three passes of 10")
        var spin = ExplicitAnimation(
            keyPath: .property(.transform),
            keyframes: KeyframeTrack(values: [.transform(.identity), .transform(.rotation(1, x: 0, y: 0, z: 1))]),
            duration: 1, timing: MediaTiming(repeatCount: 2), isRemovedOnCompletion: true)
        spin.isCumulative = true
        try add(spin, "spin")
        at(3.5 + 1.5)
        let m = view.layer.presentation.transform
        XCTAssertEqual(atan2(m.m12, m.m11), 0.5, accuracy: 1e-9, "a transform's keyframes repeat as they are")
    }
}
