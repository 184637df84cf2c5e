import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

/// Interruptible transitions: a running transition grabbed by a pan becomes interactive at its
/// current percent and can then finish or cancel; an interactive one released and grabbed
/// again; `wantsInteractiveStart = false` runs freely until `pause`.
final class InterruptibleTransitionTests: XCTestCase {
    /// Records the coordinator's interaction changes of every transition of `h`.
    private func recordChanges(_ h: TransitionRig<ContainerViewController>) -> () -> [TransitionState] {
        let box = Box()
        h.container.onTransitionStarted = { ctx in
            ctx.coordinator.notifyWhenInteractionChanges { box.states.append($0) }
        }
        return { box.states }
    }
    private final class Box { var states: [TransitionState] = [] }

    /// Non-interactive A → B with the default animator (1 s) from t = 0; at 0.5 s the pointer
    /// goes down and moves 1 point left (the pan begins): the transition is grabbed at the
    /// percent on screen, 29 / 60 (the frame before), without a jump.
    private func grabRunningTransition(_ h: TransitionRig<ContainerViewController>, then rest: String) throws -> (
        TransitionContext, Double
    ) {
        let ctx = try h.select(1)
        XCTAssertFalse(ctx.isInteractive)
        XCTAssertNil(ctx.interactionController)
        try h.schedule("at 0.5; press 200 200; move -1 0; " + rest)
        h.run(toFrame: 30)
        XCTAssertTrue(ctx.isInteractive)
        XCTAssertTrue(ctx.interactionController === h.container.panInteraction)
        XCTAssertFalse(ctx.initiallyInteractive)
        let grabbed = 29.0 / 60
        assertClose(ctx.percentComplete, grabbed, 1e-9, "grabbed at the current percent")
        return (ctx, grabbed)
    }

    func testRunningTransitionGrabbedByAPanBecomesInteractiveAndFinishes() throws {
        let h = try TransitionRig()
        let changes = recordChanges(h)
        let b = h.children[1]
        let spring = Spring.uiKit(duration: 1, dampingRatio: 0.75, initialVelocity: 0.5).unitSolution
        let (ctx, grabbed) = try grabRunningTransition(h, then: "wait 0.3; move -100 0 over 0.2; wait 0.1; release")
        // Held still: the transition is frozen where it was grabbed.
        let held = b.view.layer.presentation
        assertClose(held.transform.affine.tx, 336 * (1 - spring.progress(at: grabbed)), 1e-6)
        for _ in 0..<15 {
            h.runner.step()
            XCTAssertEqual(b.view.layer.presentation, held)
        }
        h.runUntilIdle()
        let dragged = grabbed + 101.0 / 320 * 0.5  // the whole translation since the press
        XCTAssertEqual(changes().map { [$0.isInteractive, $0.isCancelled] }, [[true, false], [false, false]])
        assertClose(changes()[1].percentComplete, dragged, 1e-9, "released where dragged")
        XCTAssertEqual(
            h.log.texts([.coordinator]),
            [
                "coordinator.interactionChanged(interactive: true, cancelled: false)",
                "coordinator.interactionChanged(interactive: false, cancelled: false)"
            ])
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(h.log.count(prefix: "completeTransition(true)"), 1)
        XCTAssertEqual(h.log.count(prefix: "default.animationEnded(true)"), 1)
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(h.container.children.map(\.title), ["B"])
        XCTAssertEqual(appearanceProblems(h.log), [])
    }

