import AnimationCore
import CAnimatorABI
import HostContainer
import XCTest
@testable import PluginRuntime

/// ABI 1.1 `property_animator_*` through the C table: the state machine's refusals, every
/// completion called exactly once (AP_POSITION_NONE when it never completes), handles going
/// stale on release.
final class PropertyAnimatorEntryTests: XCTestCase {
    nonisolated(unsafe) private static var positions: [ap_position] = []
    nonisolated(unsafe) private static var target: View?

    private func callback() -> ap_position_callback {
        ap_position_callback(fn: { _, p in PropertyAnimatorEntryTests.positions.append(p) }, user: nil)
    }

    func testTheStateMachineThroughTheTable() throws {
        let rig = HostTableRig()
        let (h, view, engine) = (rig.host, rig.view, rig.engine)
        Self.positions = []
        var p = ap_animation()
        p.duration = 1
        p.timing = AP_TIMING_CURVE
        p.options = UInt32(AnimationOptions.curveLinear.rawValue)
        let a = h.pointee.property_animator_create!(h, &p)
        XCTAssertNotEqual(a.bits, 0)
        XCTAssertEqual(h.pointee.property_animator_get!(h, a, AP_ANIMATOR_DURATION), 1)
        XCTAssertEqual(h.pointee.property_animator_get!(h, a, AP_ANIMATOR_SCRUBS_LINEARLY), 1)
        Self.target = view
        let block = ap_block(fn: { _ in PropertyAnimatorEntryTests.target?.alpha = 0.2 }, user: nil)
        XCTAssertEqual(h.pointee.property_animator_add_animations!(h, a, block, 0), AP_OK)
        XCTAssertEqual(h.pointee.property_animator_add_completion!(h, a, callback()), AP_OK)
        XCTAssertEqual(h.pointee.property_animator_finish!(h, a, AP_POSITION_END), AP_ERR_STATE, "not stopped")
        XCTAssertEqual(h.pointee.property_animator_stop!(h, a, false), AP_ERR_STATE, "not active")
        XCTAssertEqual(h.pointee.property_animator_start!(h, a, 0), AP_OK)
        XCTAssertEqual(h.pointee.property_animator_get!(h, a, AP_ANIMATOR_STATE), 1)
        XCTAssertEqual(h.pointee.property_animator_get!(h, a, AP_ANIMATOR_RUNNING), 1)
        engine.advance(to: 0.5)
        XCTAssertEqual(view.layer.presentation.opacity, 0.6, accuracy: 1e-9)
        XCTAssertEqual(h.pointee.property_animator_continue!(h, a, nil, 1), AP_ERR_STATE, "running, not paused")
        XCTAssertEqual(h.pointee.property_animator_set!(h, a, AP_ANIMATOR_STATE, 0), AP_ERR_BAD_ARGUMENT, "read only")
        XCTAssertEqual(h.pointee.property_animator_stop!(h, a, false), AP_OK)
        XCTAssertEqual(h.pointee.property_animator_add_completion!(h, a, callback()), AP_ERR_STATE)
        XCTAssertEqual(Self.positions, [AP_POSITION_NONE], "refused: its callback is told at once")
        XCTAssertEqual(h.pointee.property_animator_finish!(h, a, 7), AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(h.pointee.property_animator_finish!(h, a, AP_POSITION_END), AP_OK)
        XCTAssertEqual(Self.positions, [AP_POSITION_NONE, AP_POSITION_END])
        XCTAssertEqual(view.alpha, 0.2)
        h.pointee.property_animator_release!(h, a)
        XCTAssertTrue(h.pointee.property_animator_get!(h, a, AP_ANIMATOR_STATE).isNaN, "stale after release")
        XCTAssertEqual(rig.log.diagnostics.count, 7)
        withExtendedLifetime(rig) {}
    }

    func testBadParametersAndAbandonedCompletions() {
        let rig = HostTableRig()
        let h = rig.host
        Self.positions = []
        XCTAssertEqual(h.pointee.property_animator_create!(h, nil).bits, 0)
        var p = ap_animation()
        p.duration = .nan
        XCTAssertEqual(h.pointee.property_animator_create!(h, &p).bits, 0)
        p.duration = 1
        p.timing = AP_TIMING_SPRING_PHYSICS
        XCTAssertEqual(h.pointee.property_animator_create!(h, &p).bits, 0, "an undamped spring")
        p.timing = 42
        XCTAssertEqual(h.pointee.property_animator_create!(h, &p).bits, 0)
        p.timing = AP_TIMING_SPRING
        p.damping_ratio = 0.5
        let a = h.pointee.property_animator_create!(h, &p)
        XCTAssertEqual(h.pointee.property_animator_add_completion!(h, a, callback()), AP_OK)
        XCTAssertEqual(
            h.pointee.property_animator_add_animations!(h, a, ap_block(fn: { _ in }, user: nil), 2), AP_ERR_BAD_VALUE)
        XCTAssertEqual(h.pointee.property_animator_start!(h, ap_property_animator(bits: 99), 0), AP_ERR_BAD_HANDLE)
        h.pointee.property_animator_release!(h, a)
        XCTAssertEqual(Self.positions, [AP_POSITION_NONE], "let go unused: the completion is told it never completes")
        XCTAssertEqual(rig.log.diagnostics.count, 6)
        XCTAssertNil(HostTable.template(minor: 0).property_animator_create, "a 1.0 table has none")
    }
}
