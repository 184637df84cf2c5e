import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

/// The percent-driven interaction: scrubbing in paused layer time, the completion phase
/// (duration from completionSpeed, shape from completionCurve, on measured frame time),
/// idempotent finish and cancel, and calls made with no transition running.
final class PercentDrivenTests: XCTestCase {
    private struct NoCompletion: Error {}

    /// A container running A → B interactively under a ``ManualInteraction`` with a linear
    /// 1 s recording animator: B's centre x goes 480 → 160 and its alpha 0 → 1; A's centre x
    /// 160 → −160 and its alpha 1 → 0.5.
    private func interactive(speed: Double = 1, curve: AnimationCurve = .easeInOut)
        throws -> (TransitionRig<ContainerViewController>, ManualInteraction, TransitionContext)
    {
        let h = try TransitionRig()
        let ic = h.manualInteraction(animator: RecordingAnimator(duration: 1))
        ic.completionSpeed = speed
        ic.completionCurve = curve
        let ctx = try h.select(1)
        XCTAssertTrue(ctx.isInteractive)
        XCTAssertTrue(ctx.initiallyInteractive)
        XCTAssertEqual(ic.starts, 1)
        return (h, ic, ctx)
    }

    private func assertLinearState(
        _ h: TransitionRig<ContainerViewController>, percent p: Double, _ note: String = "", line: UInt = #line
    ) {
        let a = h.children[0].view.layer.presentation, b = h.children[1].view.layer.presentation
        assertClose(b.position.x, 480 - 320 * p, 1e-9, "B x at \(p) \(note)", line: line)
        assertClose(b.opacity, p, 1e-9, "B alpha at \(p) \(note)", line: line)
        assertClose(a.position.x, 160 - 320 * p, 1e-9, "A x at \(p) \(note)", line: line)
        assertClose(a.opacity, 1 - 0.5 * p, 1e-9, "A alpha at \(p) \(note)", line: line)
    }

    /// Runs frames until `completeTransition` is logged; returns the frames run and the event.
    private func runToCompletion(_ h: TransitionRig<ContainerViewController>, limit: Int = 600) throws -> (
        frames: Int, event: EventLog.Event
    ) {
        let start = h.log.events.count
        var n = 0
        while n < limit {
            h.runner.step()
            n += 1
            if let e = h.log.events[start...].first(where: { $0.text.hasPrefix("completeTransition(") }) {
                return (n, e)
            }
        }
        XCTFail("no completeTransition within \(limit) frames")
        throw NoCompletion()
    }

    // MARK: Scrubbing

