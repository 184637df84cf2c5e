import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// Gradient layers in the engine: the colour at a point (projection on the axis, clamped ends,
/// straight-RGBA interpolation between stops), the stops a style gives, and the render model's
/// gradient item, between the bounds and the subviews, restored by the journal.
final class GradientTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    func testTheColourIsTheOneAtThePointsProjectionOnTheAxis() {
        let g = RenderGradient(
            stops: [.init(location: 0.2, color: red), .init(location: 0.6, color: blue)],
            start: Point(x: 0, y: 0), end: Point(x: 100, y: 0))
        XCTAssertEqual(
            g.position(of: Point(x: 40, y: 77)), 0.4, accuracy: 1e-15, "perpendicular lines share a position")
        let mid = g.color(at: 0.4)
        XCTAssertEqual(mid.red, 0.5, accuracy: 1e-15, "half way between the stops")
        XCTAssertEqual(mid.blue, 0.5, accuracy: 1e-15)
        XCTAssertEqual(g.color(at: 0.1), red, "before the first stop: its colour")
        XCTAssertEqual(g.color(at: 0.9), blue)
        XCTAssertEqual(g.color(at: -3), red, "clamped")
        XCTAssertEqual(g.color(at: .nan), blue, "a degenerate axis shows the last colour")
        let diagonal = RenderGradient(
            stops: [.init(location: 0, color: red), .init(location: 1, color: blue)], start: .zero,
            end: Point(x: 10, y: 10))
        XCTAssertEqual(diagonal.position(of: Point(x: 10, y: 0)), 0.5, accuracy: 1e-15)
        XCTAssertEqual(
            RenderGradient(stops: [.init(location: 0, color: red)], start: .zero, end: .zero).position(
                of: Point(x: 3, y: 4)), 1)
        let clear = RenderGradient(
            stops: [
                .init(location: 0, color: .clear), .init(location: 1, color: Color(red: 0, green: 0, blue: 0, alpha: 1))
            ],
            start: .zero, end: Point(x: 1, y: 0))
        XCTAssertEqual(
            clear.color(at: 0.5), Color(red: 0, green: 0, blue: 0, alpha: 0.5),
            "straight (not premultiplied) components")
    }

    func testAStyleGivesStopsEvenlyOrAtItsLocationsAndItsAxisInPoints() {
        let even = GradientStyle(colors: [red, blue, red]).rendered(size: Size(width: 200, height: 100))
        XCTAssertEqual(even.stops.map(\.location), [0, 0.5, 1])
        XCTAssertEqual(even.start, Point(x: 100, y: 0))
        XCTAssertEqual(even.end, Point(x: 100, y: 100), "Core Animation's default axis: top to bottom")
        let placed = GradientStyle(
            colors: [red, blue], locations: [0.3, 0.2], startPoint: .zero, endPoint: Point(x: 1, y: 1)
        ).rendered(size: Size(width: 10, height: 20))
        XCTAssertEqual(placed.stops.map(\.location), [0.3, 0.3], "made ascending")
        XCTAssertEqual(placed.end, Point(x: 10, y: 20))
        XCTAssertEqual(
            GradientStyle(colors: [red, blue], locations: [0.5]).rendered(size: Size(width: 1, height: 1)).stops.map(
                \.location), [0, 1],
            "locations of another count are ignored")
    }

    func testTheRenderModelDrawsTheGradientOverTheBackgroundAndUnderTheSubviews() throws {
        let engine = makeEngine()
        let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let v = View(engine: engine, frame: Rect(x: 10, y: 20, width: 100, height: 50), backgroundColor: .white)
        let child = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try root.addSubview(v)
        try v.addSubview(child)
        v.cornerRadius = 8
        let journal = ChangeJournalProbe(engine: engine)
        journal.start()
        v.layer.extras.gradient = GradientStyle(colors: [red, blue])
        let items = RenderModel.evaluate(root, presentation: false).items
        let mine = items.indices.filter { items[$0].id == v.id }
        XCTAssertEqual(mine.count, 2)
        let g = try XCTUnwrap(items[mine[1]].gradient)
        XCTAssertNil(items[mine[0]].gradient, "the background first")
        XCTAssertEqual(items[mine[1]].cornerRadius, 8, "in the rounded bounds")
        XCTAssertEqual(items[mine[1]].corners, items[mine[0]].corners)
        XCTAssertEqual(g.start, Point(x: 50, y: 0))
        XCTAssertEqual(g.end, Point(x: 50, y: 50))
        XCTAssertLessThan(mine[1], try XCTUnwrap(items.firstIndex { $0.id == child.id }), "under the subviews")
        journal.restore()
        XCTAssertNil(v.layer.extras.gradient, "the journal puts it back")
    }

    /// Gradients interpolate stop by stop (nil locations as evenly spaced) and switch half way
    /// when the colour counts differ; merging takes only the parts named.
    func testGradientsInterpolateAndMergeByPart() throws {
        let a = GradientStyle(colors: [red, blue], startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 0))
        let b = GradientStyle(
            colors: [blue, red], locations: [0.5, 1], startPoint: Point(x: 0, y: 1), endPoint: Point(x: 1, y: 1))
        let m = try XCTUnwrap(a.interpolated(to: b, 0.25))
        XCTAssertEqual(m.colors[0], red.interpolated(to: blue, 0.25))
        XCTAssertEqual(try XCTUnwrap(m.locations), [0.125, 1], "from evenly spaced (0, 1)")
        XCTAssertEqual(m.startPoint, Point(x: 0, y: 0.25))
        XCTAssertNil(a.interpolated(to: GradientStyle(colors: [red, blue, red]), 0.5), "different colour counts")
        let merged = a.merging(b, [.locations, .endPoint])
        XCTAssertEqual(merged.colors, a.colors)
        XCTAssertEqual(merged.startPoint, a.startPoint)
        XCTAssertEqual(merged.locations, [0.5, 1])
        XCTAssertEqual(merged.endPoint, b.endPoint)
    }

    /// Explicit animations of `colors` and `startPoint` run together, each moving its part of
    /// the model's gradient; the render model draws what is shown; at the end the model shows.
    func testColorAndAxisAnimationsRunTogether() throws {
        let engine = keepAlive(AnimationEngine())
        let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let g = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 50))
        try root.addSubview(g)
        let model = GradientStyle(colors: [red, blue], locations: [0, 1])
        g.layer.extras.gradient = model
        var colors = ExplicitAnimation(
            keyPath: LayerKeyPath("colors")!, duration: 1, timingFunction: .linear, timing: MediaTiming(),
            isRemovedOnCompletion: true, key: "c")
        colors.gradients = [GradientStyle(colors: [red, blue]), GradientStyle(colors: [blue, red])]
        colors.from = .scalar(0)
        colors.to = .scalar(1)
        try engine.addExplicit(colors, to: g.layer)
        var start = ExplicitAnimation(
            keyPath: LayerKeyPath("startPoint")!, duration: 2, timingFunction: .linear, timing: MediaTiming(),
            isRemovedOnCompletion: true, key: "s")
        start.gradients = [
            GradientStyle(colors: [red], startPoint: Point(x: 0, y: 0)),
            GradientStyle(colors: [red], startPoint: Point(x: 1, y: 0))
        ]
        start.from = .scalar(0)
        start.to = .scalar(1)
        try engine.addExplicit(start, to: g.layer)
        engine.advance(to: 0.5)
        let shown = try XCTUnwrap(g.layer.presentationGradient)
        XCTAssertEqual(shown.colors, [red.interpolated(to: blue, 0.5), blue.interpolated(to: red, 0.5)])
        XCTAssertEqual(shown.startPoint, Point(x: 0.25, y: 0), "a quarter of its two seconds")
        XCTAssertEqual(shown.endPoint, model.endPoint)
        XCTAssertEqual(shown.locations, [0, 1], "the parts no animation moves")
        let item = try XCTUnwrap(RenderModel.evaluate(root).items.first { $0.gradient != nil })
        XCTAssertEqual(item.gradient?.start, Point(x: 25, y: 0), "the axis in points")
        XCTAssertEqual(item.gradient?.stops.first?.color, red.interpolated(to: blue, 0.5))
        engine.advance(to: 2.5)
        XCTAssertEqual(g.layer.presentationGradient, model)
    }
}
