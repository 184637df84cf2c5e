import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// MediaTiming's two stages: the header's active-time formula and the SMIL-style basic time
/// (repeats, autoreverse, fill modes, the end of the active interval), against a reference
/// written from the type's documentation.
final class MediaTimingTests: XCTestCase {

    /// Stage 2 from the documentation: P = d·(autoreverses ? 2 : 1); active = repeatDuration if
    /// > 0, else repeatCount·P if > 0, else P; inside, u = t mod P mirrored past d; before, 0 if
    /// filling backwards; after, the last frame (approached from inside) if filling forwards.
    private func referenceBasic(_ t: Double, _ m: MediaTiming) -> Double? {
        let d = m.duration
        if d <= 0 { return t }
        let p = m.autoreverses ? 2 * d : d
        let active = m.repeatDuration > 0 ? m.repeatDuration : (m.repeatCount > 0 ? m.repeatCount * p : p)
        func fold(_ u0: Double) -> Double { m.autoreverses && u0 > d ? 2 * d - u0 : u0 }
        if t < 0 { return (m.fillMode == .backwards || m.fillMode == .both) ? 0 : nil }
        if t >= active {
            guard m.fillMode == .forwards || m.fillMode == .both else { return nil }
            guard active.isFinite else { return d }
            // Number of periods, from the counts themselves (not from the rounded product).
            let periods = m.repeatDuration > 0 ? m.repeatDuration / p : (m.repeatCount > 0 ? m.repeatCount : 1)
            // A whole number of periods ends at the end of a period, not the start of the next.
            let whole = periods.rounded(.down)
            let u = periods == whole ? p : (periods - whole) * p
            return fold(u)
        }
        return fold(fmod(t, p))
    }

    func testActiveTimeIsTheHeaderFormula() {
        var rng = SplitMix64(seed: 0x7101)
        for _ in 0..<2000 {
            let m = MediaTiming(
                beginTime: rng.uniform(-5, 5), speed: [0, 0.5, 1, 2, -1, rng.uniform(-3, 3)][rng.int(0...5)],
                timeOffset: rng.uniform(-5, 5))
            let tp = rng.uniform(-20, 20)
            XCTAssertEqual(m.activeTime(tp), (tp - m.beginTime) * m.speed + m.timeOffset)
            if m.speed == 0 {
                XCTAssertEqual(m.activeTime(tp), m.timeOffset, "paused: local time is the offset")
                XCTAssertNil(m.parentTime(forActive: 1))
            } else {
                let local = rng.uniform(-10, 10)
                XCTAssertEqual(m.activeTime(m.parentTime(forActive: local)!), local, accuracy: 1e-12)
            }
        }
        let id = MediaTiming()
        XCTAssertTrue(id.isIdentity)
        for tp in [-3.5, 0, 0.25, 1e6] { XCTAssertEqual(id.localTime(tp), tp, "default timing passes time through") }
        XCTAssertEqual(MediaTiming(duration: 0).basicTime(-7), -7, "duration 0 is unbounded: stage 2 is the identity")
    }

    func testFillModesBeforeInsideAndAfter() {
        let expectations: [(FillMode, before: Double?, after: Double?)] = [
            (.removed, nil, nil), (.backwards, 0, nil), (.forwards, nil, 1.5), (.both, 0, 1.5)
        ]
        for (fill, before, after) in expectations {
            let m = MediaTiming(duration: 1.5, fillMode: fill)
            for t in [-1e-9, -0.3, -100] { XCTAssertEqual(m.basicTime(t), before, "\(fill) before, t=\(t)") }
            for t in [0, 0.7, 1.5 - 1e-9] { XCTAssertEqual(m.basicTime(t), t, "\(fill) inside, t=\(t)") }
            for t in [1.5, 1.6, 100] { XCTAssertEqual(m.basicTime(t), after, "\(fill) after, t=\(t)") }
            XCTAssertEqual(m.fillMode.fillsBackwards, before != nil)
            XCTAssertEqual(m.fillMode.fillsForwards, after != nil)
        }
    }

    func testFractionalRepeatCount() {
        let m = MediaTiming(duration: 2, repeatCount: 2.5, fillMode: .forwards)
        XCTAssertEqual(m.activeDuration, 5)
        for (t, u) in [(0.5, 0.5), (1.999, 1.999), (2, 0), (2.5, 0.5), (4.5, 0.5), (4.9, 0.9)] {
            XCTAssertEqual(m.basicTime(t)!, u, accuracy: 1e-12, "t=\(t)")
        }
        XCTAssertEqual(m.basicTime(5), 1, "half way through the third run")
        XCTAssertEqual(m.endBasicTime, 1)
    }

