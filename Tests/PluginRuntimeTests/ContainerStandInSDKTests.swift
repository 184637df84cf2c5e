import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The SDK's container stand-ins and the app's selection (ContainerStandInSDKScripts.swift),
/// inside real transitions: what `host-cli port` installs for an animator that casts the
/// context's controller to a navigation or tab bar controller, or reads the item its app's
/// user selected.
final class ContainerStandInSDKTests: XCTestCase {
    override func tearDown() {
        ContainerStandInScripts.reset()
        super.tearDown()
    }

    func testANavigationControllerStandsInWithItsChildFillingTheHostsView() throws {
        ScriptedAnimator.script = ContainerStandInScripts.navigation
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 7, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
    }

    func testATabBarControllerStandsInWithItsFirstTabSelected() throws {
        ScriptedAnimator.script = ContainerStandInScripts.tabs
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 2, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
    }

    func testAPluginMadeSplitViewControllerKeepsItsColumns() throws {
        ScriptedAnimator.script = ContainerStandInScripts.splitView
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 5, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
    }

    func testTheAppsSelectionIsPlayedInAStandInsCollectionView() throws {
        ScriptedAnimator.script = ContainerStandInScripts.selection
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 5, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
    }

    func testTheAppsRowSelectionIsPlayedInAStandInsTable() throws {
        ScriptedAnimator.script = ContainerStandInScripts.rowSelection
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 4, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
    }

    func testCollectionAndTableViewControllersStandInWithTheHostsViewAsTheirList() throws {
        ScriptedAnimator.script = ContainerStandInScripts.listControllers
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 5, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
    }
}
