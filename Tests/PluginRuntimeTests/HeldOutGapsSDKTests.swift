import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The UIKit names the held-out census found real animators using that the SDK lacked
/// (HeldOutGapsSDKScripts.swift), run inside real transitions: `UIViewPropertyAnimator()`,
/// a collection view's selection, `UINavigationController`'s designated initializer,
/// signposts, and `isBeingPresented` / `isBeingDismissed`.
final class HeldOutGapsSDKTests: XCTestCase {
    func testABareUIViewPropertyAnimatorRunsOverNoTime() throws {
        ScriptedAnimator.script = HeldOutGapsScripts.bareAnimator
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 7, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
        XCTAssertEqual(r.rig.children[1].view.alpha, 1)
    }

    func testACollectionViewKeepsItsSelectionAndScrollsToAnItem() throws {
        ScriptedAnimator.script = HeldOutGapsScripts.selection
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 17, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
    }

    func testAnAppNavigationControllerOverridesTheDesignatedInitializer() throws {
        ScriptedAnimator.script = HeldOutGapsScripts.navigationInitializers
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 6, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
    }

    func testSignpostsAreDebugLinesOfTheHostsLog() throws {
        ScriptedAnimator.script = HeldOutGapsScripts.signposts
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 3, "\(r.checks)")
        let lines = r.rig.log.texts([.plugin]).filter { $0.contains("signpost") }
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(
            lines[0].hasSuffix("[debug]: [PointsOfInterest] signpost begin Prepare Layout (id 7): sections: 2"),
            lines[0])
        XCTAssertTrue(lines[1].hasSuffix("[debug]: [PointsOfInterest] signpost end Prepare Layout (id 7)"), lines[1])
    }

    func testBarItemsAreKeptAndAnImageLiteralIsAnEmptyImage() throws {
        ScriptedAnimator.script = HeldOutGapsScripts.barsAndLiterals
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 12, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
    }

    func testEncodeWithCoderOverridesCallSuper() throws {
        ScriptedAnimator.script = HeldOutGapsScripts.encoding
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks, ["controller encoded: ok", "view encoded: ok"])
    }

    func testNeitherPresentedNorDismissedInAContainerTransition() throws {
        ScriptedAnimator.script = HeldOutGapsScripts.beingPresented
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks, ["neither: ok", "a plugin-made controller: ok", "neither at the end: ok"])
    }

    func testThePresentedControllerIsBeingPresentedThenBeingDismissed() throws {
        ScriptedAnimator.script = HeldOutGapsScripts.beingPresented
        let f = try ModalFixture()
        f.animator = try f.rig.animator(LoadedPlugin.inTest(scriptedPluginDescriptor()))
        f.modal.present(f.B, style: .custom)
        f.rig.runUntilIdle()
        XCTAssertEqual(
            scriptedChecks(f.log), ["presented: ok", "a plugin-made controller: ok", "presented at the end: ok"])
        f.log.clear()
        f.modal.dismiss()
        f.rig.runUntilIdle()
        XCTAssertEqual(
            scriptedChecks(f.log), ["dismissed: ok", "a plugin-made controller: ok", "dismissed at the end: ok"])
        XCTAssertNil(f.B.presentingViewController)
        XCTAssertEqual(f.log.diagnostics, [])
    }
}
