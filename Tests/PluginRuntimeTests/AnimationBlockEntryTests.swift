import AnimationCore
import CAnimatorABI
import HostContainer
import XCTest
@testable import PluginRuntime

/// ABI 1.1 `animation_begin` / `animation_commit` through the C table: a block animates the
/// changes made while it is open, nests, and every refusal names what is wrong.
final class AnimationBlockEntryTests: XCTestCase {
    nonisolated(unsafe) private static var finished: [Bool] = []

    func testABlockAnimatesWhatChangesWhileItIsOpen() throws {
        let rig = HostTableRig()
        let (h, view, handle, engine) = (rig.host, rig.view, rig.handle, rig.engine)
        Self.finished = []
        var p = ap_animation()
        p.duration = 1
        p.timing = AP_TIMING_CURVE
        p.options = UInt32(AnimationOptions.curveLinear.rawValue)
        XCTAssertEqual(h.pointee.animation_begin!(h, &p, 0), AP_OK)
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_ALPHA), 0), AP_OK)
        XCTAssertEqual(view.alpha, 0, "the model changes at once")
        let done = ap_completion(fn: { _, f in AnimationBlockEntryTests.finished.append(f) }, user: nil)
        XCTAssertEqual(h.pointee.animation_commit!(h, done), AP_OK)
        engine.advance(to: 0.25)
        XCTAssertEqual(view.layer.presentation.opacity, 0.75, accuracy: 1e-9)
        engine.advance(to: 1.01)
        XCTAssertEqual(Self.finished, [true])
        XCTAssertEqual(rig.log.diagnostics, [])
    }

    func testRefusals() {
        let rig = HostTableRig()
        let (h, engine) = (rig.host, rig.engine)
        Self.finished = []
        XCTAssertEqual(h.pointee.animation_begin!(h, nil, 0), AP_ERR_BAD_ARGUMENT)
        var spring = ap_animation()
        spring.duration = 1
        spring.timing = AP_TIMING_SPRING
        XCTAssertEqual(h.pointee.animation_begin!(h, &spring, 0), AP_ERR_BAD_ARGUMENT)
        var p = ap_animation()
        p.duration = -1
        p.timing = AP_TIMING_CURVE
        XCTAssertEqual(h.pointee.animation_begin!(h, &p, 0), AP_ERR_BAD_VALUE)
        p.duration = 1
        XCTAssertEqual(h.pointee.animation_begin!(h, &p, .nan), AP_ERR_BAD_VALUE)
        XCTAssertEqual(engine.openAnimationBlockDepth, 0, "nothing opened")
        let done = ap_completion(fn: { _, f in AnimationBlockEntryTests.finished.append(f) }, user: nil)
        XCTAssertEqual(h.pointee.animation_commit!(h, done), AP_ERR_STATE)
        engine.advance(to: 0.02)
        XCTAssertEqual(Self.finished, [false], "the completion's promise is kept")
        XCTAssertEqual(rig.log.diagnostics.count, 5)
        XCTAssertTrue(rig.log.diagnostics.last?.contains("animation_commit without an open block") ?? false)
        XCTAssertNil(HostTable.template(minor: 0).animation_begin, "a 1.0 table has none")
        // A runaway loop is stopped at the depth limit, and every block is closed when the
        // plugin's call returns.
        p.duration = 1
        p.timing = AP_TIMING_CURVE
        var statuses: [ap_status] = []
        HostTable.closingBlocks(rig.binding, .animateTransition) {
            for _ in 0..<100 { statuses.append(h.pointee.animation_begin!(h, &p, 0)) }
        }
        XCTAssertEqual(statuses.filter { $0 == AP_OK }.count, HostTable.maximumAnimationBlockDepth)
        XCTAssertEqual(statuses.last, AP_ERR_STATE)
        XCTAssertEqual(engine.openAnimationBlockDepth, 0, "closed when the call returned")
        XCTAssertTrue(
            rig.log.diagnostics.last?.contains("returned with 64 animation blocks still open") ?? false,
            "\(rig.log.diagnostics.last ?? "")")
    }
}
