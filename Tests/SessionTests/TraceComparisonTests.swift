import XCTest
@testable import Session

/// The trace comparison's rules: numbers within the tolerance, everything else exactly,
/// absent keys and extra lines named, views named by id and title.
final class TraceComparisonTests: XCTestCase {
    private let frame =
        #"{"frame": 3, "t": 0.05, "progress": 0.5, "views": [{"id": 1, "title": "Root", "alpha": 1, "corners": [[0, 0], [10, 0], [10, 10], [0, 10]], "z": 0}]}"#
    private let result =
        #"{"result": "completed", "duration": 1, "frames": 4, "timed_out": false, "events": [{"t": 0, "kind": "transition", "text": "transition.start"}]}"#

    func testNumbersWithinTheToleranceAgree() throws {
        let moved = frame.replacingOccurrences(of: "[10, 0]", with: "[10.25, 0]")
        XCTAssertNil(try TraceComparison.firstDifference(expected: frame, actual: frame))
        XCTAssertNil(try TraceComparison.firstDifference(expected: frame, actual: moved, tolerance: 0.25))
        let d = try XCTUnwrap(try TraceComparison.firstDifference(expected: frame, actual: moved, tolerance: 0.2))
        XCTAssertEqual(
            d.description, #"frame 3 (t = 0.05 s): view 1 ("Root", z 0).corners[1][0]: expected 10, got 10.25"#)
    }

    func testEverythingElseExactly() throws {
        let flagged = result.replacingOccurrences(of: "\"timed_out\": false", with: "\"timed_out\": true")
        XCTAssertEqual(
            try TraceComparison.firstDifference(
                expected: frame + "\n" + result, actual: frame + "\n" + flagged, tolerance: 100)?.description,
            "the result line (line 2): timed_out: expected false, got true")
        let renamed = result.replacingOccurrences(of: "transition.start", with: "transition.begin")
        XCTAssertEqual(try TraceComparison.firstDifference(expected: result, actual: renamed)?.what, "events[0].text")
        let noTitle = frame.replacingOccurrences(of: "\"title\": \"Root\", ", with: "")
        XCTAssertEqual(try TraceComparison.firstDifference(expected: frame, actual: noTitle)?.actual, "nothing")
        let shorter = try XCTUnwrap(try TraceComparison.firstDifference(expected: frame + "\n" + result, actual: frame))
        XCTAssertEqual(
            [shorter.what, shorter.expected, shorter.actual],
            ["the number of lines (2 expected, 1 got)", "line 2", "no more lines"])
        let longer = try XCTUnwrap(try TraceComparison.firstDifference(expected: frame, actual: frame + "\n" + result))
        XCTAssertEqual(
            [longer.what, longer.expected, longer.actual],
            ["the number of lines (1 expected, 2 got)", "no more lines", "line 2"])
        XCTAssertThrowsError(try TraceComparison.firstDifference(expected: "{", actual: frame)) {
            XCTAssertEqual($0 as? TraceError, .notJSON(name: "the expected trace", line: 1))
        }
    }

    func testAFileThatIsNotATraceIsNamedWithItsFirstWrongLine() {
        func refusal(_ text: String) -> TraceError? {
            do {
                try TraceComparison.checkWellFormed(text, name: "g.jsonl")
                return nil
            } catch { return error }
        }
        let frame0 = #"{"frame": 0, "t": 0, "views": []}"#
        XCTAssertNil(refusal(frame0 + "\n" + #"{"result": "completed"}"#))
        XCTAssertEqual(refusal(""), .empty(name: "g.jsonl"))
        XCTAssertEqual(refusal(frame0 + "\n{"), .notJSON(name: "g.jsonl", line: 2))
        XCTAssertEqual(refusal("[1]"), .notAnObject(name: "g.jsonl", line: 1))
        XCTAssertEqual(refusal(#"{"result": 1}"#), .resultWithoutWord(name: "g.jsonl", line: 1))
        XCTAssertEqual(refusal(#"{"result": "completed"}"# + "\n" + frame0), .resultNotLast(name: "g.jsonl", line: 1))
        XCTAssertEqual(refusal(frame0 + "\n" + frame0), .notFrame(name: "g.jsonl", line: 2))
        XCTAssertEqual(
            TraceError.notFrame(name: "g.jsonl", line: 2).description,
            "g.jsonl: line 2 is not frame 1 (a frame line holds \"frame\": 1, \"t\" and \"views\"); give a trace written by host-cli run --trace or --expect --record"
        )
    }

    func testAShorterRunIsNamedByItsFrameCountAndValuesThatDifferNeverPrintAlike() throws {
        let f0 = frame, f1 = frame.replacingOccurrences(of: "\"frame\": 3", with: "\"frame\": 4")
        XCTAssertNotEqual(f0, f1)
        let d = try XCTUnwrap(
            try TraceComparison.firstDifference(
                expected: [f0, f1, result].joined(separator: "\n"), actual: [f0, result].joined(separator: "\n")))
        XCTAssertEqual(
            [d.what, d.expected, d.actual], ["the number of frames (2 expected, 1 got)", "a frame", "the result line"])
        XCTAssertEqual(d.line, 1)
        let tiny = try XCTUnwrap(
            try TraceComparison.firstDifference(expected: #"{"a": 1}"#, actual: #"{"a": 1.0000001}"#))
        XCTAssertEqual([tiny.expected, tiny.actual], ["1", "1.0000001"])
        let huge = try XCTUnwrap(try TraceComparison.firstDifference(expected: #"{"a": 1e308}"#, actual: #"{"a": 1}"#))
        XCTAssertEqual(huge.expected, "1e+308")
        XCTAssertEqual(
            try TraceComparison.firstDifference(expected: #"{"a": true}"#, actual: #"{"a": 1}"#)?.what, "a",
            "true is not 1")
    }
}
