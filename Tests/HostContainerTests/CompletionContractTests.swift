import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

/// DESIGN invariant 2 and 5: `completeTransition` exactly once (a second call reported and
/// ignored, a contradicting flag reported and overruled by the state), `animationEnded` once,
/// and a watchdog that ends a transition whose animator never completes.
final class CompletionContractTests: XCTestCase {
    /// Asserts the log holds exactly one diagnostic, naming the recorder and saying each of
    /// `fragments`; returns it.
    @discardableResult
    private func assertOneDiagnostic(
        _ h: TransitionRig<ContainerViewController>, saying fragments: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> EventLog.Event {
        XCTAssertEqual(h.log.diagnostics.count, 1, "\(h.log.diagnostics)", file: file, line: line)
        let diag = try XCTUnwrap(h.log.events.first { $0.kind == .diagnostic }, file: file, line: line)
        for f in ["recorder"] + fragments {
            XCTAssertTrue(diag.text.contains(f), "\(f) in: \(diag.text)", file: file, line: line)
        }
        return diag
    }

    /// Asserts one `completeTransition(flag)`, none with the other flag, and `animationEnded(flag)`.
    private func assertCompletedOnce(
        _ h: TransitionRig<ContainerViewController>, _ rec: RecordingAnimator, _ flag: Bool,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(h.log.count(prefix: "completeTransition(\(flag))"), 1, file: file, line: line)
        XCTAssertEqual(h.log.count(prefix: "completeTransition(\(!flag))"), 0, file: file, line: line)
        XCTAssertEqual(rec.ended, [flag], file: file, line: line)
    }

    func testSecondCompleteTransitionIsReportedAndIgnored() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: 0.5)
        rec.completesTwice = true
        h.delegate(animator: rec)
        h.container.select(index: 1)
        h.runUntilIdle()

