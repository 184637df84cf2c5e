import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

/// An animator that makes the to controller's appearance calls itself (`toVC.beginAppearanceTransition(true,
/// animated: true)` when it starts, `endAppearanceTransition()` just before it completes), as
/// real animators for custom presentations do (Puller's): UIKit ignores a begin in the direction
/// already under way and its own end of a controller that already appeared, so the to controller
/// gets exactly one `viewWillAppear` and one `viewDidAppear`, and nothing is reported.
final class AnimatorAppearanceCallsTests: XCTestCase {
    /// Brackets a ``RecordingAnimator``'s animation with the to controller's appearance calls.
    private final class BracketingAnimator: AnimatedTransitioning {
        let inner = RecordingAnimator("bracketing", duration: 0.5)
        /// The to controller's appearance events when the animator's own end ran.
        private(set) var eventsAtOwnEnd: [String] = []
        var displayName: String { inner.displayName }

        init(log: EventLog) {
            inner.flag = { [unowned self] ctx in
                ctx.viewController(forKey: .to).endAppearanceTransition()
                eventsAtOwnEnd = log.texts([.appearance])
                return !ctx.transitionWasCancelled
            }
        }

        func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }
        func animateTransition(using context: TransitionContext) {
            context.viewController(forKey: .to).beginAppearanceTransition(true, animated: true)
            inner.animateTransition(using: context)
        }
        func animationEnded(_ transitionCompleted: Bool) { inner.animationEnded(transitionCompleted) }
    }

    func testTheAnimatorsOwnAppearanceCallsDoNotRepeatTheContainersAndItsEndIsTheDidAppear() throws {
        let h = try TransitionRig()
        let animator = BracketingAnimator(log: h.log)
        _ = h.delegate(animator: animator)
        h.container.select(index: 1)
        h.runUntilIdle()

        let appearance = h.log.texts([.appearance])
        XCTAssertEqual(
            appearance.filter { $0.hasPrefix("B.") },
            ["B.viewWillAppear(animated: true)", "B.viewDidAppear(animated: true)"])
        // The did-appear came from the animator's own end, before it completed the transition.
        XCTAssertEqual(animator.eventsAtOwnEnd.last, "B.viewDidAppear(animated: true)")
        XCTAssertEqual(
            appearance.filter { $0.hasPrefix("A.") },
            ["A.viewWillDisappear(animated: true)", "A.viewDidDisappear(animated: true)"])
        XCTAssertEqual(appearanceProblems(h.log), [])
        XCTAssertEqual(h.log.diagnostics, [])
        XCTAssertTrue(
            h.log.texts([.transition]).contains {
                $0.contains("B: beginAppearanceTransition(true) while that appearance transition is under way (ignored")
            })
        XCTAssertTrue(
            h.log.texts([.transition]).contains {
                $0.contains("B: appearance transition already ended by the animator")
            })
        XCTAssertTrue(h.children[1].isVisible)
    }

    func testAControllerStillGetsAnOppositeBeginAndAnEndWithoutABeginIsReported() throws {
        let h = try TransitionRig()
        let c = h.children[0]
        c.beginAppearanceTransition(true, animated: false)
        c.beginAppearanceTransition(false, animated: false)
        c.endAppearanceTransition()
        c.endAppearanceTransition()
        let mine = h.log.texts([.appearance]).filter { $0.hasPrefix("A.") }
        XCTAssertEqual(
            Array(mine.suffix(3)),
            [
                "A.viewWillAppear(animated: false)", "A.viewWillDisappear(animated: false)",
                "A.viewDidDisappear(animated: false)"
            ])
        XCTAssertEqual(
            h.log.diagnostics.filter { $0.contains("A: endAppearanceTransition without a matching") }.count, 1)
    }
}
