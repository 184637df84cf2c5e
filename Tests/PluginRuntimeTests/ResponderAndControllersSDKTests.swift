import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The UIKit symbols the census found used by two repositories or more that the SDK lacked
/// (ResponderAndControllersSDKScripts.swift), run inside real transitions: UISlider, the alert
/// controller, navigation stacks, the status-bar and size-change members, the responder
/// chain, hit testing and popovers.
final class ResponderAndControllersSDKTests: XCTestCase {
    /// The scripted transition's checks and warning lines (``runScriptedTransition(file:line:)``).
    private func run(file: StaticString = #filePath, line: UInt = #line) throws -> (
        checks: [String], warnings: [String]
    ) {
        let r = try runScriptedTransition(file: file, line: line)
        return (r.checks, r.warnings)
    }

    func testSliderClampsAndSendsNothingFromCode() throws {
        ScriptedAnimator.script = ResponderAndControllersScripts.slider
        XCTAssertEqual(try run().checks.count, 11)
    }

    func testAlertControllerKeepsUIKitsRulesAndIsNotShown() throws {
        ScriptedAnimator.script = ResponderAndControllersScripts.alert
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 7)
        XCTAssertEqual(warnings.count, 3, "\(warnings)")
        XCTAssertTrue(warnings[0].contains("one .cancel action at most; \"Never mind\" ignored"), warnings[0])
        XCTAssertTrue(warnings[1].contains("the action \"Other\" is not one of the alert's"), warnings[1])
        XCTAssertTrue(warnings[2].contains("UIAlertController \"Delete?\" [Delete, Cancel] not shown"), warnings[2])
    }

    func testAPluginMadeNavigationStackPushesAndPops() throws {
        ScriptedAnimator.script = ResponderAndControllersScripts.navigationStack
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 12)
        XCTAssertEqual(warnings.count, 2, "the second push of b and the pop to a stranger: \(warnings)")
    }

    func testTheHostsNavigationStackIsNotThePlugins() throws {
        ScriptedAnimator.script = ResponderAndControllersScripts.hostNavigation
        let f = try NavFixture()
        f.animator = try f.rig.animator(LoadedPlugin.inTest(scriptedPluginDescriptor()))
        f.nav.push(f["B"])
        f.rig.runUntilIdle()
        let texts = f.log.texts([.plugin])
        let checks = scriptedChecks(f.log)
        XCTAssertEqual(checks, ["push ignored: ok", "pop ignored: ok"])
        XCTAssertEqual(texts.filter { $0.contains("the host's navigation controller's stack is the host's") }.count, 2)
        XCTAssertEqual(f.stack, ["A", "B"])
        XCTAssertEqual(f.log.diagnostics, [])
    }

    func testStatusBarAndSizeChangeMembersAnswerAsUIKits() throws {
        ScriptedAnimator.script = ResponderAndControllersScripts.statusBar
        XCTAssertEqual(try run().checks.count, 5)
    }

    func testResponderChainHitTestingAndPopovers() throws {
        ScriptedAnimator.script = ResponderAndControllersScripts.responders
        XCTAssertEqual(try run().checks.count, 19)
    }
}
