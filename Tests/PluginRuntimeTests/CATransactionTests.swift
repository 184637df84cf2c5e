import AnimationCore
import CAnimatorABI
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// `CATransaction` through the host table (ABI 1.1) and through the Swift SDK: refusals with
/// their codes, a replaced completion released at once, and a Swift animator that completes
/// its transition from a transaction's completion block with the transaction's curve — on
/// this host, and on a 1.0 host, where every call is reported and nothing crashes.
final class CATransactionTests: XCTestCase {
    nonisolated(unsafe) private static var calls: [String] = []

    private func table() -> (HostTableRig, AnimationEngine, EventLog) {
        let rig = HostTableRig()
        return (rig, rig.engine, rig.log)
    }

    func testRefusalsNameTheCallAndChangeNothing() {
        let (b, engine, log) = table()
        let h = b.host
        XCTAssertEqual(h.pointee.transaction_commit!(h), AP_ERR_STATE)
        XCTAssertEqual(h.pointee.transaction_set_animation_duration!(h, -1), AP_ERR_BAD_VALUE)
        XCTAssertEqual(h.pointee.transaction_set_animation_duration!(h, .nan), AP_ERR_BAD_VALUE)
        var c1 = ap_point(x: 1.5, y: 0), c2 = ap_point(x: 0.5, y: 1)
        XCTAssertEqual(h.pointee.transaction_set_timing_function!(h, &c1, &c2), AP_ERR_BAD_VALUE, "x outside [0, 1]")
        XCTAssertEqual(h.pointee.transaction_set_timing_function!(h, &c2, nil), AP_ERR_BAD_ARGUMENT, "one NULL point")
        XCTAssertFalse(engine.isInLayerTransaction, "no refused call opened a transaction")
        XCTAssertEqual(log.diagnostics.count, 5, "\(log.diagnostics)")
        XCTAssertTrue(log.diagnostics[0].contains("transaction_commit without an open transaction"), log.diagnostics[0])
        withExtendedLifetime(b) {}
    }

    func testSettingsReadBackAndAReplacedCompletionIsReleasedAtOnce() {
        let (b, engine, _) = table()
        let h = b.host
        Self.calls = []
        XCTAssertEqual(h.pointee.transaction_animation_duration!(h), 0.25)
        XCTAssertEqual(h.pointee.transaction_begin!(h), AP_OK)
        XCTAssertEqual(h.pointee.transaction_set_animation_duration!(h, 0.75), AP_OK)
        XCTAssertEqual(h.pointee.transaction_set_disable_actions!(h, true), AP_OK)
        XCTAssertEqual(h.pointee.transaction_animation_duration!(h), 0.75)
        XCTAssertTrue(h.pointee.transaction_disable_actions!(h))
        let first = ap_completion(fn: { _, ran in CATransactionTests.calls.append("first \(ran)") }, user: nil)
        let second = ap_completion(fn: { _, ran in CATransactionTests.calls.append("second \(ran)") }, user: nil)
        XCTAssertEqual(h.pointee.transaction_set_completion!(h, first), AP_OK)
        XCTAssertEqual(h.pointee.transaction_set_completion!(h, second), AP_OK)
        XCTAssertEqual(Self.calls, ["first false"], "replaced: released at once, not run")
        XCTAssertEqual(h.pointee.transaction_commit!(h), AP_OK)
        engine.advance(to: 1.0 / 60)
        XCTAssertEqual(Self.calls, ["first false", "second true"])
        withExtendedLifetime(b) {}
    }

    func testASwiftAnimatorCompletesFromItsTransactionOnTheTransactionsCurve() throws {
        let plugin = try LoadedPlugin.inTest(transactionPluginDescriptor())
        let h = try TransitionRig()
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let ctx = try h.select(1)
        h.step(16)  // 0.25 s
        XCTAssertEqual(
            h.children[1].view.layer.presentation.opacity, 0.25, accuracy: 1e-9, "linear, from the transaction")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertFalse(ctx.transitionWasCancelled)
        assertClose(try XCTUnwrap(h.log.first(prefix: "completeTransition(true)")).time, 1.0)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    func testOnA1_0HostEveryTransactionCallIsReportedAndTheWatchdogEndsTheTransition() throws {
        let plugin = try LoadedPlugin.inTest(transactionPluginDescriptor())
        let h = try TransitionRig()
        h.bridge.emulatedABIMinor = 0
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let ctx = try h.select(1)
        h.runUntilIdle()
        let errors = h.log.texts([.plugin]).filter { $0.contains("[error]") }
        XCTAssertEqual(errors.count, 4, "begin, setAnimationTimingFunction, setCompletionBlock, commit: \(errors)")
        for name in [
            "CATransaction.begin()", "CATransaction.setAnimationTimingFunction(_:)",
            "CATransaction.setCompletionBlock(_:)", "CATransaction.commit()"
        ] {
            XCTAssertTrue(
                errors.contains { $0.contains(name + " needs a host of plugin ABI 1.1") }, "\(name): \(errors)")
        }
        // Its completion block never ran, so the host's watchdog ended the transition.
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertTrue(
            h.log.diagnostics.contains { $0.contains("did not call completeTransition") }, "\(h.log.diagnostics)")
    }

    /// Scrubbed by a percent-driven interaction and cancelled: the animations inside the
    /// transaction are driven like any other, and its completion block, run when the cancel
    /// retires them, completes the transition cancelled with everything restored.
    func testATransactionAnimatorScrubsAndCancelsLikeAnyOther() throws {
        let plugin = try LoadedPlugin.inTest(transactionPluginDescriptor())
        let h = try TransitionRig()
        let animator = try h.animator(plugin)
        let ic = h.manualInteraction(animator: animator)
        let b = h.children[1].view
        let ctx = try h.select(1)
        ic.update(0.4)
        h.step(2)
        XCTAssertEqual(b.layer.presentation.opacity, 0.4, accuracy: 1e-9, "scrubbed to 40 % of a linear fade")
        ic.cancel()
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertTrue(ctx.transitionWasCancelled)
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(false)")
        XCTAssertEqual(h.container.selectedIndex, 0)
        XCTAssertNil(b.superview)
        XCTAssertEqual(h.log.diagnostics, [])
    }
}
