import AnimationCore
import HostContainer
import TestSupport
import XCTest

@testable import PluginRuntime

/// UIKit's `UIWindow.rootViewController`, run inside a real transition: a window the plugin
/// makes holds its root controller's view at its bounds, and the views in it answer that window
/// as their `window` (code checks a controller is on screen with `view.window`); the host's
/// window is the key one, and a plugin's window keeps its level and shows when made visible.
final class WindowRootControllerTests: XCTestCase {
    func testAWindowsRootControllersViewsAreInIt() throws {
        ScriptedAnimator.script = WindowRootControllerScripts.rootController
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 13, "\(r.checks)")
        XCTAssertTrue(r.checks.allSatisfy { $0.hasSuffix(": ok") }, "\(r.checks.filter { !$0.hasSuffix(": ok") })")
        XCTAssertEqual(r.warnings, [])
    }
}
