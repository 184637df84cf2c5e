import XCTest
@testable import HostContainer

/// DESIGN invariant 2 and 5: `completeTransition` exactly once (a second call reported and
/// ignored, a contradicting flag reported and overruled by the state), `animationEnded` once,
/// and a watchdog that ends a transition whose animator never completes.
final class CompletionContractTests: XCTestCase {
    func testSecondCompleteTransitionIsReportedAndIgnored() throws {
        let h = keepAlive(try Harness())
        let rec = RecordingAnimator(duration: 0.5)
        rec.completesTwice = true
        let d = ContainerDelegate(animator: rec)
        h.container.delegate = d
        h.container.select(index: 1)
        h.runUntilIdle()

        XCTAssertEqual(h.log.count(prefix: "completeTransition("), 1)
        XCTAssertEqual(h.log.count(prefix: "recorder.animationEnded("), 1)
        XCTAssertEqual(h.log.count(prefix: "transition.end("), 1)
        XCTAssertEqual(rec.ended, [true])
        XCTAssertEqual(h.log.diagnostics.count, 1)
        let diag = try XCTUnwrap(h.log.diagnostics.first)
        XCTAssertTrue(diag.contains("recorder") && diag.contains("again") && diag.contains("ignored"), diag)
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
        let h = keepAlive(try Harness())
        let rec = RecordingAnimator(duration: 0.5)
        rec.addsToView = false
        let d = ContainerDelegate(animator: rec)
        h.container.delegate = d
        let b = h.children[1]
        b.view.frame = Rect(x: 999, y: 7, width: 10, height: 10)
        h.container.select(index: 1)
        h.runUntilIdle()
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
        XCTAssertEqual(h.log.diagnostics.count, 1, "\(h.log.diagnostics)")
        let diag = try XCTUnwrap(h.log.diagnostics.first)
        XCTAssertTrue(diag.contains("recorder") && diag.contains("without putting the to view (B)") && diag.contains("addSubview"), diag)
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [b.view.id])
        XCTAssertEqual(b.view.frame, h.container.containerView.bounds)
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(rec.ended, [true])
    }

    func testFalseFlagOnACompletedTransitionIsReportedAndTheStateWins() throws {
        let h = keepAlive(try Harness())
        let rec = RecordingAnimator(duration: 0.5)
        rec.flag = { _ in false }
        let d = ContainerDelegate(animator: rec)
        h.container.delegate = d
        h.container.select(index: 1)
        h.runUntilIdle()

        XCTAssertEqual(h.log.diagnostics.count, 1)
        let diag = try XCTUnwrap(h.log.diagnostics.first)
        XCTAssertTrue(diag.contains("recorder") && diag.contains("completeTransition(false)") && diag.contains("not cancelled"), diag)
        XCTAssertEqual(h.log.count(prefix: "completeTransition(true)"), 1)
        XCTAssertEqual(h.log.count(prefix: "completeTransition(false)"), 0)
        XCTAssertEqual(rec.ended, [true])
        XCTAssertEqual(h.log.count(prefix: "recorder.animationEnded(true)"), 1)
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(h.container.children.map(\.title), ["B"])
        XCTAssertTrue(h.children[1].view.superview === h.container.containerView)
        XCTAssertNil(h.children[0].view.superview)
    }

    func testTrueFlagOnACancelledTransitionIsReportedAndTheStateWins() throws {
        let h = keepAlive(try Harness())
        let rec = RecordingAnimator(duration: 1)
        rec.flag = { _ in true }
        let ic = ManualInteraction()
        let d = ContainerDelegate(animator: rec, interaction: ic)
        h.container.delegate = d
        h.container.select(index: 1)
        ic.update(0.3)
        h.step(3)
        ic.cancel()
        h.runUntilIdle()

        XCTAssertEqual(h.log.diagnostics.count, 1)
        let diag = try XCTUnwrap(h.log.diagnostics.first)
        XCTAssertTrue(diag.contains("recorder") && diag.contains("completeTransition(true)") && diag.contains("cancelled"), diag)
        XCTAssertEqual(h.log.count(prefix: "completeTransition(false)"), 1)
        XCTAssertEqual(h.log.count(prefix: "completeTransition(true)"), 0)
        XCTAssertEqual(rec.ended, [false])
        XCTAssertEqual(h.container.selectedIndex, 0)
        XCTAssertEqual(h.container.children.map(\.title), ["A"])
        XCTAssertNil(h.children[1].view.superview)
        XCTAssertEqual(h.children[1].view.frame, Rect(x: 0, y: 0, width: 320, height: 480))
    }

    func testWatchdogEndsATransitionWhoseAnimatorNeverCompletes() throws {
        let h = keepAlive(try Harness())
        let rec = RecordingAnimator(duration: 0.5)
        rec.neverCompletes = true
        let d = ContainerDelegate(animator: rec)
        h.container.delegate = d
        h.container.watchdogMargin = 0.1
        h.container.select(index: 1)
        let frames = h.runUntilIdle(seconds: 5)
        XCTAssertLessThan(frames, 60, "the watchdog must end the transition near 0.6 s, not hang")

        XCTAssertEqual(h.log.diagnostics.count, 1)
        let diag = try XCTUnwrap(h.log.events.first { $0.kind == .diagnostic })
        XCTAssertTrue(diag.text.contains("recorder") && diag.text.contains("did not call completeTransition"), diag.text)
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
        let h = keepAlive(try Harness())
        let rec = RecordingAnimator(duration: 0.5)
        rec.neverCompletes = true
        let ic = ManualInteraction()
        let d = ContainerDelegate(animator: rec, interaction: ic)
        h.container.delegate = d
        h.container.watchdogMargin = 0.1
        h.container.select(index: 1)
        ic.update(0.5)
        h.step(180)  // 3 s held: far beyond 0.5 s + 0.1 s
        XCTAssertEqual(h.log.diagnostics, [])
        XCTAssertNotNil(h.container.currentTransition)
        let release = try XCTUnwrap(h.runner.lastTick).time
        ic.finish()
        h.runUntilIdle()
        // The rest of the way takes 0.25 s; the watchdog allows 0.1 s more.
        let diag = try XCTUnwrap(h.log.events.first { $0.kind == .diagnostic })
        XCTAssertTrue(diag.text.contains("did not call completeTransition"), diag.text)
        XCTAssertGreaterThanOrEqual(diag.time, release + 0.35 - 1e-9)
        XCTAssertLessThanOrEqual(diag.time, release + 0.35 + kFrame + 1e-9)
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(rec.ended, [true])
    }

    func testBadDurationIsReportedAndReplaced() throws {
        let h = keepAlive(try Harness())
        let rec = RecordingAnimator(duration: .nan)
        let d = ContainerDelegate(animator: rec)
        h.container.delegate = d
        h.container.select(index: 1)
        let ctx = try XCTUnwrap(h.container.currentTransition)
        XCTAssertEqual(ctx.duration, 0.25)
        XCTAssertEqual(h.log.diagnostics.count, 1)
        XCTAssertTrue(h.log.diagnostics[0].contains("recorder") && h.log.diagnostics[0].contains("transitionDuration"), h.log.diagnostics[0])
        h.runUntilIdle()
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(rec.ended, [true])
    }
}
