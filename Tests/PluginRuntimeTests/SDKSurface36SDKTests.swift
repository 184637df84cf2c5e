import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// Members of iOS's public interface the SDK lacked (docs/uikit-surface.md, session 36's header
/// comparison), run inside real transitions (SDKSurface36SDKScripts.swift).
final class SDKSurface36SDKTests: XCTestCase {
    /// Runs the script set and expects `count` checks, every one passed, and no warning.
    private func expectAllPass(count: Int) throws {
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, count, "\(r.checks)")
        XCTAssertTrue(r.checks.allSatisfy { $0.hasSuffix(": ok") }, "\(r.checks.filter { !$0.hasSuffix(": ok") })")
        XCTAssertEqual(r.warnings, [])
    }

    func testTheCoordinatorAnswersAsItsTransitionsContext() throws {
        ScriptedAnimator.script = SDKSurface36Scripts.coordinatorAsContext
        try expectAllPass(count: 8)
    }

    func testLayersConvertHitTestCodeKeysAndRunTheirLayoutCycle() throws {
        ScriptedAnimator.script = SDKSurface36Scripts.layers
        try expectAllPass(count: 24)
    }

    func testViewsHierarchyHooksSizingTintAndConstraintUpdates() throws {
        ScriptedAnimator.script = SDKSurface36Scripts.views
        try expectAllPass(count: 16)
    }

    func testControllersTransitionBetweenChildrenShowAndLoad() throws {
        ScriptedAnimator.script = SDKSurface36Scripts.controllers
        try expectAllPass(count: 12)
    }
}
