import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

/// Modal presentation and dismissal in full-screen and custom styles: which views the animator
/// may touch, where the presenting view lives, who gets appearance callbacks, the presented
/// frame from the presentation controller, the dimming view alongside, completion handlers,
/// cancellation, and the vertical pan.
final class ModalControllerTests: XCTestCase {
    let window = Rect(x: 0, y: 0, width: 320, height: 480)
    /// The custom style's sheet: the lower three quarters.
    let sheet = Rect(x: 0, y: 120, width: 320, height: 360)

    private func fixture(duration: Double = 1) throws -> (ModalFixture, RecordingAnimator) {
        let f = try ModalFixture()
        return (f, f.vendRecorder(duration: duration))
    }

    /// A fixture presenting B in `style` (its completion handler logs `present.completion`),
    /// with what the recorder saw when the transition started.
    private func presenting(_ style: PresentationStyle) throws -> (ModalFixture, RecordingAnimator, AnimatorObservation)
    {
        let (f, rec) = try fixture()
        f.modal.present(f.B, style: style, completion: completion(f, "present"))
        return (f, rec, try XCTUnwrap(rec.last))
    }

    private func completion(_ f: ModalFixture, _ name: String) -> () -> Void {
        { [unowned f] in f.log.record(.transition, "\(name).completion") }
    }

    // MARK: Full screen

    func testFullScreenPresentation() throws {
        let (f, _, o) = try presenting(.fullScreen)
        let (a, b) = (f.A, f.B)
        let c = o.containerView
        // During: the presenting view was moved into the transition's container.
        XCTAssertTrue(a.view.superview === c)
        XCTAssertEqual(f.modal.window.subviews.map(\.id), [c.id])
        XCTAssertTrue(o.fromView === a.view)
        XCTAssertTrue(o.toView === b.view)
        XCTAssertEqual(o.operation, .present)
        XCTAssertEqual(o.presentationStyle, .fullScreen)
        XCTAssertEqual(o.fromInitial, window)
        XCTAssertEqual(o.fromFinal, .zero, "the presenting view leaves the window")
        XCTAssertEqual(o.toInitial, window.offsetBy(dx: 0, dy: 480))
        XCTAssertEqual(o.toFinal, window)
        f.rig.runUntilIdle()
        XCTAssertEqual(f.log.texts(orderKinds), expectedEvents(from: "A", to: "B", afterDids: ["present.completion"]))
        XCTAssertTrue(f.modal.presentedViewController === b)
        XCTAssertNil(a.view.superview, "full screen: the presenting view is removed from the window")
        XCTAssertEqual(f.modal.window.subviews.map(\.id), [c.id])
        XCTAssertEqual(c.subviews.map(\.id), [b.view.id])
        XCTAssertEqual(b.view.frame, window)
        XCTAssertFalse(a.isVisible)
        XCTAssertTrue(b.isVisible)
    }

    func testFullScreenDismissal() throws {
        let (f, rec) = try fixture()
        let (a, b) = (f.A, f.B)
        f.presentAtOnce(style: .fullScreen)
        f.modal.dismiss(completion: completion(f, "dismiss"))
        let o = try XCTUnwrap(rec.last)
        let c = o.containerView
        // During: the presenting view is back in the container, below the presented one.
        XCTAssertTrue(a.view.superview === c)
        XCTAssertEqual(c.subviews.first?.id, a.view.id)
        XCTAssertTrue(o.toView === a.view)
        XCTAssertTrue(o.fromView === b.view)
        XCTAssertEqual(o.operation, .dismiss)
        XCTAssertEqual(o.presentationStyle, .fullScreen)
        XCTAssertEqual(o.fromInitial, window)
        XCTAssertEqual(o.fromFinal, window.offsetBy(dx: 0, dy: 480))
        XCTAssertEqual(o.toInitial, window)
        XCTAssertEqual(o.toFinal, window)
        f.rig.runUntilIdle()
        XCTAssertEqual(f.log.texts(orderKinds), expectedEvents(from: "B", to: "A", afterDids: ["dismiss.completion"]))
        XCTAssertNil(f.modal.presentedViewController)
        XCTAssertNil(f.modal.presentationController)
        XCTAssertEqual(f.modal.window.subviews.map(\.id), [a.view.id])
        XCTAssertEqual(a.view.frame, window)
        XCTAssertEqual(a.view.alpha, 1)
        XCTAssertNil(b.view.superview)
        XCTAssertNil(c.superview)
        XCTAssertTrue(a.isVisible)
        XCTAssertFalse(b.isVisible)
    }

