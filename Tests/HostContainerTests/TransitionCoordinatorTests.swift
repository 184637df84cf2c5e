import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

/// The transition coordinator in the custom container: the selection indicator of the button
/// strip moves alongside (scrubbed with the transition, back at its start after a cancel),
/// interaction-change notifications, and alongside completions.
final class TransitionCoordinatorTests: XCTestCase {
    /// Indicator centre x for child i: (i + 0.5) × 64 in the strip.
    private func indicatorX(_ h: TransitionRig<ContainerViewController>) -> Double {
        h.container.selectionIndicator.layer.presentation.position.x
    }

    func testSelectionIndicatorMovesAlongsideANonInteractiveTransition() throws {
        let h = try TransitionRig()
        XCTAssertEqual(h.container.selectionIndicator.center, Point(x: 32, y: 40.5))
        h.container.select(index: 1)
        // Alongside animations use the transition's duration (1 s) and ease-in-out.
        for n in [0, 15, 30, 45] {
            h.run(toFrame: n)
            assertClose(indicatorX(h), 32 + 64 * CubicBezier.easeInEaseOut.progress(Double(n) / 60), 1e-9, "frame \(n)")
        }
        h.runUntilIdle()
        XCTAssertEqual(h.container.selectionIndicator.center, Point(x: 96, y: 40.5))
        XCTAssertEqual(h.container.selectionIndicator.layer.presentation.position, Point(x: 96, y: 40.5))
    }

    func testSelectionIndicatorIsScrubbedWithTheTransitionAndReturnsOnCancel() throws {
        let h = try TransitionRig()
        let ic = h.manualInteraction(animator: RecordingAnimator(duration: 1))
        h.container.select(index: 1)
        ic.update(0.3)
        // Held at 0.3 for 20 frames: the indicator stays at the alongside animation's value at 0.3.
        var held: [Double] = []
        for _ in 0..<20 {
            h.runner.step()
            held.append(indicatorX(h))
        }
        let at03 = 32 + 64 * CubicBezier.easeInEaseOut.progress(0.3)
        XCTAssertTrue(held.allSatisfy { abs($0 - at03) < 1e-9 }, "expected \(at03) on every frame, got \(held)")
        ic.update(0.6)
        h.runner.step()
        assertClose(indicatorX(h), 32 + 64 * CubicBezier.easeInEaseOut.progress(0.6), 1e-9, "scrubbed to 0.6")
        ic.cancel()
        var back: [Double] = [indicatorX(h)]
        while h.container.currentTransition != nil && back.count < 120 {
            h.runner.step()
            back.append(indicatorX(h))
        }
        XCTAssertTrue(
            zip(back, back.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 },
            "the indicator must only run back during the cancel: \(back)")
        XCTAssertEqual(h.container.selectedIndex, 0)
        XCTAssertEqual(h.container.selectionIndicator.center, Point(x: 32, y: 40.5))
        XCTAssertEqual(
            h.container.selectionIndicator.layer.presentation.position, Point(x: 32, y: 40.5),
            "back at its start when the cancel ends")
        var after: [Double] = []
        for _ in 0..<30 {
            h.runner.step()
            after.append(indicatorX(h))
        }
        XCTAssertTrue(after.allSatisfy { $0 == 32 }, "and stays there: \(after)")
    }

