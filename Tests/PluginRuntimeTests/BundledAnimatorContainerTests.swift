import XCTest
@testable import HostContainer

/// Every bundled animator (loaded from its .so, or built in for `default`) in the custom
/// container: non-interactive, and under the pan both cancelled and finished, with the
/// transition invariants checked each time.
final class BundledAnimatorContainerTests: XCTestCase {
    private struct Run {
        let h: Harness
        let capture: CapturingAnimator
        let ctx: TransitionContext
    }

    /// Runs A → B in a container whose delegate vends the plugin `id` (wrapped to capture the
    /// state at the start), driven by `script` (nil: a non-interactive selection).
    private func run(_ id: String, script: String?) throws -> Run {
        let h = keepAlive(try Harness())
        let capture = CapturingAnimator(try Harness.animator(id, runtime: h.runtime))
        let d = keepAlive(ContainerDelegate(animator: capture))
        h.container.delegate = d
        var started: TransitionContext?
        h.container.onTransitionStarted = { started = $0 }
        if let script { try h.schedule(script) } else { h.container.select(index: 1) }
        h.runUntilIdle()
        let ctx = try XCTUnwrap(started, "\(id): no transition started")
        return Run(h: h, capture: capture, ctx: ctx)
    }

    private func checkInvariants(_ r: Run, completed: Bool, _ id: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let h = r.h, (a, b) = (h.children[0], h.children[1])
        let (hidden, shown) = completed ? (a, b) : (b, a)
        XCTAssertTrue(r.ctx.hasEnded, "\(id)", file: file, line: line)
        XCTAssertEqual(r.ctx.transitionWasCancelled, !completed, "\(id)", file: file, line: line)
        // completeTransition and animationEnded exactly once, with the right flag.
        XCTAssertEqual(h.log.count(prefix: "completeTransition("), 1, "\(id)", file: file, line: line)
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(\(completed))", "\(id)", file: file, line: line)
        XCTAssertEqual(h.log.count(prefix: "\(id).animationEnded("), 1, "\(id)", file: file, line: line)
        XCTAssertEqual(h.log.count(prefix: "\(id).animationEnded(\(completed))"), 1, "\(id)", file: file, line: line)
        XCTAssertEqual(r.capture.ended, [completed], "\(id)", file: file, line: line)
        XCTAssertEqual(h.log.diagnostics, [], "\(id)", file: file, line: line)
        XCTAssertEqual(appearanceProblems(h.log), [], "\(id)", file: file, line: line)
        // Hierarchies agree.
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [shown.view.id], "\(id): the container holds exactly the shown view", file: file, line: line)
        XCTAssertNil(hidden.view.superview, "\(id)", file: file, line: line)
        XCTAssertEqual(h.container.children.map(\.title), [shown.title], "\(id)", file: file, line: line)
        XCTAssertTrue(h.container.selectedViewController === shown, "\(id)", file: file, line: line)
        XCTAssertTrue(shown.isVisible, "\(id)", file: file, line: line)
        XCTAssertFalse(hidden.isVisible, "\(id)", file: file, line: line)
        XCTAssertEqual(h.engine.animatedLayerCount, 0, "\(id): nothing left animating", file: file, line: line)
        let shownModel = shown.view.layer.model
        XCTAssertEqual(shown.view.layer.presentation, shownModel, "\(id)", file: file, line: line)
        if completed {
            // The to view is at its final frame, in its normal state.
            XCTAssertEqual(shown.view.frame, r.capture.toFinal, "\(id)", file: file, line: line)
            XCTAssertEqual(shownModel, r.capture.toBefore, "\(id): \(stateSummary(shownModel))", file: file, line: line)
        } else {
            // Every property the animator changed is back: the from view (shown again) and the
            // to view (removed).
            XCTAssertEqual(shownModel, r.capture.fromBefore, "\(id) from view: \(stateSummary(shownModel))", file: file, line: line)
            XCTAssertEqual(hidden.view.layer.model, r.capture.toBefore, "\(id) to view: \(stateSummary(hidden.view.layer.model))", file: file, line: line)
            XCTAssertEqual(hidden.view.title, r.capture.toTitleBefore, "\(id)", file: file, line: line)
        }
    }

    func testEveryBundledAnimatorCompletesNonInteractively() throws {
        for id in bundledAnimators {
            let r = try run(id, script: nil)
            try checkInvariants(r, completed: true, id)
            XCTAssertFalse(r.ctx.initiallyInteractive)
            // Each runs for its 1 s duration.
            assertNear(try XCTUnwrap(r.h.log.first(prefix: "completeTransition(")).time, 1.0, 1e-9, id)
        }
    }

    func testEveryBundledAnimatorCancelledByThePan() throws {
        for id in bundledAnimators {
            let r = try run(id, script: "press 250 200; move -60 0 over 0.5; wait 0.2; release")
            XCTAssertTrue(r.ctx.initiallyInteractive, id)
            try checkInvariants(r, completed: false, id)
        }
    }

    func testEveryBundledAnimatorFinishedByThePan() throws {
        for id in bundledAnimators {
            let r = try run(id, script: "press 300 200; move -200 0 over 0.5; wait 0.1; release")
            XCTAssertTrue(r.ctx.initiallyInteractive, id)
            try checkInvariants(r, completed: true, id)
        }
    }

    func testEveryBundledAnimatorIsScrubbedByThePan() throws {
        // While the finger rests, nothing moves: the animator's animations are in paused time.
        for id in bundledAnimators {
            let h = keepAlive(try Harness())
            let d = keepAlive(ContainerDelegate(animator: try Harness.animator(id, runtime: h.runtime)))
            h.container.delegate = d
            try h.schedule("press 300 200; move -100 0 over 0.2; wait 0.5; move -60 0 over 0.1; wait 0.1; release")
            while (h.runner.lastTick?.index ?? -1) < 14 { h.runner.step() }  // 0.2333 s: resting
            // The animator's views (the selection indicator is the coordinator's concern).
            let ids = Set(h.container.containerView.subtree.map(\.id))
            func views() -> [RenderItem] { RenderModel.evaluate(h.container.view).items.filter { ids.contains($0.id) } }
            let frozen = views()
            XCTAssertEqual(frozen.count, 3, "\(id): container, A and B")
            for _ in 0..<20 {
                h.runner.step()
                XCTAssertTrue(views() == frozen, "\(id) moved while the finger rested")
            }
            h.runUntilIdle()
            XCTAssertEqual(h.container.selectedIndex, 1, id)
        }
    }
}