    func testUpdateShowsTheAnimationAtLocalTimePercentTimesDuration() throws {
        let (h, ic, ctx) = try interactive()
        h.step(1)
        assertLinearState(h, percent: 0)
        for p in [0.1, 0.37, 0.8, 0.95, 0.5, 0.0, 0.25] {
            ic.update(p)
            assertLinearState(h, percent: p, "right after update")
            XCTAssertEqual(ctx.percentComplete, p)
            XCTAssertEqual(ic.percentComplete, p)
            // Time stands still while interactive.
            h.step(7)
            assertLinearState(h, percent: p, "7 frames later")
        }
        // Clamped to 0…1.
        ic.update(1.7)
        XCTAssertEqual(ctx.percentComplete, 1)
        assertLinearState(h, percent: 1)
        ic.update(-0.3)
        XCTAssertEqual(ctx.percentComplete, 0)
        assertLinearState(h, percent: 0)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// Scrubbing to 100 % and back while the interaction holds the transition: only finish or
    /// cancel may end it (the pan clamps its progress to 1, so a drag past the end does this).
    func testScrubbingToTheEndDoesNotCompleteWhileInteractive() throws {
        let (h, ic, ctx) = try interactive()
        ic.update(1)
        h.step(5)
        XCTAssertFalse(ctx.isCompleted, "the transition completed while the interaction still held it")
        XCTAssertEqual(h.log.count(prefix: "completeTransition("), 0)
        ic.update(0.5)
        h.step(2)
        assertLinearState(h, percent: 0.5, "after scrubbing back")
        ic.cancel()
        h.runUntilIdle()
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(false)")
        XCTAssertEqual(h.container.selectedIndex, 0)
    }

    // MARK: The completion phase

    /// Finishing from p takes (1 − p) × duration / completionSpeed; cancelling p × duration /
    /// completionSpeed. Counted in frames of 1/60 s from the call.
    private func checkPhase(
        finish: Bool, speed: Double, percent p: Double, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let (h, ic, ctx) = try interactive(speed: speed)
        ic.update(p)
        h.step(3)
        let t0 = try XCTUnwrap(h.runner.lastTick).time
        if finish { ic.finish() } else { ic.cancel() }
        XCTAssertFalse(ctx.isInteractive, file: file, line: line)
        XCTAssertEqual(ctx.transitionWasCancelled, !finish, file: file, line: line)
        let expected = (finish ? 1 - p : p) * 1 / speed
        let (frames, event) = try runToCompletion(h)
        XCTAssertEqual(event.text, "completeTransition(\(finish))", file: file, line: line)
        XCTAssertEqual(
            frames, Int((expected * 60).rounded()),
            "\(finish ? "finish" : "cancel") from \(p) at speed \(speed) must take \(expected) s", file: file,
            line: line)
        assertClose(event.time, t0 + expected, 1e-9, "completion time", file: file, line: line)
        XCTAssertEqual(h.container.selectedIndex, finish ? 1 : 0, file: file, line: line)
    }

    func testFinishAtCompletionSpeedTwoTakesHalfTheRemainingTime() throws {
        try checkPhase(finish: true, speed: 2, percent: 0.4)  // 0.3 s = 18 frames
    }

    func testFinishAtCompletionSpeedHalfTakesTwiceTheRemainingTime() throws {
        try checkPhase(finish: true, speed: 0.5, percent: 0.4)  // 1.2 s = 72 frames
    }

    func testCancelAtCompletionSpeedTwoTakesHalfTheElapsedTime() throws {
        try checkPhase(finish: false, speed: 2, percent: 0.4)  // 0.2 s = 12 frames
    }

    func testCancelAtCompletionSpeedHalfTakesTwiceTheElapsedTime() throws {
        try checkPhase(finish: false, speed: 0.5, percent: 0.4)  // 0.8 s = 48 frames
    }

    func testFinishFollowsTheEaseInOutCompletionCurve() throws {
        let (h, ic, ctx) = try interactive()
        ic.update(0.25)
        h.step(2)
        ic.finish()
        XCTAssertEqual(ctx.driver?.completionCurve, .easeInOut)
        // 0.75 s = 45 frames; check the percent and the views at several frames.
        for k in 1...44 {
            h.runner.step()
            let q = CubicBezier.easeInEaseOut.progress(Double(k) / 45)
            let p = 0.25 + 0.75 * q
            assertClose(ctx.percentComplete, p, 1e-9, "frame \(k)")
            if [10, 22, 23, 35].contains(k) { assertLinearState(h, percent: p, "finish frame \(k)") }
        }
        // The curve really is ease-in-out, not linear, halfway through.
        XCTAssertGreaterThan(abs(ctx.percentComplete - (0.25 + 0.75 * 44.0 / 45)), 1e-4)
        h.runner.step()
        XCTAssertTrue(ctx.isCompleted)
        XCTAssertFalse(ctx.transitionWasCancelled)
    }

    func testCancelFollowsTheChosenCompletionCurve() throws {
        for (curve, bezier) in [(AnimationCurve.linear, CubicBezier.linear), (.easeIn, .easeIn), (.easeOut, .easeOut)] {
            let (h, ic, ctx) = try interactive(curve: curve)
            ic.update(0.5)
            h.step(1)
            ic.cancel()
            // 0.5 s = 30 frames.
            for k in [5, 15, 25] {
                h.run(toFrame: k)
                let p = 0.5 * (1 - bezier.progress(Double(k) / 30))
                assertClose(ctx.percentComplete, p, 1e-9, "\(curve) frame \(k)")
                assertLinearState(h, percent: p, "\(curve) frame \(k)")
            }
        }
    }

    func testFinishAndCancelAreIdempotent() throws {
        let (h, ic, ctx) = try interactive()
        ic.update(0.5)
        h.step(1)
        let t0 = try XCTUnwrap(h.runner.lastTick).time
        ic.finish()
        h.step(5)
        let diagsBefore = h.log.diagnostics.count
        ic.finish()
        ic.cancel()
        ctx.finishInteractiveTransition()
        XCTAssertEqual(h.log.diagnostics.count, diagsBefore + 3, "each ignored call is reported")
        XCTAssertFalse(ctx.transitionWasCancelled)
        // The completion goes on undisturbed: the percent still follows the first finish.
        for k in 6...29 {
            h.runner.step()
            if !ctx.isCompleted {
                assertClose(
                    ctx.percentComplete, 0.5 + 0.5 * CubicBezier.easeInEaseOut.progress(Double(k) / 30), 1e-9,
                    "frame \(k)")
            }
        }
        let (_, event) = try runToCompletion(h, limit: 5)
        XCTAssertEqual(event.text, "completeTransition(true)")
        assertClose(event.time, t0 + 0.5, 1e-9)
        XCTAssertEqual(h.log.count(prefix: "coordinator.interactionChanged"), 1)
        XCTAssertEqual(h.log.count(prefix: "completeTransition("), 1)
        XCTAssertEqual(h.container.selectedIndex, 1)
    }

    func testDoubleCancelDoesNotJump() throws {
        let (h, ic, ctx) = try interactive()
        ic.update(0.6)
        h.step(1)
        ic.cancel()
        var percents: [Double] = []
        for k in 1...35 {
            h.runner.step()
            if k == 3 { ic.cancel() }
            if !ctx.isCompleted { percents.append(ctx.percentComplete) }
        }
        // 0.6 s = 36 frames of a single ease-in-out run back.
        XCTAssertEqual(percents.count, 35)
        for (i, p) in percents.enumerated() {
            assertClose(p, 0.6 * (1 - CubicBezier.easeInEaseOut.progress(Double(i + 1) / 36)), 1e-9, "frame \(i + 1)")
        }
        h.runUntilIdle()
        XCTAssertEqual(h.log.count(prefix: "B.viewWillDisappear"), 1, "the reverse appearance sequence is issued once")
        XCTAssertEqual(appearanceProblems(h.log), [])
    }

    /// A pause that comes once a released transition has run its completion phase, before the
    /// animator completes it (a gesture's `.began` that pauses as it starts a transition already
    /// over): UIKit ignores it, and so does the host — a log line, not a diagnostic.
    func testAPauseAfterTheCompletionPhaseIsNotedNotReported() throws {
        let h = try TransitionRig()
        let ic = ManualInteraction()
        let rec = RecordingAnimator(duration: 0.25)
        rec.neverCompletes = true
        h.delegate(animator: rec, interaction: ic)
        let ctx = try h.select(1)
        ic.update(0.5)
        ic.finish()
        h.step(60)
        XCTAssertFalse(ctx.hasEnded, "the animator has not completed it")
        ctx.pauseInteractiveTransition()
        XCTAssertEqual(h.log.diagnostics, [])
        XCTAssertTrue(
            h.log.texts([.interaction]).contains {
                $0.hasSuffix("pause() after the completion phase ended is ignored, as UIKit ignores it")
            }, "\(h.log.texts([.interaction]))")
        XCTAssertFalse(ctx.isInteractive)
    }

    /// An animator that calls its context's `updateInteractiveTransition` in a transition no
    /// interaction holds: ignored as UIKit ignores it (noted, not a fault), and the transition
    /// runs to its end at its own pace.
    func testAnUpdateOnATransitionRunningOnItsOwnIsNotedNotReported() throws {
        let h = try TransitionRig()
        h.delegate(animator: RecordingAnimator(duration: 0.5), interaction: nil)
        let ctx = try h.select(1)
        XCTAssertFalse(ctx.isInteractive)
        h.step(15)
        ctx.updateInteractiveTransition(0.1)
        ctx.updateInteractiveTransition(1)
        XCTAssertEqual(h.log.diagnostics, [])
        XCTAssertEqual(
            h.log.texts([.interaction]).filter {
                $0.hasSuffix("on a transition no interaction holds is ignored, as UIKit ignores it")
            }.count, 2,
            "\(h.log.texts([.interaction]))")
        let (frames, event) = try runToCompletion(h)
        XCTAssertEqual(event.text, "completeTransition(true)")
        // 0.5 s at 60 frames a second: 30 frames in all, 15 of them before the updates.
        XCTAssertEqual(15 + frames, 30, accuracy: 1)
        XCTAssertFalse(ctx.transitionWasCancelled)
    }

    func testCallsWithNoTransitionRunningAreIgnoredSafely() throws {
        let h = try TransitionRig()
        let ic = ManualInteraction()
        // Never started.
        ic.update(0.5)
        ic.finish()
        ic.cancel()
        ic.pause()
        XCTAssertFalse(ic.isActive)
        XCTAssertEqual(ic.percentComplete, 0)
        XCTAssertEqual(h.log.events.count, 0)

        // After a transition has completed.
        let rec = RecordingAnimator(duration: 0.25)
        h.delegate(animator: rec, interaction: ic)
        let ctx = try h.select(1)
        ic.update(0.5)
        ic.finish()
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertFalse(ic.isActive)
        let n = h.log.events.count
        ic.update(0.2)
        ic.finish()
        ic.cancel()
        ic.pause()
        XCTAssertEqual(h.log.events.count, n, "the controller ignores calls once its transition has completed")
        ctx.updateInteractiveTransition(0.3)
        ctx.finishInteractiveTransition()
        ctx.cancelInteractiveTransition()
        ctx.pauseInteractiveTransition()
        ctx.completeTransition(true)
        XCTAssertEqual(h.log.diagnostics.count, 5, "the context reports each late call")
        XCTAssertTrue(h.log.diagnostics.allSatisfy { $0.contains("ignored") }, "\(h.log.diagnostics)")
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(h.container.children.map(\.title), ["B"])
        XCTAssertEqual(rec.ended, [true])
    }

    /// A pan released at rest at 0.7 s with the transition at 60 / 320 × 0.5 = 9.375 %: the
    /// cancel must take the whole 0.09375 s from the release (so it ends on the frame at 0.8 s),
    /// and the release frame must still show 9.375 %.
    func testPanReleaseStartsTheCompletionPhaseAtTheRelease() throws {
        let h = try TransitionRig()
        try h.schedule("press 250 200; move -60 0 over 0.5; wait 0.2; release")
        h.run(toFrame: 41)
        let ctx = try XCTUnwrap(h.container.currentTransition)
        assertClose(ctx.percentComplete, 0.09375, 1e-12, "before the release")
        h.runner.step()  // frame 42: the release at 0.7 s
        XCTAssertTrue(ctx.transitionWasCancelled)
        assertClose(ctx.percentComplete, 0.09375, 1e-12, "no time has passed since the release")
        h.runUntilIdle()
        let event = try XCTUnwrap(h.log.first(prefix: "completeTransition("))
        XCTAssertEqual(event.text, "completeTransition(false)")
        XCTAssertGreaterThanOrEqual(
            event.time, 0.7 + 0.09375 - 1e-9, "the cancel ended before p × duration had passed since the release")
        assertClose(event.time, 0.8, 1e-9)
    }
}
