import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The bundled interaction-controller plugins, loaded from their .so files and delegated by the
/// custom container: `timed` (the article's fake interaction: 25 % at 0.5 s, 50 % at 1 s,
/// finish at 1.5 s) and `keys` (presses advance, progress decays, Return decides by threshold).
final class InteractionPluginTests: XCTestCase {
    /// A → B under the interaction plugin `id`, with a linear 1 s recording animator; the
    /// runner feeds the plugin keys and frame ticks.
    private func start(_ id: String, _ params: [String] = []) throws -> (
        TransitionRig<ContainerViewController>, PluginInteraction, RecordingAnimator, TransitionContext
    ) {
        let h = try TransitionRig()
        let pi = try h.interaction(id, params)
        let rec = RecordingAnimator(duration: 1)
        h.delegate(animator: rec, interaction: pi)
        h.runner.interaction = pi
        let ctx = try h.select(1)
        XCTAssertTrue(ctx.interactionController === pi)
        XCTAssertTrue(ctx.isInteractive)
        return (h, pi, rec, ctx)
    }

    /// Runs to frame `n` (time n / 60) and returns the percent then.
    private func percent(atFrame n: Int, _ h: TransitionRig<ContainerViewController>, _ ctx: TransitionContext)
        -> Double
    {
        h.run(toFrame: n)
        return ctx.percentComplete
    }

    // MARK: timed