    func testRunningTransitionGrabbedByAPanCanBeCancelled() throws {
        let h = try TransitionRig()
        let changes = recordChanges(h)
        let (a, b) = (h.children[0], h.children[1])
        var before: (LayerState, LayerState)?
        let started = h.container.onTransitionStarted
        h.container.onTransitionStarted = { ctx in
            before = (a.view.layer.model, b.view.layer.model)
            started?(ctx)
        }
        let (ctx, _) = try grabRunningTransition(h, then: "move 300 0 over 0.3; wait 0.1; release")
        h.runUntilIdle()
        XCTAssertEqual(changes().map { [$0.isInteractive, $0.isCancelled] }, [[true, false], [false, true]])
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertTrue(ctx.transitionWasCancelled)
        XCTAssertEqual(h.container.selectedIndex, 0)
        XCTAssertEqual(h.container.children.map(\.title), ["A"])
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [a.view.id])
        XCTAssertEqual(a.view.layer.model, before?.0)
        XCTAssertEqual(b.view.layer.model, before?.1)
        XCTAssertEqual(h.log.count(prefix: "completeTransition(false)"), 1)
        XCTAssertEqual(h.log.count(prefix: "default.animationEnded(false)"), 1)
        XCTAssertEqual(appearanceProblems(h.log), [])
    }

    func testInteractiveTransitionReleasedAndGrabbedAgain() throws {
        let h = try TransitionRig()
        let changes = recordChanges(h)
        let a = h.children[0]
        // 160 / 320 × 0.5 = 0.25 > 0.2 at rest → finish; 0.2 s later grabbed again and dragged
        // back far enough to cancel.
        try h.schedule(
            "press 250 200; move -160 0 over 0.4; wait 0.1; release; wait 0.2; press 250 200; move 1 0; wait 0.1; move 200 0 over 0.2; wait 0.1; release"
        )
        h.run(toFrame: 41)  // 0.6833 s: finishing
        let ctx = try XCTUnwrap(h.container.currentTransition)
        XCTAssertFalse(ctx.isInteractive)
        XCTAssertFalse(ctx.transitionWasCancelled)
        let q = ctx.percentComplete
        XCTAssertGreaterThan(q, 0.25)
        h.runner.step()  // 0.7 s: grabbed again (the pan begins with a 1-point move back)
        XCTAssertTrue(ctx.isInteractive)
        // The runner brings the finish up to the frame's time before delivering the press, so
        // the grab holds the transition where it was at 0.7 s: one more frame of the finish.
        let grabbed = ctx.percentComplete
        XCTAssertGreaterThan(grabbed, q, "the finish ran up to the press's time")
        XCTAssertLessThan(grabbed, 1)
        h.step(5)
        assertClose(ctx.percentComplete, grabbed, 1e-9, "held where it was grabbed")
        h.runUntilIdle()
        XCTAssertEqual(
            changes().map { [$0.isInteractive, $0.isCancelled] }, [[false, false], [true, false], [false, true]])
        XCTAssertEqual(
            h.log.texts([.appearance]),
            [
                "A.viewWillDisappear(animated: true)",
                "B.viewWillAppear(animated: true)",
                "B.viewWillDisappear(animated: true)",
                "B.viewDidDisappear(animated: true)",
                "A.viewWillAppear(animated: true)",
                "A.viewDidAppear(animated: true)"
            ])
        XCTAssertEqual(h.log.count(prefix: "completeTransition("), 1)
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(false)")
        XCTAssertEqual(h.container.selectedIndex, 0)
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [a.view.id])
        XCTAssertEqual(a.view.alpha, 1)
        XCTAssertEqual(a.view.transform, .identity)
    }

    func testWantsInteractiveStartFalseRunsThenPauseGrabsIt() throws {
        let h = try TransitionRig()
        let changes = recordChanges(h)
        let rec = RecordingAnimator(duration: 1)
        let ic = h.manualInteraction(animator: rec, wantsInteractiveStart: false)
        let b = h.children[1]
        let ctx = try h.select(1)
        XCTAssertFalse(ctx.isInteractive)
        XCTAssertFalse(ctx.initiallyInteractive)
        XCTAssertEqual(ic.starts, 1, "the interaction controller is started even when the transition runs freely")
        // Free running: linear, B's centre x = 480 − 320 t.
        h.step(31)  // frames 0…30
        assertClose(b.view.layer.presentation.position.x, 480 - 320 * 0.5, 1e-9)
        ic.pause()
        XCTAssertTrue(ctx.isInteractive)
        assertClose(ctx.percentComplete, 0.5, 1e-9)
        h.step(10)
        assertClose(b.view.layer.presentation.position.x, 320, 1e-9, "paused")
        ic.update(0.7)
        h.step(1)
        assertClose(b.view.layer.presentation.position.x, 480 - 320 * 0.7, 1e-9)
        let t0 = try XCTUnwrap(h.runner.lastTick).time
        ic.finish()
        h.runUntilIdle()
        XCTAssertEqual(changes().map { [$0.isInteractive, $0.isCancelled] }, [[true, false], [false, false]])
        let done = try XCTUnwrap(h.log.first(prefix: "completeTransition("))
        XCTAssertEqual(done.text, "completeTransition(true)")
        assertClose(done.time, t0 + 0.3, 1e-6)
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(rec.ended, [true])
    }

    func testCancelOnAFreelyRunningTransitionRunsItBack() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: 1)
        let ic = h.manualInteraction(animator: rec, wantsInteractiveStart: false)
        let ctx = try h.select(1)
        h.step(31)
        // finish() on a transition that is already running to its end is ignored, as UIKit
        // ignores it: noted, not a diagnostic.
        ic.finish()
        XCTAssertFalse(ctx.transitionWasCancelled)
        XCTAssertEqual(h.log.diagnostics, [])
        XCTAssertTrue(
            h.log.texts([.interaction]).contains {
                $0.contains("already running to its end is ignored, as UIKit ignores it")
            })
        ic.cancel()
        XCTAssertTrue(ctx.transitionWasCancelled)
        let t0 = try XCTUnwrap(h.runner.lastTick).time
        h.runUntilIdle()
        let done = try XCTUnwrap(h.log.first(prefix: "completeTransition("))
        XCTAssertEqual(done.text, "completeTransition(false)")
        assertClose(done.time, t0 + 0.5, 1e-6, "runs back from 0.5 in 0.5 s")
        XCTAssertEqual(h.container.selectedIndex, 0)
        XCTAssertEqual(rec.ended, [false])
        XCTAssertEqual(appearanceProblems(h.log), [])
    }

    /// An animator that ends the interaction itself in its completion, after the completion
    /// phase (`finishInteractiveTransition()` then `completeTransition`, BrokenTransitionAnimation,
    /// held-out 41): UIKit ignores the late call, and so does the host, noting it.
    func testFinishAfterTheCompletionPhaseIsNotedNotReported() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: 1)
        rec.flag = { ctx in
            ctx.finishInteractiveTransition()
            return !ctx.transitionWasCancelled
        }
        let ic = h.manualInteraction(animator: rec)
        let ctx = try h.select(1)
        h.step(2)
        ic.update(0.5)
        ic.finish()
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(rec.ended, [true])
        XCTAssertEqual(h.log.diagnostics, [])
        XCTAssertTrue(
            h.log.texts([.interaction]).contains {
                $0.contains("finish() after the completion phase ended is ignored")
            },
            "\(h.log.texts([.interaction]))")
    }
}
