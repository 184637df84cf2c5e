import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// Shape layers and masks in the engine: the render model's fill and stroke items, explicit
/// animations of `path`, `strokeEnd`, `fillColor` and `shadowOpacity`, masks that share the
/// masked layer's time, and the journal restoring them.
final class ShapeLayerTests: XCTestCase {
    private var engine: AnimationEngine!
    private var root: View!
    private var shape: View!

    override func setUp() {
        engine = makeEngine()
        root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 300), title: "root")
        shape = View(engine: engine, frame: Rect(x: 100, y: 50, width: 200, height: 200), title: "shape")
        try! root.addSubview(shape)
    }

    private func circle(_ r: Double) -> Path { PathTests.circle(Point(x: 100, y: 100), r) }

    func testAShapeLayerGivesAFillThenAStrokeItemAboveItsBoundsInRootCoordinates() throws {
        shape.layer.path = Path([
            .move(Point(x: 0, y: 0)), .line(Point(x: 200, y: 0)), .line(Point(x: 0, y: 200)), .close
        ])
        shape.layer.fillColor = Color(rgb: 0x336699)
        shape.layer.strokeColor = Color(rgb: 0xFF0000)
        shape.layer.lineWidth = 4
        shape.layer.extras.fillRule = .evenOdd
        let frame = RenderModel.evaluate(shape.root, presentation: false)
        let mine = frame.items.filter { $0.id == shape.id }
        XCTAssertEqual(mine.count, 3, "bounds, fill, stroke")
        XCTAssertTrue(mine[0].polygons.isEmpty)
        let fill = mine[1], stroke = mine[2]
        XCTAssertEqual(
            fill.polygons, [[Point(x: 100, y: 50), Point(x: 300, y: 50), Point(x: 100, y: 250)]],
            "moved by the layer's position")
        XCTAssertEqual(fill.fillRule, .evenOdd)
        XCTAssertEqual(fill.color, Color(rgb: 0x336699))
        XCTAssertEqual(stroke.color, Color(rgb: 0xFF0000))
        XCTAssertEqual(stroke.fillRule, .nonZero, "strokes are unions")
        XCTAssertEqual(stroke.polygons.count, 3 + 3, "three sides and three joins (closed)")
        // A stroke 4 wide around the triangle: the sides' rectangles have area 4 × length.
        let sides = 200.0 + 200 + 200 * 2.0.squareRoot()
        let rects = stroke.polygons.prefix(3).reduce(0) { $0 + $1.signedArea }
        XCTAssertEqual(rects, 4 * sides, accuracy: 1e-9)
        // No path: no shape items; a clear fill: only the stroke.
        shape.layer.fillColor = .clear
        XCTAssertEqual(RenderModel.evaluate(root, presentation: false).items.filter { $0.id == shape.id }.count, 2)
        shape.layer.path = nil
        XCTAssertEqual(RenderModel.evaluate(root, presentation: false).items.filter { $0.id == shape.id }.count, 1)
    }

    func testShapesFollowTransformsAndAreClippedByTheirOwnBoundsOnlyWhenMasking() throws {
        shape.layer.path = Path([
            .move(Point(x: -50, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)), .close
        ])
        shape.layer.transform = .scale(2, 2)
        let frame = RenderModel.evaluate(root, presentation: false)
        let fill = try XCTUnwrap(frame.items.first { $0.id == shape.id && !$0.polygons.isEmpty })
        // Scaled 2× about the centre (200, 150): local (x, y) → (200 + 2 (x − 100), 150 + 2 (y − 100)).
        XCTAssertEqual(fill.polygons[0][0], Point(x: -100, y: -50))
        XCTAssertEqual(fill.polygons[0][1], Point(x: 20, y: -50))
        XCTAssertTrue(fill.clips.isEmpty, "a shape may draw outside its bounds")
        shape.clipsToBounds = true
        let clipped = try XCTUnwrap(
            RenderModel.evaluate(root, presentation: false).items.first { $0.id == shape.id && !$0.polygons.isEmpty })
        XCTAssertEqual(clipped.clips.count, 1, "masksToBounds clips the layer's own shape")
    }

    func testAPathAnimationMorphsBetweenPathsOfOneStructureAndShowsTheModelAfter() throws {
        shape.layer.path = circle(100)
        var spec = ExplicitAnimation(keyPath: .property(.path), from: .scalar(0), to: .scalar(1), duration: 1)
        spec.paths = [circle(10), circle(100)]
        var stopped: [Bool] = []
        try engine.addExplicit(spec, to: shape.layer, didStop: { stopped.append($0) })
        engine.advance(to: 0.5)
        PathTests.assertClose(shape.layer.presentationPath, circle(55), "linear: halfway between radius 10 and 100")
        XCTAssertEqual(shape.layer.path, circle(100), "the model is the caller's")
        let frame = RenderModel.evaluate(root)
        let fill = try XCTUnwrap(frame.items.first { $0.id == shape.id && !$0.polygons.isEmpty })
        XCTAssertEqual(
            abs(fill.polygons[0].signedArea), Double.pi * 55 * 55, accuracy: 0.01 * Double.pi * 55 * 55,
            "the drawn circle")
        engine.advance(to: 1)
        engine.runReadyCompletions()
        PathTests.assertClose(shape.layer.presentationPath, circle(100))
        XCTAssertEqual(stopped, [true])
        XCTAssertTrue(engine.isIdle)
    }

    func testPathKeyframesMissingEndsAndRefusals() throws {
        shape.layer.path = circle(30)
        var keys = ExplicitAnimation(
            keyPath: .property(.path),
            keyframes: KeyframeTrack(values: [.scalar(0), .scalar(1), .scalar(2)], keyTimes: [0, 0.5, 1]),
            duration: 2)
        keys.paths = [circle(10), circle(50), circle(20)]
        try engine.addExplicit(keys, to: shape.layer)
        engine.advance(to: 0.5)
        PathTests.assertClose(
            shape.layer.presentationPath, circle(30), "a quarter of the way: halfway through the first segment")
        engine.advance(to: 1.5)
        PathTests.assertClose(shape.layer.presentationPath, circle(35))
        // to alone: from what is shown now (radius 35).
        var to = ExplicitAnimation(keyPath: .property(.path), to: .scalar(0), duration: 1)
        to.paths = [circle(75)]
        try engine.addExplicit(to, to: shape.layer)
        engine.advance(to: 2.0)
        PathTests.assertClose(shape.layer.presentationPath, circle(55))
        var bad = ExplicitAnimation(keyPath: .property(.path), to: .scalar(3), duration: 1)
        bad.paths = [circle(1)]
        XCTAssertThrowsError(try engine.addExplicit(bad, to: shape.layer)) {
            XCTAssertEqual("\($0)", "path animation: value scalar(3.0) names none of the 1 paths given")
        }
        var by = ExplicitAnimation(keyPath: .property(.path), by: .scalar(0), duration: 1)
        by.paths = [circle(1)]
        XCTAssertThrowsError(try engine.addExplicit(by, to: shape.layer))
        // Different structures: no in-between, the nearer path.
        var jump = ExplicitAnimation(keyPath: .property(.path), from: .scalar(0), to: .scalar(1), duration: 1)
        let triangle = Path([.move(.zero), .line(Point(x: 1, y: 0)), .close])
        jump.paths = [triangle, circle(5)]
        try engine.addExplicit(jump, to: shape.layer)
        engine.advance(to: 2.4)
        PathTests.assertClose(shape.layer.presentationPath, triangle)
        engine.advance(to: 2.6)
        PathTests.assertClose(shape.layer.presentationPath, circle(5))
    }

    func testStrokeEndFillColorAndShadowOpacityAnimateExplicitlyButNotInAnimationBlocks() throws {
        shape.layer.path = circle(50)
        try engine.addExplicit(
            ExplicitAnimation(keyPath: .property(.strokeEnd), from: .scalar(0), to: .scalar(1), duration: 2),
            to: shape.layer)
        try engine.addExplicit(
            ExplicitAnimation(keyPath: .property(.fillColor), from: .color(.black), to: .color(.white), duration: 2),
            to: shape.layer)
        try engine.addExplicit(
            ExplicitAnimation(keyPath: .property(.shadowOpacity), to: .scalar(0.8), duration: 2), to: shape.layer)
        try engine.addExplicit(
            ExplicitAnimation(keyPath: .property(.lineWidth), to: .scalar(9), duration: 2), to: shape.layer)
        engine.advance(to: 0.5)
        let p = shape.layer.presentation
        XCTAssertEqual(p.strokeEnd, 0.25, accuracy: 1e-12)
        XCTAssertEqual(p.fillColor, Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))
        XCTAssertEqual(p.shadowOpacity, 0.2, accuracy: 1e-12, "from the shown 0")
        XCTAssertEqual(p.lineWidth, 3, accuracy: 1e-12, "from the default 1 to 9, a quarter")
        XCTAssertEqual(p.opacity, 1, "other properties untouched")
        engine.advance(to: 3)
        // In a UIView animation block these properties change at once, as in UIKit.
        engine.animate(
            withDuration: 1,
            animations: {
                shape.layer.strokeEnd = 0.5
                shape.layer.shadowOpacity = 0.3
            })
        XCTAssertEqual(shape.layer.presentation.strokeEnd, 0.5)
        XCTAssertEqual(shape.layer.presentation.shadowOpacity, 0.3)
        engine.runReadyCompletions()
        XCTAssertTrue(engine.isIdle, "nothing animated")
    }

    func testAMaskGivesEveryItemOfTheSubtreeAMaskDrawnInTheMaskedLayersCoordinates() throws {
        let child = View(engine: engine, frame: Rect(x: 10, y: 10, width: 20, height: 20), title: "child")
        try shape.addSubview(child)
        let mask = View(engine: engine, frame: Rect(x: 50, y: 60, width: 100, height: 80))
        mask.layer.path = circle(40)
        mask.alpha = 0.5
        shape.alpha = 0.8
        shape.mask = mask
        XCTAssertNil(mask.superview)
        XCTAssertTrue(mask.layer.superlayer === shape.layer, "it takes its time from the masked layer")
        let frame = RenderModel.evaluate(root, presentation: false)
        XCTAssertEqual(frame.masks.count, 1)
        for item in frame.items where item.id == shape.id || item.id == child.id { XCTAssertEqual(item.masks, [0]) }
        XCTAssertEqual(frame.items.first { $0.id == root.id }?.masks, [], "not the parent")
        let maskItems = frame.masks[0].items
        XCTAssertEqual(maskItems.count, 2, "the mask's bounds and its shape")
        XCTAssertEqual(
            maskItems[0].corners[0], Point(x: 150, y: 110), "the mask's frame is in the masked layer's coordinates")
        XCTAssertEqual(maskItems[0].alpha, 0.5, "the mask's own opacity, not the masked layer's")
        XCTAssertFalse(frame.items.contains { $0.id == mask.id }, "a mask is not drawn as content")
        // Adding the mask view to the hierarchy stops it masking; setting nil clears it.
        try root.addSubview(mask)
        XCTAssertNil(shape.mask)
        XCTAssertTrue(mask.layer.superlayer === root.layer)
        shape.mask = mask
        XCTAssertNil(mask.superview, "taken out of the hierarchy")
        shape.mask = nil
        XCTAssertNil(mask.layer.superlayer)
        XCTAssertTrue(RenderModel.evaluate(root, presentation: false).masks.isEmpty)
    }

    func testAMasksAnimationsFollowTheMaskedLayersTime() throws {
        let mask = View(engine: engine, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        mask.layer.path = circle(100)
        shape.mask = mask
        var spec = ExplicitAnimation(keyPath: .property(.path), from: .scalar(0), to: .scalar(1), duration: 1)
        spec.paths = [circle(0), circle(100)]
        try engine.addExplicit(spec, to: mask.layer)
        engine.advance(to: 0.25)
        PathTests.assertClose(mask.layer.presentationPath, circle(25))
        // Freeze the masked layer's time (as a paused interactive transition freezes its
        // container): the mask's animation stops with it.
        var t = shape.layer.timing
        t.speed = 0
        t.timeOffset = 0.25
        shape.layer.timing = t
        engine.advance(to: 0.75)
        PathTests.assertClose(mask.layer.presentationPath, circle(25), "paused with the masked layer")
    }

    func testTheJournalPutsPathsMasksAndShapeStylesBack() throws {
        let journal = ChangeJournalProbe(engine: engine)
        let mask = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        journal.start()
        shape.layer.path = circle(20)
        shape.layer.strokeEnd = 0.3
        shape.layer.extras.lineCap = .round
        shape.mask = mask
        journal.restore()
        XCTAssertNil(shape.layer.path)
        XCTAssertEqual(shape.layer.strokeEnd, 1)
        XCTAssertEqual(shape.layer.extras.lineCap, .butt)
        XCTAssertNil(shape.mask)
        XCTAssertNil(mask.layer.superlayer, "the mask no longer takes its time from it")
    }
}

