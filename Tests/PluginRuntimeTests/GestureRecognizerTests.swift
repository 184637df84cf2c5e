import AnimationCore
import CAnimatorABI
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// Interaction controllers that own their gesture recognizer (GestureSDKPlugins.swift), fed
/// by scripted pointer input: the pan's translation and velocity, the edge pan's edge test and
/// incremental translation, finish and cancel decided from the handler.
final class GestureRecognizerTests: XCTestCase {
    /// An ``InteractionRig`` run of `descriptor`'s plugin, `script` scheduled.
    private func start(_ descriptor: UnsafeRawPointer, _ script: String) throws -> (
        TransitionRig<ContainerViewController>, PluginInteraction, RecordingAnimator
    ) {
        let r = try InteractionRig(descriptor, script)
        return (r.rig, r.interaction, r.animator)
    }

    private func lines(_ h: TransitionRig<ContainerViewController>, _ prefix: String) -> [String] {
        InteractionRig.logged(h, prefix)
    }

    /// A plain conformer's pan: the transition follows the translation over the width, and a
    /// release past half way finishes it.
    func testAPlainConformersPanScrubsAndFinishes() throws {
        let (h, _, rec) = try start(
            plainPanPluginDescriptor(), "press 250 200; move -200 0 over 0.5; wait 0.1; release")
        h.run(toFrame: 33)  // 0.55 s: the move is over
        let ctx = try XCTUnwrap(h.container.currentTransition)
        XCTAssertTrue(ctx.isInteractive)
        assertClose(ctx.percentComplete, 200.0 / 320, 1e-9, "the whole move over the width")
        h.runUntilIdle()
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
        XCTAssertEqual(rec.ended, [true])
        let pan = lines(h, "pan ")
        XCTAssertTrue(pan.first?.hasPrefix("began") ?? false, "\(pan)")
        XCTAssertTrue(pan.contains { $0.hasPrefix("changed") })
        XCTAssertEqual(pan.last, "ended -200 v 0", "released after a pause: no velocity")
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// The same pan released before half way cancels.
    func testAShortPanCancels() throws {
        let (h, _, rec) = try start(plainPanPluginDescriptor(), "press 250 200; move -60 0 over 0.5; wait 0.1; release")
        h.runUntilIdle()
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(false)")
        XCTAssertEqual(rec.ended, [false])
        XCTAssertEqual(h.container.selectedIndex, 0)
    }

    /// The edge pan begins from the right edge, adds up incremental translations, and
    /// finishes; its subclass declares its own `transitionContext` without a clash.
    func testAnEdgePanFromItsEdgeDrivesThePercentDrivenTransition() throws {
        let (h, _, _) = try start(edgePanPluginDescriptor(), "press 315 200; move -160 0 over 0.5; wait 0.1; release")
        h.run(toFrame: 33)
        let ctx = try XCTUnwrap(h.container.currentTransition)
        assertClose(ctx.percentComplete, 0.5, 1e-9, "160 of 320 points, added up step by step")
        h.runUntilIdle()
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
        let edge = lines(h, "edge ")
        XCTAssertTrue(edge.first?.hasPrefix("began") ?? false, "\(edge)")
        XCTAssertEqual(edge.last, "ended 50")
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// A pan that starts away from the edge never begins the edge recognizer.
    func testAPanAwayFromTheEdgeIsNotAnEdgePan() throws {
        let (h, _, _) = try start(edgePanPluginDescriptor(), "press 200 200; move -160 0 over 0.5; release")
        h.run(toFrame: 40)
        let ctx = try XCTUnwrap(h.container.currentTransition)
        XCTAssertEqual(ctx.percentComplete, 0)
        XCTAssertEqual(lines(h, "edge "), [])
        ctx.cancelInteractiveTransition()
        h.runUntilIdle()
        XCTAssertEqual(h.container.selectedIndex, 0)
    }

    /// A pinch (the `pinch` signals) scrubs by 1 − scale with its velocity; a double tap
    /// finishes; a single tap does nothing.
    func testAPinchScrubsAndADoubleTapFinishes() throws {
        let (h, _, _) = try start(
            pinchTapPluginDescriptor(),
            "wait 0.1; signal pinch 0.8; wait 0.1; signal pinch 0.6; wait 0.1; press 50 50; release; wait 0.5; press 60 60; release; wait 0.1; press 60 60; release"
        )
        h.run(toFrame: 20)
        let ctx = try XCTUnwrap(h.container.currentTransition)
        assertClose(ctx.percentComplete, 0.4, 1e-9, "1 - 0.6")
        h.runUntilIdle()
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
        let pinch = h.log.texts([.plugin]).filter { $0.contains("]: pinch") }
        XCTAssertEqual(pinch.count, 2, "\(pinch)")
        XCTAssertTrue(pinch[0].hasSuffix("pinch began 0.8 v 0.0"), pinch[0])
        XCTAssertTrue(pinch[1].contains("pinch changed 0.6"), pinch[1])
        let v = Double(pinch[1].components(separatedBy: " v ").last ?? "") ?? 0
        assertClose(v, -2, 1e-6, "-0.2 in 0.1 s")
        let taps = h.log.texts([.plugin]).filter { $0.contains("]: tap") }
        XCTAssertEqual(taps.count, 1, "one double tap (the first tap was alone): \(taps)")
        XCTAssertTrue(taps.first?.hasSuffix("tap ended at CGPoint(x: 60.0, y: 60.0)") ?? false, "\(taps)")
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// Presses are an ABI 1.1 event: a plugin whose descriptor says 1.0 never gets them (here
    /// the same plugin with its descriptor's minor set to 0: its double tap never happens),
    /// while pans, signals and ticks still arrive.
    func testAPluginBuiltFor1_0GetsNoPresses() throws {
        let copy = UnsafeMutablePointer<animator_plugin_descriptor>.allocate(capacity: 1)
        copy.initialize(to: pinchTapPluginDescriptor().assumingMemoryBound(to: animator_plugin_descriptor.self).pointee)
        copy.pointee.abi_minor = 0
        copy.pointee.id = UnsafePointer(strdup("test.swift-pinch-tap-1-0"))
        let (h, _, _) = try start(
            UnsafeRawPointer(copy),
            "wait 0.1; signal pinch 0.7; wait 0.1; press 60 60; release; wait 0.1; press 60 60; release")
        h.run(toFrame: 40)
        XCTAssertEqual(h.log.texts([.plugin]).filter { $0.contains("]: tap") }, [])
        XCTAssertEqual(h.log.texts([.plugin]).filter { $0.contains("]: pinch") }.count, 1, "signals still arrive")
        XCTAssertNotNil(h.container.currentTransition, "not finished by a tap")
    }

    /// The script's `pinch` step drives the same recognizer: 1 → 0.4 over 0.1 s scrubs to
    /// 1 − 0.4 (the pinch ends at 0.4, so the plugin does not cancel), a double tap finishes.
    func testThePinchStepDrivesAPinchRecognizer() throws {
        let (h, _, _) = try start(
            pinchTapPluginDescriptor(),
            "wait 0.1; pinch 160 240 to 0.4 over 0.1; wait 0.1; press 60 60; release; wait 0.1; press 60 60; release")
        h.run(toFrame: 15)
        let ctx = try XCTUnwrap(h.container.currentTransition)
        assertClose(ctx.percentComplete, 0.6, 1e-9)
        h.runUntilIdle()
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
        XCTAssertEqual(h.log.diagnostics, [])
    }
}
