import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// Paths (flattening within tolerance, interpolation) and stroke outlines (areas of segments,
/// caps and joins, trimming), against closed forms.
final class PathTests: XCTestCase {
    /// A circle of radius `r` about `c` as four cubic quarter arcs (handles 4/3 tan(π/8) r).
    static func circle(_ c: Point, _ r: Double) -> Path {
        let k = 4.0 / 3 * tan(Double.pi / 8) * r
        return Path([
            .move(Point(x: c.x + r, y: c.y)),
            .cubic(Point(x: c.x + r, y: c.y + k), Point(x: c.x + k, y: c.y + r), Point(x: c.x, y: c.y + r)),
            .cubic(Point(x: c.x - k, y: c.y + r), Point(x: c.x - r, y: c.y + k), Point(x: c.x - r, y: c.y)),
            .cubic(Point(x: c.x - r, y: c.y - k), Point(x: c.x - k, y: c.y - r), Point(x: c.x, y: c.y - r)),
            .cubic(Point(x: c.x + k, y: c.y - r), Point(x: c.x + r, y: c.y - k), Point(x: c.x + r, y: c.y)),
            .close
        ])
    }

    /// Asserts that two paths have the same elements with points within 1e-9.
    static func assertClose(
        _ a: Path?, _ b: Path, _ what: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let a, a.elements.count == b.elements.count else {
            return XCTFail("\(what): \(String(describing: a)) vs \(b)", file: file, line: line)
        }
        func points(_ e: Path.Element) -> [Point]? {
            switch e {
            case .move(let p): return [p, p, p]
            case .line(let p): return [p, p]
            case let .quad(c, p): return [c, p]
            case let .cubic(c1, c2, p): return [c1, c2, p]
            case .close: return nil
            }
        }
        for (x, y) in zip(a.elements, b.elements) {
            guard let px = points(x), let py = points(y), px.count == py.count else {
                if points(x) != nil || points(y) != nil { XCTFail("\(what): \(x) vs \(y)", file: file, line: line) }
                continue
            }
            for (p, q) in zip(px, py) { TestSupport.assertClose(p, q, 1e-9, what, file: file, line: line) }
        }
    }

    func testAFlattenedCircleStaysWithinTheToleranceOfTheCurveAndItsChordsDoToo() throws {
        let c = Point(x: 10, y: 20), r = 100.0
        for tolerance in [1.0, 0.1, 0.02] {
            let lines = PathTests.circle(c, r).flattened(tolerance: tolerance)
            XCTAssertEqual(lines.count, 1)
            let line = try XCTUnwrap(lines.first)
            XCTAssertTrue(line.isClosed)
            XCTAssertNotEqual(line.points.last, line.points.first, "a closed polyline does not repeat its start")
            // The cubic approximation of a quarter circle strays at most 2.7e-4 r from it.
            let cubicError = 2.8e-4 * r
            for p in line.points {
                XCTAssertEqual((p - c).length, r, accuracy: cubicError, "vertices lie on the curve")
            }
            // Chord midpoints: within the tolerance (plus the cubic's own error) of the circle.
            for (p, q) in zip(line.points, line.points.dropFirst() + [line.points[0]]) {
                let m = p.interpolated(to: q, 0.5)
                XCTAssertLessThanOrEqual(r - (m - c).length, tolerance + cubicError)
            }
            // Fewer points than twice what the chord rule needs: not wastefully fine.
            let needed = Double.pi / acos(1 - tolerance / r)
            XCTAssertLessThan(Double(line.points.count), 2.5 * needed + 8, "tolerance \(tolerance)")
            XCTAssertEqual(
                abs(line.points.signedArea), Double.pi * r * r, accuracy: 2 * Double.pi * r * (tolerance + cubicError))
        }
    }

    func testQuadraticCurvesFlattenOntoTheCurveAndMovesStartSubpaths() throws {
        let p0 = Point(x: 0, y: 0), c = Point(x: 50, y: 100), p1 = Point(x: 100, y: 0)
        let lines = Path([
            .move(p0), .quad(c, p1), .move(Point(x: 5, y: 5)), .move(Point(x: 200, y: 0)), .line(Point(x: 210, y: 0))
        ]).flattened(tolerance: 0.05)
        XCTAssertEqual(lines.count, 2, "a move with nothing drawn gives no polyline")
        let curve = lines[0].points
        XCTAssertFalse(lines[0].isClosed)
        XCTAssertEqual(curve.first, p0)
        XCTAssertEqual(curve.last, p1)
        // y = 2·50·... : the quadratic here is y = x (100 − x) / 50 (its apex 50 at x = 50).
        for p in curve { XCTAssertEqual(p.y, p.x * (100 - p.x) / 50, accuracy: 1e-9) }
        for (a, b) in zip(curve, curve.dropFirst()) {
            let m = a.interpolated(to: b, 0.5)
            XCTAssertLessThanOrEqual(m.x * (100 - m.x) / 50 - m.y, 0.05 + 1e-12, "chord within the tolerance")
        }
        XCTAssertEqual(lines[1].points, [Point(x: 200, y: 0), Point(x: 210, y: 0)])
    }