    func testRepeatDurationTakesPrecedence() {
        let m = MediaTiming(duration: 1, repeatCount: 5, repeatDuration: 2.3, fillMode: .both)
        XCTAssertEqual(m.activeDuration, 2.3)
        XCTAssertEqual(m.basicTime(2.2)!, 0.2, accuracy: 1e-12)
        XCTAssertEqual(m.basicTime(2.3)!, 0.3, accuracy: 1e-12)
        XCTAssertEqual(m.basicTime(50)!, 0.3, accuracy: 1e-12)
        let r = MediaTiming(duration: 1, repeatDuration: 3.5, autoreverses: true, fillMode: .forwards)
        XCTAssertEqual(r.basicTime(2.25)!, 0.25, accuracy: 1e-12, "second forward leg")
        XCTAssertEqual(r.basicTime(3.25)!, 0.75, accuracy: 1e-12, "second backward leg")
        XCTAssertEqual(r.endBasicTime, 0.5, accuracy: 1e-12, "ends half way back")
    }

    func testAutoreversePlaysForwardThenBack() {
        let m = MediaTiming(duration: 1, autoreverses: true, fillMode: .both)
        XCTAssertEqual(m.period, 2)
        XCTAssertEqual(m.activeDuration, 2)
        for (t, u) in [(0.25, 0.25), (1, 1), (1.25, 0.75), (1.75, 0.25), (1.999, 0.001)] {
            XCTAssertEqual(m.basicTime(t)!, u, accuracy: 1e-12, "t=\(t)")
        }
        XCTAssertEqual(m.basicTime(2), 0, "ends back at the start")
        XCTAssertEqual(m.basicTime(-1), 0)
    }

    func testEndBasicTimeForWholeAndFractionalRepeatCounts() {
        let d = 0.8
        let cases: [(count: Double, reverses: Bool, end: Double)] = [
            (0, false, d), (1, false, d), (2, false, d), (3, false, d),
            (0.25, false, 0.25 * d), (1.75, false, 0.75 * d), (2.5, false, 0.5 * d),
            (0, true, 0), (1, true, 0), (2, true, 0),
            (0.25, true, 0.5 * d), (0.75, true, 0.5 * d), (1.5, true, d), (2.25, true, 0.5 * d), (1.9, true, 0.2 * d)
        ]
        for c in cases {
            let m = MediaTiming(duration: d, repeatCount: c.count, autoreverses: c.reverses, fillMode: .forwards)
            XCTAssertEqual(m.endBasicTime, c.end, accuracy: 1e-12, "repeatCount \(c.count), autoreverses \(c.reverses)")
            XCTAssertEqual(m.basicTime(m.activeDuration)!, c.end, accuracy: 1e-12)
            // The fill holds the frame the animation was approaching.
            XCTAssertEqual(m.basicTime(m.activeDuration * (1 - 1e-12))!, c.end, accuracy: 1e-9)
        }
        // The same through an animation whose own clock is stopped past its end (speed 0,
        // timeOffset = the active duration): a fill-forwards animation repeated three times holds
        // its last frame, the `to` value.
        for (count, d) in [(3.0, 0.8), (3, 0.1), (5, 0.3), (7, 0.7)] {
            let timing = MediaTiming(
                beginTime: 1, speed: 0, timeOffset: count * d, repeatCount: count, fillMode: .forwards)
            let a = Animation(
                property: .opacity, from: .scalar(0), to: .scalar(1), duration: d, timingFunction: .linear,
                timing: timing)
            XCTAssertEqual(
                a.value(atLayerTime: 5), .scalar(1), "repeatCount \(count), duration \(d): holds the last frame")
        }
        let forever = MediaTiming(duration: 2, repeatCount: .infinity, fillMode: .forwards)
        XCTAssertEqual(forever.activeDuration, .infinity)
        XCTAssertEqual(forever.basicTime(1e6 + 0.25)!, 0.25, accuracy: 1e-9)
        XCTAssertEqual(forever.endBasicTime, 2)
    }

    func testBasicTimeAgainstTheDocumentedReconstruction() {
        var rng = SplitMix64(seed: 0x7102)
        for _ in 0..<3000 {
            let m = MediaTiming(
                duration: [0, rng.uniform(0.1, 3)][rng.int(0...1) | rng.int(0...1)],
                repeatCount: [0, 1, 2, rng.uniform(0.1, 4), .infinity][rng.int(0...4)],
                repeatDuration: rng.int(0...3) == 0 ? rng.uniform(0.1, 6) : 0,
                autoreverses: rng.bool(),
                fillMode: FillMode.allCases[rng.int(0...3)])
            for _ in 0..<20 {
                let t = rng.uniform(-3, 15)
                let got = m.basicTime(t), expected = referenceBasic(t, m)
                XCTAssertEqual(
                    got == nil, expected == nil,
                    "\(m) at t=\(t): \(String(describing: got)) vs \(String(describing: expected))")
                if let g = got, let e = expected { XCTAssertEqual(g, e, accuracy: 1e-9, "\(m) at t=\(t)") }
                XCTAssertEqual(m.localTime(t), m.basicTime(m.activeTime(t)), "localTime is stage 1 then stage 2")
            }
        }
    }
}
