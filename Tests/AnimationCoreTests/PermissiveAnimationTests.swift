import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// Core Animation's permissive side in the engine: every property it documents as animatable
/// animates through explicit animations (the border, the shadow's colour, radius, offset and
/// path, the anchor point, the z position, the sublayer transform, the dash phase), each
/// against its closed form at fixed times and in the render model; removing a key that has no
/// animation is a no-op; gradient stops anywhere on (or beyond) the axis draw as Core Animation
/// draws them.
final class PermissiveAnimationTests: XCTestCase {
    var engine: AnimationEngine!
    var root: View!
    var view: View!

    override func setUp() {
        engine = AnimationEngine()
        root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 300))
        view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 50), title: "v")
        try! root.addSubview(view)
    }

    private func add(_ path: String, from: AnimatableValue? = nil, to: AnimatableValue? = nil, duration: Double = 1)
        throws
    {
        let keyPath = try XCTUnwrap(LayerKeyPath(path), "\(path) parses")
        try engine.addExplicit(
            ExplicitAnimation(keyPath: keyPath, from: from, to: to, duration: duration), to: view.layer)
    }

    func testEveryDocumentedAnimatableKeyPathParses() {
        for k in [
            "anchorPoint", "zPosition", "borderWidth", "borderColor", "shadowColor", "shadowRadius", "shadowOffset",
            "shadowPath",
            "sublayerTransform", "lineDashPhase", "shadowOpacity", "cornerRadius", "colors", "locations", "path",
            "strokeEnd"
        ] {
            XCTAssertNotNil(LayerKeyPath(k), k)
            XCTAssertTrue(LayerKeyPath.supported.contains(k), "\(k) is listed in refusals' messages")
        }
        XCTAssertNil(LayerKeyPath("borderwidth"), "spelled as Core Animation spells it")
    }

    func testBorderWidthAndColourMoveLinearlyAndTheModelStays() throws {
        view.layer.borderWidth = 2
        try add("borderWidth", to: .scalar(12))
        try add(
            "borderColor", from: .color(Color(red: 1, green: 0, blue: 0)), to: .color(Color(red: 0, green: 0, blue: 1)))
        engine.advance(to: 0)
        engine.advance(to: 0.3)
        let x = view.layer.presentationExtras
        XCTAssertEqual(x.borderWidth, 2 + 10 * 0.3, accuracy: 1e-12, "from what is shown (2) to 12, linear")
        XCTAssertEqual(x.borderColor.red, 0.7, accuracy: 1e-12)
        XCTAssertEqual(x.borderColor.blue, 0.3, accuracy: 1e-12)
        XCTAssertEqual(view.layer.borderWidth, 2, "the model does not change")
        // The render model draws what is shown: the border item's width.
        let border = RenderModel.evaluate(root, presentation: true).items.first { $0.id == view.id && $0.border > 0 }
        XCTAssertEqual(try XCTUnwrap(border).border, 5, accuracy: 1e-12)
        XCTAssertEqual(
            RenderModel.evaluate(root, presentation: false).items.first { $0.id == view.id && $0.border > 0 }?.border,
            2,
            "the model's render shows the model")
        engine.advance(to: 1.01)
        XCTAssertEqual(view.layer.presentationExtras.borderWidth, 2, "removed at its end: the model shows again")
        XCTAssertTrue(engine.isIdle)
    }

    func testShadowRadiusColourAndOffsetAnimateAndDraw() throws {
        view.layer.shadowOpacity = 1
        try add("shadowRadius", from: .scalar(0), to: .scalar(20), duration: 2)
        // A size, as CGSize reaches the engine: a rect at the origin.
        try add(
            "shadowOffset", from: .rect(Rect(x: 0, y: 0, width: 0, height: 0)),
            to: .rect(Rect(x: 0, y: 0, width: 10, height: 30)), duration: 2)
        try add("shadowColor", to: .color(Color(red: 1, green: 1, blue: 1)), duration: 2)
        engine.advance(to: 0)
        engine.advance(to: 0.5)
        let x = view.layer.presentationExtras
        XCTAssertEqual(x.shadowRadius, 5, accuracy: 1e-12)
        XCTAssertEqual(x.shadowOffset.x, 2.5, accuracy: 1e-12)
        XCTAssertEqual(x.shadowOffset.y, 7.5, accuracy: 1e-12)
        XCTAssertEqual(
            x.shadowColor.green, 0.25, accuracy: 1e-12, "from black (Core Animation's default) a quarter of the way")
        let shadow = try XCTUnwrap(
            RenderModel.evaluate(root, presentation: true).items.first { $0.id == view.id && $0.blur > 0 })
        XCTAssertEqual(shadow.blur, 2.5, accuracy: 1e-12, "radius ÷ 2")
        XCTAssertEqual(shadow.corners[0].x, 2.5, accuracy: 1e-9, "the shadow's quad is offset")
        XCTAssertEqual(shadow.corners[0].y, 7.5, accuracy: 1e-9)
    }

    func testAnchorPointAndZPositionAnimateInTheState() throws {
        try add("anchorPoint", from: .point(Point(x: 0.5, y: 0.5)), to: .point(Point(x: 0, y: 0)))
        try add("zPosition", to: .scalar(40))
        engine.advance(to: 0)
        engine.advance(to: 0.5)
        let p = view.layer.presentation
        XCTAssertEqual(p.anchorPoint.x, 0.25, accuracy: 1e-12)
        XCTAssertEqual(p.zPosition, 20, accuracy: 1e-12)
        // The position stays (50, 25): the layer shifts by the anchor's move, as in Core Animation.
        XCTAssertEqual(p.frame.origin.x, 50 - 0.25 * 100, accuracy: 1e-12)
        XCTAssertEqual(view.layer.anchorPoint, Point(x: 0.5, y: 0.5), "the model does not change")
        engine.advance(to: 1.5)
        XCTAssertEqual(view.layer.presentation.anchorPoint, Point(x: 0.5, y: 0.5), "back to the model once removed")
        XCTAssertEqual(view.layer.presentation.zPosition, 0)
    }

    func testSublayerTransformAndDashPhaseAnimate() throws {
        try add("sublayerTransform", from: .transform(.identity), to: .transform(.scale(3, 3, 1)))
        try add("lineDashPhase", from: .scalar(0), to: .scalar(8))
        engine.advance(to: 0)
        engine.advance(to: 0.5)
        let x = view.layer.presentationExtras
        XCTAssertEqual(x.sublayerTransform.m11, 2, accuracy: 1e-9, "scale 1 → 3, half way")
        XCTAssertEqual(x.lineDashPhase, 4, accuracy: 1e-12)
    }

    func testShadowPathAnimatesFromTheBoundsWhenItHasNone() throws {
        let target = Path([
            .move(Point(x: 0, y: 0)), .line(Point(x: 200, y: 0)), .line(Point(x: 200, y: 150)),
            .line(Point(x: 0, y: 150)), .close
        ])
        var spec = ExplicitAnimation(keyPath: .property(.shadowPath), to: .scalar(0), duration: 1)
        spec.paths = [target]
        try engine.addExplicit(spec, to: view.layer)
        engine.advance(to: 0)
        engine.advance(to: 0.5)
        let box = try XCTUnwrap(view.layer.presentationExtras.shadowPath).boundingBox
        XCTAssertEqual(box.size.width, 150, accuracy: 1e-9, "from the bounds (100 × 50) to 200 × 150, half way")
        XCTAssertEqual(box.size.height, 100, accuracy: 1e-9)
        XCTAssertNil(view.layer.extras.shadowPath, "the model keeps none")
    }

    func testExtrasAnimationsAreNotAdditiveAndKeyframesWork() throws {
        try engine.addExplicit(
            ExplicitAnimation(
                keyPath: .property(.borderWidth),
                keyframes: KeyframeTrack(values: [.scalar(0), .scalar(10), .scalar(4)]), duration: 2), to: view.layer)
        engine.advance(to: 0)
        engine.advance(to: 0.5)
        XCTAssertEqual(view.layer.presentationExtras.borderWidth, 5, accuracy: 1e-12, "half way to the second keyframe")
        engine.advance(to: 1.5)
        XCTAssertEqual(view.layer.presentationExtras.borderWidth, 7, accuracy: 1e-12)
    }

    func testWrongKindsAreStillRefused() {
        XCTAssertThrowsError(try add("borderColor", to: .scalar(1)))
        XCTAssertThrowsError(try add("anchorPoint", to: .scalar(1)))
    }

    func testRemovingAKeyWithNoAnimationIsANoOp() throws {
        try add("opacity", from: .scalar(0), to: .scalar(1))
        XCTAssertFalse(engine.removeAnimation(forKey: "none", from: view.layer), "nothing under that key")
        XCTAssertEqual(view.layer.animations.count, 1, "the other animation is untouched")
    }

    /// The gradient-wipe trick: stops from below 0 to above 1. The colour at each end of the
    /// axis is the one between the stops around it, so the band slides smoothly.
    func testGradientStopsBeyondTheAxisAreInterpolatedAtItsEnds() {
        let white = Color(red: 1, green: 1, blue: 1), black = Color(red: 0, green: 0, blue: 0)
        let g = GradientStyle(colors: [black, white, black], locations: [-0.5, 0.25, 1.5]).rendered(
            size: Size(width: 100, height: 100))
        XCTAssertEqual(g.stops.map(\.location), [0, 0.25, 1])
        // At 0: between −0.5 (black) and 0.25 (white), two thirds of the way.
        XCTAssertEqual(g.stops[0].color.red, 2.0 / 3, accuracy: 1e-12)
        // At 1: between 0.25 (white) and 1.5 (black), 0.6 of the way.
        XCTAssertEqual(g.stops[2].color.red, 0.4, accuracy: 1e-12)
        let beyond = GradientStyle(colors: [black, white], locations: [1.2, 1.4]).rendered(
            size: Size(width: 1, height: 1))
        XCTAssertEqual(beyond.stops.map(\.location), [0, 1])
        XCTAssertEqual(
            beyond.stops.map(\.color), [black, black], "every stop past the end: the first colour extends over the axis"
        )
        let before = GradientStyle(colors: [black, white], locations: [-2, -1]).rendered(
            size: Size(width: 1, height: 1))
        XCTAssertEqual(before.stops.map(\.color), [white, white])
        let backwards = GradientStyle(colors: [black, white, black], locations: [0.6, 0.2, 0.9]).rendered(
            size: Size(width: 1, height: 1))
        XCTAssertEqual(
            backwards.stops.map(\.location), [0.6, 0.6, 0.9],
            "out of order: a stop sits at the largest location before it")
    }
}