    func testPathsOfOneStructureInterpolateElementByElementWithLinesAsCubics() throws {
        let small = PathTests.circle(Point(x: 50, y: 50), 10), big = PathTests.circle(Point(x: 50, y: 50), 90)
        let mid = try XCTUnwrap(small.interpolated(to: big, 0.5))
        PathTests.assertClose(
            mid, PathTests.circle(Point(x: 50, y: 50), 50), "ovals of one centre: the radius interpolates")
        // A square (lines) into a circle (cubics): lines count as the cubics they equal.
        let square = Path([
            .move(Point(x: 60, y: 50)), .line(Point(x: 50, y: 60)), .line(Point(x: 40, y: 50)),
            .line(Point(x: 50, y: 40)),
            .line(Point(x: 60, y: 50)), .close
        ])
        let morph0 = try XCTUnwrap(square.interpolated(to: small, 0))
        guard case let .cubic(c1, c2, end) = morph0.elements[1] else { return XCTFail("a line becomes a cubic") }
        XCTAssertEqual(c1.x, 60 - 10.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(c1.y, 50 + 10.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(c2.x, 60 - 20.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(end, Point(x: 50, y: 60))
        XCTAssertNil(
            square.interpolated(to: Path([.move(.zero), .line(Point(x: 1, y: 1))]), 0.5), "different structures")
        XCTAssertNil(Path([.move(.zero), .close]).interpolated(to: Path([.move(.zero), .line(.zero)]), 0.5))
    }

    func testTheBoundingBoxHoldsControlPointsAndAnEmptyPathIsZero() {
        XCTAssertEqual(Path().boundingBox, .zero)
        XCTAssertEqual(
            Path([.move(Point(x: 1, y: 2)), .cubic(Point(x: -3, y: 9), Point(x: 4, y: 4), Point(x: 2, y: 0))])
                .boundingBox,
            Rect(x: -3, y: 0, width: 7, height: 9))
        XCTAssertFalse(Path([.line(Point(x: .nan, y: 0))]).isFinite)
    }

    // MARK: Strokes

    private func area(_ polygons: [[Point]]) -> Double { polygons.reduce(0) { $0 + $1.signedArea } }

    func testAStraightStrokeIsItsRectangleAndCapsAddWhatTheyShould() {
        let line = [Path.Polyline(points: [Point(x: 0, y: 0), Point(x: 100, y: 0)], isClosed: false)]
        let butt = StrokeStyle(width: 10).outlines(of: line, tolerance: 0.01)
        XCTAssertEqual(butt.count, 1)
        XCTAssertEqual(area(butt), 1000, accuracy: 1e-9)
        XCTAssertEqual(Rect.bounding(butt[0]), Rect(x: 0, y: -5, width: 100, height: 10))
        let square = StrokeStyle(width: 10, cap: .square).outlines(of: line, tolerance: 0.01)
        XCTAssertEqual(area(square), 1000 + 2 * 50, accuracy: 1e-9, "two half-width squares")
        XCTAssertEqual(Rect.bounding(square.flatMap { $0 }), Rect(x: -5, y: -5, width: 110, height: 10))
        let round = StrokeStyle(width: 10, cap: .round).outlines(of: line, tolerance: 0.001)
        XCTAssertEqual(
            area(round), 1000 + 2 * Double.pi * 25, accuracy: 0.2, "two discs of radius 5 (each half overlaps the body)"
        )
        XCTAssertTrue(
            round.allSatisfy { $0.signedArea > 0 },
            "every outline winds the same way: the non-zero rule gives their union")
        XCTAssertEqual(StrokeStyle(width: 0).outlines(of: line, tolerance: 0.01), [], "no width, no stroke")
    }

    func testJoinsFollowTheJoinStyleAndTheMiterLimit() {
        // A right angle: the miter is a square of half the width's side, the bevel half of it.
        let corner = [
            Path.Polyline(points: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100)], isClosed: false)
        ]
        let h = 5.0
        let miter = StrokeStyle(width: 2 * h).outlines(of: corner, tolerance: 0.01)
        XCTAssertEqual(area(miter) - 2 * 1000, h * h, accuracy: 1e-9)
        XCTAssertEqual(
            Rect.bounding(miter.flatMap { $0 }).maxX, 105, accuracy: 1e-9, "the tip reaches the outer corner")
        XCTAssertEqual(Rect.bounding(miter.flatMap { $0 }).minY, -5, accuracy: 1e-9)
        let bevel = StrokeStyle(width: 2 * h, join: .bevel).outlines(of: corner, tolerance: 0.01)
        XCTAssertEqual(area(bevel) - 2 * 1000, h * h / 2, accuracy: 1e-9)
        let round = StrokeStyle(width: 2 * h, join: .round).outlines(of: corner, tolerance: 0.001)
        XCTAssertEqual(area(round) - 2 * 1000, Double.pi * h * h, accuracy: 0.05, "a whole disc at the vertex")
        // A sharp turn of 10°: 1 / sin(5°) = 11.5 half widths, past the default limit of 10.
        let a = 170.0 * Double.pi / 180
        let sharp = [
            Path.Polyline(
                points: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100 + 100 * cos(a), y: 100 * sin(a))],
                isClosed: false)
        ]
        let limited = StrokeStyle(width: 2 * h).outlines(of: sharp, tolerance: 0.01)
        XCTAssertLessThan(Rect.bounding(limited.flatMap { $0 }).maxX, 100 + h + 1e-9, "bevelled: no long spike")
        let unlimited = StrokeStyle(width: 2 * h, miterLimit: 12).outlines(of: sharp, tolerance: 0.01)
        XCTAssertEqual(
            Rect.bounding(unlimited.flatMap { $0 }).maxX, 100 + h / sin(5 * Double.pi / 180) * cos(5 * Double.pi / 180),
            accuracy: 1e-6,
            "the miter tip, h / sin(θ/2) from the vertex along the bisector")
    }

    func testStrokeStartAndEndCutThePathByLengthAcrossSubpathsAndOpenClosedOnes() {
        let square = Path.Polyline(
            points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)], isClosed: true)
        let tail = Path.Polyline(points: [Point(x: 100, y: 0), Point(x: 140, y: 0)], isClosed: false)
        // Total length 40 + 40 = 80: 0.25…0.75 is from 20 (the square's far corner) to 60 (20 into the tail).
        let cut = StrokeStyle(start: 0.25, end: 0.75).trimmed([square, tail])
        XCTAssertEqual(cut.count, 2)
        XCTAssertEqual(
            cut[0], Path.Polyline(points: [Point(x: 10, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 0)], isClosed: false)
        )
        XCTAssertEqual(cut[1], Path.Polyline(points: [Point(x: 100, y: 0), Point(x: 120, y: 0)], isClosed: false))
        XCTAssertEqual(StrokeStyle(start: 0, end: 1).trimmed([square]), [square], "whole: unchanged and still closed")
        XCTAssertEqual(StrokeStyle(start: 0.5, end: 0.5).trimmed([square]), [], "nothing between equal ends")
        XCTAssertEqual(StrokeStyle(start: 0.8, end: 0.2).trimmed([square]), [], "nothing when the end comes first")
        let half = StrokeStyle(width: 2, end: 0.5).outlines(of: [tail], tolerance: 0.01)
        XCTAssertEqual(area(half), 40, accuracy: 1e-9, "the first half of a 40-point line, 2 wide")
    }

    /// `lineDashPattern`/`lineDashPhase`: painted stretches of the pattern's lengths, the phase
    /// shifting where each subpath starts, an odd pattern repeated twice, a closed subpath cut
    /// across its start; a solid stroke for an empty or invalid pattern.
    func testDashesCutTheStrokeIntoThePatternsStretches() {
        let line = [Path.Polyline(points: [Point(x: 0, y: 0), Point(x: 100, y: 0)], isClosed: false)]
        func pieces(_ dashes: [Double], phase: Double = 0, _ lines: [Path.Polyline] = line) -> [[Double]] {
            StrokeStyle(dashes: dashes, dashPhase: phase).dashed(lines).map { $0.points.map(\.x) }
        }
        XCTAssertEqual(pieces([10, 20]), [[0, 10], [30, 40], [60, 70], [90, 100]])
        XCTAssertEqual(pieces([10, 20], phase: 5), [[0, 5], [25, 35], [55, 65], [85, 95]])
        XCTAssertEqual(pieces([10, 20], phase: -25), [[0, 5], [25, 35], [55, 65], [85, 95]], "a negative phase wraps")
        XCTAssertEqual(pieces([30]), [[0, 30], [60, 90]], "an odd pattern repeats twice: 30 on, 30 off")
        XCTAssertEqual(pieces([]), [[0, 100]])
        XCTAssertEqual(pieces([0, 0]), [[0, 100]])
        XCTAssertEqual(pieces([5, -1]), [[0, 100]])
        let square = [
            Path.Polyline(
                points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)], isClosed: true
            )
        ]
        let dashed = StrokeStyle(dashes: [15, 10]).dashed(square)
        XCTAssertEqual(
            dashed.map(\.points),
            [
                [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 5)],
                [Point(x: 5, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 0)]
            ],
            "15 on from the start round the corner, 10 off, 15 on back to the start")
        XCTAssertTrue(dashed.allSatisfy { !$0.isClosed })
        let outlines = StrokeStyle(width: 2, dashes: [10, 20]).outlines(of: line, tolerance: 0.01)
        XCTAssertEqual(
            outlines.reduce(0) { $0 + $1.signedArea }, 4 * 10 * 2, accuracy: 1e-9, "four dashes, 10 long, 2 wide")
    }
}