        XCTAssertEqual(h.log.count(prefix: "completeTransition("), 1)
        XCTAssertEqual(h.log.count(prefix: "recorder.animationEnded("), 1)
        XCTAssertEqual(h.log.count(prefix: "transition.end("), 1)
        XCTAssertEqual(rec.ended, [true])
        let diag = try assertOneDiagnostic(h, saying: ["again", "ignored"]).text
        // The second call changed nothing.
        XCTAssertEqual(h.log.texts(orderKinds).suffix(2), ["transition.end(completed)", diag])
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(h.container.children.map(\.title), ["B"])
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [h.children[1].view.id])
        XCTAssertEqual(h.log.count(prefix: "B.didMove(toParent: Container)"), 1)
        XCTAssertEqual(h.log.count(prefix: "B.viewDidAppear"), 1)
    }

    /// DESIGN invariant 3 on a completed transition whose animator never added the to view:
    /// reported, and the view put in the container at its final frame (not a blank screen).
    func testToViewTheAnimatorForgotIsAddedAtItsFinalFrameWithADiagnostic() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: 0.5)
        rec.addsToView = false
        h.delegate(animator: rec)
        let b = h.children[1]
        b.view.frame = Rect(x: 999, y: 7, width: 10, height: 10)
        h.container.select(index: 1)
        h.runUntilIdle()
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
        try assertOneDiagnostic(h, saying: ["without putting the to view (B)", "addSubview"])
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [b.view.id])
        XCTAssertEqual(b.view.frame, h.container.containerView.bounds)
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(rec.ended, [true])
    }

    func testFalseFlagOnACompletedTransitionIsReportedAndTheStateWins() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: 0.5)
        rec.flag = { _ in false }
        h.delegate(animator: rec)
        h.container.select(index: 1)
        h.runUntilIdle()

        try assertOneDiagnostic(h, saying: ["completeTransition(false)", "not cancelled"])
        assertCompletedOnce(h, rec, true)
        XCTAssertEqual(h.log.count(prefix: "recorder.animationEnded(true)"), 1)
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(h.container.children.map(\.title), ["B"])
        XCTAssertTrue(h.children[1].view.superview === h.container.containerView)
        XCTAssertNil(h.children[0].view.superview)
    }

    func testTrueFlagOnACancelledTransitionIsReportedAndTheStateWins() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: 1)
        rec.flag = { _ in true }
        let ic = h.manualInteraction(animator: rec)
        h.container.select(index: 1)
        ic.update(0.3)
        h.step(3)
        ic.cancel()
        h.runUntilIdle()

        try assertOneDiagnostic(h, saying: ["completeTransition(true)", "cancelled"])
        assertCompletedOnce(h, rec, false)
        XCTAssertEqual(h.container.selectedIndex, 0)
        XCTAssertEqual(h.container.children.map(\.title), ["A"])
        XCTAssertNil(h.children[1].view.superview)
        XCTAssertEqual(h.children[1].view.frame, Rect(x: 0, y: 0, width: 320, height: 480))
    }

    /// A 0.5 s recorder that never calls `completeTransition`, for `h` whose watchdog now allows
    /// 0.1 s past a transition's expected end.
    private func neverCompletingRecorder(_ h: TransitionRig<ContainerViewController>) -> RecordingAnimator {
        h.container.watchdogMargin = 0.1
        let rec = RecordingAnimator(duration: 0.5)
        rec.neverCompletes = true
        return rec
    }

    func testWatchdogEndsATransitionWhoseAnimatorNeverCompletes() throws {
        let h = try TransitionRig()
        let rec = neverCompletingRecorder(h)
        let d = h.delegate(animator: rec)
        h.container.select(index: 1)
        let frames = h.runUntilIdle(seconds: 5)
        XCTAssertLessThan(frames, 60, "the watchdog must end the transition near 0.6 s, not hang")

        let diag = try assertOneDiagnostic(h, saying: ["did not call completeTransition"])
        // Duration 0.5 s + margin 0.1 s, on the first frame at or after 0.6 s.
        XCTAssertGreaterThanOrEqual(diag.time, 0.6 - 1e-9)
        XCTAssertLessThanOrEqual(diag.time, 0.6 + kFrame + 1e-9)
        // It ended the transition properly: containment, appearance, animationEnded once.
        XCTAssertNil(h.container.currentTransition)
        XCTAssertEqual(h.log.count(prefix: "transition.end(completed)"), 1)
        XCTAssertEqual(rec.ended, [true])
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(h.container.children.map(\.title), ["B"])
        XCTAssertEqual(appearanceProblems(h.log), [])

        // The container is usable afterwards.
        let good = RecordingAnimator("good", duration: 0.25)
        d.animator = good
        h.container.select(index: 2)
        h.runUntilIdle()
        XCTAssertEqual(good.ended, [true])
        XCTAssertEqual(h.container.selectedIndex, 2)
        XCTAssertEqual(h.container.children.map(\.title), ["C"])
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [h.children[2].view.id])
        XCTAssertEqual(h.log.diagnostics.count, 1)
    }

    func testWatchdogDoesNotCountTimeSpentInteractive() throws {
        let h = try TransitionRig()
        let rec = neverCompletingRecorder(h)
        let ic = h.manualInteraction(animator: rec)
        h.container.select(index: 1)
        ic.update(0.5)
        h.step(180)  // 3 s held: far beyond 0.5 s + 0.1 s
        XCTAssertEqual(h.log.diagnostics, [])
        XCTAssertNotNil(h.container.currentTransition)
        let release = try XCTUnwrap(h.runner.lastTick).time
        ic.finish()
        h.runUntilIdle()
        // The rest of the way takes 0.25 s; the watchdog allows 0.1 s more.
        let diag = try assertOneDiagnostic(h, saying: ["did not call completeTransition"])
        XCTAssertGreaterThanOrEqual(diag.time, release + 0.35 - 1e-9)
        XCTAssertLessThanOrEqual(diag.time, release + 0.35 + kFrame + 1e-9)
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(rec.ended, [true])
    }

    func testBadDurationIsReportedAndReplaced() throws {
        let h = try TransitionRig()
        let rec = RecordingAnimator(duration: .nan)
        h.delegate(animator: rec)
        let ctx = try h.select(1)
        XCTAssertEqual(ctx.duration, 0.25)
        try assertOneDiagnostic(h, saying: ["transitionDuration"])
        h.runUntilIdle()
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(rec.ended, [true])
    }
}
