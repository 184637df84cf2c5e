import TestSupport
import XCTest
@testable import AnimationCore

/// ``PropertyAnimator`` (UIKit's UIViewPropertyAnimator) against closed-form values: running,
/// pausing, scrubbing (linear and along the curve), continuing, reversing, stopping and
/// finishing, pausing on completion, delay factors, blocks added while running, and being
/// taken away by a cancelled transition's clock.
final class PropertyAnimatorTests: XCTestCase {
    private var engine: AnimationEngine!
    private var view: View!
    private var ended: [PropertyAnimator.Position?] = []

    override func setUp() {
        engine = keepAlive(AnimationEngine())
        view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = 0
        ended = []
    }

    /// An animator of `view`'s alpha to 1 over 1 s along `tf`, its completion recorded.
    private func fade(_ tf: TimingFunction = .linear) -> PropertyAnimator {
        let a = PropertyAnimator(engine: engine, duration: 1, timingFunction: tf)
        a.addAnimations { self.view.alpha = 1 }
        a.addCompletion { self.ended.append($0) }
        return a
    }

    private var shown: Double { view.layer.presentation.opacity }

    func testItRunsAlongItsCurveAndCompletesAtTheEnd() {
        let a = fade(.easeInEaseOut)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(view.alpha, 0, "blocks wait for the start")
        a.startAnimation()
        XCTAssertEqual(a.state, .active)
        XCTAssertTrue(a.isRunning)
        XCTAssertEqual(view.alpha, 1, "the model takes the end at once")
        engine.advance(to: 0.25)
        assertClose(shown, CubicBezier.easeInEaseOut.progress(0.25))
        assertClose(a.fractionComplete, 0.25)
        engine.advance(to: 1.0)
        engine.advance(to: 1.01)
        XCTAssertEqual(ended, [.end])
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(shown, 1)
    }

    func testPausingHoldsAndScrubbingIsLinearOrAlongTheCurve() {
        let a = fade(.easeInEaseOut)
        a.startAnimation()
        engine.advance(to: 0.4)
        let before = shown
        a.pauseAnimation()
        engine.advance(to: 0.9)
        assertClose(shown, before, 1e-12, "paused: what was shown holds")
        assertClose(a.fractionComplete, 0.4)
        XCTAssertFalse(a.isRunning)
        XCTAssertEqual(a.state, .active)
        a.fractionComplete = 0.7
        engine.advance(to: 0.95)
        assertClose(shown, 0.7, 1e-12, "scrubbed linearly")
        a.scrubsLinearly = false
        a.fractionComplete = 0.7
        engine.advance(to: 1.0)
        assertClose(shown, CubicBezier.easeInEaseOut.progress(0.7), 1e-12, "along the curve")
        // Continue linearly over the rest (0.3 s) times 2: 0.6 s from 0.7 × curve.
        let from = shown
        a.continueAnimation(timingFunction: .linear, durationFactor: 2)
        engine.advance(to: 1.3)
        assertClose(shown, from + (1 - from) * 0.5, 1e-9)
        assertClose(a.fractionComplete, 0.85, 1e-9)
        engine.advance(to: 1.61)
        XCTAssertEqual(ended, [.end])
        XCTAssertTrue(ended.count == 1)
    }

    func testReversedItGoesBackAndCompletesAtTheStart() {
        let a = fade()
        a.startAnimation()
        engine.advance(to: 0.5)
        a.isReversed = true
        XCTAssertTrue(a.isRunning)
        XCTAssertEqual(view.alpha, 0, "the model takes the start")
        engine.advance(to: 0.75)
        assertClose(shown, 0.25, 1e-9, "half way back in a quarter second")
        assertClose(a.fractionComplete, 0.25, 1e-9)
        engine.advance(to: 1.01)
        XCTAssertEqual(ended, [.start])
        XCTAssertEqual(shown, 0)
    }

