import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// KeyframeTrack's calculation modes against piecewise formulas written here, and UIKit-style
/// keyframe blocks (`animateKeyframes` + `addKeyframe`) traced frame by frame.
final class KeyframeTests: XCTestCase {

    private func scalar(_ v: AnimatableValue) -> Double {
        guard case .scalar(let x) = v else {
            XCTFail("not a scalar: \(v)")
            return .nan
        }
        return x
    }

    private func point(_ v: AnimatableValue) -> Point {
        guard case .point(let p) = v else {
            XCTFail("not a point: \(v)")
            return Point(x: .nan, y: .nan)
        }
        return p
    }

    /// Index of the segment holding u: the last i with times[i] ≤ u (clamped to the last segment).
    private func segment(_ u: Double, _ times: [Double]) -> Int {
        var i = 0
        while i + 2 < times.count && times[i + 1] <= u { i += 1 }
        return i
    }

    private static let grid: [Double] = (0...1000).map { Double($0) / 1000 }

    // MARK: KeyframeTrack

    func testLinearInterpolatesBetweenNeighboursAtTheirKeyTimes() {
        let values = [0.0, 10, 5, 20], times = [0, 0.2, 0.7, 1]
        let track = KeyframeTrack(values: values.map { .scalar($0) }, keyTimes: times, mode: .linear)
        XCTAssertEqual(track.keyTimes, times)
        for u in Self.grid {
            let i = segment(u, times)
            let expected = values[i] + (values[i + 1] - values[i]) * (u - times[i]) / (times[i + 1] - times[i])
            XCTAssertEqual(scalar(track.value(at: u)), expected, accuracy: 1e-12, "u = \(u)")
        }
        XCTAssertEqual(scalar(track.value(at: -0.5)), 0, "before: the first value")
        XCTAssertEqual(scalar(track.value(at: 1.5)), 20, "after: the last value")
        // Points interpolate componentwise.
        let pts = [Point(x: 0, y: 0), Point(x: 10, y: -4), Point(x: 30, y: 6)]
        let pt = KeyframeTrack(values: pts.map { .point($0) }, keyTimes: [0, 0.25, 1])
        for u in Self.grid {
            let i = u < 0.25 ? 0 : 1, t0 = [0, 0.25][i], t1 = [0.25, 1][i]
            let s = (u - t0) / (t1 - t0)
            assertClose(
                point(pt.value(at: u)),
                Point(x: pts[i].x + (pts[i + 1].x - pts[i].x) * s, y: pts[i].y + (pts[i + 1].y - pts[i].y) * s), 1e-12)
        }
    }

    func testDiscreteHoldsEachValueUntilTheNextKeyTime() {
        let values = [0.0, 10, 5, 20], times = [0, 0.2, 0.7, 1]
        let track = KeyframeTrack(values: values.map { .scalar($0) }, keyTimes: times, mode: .discrete)
        for u in Self.grid {
            let expected = u >= 1 ? 20 : values[segment(u, times)]
            XCTAssertEqual(scalar(track.value(at: u)), expected, "u = \(u)")
        }
        XCTAssertEqual(scalar(track.value(at: 0.2)), 10, "a key time starts its value")
        XCTAssertEqual(scalar(track.value(at: 0.2.nextDown)), 0)
    }