    func testNotifyWhenInteractionChangesFiresOnEachChangeAndAppearanceWaitsForTheEnd() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: 1)
        let ic = h.manualInteraction(animator: rec, wantsInteractiveStart: false)
        var states: [TransitionState] = []
        h.container.onTransitionStarted = { ctx in
            ctx.coordinator.notifyWhenInteractionChanges { s in
                states.append(s)
                h.log.record(.interaction, "handler(interactive: \(s.isInteractive), cancelled: \(s.isCancelled))")
            }
        }
        h.container.select(index: 1)
        h.step(13)  // running freely to 0.2
        ic.pause()
        ic.update(0.4)
        ic.cancel()
        h.step(5)
        ic.pause()
        h.step(2)
        ic.finish()
        h.runUntilIdle()

        XCTAssertEqual(
            states.map { [$0.isInteractive, $0.isCancelled] },
            [[true, false], [false, true], [true, false], [false, false]])
        XCTAssertTrue(
            states.allSatisfy { !$0.initiallyInteractive && $0.isInterruptible && $0.transitionDuration == 1 })
        assertClose(states[0].percentComplete, 0.2, 1e-9)
        assertClose(states[1].percentComplete, 0.4, 1e-9)
        XCTAssertEqual(
            h.log.texts([.coordinator, .interaction, .appearance]),
            [
                "A.viewWillDisappear(animated: true)",
                "B.viewWillAppear(animated: true)",
                "coordinator.interactionChanged(interactive: true, cancelled: false)",
                "handler(interactive: true, cancelled: false)",
                "coordinator.interactionChanged(interactive: false, cancelled: true)",
                "handler(interactive: false, cancelled: true)",
                "coordinator.interactionChanged(interactive: true, cancelled: false)",
                "handler(interactive: true, cancelled: false)",
                "coordinator.interactionChanged(interactive: false, cancelled: false)",
                "handler(interactive: false, cancelled: false)",
                "A.viewDidDisappear(animated: true)",
                "B.viewDidAppear(animated: true)"
            ])
        XCTAssertEqual(appearanceProblems(h.log), [])
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(rec.ended, [true])
    }

    private func runWithCompletion(cancel: Bool) throws -> (TransitionRig<ContainerViewController>, [TransitionState]) {
        let h = try TransitionRig()
        let ic = h.manualInteraction(animator: RecordingAnimator(duration: 1))
        var calls: [TransitionState] = []
        h.container.onTransitionStarted = { ctx in
            XCTAssertTrue(
                ctx.coordinator.animate(
                    alongsideTransition: nil,
                    completion: { s in
                        calls.append(s)
                        h.log.record(.interaction, "alongside completion")
                    }))
        }
        h.container.select(index: 1)
        ic.update(0.5)
        h.step(3)
        if cancel { ic.cancel() } else { ic.finish() }
        h.runUntilIdle()
        h.step(10)
        return (h, calls)
    }

    /// The alongside completion ran once, with the transition's cancelled flag, after
    /// animationEnded and the coordinator's completion, before the transition's end.
    private func checkAlongsideCompletion(cancel: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let (h, calls) = try runWithCompletion(cancel: cancel)
        XCTAssertEqual(calls.count, 1, file: file, line: line)
        XCTAssertEqual(calls.first?.isCancelled, cancel, file: file, line: line)
        XCTAssertEqual(
            Array(h.log.texts(orderKinds.union([.interaction])).suffix(4)),
            [
                "recorder.animationEnded(\(!cancel))",
                "coordinator.completion(cancelled: \(cancel))",
                "alongside completion",
                "transition.end(\(cancel ? "cancelled" : "completed"))"
            ], file: file, line: line)
    }

    func testAlongsideCompletionRunsOnceAfterACompletedTransition() throws {
        try checkAlongsideCompletion(cancel: false)
    }

    func testAlongsideCompletionRunsOnceWithTheCancelledFlagAfterACancel() throws {
        try checkAlongsideCompletion(cancel: true)
    }

    func testEachTransitionHasItsOwnCoordinator() throws {
        let h = try TransitionRig()
        h.delegate(animator: RecordingAnimator(duration: 0.25))
        var count = 0
        var coordinators: [ObjectIdentifier] = []
        h.container.onTransitionStarted = { ctx in
            coordinators.append(ObjectIdentifier(ctx.coordinator))
            ctx.coordinator.animate(alongsideTransition: nil, completion: { _ in count += 1 })
        }
        h.container.select(index: 1)
        h.runUntilIdle()
        h.container.select(index: 2)
        h.runUntilIdle()
        XCTAssertEqual(count, 2)
        XCTAssertEqual(Set(coordinators).count, 2)
        // The indicator followed both transitions.
        XCTAssertEqual(h.container.selectionIndicator.layer.presentation.position, Point(x: 160, y: 40.5))
    }
}
