import AnimationCore
import HostContainer
import TestSupport
import XCTest

@testable import PluginRuntime

/// SnapKit's DSL (`import SnapKit`, the SDK's shim) through a real transition: the scripts of
/// SnapKitSDKScripts.swift lay views out and check the frames against closed-form values.
final class SnapKitSDKTests: XCTestCase {
    func testTheDSLsUsualLinesLayOutAsAutoLayoutDoes() throws {
        ScriptedAnimator.script = SnapKitScripts.layout
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 13, "\(r.checks)")
        XCTAssertTrue(r.checks.allSatisfy { $0.hasSuffix(": ok") }, "\(r.checks.filter { !$0.hasSuffix(": ok") })")
        XCTAssertEqual(r.warnings, [])
    }

    /// A kept constraint updated inside a property animator's block and laid out there animates
    /// along the animator (the card-transition idiom).
    func testAConstraintUpdatedInAPropertyAnimatorAnimatesAlongIt() throws {
        ScriptedAnimator.script = SnapKitScripts.propertyAnimatorLayout
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 2, "\(r.checks)")
        XCTAssertTrue(r.checks.allSatisfy { $0.hasSuffix(": ok") }, "\(r.checks.filter { !$0.hasSuffix(": ok") })")
    }
}
