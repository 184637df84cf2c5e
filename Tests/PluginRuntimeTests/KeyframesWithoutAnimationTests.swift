import AnimationCore
import CAnimatorABI
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// `animate_keyframes` + `add_keyframe` through the host table when nothing animates (a zero
/// duration, or inside `perform_without_animation`): UIKit runs each keyframe's block and its
/// changes stick at once. Only an `add_keyframe` outside any keyframe block is refused.
final class KeyframesWithoutAnimationTests: XCTestCase {
    nonisolated(unsafe) private static var host: UnsafePointer<ap_host>?
    nonisolated(unsafe) private static var view = ap_view()
    nonisolated(unsafe) private static var keyframeStatuses: [ap_status] = []
    nonisolated(unsafe) private static var completions: [Bool] = []

    private struct Rig {
        let engine: AnimationEngine, log: EventLog, view: View, binding: HostBinding
        var table: UnsafePointer<ap_host> { UnsafePointer(binding.table) }
    }

    private func rig() -> Rig {
        let engine = AnimationEngine(), log = EventLog()
        let bridge = PluginBridge(engine: engine, log: log)
        let binding = bridge.makeBinding(for: TestPlugins.defaultAnimator)
        let view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        Self.view = bridge.handle(view)
        Self.host = UnsafePointer(binding.table)
        Self.keyframeStatuses = []
        Self.completions = []
        return Rig(engine: engine, log: log, view: view, binding: binding)
    }

    /// The keyframe block: two keyframes, alpha to 0.5 then 0.25 (the last one wins).
    private static let keyframes = ap_block(
        fn: { _ in
            let h = KeyframesWithoutAnimationTests.host!
            for (start, alpha) in [(0.0, 0.5), (0.5, 0.25)] {
                let s = h.pointee.add_keyframe!(
                    h, start, 0.5,
                    ap_block(
                        fn: { user in
                            let h = KeyframesWithoutAnimationTests.host!
                            _ = h.pointee.view_set_number(
                                h, KeyframesWithoutAnimationTests.view, AP_PROP_ALPHA, user!.load(as: Double.self))
                        }, user: UnsafeMutableRawPointer(mutating: alpha == 0.5 ? half : quarter)))
                KeyframesWithoutAnimationTests.keyframeStatuses.append(s)
            }
        }, user: nil)
    nonisolated(unsafe) private static let half: UnsafeMutablePointer<Double> = {
        let p = UnsafeMutablePointer<Double>.allocate(capacity: 1)
        p.pointee = 0.5
        return p
    }()
    nonisolated(unsafe) private static let quarter: UnsafeMutablePointer<Double> = {
        let p = UnsafeMutablePointer<Double>.allocate(capacity: 1)
        p.pointee = 0.25
        return p
    }()
    private static let completion = ap_completion(
        fn: { _, finished in KeyframesWithoutAnimationTests.completions.append(finished) }, user: nil)

    private func check(_ r: Rig, _ status: ap_status, _ label: String) {
        XCTAssertEqual(status, AP_OK, label)
        XCTAssertEqual(Self.keyframeStatuses, [AP_OK, AP_OK], "\(label): both keyframes accepted")
        XCTAssertEqual(r.view.alpha, 0.25, "\(label): the changes apply at once")
        XCTAssertEqual(r.view.layer.presentation.opacity, 0.25, "\(label): on screen too, nothing animates")
        XCTAssertEqual(r.engine.animatedLayerCount, 0, label)
        XCTAssertEqual(r.log.diagnostics, [], label)
        r.engine.advance(to: 1.0 / 60)
        XCTAssertEqual(Self.completions, [true], "\(label): the completion runs once, on the next frame")
    }

    func testZeroDurationKeyframesApplyAtOnce() {
        let r = rig()
        let status = r.table.pointee.animate_keyframes!(r.table, 0, 0, 0, Self.keyframes, Self.completion)
        check(r, status, "duration 0")
        withExtendedLifetime(r.binding) {}
    }

    func testKeyframesInsidePerformWithoutAnimationApplyAtOnce() {
        let r = rig()
        var status = AP_ERR_STATE
        let outer = ap_block(
            fn: { user in
                let h = KeyframesWithoutAnimationTests.host!
                user!.assumingMemoryBound(to: ap_status.self).pointee =
                    h.pointee.animate_keyframes!(
                        h, 1, 0, 0, KeyframesWithoutAnimationTests.keyframes, KeyframesWithoutAnimationTests.completion)
            }, user: nil)
        let ran = withUnsafeMutablePointer(to: &status) { p in
            r.table.pointee.perform_without_animation!(
                r.table, ap_block(fn: outer.fn, user: UnsafeMutableRawPointer(p)))
        }
        XCTAssertEqual(ran, AP_OK)
        check(r, status, "animations disabled")
        withExtendedLifetime(r.binding) {}
    }

    func testAnimatingKeyframesStillAnimate() {
        let r = rig()
        let status = r.table.pointee.animate_keyframes!(r.table, 1, 0, 0, Self.keyframes, Self.completion)
        XCTAssertEqual(status, AP_OK)
        XCTAssertEqual(r.view.alpha, 0.25, "the model takes the last value at once")
        XCTAssertEqual(r.view.layer.presentation.opacity, 1, "the screen starts at the old value")
        r.engine.advance(to: 0.25)
        XCTAssertEqual(
            r.view.layer.presentation.opacity, 0.75, accuracy: 1e-9, "halfway through the first keyframe (linear)")
        withExtendedLifetime(r.binding) {}
    }

    func testAddKeyframeOutsideAnyKeyframeBlockIsRefused() {
        let r = rig()
        let status = r.table.pointee.add_keyframe!(
            r.table, 0, 1,
            ap_block(
                fn: { _ in
                    let h = KeyframesWithoutAnimationTests.host!
                    _ = h.pointee.view_set_number(h, KeyframesWithoutAnimationTests.view, AP_PROP_ALPHA, 0)
                }, user: nil))
        XCTAssertEqual(status, AP_ERR_STATE)
        XCTAssertEqual(r.view.alpha, 1, "the block did not run")
        XCTAssertTrue(
            r.log.diagnostics.contains { $0.contains("add_keyframe outside animate_keyframes") }, "\(r.log.diagnostics)"
        )
        withExtendedLifetime(r.binding) {}
    }
}
