import AnimationCore
import HostContainer
import TestSupport
import XCTest

@testable import PluginRuntime

/// The SDK's stand-in views (StandInViewSDKScripts.swift), inside a real transition: a
/// stand-in of a controller whose app loads a view of its own class has the host's view as
/// an object of that class, even after the animator read it as a plain view.
final class StandInViewSDKTests: XCTestCase {
    override func tearDown() {
        ContainerStandInScripts.reset()
        super.tearDown()
    }

    func testAStandInsViewIsOfTheClassItsAppLoads() throws {
        ScriptedAnimator.script = StandInViewScripts.castView
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 5, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
    }
}
