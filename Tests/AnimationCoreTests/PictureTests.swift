import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// Pictures (the host's images): a view's items frozen in its own coordinates, cropped,
/// composed under transforms, and drawn as a layer's contents stretched over its bounds, with
/// their clips and masks carried along.
final class PictureTests: XCTestCase {
    private var engine: AnimationEngine!
    private var root: View!
    private var card: View!
    private var dot: View!

    override func setUp() {
        engine = makeEngine()
        root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 300))
        card = View(
            engine: engine, frame: Rect(x: 50, y: 60, width: 100, height: 80), title: "card",
            backgroundColor: Color(rgb: 0x2F6FDE))
        dot = View(
            engine: engine, frame: Rect(x: 10, y: 20, width: 30, height: 30), title: "dot", backgroundColor: .white)
        try! root.addSubview(card)
        try! card.addSubview(dot)
        card.layer.transform = .scale(2, 2)  // not in the picture: it is the view in its own coordinates
        card.alpha = 0.5
    }

    func testAPictureIsTheViewInItsOwnCoordinatesCutToItsBounds() throws {
        let p = Picture.of(card, presentation: false)
        XCTAssertEqual(p.size, Size(width: 100, height: 80))
        let items = p.frame.items
        XCTAssertEqual(items.map(\.title), ["card", "dot"])
        XCTAssertEqual(
            items[0].corners, [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 80), Point(x: 0, y: 80)])
        XCTAssertEqual(items[1].corners[0], Point(x: 10, y: 20))
        XCTAssertEqual(items[1].alpha, 0.5, "its opacity is in it")
        XCTAssertEqual(items[1].clips.first, items[0].corners, "cut to the picture")
        XCTAssertEqual(items[1].id, dot.id, "items keep the ids of the views they picture")
        let crop = Picture.of(card, presentation: false, rect: Rect(x: 5, y: 10, width: 40, height: 40))
        XCTAssertEqual(crop.size, Size(width: 40, height: 40))
        XCTAssertEqual(crop.frame.items[1].corners[0], Point(x: 5, y: 10), "the rect's origin at (0, 0)")
    }

    func testComposingPlacesEachPictureThroughItsTransform() throws {
        let a = Picture.of(dot, presentation: false)
        let p = Picture.composed(
            size: Size(width: 200, height: 100), [(a.frame, .translation(100, 0)), (a.frame, Transform3D.scale(2, 2))])
        XCTAssertEqual(p.frame.items.count, 2)
        XCTAssertEqual(p.frame.items[0].corners[2], Point(x: 130, y: 30))
        XCTAssertEqual(p.frame.items[1].corners[2], Point(x: 60, y: 60))
        XCTAssertEqual(
            p.frame.items[1].size, Size(width: 30, height: 30), "own coordinates unchanged: radii and titles stay exact"
        )
    }

    func testContentsAreStretchedOverTheBoundsThroughTheLayersMap() throws {
        let picture = Picture.of(card, presentation: false)
        let holder = View(engine: engine, frame: Rect(x: 200, y: 100, width: 50, height: 40))
        try root.addSubview(holder)
        holder.layer.extras.contents = picture
        holder.alpha = 0.8
        let items = RenderModel.evaluate(root, presentation: false).items
        let shown = items.filter { $0.id == dot.id }
        XCTAssertEqual(shown.count, 2, "the live dot and its picture")
        let pictured = try XCTUnwrap(shown.last)
        // Half size: (10, 20) in the picture is (5, 10) in the holder, at (200, 100).
        XCTAssertEqual(pictured.corners[0], Point(x: 205, y: 110))
        XCTAssertEqual(pictured.corners[2], Point(x: 220, y: 125))
        XCTAssertEqual(pictured.alpha, 0.5 * 0.8, accuracy: 1e-12, "the picture's opacity times the holder's")
        XCTAssertLessThan(
            try XCTUnwrap(items.firstIndex { $0.id == holder.id }), try XCTUnwrap(items.lastIndex { $0.id == dot.id }),
            "over the holder's background")
        // The contents survive a snapshot, and a mask inside a picture is carried with it.
        let masked = View(engine: engine, frame: Rect(x: 0, y: 0, width: 20, height: 20), backgroundColor: .black)
        let maskView = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10), backgroundColor: .black)
        masked.mask = maskView
        let withMask = Picture.of(masked, presentation: false)
        holder.layer.extras.contents = withMask
        let frame = RenderModel.evaluate(root, presentation: false)
        XCTAssertEqual(frame.masks.count, 1)
        XCTAssertEqual(frame.items.first { $0.id == masked.id }?.masks, [0])
        XCTAssertEqual(
            frame.masks[0].items.first?.corners[2], Point(x: 225, y: 120), "the mask placed with its picture")
        XCTAssertTrue(holder.snapshotView(afterScreenUpdates: true).layer.extras.contents === withMask)
    }
}
