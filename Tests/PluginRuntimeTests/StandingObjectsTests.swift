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

    /// A `lazy var` dimming view and image, made in the first transition and out of the
    /// hierarchy at its end, are still there in the second, third and fourth.
    func testObjectsMadeInATransitionLiveWhileThePluginKeepsUsingThem() throws {
        let plugin = try LoadedPlugin.inTest(lazyObjectsPluginDescriptor())
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(plugin))
        for (n, index) in [1, 2, 0, 1].enumerated() {
            let ctx = try h.select(index)
            h.runUntilIdle()
            XCTAssertTrue(ctx.hasEnded, "transition \(n + 1) ended")
        }
        XCTAssertEqual(scriptedChecks(h.log).count, 4 * 2, "two checks in each of four transitions")
        XCTAssertEqual(h.log.diagnostics, [], "no call on a stale handle")
    }

    /// `HandedControllersAnimator` makes an animator for each transition with that
    /// transition's controllers (three transitions, each checked by the animator itself).
    func testEachTransitionGetsAnAnimatorMadeWithItsControllers() throws {
        let plugin = try LoadedPlugin.inTest(handedControllersPluginDescriptor())
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(plugin))
        for index in [1, 2, 0] {
            let ctx = try h.select(index)
            h.runUntilIdle()
            XCTAssertTrue(ctx.hasEnded)
        }
        XCTAssertEqual(scriptedChecks(h.log).count, 3)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// The views a plugin keeps by using them are bounded: of 4,096 + 50 views made and
    /// touched in one transition, 4,096 live through its end and the rest go stale then, so a
    /// plugin cannot grow its worker by touching everything it makes.
    func testViewsKeptByUseAreBounded() throws {
        let h = try TransitionRig()
        let binding = h.bridge.makeBinding(for: TestPlugins.defaultAnimator)
        let host = UnsafePointer(binding.table)
        let ctx = try h.select(1)
        let made = (0..<FrameBudget.maximumStandingObjects + 50).map { _ in
            host.pointee.view_create!(host, ap_rect(origin: ap_point(x: 0, y: 0), size: ap_size(width: 1, height: 1)))
        }
        XCTAssertTrue(made.allSatisfy { host.pointee.view_set_number!(host, $0, AP_PROP_ALPHA, 0.5) == AP_OK })
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        let alive = made.filter { host.pointee.view_set_number!(host, $0, AP_PROP_ALPHA, 0.4) == AP_OK }
        XCTAssertEqual(alive.count, FrameBudget.maximumStandingObjects)
        withExtendedLifetime(binding) {}
    }

    /// A view made in a transition and used there lives through the next; one the plugin does
    /// not touch in that next transition goes stale at its end, so thrown-away snapshots do
    /// not pile up.
    func testAViewMadeInATransitionGoesStaleAfterATransitionThatDidNotUseIt() throws {
        let h = try TransitionRig()
        let binding = h.bridge.makeBinding(for: TestPlugins.defaultAnimator)
        let host = UnsafePointer(binding.table)
        let frame = ap_rect(origin: ap_point(x: 0, y: 0), size: ap_size(width: 4, height: 4))
        func touch(_ v: ap_view) -> ap_status { host.pointee.view_set_number!(host, v, AP_PROP_ALPHA, 0.5) }
        var ctx = try h.select(1)
        let kept = host.pointee.view_create!(host, frame)
        let dropped = host.pointee.view_create!(host, frame)
        let untouched = host.pointee.view_create!(host, frame)
        XCTAssertEqual([touch(kept), touch(dropped)], [AP_OK, AP_OK])
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(touch(untouched), AP_ERR_BAD_HANDLE, "never used in its transition: gone at its end")
        ctx = try h.select(0)
        XCTAssertEqual(touch(kept), AP_OK, "used in its transition: lives through the next")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(touch(dropped), AP_ERR_BAD_HANDLE, "not used in the second transition: gone at its end")
        ctx = try h.select(1)
        XCTAssertEqual(touch(kept), AP_OK, "used in the second transition: lives through the third")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        ctx = try h.select(0)
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(touch(kept), AP_ERR_BAD_HANDLE, "not used in the fourth: gone at its end")
        withExtendedLifetime(binding) {}
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