    func testPacedMovesAtConstantSpeed() {
        // A polyline with legs 5, 6 and 8 long (19 in all); the key times given are ignored.
        let pts = [Point(x: 0, y: 0), Point(x: 3, y: 4), Point(x: 3, y: 10), Point(x: -5, y: 10)]
        let track = KeyframeTrack(values: pts.map { .point($0) }, keyTimes: [0, 0.9, 0.95, 1], mode: .paced)
        let expectedTimes = [0, 5.0 / 19, 11.0 / 19, 1]
        for (a, b) in zip(track.keyTimes, expectedTimes) { XCTAssertEqual(a, b, accuracy: 1e-15) }
        func along(_ s: Double) -> Point {  // the point at arc length s
            var rest = s
            for i in 0..<3 {
                let a = pts[i], b = pts[i + 1]
                let len = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                if rest <= len || i == 2 {
                    return Point(x: a.x + (b.x - a.x) * rest / len, y: a.y + (b.y - a.y) * rest / len)
                }
                rest -= len
            }
            return pts[3]
        }
        var previous = point(track.value(at: 0))
        for u in Self.grid.dropFirst() {
            let p = point(track.value(at: u))
            assertClose(p, along(19 * u), 1e-11, "u = \(u)")
            // Equal distance per equal time (a chord across a corner can only be shorter).
            let step = ((p.x - previous.x) * (p.x - previous.x) + (p.y - previous.y) * (p.y - previous.y)).squareRoot()
            XCTAssertLessThanOrEqual(step, 19 * 0.001 * (1 + 1e-9))
            let corner = expectedTimes.contains { $0 > u - 0.001 && $0 < u }
            if !corner { XCTAssertEqual(step, 19 * 0.001, accuracy: 1e-11, "constant speed at u = \(u)") }
            previous = p
        }
        // Scalars: distances 10, 5, 15 give key times 0, 1/3, 1/2, 1.
        let s = KeyframeTrack(values: [0, 10, 5, 20].map { .scalar($0) }, mode: .paced)
        for (a, b) in zip(s.keyTimes, [0, 1.0 / 3, 0.5, 1]) { XCTAssertEqual(a, b, accuracy: 1e-15) }
    }

