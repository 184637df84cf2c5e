import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

/// The navigation controller: push, pop, pop-to-root and setViewControllers (animated and
/// not), the operation and frames the animator sees, the interactive edge pop (finished and
/// cancelled, with UIKit's cancelled-pop appearance order), and queued operations.
final class NavigationControllerTests: XCTestCase {
    /// Container view bounds: 320 × 436 below the 44-point bar.
    let bounds = Rect(x: 0, y: 0, width: 320, height: 436)

    /// A fixture whose delegate vends a recorder of `duration` seconds, with `pushed` pushed
    /// on A without animation and the log cleared.
    private func fixture(recorder duration: Double = 1, pushed: [String] = []) throws -> (NavFixture, RecordingAnimator)
    {
        let f = try NavFixture()
        let rec = f.vendRecorder(duration: duration)
        for title in pushed { f.nav.push(f[title], animated: false) }
        f.log.clear()
        return (f, rec)
    }

    private func containerIDs(_ f: NavFixture) -> [Int] { f.nav.containerView.subviews.map(\.id) }

    /// The ordered events of a completed animated change of the stack from the top `from` to
    /// the top `to` that removes `removed` and adds `added`: the delegate's willShow and the
    /// containment wills before the transition, the containment dids after it completes, and
    /// the delegate's didShow after the appearance dids.
    private func navigationEvents(
        from: String, to: String, removing removed: [String] = [], adding added: [String] = [],
        interaction: String? = nil
    ) -> [String] {
        expectedEvents(
            from: from, to: to, interaction: interaction,
            beforeStart: ["delegate.willShow(\(to), animated: true)"] + removed.map { "\($0).willMove(toParent: nil)" }
                + added.map { "\($0).willMove(toParent: Navigation)" },
            afterComplete: removed.map { "\($0).didMove(toParent: nil)" }
                + added.map { "\($0).didMove(toParent: Navigation)" },
            afterDids: ["delegate.didShow(\(to), animated: true)"])
    }

    // MARK: Push and pop

    func testAnimatedPushLogsStackAndHierarchy() throws {
        let (f, rec) = try fixture()
        let (a, b) = (f["A"], f["B"])
        f.nav.push(b)
        f.rig.runUntilIdle()
        XCTAssertEqual(f.log.texts(orderKinds), navigationEvents(from: "A", to: "B", adding: ["B"]))
        XCTAssertEqual(f.stack, ["A", "B"])
        XCTAssertEqual(f.nav.children.map(\.title), ["A", "B"])
        XCTAssertTrue(b.parent === f.nav)
        XCTAssertEqual(containerIDs(f), [b.view.id])
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(b.view.frame, bounds)
        XCTAssertEqual(f.nav.titleView.title, "B")
        XCTAssertEqual(rec.ended, [true])
        // The operation and the frames reach the animator through the context.
        let o = try XCTUnwrap(rec.last)
        XCTAssertEqual(o.operation, .push)
        XCTAssertEqual(f.operationsAsked, [.push])
        XCTAssertTrue(o.containerView === f.nav.containerView)
        XCTAssertEqual(o.fromInitial, bounds)
        XCTAssertEqual(o.fromFinal, bounds.offsetBy(dx: -320, dy: 0))
        XCTAssertEqual(o.toInitial, bounds.offsetBy(dx: 320, dy: 0))
        XCTAssertEqual(o.toFinal, bounds)
        XCTAssertEqual(appearanceProblems(f.log), [])
    }