    /// Without the host's help (`insertsPresentingViewOnDismiss = false`, UIKit's behaviour):
    /// the presenting view is handed out as the to view but not in the window; the animator
    /// adds it, the completed dismissal returns it to the window, and a cancelled one takes it
    /// out again, as it was. One that never adds it is returned to the window at the end too
    /// (UIKit does so), with a log line and no diagnostic.
    func testFullScreenDismissalLeavesThePresentingViewToTheAnimator() throws {
        let (f, rec) = try fixture()
        let (a, b) = (f.A, f.B)
        f.modal.insertsPresentingViewOnDismiss = false
        f.presentAtOnce(style: .fullScreen)
        let aBefore = a.view.layer.model
        let ic = ManualInteraction()
        f.modal.dismiss(interaction: ic)
        var o = try XCTUnwrap(rec.last)
        XCTAssertTrue(o.toView === a.view)
        XCTAssertTrue(a.view.superview === o.containerView, "the recording animator added it")
        ic.update(0.3)
        f.rig.step(3)
        ic.cancel()
        f.rig.runUntilIdle()
        XCTAssertNil(a.view.superview, "a cancelled full-screen dismissal takes the presenting view out again")
        XCTAssertEqual(a.view.layer.model, aBefore)
        XCTAssertTrue(f.modal.presentedViewController === b)
        rec.addsToView = false
        f.modal.dismiss()
        o = try XCTUnwrap(rec.last)
        XCTAssertTrue(o.toView === a.view)
        XCTAssertNil(a.view.superview, "not put in the container by the host")
        XCTAssertEqual(a.view.frame, o.containerView.bounds, "handed out at its final frame")
        f.rig.runUntilIdle()
        XCTAssertEqual(f.modal.window.subviews.map(\.id), [a.view.id], "returned to the window, as UIKit does")
        XCTAssertEqual(a.view.frame, f.modal.window.bounds)
        XCTAssertEqual(
            f.log.diagnostics, [], "no fault at completion: what showed meanwhile is the validator's to judge")
        XCTAssertTrue(
            f.log.texts([.transition]).contains(
                "the presenting view (A) was not in the container at completion; the dismissal's end returns it to the window, as UIKit does"
            ), "\(f.log.texts([.transition]))")
    }

    // MARK: Custom

    func testCustomPresentation() throws {
        let (f, _, o) = try presenting(.custom)
        let (a, b) = (f.A, f.B)
        let c = o.containerView
        XCTAssertNil(o.fromView, "custom: the presenting view is not part of the transition")
        XCTAssertTrue(o.toView === b.view)
        XCTAssertEqual(o.presentationStyle, .custom)
        XCTAssertEqual(o.fromFinal, window, "it stays in the window: non-zero final frame")
        XCTAssertEqual(o.toFinal, sheet)
        XCTAssertEqual(o.toInitial, sheet.offsetBy(dx: 0, dy: 360))
        XCTAssertTrue(a.view.superview === f.modal.window)
        let pc = try XCTUnwrap(f.modal.presentationController)
        XCTAssertEqual(pc.frameOfPresentedViewInContainerView, sheet)
        let dim = try XCTUnwrap(pc.dimmingView)
        XCTAssertTrue(dim.superview === c)
        // The dimming view fades in alongside (1 s, ease-in-out).
        for n in [0, 15, 30, 45] {
            f.rig.run(toFrame: n)
            assertClose(
                dim.layer.presentation.opacity, CubicBezier.easeInEaseOut.progress(Double(n) / 60), 1e-9, "frame \(n)")
        }
        f.rig.runUntilIdle()
        XCTAssertEqual(
            f.log.texts(orderKinds),
            expectedEvents(from: "A", to: "B", disappearing: [], afterDids: ["present.completion"]))
        XCTAssertTrue(f.modal.presentedViewController === b)
        XCTAssertEqual(f.modal.window.subviews.map(\.id), [a.view.id, c.id], "custom keeps the presenting view")
        XCTAssertEqual(c.subviews.map(\.id), [dim.id, b.view.id])
        XCTAssertEqual(b.view.frame, sheet)
        XCTAssertEqual(dim.alpha, 1)
        XCTAssertEqual(dim.layer.presentation.opacity, 1)
        XCTAssertEqual(a.view.frame, window)
        XCTAssertTrue(a.isVisible, "no appearance callbacks for the presenting controller")
    }

