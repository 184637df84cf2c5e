import XCTest
@testable import HostContainer

/// The single code path behind the CLI (`TransitionSession` with a `SessionConfiguration`):
/// every container × every bundled animator × {animated, pan finishing, pan cancelling, the
/// `timed` plugin, the `keys` plugin}, each run to idle on the virtual clock and checked:
/// outcome, no timeout, no diagnostic, completeTransition and animationEnded once with the
/// outcome's flag, balanced appearance callbacks, and the last frame's progress.
final class SessionMatrixTests: XCTestCase {
    private func configuration(_ kind: ContainerKind, _ animator: String, _ mode: String) throws -> (SessionConfiguration, completes: Bool) {
        let a = try Harness.plugin(animator)
        var c = SessionConfiguration(animator: a, animatorParameters: try ParameterValues(plugin: a.info, assignments: []))
        c.container = kind
        c.size = Size(width: 300, height: 500)
        c.maxDuration = 10
        switch mode {
        case "pan-finish", "pan-cancel":
            c.interaction = .pan
            let far = mode == "pan-finish"
            switch kind {
            case .modal: c.input = try GestureScript.parse("press 150 450; move 0 \(far ? -400 : -30) over 0.5; wait 0.1; release")
            case .navigation:
                c.from = 1; c.to = 0
                c.input = try GestureScript.parse("press 5 300; move \(far ? 250 : 40) 0 over 0.5; wait 0.1; release")
            case .custom, .tab: c.input = try GestureScript.parse("press 250 300; move \(far ? -250 : -30) 0 over 0.5; wait 0.1; release")
            }
        case "timed":
            let p = try Harness.plugin("timed")
            c.interaction = .plugin(p, try ParameterValues(plugin: p.info, assignments: []))
        case "keys":
            let p = try Harness.plugin("keys")
            c.interaction = .plugin(p, try ParameterValues(plugin: p.info, assignments: ["decay=0"]))
            c.input = try GestureScript.parse(Array(repeating: "wait 0.1; key right", count: 6).joined(separator: "; ") + "; wait 0.2; key return")
        default:
            break
        }
        return (c, mode != "pan-cancel")
    }

    func testEveryContainerAnimatorAndInteraction() throws {
        var runs = 0
        for kind in ContainerKind.allCases {
            for animator in bundledAnimators {
                for mode in ["animated", "pan-finish", "pan-cancel", "timed", "keys"] {
                    let (c, completes) = try configuration(kind, animator, mode)
                    let label = "\(kind.rawValue) \(animator) \(mode)"
                    let s = try TransitionSession(config: c)
                    var last: TransitionSession.Frame?
                    let r = s.run { last = $0 }
                    runs += 1
                    XCTAssertEqual(r.outcome, completes ? .completed : .cancelled, label)
                    XCTAssertFalse(r.timedOut, label)
                    XCTAssertEqual(s.log.diagnostics, [], label)
                    XCTAssertEqual(s.log.count(prefix: "completeTransition("), 1, label)
                    XCTAssertEqual(s.log.first(prefix: "completeTransition(")?.text, "completeTransition(\(completes))", label)
                    XCTAssertEqual(s.log.count(prefix: "\(animator).animationEnded(\(completes))"), 1, label)
                    XCTAssertEqual(s.log.count(prefix: "transition.end("), 1, label)
                    XCTAssertEqual(appearanceProblems(s.log), [], label)
                    XCTAssertEqual(last?.progress, completes ? 1 : 0, label)
                    XCTAssertEqual(r.duration, 1, "\(label): every bundled animator lasts 1 s by default")
                    XCTAssertEqual(s.engine.animatedLayerCount, 0, label)
                }
            }
        }
        XCTAssertEqual(runs, 4 * 4 * 5)
    }
}