    func testStoppingKeepsWhatIsShownAndFinishingPicksAPosition() {
        let a = fade()
        a.startAnimation()
        engine.advance(to: 0.3)
        a.stopAnimation(false)
        XCTAssertEqual(a.state, .stopped)
        assertClose(view.alpha, 0.3, 1e-9, "the model takes what was shown")
        engine.advance(to: 0.5)
        assertClose(shown, 0.3, 1e-9)
        XCTAssertEqual(ended, [])
        a.finishAnimation(at: .start)
        XCTAssertEqual(ended, [.start])
        XCTAssertEqual(view.alpha, 0)
        XCTAssertEqual(a.state, .inactive)

        let b = fade()
        b.startAnimation()
        engine.advance(to: 0.8)
        b.stopAnimation(true)
        XCTAssertEqual(b.state, .inactive)
        engine.advance(to: 2)
        XCTAssertEqual(ended, [.start, nil], "no position without finishing")
        assertClose(view.alpha, 0.3, 1e-9, "0.3 s into a second run from 0")
    }

    func testPausesOnCompletionAndDelayFactors() {
        let a = PropertyAnimator(engine: engine, duration: 1, timingFunction: .linear)
        a.pausesOnCompletion = true
        a.addAnimations { self.view.alpha = 1 }
        a.addAnimations({ self.view.center = Point(x: 150, y: 50) }, delayFactor: 0.5)
        a.addCompletion { self.ended.append($0) }
        a.startAnimation()
        engine.advance(to: 0.25)
        assertClose(view.layer.presentation.position.x, 50, 1e-9, "the delayed block waits")
        engine.advance(to: 0.75)
        assertClose(view.layer.presentation.position.x, 100, 1e-9, "half of its half")
        engine.advance(to: 1.5)
        XCTAssertEqual(ended, [], "paused at the end instead")
        XCTAssertEqual(a.state, .active)
        XCTAssertFalse(a.isRunning)
        assertClose(a.fractionComplete, 1)
        XCTAssertEqual(shown, 1)
        a.pausesOnCompletion = false
        a.isReversed = true
        a.startAnimation()
        engine.advance(to: 2)
        assertClose(view.layer.presentation.position.x, 50, 1e-9, "the delayed block is back by the half way")
        assertClose(shown, 0.5, 1e-9)
        engine.advance(to: 3)
        XCTAssertEqual(ended, [.start])
        XCTAssertEqual(view.center.x, 50)
    }

    func testABlockAddedWhileRunningJoinsOverTheRest() {
        let a = fade()
        a.startAnimation()
        engine.advance(to: 0.5)
        a.addAnimations { self.view.center = Point(x: 150, y: 50) }
        engine.advance(to: 0.75)
        assertClose(view.layer.presentation.position.x, 100, 1e-9, "50 → 150 over the last half second")
        assertClose(shown, 0.75, 1e-9, "the first block goes on")
        engine.advance(to: 1.01)
        XCTAssertEqual(ended, [.end])
    }

    /// Under a paused, scrubbed parent (a transition's interactive driver), its time follows
    /// the parent's; when a cancelled transition takes the animations away with the clock back
    /// at the start, it completes at the start.
    func testItFollowsItsLayersClockAndEndsWhereTheClockIsWhenTakenAway() throws {
        let container = View(engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        try container.addSubview(view)
        container.layer.timing = MediaTiming(beginTime: 0, speed: 0, timeOffset: 0)
        let a = fade()
        a.startAnimation()
        container.layer.timing.timeOffset = 0.6
        engine.advance(to: 0.1)
        assertClose(shown, 0.6, 1e-9)
        assertClose(a.fractionComplete, 0.6, 1e-9)
        container.layer.timing.timeOffset = 0
        engine.advance(to: 0.2)
        engine.removeAnimations(of: [view.layer], finished: false)
        engine.advance(to: 0.3)
        XCTAssertEqual(ended, [.start])
        XCTAssertEqual(view.alpha, 0)
    }

    /// A UIView block animation of the same property takes the animator's animation away: the
    /// animator completes (where its clock was) and leaves the model to the block.
    func testABlockAnimationOfItsPropertyInterruptsItAndKeepsTheBlocksTarget() {
        let a = fade()
        a.startAnimation()
        engine.advance(to: 0.4)
        engine.animate(withDuration: 1, animations: { self.view.alpha = 0.25 })
        XCTAssertEqual(view.alpha, 0.25)
        engine.advance(to: 0.5)
        engine.runReadyCompletions()
        XCTAssertEqual(ended, [.current])
        XCTAssertEqual(view.alpha, 0.25, "the block's target stands")
        XCTAssertEqual(a.state, .inactive)
    }
}