    func testAnimatedPopLogsStackAndHierarchy() throws {
        let (f, rec) = try fixture(pushed: ["B"])
        let (a, b) = (f["A"], f["B"])
        f.nav.pop()
        f.rig.runUntilIdle()
        XCTAssertEqual(f.log.texts(orderKinds), navigationEvents(from: "B", to: "A", removing: ["B"]))
        XCTAssertEqual(f.stack, ["A"])
        XCTAssertEqual(f.nav.children.map(\.title), ["A"])
        XCTAssertNil(b.parent)
        XCTAssertEqual(containerIDs(f), [a.view.id])
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(a.view.frame, bounds)
        XCTAssertEqual(f.nav.titleView.title, "A")
        let o = try XCTUnwrap(rec.last)
        XCTAssertEqual(o.operation, .pop)
        XCTAssertEqual(o.fromFinal, bounds.offsetBy(dx: 320, dy: 0))
        XCTAssertEqual(o.toInitial, bounds.offsetBy(dx: -320, dy: 0))
        XCTAssertEqual(o.toFinal, bounds)
        // Popping the root does nothing.
        f.log.clear()
        f.nav.pop()
        f.rig.step(3)
        XCTAssertEqual(f.log.events.count, 0)
        XCTAssertEqual(f.stack, ["A"])
    }

    func testPopToRootRemovesEveryControllerAboveTheRoot() throws {
        let (f, rec) = try fixture(pushed: ["B", "C"])
        f.nav.popToRoot()
        f.rig.runUntilIdle()
        XCTAssertEqual(f.log.texts(orderKinds), navigationEvents(from: "C", to: "A", removing: ["B", "C"]))
        XCTAssertEqual(f.stack, ["A"])
        XCTAssertEqual(f.nav.children.map(\.title), ["A"])
        XCTAssertEqual(containerIDs(f), [f["A"].view.id])
        XCTAssertEqual(rec.last?.operation, .pop)
    }

    func testSetViewControllersPushesSeveralAtOnce() throws {
        let (f, rec) = try fixture()
        f.nav.setViewControllers([f["A"], f["B"], f["C"]])
        f.rig.runUntilIdle()
        XCTAssertEqual(f.log.texts(orderKinds), navigationEvents(from: "A", to: "C", adding: ["B", "C"]))
        XCTAssertEqual(f.stack, ["A", "B", "C"])
        XCTAssertEqual(f.nav.children.map(\.title), ["A", "B", "C"])
        XCTAssertEqual(containerIDs(f), [f["C"].view.id])
        XCTAssertEqual(rec.last?.operation, .push)
    }

    func testSetViewControllersReplacingTheTop() throws {
        let (f, rec) = try fixture(pushed: ["B"])
        f.nav.setViewControllers([f["A"], f["C"]])
        f.rig.runUntilIdle()
        XCTAssertEqual(f.log.texts(orderKinds), navigationEvents(from: "B", to: "C", removing: ["B"], adding: ["C"]))
        XCTAssertEqual(f.stack, ["A", "C"])
        XCTAssertEqual(f.nav.children.map(\.title), ["A", "C"])
        XCTAssertNil(f["B"].parent)
        XCTAssertEqual(rec.last?.operation, .push)
    }

    func testNonAnimatedPushSwapsAtOnceWithoutAnAnimator() throws {
        let (f, rec) = try fixture()
        let (a, b) = (f["A"], f["B"])
        f.nav.push(b, animated: false)
        // No frame has run: everything happened synchronously.
        XCTAssertEqual(
            f.log.texts(orderKinds),
            [
                "delegate.willShow(B, animated: false)",
                "B.willMove(toParent: Navigation)",
                "A.viewWillDisappear(animated: false)",
                "B.viewWillAppear(animated: false)",
                "B.didMove(toParent: Navigation)",
                "A.viewDidDisappear(animated: false)",
                "B.viewDidAppear(animated: false)",
                "delegate.didShow(B, animated: false)"
            ])
        XCTAssertEqual(rec.observations.count, 0)
        XCTAssertNil(f.nav.currentTransition)
        XCTAssertEqual(f.stack, ["A", "B"])
        XCTAssertEqual(containerIDs(f), [b.view.id])
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(b.view.frame, bounds)
    }