    /// Catmull-Rom in matrix form: ½[2p₁ + (p₂ − p₀)s + (2p₀ − 5p₁ + 4p₂ − p₃)s² + (3p₁ − p₀ − 3p₂ + p₃)s³].
    private func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ s: Double) -> Double {
        0.5
            * (2 * p1 + (p2 - p0) * s + (2 * p0 - 5 * p1 + 4 * p2 - p3) * s * s + (3 * p1 - p0 - 3 * p2 + p3) * s * s
                * s)
    }

    func testCubicIsACatmullRomSplineThroughTheValues() {
        let values = [0.0, 10, 5, 20, 15], times = [0, 0.1, 0.5, 0.6, 1]
        let track = KeyframeTrack(values: values.map { .scalar($0) }, keyTimes: times, mode: .cubic)
        for (t, v) in zip(times, values) {
            XCTAssertEqual(scalar(track.value(at: t)), v, accuracy: 1e-12, "through \(v) at \(t)")
        }
        for u in Self.grid {
            let i = segment(u, times)
            guard i >= 1 && i + 2 < values.count else { continue }  // interior segments: both neighbours exist
            let s = (u - times[i]) / (times[i + 1] - times[i])
            XCTAssertEqual(
                scalar(track.value(at: u)), catmullRom(values[i - 1], values[i], values[i + 1], values[i + 2], s),
                accuracy: 1e-12, "u = \(u)")
        }
        // Continuous everywhere, end segments included.
        var previous = scalar(track.value(at: 0))
        for u in stride(from: 1e-4, through: 1, by: 1e-4) {
            let v = scalar(track.value(at: u))
            XCTAssertLessThan(abs(v - previous), 0.05, "no jump at u = \(u)")
            previous = v
        }
        // Points: each component is its own spline.
        let pts = [Point(x: 0, y: 0), Point(x: 10, y: 5), Point(x: 20, y: -5), Point(x: 25, y: 10)]
        let pt = KeyframeTrack(values: pts.map { .point($0) }, keyTimes: [0, 0.3, 0.6, 1], mode: .cubic)
        for k in 0...100 {
            let s = Double(k) / 100, u = 0.3 + 0.3 * s
            assertClose(
                point(pt.value(at: u)), Point(x: catmullRom(0, 10, 20, 25, s), y: catmullRom(0, 5, -5, 10, s)), 1e-12,
                "u = \(u)")
        }
    }

    func testCubicPacedUsesPacedKeyTimes() {
        let values = [0.0, 10, 5, 20, 15]  // distances 10, 5, 15, 5: total 35
        let track = KeyframeTrack(
            values: values.map { .scalar($0) }, keyTimes: [0, 0.5, 0.6, 0.7, 1], mode: .cubicPaced)
        let times = [0, 10.0 / 35, 15.0 / 35, 30.0 / 35, 1]
        for (a, b) in zip(track.keyTimes, times) { XCTAssertEqual(a, b, accuracy: 1e-15) }
        for (t, v) in zip(times, values) { XCTAssertEqual(scalar(track.value(at: t)), v, accuracy: 1e-12) }
        for u in Self.grid {
            let i = segment(u, times)
            guard i >= 1 && i + 2 < values.count else { continue }
            let s = (u - times[i]) / (times[i + 1] - times[i])
            XCTAssertEqual(
                scalar(track.value(at: u)), catmullRom(values[i - 1], values[i], values[i + 1], values[i + 2], s),
                accuracy: 1e-12, "u = \(u)")
        }
    }

    func testKeyTimesAndValuesAreSanitised() {
        let t = KeyframeTrack(values: [1, 2, 3].map { .scalar($0) }, keyTimes: [0.5, 0.2, 1.5])
        XCTAssertEqual(t.keyTimes, [0.5, 0.5, 1], "clamped to [0, 1] and made non-decreasing")
        XCTAssertEqual(
            KeyframeTrack(values: [1, 2, 3].map { .scalar($0) }, keyTimes: [0, 1]).keyTimes, [0, 0.5, 1],
            "wrong count: even")
        let mixed = KeyframeTrack(values: [.scalar(1), .point(.zero), .scalar(3)])
        XCTAssertEqual(
            mixed.values, [.scalar(1), .scalar(1), .scalar(3)], "a value of another kind repeats the previous one")
        XCTAssertEqual(scalar(KeyframeTrack(values: [.scalar(4)]).value(at: 0.7)), 4)
    }

    func testKeyframeAnimationsFollowTheirTrackOnTheLayer() {
        // Through the engine's per-frame path: inline scalar keyframes (≤ 6), longer scalar
        // tracks, and a general (point) track, each against the formula.
        let engine = makeEngine()
        let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let v = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try! root.addSubview(v)
        let short = [1.0, 0.2, 0.6], shortTimes = [0, 0.4, 1]
        let long = [0.0, 4, 1, 9, 3, 7, 2, 8], longTimes = (0..<8).map { Double($0) / 7 }
        let pts = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 50)]
        v.layer.add(
            Animation(
                property: .opacity, keyframes: KeyframeTrack(values: short.map { .scalar($0) }, keyTimes: shortTimes),
                duration: 2))
        v.layer.add(
            Animation(
                property: .cornerRadius,
                keyframes: KeyframeTrack(values: long.map { .scalar($0) }, keyTimes: longTimes, mode: .discrete),
                duration: 2))
        v.layer.add(
            Animation(
                property: .position, keyframes: KeyframeTrack(values: pts.map { .point($0) }, mode: .paced), duration: 2
            ))
        for n in 0..<120 {
            let t = Double(n) / 60, u = t / 2
            engine.advance(to: t)
            let s = v.layer.presentation
            let i = segment(u, shortTimes)
            XCTAssertEqual(
                s.opacity,
                short[i] + (short[i + 1] - short[i]) * (u - shortTimes[i]) / (shortTimes[i + 1] - shortTimes[i]),
                accuracy: 1e-12)
            XCTAssertEqual(s.cornerRadius, long[segment(u, longTimes)], "frame \(n)")
            let d = 150 * u  // legs 100 and 50
            assertClose(s.position, d <= 100 ? Point(x: d, y: 0) : Point(x: 100, y: d - 100), 1e-9, "frame \(n)")
        }
    }

    // MARK: animateKeyframes / addKeyframe

    private final class Log {
        var calls: [(Bool, Int)] = []
        var frame = 0
    }

    private func makeScene() -> (AnimationEngine, View, Log) {
        let engine = makeEngine()
        let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let v = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 50))
        try! root.addSubview(v)
        return (engine, v, Log())
    }

    /// Runs `frames` at 60 fps, noting each frame in `log` (for completions) and calling `check`
    /// with the frame, its time and `v`'s presentation then.
    private func runFrames(
        _ frames: ClosedRange<Int>, _ engine: AnimationEngine, _ v: View, _ log: Log,
        check: (_ n: Int, _ t: Double, _ s: LayerState) -> Void
    ) {
        for n in frames {
            log.frame = n
            let t = Double(n) / 60
            engine.advance(to: t)
            check(n, t, v.layer.presentation)
        }
    }

    func testKeyframesHoldBetweenTheirWindowsAndChangesOutsideSpanTheWholeDuration() {
        let (engine, v, log) = makeScene()
        engine.animateKeyframes(
            withDuration: 2,
            animations: {
                engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { v.alpha = 0.5 }
                engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { v.alpha = 0 }
                v.center = Point(x: 250, y: 25)  // outside any keyframe
            }, completion: { log.calls.append(($0, log.frame)) })
        XCTAssertEqual(v.alpha, 0, "the model is the last value at once")
        XCTAssertEqual(v.center, Point(x: 250, y: 25))
        func expectedAlpha(_ u: Double) -> Double {
            if u < 0.25 { return 1 - 0.5 * u / 0.25 }
            if u < 0.5 { return 0.5 }
            if u < 0.75 { return 0.5 - 0.5 * (u - 0.5) / 0.25 }
            return 0
        }
        runFrames(0...130, engine, v, log) { n, t, s in
            if n < 120 {
                XCTAssertEqual(s.opacity, expectedAlpha(t / 2), accuracy: 1e-12, "frame \(n)")
                XCTAssertEqual(s.position.x, 50 + 200 * t / 2, accuracy: 1e-12, "frame \(n)")
            } else {
                XCTAssertEqual(s, v.layer.model, "frame \(n): ended")
            }
        }
        XCTAssertEqual(log.calls.count, 1, "completion exactly once")
        XCTAssertEqual(log.calls.first?.0, true)
        XCTAssertEqual(log.calls.first?.1, 120, "on the frame that reaches the duration")
    }

    func testKeyframesAreSortedByStart() {
        let (engine, v, _) = makeScene()
        engine.animateKeyframes(
            withDuration: 1,
            animations: {
                engine.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) { v.cornerRadius = 20 }
                engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) { v.cornerRadius = 10 }
            })
        XCTAssertEqual(v.cornerRadius, 10, "the model is the value set last")
        for k in 0..<100 {
            let u = Double(k) / 100
            engine.advance(to: u)
            let expected = u < 0.4 ? 10 * u / 0.4 : (u < 0.6 ? 10 : 10 + 10 * (u - 0.6) / 0.4)
            XCTAssertEqual(v.layer.presentation.cornerRadius, expected, accuracy: 1e-12, "u = \(u)")
        }
    }

    func testOverlappingKeyframeStartsWhenThePreviousOneEnds() {
        let (engine, v, _) = makeScene()
        engine.animateKeyframes(
            withDuration: 1,
            animations: {
                engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0.5 }
                engine.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { v.alpha = 0 }
            })
        // The second keyframe may not start before the first ends at 0.5: until then only the
        // first one moves (1 → 0.5 over [0, 0.5]).
        for k in 0...50 {
            let u = Double(k) / 100
            engine.advance(to: u)
            XCTAssertEqual(v.layer.presentation.opacity, 1 - u, accuracy: 1e-12, "u = \(u)")
        }
        engine.advance(to: 0.55)
        XCTAssertLessThan(v.layer.presentation.opacity, 0.5, "then the second one moves")
    }

    func testOverlappingKeyframeIsShiftedWithItsDuration() {
        // "moved to start at that end": the keyframe moves as a whole, keeping its relative
        // duration (clamped to the block), so it runs over [0.5, 1.0]: at 0.75 it is half way.
        let (engine, v, _) = makeScene()
        engine.animateKeyframes(
            withDuration: 1,
            animations: {
                engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0.5 }
                engine.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { v.alpha = 0 }
            })
        for u in [0.6, 0.75, 0.9] {
            engine.advance(to: u)
            XCTAssertEqual(v.layer.presentation.opacity, 0.5 - 0.5 * (u - 0.5) / 0.5, accuracy: 1e-12, "u = \(u)")
        }
    }

    func testCalculationModeDelayAndCompletionOfAKeyframeBlock() {
        let (engine, v, log) = makeScene()
        engine.animateKeyframes(
            withDuration: 1, delay: 0.5, options: .calculationModeDiscrete,
            animations: {
                engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { v.alpha = 0.5 }
                engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { v.alpha = 0 }
                engine.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.8) { v.cornerRadius = 8 }
            }, completion: { log.calls.append(($0, log.frame)) })
        // Discrete: times [0, 0.25, 0.5, 0.75, 1] with values [1, 0.5, 0.5, 0, 0].
        func expectedAlpha(_ u: Double) -> Double { u < 0.25 ? 1 : (u < 0.75 ? 0.5 : 0) }
        runFrames(0...100, engine, v, log) { n, t, s in
            if t < 0.5 {
                XCTAssertEqual(s.opacity, 1, "delay holds the start, frame \(n)")
                XCTAssertEqual(s.cornerRadius, 0)
            } else if n < 90 {
                let u = t - 0.5
                XCTAssertEqual(s.opacity, expectedAlpha(u), "frame \(n), u = \(u)")
                XCTAssertEqual(s.cornerRadius, u < 0.1 ? 0 : (u < 0.9 ? 0 : 8), "frame \(n), u = \(u)")
            }
        }
        XCTAssertEqual(log.calls.count, 1)
        XCTAssertEqual(log.calls.first?.0, true)
        XCTAssertEqual(log.calls.first?.1, 90, "delay 0.5 + duration 1 = frame 90")
        XCTAssertEqual(engine.runningAnimationCount, 0)
    }

    func testAddKeyframeOutsideABlockApplies() {
        let (engine, v, _) = makeScene()
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.3 }
        XCTAssertEqual(v.alpha, 0.3)
        XCTAssertNil(v.layer.animation(for: .opacity))
    }

    /// Core Animation's `timingFunctions`: each segment runs through its own curve between
    /// its key times; a segment past the list is linear; the fast scalar path steps aside.
    func testPerSegmentTimingFunctionsShapeEachSegment() {
        let easeIn = CubicBezier(0.42, 0, 1, 1)
        let k = KeyframeTrack(
            values: [.scalar(0), .scalar(10), .scalar(30)], keyTimes: [0, 0.5, 1], segmentCurves: [easeIn])
        guard case .scalar(let v) = k.value(at: 0.25) else { return XCTFail() }
        XCTAssertEqual(v, 10 * easeIn.progress(0.5), accuracy: 1e-12, "half way through the first segment, eased in")
        XCTAssertLessThan(v, 5, "an ease-in is behind the line")
        guard case .scalar(let w) = k.value(at: 0.75) else { return XCTFail() }
        XCTAssertEqual(w, 20, accuracy: 1e-12, "the second segment has no curve: linear")
        let engine = makeEngine()
        let view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layer.add(
            Animation(
                property: .opacity, keyframes: KeyframeTrack(values: [.scalar(0), .scalar(1)], segmentCurves: [easeIn]),
                duration: 1))
        engine.advance(to: 0.5)
        XCTAssertEqual(
            view.layer.presentation.opacity, easeIn.progress(0.5), accuracy: 1e-12, "not the flat linear path")
    }
}
