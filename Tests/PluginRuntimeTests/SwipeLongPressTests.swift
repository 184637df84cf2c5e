import AnimationCore
import CAnimatorABI
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// `UISwipeGestureRecognizer` and `UILongPressGestureRecognizer` fed by scripted pointer
/// input through the host: a fast swipe in an allowed direction is recognized once on release,
/// a slow or short one and one in another direction are not; a long press begins after
/// UIKit's 0.5 s, not before, fails when the pointer moves first, and scrubs as it then moves.
final class SwipeLongPressTests: XCTestCase {
    /// An ``InteractionRig`` run of `descriptor`'s plugin, `script` scheduled.
    private func start(_ descriptor: UnsafeRawPointer, _ script: String) throws -> TransitionRig<
        ContainerViewController
    > {
        try InteractionRig(descriptor, script).rig
    }

    private func logged(_ h: TransitionRig<ContainerViewController>, _ prefix: String) -> [String] {
        InteractionRig.logged(h, prefix)
    }

    func testAFastSwipeLeftIsRecognizedOnRelease() throws {
        let h = try start(swipePluginDescriptor(), "wait 0.1; press 250 200; move -120 10 over 0.2; release")
        h.runUntilIdle()
        XCTAssertEqual(logged(h, "swipe "), ["ended at CGPoint(x: 130.0, y: 210.0)"])
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// Too slow (0.8 s), too short (30 points), to the right (not allowed), too slanted:
    /// none is a swipe, so the transition stays where it started (half a second of wait at
    /// the end lets it idle; it never finishes).
    func testSlowShortWrongAndSlantedMovesAreNotSwipes() throws {
        let h = try start(
            swipePluginDescriptor(),
            "wait 0.1; press 250 200; move -120 0 over 0.8; release; wait 0.1; press 250 200; move -30 0 over 0.1; release; "
                + "wait 0.1; press 100 200; move 120 0 over 0.2; release; wait 0.1; press 250 300; move -80 -60 over 0.2; release; wait 0.5"
        )
        h.run(toFrame: 150)
        XCTAssertEqual(logged(h, "swipe "), [])
        XCTAssertNil(h.log.first(prefix: "completeTransition("))
    }

    /// Held still 0.7 s: the press begins at 0.5 s after it went down (the first frame at or
    /// after, at 60 frames a second), then a drag of 160 points scrubs half way, and the
    /// release ends it.
    func testALongPressBeginsAfterHalfASecondThenScrubs() throws {
        let h = try start(
            longPressPluginDescriptor(), "wait 0.1; press 100 200; wait 0.7; move 160 0 over 0.2; wait 0.1; release")
        h.run(toFrame: 35)  // 0.58 s: 0.48 s after the press went down
        XCTAssertEqual(logged(h, "press "), [], "not yet")
        h.run(toFrame: 40)  // 0.67 s
        XCTAssertEqual(logged(h, "press ").first, "began at CGPoint(x: 100.0, y: 200.0)")
        h.run(toFrame: 62)  // after the drag
        let ctx = try XCTUnwrap(h.container.currentTransition)
        assertClose(ctx.percentComplete, 0.5, 1e-9, "160 of 320 points")
        h.runUntilIdle()
        XCTAssertEqual(logged(h, "press ").last, "ended at CGPoint(x: 260.0, y: 200.0)")
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// Released after 0.3 s, or moved 40 points before 0.5 s: no long press.
    func testAShortPressOrAnEarlyMoveFails() throws {
        let h = try start(
            longPressPluginDescriptor(),
            "wait 0.1; press 100 200; wait 0.3; release; wait 0.2; press 100 200; move 40 0 over 0.1; wait 0.8; release; wait 0.3"
        )
        h.run(toFrame: 130)
        XCTAssertEqual(logged(h, "press "), [])
        XCTAssertNil(h.log.first(prefix: "completeTransition("))
    }
}