    func testCustomDismissal() throws {
        let (f, rec) = try fixture()
        let (a, b) = (f.A, f.B)
        f.presentAtOnce(style: .custom)
        let pc = try XCTUnwrap(f.modal.presentationController)
        let dim = try XCTUnwrap(pc.dimmingView)
        XCTAssertEqual(dim.alpha, 1)
        f.modal.dismiss(completion: completion(f, "dismiss"))
        let o = try XCTUnwrap(rec.last)
        let c = o.containerView
        XCTAssertTrue(o.fromView === b.view)
        XCTAssertNil(o.toView, "custom: the presenting view is not part of the dismissal")
        XCTAssertEqual(o.fromInitial, sheet)
        XCTAssertEqual(o.fromFinal, sheet.offsetBy(dx: 0, dy: 360))
        XCTAssertTrue(a.view.superview === f.modal.window)
        f.rig.runUntilIdle()
        XCTAssertEqual(
            f.log.texts(orderKinds),
            expectedEvents(from: "B", to: "A", appearing: [], afterDids: ["dismiss.completion"]))
        XCTAssertNil(f.modal.presentedViewController)
        XCTAssertEqual(f.modal.window.subviews.map(\.id), [a.view.id])
        XCTAssertNil(c.superview)
        XCTAssertNil(dim.superview)
        XCTAssertNil(pc.dimmingView)
        XCTAssertEqual(a.view.frame, window)
    }

    func testDimmingViewFadesOutAlongsideTheDismissal() throws {
        let (f, _) = try fixture()
        f.presentAtOnce(style: .custom)
        let dim = try XCTUnwrap(f.modal.presentationController?.dimmingView)
        f.rig.step(1)
        let t0 = try XCTUnwrap(f.rig.runner.lastTick).time
        f.modal.dismiss()
        for k in [1, 15, 30, 45] {
            while try XCTUnwrap(f.rig.runner.lastTick).time < t0 + Double(k) / 60 - 1e-9 { f.rig.runner.step() }
            assertClose(
                dim.layer.presentation.opacity, 1 - CubicBezier.easeInEaseOut.progress(Double(k) / 60), 1e-9,
                "\(k) frames in")
        }
    }

    func testNonAnimatedCustomPresentationShowsTheDimmingAtOnce() throws {
        let (f, rec) = try fixture()
        f.modal.present(f.B, style: .custom, animated: false)
        XCTAssertNil(rec.last, "UIKit calls no animator for a non-animated presentation")
        f.rig.step(1)
        XCTAssertTrue(f.modal.presentedViewController === f.B)
        let dim = try XCTUnwrap(f.modal.presentationController?.dimmingView)
        XCTAssertEqual(dim.layer.presentation.opacity, 1, "a non-animated presentation does not animate its chrome")
        XCTAssertEqual(f.B.view.layer.presentation.position.y, sheet.midY)
        XCTAssertEqual(f.rig.engine.animatedLayerCount, 0)
    }

    /// A non-animated present or dismiss, in both styles, runs no animator and no interaction
    /// (the delegate is not even asked): the to view is at its final frame in the container
    /// at once, nothing animates, and the transition completes on the next frame with
    /// `animated: false` callbacks and the completion handler after them.
    func testNonAnimatedPresentAndDismissRunNoAnimator() throws {
        for style in [PresentationStyle.fullScreen, .custom] {
            let (f, rec) = try fixture()
            let ic = ManualInteraction()
            f.presentInteraction = ic
            f.dismissInteraction = ic
            f.modal.present(f.B, style: style, animated: false, completion: completion(f, "present"))
            let ctx = try XCTUnwrap(f.modal.currentTransition)
            XCTAssertFalse(ctx.isAnimated)
            XCTAssertNil(ctx.interactionController, "\(style)")
            XCTAssertTrue(
                f.B.view.isDescendant(of: ctx.containerView), "\(style): the to view is in place before the first frame"
            )
            XCTAssertEqual(f.B.view.frame, ctx.finalFrame(for: f.B), "\(style)")
            XCTAssertEqual(f.rig.engine.animatedLayerCount, 0)
            f.rig.step(1)
            XCTAssertTrue(f.modal.presentedViewController === f.B, "\(style)")
            XCTAssertNil(f.modal.currentTransition, "\(style): completed on the next frame")
            let presenter = style == .fullScreen ? ["A.viewWillDisappear(animated: false)"] : []
            let presenterDid = style == .fullScreen ? ["A.viewDidDisappear(animated: false)"] : []
            XCTAssertEqual(
                f.log.texts([.appearance, .transition, .animator]),
                ["transition.start(A -> B, animator: none)"] + presenter + [
                    "B.viewWillAppear(animated: false)", "completeTransition(true)"
                ]
                    + presenterDid + [
                        "B.viewDidAppear(animated: false)", "present.completion", "none.animationEnded(true)",
                        "transition.end(completed)"
                    ],
                "\(style)")
            f.log.clear()
            f.modal.dismiss(animated: false, completion: completion(f, "dismiss"))
            f.rig.step(1)
            XCTAssertNil(f.modal.presentedViewController, "\(style)")
            XCTAssertNil(f.B.view.superview, "\(style)")
            XCTAssertEqual(f.modal.window.subviews.map(\.id), [f.A.view.id], "\(style)")
            XCTAssertEqual(f.A.view.frame, window, "\(style)")
            XCTAssertTrue(
                f.log.texts([.transition]).first?.hasPrefix("transition.start(B -> A, animator: none)") == true,
                "\(style)")
            XCTAssertEqual(appearanceProblems(f.log), [], "\(style)")
            XCTAssertNil(rec.last, "\(style): the recorder was never asked")
            XCTAssertEqual(ic.starts, 0, "\(style): nor the interaction")
            XCTAssertEqual(f.log.diagnostics, [], "\(style)")
        }
    }

