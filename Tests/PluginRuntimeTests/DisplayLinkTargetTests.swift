import HostContainer
import TestSupport
import XCTest

@testable import PluginRuntime

/// `CADisplayLink(target:selector:)` with the SDK's `Selector`: the link calls the target's
/// method with itself each frame of the virtual clock, holds the target as iOS does, and lets
/// it go when invalidated.
final class DisplayLinkTargetTests: XCTestCase {
    /// Ten steps, one a frame from frame 0, complete the fade at frame 9 (0.15 s at 60 fps);
    /// the stepper, held by nothing but the link, lived until `invalidate()` and is gone after.
    func testTheTargetsMethodRunsEachFrameUntilTheLinkIsInvalidated() throws {
        let plugin = try LoadedPlugin.inTest(displayLinkTargetPluginDescriptor())
        let h = try TransitionRig()
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let ctx = try h.select(1)
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertFalse(ctx.transitionWasCancelled)
        let steps = h.log.texts([.plugin]).filter { $0.contains("step ") }
        XCTAssertEqual(steps.count, 10, "\(steps)")
        for (f, line) in steps.enumerated() {
            let time = line.split(separator: " ").last.flatMap { Double($0) } ?? -1
            XCTAssertEqual(time, Double(f) / 60, accuracy: 1e-12, line)
        }
        let complete = try XCTUnwrap(h.log.events.first { $0.text == "completeTransition(true)" })
        XCTAssertEqual(complete.time, 9.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(h.engine.mainRunLoop.count, 0, "the invalidated link left the run loop")
        XCTAssertNil(DisplayLinkTargetAnimator.lastStepper, "invalidate() released the target")
        XCTAssertEqual(h.log.diagnostics, [])
    }
}
