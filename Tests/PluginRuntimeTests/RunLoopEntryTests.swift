import AnimationCore
import CAnimatorABI
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// What the C callbacks below were called with: (the number passed as `user`, fired).
nonisolated(unsafe) private var runLoopCalls: [(Int, Bool)] = []
private let recordCall: @convention(c) (UnsafeMutableRawPointer?, Bool) -> Void = { user, fired in
    runLoopCalls.append((Int(bitPattern: user), fired))
}

/// ABI 1.2's block "main run loop" (`run_loop_schedule`, `run_loop_cancel`,
/// `run_loop_frame_interval`) through the C table as a plugin calls it, and the SDK's
/// `DispatchQueue.main.asyncAfter` and `CADisplayLink` over it, on the virtual clock.
final class RunLoopEntryTests: XCTestCase {
    override func setUp() { runLoopCalls = [] }

    private func callback(_ n: Int) -> ap_completion {
        ap_completion(fn: recordCall, user: UnsafeMutableRawPointer(bitPattern: n))
    }

    func testScheduledCallbacksFireAtTheirFrameInDueOrder() {
        let rig = HostTableRig()
        let runner = TransitionRunner(engine: rig.engine, clock: VirtualClock(fps: 30), log: rig.log)
        let h = rig.host
        XCTAssertEqual(h.pointee.run_loop_frame_interval!(h), 1.0 / 30, accuracy: 1e-15)
        // At 30 fps: 0.1 s is frame 3; 0.05 s falls between frames 1 and 2, so frame 2; 0 is
        // the first frame after the call (frame 0 here: nothing has run yet).
        XCTAssertNotEqual(h.pointee.run_loop_schedule!(h, 0.1, true, callback(1)), 0)
        XCTAssertNotEqual(h.pointee.run_loop_schedule!(h, 0.05, true, callback(2)), 0)
        XCTAssertNotEqual(h.pointee.run_loop_schedule!(h, 0, false, callback(3)), 0)
        var firedAt: [Int: Int] = [:]
        for f in 0..<6 {
            let before = runLoopCalls.count
            runner.step()
            for (n, fired) in runLoopCalls[before...] {
                XCTAssertTrue(fired)
                firedAt[n] = f
            }
        }
        XCTAssertEqual(firedAt, [3: 0, 2: 2, 1: 3])
        XCTAssertEqual(runLoopCalls.map(\.0), [3, 2, 1])
        XCTAssertEqual(rig.log.diagnostics, [])
    }

    func testOneShotWorkKeepsTheRunGoingAndRepeatingWorkDoesNot() {
        let rig = HostTableRig()
        let runner = TransitionRunner(engine: rig.engine, clock: VirtualClock(fps: 60), log: rig.log)
        let h = rig.host
        XCTAssertTrue(runner.isIdle)
        _ = h.pointee.run_loop_schedule!(h, 1, false, callback(1))
        XCTAssertTrue(runner.isIdle, "a timer or display link does not hold the run")
        _ = h.pointee.run_loop_schedule!(h, 0.5, true, callback(2))
        XCTAssertFalse(runner.isIdle)
        XCTAssertEqual(runner.runUntilIdle(maxFrames: 600), 31, "frames 0…30: the block fires at 0.5 s")
        XCTAssertEqual(runLoopCalls.map(\.0), [2])
    }

    func testBadDelaysForeignTokensAndSecondCancelsAreRefused() {
        let rig = HostTableRig()
        let h = rig.host
        for bad in [Double.nan, -0.1, .infinity] {
            XCTAssertEqual(h.pointee.run_loop_schedule!(h, bad, true, callback(9)), 0)
        }
        XCTAssertEqual(runLoopCalls.map(\.1), [false, false, false], "a refused callback is called at once, unfired")
        XCTAssertEqual(rig.log.diagnostics.count, 3)
        XCTAssertTrue(
            rig.log.diagnostics.allSatisfy { $0.contains("run_loop_schedule(delay ") && $0.contains("finite") },
            "\(rig.log.diagnostics)")
        XCTAssertEqual(
            h.pointee.run_loop_schedule!(h, 0.1, true, ap_completion(fn: nil, user: nil)), 0,
            "no fn: nothing to schedule")

        runLoopCalls = []
        let token = h.pointee.run_loop_schedule!(h, 0.2, true, callback(4))
        XCTAssertNotEqual(token, 0)
        // Another plugin's binding on the same engine may not cancel it.
        let other = rig.bridge.makeBinding(for: try! LoadedPlugin.inTest(delayedCompletionPluginDescriptor()))
        let o = UnsafePointer(other.table)
        XCTAssertEqual(o.pointee.run_loop_cancel!(o, token), AP_ERR_BAD_HANDLE)
        XCTAssertEqual(runLoopCalls.count, 0)
        XCTAssertEqual(h.pointee.run_loop_cancel!(h, token), AP_OK)
        XCTAssertEqual(runLoopCalls.map(\.1), [false])
        XCTAssertEqual(h.pointee.run_loop_cancel!(h, token), AP_ERR_STATE)
        XCTAssertEqual(h.pointee.run_loop_cancel!(h, 0), AP_ERR_STATE)
        XCTAssertEqual(rig.engine.mainRunLoop.count, 0)
    }