    func testTimedPluginDrivesTheTransitionOnSchedule() throws {
        let (h, _, rec, ctx) = try start("timed")
        XCTAssertEqual(
            h.log.first(prefix: "transition.start")?.text,
            "transition.start(A -> B, animator: recorder, interaction: timed)")
        XCTAssertEqual(percent(atFrame: 15, h, ctx), 0, "0.25 s")
        XCTAssertEqual(percent(atFrame: 29, h, ctx), 0, "0.4833 s")
        XCTAssertEqual(percent(atFrame: 30, h, ctx), 0.25, "update(0.25) at 0.5 s")
        XCTAssertEqual(percent(atFrame: 45, h, ctx), 0.25, "0.75 s")
        XCTAssertEqual(percent(atFrame: 60, h, ctx), 0.5, "update(0.5) at 1 s")
        XCTAssertEqual(percent(atFrame: 75, h, ctx), 0.5, "1.25 s")
        XCTAssertTrue(ctx.isInteractive, "still interactive before 1.5 s")
        assertClose(h.children[1].view.layer.presentation.position.x, 480 - 320 * 0.5, 1e-9)
        _ = percent(atFrame: 90, h, ctx)
        XCTAssertFalse(ctx.isInteractive, "finish() at 1.5 s")
        XCTAssertFalse(ctx.transitionWasCancelled)
        assertClose(ctx.percentComplete, 0.5, 1e-12, "finish() called at 1.5 s: no completion time has passed yet")
        assertClose(percent(atFrame: 105, h, ctx), 0.5 + 0.5 * CubicBezier.easeInEaseOut.progress(0.5), 1e-9, "1.75 s")
        h.runUntilIdle()
        let done = try XCTUnwrap(h.log.first(prefix: "completeTransition("))
        XCTAssertEqual(done.text, "completeTransition(true)")
        assertClose(done.time, 2.0, 1e-9, "finish from 0.5 takes 0.5 s")
        XCTAssertEqual(rec.ended, [true])
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    func testTimedPluginReachesEachStepWithinAFrame() throws {
        // The same schedule, tolerating one frame of lateness: the steps happen, in order,
        // with the right values, and the transition finishes.
        let (h, _, _, ctx) = try start("timed")
        var trace: [(Double, Double)] = []
        while h.container.currentTransition != nil && trace.count < 300 {
            h.runner.step()
            trace.append((h.runner.lastTick!.time, ctx.percentComplete))
        }
        func firstTime(_ p: Double) -> Double? { trace.first { $0.1 == p }?.0 }
        let t25 = try XCTUnwrap(firstTime(0.25)), t50 = try XCTUnwrap(firstTime(0.5))
        XCTAssertGreaterThanOrEqual(t25, 0.5 - 1e-9)
        XCTAssertLessThanOrEqual(t25, 0.5 + kFrame + 1e-9)
        XCTAssertGreaterThanOrEqual(t50, 1.0 - 1e-9)
        XCTAssertLessThanOrEqual(t50, 1.0 + kFrame + 1e-9)
        XCTAssertTrue(trace.filter { $0.0 < 0.5 - 1e-9 }.allSatisfy { $0.1 == 0 })
        XCTAssertTrue(trace.filter { $0.0 > 0.5 + kFrame && $0.0 < 1.0 - 1e-9 }.allSatisfy { $0.1 == 0.25 })
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertFalse(ctx.transitionWasCancelled)
        XCTAssertEqual(h.container.selectedIndex, 1)
    }

    func testTimedPluginCanCancel() throws {
        let (h, _, rec, ctx) = try start("timed", ["outcome=cancel"])
        let (a, b) = (h.children[0], h.children[1])
        let bFrame = b.view.frame
        h.runUntilIdle()
        XCTAssertTrue(ctx.transitionWasCancelled)
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(false)")
        XCTAssertEqual(rec.ended, [false])
        XCTAssertEqual(h.container.selectedIndex, 0)
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [a.view.id])
        XCTAssertEqual(a.view.alpha, 1)
        XCTAssertEqual(a.view.frame, Rect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(b.view.frame, bFrame)
        XCTAssertEqual(appearanceProblems(h.log), [])
    }

    // MARK: keys

    private func keys(_ script: String, _ params: [String] = ["decay=0"]) throws -> (
        TransitionRig<ContainerViewController>, TransitionContext, [Double]
    ) {
        let (h, _, _, ctx) = try start("keys", params)
        try h.schedule(script)
        var percents: [Double] = []
        while (h.container.currentTransition != nil || h.runner.hasPendingInput) && percents.count < 600 {
            h.runner.step()
            percents.append(ctx.percentComplete)
        }
        return (h, ctx, percents)
    }

    func testKeyPressesAdvanceAndReturnFinishesAboveTheThreshold() throws {
        let (h, ctx, percents) = try keys(
            "wait 0.1; key right; wait 0.1; key right; wait 0.1; key right; wait 0.1; key right; wait 0.1; key right; wait 0.1; key right; wait 0.1; key return"
        )
        // Presses at frames 6, 12, …, 36: +0.1 each.
        for (k, f) in [6, 12, 18, 24, 30, 36].enumerated() {
            assertClose(percents[f], 0.1 * Double(k + 1), 1e-9, "after press \(k + 1)")
            assertClose(percents[f - 1], 0.1 * Double(k), 1e-9, "before press \(k + 1)")
        }
        XCTAssertFalse(ctx.transitionWasCancelled)
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
        XCTAssertEqual(h.container.selectedIndex, 1)
    }

    func testReturnBelowTheThresholdCancels() throws {
        let (h, ctx, _) = try keys(
            "wait 0.1; key right; wait 0.1; key right; wait 0.1; key right; wait 0.1; key return")
        XCTAssertTrue(ctx.transitionWasCancelled)
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(false)")
        XCTAssertEqual(h.container.selectedIndex, 0)
    }

    func testLeftArrowStepsBackAndEscapeCancels() throws {
        let (h, ctx, percents) = try keys(
            "wait 0.1; key right; key right; key right; key right; key right; key right; wait 0.1; key left; key left; wait 0.1; key return"
        )
        assertClose(percents[6], 0.6, 1e-9)
        assertClose(percents[12], 0.4, 1e-9)
        XCTAssertTrue(ctx.transitionWasCancelled, "0.4 is below the 0.5 threshold")
        XCTAssertEqual(h.container.selectedIndex, 0)

        let (h2, ctx2, _) = try keys(
            "wait 0.1; key right; key right; key right; key right; key right; key right; key right; key right; key right; wait 0.1; key escape"
        )
        XCTAssertTrue(ctx2.transitionWasCancelled, "Escape cancels even at 0.9")
        XCTAssertEqual(h2.container.selectedIndex, 0)

        let (h3, ctx3, _) = try keys(
            "wait 0.1; key right; key right; key right; key right; key right; key right; wait 0.1; key space")
        XCTAssertFalse(ctx3.transitionWasCancelled, "space decides like Return")
        XCTAssertEqual(h3.container.selectedIndex, 1)
    }

    func testProgressDecaysWhileIdle() throws {
        // decay 1 per second: after a press to 0.1 the progress loses 1/60 per frame of idle time.
        let (h, ctx, percents) = try keys("wait 0.1; key right; wait 0.5; key return", ["decay=1"])
        assertClose(percents[6], 0.1, 1e-9, "the press frame: no idle time has passed since the press")
        assertClose(percents[9], 0.1 - 3.0 / 60, 1e-9, "3 frames after the press")
        assertClose(percents[12], 0, 1e-9, "decayed to 0 after 0.1 s")
        XCTAssertEqual(percents[20], 0)
        XCTAssertTrue(ctx.transitionWasCancelled)
        XCTAssertEqual(h.container.selectedIndex, 0)
    }
}
