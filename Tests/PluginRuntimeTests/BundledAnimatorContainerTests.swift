import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// Every bundled animator (loaded from its .so, or built in for `default`) in the custom
/// container: non-interactive, and under the pan both cancelled and finished, with the
/// transition invariants checked each time.
final class BundledAnimatorContainerTests: XCTestCase {
    private struct Run {
        let h: TransitionRig<ContainerViewController>
        let capture: CapturingAnimator
        let ctx: TransitionContext
    }

    /// Runs A → B in a container whose delegate vends the plugin `id` (wrapped to capture the
    /// state at the start), driven by `script` (nil: a non-interactive selection).
    private func run(_ id: String, script: String?) throws -> Run {
        let h = try TransitionRig()
        let capture = CapturingAnimator(try h.animator(id))
        h.delegate(animator: capture)
        var started: TransitionContext?
        h.container.onTransitionStarted = { started = $0 }
        if let script { try h.schedule(script) } else { h.container.select(index: 1) }
        h.runUntilIdle()
        let ctx = try XCTUnwrap(started, "\(id): no transition started")
        return Run(h: h, capture: capture, ctx: ctx)
    }

    private func checkInvariants(
        _ r: Run, completed: Bool, _ id: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let h = r.h, (a, b) = (h.children[0], h.children[1])
        let (hidden, shown) = completed ? (a, b) : (b, a)
        XCTAssertTrue(r.ctx.hasEnded, "\(id)", file: file, line: line)
        XCTAssertEqual(r.ctx.transitionWasCancelled, !completed, "\(id)", file: file, line: line)
        // completeTransition and animationEnded exactly once, with the right flag.
        XCTAssertEqual(h.log.count(prefix: "completeTransition("), 1, "\(id)", file: file, line: line)
        XCTAssertEqual(
            h.log.first(prefix: "completeTransition(")?.text, "completeTransition(\(completed))", "\(id)", file: file,
            line: line)
        XCTAssertEqual(h.log.count(prefix: "\(id).animationEnded("), 1, "\(id)", file: file, line: line)
        XCTAssertEqual(h.log.count(prefix: "\(id).animationEnded(\(completed))"), 1, "\(id)", file: file, line: line)
        XCTAssertEqual(r.capture.ended, [completed], "\(id)", file: file, line: line)
        XCTAssertEqual(h.log.diagnostics, [], "\(id)", file: file, line: line)
        XCTAssertEqual(appearanceProblems(h.log), [], "\(id)", file: file, line: line)
        // Hierarchies agree.
        XCTAssertEqual(
            h.container.containerView.subviews.map(\.id), [shown.view.id],
            "\(id): the container holds exactly the shown view", file: file, line: line)
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
            XCTAssertEqual(
                shownModel, r.capture.fromBefore, "\(id) from view: \(stateSummary(shownModel))", file: file, line: line
            )
            XCTAssertEqual(
                hidden.view.layer.model, r.capture.toBefore, "\(id) to view: \(stateSummary(hidden.view.layer.model))",
                file: file, line: line)
            XCTAssertEqual(hidden.view.title, r.capture.toTitleBefore, "\(id)", file: file, line: line)
        }
    }

    func testEveryBundledAnimatorCompletesNonInteractively() throws {
        for id in TestPlugins.animators {
            let r = try run(id, script: nil)
            try checkInvariants(r, completed: true, id)
            XCTAssertFalse(r.ctx.initiallyInteractive)
            // Each runs for its 1 s duration.
            assertClose(try XCTUnwrap(r.h.log.first(prefix: "completeTransition(")).time, 1.0, 1e-9, id)
        }
    }

    func testEveryBundledAnimatorCancelledByThePan() throws {
        for id in TestPlugins.animators {
            let r = try run(id, script: "press 250 200; move -60 0 over 0.5; wait 0.2; release")
            XCTAssertTrue(r.ctx.initiallyInteractive, id)
            try checkInvariants(r, completed: false, id)
        }
    }

    func testEveryBundledAnimatorFinishedByThePan() throws {
        for id in TestPlugins.animators {
            let r = try run(id, script: "press 300 200; move -200 0 over 0.5; wait 0.1; release")
            XCTAssertTrue(r.ctx.initiallyInteractive, id)
            try checkInvariants(r, completed: true, id)
        }
    }

    func testEveryBundledAnimatorIsScrubbedByThePan() throws {
        // While the finger rests, nothing moves: the animator's animations are in paused time.
        for id in TestPlugins.animators {
            let h = try TransitionRig()
            h.delegate(animator: try h.animator(id))
            try h.schedule("press 300 200; move -100 0 over 0.2; wait 0.5; move -60 0 over 0.1; wait 0.1; release")
            h.run(toFrame: 14)  // 0.2333 s: resting
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

    // MARK: The spring slide

    /// UIKit's spring of the reference animators (damping 0.75, velocity 0.5, 1 s), and how far
    /// they move the views: the container's width plus 16 points.
    private let spring = Spring.uiKit(duration: 1, dampingRatio: 0.75, initialVelocity: 0.5).unitSolution
    private let travel = 320.0 + 16

    /// B entering from the right (+travel → 0) and A leaving to the left (0 → −travel) at
    /// spring progress `q`, A fading out (and, when `bFades`, B fading in).
    private func assertSlide(
        _ h: TransitionRig<ContainerViewController>, at q: Double, bFades: Bool, _ label: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let a = h.children[0].view.layer.presentation, b = h.children[1].view.layer.presentation
        assertClose(b.transform.affine.tx, travel * (1 - q), 1e-6, "B tx \(label)", file: file, line: line)
        assertClose(a.transform.affine.tx, -travel * q, 1e-6, "A tx \(label)", file: file, line: line)
        assertClose(a.opacity, 1 - q, 1e-9, "A alpha \(label)", file: file, line: line)
        if bFades { assertClose(b.opacity, q, 1e-9, "B alpha \(label)", file: file, line: line) }
    }

    /// The built-in default animator, the container's own, in closed form.
    func testDefaultAnimatorFollowsTheUIKitSpring() throws {
        let h = try TransitionRig()
        let (a, b) = (h.children[0], h.children[1])
        h.container.select(index: 1)
        XCTAssertEqual(h.log.first(prefix: "transition.start")?.text, "transition.start(A -> B, animator: default)")
        for n in [6, 12, 18, 30] {
            h.run(toFrame: n)
            assertSlide(h, at: spring.progress(at: Double(n) / 60), bFades: false, "at frame \(n)")
        }
        h.runUntilIdle()
        assertClose(try XCTUnwrap(h.log.first(prefix: "completeTransition(true)")).time, 1.0)
        XCTAssertEqual(b.view.layer.model.transform, .identity)
        XCTAssertEqual(b.view.alpha, 1)
        // The completion resets the from view: its transform as in the seed, its alpha too (a
        // documented departure, see the README).
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertEqual(a.view.alpha, 1)
        XCTAssertEqual(h.container.selectedIndex, 1)
    }

    /// The bundled `slide` scrubbed by hand: each percent shows the spring at percent × duration.
    func testScrubbingASpringAnimatorFollowsTheSpringFormula() throws {
        let h = try TransitionRig()
        let ic = h.manualInteraction(animator: try h.animator("slide"))
        h.step(3)
        h.container.select(index: 1)
        for p in [0.05, 0.1, 0.2, 0.35, 0.15] {
            ic.update(p)
            h.step(2)
            assertSlide(h, at: spring.progress(at: p * 1), bFades: true, "at \(p)")
        }
    }
}
