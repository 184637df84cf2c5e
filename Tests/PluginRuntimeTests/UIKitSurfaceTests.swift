import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The UIKit side of the SDK through real transitions: the scripts of
/// ScriptedSDKPlugin.swift run as the animator and report their checks through the log.
final class UIKitSurfaceTests: XCTestCase {
    /// The scripted transition's checks and its rig (``runScriptedTransition(file:line:)``).
    private func runScripted(file: StaticString = #filePath, line: UInt = #line) throws -> (
        checks: [String], rig: TransitionRig<ContainerViewController>
    ) {
        let r = try runScriptedTransition(file: file, line: line)
        return (r.checks, r.rig)
    }

    /// The same object for the same host object, every time; a subclass reads back as itself;
    /// weak references to the context, a view and a layer stay set until the transition ends.
    func testObjectsKeepTheirIdentity() throws {
        ScriptedAnimator.script = UIKitSurfaceScripts.identity
        let (checks, _) = try runScripted()
        XCTAssertEqual(checks.count, 14, "\(checks)")
    }

    /// convert(_:to:)/(_:from:) for points and rects through offsets, bounds origins,
    /// rotations and perspective; UIScreen.main and window; tags.
    func testGeometryAndEnvironment() throws {
        ScriptedAnimator.script = UIKitSurfaceScripts.geometry
        let (checks, _) = try runScripted()
        XCTAssertEqual(checks.count, 16, "\(checks)")
    }

    /// notifyWhenInteractionEnds fires once, when the interaction finishes, with a context
    /// that has the transition's container, views and controllers.
    func testTheCoordinatorReportsTheEndOfTheInteractionOnce() throws {
        ScriptedAnimator.script = CoordinatorScripts.interactionEnds
        let plugin = try LoadedPlugin.inTest(scriptedPluginDescriptor())
        let h = try TransitionRig()
        let ic = h.manualInteraction(animator: try h.animator(plugin))
        let ctx = try h.select(1)
        ic.update(0.3)
        h.step(3)
        ic.update(0.5)
        h.step(3)
        ic.finish()
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        let checks = h.log.texts([.plugin]).compactMap { l in l.range(of: "check ").map { String(l[$0.upperBound...]) }
        }
        XCTAssertEqual(checks, ["alongside container: ok", "ends: ok", "context views: ok"])
        XCTAssertEqual(h.log.diagnostics, [])
    }
}

/// Gradient layer animations from the SDK (`colors`, `startPoint`, keyframed `locations`).
final class GradientAnimationSDKTests: XCTestCase {
    func testAGradientLayersPartsAnimateTogether() throws {
        ScriptedAnimator.script = GradientAnimationScripts.animate
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(LoadedPlugin.inTest(scriptedPluginDescriptor())))
        let ctx = try h.select(1)
        let layer = try XCTUnwrap(h.children[1].view.subviews.last?.layer)
        h.step(31)  // 0.5 s
        let shown = try XCTUnwrap(layer.presentationGradient)
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        XCTAssertEqual(shown.colors, [red.interpolated(to: blue, 0.5), blue.interpolated(to: red, 0.5)])
        XCTAssertEqual(shown.startPoint.x, 0.75, accuracy: 1e-9, "from the top middle (0.5, 0) half way to (1, 0)")
        XCTAssertEqual(try XCTUnwrap(shown.locations)[0], 0.5, accuracy: 1e-9, "the middle keyframe")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(layer.presentationGradient, layer.extras.gradient, "the model at the end")
        let checks = h.log.texts([.plugin]).filter { $0.contains("check ") }
        XCTAssertEqual(checks.count, 2)
        XCTAssertFalse(checks.contains { $0.contains("FAILED") }, "\(checks)")
        XCTAssertEqual(h.log.diagnostics, [])
    }
}