    func testTheEmulated1_1TableEndsBeforeTheRunLoopBlock() {
        let t = HostTable.template(minor: 1)
        XCTAssertEqual(t.abi_minor, 1)
        XCTAssertEqual(Int(t.struct_size), HostTable.size1_1)
        XCTAssertNotNil(t.current_media_time)
        XCTAssertNotNil(t.property_animator_release, "the last 1.1 entry is kept")
        XCTAssertNil(t.run_loop_schedule)
        XCTAssertNil(t.run_loop_cancel)
        XCTAssertNil(t.run_loop_frame_interval)
        XCTAssertEqual(
            HostTable.size1_1,
            MemoryLayout<ap_host>.offset(of: \ap_host.property_animator_release)! + MemoryLayout<UnsafeRawPointer>.size)
        XCTAssertGreaterThanOrEqual(HostVersion.abiMinor, 2, "this host has the 1.2 block")
    }

    /// The SDK: `asyncAfter(deadline: .now() + 0.35)` completes the transition at frame 21
    /// (0.35 s at 60 fps), and a display link added at the start ticks every frame before it,
    /// with the frame's time, the frame interval and the next frame's time.
    func testAnSDKAnimatorCompletesFromADelayedBlockWithADisplayLinkTickingEachFrame() throws {
        let plugin = try LoadedPlugin.inTest(delayedCompletionPluginDescriptor())
        let h = try TransitionRig()
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let ctx = try h.select(1)
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertFalse(ctx.transitionWasCancelled)
        let complete = try XCTUnwrap(h.log.events.first { $0.text == "completeTransition(true)" })
        XCTAssertEqual(complete.time, 0.35, accuracy: 1e-12)
        let lines = h.log.texts([.plugin]).map {
            $0.replacingOccurrences(of: "test.swift-delayed-completion [info]: ", with: "")
        }
        // The link was re-armed at frame 20 (due then), so at frame 21 it ticks before the block.
        let ticks = lines.filter { $0.hasPrefix("tick ") }
        XCTAssertEqual(ticks.count, 22, "\(lines)")
        for (f, line) in ticks.enumerated() {
            let n = line.split(separator: " ").dropFirst().compactMap { Double($0) }
            XCTAssertEqual(n.count, 3)
            XCTAssertEqual(n[0], Double(f) / 60, accuracy: 1e-12)
            XCTAssertEqual(n[1], 1.0 / 60, accuracy: 1e-15)
            XCTAssertEqual(n[2], Double(f + 1) / 60, accuracy: 1e-12)
        }
        XCTAssertEqual(
            lines.last.flatMap { Double($0.replacingOccurrences(of: "complete at ", with: "")) } ?? -1, 0.35,
            accuracy: 1e-12)
        XCTAssertEqual(h.engine.mainRunLoop.count, 0, "the invalidated link left the run loop")
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// On a 1.1 host the SDK does not call the missing entries: it says which call needs 1.2,
    /// and the transition (never completed by the plugin) is ended by the watchdog.
    func testTheSDKReportsRunLoopCallsOnA1_1HostInsteadOfCrashing() throws {
        let plugin = try LoadedPlugin.inTest(delayedCompletionPluginDescriptor())
        let h = try TransitionRig()
        h.bridge.emulatedABIMinor = 1
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let ctx = try h.select(1)
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded, "the watchdog ended it")
        let errors = h.log.texts([.plugin]).filter { $0.contains("[error]") }
        XCTAssertEqual(errors.count, 2, "\(errors)")
        XCTAssertTrue(
            errors[0].contains("CADisplayLink needs a host of plugin ABI 1.2 or later; this host speaks ABI 1.1"),
            errors[0])
        XCTAssertTrue(
            errors[1].contains("DispatchQueue.asyncAfter(deadline:) needs a host of plugin ABI 1.2"), errors[1])
    }
}
