import AnimationCore
import HostContainer
import PluginRuntime
import TestSupport
import XCTest
@testable import Session

/// The single code path behind the CLI (`TransitionSession` with a `SessionConfiguration`):
/// every container × every bundled animator × {animated, pan finishing, pan cancelling, the
/// `timed` plugin, the `keys` plugin}, each run to idle on the virtual clock and checked:
/// outcome, no timeout, no diagnostic, completeTransition and animationEnded once with the
/// outcome's flag, balanced appearance callbacks, and the last frame's progress.
final class SessionMatrixTests: XCTestCase {
    func testEveryContainerAnimatorAndInteraction() throws {
        var runs = 0
        try SessionScenarios.forEach { label, c, completes in
            let s = try TransitionSession(config: c)
            var last: TransitionSession.Frame?
            let r = s.run { last = $0 }
            runs += 1
            XCTAssertEqual(r.outcome, completes ? .completed : .cancelled, label)
            XCTAssertFalse(r.timedOut, label)
            XCTAssertEqual(s.diagnostics, [], label)
            XCTAssertEqual(r.events.count(prefix: "completeTransition("), 1, label)
            XCTAssertEqual(
                r.events.first(prefix: "completeTransition(")?.text, "completeTransition(\(completes))", label)
            XCTAssertEqual(r.events.count(prefix: "\(c.animator.id).animationEnded(\(completes))"), 1, label)
            XCTAssertEqual(r.events.count(prefix: "transition.end("), 1, label)
            XCTAssertEqual(appearanceProblems(r.events), [], label)
            XCTAssertEqual(last?.progress, completes ? 1 : 0, label)
            XCTAssertEqual(r.duration, 1, "\(label): every bundled animator lasts 1 s by default")
            XCTAssertTrue(s.isIdle, "\(label): nothing left animating")
        }
        XCTAssertEqual(runs, 4 * 4 * 5)
    }
}
