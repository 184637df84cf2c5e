import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

/// A selection requested while a transition runs waits for it and runs afterwards; the latest
/// request wins and intermediate ones are dropped.
final class SelectionQueueTests: XCTestCase {
    func testLatestRequestRunsAfterTheCurrentTransitionAndIntermediateOnesAreDropped() throws {
        let h = try TransitionRig(titles: ["A", "B", "C", "D"])
        let rec = RecordingAnimator(duration: 0.5)
        h.delegate(animator: rec)
        h.container.select(index: 1)
        h.step(10)
        h.container.select(index: 2)
        h.container.select(index: 3)
        XCTAssertTrue(h.container.pendingSelection === h.children[3])
        // Nothing overlaps: the first transition keeps running alone.
        XCTAssertEqual(rec.observations.count, 1)
        h.runUntilIdle()

        XCTAssertEqual(rec.observations.map { "\($0.fromTitle)->\($0.toTitle)" }, ["A->B", "B->D"])
        XCTAssertEqual(
            h.log.texts([.transition]),
            [
                "transition.start(A -> B, animator: recorder)",
                "selection of C queued behind the running transition",
                "selection of D queued behind the running transition",
                "transition.end(completed)",
                "transition.start(B -> D, animator: recorder)",
                "transition.end(completed)"
            ])
        // The queued transition starts as soon as the first one has ended, at 0.5 s.
        let starts = h.log.events.filter { $0.text.hasPrefix("transition.start") }
        assertClose(starts[1].time, 0.5)
        XCTAssertFalse(h.log.texts().contains { $0.hasPrefix("C.") }, "C must never be involved")
        XCTAssertEqual(h.container.selectedIndex, 3)
        XCTAssertEqual(h.container.children.map(\.title), ["D"])
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [h.children[3].view.id])
        XCTAssertNil(h.container.pendingSelection)
        XCTAssertEqual(rec.ended, [true, true])
        XCTAssertEqual(appearanceProblems(h.log), [])
    }

    func testQueuedRequestForTheNewSelectionIsDroppedAndOneForTheOldRunsBack() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: 0.5)
        h.delegate(animator: rec)
        h.container.select(index: 1)
        h.step(5)
        h.container.select(index: 1)  // already the target
        h.runUntilIdle()
        XCTAssertEqual(rec.observations.count, 1)
        XCTAssertEqual(h.container.selectedIndex, 1)

        h.container.select(index: 2)
        h.step(5)
        h.container.select(index: 1)  // back to where it came from
        h.runUntilIdle()
        XCTAssertEqual(rec.observations.map { "\($0.fromTitle)->\($0.toTitle)" }, ["A->B", "B->C", "C->B"])
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(h.container.children.map(\.title), ["B"])
        XCTAssertEqual(rec.observations[2].toInitial, Rect(x: -320, y: 0, width: 320, height: 480), "C → B goes left")
    }

    func testSelectionQueuedBehindAnInteractiveTransitionRunsAfterItsCancel() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: 0.5)
        let ic = ManualInteraction()
        let d = h.delegate(animator: rec, interaction: ic)
        h.container.select(index: 1)
        ic.update(0.2)
        h.container.select(index: 2)
        d.interaction = nil
        ic.cancel()
        h.runUntilIdle()
        XCTAssertEqual(rec.observations.map { "\($0.fromTitle)->\($0.toTitle)" }, ["A->B", "A->C"])
        XCTAssertEqual(rec.ended, [false, true])
        XCTAssertEqual(h.container.selectedIndex, 2)
        XCTAssertEqual(h.container.children.map(\.title), ["C"])
        XCTAssertNil(h.children[1].parent)
        XCTAssertEqual(appearanceProblems(h.log), [])
    }
}
