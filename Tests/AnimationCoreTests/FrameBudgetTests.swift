import Foundation
import XCTest
@testable import AnimationCore

/// The frame budget in the render-model walk: real scenes pass untouched, a flood is cut to
/// ``FrameBudget/maximumFrameBytes``, and the longest path flattens to a bounded polygon.
final class FrameBudgetTests: XCTestCase {
    /// The largest scene the tests use (Tests/Fixtures/Scenes/many_views_animator.c: 100,000
    /// views of 3 × 3 points) is a frame the budget leaves whole.
    func testAHundredThousandViewsFitWhole() throws {
        let engine = AnimationEngine()
        try withExtendedLifetime(engine) {
            let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 800), backgroundColor: .white)
            for k in 0..<100_000 {
                try root.addSubview(
                    View(
                        engine: engine,
                        frame: Rect(x: Double(k % 100) * 4, y: Double(k / 100) * 4, width: 3, height: 3),
                        backgroundColor: Color(red: Double(k % 7) / 6, green: 0, blue: 0, alpha: 1)))
            }
            var dropped = 0
            let frame = RenderModel.evaluate(root, dropped: &dropped)
            XCTAssertEqual(dropped, 0)
            XCTAssertEqual(frame.items.count, 100_001)
            // About 20 MB: room left for a clip quad on every view (about 26 MB).
            XCTAssertLessThan(frame.wireSize + 100_000 * 68, FrameBudget.maximumFrameBytes)
        }
    }

    /// 30,000 views with the longest titles: the frame is cut to the budget, the first views
    /// (drawn first) kept, and the cut is counted.
    func testATitleFloodIsCutToTheBudget() throws {
        let engine = AnimationEngine()
        try withExtendedLifetime(engine) {
            let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 800))
            let title = String(repeating: "W", count: FrameBudget.maximumTitleBytes)
            for k in 0..<30_000 {
                try root.addSubview(
                    View(engine: engine, frame: Rect(x: Double(k % 100), y: 0, width: 3, height: 3), title: title))
            }
            var dropped = 0
            let frame = RenderModel.evaluate(root, dropped: &dropped)
            XCTAssertGreaterThan(dropped, 5_000)
            XCTAssertEqual(frame.items.count + dropped, 30_001)
            XCTAssertLessThanOrEqual(frame.wireSize, FrameBudget.maximumFrameBytes)
            XCTAssertEqual(frame.items.first?.id, root.id, "the back of the frame stays")
        }
    }

    /// The longest path a plugin may set, across the whole coordinate range: flattened to at
    /// most the documented number of points, still a polygon with every element's end on it.
    func testTheLongestPathFlattensToABoundedPolygon() {
        var elements: [Path.Element] = [.move(Point(x: 0, y: 0))]
        for i in 1..<FrameBudget.maximumPathElements {
            let x: Double = i % 2 == 1 ? 900_000 : -900_000
            elements.append(.cubic(Point(x: x, y: 0), Point(x: -x, y: 1), Point(x: x / 2, y: Double(i % 3))))
        }
        let lines = Path(elements).flattened(tolerance: RenderModel.flatness)
        let points = lines.reduce(0) { $0 + $1.points.count }
        XCTAssertLessThanOrEqual(points, FrameBudget.maximumFlattenedPoints + 1)
        XCTAssertGreaterThanOrEqual(
            points, FrameBudget.maximumPathElements, "every element keeps at least its end point")
        // A small path is flattened exactly as before: a circle of radius 400 takes its ~300 points.
        let circle = Path([
            .move(Point(x: 400, y: 0)), .cubic(Point(x: 400, y: 221), Point(x: 221, y: 400), Point(x: 0, y: 400))
        ])
        XCTAssertGreaterThan(circle.flattened(tolerance: RenderModel.flatness)[0].points.count, 50)
    }
}
