import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// Auto Layout through a real transition: the scripts of AutoLayoutSDKScripts.swift run as the
/// animator and report their checks through the log.
final class AutoLayoutSDKTests: XCTestCase {
    func testAConstraintChangeAnimatesInsideAnAnimationBlock() throws {
        ScriptedAnimator.script = AutoLayoutScripts.animatedConstant
        let run = try runScriptedTransition()
        XCTAssertEqual(run.checks.count, 12)
        XCTAssertEqual(run.warnings, [])
        // The transition's end retires its constraints: its views' handles die with it.
        XCTAssertEqual(AutoLayoutScripts.made.count, 2)
        XCTAssertTrue(AutoLayoutScripts.made.allSatisfy { !$0.isActive })
    }

    func testDistancesBetweenAnchorsSpreadViewsWithEqualGaps() throws {
        ScriptedAnimator.script = AutoLayoutScripts.equalGaps
        let run = try runScriptedTransition()
        XCTAssertEqual(run.checks.count, 4)
        XCTAssertEqual(run.warnings, [])
    }

    func testVisualFormatsLayOutAsTheirConstraints() throws {
        ScriptedAnimator.script = VisualFormatScripts.row
        let run = try runScriptedTransition()
        XCTAssertEqual(run.checks.count, 8)
        XCTAssertEqual(run.warnings, [])
    }
}
