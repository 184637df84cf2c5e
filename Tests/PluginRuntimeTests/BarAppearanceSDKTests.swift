import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// `UINavigationBarAppearance`, `UIToolbarAppearance` and `UITabBarAppearance` set on bars in a
/// real transition (BarAppearanceSDKScripts.swift): copies kept, colours drawn.
final class BarAppearanceSDKTests: XCTestCase {
    func testBarsKeepCopiesOfTheirAppearancesAndDrawTheirBackgrounds() throws {
        ScriptedAnimator.script = BarAppearanceScripts.configured
        let run = try runScriptedTransition()
        XCTAssertEqual(run.checks.count, 8)
        XCTAssertEqual(run.warnings, [])
        let frame = RenderModel.evaluate(run.rig.children[1].view.root)
        XCTAssertTrue(frame.items.contains { $0.color == Color(red: 1, green: 0, blue: 0) && $0.size.height == 44 })
        XCTAssertTrue(frame.items.contains { $0.color == Color(red: 0, green: 0, blue: 1) && $0.size.height == 49 })
    }
}