    func testNonAnimatedPopToRoot() throws {
        let (f, rec) = try fixture(pushed: ["B", "C"])
        f.nav.popToRoot(animated: false)
        XCTAssertEqual(
            f.log.texts(orderKinds),
            [
                "delegate.willShow(A, animated: false)",
                "B.willMove(toParent: nil)",
                "C.willMove(toParent: nil)",
                "C.viewWillDisappear(animated: false)",
                "A.viewWillAppear(animated: false)",
                "B.didMove(toParent: nil)",
                "C.didMove(toParent: nil)",
                "C.viewDidDisappear(animated: false)",
                "A.viewDidAppear(animated: false)",
                "delegate.didShow(A, animated: false)"
            ])
        XCTAssertEqual(rec.observations.count, 0)
        XCTAssertEqual(f.stack, ["A"])
        XCTAssertEqual(f.nav.children.map(\.title), ["A"])
        XCTAssertEqual(containerIDs(f), [f["A"].view.id])
    }

    // MARK: The edge pop

    func testInteractivePopFromTheLeftEdgeFinishes() throws {
        let (f, rec) = try fixture(pushed: ["B"])
        let a = f["A"]
        // 200 / 320 = 0.625 > 0.5 at rest → finish.
        try f.rig.schedule("press 5 200; move 200 0 over 0.5; wait 0.1; release")
        // One-to-one tracking: at 0.25 s the finger has moved 100 points → 100 / 320.
        f.rig.run(toFrame: 15)
        let ctx = try XCTUnwrap(f.nav.currentTransition)
        XCTAssertTrue(ctx.isInteractive)
        XCTAssertTrue(ctx.interactionController === f.nav.popInteraction)
        assertClose(ctx.percentComplete, 100.0 / 320, 1e-9)
        assertClose(
            a.view.layer.presentation.position.x, -160 + 320 * (100.0 / 320), 1e-9, "the shown view follows the finger")
        f.rig.runUntilIdle()
        XCTAssertEqual(
            f.log.texts(orderKinds), navigationEvents(from: "B", to: "A", removing: ["B"], interaction: "pan"))
        XCTAssertEqual(rec.last?.operation, .pop)
        XCTAssertEqual(f.stack, ["A"])
        XCTAssertEqual(f.nav.children.map(\.title), ["A"])
        XCTAssertEqual(containerIDs(f), [a.view.id])
        XCTAssertEqual(a.view.frame, bounds)
    }

    func testInteractivePopThatCancelsKeepsTheStackAndReportsUIKitsOrder() throws {
        let (f, rec) = try fixture(pushed: ["B"])
        let (a, b) = (f["A"], f["B"])
        var bBefore: LayerState?
        f.nav.panObserver = { e in
            if case .pointer(.began, _, _, _) = e.kind { bBefore = b.view.layer.model }
        }
        // 100 / 320 = 0.3125 < 0.5 at rest → cancel.
        try f.rig.schedule("press 5 200; move 100 0 over 0.5; wait 0.1; release")
        f.rig.runUntilIdle()
        XCTAssertEqual(
            f.log.texts(orderKinds),
            [
                "delegate.willShow(A, animated: true)",
                "B.willMove(toParent: nil)",
                "transition.start(B -> A, animator: recorder, interaction: pan)",
                "B.viewWillDisappear(animated: true)",
                "A.viewWillAppear(animated: true)",
                "coordinator.interactionChanged(interactive: false, cancelled: true)",
                "completeTransition(false)",
                "B.didMove(toParent: Navigation)",
                "A.viewWillDisappear(animated: true)",
                "A.viewDidDisappear(animated: true)",
                "B.viewWillAppear(animated: true)",
                "B.viewDidAppear(animated: true)",
                "recorder.animationEnded(false)",
                "transition.end(cancelled)"
            ])
        XCTAssertEqual(appearanceProblems(f.log), [])
        XCTAssertEqual(rec.ended, [false])
        XCTAssertEqual(f.stack, ["A", "B"])
        XCTAssertEqual(f.nav.children.map(\.title), ["A", "B"])
        XCTAssertTrue(b.parent === f.nav)
        XCTAssertEqual(containerIDs(f), [b.view.id])
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(b.view.layer.model, bBefore)
        XCTAssertEqual(b.view.layer.presentation, b.view.layer.model)
        XCTAssertTrue(b.isVisible)
        XCTAssertFalse(a.isVisible)
        XCTAssertEqual(f.nav.titleView.title, "B")
    }

