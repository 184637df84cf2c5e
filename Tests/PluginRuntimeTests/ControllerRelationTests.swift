import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// UIKit's view controller relations through ABI 1.1 (`view_controller_related` and the
/// rest), seen by an SDK animator in navigation, tab bar and modal transitions.
final class ControllerRelationTests: XCTestCase {
    /// The checks the scripted animator logged (``scriptedChecks(_:file:line:)``).
    private func checks(_ log: EventLog, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        scriptedChecks(log, file: file, line: line)
    }

    func testAPushSeesTheNavigationController() throws {
        ScriptedAnimator.script = ControllerScripts.push
        let f = try NavFixture()
        f.animator = try f.rig.animator(LoadedPlugin.inTest(scriptedPluginDescriptor()))
        f.nav.push(f["B"])
        f.rig.runUntilIdle()
        XCTAssertEqual(checks(f.log).count, 7)
        XCTAssertEqual(f.stack, ["A", "B"])
        XCTAssertEqual(f.log.diagnostics, [])
    }

    func testATabChangeSeesTheTabBarController() throws {
        ScriptedAnimator.script = ControllerScripts.tabs
        let f = try TabFixture()
        f.animator = try f.rig.animator(LoadedPlugin.inTest(scriptedPluginDescriptor()))
        f.tabs.select(index: 1)
        f.rig.runUntilIdle()
        XCTAssertEqual(checks(f.log).count, 4)
        XCTAssertEqual(f.log.diagnostics, [])
    }

    /// A presentation over the presenter: presenting/presented from the start, and the
    /// presenter's appearance callbacks as the animator sends them (will before did), with
    /// the relations cleared again by the dismissal.
    func testAPresentationRelatesBothControllersAndForwardsAppearance() throws {
        ScriptedAnimator.script = ControllerScripts.present
        let f = try ModalFixture()
        f.animator = try f.rig.animator(LoadedPlugin.inTest(scriptedPluginDescriptor()))
        f.modal.present(f.B, style: .custom)
        f.rig.runUntilIdle()
        XCTAssertEqual(checks(f.log).count, 3)
        let appearance = f.log.texts([.appearance]).filter { $0.hasPrefix("A.") }
        XCTAssertEqual(appearance, ["A.viewWillDisappear(animated: true)", "A.viewDidDisappear(animated: true)"])
        XCTAssertTrue(f.B.presentingViewController === f.A)
        ScriptedAnimator.script = ControllerScripts.finish
        f.modal.dismiss()
        f.rig.runUntilIdle()
        XCTAssertNil(f.B.presentingViewController)
        XCTAssertNil(f.A.presentedViewController)
        XCTAssertEqual(f.log.diagnostics, [])
    }
}
