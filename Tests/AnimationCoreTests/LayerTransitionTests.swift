import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// `CATransition` in the engine: the before picture is the tree as it was at the start of the
/// turn (whether the transition is added before or after the changes), the four kinds place
/// the two pictures by their closed forms, and the transition runs, scrubs and stops like any
/// explicit animation.
final class LayerTransitionTests: XCTestCase {
    private var engine: AnimationEngine!
    private var root: View!
    private var box: View!
    private var a: View!

    override func setUp() {
        engine = makeEngine()
        root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 300), title: "root")
        box = View(
            engine: engine, frame: Rect(x: 50, y: 50, width: 200, height: 100), title: "box",
            backgroundColor: Color(rgb: 0x112233))
        a = View(engine: engine, frame: Rect(x: 0, y: 0, width: 200, height: 100), title: "A")
        try! root.addSubview(box)
        try! box.addSubview(a)
        engine.advance(to: 0)  // a new turn: what is above is the last frame's picture
    }

    /// Replaces A by a new view B in the box, and returns B.
    private func swapInB() throws -> View {
        let b = View(engine: engine, frame: Rect(x: 0, y: 0, width: 200, height: 100), title: "B")
        try box.addSubview(b)
        a.removeFromSuperview()
        box.backgroundColor = Color(rgb: 0x445566)
        return b
    }

    private func items(_ title: String, in frame: RenderFrame) -> [RenderItem] {
        frame.items.filter { $0.title == title }
    }

    func testTheBeforePictureIsTheLastFramesWhetherTheTransitionIsAddedBeforeOrAfterTheChanges() throws {
        for addFirst in [true, false] {
            setUp()
            var stops: [Bool] = []
            let spec = LayerTransitionSpec(kind: .push, side: .fromRight, duration: 1, key: "transition")
            if addFirst { engine.addTransition(spec, to: box, didStop: { stops.append($0) }) }
            let b = try swapInB()
            if !addFirst { engine.addTransition(spec, to: box, didStop: { stops.append($0) }) }
            engine.advance(to: 0.25)
            let frame = RenderModel.evaluate(root)
            // Push from the right: B comes in from +200 (three quarters away at a quarter of
            // the time, linear), A leaves towards −200 (a quarter gone).
            let boxes = items("box", in: frame)
            XCTAssertEqual(boxes.count, 2, "addFirst \(addFirst): the box in both pictures")
            let beforeA = try XCTUnwrap(items("A", in: frame).first, "A is in the before picture")
            XCTAssertEqual(beforeA.corners[0], Point(x: 50 - 50, y: 50))
            let liveB = try XCTUnwrap(items("B", in: frame).first)
            XCTAssertEqual(liveB.corners[0], Point(x: 50 + 150, y: 50))
            XCTAssertEqual(liveB.id, b.id, "the after picture is the live view")
            XCTAssertNotEqual(beforeA.id, a.id, "the before picture is a copy")
            XCTAssertEqual(boxes[0].color, Color(rgb: 0x112233), "the before picture's background, drawn first")
            XCTAssertEqual(boxes[1].color, Color(rgb: 0x445566))
            let boxQuad = [Point(x: 50, y: 50), Point(x: 250, y: 50), Point(x: 250, y: 150), Point(x: 50, y: 150)]
            XCTAssertEqual(liveB.clips.last, boxQuad, "both pictures are clipped to the layer's bounds")
            XCTAssertEqual(beforeA.clips.last, boxQuad)
            engine.advance(to: 1)
            engine.runReadyCompletions()
            XCTAssertEqual(stops, [true])
            let after = RenderModel.evaluate(root)
            XCTAssertEqual(items("A", in: after), [], "at the end only the live content")
            XCTAssertEqual(items("B", in: after).first?.corners[0], Point(x: 50, y: 50))
            XCTAssertTrue(engine.isIdle)
        }
    }

    func testTheKindsPlaceAndFadeThePicturesByTheirClosedForms() throws {
        let size = Size(width: 200, height: 100)
        let before = View(engine: engine)
        func place(_ k: LayerTransition.Kind, _ side: LayerTransition.Side, _ p: Double) -> (
            Point, Double, Point, Double, Bool
        ) {
            let r = LayerTransition(kind: k, side: side, before: before).placement(
                at: p, bounds: Rect(origin: .zero, size: size))
            return (r.afterOffset, r.afterAlpha, r.beforeOffset, r.beforeAlpha, r.beforeOnTop)
        }
        XCTAssertTrue(place(.fade, .fromLeft, 0.3) == (.zero, 0.3, .zero, 0.7, true))
        XCTAssertTrue(place(.moveIn, .fromTop, 0.25) == (Point(x: 0, y: -75), 1, .zero, 1, false))
        XCTAssertTrue(place(.push, .fromLeft, 0.5) == (Point(x: -100, y: 0), 1, Point(x: 100, y: 0), 1, false))
        XCTAssertTrue(place(.push, .fromBottom, 0.5) == (Point(x: 0, y: 50), 1, Point(x: 0, y: -50), 1, false))
        XCTAssertTrue(place(.reveal, .fromRight, 0.75) == (.zero, 1, Point(x: -150, y: 0), 1, true))
    }

    func testAFadeCrossDissolvesAndPartialProgressPlaysPartOfIt() throws {
        engine.addTransition(
            LayerTransitionSpec(kind: .fade, startProgress: 0.2, endProgress: 0.6, duration: 2), to: box)
        _ = try swapInB()
        engine.advance(to: 1)
        let frame = RenderModel.evaluate(root)
        // Halfway in time: progress 0.2 + 0.4 × 0.5 = 0.4.
        XCTAssertEqual(try XCTUnwrap(items("B", in: frame).first).alpha, 0.4, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(items("A", in: frame).first).alpha, 0.6, accuracy: 1e-12)
        let order = frame.items.compactMap(\.title)
        XCTAssertLessThan(
            try XCTUnwrap(order.firstIndex(of: "B")), try XCTUnwrap(order.firstIndex(of: "A")),
            "the before picture on top")
    }

    func testATransitionFollowsItsLayersTimeAndOneUnderTheSameKeyStopsTheFirstUnfinished() throws {
        var stops: [String] = []
        engine.addTransition(
            LayerTransitionSpec(kind: .moveIn, side: .fromRight, duration: 1, key: "transition"), to: box,
            didStop: { stops.append("first \($0)") })
        _ = try swapInB()
        engine.advance(to: 0.5)
        var t = root.layer.timing
        t.speed = 0
        t.timeOffset = 0.5
        root.layer.timing = t
        engine.advance(to: 5)
        XCTAssertEqual(
            try XCTUnwrap(items("B", in: RenderModel.evaluate(root)).first).corners[0].x, 50 + 100, accuracy: 1e-9,
            "paused halfway")
        engine.addTransition(
            LayerTransitionSpec(kind: .fade, duration: 1, key: "transition"), to: box,
            didStop: { stops.append("second \($0)") })
        engine.advance(to: 6)
        XCTAssertEqual(stops, ["first false"], "under the same key (kCATransition) the second replaces the first")
        XCTAssertEqual(
            RenderModel.evaluate(root, presentation: false).items.filter { $0.title == "A" }, [],
            "the model has no before picture")
    }

    /// A flip turns the before picture away about the middle for the first half (the side's
    /// edge coming nearer: drawn taller) and the after picture in for the second, edge-on at
    /// half way; a curl lifts the before picture about its top edge (up) or lays the after
    /// picture down (down); neither is clipped.
    func testFlipsAndCurlsTurnThePicturesInPerspective() {
        let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        let before = View(engine: engine)
        func height(_ t: Transform3D, atX x: Double) -> Double {
            t.apply(Point(x: x, y: 100)).y - t.apply(Point(x: x, y: 0)).y
        }
        let flip = LayerTransition(kind: .flip, side: .fromLeft, before: before)
        let early = flip.placement(at: 0.2, bounds: bounds)
        XCTAssertEqual(early.beforeAlpha, 1)
        XCTAssertEqual(early.afterAlpha, 0)
        XCTAssertTrue(early.beforeOnTop)
        XCTAssertFalse(early.clipsToBounds)
        XCTAssertGreaterThan(
            height(early.before, atX: 0), height(early.before, atX: 200), "from the left: the left edge comes nearer")
        let mid = flip.placement(at: 0.5, bounds: bounds)
        XCTAssertEqual(mid.afterAlpha, 1)
        assertClose(
            mid.after.apply(Point(x: 0, y: 50)).x, 100, 1e-9, "edge-on at half way: the picture is a line at the middle"
        )
        assertClose(mid.after.apply(Point(x: 200, y: 50)).x, 100, 1e-9)
        let end = flip.placement(at: 1, bounds: bounds)
        for p in [Point(x: 0, y: 0), Point(x: 200, y: 100), Point(x: 37, y: 81)] {
            assertClose(end.after.apply(p), p, 1e-9)
        }
        let right = LayerTransition(kind: .flip, side: .fromRight, before: before).placement(at: 0.2, bounds: bounds)
        XCTAssertLessThan(
            height(right.before, atX: 0), height(right.before, atX: 200), "from the right: the right edge comes nearer")
        let top = LayerTransition(kind: .flip, side: .fromTop, before: before).placement(at: 0.2, bounds: bounds)
        func width(_ t: Transform3D, atY y: Double) -> Double {
            t.apply(Point(x: 200, y: y)).x - t.apply(Point(x: 0, y: y)).x
        }
        XCTAssertGreaterThan(
            width(top.before, atY: 0), width(top.before, atY: 100), "from the top: the top edge comes nearer")

        let up = LayerTransition(kind: .curl, side: .fromBottom, before: before).placement(at: 0.5, bounds: bounds)
        XCTAssertTrue(up.beforeOnTop)
        XCTAssertEqual(up.after, .identity)
        assertClose(up.before.apply(Point(x: 100, y: 0)), Point(x: 100, y: 0), 1e-9, "hinged on the top edge")
        XCTAssertLessThan(up.before.apply(Point(x: 100, y: 100)).y, 100, "the bottom edge lifted")
        XCTAssertGreaterThan(width(up.before, atY: 100), 200, "towards the viewer")
        let down = LayerTransition(kind: .curl, side: .fromTop, before: before)
        XCTAssertFalse(down.placement(at: 0.5, bounds: bounds).beforeOnTop)
        XCTAssertLessThanOrEqual(
            down.placement(at: 0, bounds: bounds).after.apply(Point(x: 100, y: 100)).y, 0,
            "starts square to the screen at the top: nothing of it below the hinge")
        XCTAssertEqual(down.placement(at: 1, bounds: bounds).after.apply(Point(x: 50, y: 70)).x, 50, accuracy: 1e-9)
    }
}
