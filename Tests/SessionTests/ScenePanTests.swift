import AnimationCore
import Foundation
import HostContainer
import PluginRuntime
import TestSupport
import XCTest
@testable import Session

/// The scene's pan for the operations the containers' own pans do not start: a navigation
/// push, a navigation pop of several levels, and a modal dismissal whose setup presentation
/// must not be reported as the run's transition.
final class ScenePanTests: XCTestCase {
    /// The built-in default animator, driven by the pan with `script`, in a 300 × 500 `kind`.
    private func run(_ kind: ContainerKind, from: Int = 0, to: Int = 1, dismiss: Bool = false, _ script: String) throws
        -> TransitionSession.Result
    {
        var c = SessionConfiguration(animator: PluginChoice(defaultsOf: TestPlugins.defaultAnimator))
        c.container = kind
        c.from = from
        c.to = to
        c.dismiss = dismiss
        c.size = Size(width: 300, height: 500)
        c.maxDuration = 5
        c.interaction = .pan
        c.input = try GestureScript.parse(script)
        return try TransitionSession(config: c).run()
    }

    /// The texts of a result's events.
    private func texts(_ r: TransitionSession.Result) -> [String] { r.events.map(\.text) }

    /// Navigation push: a leftward drag pushes (finishing or cancelling by distance).
    func testALeftwardDragPushesAndOnlyThat() throws {
        let push = try run(.navigation, "press 250 250; move -200 0 over 0.4; release")
        XCTAssertEqual(push.outcome, .completed)
        XCTAssertTrue(
            texts(push).contains("transition.start(A -> B, animator: default, interaction: pan)"), "\(texts(push))")
        XCTAssertTrue(texts(push).contains("B.didMove(toParent: Navigation)"))
        // A short, slow drag cancels the push (progress is distance over width, half finishes).
        let short = try run(.navigation, "press 250 250; move -60 0 over 0.6; wait 0.1; release")
        XCTAssertEqual(short.outcome, .cancelled)
        // Rightwards is not a push.
        let wrongWay = try run(.navigation, "press 10 250; move 200 0 over 0.4; release")
        XCTAssertEqual(wrongWay.outcome, .none)
        XCTAssertEqual(wrongWay.events.count, 0)
    }

    /// Navigation pop: a left-edge drag pops down to --to.
    func testAnEdgeDragPopsAllTheWayToTheTarget() throws {
        let pop = try run(.navigation, from: 3, to: 1, "press 10 250; move 200 0 over 0.4; release")
        XCTAssertEqual(pop.outcome, .completed)
        let t = texts(pop)
        XCTAssertTrue(t.contains("transition.start(D -> B, animator: default, interaction: pan)"), "\(t)")
        XCTAssertTrue(t.contains("C.didMove(toParent: nil)") && t.contains("D.didMove(toParent: nil)"), "\(t)")
        XCTAssertFalse(t.contains("B.didMove(toParent: nil)"), "B stays: \(t)")
        // Not from the edge: nothing.
        let middle = try run(.navigation, from: 1, to: 0, "press 100 250; move 200 0 over 0.4; release")
        XCTAssertEqual(middle.outcome, .none)
    }

    /// Modal dismissal: reported alone, or `none`.
    func testADismissalReportsItselfNotItsSetup() throws {
        let down = try run(.modal, dismiss: true, "press 150 100; move 0 300 over 0.5; release")
        XCTAssertEqual(down.outcome, .completed)
        XCTAssertEqual(texts(down).first, "transition.start(B -> A, animator: default, interaction: pan)")
        XCTAssertEqual(texts(down).filter { $0.hasPrefix("transition.start") }.count, 1)
        let up = try run(.modal, dismiss: true, "press 150 400; move 0 -300 over 0.5; release")
        XCTAssertEqual(
            up.outcome, .none, "an upward drag does not dismiss, and the setup presentation is not the result")
        XCTAssertEqual(up.duration, 0)
        XCTAssertEqual(up.events.count, 0)
    }
}
