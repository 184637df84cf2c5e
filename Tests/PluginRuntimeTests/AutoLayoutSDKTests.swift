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
        XCTAssertEqual(run.checks.count, 11)
        XCTAssertEqual(run.warnings, [])
    }
}
