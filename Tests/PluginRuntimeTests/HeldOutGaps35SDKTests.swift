import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The UIKit names session 35's held-out sample found real transition code using that the SDK
/// lacked (HeldOutGaps35SDKScripts.swift), run inside real transitions: `UIEdgeInsets()`,
/// `#colorLiteral`, and a tab bar controller's settable selection.
final class HeldOutGaps35SDKTests: XCTestCase {
    func testEmptyInsetsAndColourLiterals() throws {
        ScriptedAnimator.script = HeldOutGaps35Scripts.insetsAndColorLiterals
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks, ["no insets: ok", "colour literal: ok", "as a view's colour: ok"])
        XCTAssertEqual(r.warnings, [])
    }

    func testAPluginMadeTabBarControllerSelectsItsTabs() throws {
        ScriptedAnimator.script = HeldOutGaps35Scripts.tabSelection
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 9, "\(r.checks)")
        XCTAssertTrue(r.checks.allSatisfy { $0.hasSuffix(": ok") }, "\(r.checks)")
        XCTAssertEqual(r.warnings.count, 2, "\(r.warnings)")
        XCTAssertTrue(
            r.warnings[0].hasSuffix(
                "UITabBarController.selectedIndex: 2 is not the index of one of its 2 tabs; ignored"), r.warnings[0])
        XCTAssertTrue(
            r.warnings[1].hasSuffix(
                "UITabBarController.selectedViewController: the controller is not one of its tabs; ignored"),
            r.warnings[1])
    }

    func testTheKeyWindowIsKnownAfterTheTransitionCompletes() throws {
        ScriptedAnimator.script = HeldOutGaps35Scripts.keyWindowAfterCompleting
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks, ["key window after completing: ok", "the container's root: ok"])
    }

    func testATagIsTheHostsSoOtherPluginsSeeIt() throws {
        ScriptedAnimator.script = HeldOutGaps35Scripts.tags
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks, ["found by its tag: ok", "a huge tag read back: ok", "default: ok"])
        XCTAssertEqual(r.warnings, [])
        func tree(_ v: View) -> [View] { [v] + v.subviews.flatMap(tree) }
        let tagged = tree(r.rig.container.rootView.root).filter { $0.layer.tag == 77 }
        XCTAssertEqual(tagged.count, 1, "the host's view carries the tag")
    }
}
