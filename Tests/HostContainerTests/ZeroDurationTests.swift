import AnimationCore
import TestSupport
import XCTest

@testable import HostContainer

/// A transitionDuration of 0, which iOS allows (a "none" animator): the context keeps it (no
/// diagnostic, no substitute), a run completes at once, and under a percent-driven interaction
/// nothing divides by it — the percent stays a finite number, and a finish or a cancel ends
/// the transition — whether the animations take no time or (a duration that does not match
/// them) 0.3 s.
final class ZeroDurationTests: XCTestCase {
    /// Says 0 s, and animates the to view's alpha 0 → 1 over `animates` seconds (0: no
    /// animation, the completion comes on the next frame), completing with
    /// `!transitionWasCancelled`.
    private final class ZeroAnimator: AnimatedTransitioning {
        let animates: Double
        init(animates: Double) { self.animates = animates }
        var displayName: String { "zero" }
        func transitionDuration(using context: TransitionContext?) -> Double { 0 }
        func animateTransition(using ctx: TransitionContext) {
            guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(!ctx.transitionWasCancelled) }
            try? ctx.containerView.addSubview(to)
            to.frame = ctx.finalFrame(for: ctx.toViewController)
            to.alpha = 0
            ctx.engine.animate(
                withDuration: animates, options: .curveLinear, animations: { to.alpha = 1 },
                completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        }
        func animationEnded(_ transitionCompleted: Bool) {}
    }

    /// Frames until the transition has ended, at most `limit`; the count.
    private func framesToEnd(_ h: TransitionRig<ContainerViewController>, _ ctx: TransitionContext, limit: Int = 600)
        -> Int?
    {
        for n in 0..<limit {
            if ctx.hasEnded { return n }
            h.runner.step()
        }
        return ctx.hasEnded ? limit : nil
    }

    func testAZeroDurationTransitionRunsWithoutADiagnosticAndCompletesAtOnce() throws {
        let h = try TransitionRig()
        h.delegate(animator: ZeroAnimator(animates: 0))
        let ctx = try h.select(1)
        XCTAssertEqual(ctx.duration, 0)
        XCTAssertEqual(ctx.state.transitionDuration, 0)
        let frames = try XCTUnwrap(framesToEnd(h, ctx))
        XCTAssertLessThanOrEqual(frames, 2, "a transition without animation ends within a frame or two")
        XCTAssertFalse(ctx.transitionWasCancelled)
        XCTAssertEqual(h.log.diagnostics, [], "0 is a legal duration")
        XCTAssertEqual(h.children[1].view.alpha, 1)
    }

    /// Interactive: the scrub has nothing to scrub (percent stays finite, no NaN reaches a
    /// layer's time), and a finish or a cancel ends it — with animations that take no time and
    /// with 0.3 s ones. A cancel puts the alpha back.
    func testAnInteractiveDriveOfAZeroDurationTransitionEnds() throws {
        for animates in [0.0, 0.3] {
            for finish in [true, false] {
                let h = try TransitionRig()
                let ic = h.manualInteraction(animator: ZeroAnimator(animates: animates))
                let ctx = try h.select(1)
                let label = "animates \(animates) s, \(finish ? "finish" : "cancel")"
                if !ctx.hasEnded {
                    h.step(2)
                    ic.update(0.5)
                    h.step(2)
                    XCTAssertTrue(ctx.percentComplete.isFinite, label)
                    XCTAssertTrue(h.host.view.subtree.allSatisfy { $0.layer.timing.timeOffset.isFinite }, label)
                    if finish { ic.finish() } else { ic.cancel() }
                }
                // The completion phase takes no time; what the animations still need, they take.
                let frames = try XCTUnwrap(framesToEnd(h, ctx), "\(label): never ended")
                XCTAssertLessThanOrEqual(frames, Int(animates * 60) + 3, label)
                if animates > 0 {
                    XCTAssertEqual(ctx.transitionWasCancelled, !finish, label)
                    // Finished: the animation's end value; cancelled: the alpha from before
                    // the transition (restored), and the to view out of the container.
                    XCTAssertEqual(h.children[1].view.alpha, 1, label)
                    XCTAssertEqual(h.children[1].view.superview === ctx.containerView, finish, label)
                }
                XCTAssertFalse(h.log.diagnostics.contains { $0.contains("transitionDuration") }, label)
                XCTAssertFalse(h.log.diagnostics.contains { $0.contains("watchdog") }, "\(label): \(h.log.diagnostics)")
            }
        }
    }

    /// Still refused: negative and not finite (reported, 0.25 s used).
    func testNegativeAndNonFiniteDurationsAreStillRefused() throws {
        for bad in [-1.0, .nan, .infinity] {
            let h = try TransitionRig()
            h.delegate(animator: RecordingAnimator(duration: bad))
            let ctx = try h.select(1)
            XCTAssertEqual(ctx.duration, bad == .infinity ? 600 : 0.25, "\(bad)")
            XCTAssertTrue(
                h.log.diagnostics.contains { $0.contains("must be finite, 0 or more and at most 600 s") },
                "\(bad): \(h.log.diagnostics)")
        }
    }
}
