import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// `CAFrameRateRange` (iOS 15) in a real transition: a display link preferring 30 frames a
/// second is called every other frame of a 60 fps run (its `preferred` rate bounds it as
/// `preferredFramesPerSecond` does); an animation's range is kept and read back.
final class FrameRateRangeTests: XCTestCase {
    func testADisplayLinkPreferring30FramesASecondTicksEveryOtherFrame() throws {
        ScriptedAnimator.script = FrameRateRangeScripts.thirtyFramesASecond
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks, ["kept: ok", "default: ok"])
        let ticks = r.rig.log.texts([.plugin]).compactMap { l in
            l.range(of: "[info]: tick ").map { Double(l[$0.upperBound...]) ?? -1 }
        }
        XCTAssertEqual(ticks.count, 5, "\(ticks)")
        for (k, t) in ticks.enumerated() { XCTAssertEqual(t, Double(2 * k) / 60, accuracy: 1e-9) }
    }
}