    func testDraggingPastTheEdgeAndBackStillCancels() throws {
        let (f, _) = try fixture(pushed: ["B"])
        // Past the whole width (the progress is clamped at 1), then back to 60 points: cancel.
        try f.rig.schedule("press 5 200; move 340 0 over 0.4; wait 0.2; move -280 0 over 0.4; wait 0.1; release")
        f.rig.runUntilIdle()
        XCTAssertEqual(
            f.log.first(prefix: "completeTransition(")?.text, "completeTransition(false)",
            "the pop completed while the finger still held it")
        XCTAssertEqual(f.stack, ["A", "B"])
    }

    func testPanNotStartingAtTheEdgeDoesNothing() throws {
        let (f, rec) = try fixture(pushed: ["B"])
        try f.rig.schedule("press 100 200; move 200 0 over 0.5; wait 0.1; release")
        f.rig.runUntilIdle()
        // From the edge but moving left: nothing either.
        try f.rig.schedule("press 5 200; move -3 0; move 150 0 over 0.3; wait 0.1; release")
        f.rig.runUntilIdle()
        XCTAssertEqual(f.log.events.map(\.text), [])
        XCTAssertEqual(rec.observations.count, 0)
        XCTAssertEqual(f.stack, ["A", "B"])
        XCTAssertEqual(containerIDs(f), [f["B"].view.id])
    }

    func testEdgePanAtTheRootDoesNothing() throws {
        let (f, rec) = try fixture()
        try f.rig.schedule("press 5 200; move 200 0 over 0.5; wait 0.1; release")
        f.rig.runUntilIdle()
        XCTAssertEqual(f.log.events.map(\.text), [])
        XCTAssertEqual(rec.observations.count, 0)
        XCTAssertEqual(f.stack, ["A"])
    }

    // MARK: Queueing

    func testOperationsWithExplicitStacksQueuedDuringATransitionRunInOrder() throws {
        let (f, rec) = try fixture(recorder: 0.5)
        f.nav.push(f["B"])
        f.rig.step(10)
        f.nav.setViewControllers([f["A"], f["B"], f["C"]])
        f.nav.popToRoot()
        XCTAssertEqual(rec.observations.count, 1, "nothing overlaps")
        f.rig.runUntilIdle()
        XCTAssertEqual(
            rec.observations.map { "\($0.fromTitle)->\($0.toTitle) \($0.operation)" },
            ["A->B push", "B->C push", "C->A pop"])
        XCTAssertEqual(
            f.log.texts([.transition]).filter { $0.contains("queued") },
            [
                "navigation change to [\"A\", \"B\", \"C\"] queued behind the running transition",
                "navigation change to [\"A\"] queued behind the running transition"
            ])
        XCTAssertEqual(f.stack, ["A"])
        XCTAssertEqual(f.nav.children.map(\.title), ["A"])
        XCTAssertEqual(containerIDs(f), [f["A"].view.id])
        XCTAssertEqual(rec.ended, [true, true, true])
        XCTAssertEqual(appearanceProblems(f.log), [])
    }

    func testPushesAndPopsQueuedDuringATransitionRunInOrder() throws {
        let (f, rec) = try fixture(recorder: 0.5)
        f.nav.push(f["B"])
        f.rig.step(10)
        f.nav.push(f["C"])
        f.nav.push(f["D"])
        f.nav.pop()
        f.rig.runUntilIdle()
        // push B, push C, push D, pop → A, B, C.
        XCTAssertEqual(rec.observations.map { "\($0.fromTitle)->\($0.toTitle)" }, ["A->B", "B->C", "C->D", "D->C"])
        XCTAssertEqual(f.stack, ["A", "B", "C"])
        XCTAssertEqual(f.nav.children.map(\.title), ["A", "B", "C"])
    }
}
