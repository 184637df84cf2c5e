import AnimationCore
import CAnimatorABI
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// `animate` with AP_TIMING_SPRING_PHYSICS through the host table: the header, the SDK and the
/// host agree that damping must be positive (an undamped spring never settles).
final class PhysicalSpringTests: XCTestCase {
    private static var completions: [Bool] = []

    private func animate(damping: Double) -> (ap_status, AnimationEngine, View, EventLog) {
        let engine = AnimationEngine(), log = EventLog()
        let bridge = PluginBridge(engine: engine, log: log)
        let binding = bridge.makeBinding(for: BuiltInPlugins.defaultAnimator)
        let view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let handle = bridge.handle(view)
        PhysicalSpringTests.host = UnsafePointer(binding.table)
        defer { PhysicalSpringTests.host = nil }
        var p = ap_animation()
        p.timing = AP_TIMING_SPRING_PHYSICS
        p.mass = 1; p.stiffness = 100; p.damping = damping
        var target = handle
        let status = withUnsafeMutablePointer(to: &target) { t in
            binding.table.pointee.animate!(UnsafePointer(binding.table), &p,
                ap_block(fn: { user in
                    let h = user!.load(as: ap_view.self)
                    _ = PhysicalSpringTests.host!.pointee.view_set_number(PhysicalSpringTests.host, h, AP_PROP_ALPHA, 0.25)
                }, user: UnsafeMutableRawPointer(t)),
                ap_completion(fn: { _, finished in PhysicalSpringTests.completions.append(finished) }, user: nil))
        }
        for i in 1...600 { engine.advance(to: Double(i) / 60) }
        withExtendedLifetime(binding) {}
        return (status, engine, view, log)
    }

    nonisolated(unsafe) private static var host: UnsafePointer<ap_host>?

    func testZeroDampingIsRefusedAndPositiveDampingSettles() {
        PhysicalSpringTests.completions = []
        let (refused, _, refusedView, refusedLog) = animate(damping: 0)
        XCTAssertEqual(refused, AP_ERR_BAD_VALUE)
        XCTAssertEqual(refusedView.alpha, 1, "the block did not run")
        XCTAssertTrue(refusedLog.diagnostics.contains { $0.contains("damping > 0") && $0.contains("never settles") }, "\(refusedLog.diagnostics)")
        XCTAssertEqual(PhysicalSpringTests.completions, [false], "a refused call still calls its completion once, unfinished")

        PhysicalSpringTests.completions = []
        let (ok, engine2, view, _) = animate(damping: 2)
        XCTAssertEqual(ok, AP_OK)
        XCTAssertEqual(view.alpha, 0.25, "the model is set at once")
        XCTAssertTrue(engine2.isIdle, "a damped spring settles (ζ = 0.1 within 10 s)")
        XCTAssertEqual(PhysicalSpringTests.completions, [true])
    }
}
