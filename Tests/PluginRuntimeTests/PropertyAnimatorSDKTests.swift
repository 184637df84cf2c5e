import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// UIViewPropertyAnimator through ABI 1.1 (`property_animator_*`) in real transitions: an
/// `interruptibleAnimator(using:)` animator run non-interactively, scrubbed and cancelled by
/// the percent-driven controller, and an animator the plugin pauses, scrubs, reverses and
/// continues itself.
final class PropertyAnimatorSDKTests: XCTestCase {
    private func lines(_ h: TransitionRig<ContainerViewController>, _ prefix: String) -> [String] {
        h.log.texts([.plugin]).compactMap { l in l.range(of: "[info]: \(prefix)").map { String(l[$0.upperBound...]) } }
    }

    func testAnInterruptibleAnimatorRunsToTheEnd() throws {
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(LoadedPlugin.inTest(interruptibleFadePluginDescriptor())))
        let ctx = try h.select(1)
        let b = h.children[1].view
        let x0 = b.center.x - 100
        h.step(16)  // 0.25 s
        assertClose(b.layer.presentation.opacity, 0.25, 1e-9)
        assertClose(b.layer.presentation.position.x, x0, 1e-9, "the delayed block waits for half the time")
        h.step(30)  // 0.75 s
        assertClose(b.layer.presentation.position.x, x0 + 50, 1e-9)
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertFalse(ctx.transitionWasCancelled)
        XCTAssertEqual(lines(h, "position "), ["end"])
        XCTAssertEqual(b.alpha, 1)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    func testThePercentDrivenControllerScrubsAndCancelsIt() throws {
        let h = try TransitionRig()
        let ic = h.manualInteraction(animator: try h.animator(LoadedPlugin.inTest(interruptibleFadePluginDescriptor())))
        let ctx = try h.select(1)
        let b = h.children[1].view
        ic.update(0.4)
        h.step(2)
        assertClose(b.layer.presentation.opacity, 0.4, 1e-9, "scrubbed with the container's time (linear curve)")
        ic.cancel()
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertTrue(ctx.transitionWasCancelled)
        XCTAssertEqual(lines(h, "position "), ["start"], "the vended animator is reversed by the cancel, as UIKit does")
        XCTAssertEqual(h.container.selectedIndex, 0)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// UIKit's percent-driven controller drives an animator that vends an interruptible
    /// animator through that one alone: `animateTransition` is not called in an interactive
    /// transition (and is the only path of a transition that is not interactive).
    func testAnInteractiveTransitionRunsTheVendedAnimatorInsteadOfAnimateTransition() throws {
        for cancel in [false, true] {
            let h = try TransitionRig()
            let ic = h.manualInteraction(animator: try h.animator(LoadedPlugin.inTest(twoPathPluginDescriptor())))
            let ctx = try h.select(1)
            let b = h.children[1].view
            ic.update(0.4)
            h.step(2)
            assertClose(b.layer.presentation.opacity, 0.4, 1e-9, "the vended animator, scrubbed")
            if cancel { ic.cancel() } else { ic.finish() }
            h.runUntilIdle()
            XCTAssertTrue(ctx.hasEnded)
            XCTAssertEqual(ctx.transitionWasCancelled, cancel)
            XCTAssertEqual(lines(h, "path "), ["interruptibleAnimator"])
            XCTAssertEqual(lines(h, "position "), [cancel ? "start" : "end"])
            XCTAssertEqual(h.log.diagnostics, [], "one completeTransition, no stray animation")
        }
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(LoadedPlugin.inTest(twoPathPluginDescriptor())))
        let ctx = try h.select(1)
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(lines(h, "path "), ["animateTransition"])
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// An animator that is its own interaction controller is driven by its own
    /// `startInteractiveTransition` in its app: the SDK runs its `animateTransition` first and
    /// asks for its animator after, so one that makes that animator there does not trap.
    func testAnAnimatorThatIsItsOwnInteractionControllerAnimatesFirst() throws {
        let h = try TransitionRig()
        let ic = h.manualInteraction(animator: try h.animator(LoadedPlugin.inTest(ownInteractionPluginDescriptor())))
        let ctx = try h.select(1)
        ic.update(0.4)
        h.step(2)
        assertClose(h.children[1].view.layer.presentation.opacity, 0.4, 1e-9)
        ic.cancel()
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertTrue(ctx.transitionWasCancelled)
        XCTAssertEqual(lines(h, "path "), ["animateTransition"])
        XCTAssertEqual(h.log.diagnostics, [])
    }

    func testACancelledTransitionEndsAnAnimatorItWasNotGivenAtTheEnd() throws {
        let h = try TransitionRig()
        let ic = h.manualInteraction(animator: try h.animator(LoadedPlugin.inTest(plainPropertyFadePluginDescriptor())))
        let ctx = try h.select(1)
        let b = h.children[1].view
        ic.update(0.4)
        h.step(2)
        assertClose(b.layer.presentation.opacity, 0.4, 1e-9, "scrubbed with the container's time all the same")
        ic.cancel()
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertTrue(ctx.transitionWasCancelled)
        XCTAssertEqual(lines(h, "position "), ["end"], "UIKit plays an animator it was not given out to its end")
        XCTAssertEqual(h.container.selectedIndex, 0)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    func testAFinishedTransitionEndsItAtTheEndToo() throws {
        let h = try TransitionRig()
        let ic = h.manualInteraction(animator: try h.animator(LoadedPlugin.inTest(plainPropertyFadePluginDescriptor())))
        let ctx = try h.select(1)
        ic.update(0.6)
        h.step(2)
        ic.finish()
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertFalse(ctx.transitionWasCancelled)
        XCTAssertEqual(lines(h, "position "), ["end"])
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(h.children[1].view.alpha, 1)
    }

    func testThePluginPausesScrubsReversesAndContinuesIt() throws {
        ScriptedAnimator.script = PropertyAnimatorScripts.paused
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(LoadedPlugin.inTest(scriptedPluginDescriptor())))
        let ctx = try h.select(1)
        let b = h.children[1].view
        h.step(2)
        assertClose(b.layer.presentation.opacity, 0.5, 1e-12, "scrubbed linearly, not along ease-in")
        h.run(toFrame: 30)  // the animate completion at 0.25 s reversed and continued: 0.5 s back, linear
        assertClose(b.layer.presentation.opacity, 0.25, 1.0 / 60, "half way back")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        let checks = lines(h, "check ")
        XCTAssertEqual(checks, ["paused: ok", "scrubbed: ok", "continuing: ok", "completed at start: ok"])
        XCTAssertEqual(b.alpha, 0, "the model holds the start")
        XCTAssertEqual(h.log.diagnostics, [])
    }
}