    // MARK: Cancellation and interaction

    func testCancelledFullScreenPresentationRunsNoCompletionAndRestoresTheWindow() throws {
        let (f, rec) = try fixture()
        let (a, b) = (f.A, f.B)
        let ic = ManualInteraction()
        let aBefore = a.view.layer.model
        f.modal.present(b, style: .fullScreen, interaction: ic, completion: completion(f, "present"))
        let c = try XCTUnwrap(rec.last).containerView
        ic.update(0.3)
        f.rig.step(3)
        ic.cancel()
        f.rig.runUntilIdle()
        XCTAssertEqual(
            f.log.texts(orderKinds), expectedEvents(from: "A", to: "B", interaction: "manual", cancelled: true))
        XCTAssertNil(f.modal.presentedViewController)
        XCTAssertNil(f.modal.presentationController)
        XCTAssertEqual(f.modal.window.subviews.map(\.id), [a.view.id])
        XCTAssertNil(c.superview)
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(a.view.layer.model, aBefore)
        XCTAssertTrue(a.isVisible)
        XCTAssertFalse(b.isVisible)
        // The modal controller is usable again.
        f.modal.present(b, style: .custom)
        f.rig.runUntilIdle()
        XCTAssertTrue(f.modal.presentedViewController === b)
    }

    func testCancelledCustomPresentationRemovesTheDimmingView() throws {
        let (f, rec) = try fixture()
        let ic = ManualInteraction()
        f.modal.present(f.B, style: .custom, interaction: ic, completion: completion(f, "present"))
        let dim = try XCTUnwrap(f.modal.presentationController?.dimmingView)
        ic.update(0.5)
        f.rig.step(2)
        assertClose(
            dim.layer.presentation.opacity, CubicBezier.easeInEaseOut.progress(0.5), 1e-9,
            "scrubbed with the transition")
        ic.cancel()
        f.rig.runUntilIdle()
        XCTAssertEqual(rec.ended, [false])
        XCTAssertEqual(f.log.count(prefix: "present.completion"), 0)
        XCTAssertNil(dim.superview)
        XCTAssertEqual(f.modal.window.subviews.map(\.id), [f.A.view.id])
        XCTAssertEqual(
            f.log.texts([.appearance]),
            [
                "B.viewWillAppear(animated: true)",
                "B.viewWillDisappear(animated: true)",
                "B.viewDidDisappear(animated: true)"
            ])
    }

    func testInteractiveDismissalWithTheVerticalPanFinishes() throws {
        let (f, rec) = try fixture()
        let (a, b) = (f.A, f.B)
        f.presentAtOnce(style: .fullScreen)
        // 300 / 480 = 0.625 > 0.5 at rest → finish.
        try f.rig.schedule("press 160 100; move 0 300 over 0.5; wait 0.1; release")
        f.rig.step(16)  // 0.25 s in: 150 points down → 150 / 480, tracking the finger one to one
        let ctx = try XCTUnwrap(f.modal.currentTransition)
        XCTAssertTrue(ctx.interactionController === f.modal.panInteraction)
        assertClose(ctx.percentComplete, 150.0 / 480, 1e-9)
        assertClose(b.view.layer.presentation.position.y, 240 + 150, 1e-9)
        f.rig.runUntilIdle()
        XCTAssertEqual(
            f.log.first(prefix: "transition.start")?.text,
            "transition.start(B -> A, animator: recorder, interaction: pan)")
        XCTAssertEqual(rec.last?.operation, .dismiss)
        XCTAssertEqual(rec.ended.last, true)
        XCTAssertNil(f.modal.presentedViewController)
        XCTAssertEqual(f.modal.window.subviews.map(\.id), [a.view.id])
        XCTAssertEqual(appearanceProblems(f.log), [])
    }

