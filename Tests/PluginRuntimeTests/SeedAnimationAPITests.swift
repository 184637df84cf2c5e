import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The seed-era animation API of the SDK (`beginAnimations` … `commitAnimations` with the
/// `setAnimation…` calls, `setAnimationsEnabled`) through ABI 1.1 `animation_begin` /
/// `animation_commit`, in a real transition.
final class SeedAnimationAPITests: XCTestCase {
    func testBeginCommitBlocksAnimateWithTheirParameters() throws {
        ScriptedAnimator.script = SeedAnimationScripts.blocks
        let plugin = try LoadedPlugin.inTest(scriptedPluginDescriptor())
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(plugin))
        let ctx = try h.select(1)
        let b = h.children[1].view, a = h.children[0].view
        let box = try XCTUnwrap(ctx.containerView.subviews.first { $0.title == "box" })
        h.step(16)  // 0.25 s (the first frame is at 0)
        assertClose(b.layer.presentation.opacity, 0.25, 1e-9, "linear over 1 s")
        assertClose(box.layer.presentation.position.x, 100, 1e-9, "a quarter of the way there and back")
        XCTAssertEqual(a.layer.presentation.opacity, 0.5, "animations off: at once")
        h.step(21)  // 0.6 s
        assertClose(box.layer.presentation.position.x, 130, 1e-9, "0.1 s into the way back")
        h.step(30)  // 1.1 s
        assertClose(box.layer.presentation.position.x, 70, 1e-9, "0.1 s into the second pass")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        assertClose(
            try XCTUnwrap(h.log.first(prefix: "completeTransition(true)")).time, 1.0, 1e-9, "the block's completion")
        let checks = h.log.texts([.plugin]).compactMap { l in l.range(of: "check ").map { String(l[$0.upperBound...]) }
        }
        XCTAssertEqual(checks.filter { !$0.hasSuffix(": ok") }, [])
        XCTAssertEqual(
            Set(checks),
            [
                "no block: ok", "default duration: ok", "duration set: ok", "switched off: ok", "switched on: ok",
                "empty block: ok", "off completion: ok", "fade finished: ok"
            ])
        XCTAssertEqual(box.center.x, 150, "the model holds the end")
        XCTAssertEqual(h.log.diagnostics, [])
    }

    func testABlockLeftOpenIsCommittedAndReported() throws {
        ScriptedAnimator.script = SeedAnimationScripts.leftOpen
        let plugin = try LoadedPlugin.inTest(scriptedPluginDescriptor())
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(plugin))
        let ctx = try h.select(1)
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(h.log.diagnostics.count, 1)
        XCTAssertTrue(
            h.log.diagnostics.first?.contains("animateTransition returned with 1 animation block still open") ?? false,
            "\(h.log.diagnostics)")
        XCTAssertEqual(h.children[1].view.alpha, 1)
    }
}
