import AnimationCore
import CAnimatorABI
import HostContainer
import TestSupport
import TextFormat
import XCTest
@testable import PluginRuntime

/// `animate` with AP_TIMING_SPRING_PHYSICS through the host table: the header, the SDK and the
/// host agree that damping must be positive (an undamped spring never settles).
final class PhysicalSpringTests: XCTestCase {
    private static var completions: [Bool] = []

    private func animate(mass: Double = 1, stiffness: Double = 100, damping: Double) -> (
        ap_status, AnimationEngine, View, EventLog
    ) {
        let engine = AnimationEngine(), log = EventLog()
        let bridge = PluginBridge(engine: engine, log: log)
        let binding = bridge.makeBinding(for: TestPlugins.defaultAnimator)
        let view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let handle = bridge.handle(view)
        PhysicalSpringTests.host = UnsafePointer(binding.table)
        defer { PhysicalSpringTests.host = nil }
        var p = ap_animation()
        p.timing = AP_TIMING_SPRING_PHYSICS
        p.mass = mass
        p.stiffness = stiffness
        p.damping = damping
        var target = handle
        let status = withUnsafeMutablePointer(to: &target) { t in
            binding.table.pointee.animate!(
                UnsafePointer(binding.table), &p,
                ap_block(
                    fn: { user in
                        let h = user!.load(as: ap_view.self)
                        _ = PhysicalSpringTests.host!.pointee.view_set_number(
                            PhysicalSpringTests.host, h, AP_PROP_ALPHA, 0.25)
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
        XCTAssertTrue(
            refusedLog.diagnostics.contains { $0.contains("damping > 0") && $0.contains("never settles") },
            "\(refusedLog.diagnostics)")
        XCTAssertEqual(
            PhysicalSpringTests.completions, [false], "a refused call still calls its completion once, unfinished")

        PhysicalSpringTests.completions = []
        let (ok, engine2, view, _) = animate(damping: 2)
        XCTAssertEqual(ok, AP_OK)
        XCTAssertEqual(view.alpha, 0.25, "the model is set at once")
        XCTAssertTrue(engine2.isIdle, "a damped spring settles (ζ = 0.1 within 10 s)")
        XCTAssertEqual(PhysicalSpringTests.completions, [true])
    }

    /// A spring that cannot settle within the longest run (3600 s) is refused where it is
    /// made, naming the plugin and the settling time, which for an under-damped spring from
    /// rest is close to the closed form 2m·ln(1000)/c; one that settles just within is taken.
    func testASpringThatCannotSettleWithinTheLongestRunIsRefused() {
        // ζ = 0.0002: 2·1·ln(1000)/0.004 = 3453.9 s, within 3600 s.
        let within = Spring(mass: 1, stiffness: 100, damping: 0.004)
        XCTAssertEqual(within.settlingDuration(), 2 * log(1000) / 0.004, accuracy: 0.01 * 3453.9)
        XCTAssertNil(within.settlingProblem)
        PhysicalSpringTests.completions = []
        let (ok, _, _, okLog) = animate(damping: 0.004)
        XCTAssertEqual(ok, AP_OK, "\(okLog.diagnostics)")

        // c = 0.003: 4605 s by the closed form; refused with the settling time it computed.
        let slow = Spring(mass: 1, stiffness: 100, damping: 0.003)
        XCTAssertEqual(slow.settlingDuration(), 2 * log(1000) / 0.003, accuracy: 0.01 * 4605.2)
        PhysicalSpringTests.completions = []
        let (refused, _, view, log) = animate(damping: 0.003)
        XCTAssertEqual(refused, AP_ERR_BAD_VALUE)
        XCTAssertEqual(view.alpha, 1, "the block did not run")
        let seconds = Rounding.format(slow.settlingDuration(), quantum: 0.1)
        XCTAssertTrue(
            log.diagnostics.contains {
                $0.hasPrefix(
                    "plugin default: animate: a physical spring (mass 1, stiffness 100, damping 0.003) takes \(seconds) s to settle, longer than the longest run (--max-duration is at most 3600 s)"
                )
            }, "\(log.diagnostics)")
        XCTAssertEqual(PhysicalSpringTests.completions, [false])

        // The spring: its motion never decays in doubles.
        PhysicalSpringTests.completions = []
        let (never, _, _, neverLog) = animate(mass: 1e300, stiffness: 1e-300, damping: 1e-300)
        XCTAssertEqual(never, AP_ERR_BAD_VALUE)
        XCTAssertTrue(
            neverLog.diagnostics.contains {
                $0.hasPrefix(
                    "plugin default: animate: a physical spring (mass 1e+300, stiffness 1e-300, damping 1e-300) never settles"
                )
            }, "\(neverLog.diagnostics)")
        XCTAssertEqual(PhysicalSpringTests.completions, [false])
    }
}
