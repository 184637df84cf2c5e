import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// VirtualClock's exact frame times and DisplayLink's measured, deadline-paced frames. The
/// display link runs on the real monotonic clock of a shared machine, so its tests assert only
/// ordering, measured deltas and that no frame comes before its deadline.
final class ClockTests: XCTestCase {

    func testVirtualClockFrameNIsExactlyNOverFPS() {
        for fps in [60.0, 120, 29.97] {
            let clock = VirtualClock(fps: fps)
            XCTAssertEqual(clock.framesPerSecond, fps)
            var firstMismatch: (Int, FrameTick)?
            for n in 0...1_000_000 {
                let tick = clock.nextFrame()
                if tick.index != n || tick.time != Double(n) / fps || tick.delta != (n == 0 ? 0 : 1 / fps) {
                    firstMismatch = (n, tick)
                    break
                }
            }
            XCTAssertNil(firstMismatch.map { "frame \($0.0): \($0.1)" }, "fps \(fps)")
            XCTAssertEqual(clock.time(ofFrame: 1_000_000), 1_000_000 / fps)
            XCTAssertEqual(clock.time(ofFrame: 123_457), 123_457 / fps)
        }
        // Adding nominal deltas instead would drift: the exact quotient is what keeps renders and
        // traces identical across machines and frame counts.
        var sum = 0.0
        for _ in 0..<1_000_000 { sum += 1 / 29.97 }
        XCTAssertNotEqual(sum, 1_000_000 / 29.97, "the accumulation this clock avoids")
    }

    func testVirtualClockStartsAtZero() {
        let clock = VirtualClock(fps: 24)
        XCTAssertEqual(clock.nextFrame(), FrameTick(index: 0, time: 0, delta: 0))
        XCTAssertEqual(clock.nextFrame(), FrameTick(index: 1, time: 1.0 / 24, delta: 1.0 / 24))
    }

    func testDisplayLinkFramesAreOrderedMeasuredAndNeverEarly() {
        let fps = 100.0
        let link = DisplayLink(fps: fps)
        XCTAssertEqual(link.framesPerSecond, fps)
        let started = DisplayLink.now()
        var ticks: [FrameTick] = []
        for _ in 0...10 { ticks.append(link.nextFrame()) }
        let wall = DisplayLink.now() - started
        XCTAssertEqual(ticks[0], FrameTick(index: 0, time: 0, delta: 0), "the first frame is at 0")
        for k in 1..<ticks.count {
            XCTAssertEqual(ticks[k].index, k)
            XCTAssertGreaterThan(ticks[k].time, ticks[k - 1].time, "frame \(k) after frame \(k - 1)")
            XCTAssertEqual(ticks[k].delta, ticks[k].time - ticks[k - 1].time, "delta is measured, frame \(k)")
            XCTAssertGreaterThanOrEqual(ticks[k].time, Double(k) / fps - 1e-6, "frame \(k) not before its deadline")
        }
        XCTAssertEqual(
            ticks.dropFirst().reduce(0) { $0 + $1.delta }, ticks.last!.time, accuracy: 1e-9,
            "deltas add up to the last time")
        XCTAssertGreaterThanOrEqual(wall, 10 / fps - 1e-3, "ten intervals take at least 0.1 s")
        XCTAssertLessThan(wall, 10, "and finish (loose bound for a busy machine)")
    }

    func testDisplayLinkSkipsMissedDeadlinesInsteadOfBunchingFrames() {
        let link = DisplayLink(fps: 100)
        _ = link.nextFrame()
        let before = link.nextFrame()
        usleep(35_000)  // miss three or four deadlines
        let late = link.nextFrame()
        let next = link.nextFrame()
        XCTAssertEqual(late.index, 2)
        XCTAssertEqual(next.index, 3)
        XCTAssertGreaterThanOrEqual(late.time, before.time + 0.035, "the stall shows in the time")
        XCTAssertGreaterThanOrEqual(late.delta, 0.035, "and in the measured delta")
        // The late frame waits for the next deadline after the stall, and the one after it waits a
        // whole further interval: no burst of catch-up frames.
        XCTAssertGreaterThanOrEqual(next.time, before.time + 0.035 + 0.01 - 1e-6)
        XCTAssertGreaterThan(next.time, late.time)
    }
}
