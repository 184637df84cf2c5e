import XCTest
import AnimationCore

/// The virtual main run loop: due times, order, the next-frame rule, cancellation, bounds.
final class MainRunLoopTests: XCTestCase {
    func testADelayedActionFiresAtTheFirstFrameAtOrAfterItsDueTime() {
        // At 45 fps frames are 1/45 s apart: 0.5 s falls between frames 22 (0.4889 s) and 23
        // (0.5111 s); at 60 fps it is frame 30 exactly, which binary rounding must not miss.
        for (fps, expected) in [(60.0, 30), (45.0, 23), (24.0, 12), (7.0, 4)] {
            let loop = MainRunLoop()
            var at: [String: Int] = [:], current = -1
            XCTAssertNotNil(
                loop.schedule(at: 0.5, keepsRunning: true, owner: 1) { fired in if fired { at["a"] = current } })
            XCTAssertTrue(loop.keepsRunning)
            for f in 0..<60 {
                current = f
                loop.fire(through: Double(f) / fps)
            }
            XCTAssertEqual(at["a"], expected, "fps \(fps)")
            XCTAssertEqual(expected, Int((0.5 * fps - 1e-9).rounded(.up)))
            XCTAssertFalse(loop.keepsRunning)
            XCTAssertEqual(loop.count, 0)
        }
    }

    func testActionsFireInDueOrderThenInSchedulingOrder() {
        let loop = MainRunLoop()
        var order: [String] = []
        for (name, due) in [("late", 0.3), ("first", 0.1), ("second", 0.1), ("mid", 0.2)] {
            _ = loop.schedule(at: due, keepsRunning: true, owner: 1) { if $0 { order.append(name) } }
        }
        XCTAssertEqual(loop.fire(through: 1), 4)
        XCTAssertEqual(order, ["first", "second", "mid", "late"])
    }

    func testWorkScheduledWhileFiringWaitsForTheNextFrame() {
        // A display link reschedules itself with no delay from its callback: once per frame.
        let loop = MainRunLoop()
        var ticks: [Double] = []
        var now = 0.0
        func arm() {
            _ = loop.schedule(at: now, keepsRunning: false, owner: 1) {
                if $0 {
                    ticks.append(now)
                    arm()
                }
            }
        }
        arm()
        for f in 0..<5 {
            now = Double(f) / 60
            loop.fire(through: now)
        }
        XCTAssertEqual(ticks, (0..<5).map { Double($0) / 60 })
        XCTAssertFalse(loop.keepsRunning, "a repeating action does not keep a run going")
        XCTAssertEqual(loop.count, 1)
    }

    func testCancelRunsTheActionUnfiredOnceAndOnlyForItsOwner() {
        let loop = MainRunLoop()
        var calls: [Bool] = []
        let token = try! XCTUnwrap(loop.schedule(at: 0.2, keepsRunning: true, owner: 7) { calls.append($0) })
        XCTAssertEqual(loop.cancel(token, owner: 8), .foreign)
        XCTAssertEqual(calls, [])
        XCTAssertEqual(loop.cancel(token, owner: 7), .cancelled)
        XCTAssertEqual(calls, [false])
        XCTAssertEqual(loop.cancel(token, owner: 7), .notWaiting)
        loop.fire(through: 1)
        XCTAssertEqual(calls, [false], "a cancelled action never fires")
    }

    func testAnActionCancelledByAnEarlierOneOfTheSameFrameDoesNotFire() {
        let loop = MainRunLoop()
        var calls: [String] = []
        var second: UInt64 = 0
        _ = loop.schedule(at: 0.1, keepsRunning: true, owner: 1) {
            calls.append("first \($0)")
            loop.cancel(second, owner: 1)
        }
        second = loop.schedule(at: 0.2, keepsRunning: true, owner: 1) { calls.append("second \($0)") }!
        XCTAssertEqual(loop.fire(through: 0.5), 1)
        XCTAssertEqual(calls, ["first true", "second false"])
    }

    func testDrainRunsEveryWaitingActionUnfired() {
        let loop = MainRunLoop()
        var calls: [String] = []
        _ = loop.schedule(at: 5, keepsRunning: true, owner: 1) { calls.append("a \($0)") }
        _ = loop.schedule(at: 1, keepsRunning: false, owner: 2) { calls.append("b \($0)") }
        loop.drain()
        XCTAssertEqual(calls, ["a false", "b false"])
        XCTAssertEqual(loop.count, 0)
    }

    func testTheLoopRefusesWorkBeyondItsCapacity() {
        let loop = MainRunLoop()
        for _ in 0..<MainRunLoop.capacity {
            XCTAssertNotNil(loop.schedule(at: 1, keepsRunning: false, owner: 1) { _ in })
        }
        XCTAssertNil(loop.schedule(at: 1, keepsRunning: false, owner: 1) { _ in })
        XCTAssertEqual(loop.fire(through: 1), MainRunLoop.capacity)
        XCTAssertNotNil(loop.schedule(at: 2, keepsRunning: false, owner: 1) { _ in })
    }
}
