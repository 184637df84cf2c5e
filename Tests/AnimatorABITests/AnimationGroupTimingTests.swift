import Foundation
import XCTest
@testable import AnimatorABI

/// How the SDK puts a `CAAnimationGroup`'s timing on its animations: the group's duration
/// cuts an animation that would run longer (its active duration limited, in its own time),
/// the group's speed multiplies theirs and scales their begin times, its fill mode applies.
final class AnimationGroupTimingTests: XCTestCase {
    private func cForm(_ child: CABasicAnimation, in group: CAAnimationGroup) -> ap_layer_animation {
        var out = ap_layer_animation()
        _ = child.withCValue { a in
            group.applyGroupTiming(to: &a, child: child)
            out = a
        }
        return out
    }

    func testTheGroupsDurationCutsItsSpeedRunsAndItsBeginPlaces() {
        let group = CAAnimationGroup()
        group.duration = 1
        group.fillMode = .forwards
        let long = CABasicAnimation(keyPath: "opacity")
        long.fromValue = 0
        long.toValue = 1
        long.duration = 2
        var a = cForm(long, in: group)
        XCTAssertEqual(a.repeat_duration, 1, "cut at the group's end: half of its one pass")
        XCTAssertEqual(a.fill_mode, AP_FILL_FORWARDS, "holding the value there")
        let late = CABasicAnimation(keyPath: "opacity")
        late.duration = 1
        late.beginTime = 0.75
        late.speed = 2
        a = cForm(late, in: group)
        XCTAssertEqual(
            a.repeat_duration, 0.5, accuracy: 1e-12, "0.25 s of group time left, at twice the speed: 0.5 s of its own")
        let short = CABasicAnimation(keyPath: "opacity")
        short.duration = 0.5
        a = cForm(short, in: group)
        XCTAssertEqual(a.repeat_duration, 0, "nothing to cut")
        let fast = CAAnimationGroup()
        fast.duration = 2
        fast.speed = 2
        fast.beginTime = 10
        let child = CABasicAnimation(keyPath: "opacity")
        child.duration = 1
        child.beginTime = 1
        a = cForm(child, in: fast)
        XCTAssertEqual(a.speed, 2)
        XCTAssertEqual(a.begin_time, 10.5, "its begin in group time, at the group's rate")
    }

    /// The group's repeat and autoreverse go to the animations that fill its pass exactly (no
    /// duration of their own, or the group's; no delay, speed or repeat of their own), and to
    /// no other: those keep one pass, as before.
    func testTheGroupsRepeatAndAutoreverseGoToAnimationsThatFillItsPass() {
        let group = CAAnimationGroup()
        group.duration = 0.5
        group.repeatCount = 3
        group.autoreverses = true
        let inherits = CABasicAnimation(keyPath: "opacity")
        var a = cForm(inherits, in: group)
        XCTAssertEqual(a.duration, 0.5)
        XCTAssertEqual(a.repeat_count, 3)
        XCTAssertTrue(a.autoreverses)
        let same = CABasicAnimation(keyPath: "transform.scale")
        same.duration = 0.5
        a = cForm(same, in: group)
        XCTAssertEqual(a.repeat_count, 3)
        XCTAssertTrue(a.autoreverses)
        let shorter = CABasicAnimation(keyPath: "opacity")
        shorter.duration = 0.25
        a = cForm(shorter, in: group)
        XCTAssertEqual(a.repeat_count, 0)
        XCTAssertFalse(a.autoreverses, "a shorter animation plays one pass")
        let delayed = CABasicAnimation(keyPath: "opacity")
        delayed.beginTime = 0.1
        a = cForm(delayed, in: group)
        XCTAssertEqual(a.repeat_count, 0, "nor one that starts later")
        let repeating = CABasicAnimation(keyPath: "opacity")
        repeating.duration = 0.5
        repeating.repeatCount = 2
        a = cForm(repeating, in: group)
        XCTAssertEqual(a.repeat_count, 0, "one that repeats itself is cut by the group's pass as before")
        XCTAssertEqual(a.repeat_duration, 0.5, accuracy: 1e-12)
        let timed = CAAnimationGroup()
        timed.duration = 1
        timed.repeatDuration = 2.5
        a = cForm(CABasicAnimation(keyPath: "opacity"), in: timed)
        XCTAssertEqual(a.repeat_duration, 2.5)
        XCTAssertEqual(a.repeat_count, 0)
    }
}
