import XCTest
@testable import AnimatorABI

/// The Visual Format Language reader against the grammar UIKit documents: axes, edges,
/// connections, view predicates, metrics, priorities, spaces, and UIKit's rejections with
/// where they stop.
final class VisualFormatTests: XCTestCase {
    typealias P = VisualFormat.Predicate
    private func eq(_ v: Double, _ priority: Float = 1000) -> P {
        P(relation: .equal, object: .constant(v), priority: priority)
    }

    func testEdgesConnectionsAndAxes() throws {
        let f = try VisualFormat("|-[a]-12-[b][c]-(>=8,<=40@750)-|", metrics: [:])
        XCTAssertEqual(f.axis, .horizontal)
        XCTAssertEqual(f.leadingEdge, .standard)
        XCTAssertEqual(f.items.map(\.name), ["a", "b", "c"])
        XCTAssertEqual(f.gaps, [.predicates([eq(12)]), .flush])
        XCTAssertEqual(
            f.trailingEdge,
            .predicates([
                P(relation: .greaterThanOrEqual, object: .constant(8), priority: 1000),
                P(relation: .lessThanOrEqual, object: .constant(40), priority: 750)
            ]))
        let v = try VisualFormat("V:[top][bottom]|", metrics: [:])
        XCTAssertEqual(v.axis, .vertical)
        XCTAssertNil(v.leadingEdge)
        XCTAssertEqual(v.trailingEdge, .flush)
        XCTAssertEqual(try VisualFormat("H:[only]", metrics: [:]).items, [VisualFormat.Item(name: "only", size: [])])
    }

    func testViewPredicatesMetricsAndSpaces() throws {
        let f = try VisualFormat(
            "V: | - pad - [icon(side)] - [label_2(>=icon, <=200@low)] - (-4.5) - |",
            metrics: ["pad": 16, "side": 40, "low": 250])
        XCTAssertEqual(f.leadingEdge, .predicates([eq(16)]))
        XCTAssertEqual(f.items[0].size, [eq(40)])
        XCTAssertEqual(
            f.items[1].size,
            [
                P(relation: .greaterThanOrEqual, object: .view("icon"), priority: 1000),
                P(relation: .lessThanOrEqual, object: .constant(200), priority: 250)
            ])
        XCTAssertEqual(f.gaps, [.standard])
        XCTAssertEqual(f.trailingEdge, .predicates([eq(-4.5)]))
    }

    func testRejectionsSayWhatAndWhere() {
        let cases: [(String, String, Int)] = [
            ("H:|-[a]-", "Expected a view or '|' after '-'", 8),
            ("[a", "Expected ']' to close the view a", 2),
            ("|-gap-[a]", "Unknown metric gap: give it in the metrics dictionary", 2),
            ("[a]-(x)-[b]", "Unknown metric x: give it in the metrics dictionary", 5),
            ("[a(50@1001)]", "A priority must be from 1 to 1000, not 1001.0", 10),
            ("[a]|[b]", "Expected the end of the format after '|'", 4),
            ("", "Expected a view ('[name]')", 0),
            ("[a(==)]", "Expected a number or a metric name", 5)
        ]
        for (format, message, offset) in cases {
            XCTAssertThrowsError(try VisualFormat(format, metrics: [:]), format) { error in
                guard let e = error as? VisualFormat.ParseError else { return XCTFail("\(error)") }
                XCTAssertEqual(e.message, message, format)
                XCTAssertEqual(e.offset, offset, format)
                XCTAssertTrue(e.description.hasPrefix("Unable to parse constraint format: \n\(message)"), format)
                XCTAssertTrue(e.description.hasSuffix(String(repeating: " ", count: offset) + "^"), format)
            }
        }
    }

    /// What UIKit rejects beyond the syntax: unknown names (also inside a view's predicates)
    /// and alignment along the format's own axis — with one view there is nothing to align.
    func testNamesAndAlignmentUIKitRejects() throws {
        let row = try VisualFormat("|-[a]-[b(==c)]-|", metrics: [:])
        XCTAssertNil(row.problem(viewNames: ["a", "b", "c"], options: [.alignAllTop, .alignAllCenterY]))
        XCTAssertEqual(
            row.problem(viewNames: ["a", "b"], options: []),
            "c is not a key in the views dictionary (or its value is not a UIView)")
        XCTAssertNotNil(row.problem(viewNames: ["a", "b", "c"], options: .alignAllLeading))
        XCTAssertNotNil(row.problem(viewNames: ["a", "b", "c"], options: .alignAllCenterX))
        let column = try VisualFormat("V:[a][b]", metrics: [:])
        XCTAssertNil(column.problem(viewNames: ["a", "b"], options: .alignAllLeading))
        XCTAssertNotNil(column.problem(viewNames: ["a", "b"], options: .alignAllBottom))
        let single = try VisualFormat("V:|[a]|", metrics: [:])
        XCTAssertNil(single.problem(viewNames: ["a"], options: .alignAllBottom), "one view: nothing to align")
    }
}
