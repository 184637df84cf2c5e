import AnimationCore
import CAnimatorABI
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// Core Animation's permissive semantics through the real ABI, from a Swift animator written
/// as iOS code is (``PermissiveAnimator``): the border, shadow path and gradient locations
/// beyond 0…1 animate, removing a missing key says nothing, and a shape-layer mask's `path`
/// animation lives in its owner's timeline, so a percent-driven scrub moves it exactly as it
/// moves the view and a cancel takes it away.
final class PermissiveAnimationPluginTests: XCTestCase {
    private func start(interactive: Bool) throws -> (
        TransitionRig<ContainerViewController>, TransitionContext, ManualInteraction?
    ) {
        let plugin = try LoadedPlugin.inTest(permissivePluginDescriptor())
        let h = try TransitionRig()
        let animator = try h.animator(plugin)
        var ic: ManualInteraction?
        if interactive { ic = h.manualInteraction(animator: animator) } else { h.delegate(animator: animator) }
        return (h, try h.select(1), ic)
    }

    /// The mask's shown path's bounding box, in the to view's coordinates.
    private func maskBox(_ b: View) throws -> Rect {
        let mask = try XCTUnwrap(b.layer.extras.mask?.view, "the shape layer is the to view's mask")
        return try XCTUnwrap(mask.layer.presentationPath).boundingBox
    }

    func testBorderShadowPathGradientLocationsAndMaskPathAnimateAtTheirClosedForms() throws {
        let (h, ctx, _) = try start(interactive: false)
        let b = h.children[1].view
        let size = b.bounds.size
        h.step(18)
        // The animations were added at the transition's first frame (1/60 s): 17 frames in.
        let t = 17.0 / 60
        let x = b.layer.presentationExtras
        XCTAssertEqual(x.borderWidth, 10 * t, accuracy: 1e-9, "borderWidth 0 → 10, linear")
        let shadow = try XCTUnwrap(x.shadowPath).boundingBox
        XCTAssertEqual(
            shadow.size.width, size.width * (1 + t), accuracy: 1e-6, "shadowPath from the bounds to twice their width")
        let box = try maskBox(b)
        XCTAssertEqual(
            box.size.width, 10 + (size.width - 10) * t, accuracy: 1e-6,
            "the mask's path grows from 10 × 10 to the bounds")
        XCTAssertEqual(box.size.height, 10 + (size.height - 10) * t, accuracy: 1e-6)
        // The gradient's locations at t: [−1, −0.5, 0] + 2t.
        let layer = try XCTUnwrap(b.subviews.first { $0.layer.extras.gradient != nil })
        let g = try XCTUnwrap(layer.layer.presentationGradient)
        let locations = try XCTUnwrap(g.locations)
        for (l, e) in zip(locations, [-1 + 2 * t, -0.5 + 2 * t, 2 * t]) { XCTAssertEqual(l, e, accuracy: 1e-9) }
        let stops = g.rendered(size: layer.bounds.size).stops
        XCTAssertEqual(stops.map(\.location).first, 0)
        // At 0, between black at −1 + 2t and white at −0.5 + 2t: (1 − 2t) ÷ 0.5 of the way to white.
        XCTAssertEqual(stops[0].color.red, (1 - 2 * t) / 0.5, accuracy: 1e-9)
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertFalse(ctx.transitionWasCancelled)
        XCTAssertEqual(
            h.log.diagnostics, [], "nothing refused: every key path animates, and removing a missing key is a no-op")
    }

    /// Through the table, a presentation read of an animated border width or shadow radius is
    /// what is shown, a model read the model (as `layer.presentation()?.borderWidth` on iOS).
    func testPresentationReadsOfExtrasAreWhatIsShown() throws {
        let rig = HostTableRig()
        let (h, view, handle, engine) = (rig.host, rig.view, rig.handle, rig.engine)
        view.layer.borderWidth = 1
        try engine.addExplicit(
            ExplicitAnimation(keyPath: .property(.borderWidth), from: .scalar(0), to: .scalar(8), duration: 1),
            to: view.layer)
        try engine.addExplicit(
            ExplicitAnimation(keyPath: .property(.shadowRadius), from: .scalar(10), to: .scalar(20), duration: 1),
            to: view.layer)
        engine.advance(to: engine.currentTime + 0.25)
        func read(_ p: ap_property, _ source: ap_source) -> Double {
            var out = -1.0
            XCTAssertEqual(h.pointee.view_get_number!(h, handle, p, source, &out), AP_OK)
            return out
        }
        XCTAssertEqual(read(AP_PROP_BORDER_WIDTH, AP_SOURCE_PRESENTATION), 2, accuracy: 1e-9)
        XCTAssertEqual(read(AP_PROP_BORDER_WIDTH, AP_SOURCE_MODEL), 1)
        XCTAssertEqual(read(AP_PROP_SHADOW_RADIUS, AP_SOURCE_PRESENTATION), 12.5, accuracy: 1e-9)
        XCTAssertEqual(read(AP_PROP_SHADOW_RADIUS, AP_SOURCE_MODEL), 3, "Core Animation's default")
        withExtendedLifetime(rig) {}
    }

    func testAPercentDrivenScrubMovesTheMaskPathWithTheViewAndCancelRemovesIt() throws {
        let (h, ctx, ic) = try start(interactive: true)
        let interaction = try XCTUnwrap(ic)
        let b = h.children[1].view
        let size = b.bounds.size
        interaction.update(0.3)
        h.step(2)
        let at30 = try maskBox(b)
        XCTAssertEqual(at30.size.width, 10 + (size.width - 10) * 0.3, accuracy: 1e-6, "scrubbed to 30 %")
        XCTAssertEqual(b.layer.presentationExtras.borderWidth, 3, accuracy: 1e-9, "the border with it")
        interaction.update(0.7)
        h.step(2)
        let at70 = try maskBox(b)
        XCTAssertEqual(
            at70.size.width, 10 + (size.width - 10) * 0.7, accuracy: 1e-6, "scrubbed to 70 %: the mask moved")
        XCTAssertEqual(b.layer.presentationExtras.borderWidth, 7, accuracy: 1e-9)
        // The render model draws the mask's shown path: its items differ between 30 % and 70 %.
        let renders = RenderModel.evaluate(b.root)
        XCTAssertFalse(renders.masks.isEmpty, "the mask is drawn")
        interaction.update(0.3)
        h.step(2)
        XCTAssertEqual(try maskBox(b), at30, "scrubbing back shows the 30 % mask again")
        interaction.cancel()
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertTrue(ctx.transitionWasCancelled)
        XCTAssertNil(b.superview)
        XCTAssertEqual(h.log.diagnostics, [])
    }
}
