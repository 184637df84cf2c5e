import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

/// The custom container's completed, non-interactive transitions: the ordered callbacks, the
/// final view and controller hierarchy, the frames the animator is given, and the motion on
/// free-running time.
final class ContainerTransitionTests: XCTestCase {
    /// Container 320 × 480: the container view fills it.
    let bounds = Rect(x: 0, y: 0, width: 320, height: 480)

    func testCompletedTransitionLogsContainmentAppearanceAndEndInOrder() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: 1)
        let d = h.delegate(animator: rec)
        let (a, b) = (h.children[0], h.children[1])
        h.container.select(index: 1)
        h.runUntilIdle()

        XCTAssertEqual(
            h.log.texts(orderKinds),
            expectedEvents(
                from: "A", to: "B", beforeStart: ["A.willMove(toParent: nil)", "B.willMove(toParent: Container)"],
                afterComplete: ["A.didMove(toParent: nil)", "B.didMove(toParent: Container)"]))
        // The animator's 1 s animation ends the transition at exactly 1 s (60 frames).
        assertClose(try XCTUnwrap(h.log.first(prefix: "completeTransition")).time, 1.0)
        XCTAssertEqual(rec.ended, [true])
        XCTAssertEqual(d.animatorRequests.map { "\($0.0)->\($0.1)" }, ["A->B"])

        // Final hierarchy: the container view holds exactly B's view; B is the only child.
        let cv = h.container.containerView!
        XCTAssertEqual(cv.subviews.count, 1)
        XCTAssertTrue(cv.subviews.first === b.view)
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(h.container.children.count, 1)
        XCTAssertTrue(h.container.children.first === b)
        XCTAssertTrue(b.parent === h.container)
        XCTAssertNil(a.parent)
        XCTAssertTrue(h.container.selectedViewController === b)
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertTrue(b.isVisible)
        XCTAssertFalse(a.isVisible)
        XCTAssertNil(h.container.currentTransition)
        // B sits at its final frame, fully opaque, nothing left animating.
        XCTAssertEqual(b.view.frame, bounds)
        XCTAssertEqual(b.view.alpha, 1)
        XCTAssertEqual(b.view.layer.presentation, b.view.layer.model)
        XCTAssertEqual(h.engine.animatedLayerCount, 0)
        XCTAssertEqual(appearanceProblems(h.log), [])
        XCTAssertEqual(h.log.diagnostics, [])
    }

    func testNonInteractiveTransitionRunsOnFreeTime() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: 1)
        let d = h.delegate(animator: rec)
        let b = h.children[1]
        let ctx = try h.select(1)
        XCTAssertFalse(ctx.isInteractive)
        XCTAssertFalse(ctx.initiallyInteractive)
        XCTAssertEqual(rec.last?.isInteractive, false)
        XCTAssertEqual(rec.last?.isAnimated, true)
        XCTAssertEqual(
            d.interactionRequests, 1,
            "a non-default animator makes the container ask the delegate for an interaction controller")
        // Linear 1 s animation: B's centre goes from x = 480 to x = 160.
        for n in [1, 15, 30, 45, 59] {
            h.run(toFrame: n)
            let t = Double(n) / 60
            assertClose(b.view.layer.presentation.position.x, 480 - 320 * t, 1e-9, "t = \(t)")
            assertClose(b.view.layer.presentation.opacity, t, 1e-9, "t = \(t)")
        }
    }

    func testFramesReportedGoingRightAndGoingLeft() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: 0.25)
        h.delegate(animator: rec)
        h.container.select(index: 2)  // A → C: going right
        h.runUntilIdle()
        h.container.select(index: 1)  // C → B: going left
        h.runUntilIdle()
        XCTAssertEqual(rec.observations.count, 2)

        let right = rec.observations[0]
        XCTAssertEqual([right.fromTitle, right.toTitle], ["A", "C"])
        XCTAssertEqual(right.fromInitial, bounds)
        XCTAssertEqual(right.fromFinal, Rect(x: -320, y: 0, width: 320, height: 480))
        XCTAssertEqual(right.toInitial, Rect(x: 320, y: 0, width: 320, height: 480))
        XCTAssertEqual(right.toFinal, bounds)

        let left = rec.observations[1]
        XCTAssertEqual([left.fromTitle, left.toTitle], ["C", "B"])
        XCTAssertEqual(left.fromInitial, bounds)
        XCTAssertEqual(left.fromFinal, Rect(x: 320, y: 0, width: 320, height: 480))
        XCTAssertEqual(left.toInitial, Rect(x: -320, y: 0, width: 320, height: 480))
        XCTAssertEqual(left.toFinal, bounds)

        for o in rec.observations {
            XCTAssertTrue(o.containerView === h.container.containerView)
            XCTAssertEqual(o.operation, .selectionChange)
            XCTAssertEqual(o.presentationStyle, .custom)
            XCTAssertEqual(o.duration, 0.25)
        }
        XCTAssertTrue(rec.observations[0].fromView === h.children[0].view)
        XCTAssertTrue(rec.observations[0].toView === h.children[2].view)
        XCTAssertTrue(rec.observations[1].fromView === h.children[2].view)
        XCTAssertTrue(rec.observations[1].toView === h.children[1].view)
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertTrue(h.container.children.first === h.children[1])
        XCTAssertEqual(h.container.children.count, 1)
    }

    func testTapTellsTheDelegateAndProgrammaticSelectionDoesNot() throws {
        let h = try TransitionRig()
        let d = h.delegate(animator: RecordingAnimator(duration: 0.25))
        h.container.select(index: 1)
        h.runUntilIdle()
        XCTAssertEqual(d.tapped, [])
        h.container.tapButton(2)
        h.runUntilIdle()
        XCTAssertEqual(d.tapped, ["C"])
        XCTAssertEqual(h.container.selectedIndex, 2)
        // Selecting the selected child does nothing.
        let before = h.log.events.count
        h.container.select(index: 2)
        h.step(3)
        XCTAssertNil(h.container.currentTransition)
        XCTAssertEqual(h.log.events.count, before)
    }

    func testTransitionCoordinatorIsVendedOnlyWhileTransitioning() throws {
        let h = try TransitionRig()
        h.delegate(animator: RecordingAnimator(duration: 0.25))
        XCTAssertNil(h.children[0].transitionCoordinator)
        let ctx = try h.select(1)
        XCTAssertTrue(h.children[0].transitionCoordinator === ctx.coordinator)
        XCTAssertTrue(h.children[1].transitionCoordinator === ctx.coordinator)
        h.runUntilIdle()
        XCTAssertNil(h.children[0].transitionCoordinator)
        XCTAssertNil(h.children[1].transitionCoordinator)
        XCTAssertFalse(
            ctx.coordinator.animate(alongsideTransition: { _ in }), "a finished coordinator refuses new animations")
    }
}
