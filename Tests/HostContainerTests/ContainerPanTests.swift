import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

/// The custom container's default pan: nothing at either end of the list, the direction picks
/// the neighbour, the release decides by the flick rule (fast flicks by direction, otherwise
/// distance against 0.2), and disabling the recognizer turns it off.
final class ContainerPanTests: XCTestCase {
    private func assertNothingHappened(
        _ h: TransitionRig<ContainerViewController>, selected: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            h.log.events.map(\.text), [], "no transition, no callback, no diagnostic", file: file, line: line)
        XCTAssertNil(h.container.currentTransition, file: file, line: line)
        XCTAssertEqual(h.container.selectedIndex, selected, file: file, line: line)
        XCTAssertEqual(h.container.children.map(\.title), [h.children[selected].title], file: file, line: line)
        XCTAssertEqual(
            h.container.containerView.subviews.map(\.id), [h.children[selected].view.id], file: file, line: line)
    }

    /// Runs a pan script to the end; returns the result of the one transition it started.
    private func pan(_ h: TransitionRig<ContainerViewController>, _ script: String) throws -> TransitionContext? {
        var started: TransitionContext?
        h.container.onTransitionStarted = { started = $0 }
        try h.schedule(script)
        h.runUntilIdle()
        return started
    }

    func testPanTowardsThePreviousChildAtTheFirstChildDoesNothing() throws {
        let h = try TransitionRig()
        let before = h.children[0].view.layer.model
        XCTAssertNil(try pan(h, "press 100 200; move 150 0 over 0.3; wait 0.1; release"))
        XCTAssertNil(try pan(h, "press 100 200; move 150 0 over 0.05; release"))  // a flick too
        assertNothingHappened(h, selected: 0)
        XCTAssertEqual(h.children[0].view.layer.model, before)
    }

    func testPanTowardsTheNextChildAtTheLastChildDoesNothing() throws {
        let h = try TransitionRig()
        h.delegate(animator: RecordingAnimator(duration: 0.1))
        h.container.select(index: 2)
        h.runUntilIdle()
        h.log.clear()
        let before = h.children[2].view.layer.model
        XCTAssertNil(try pan(h, "press 250 200; move -150 0 over 0.3; wait 0.1; release"))
        XCTAssertNil(try pan(h, "press 250 200; move -150 0 over 0.05; release"))
        assertNothingHappened(h, selected: 2)
        XCTAssertEqual(h.children[2].view.layer.model, before)
        // The other direction still works from there.
        let ctx = try XCTUnwrap(try pan(h, "press 50 200; move 250 0 over 0.3; wait 0.1; release"))
        XCTAssertEqual(ctx.toViewController.title, "B")
        XCTAssertEqual(h.container.selectedIndex, 1)
    }

    func testPanDirectionPicksTheNeighbourAndFrames() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: 1)
        let d = h.delegate(animator: rec)
        _ = try pan(h, "press 300 200; move -200 0 over 0.5; wait 0.1; release")
        XCTAssertEqual(h.container.selectedIndex, 1)
        _ = try pan(h, "press 20 200; move 200 0 over 0.5; wait 0.1; release")
        XCTAssertEqual(h.container.selectedIndex, 0)
        XCTAssertEqual(rec.observations.map { "\($0.fromTitle)->\($0.toTitle)" }, ["A->B", "B->A"])
        XCTAssertEqual(rec.observations.map(\.isInteractive), [true, true])
        XCTAssertEqual(rec.observations[0].toInitial.origin.x, 320)
        XCTAssertEqual(rec.observations[1].toInitial.origin.x, -320)
        XCTAssertEqual(
            d.interactionRequests, 0, "a pan-driven transition does not ask the delegate for an interaction controller")
    }

    func testPanTracksTheFingerAtHalfSpeed() throws {
        let h = try TransitionRig()
        h.delegate(animator: RecordingAnimator(duration: 1))
        try h.schedule("press 300 200; move -240 0 over 0.5; wait 0.2; release")
        h.run(toFrame: 15)  // 0.25 s: 120 points dragged
        let ctx = try XCTUnwrap(h.container.currentTransition)
        assertClose(ctx.percentComplete, 120.0 / 320 * 0.5, 1e-9)
        assertClose(h.children[1].view.layer.presentation.position.x, 480 - 320 * (120.0 / 320 * 0.5), 1e-9)
        h.run(toFrame: 36)  // 0.6 s: held at 240 points
        assertClose(ctx.percentComplete, 240.0 / 320 * 0.5, 1e-9)
        h.runUntilIdle()
        XCTAssertEqual(h.container.selectedIndex, 1)
    }

    /// Runs the pan `script` (with the default animator) in a new rig and checks that the one
    /// transition it starts finishes (B selected) or cancels (A stays).
    @discardableResult
    private func assertPan(_ script: String, finishes: Bool, file: StaticString = #filePath, line: UInt = #line) throws
        -> TransitionRig<ContainerViewController>
    {
        let h = try TransitionRig()
        let ctx = try XCTUnwrap(try pan(h, script), "no transition started", file: file, line: line)
        XCTAssertEqual(ctx.transitionWasCancelled, !finishes, file: file, line: line)
        XCTAssertEqual(h.container.selectedIndex, finishes ? 1 : 0, file: file, line: line)
        return h
    }

    func testShortFastFlickFinishes() throws {
        // 40 points in 50 ms: 0.0625 of the way, but 800 pt/s = 2.5 widths/s towards B.
        let h = try assertPan("press 250 200; move -40 0 over 0.05; release", finishes: true)
        XCTAssertEqual(h.log.count(prefix: "completeTransition(true)"), 1)
    }

    func testShortSlowDragCancels() throws {
        // 40 points in 0.5 s, released while moving: 80 pt/s = 0.25 widths/s, 0.0625 of the way.
        let h = try assertPan("press 250 200; move -40 0 over 0.5; release", finishes: false)
        XCTAssertEqual(h.log.count(prefix: "completeTransition(false)"), 1)
    }

    func testLongDragReleasedSlowlyFinishes() throws {
        // 200 points (0.3125 > 0.2), at rest for 0.1 s before the release: velocity 0.
        try assertPan("press 300 200; move -200 0 over 1; wait 0.1; release", finishes: true)
    }

    func testLongDragFlickedBackCancels() throws {
        // 0.46875 of the way, then flicked back by 60 points in 0.1 s (600 pt/s, 1.875 widths/s):
        // still 0.375 > 0.2 of the way, but the flick's direction wins.
        try assertPan("press 310 200; move -300 0 over 0.5; move 60 0 over 0.1; release", finishes: false)
    }

    func testPointerCancelledCancels() throws {
        try assertPan("press 300 200; move -250 0 over 0.5; wait 0.1; cancel", finishes: false)
    }

    func testDisablingTheRecognizerTurnsThePanOff() throws {
        let h = try TransitionRig()
        h.container.interactiveTransitionGestureRecognizer.isEnabled = false
        XCTAssertNil(try pan(h, "press 300 200; move -250 0 over 0.5; wait 0.1; release"))
        assertNothingHappened(h, selected: 0)
        h.container.interactiveTransitionGestureRecognizer.isEnabled = true
        XCTAssertNotNil(try pan(h, "press 300 200; move -250 0 over 0.5; wait 0.1; release"))
        XCTAssertEqual(h.container.selectedIndex, 1)
    }

    func testPanDoesNotGrabATransitionDrivenByAnotherInteraction() throws {
        let h = try TransitionRig()
        let ic = h.manualInteraction(animator: RecordingAnimator(duration: 1))
        h.container.select(index: 1)
        ic.update(0.3)
        try h.schedule("press 300 200; move -250 0 over 0.3; wait 0.1; release")
        h.step(40)
        let ctx = try XCTUnwrap(h.container.currentTransition)
        XCTAssertTrue(ctx.interactionController === ic)
        XCTAssertEqual(ctx.percentComplete, 0.3)
        ic.cancel()
        h.runUntilIdle()
        XCTAssertEqual(h.container.selectedIndex, 0)
    }
}