extension ShapeLayerTests {
    /// `shadowPath`: the shadow is cast by the path's bounding box (offset), not the bounds.
    func testAShadowPathCastsTheShadowFromItsBoundingBox() throws {
        shape.layer.shadowOpacity = 0.5
        shape.layer.extras.shadowOffset = Point(x: 3, y: 4)
        shape.layer.extras.shadowPath = PathTests.circle(Point(x: 50, y: 60), 20)
        let items = RenderModel.evaluate(root, presentation: false).items.filter { $0.id == shape.id }
        let shadow = try XCTUnwrap(items.first { $0.blur > 0 })
        XCTAssertEqual(shadow.size, Size(width: 40, height: 40))
        XCTAssertEqual(shadow.corners[0], Point(x: 100 + 30 + 3, y: 50 + 40 + 4))
        shape.layer.extras.shadowPath = nil
        let plain = try XCTUnwrap(
            RenderModel.evaluate(root, presentation: false).items.first { $0.id == shape.id && $0.blur > 0 })
        XCTAssertEqual(plain.size, Size(width: 200, height: 200))
    }
}

/// The journal's recording, done here with the engine's change observers (the journal itself
/// lives in HostContainer): records each layer's model and extras the first time it changes.
final class ChangeJournalProbe {
    private let engine: AnimationEngine
    private var entries: [(Layer, LayerState, LayerExtras)] = []
    private var seen: Set<Int> = []
    init(engine: AnimationEngine) { self.engine = engine }
    func start() {
        _ = engine.addChangeObserver { [unowned self] layer in
            guard self.seen.insert(layer.id).inserted else { return }
            self.entries.append((layer, layer.model, layer.extras))
        }
    }
    func restore() { for (l, s, x) in entries { l.restore(s, title: l.title, extras: x) } }
}