    func testInteractiveDismissalWithTheVerticalPanCancels() throws {
        let (f, rec) = try fixture()
        let (a, b) = (f.A, f.B)
        f.presentAtOnce(style: .fullScreen)
        let c = try XCTUnwrap(b.view.superview)
        let bBefore = b.view.layer.model
        // 100 / 480 < 0.5 at rest → cancel.
        try f.rig.schedule("press 160 100; move 0 100 over 0.5; wait 0.1; release")
        f.rig.runUntilIdle()
        XCTAssertEqual(rec.ended.last, false)
        XCTAssertEqual(f.log.count(prefix: "completeTransition(false)"), 1)
        XCTAssertTrue(f.modal.presentedViewController === b)
        XCTAssertEqual(f.modal.window.subviews.map(\.id), [c.id])
        XCTAssertEqual(c.subviews.map(\.id), [b.view.id], "full screen: the presenting view leaves the container again")
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(b.view.layer.model, bBefore)
        XCTAssertEqual(b.view.layer.presentation, bBefore)
        XCTAssertEqual(appearanceProblems(f.log), [])
        XCTAssertTrue(b.isVisible)
        XCTAssertFalse(a.isVisible)
        // And it can still be dismissed afterwards.
        f.modal.dismiss()
        f.rig.runUntilIdle()
        XCTAssertNil(f.modal.presentedViewController)
        XCTAssertEqual(f.modal.window.subviews.map(\.id), [a.view.id])
    }

    func testCancelledCustomDismissalKeepsTheSheetAndTheDimming() throws {
        let (f, _) = try fixture()
        f.presentAtOnce(style: .custom)
        let dim = try XCTUnwrap(f.modal.presentationController?.dimmingView)
        var done = false
        f.modal.dismiss(interaction: ManualInteraction(), completion: { done = true })
        let ic = try XCTUnwrap(f.modal.currentTransition?.interactionController as? ManualInteraction)
        ic.update(0.4)
        f.rig.step(2)
        assertClose(dim.layer.presentation.opacity, 1 - CubicBezier.easeInEaseOut.progress(0.4), 1e-9)
        ic.cancel()
        f.rig.runUntilIdle()
        XCTAssertFalse(done, "no completion handler for a cancelled dismissal")
        XCTAssertTrue(f.modal.presentedViewController === f.B)
        XCTAssertEqual(f.B.view.frame, sheet)
        XCTAssertTrue(dim.superview != nil)
        XCTAssertEqual(dim.alpha, 1)
        XCTAssertEqual(dim.layer.presentation.opacity, 1)
        XCTAssertEqual(f.modal.window.subviews.first?.id, f.A.view.id)
    }

    func testUpwardPanPresents() throws {
        let (f, rec) = try fixture()
        f.modal.presentOnPan(f.B, style: .custom)
        // 300 / 480 = 0.625 > 0.5 at rest → finish.
        try f.rig.schedule("press 160 400; move 0 -300 over 0.5; wait 0.1; release")
        f.rig.runUntilIdle()
        XCTAssertEqual(rec.last?.operation, .present)
        XCTAssertEqual(rec.last?.isInteractive, true)
        XCTAssertTrue(f.modal.presentedViewController === f.B)
        XCTAssertEqual(f.B.view.frame, sheet)
        // A downward pan does not present.
        let g = try ModalFixture()
        g.modal.presentOnPan(g.B, style: .custom)
        try g.rig.schedule("press 160 100; move 0 300 over 0.5; wait 0.1; release")
        g.rig.runUntilIdle()
        XCTAssertNil(g.modal.presentedViewController)
        XCTAssertEqual(g.log.events.count, 0)
    }

    func testPresentWhilePresentedOrTransitioningIsIgnoredWithADiagnostic() throws {
        let (f, _) = try fixture()
        f.modal.present(f.B)
        f.modal.present(f.B)
        XCTAssertEqual(f.log.diagnostics.count, 1)
        f.rig.runUntilIdle()
        f.modal.present(f.B)
        XCTAssertEqual(f.log.diagnostics.count, 2)
        f.modal.dismiss()
        f.modal.dismiss()
        XCTAssertEqual(f.log.diagnostics.count, 3)
        f.rig.runUntilIdle()
        f.modal.dismiss()
        XCTAssertEqual(f.log.diagnostics.count, 4)
        XCTAssertNil(f.modal.presentedViewController)
    }
}
