import AnimationCore
import CAnimatorABI
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// Views and images a plugin makes while no transition runs (its initializer) live as long as
/// the host: a placeholder window made at `create` keeps its controller's view after the first
/// transition ends, and an image made then is still drawn in the third.
final class StandingObjectsTests: XCTestCase {
    func testObjectsMadeBeforeAnyTransitionOutliveEveryTransition() throws {
        let plugin = try LoadedPlugin.inTest(standingObjectsPluginDescriptor())
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(plugin))
        for (n, index) in [1, 2, 0].enumerated() {
            let ctx = try h.select(index)
            h.runUntilIdle()
            XCTAssertTrue(ctx.hasEnded, "transition \(n + 1) ended")
        }
        let checks = scriptedChecks(h.log)
        XCTAssertEqual(checks.count, 3 * 5, "five checks in each of three transitions: \(checks)")
        XCTAssertEqual(h.log.diagnostics, [], "no call on a stale handle")
    }
}

extension StandingObjectsTests {
    /// At most ``FrameBudget/maximumStandingObjects`` views made between transitions stand;
    /// the ones beyond live as a transition's do and go stale when the next one ends, so input
    /// handlers that make views between transitions cannot grow the worker.
    func testStandingViewsAreBoundedAndTheRestEndWithTheNextTransition() throws {
        let h = try TransitionRig()
        let binding = h.bridge.makeBinding(for: TestPlugins.defaultAnimator)
        let host = UnsafePointer(binding.table)
        let extra = 3
        let made = (0..<FrameBudget.maximumStandingObjects + extra).map { i in
            host.pointee.view_create!(
                host, ap_rect(origin: ap_point(x: Double(i), y: 0), size: ap_size(width: 1, height: 1)))
        }
        XCTAssertTrue(made.allSatisfy { $0.bits != 0 })
        let ctx = try h.select(1)
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        let status = made.map { host.pointee.view_set_number!(host, $0, AP_PROP_ALPHA, 0.5) }
        XCTAssertEqual(status.prefix(FrameBudget.maximumStandingObjects).filter { $0 != AP_OK }.count, 0)
        XCTAssertEqual(Array(status.suffix(extra)), Array(repeating: AP_ERR_BAD_HANDLE, count: extra))
        withExtendedLifetime(binding) {}
    }
}
