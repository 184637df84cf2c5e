import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

/// A cancelled interactive transition in the custom container: the order of the callbacks
/// (interaction change at the release, UIKit's cancel appearance sequence at the end,
/// containment undone), every property the
/// animator changed back to its value before the transition, and no flash of the to view.
final class ContainerCancelTests: XCTestCase {
    /// A slow, short leftward drag released at rest: 60 / 320 × 0.5 = 0.09375 < 0.2 → cancel.
    let cancellingPan = "press 250 200; move -60 0 over 0.5; wait 0.2; release"

    func testCancelledPanLogsInteractionChangeAtReleaseAndAppearanceAtTheEndThenUndoesContainment() throws {
        let h = try TransitionRig()
        let (a, b) = (h.children[0], h.children[1])
        try h.schedule(cancellingPan)
        h.runUntilIdle()

        XCTAssertEqual(
            h.log.texts(orderKinds),
            expectedEvents(
                from: "A", to: "B", animator: "default", interaction: "pan", cancelled: true,
                beforeStart: ["A.willMove(toParent: nil)", "B.willMove(toParent: Container)"],
                afterComplete: [
                    "B.willMove(toParent: nil)", "B.didMove(toParent: nil)", "A.didMove(toParent: Container)"
                ]))
        // The interaction change happens at the release (0.7 s); the reverse appearance
        // sequence when the cancel completes, at the same time as completeTransition.
        let release = 0.7
        assertClose(try XCTUnwrap(h.log.first(prefix: "coordinator.interactionChanged")).time, release)
        let end = try XCTUnwrap(h.log.first(prefix: "completeTransition(false)")).time
        XCTAssertGreaterThan(end, release)
        assertClose(try XCTUnwrap(h.log.first(prefix: "B.viewWillDisappear")).time, end)
        XCTAssertEqual(appearanceProblems(h.log), [])

        // Containment and hierarchy are back as before.
        XCTAssertTrue(h.container.selectedViewController === a)
        XCTAssertEqual(h.container.children.count, 1)
        XCTAssertTrue(h.container.children.first === a)
        XCTAssertTrue(a.parent === h.container)
        XCTAssertNil(b.parent)
        XCTAssertEqual(h.container.containerView.subviews.count, 1)
        XCTAssertTrue(h.container.containerView.subviews.first === a.view)
        XCTAssertNil(b.view.superview)
        XCTAssertTrue(a.isVisible)
        XCTAssertFalse(b.isVisible)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    func testCancelRestoresEveryPropertyTheAnimatorChanged() throws {
        let h = try TransitionRig()
        let (a, b) = (h.children[0], h.children[1])
        var fromBefore: LayerState?, toBefore: LayerState?
        h.container.onTransitionStarted = { ctx in
            fromBefore = ctx.fromViewController.view.layer.model
            toBefore = ctx.toViewController.view.layer.model
        }
        try h.schedule(cancellingPan)
        // Mid-drag the animator has changed both views (so the check below is not vacuous).
        h.step(20)
        XCTAssertNotNil(h.container.currentTransition)
        XCTAssertNotEqual(a.view.layer.model, fromBefore)
        XCTAssertNotEqual(a.view.layer.presentation, fromBefore)
        XCTAssertNotEqual(b.view.layer.presentation, toBefore)
        XCTAssertNotEqual(b.view.layer.presentation.opacity, toBefore?.opacity)
        h.runUntilIdle()

        XCTAssertEqual(a.view.layer.model, try XCTUnwrap(fromBefore), stateSummary(a.view.layer.model))
        XCTAssertEqual(b.view.layer.model, try XCTUnwrap(toBefore), stateSummary(b.view.layer.model))
        XCTAssertEqual(a.view.layer.presentation, a.view.layer.model)
        XCTAssertEqual(b.view.layer.presentation, b.view.layer.model)
        XCTAssertEqual(h.engine.animatedLayerCount, 0)
        XCTAssertEqual(
            h.container.containerView.layer.timing,
            MediaTiming(beginTime: h.container.containerView.layer.timing.beginTime),
            "the container runs on normal time again (speed 1, no offset)")
    }

    func testCancelNeverFlashesTheToView() throws {
        let h = try TransitionRig()
        let (a, b) = (h.children[0], h.children[1])
        try h.schedule(cancellingPan)
        // Run to the release frame (0.7 s = frame 42).
        h.run(toFrame: 42)
        let ctx = try XCTUnwrap(h.container.currentTransition)
        XCTAssertTrue(ctx.transitionWasCancelled)
        func item(_ v: View, _ f: RenderFrame) -> RenderItem? { f.items.first { $0.id == v.id } }
        var last = try XCTUnwrap(item(b.view, RenderModel.evaluate(h.container.view)))
        var lastA = try XCTUnwrap(item(a.view, RenderModel.evaluate(h.container.view)))
        XCTAssertLessThan(last.alpha, 0.5)
        var frames = 0
        while h.container.currentTransition != nil && frames < 120 {
            h.runner.step()
            frames += 1
            let f = RenderModel.evaluate(h.container.view)
            if let now = item(b.view, f) {
                // B only ever goes back: never more opaque, never closer to its place.
                XCTAssertLessThanOrEqual(now.alpha, last.alpha + 1e-12, "B flashes at t = \(f.time)")
                XCTAssertGreaterThanOrEqual(now.corners[0].x, last.corners[0].x - 1e-9, "B moves in at t = \(f.time)")
                last = now
            }
            let nowA = try XCTUnwrap(item(a.view, f), "A must stay on screen at t = \(f.time)")
            XCTAssertGreaterThanOrEqual(nowA.alpha, lastA.alpha - 1e-12, "A fades at t = \(f.time)")
            lastA = nowA
        }
        XCTAssertNil(h.container.currentTransition)
        // The frame that ends the cancel shows exactly the start: A in place, opaque; no B.
        let end = RenderModel.evaluate(h.container.view)
        XCTAssertNil(item(b.view, end))
        let endA = try XCTUnwrap(item(a.view, end))
        XCTAssertEqual(endA.alpha, 1)
        XCTAssertEqual(
            endA.corners, [Point(x: 0, y: 0), Point(x: 320, y: 0), Point(x: 320, y: 480), Point(x: 0, y: 480)])
        // And the frames after it too.
        h.step(5)
        XCTAssertNil(item(b.view, RenderModel.evaluate(h.container.view)))
    }

    /// An animator that changes properties the reference animators never reset (colour,
    /// corner radius, anchor point, a scale) and forgets them in its completion.
    final class ForgetfulAnimator: AnimatedTransitioning {
        let displayName = "forgetful"
        func transitionDuration(using context: TransitionContext?) -> Double { 1 }
        func animateTransition(using ctx: TransitionContext) {
            let from = ctx.view(forKey: .from)!, to = ctx.view(forKey: .to)!
            try? ctx.containerView.addSubview(to)
            from.layer.anchorPoint = Point(x: 0, y: 0)
            to.alpha = 0
            to.title = "renamed"
            ctx.containerView.layer.sublayerTransform = .perspective(distance: 400)
            ctx.containerView.layer.borderWidth = 3
            ctx.containerView.layer.shadowOpacity = 0.4
            ctx.engine.animate(
                withDuration: 1, options: .curveLinear,
                animations: {
                    from.backgroundColor = Color(rgb: 0x123456)
                    from.cornerRadius = 40
                    from.transform = .scale(0.5, 0.5)
                    to.alpha = 1
                    to.center = Point(x: 10, y: 10)
                }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        }
        func animationEnded(_ transitionCompleted: Bool) {}
    }

    func testCancelRestoresPropertiesAForgetfulAnimatorLeftChanged() throws {
        let h = try TransitionRig()
        let (a, b) = (h.children[0], h.children[1])
        let ic = h.manualInteraction(animator: ForgetfulAnimator())
        // The container sets B's frame before the transition begins; "before" is the state
        // when the transition starts.
        var fromBefore = LayerState(), toBefore = LayerState(), toTitle: String?
        h.container.onTransitionStarted = { ctx in
            fromBefore = a.view.layer.model
            toBefore = b.view.layer.model
            toTitle = b.view.title
        }
        let ctx = try h.select(1)
        XCTAssertNotEqual(a.view.layer.model, fromBefore, "the animator changed A")
        XCTAssertEqual(b.view.title, "renamed")
        XCTAssertTrue(ctx.isInteractive)
        h.step(2)
        ic.update(0.4)
        h.step(2)
        XCTAssertEqual(a.view.cornerRadius, 40)
        ic.cancel()
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertTrue(ctx.transitionWasCancelled)
        XCTAssertEqual(a.view.layer.model, fromBefore, stateSummary(a.view.layer.model))
        XCTAssertEqual(b.view.layer.model, toBefore, stateSummary(b.view.layer.model))
        XCTAssertEqual(b.view.title, toTitle)
        XCTAssertEqual(
            h.container.containerView.layer.sublayerTransform, .identity, "the sublayer transform is put back too")
        XCTAssertEqual(h.container.containerView.layer.borderWidth, 0, "and the border")
        XCTAssertEqual(h.container.containerView.layer.extras, LayerExtras(), "and the shadow: every extra")
        XCTAssertEqual(a.view.layer.presentation, fromBefore)
        XCTAssertEqual(h.container.selectedIndex, 0)
    }
}
