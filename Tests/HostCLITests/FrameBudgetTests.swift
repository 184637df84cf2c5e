import AnimationCore
import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// The front end's own work has budgets (issue 23, item 8): hostile plugins built from
/// Tests/Fixtures/Hostile/budget_flood.c flood it through the ordinary host table — views with
/// long titles, gradients of 256 stops, full-screen views, the longest path, a centre of
/// 1e305 — and each real `host-cli run` either ends with the excess refused and a diagnostic
/// naming the plugin, or fails with exit 1 naming it, never trapping; every trace line is
/// JSON, and a failed run leaves the previous output as it was.
final class FrameBudgetTests: XCTestCase {
    private var env: [String: String] = [:]
    private var plugins = "", work = ""

    override func setUpWithError() throws {
        plugins = try NativeTools.temporaryFolder(for: self, name: "budget-plugins")
        work = try NativeTools.temporaryFolder(for: self, name: "budget-work")
        env = NativeTools.cliEnvironment(cacheDirectory: work + "/cache")
    }

    /// The flood of `mode`, as plugin `budget-MODE`.
    private func flood(_ mode: Int) throws {
        try NativeTools.compileFixture(
            "Hostile/budget_flood.c", name: "budget-\(mode)", into: plugins,
            flags: ["-DMODE=\(mode)", "-DID=\"budget-\(mode)\""])
    }

    /// Runs `budget-MODE` to `output` (holding a previous file) with a trace; checks what
    /// every such run must hold (the plugin named when something was refused: `named`) and
    /// returns its standard error.
    @discardableResult
    private func run(_ mode: Int, _ ext: String, named: Bool = true, file: StaticString = #filePath, line: UInt = #line)
        throws -> String
    {
        try flood(mode)
        let output = work + "/out-\(mode).\(ext)", trace = work + "/trace-\(mode).jsonl"
        let previous = Data("previous \(ext)".utf8)
        try previous.write(to: URL(fileURLWithPath: output))
        let o = try NativeTools.cli(
            ["run", "--plugins", plugins, "--animator", "budget-\(mode)", "--output", output, "--trace", trace],
            environment: env, timeout: 600)
        guard case let .exited(code) = o.ending, code == 0 || code == 1 else {
            XCTFail(
                "budget-\(mode) → .\(ext): \(o.ending) (a trap or a hang)\n\(o.stderr.suffix(2000))", file: file,
                line: line)
            return o.stderr
        }
        XCTAssertTrue(
            !named || o.stderr.contains("budget-\(mode)"), "the plugin is named:\n\(o.stderr.suffix(2000))", file: file,
            line: line)
        let written = FileManager.default.contents(atPath: output)
        if code == 1 {
            XCTAssertEqual(written, previous, "a failed run keeps the previous output", file: file, line: line)
        } else {
            XCTAssertNotEqual(written, previous, "a finished run replaced the output", file: file, line: line)
            XCTAssertGreaterThan(written?.count ?? 0, 100, file: file, line: line)
        }
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        XCTAssertFalse(lines.isEmpty, file: file, line: line)
        for (i, l) in lines.enumerated() {
            XCTAssertNoThrow(
                try JSONSerialization.jsonObject(with: Data(l.utf8)),
                "trace line \(i) of budget-\(mode) is JSON: \(l.prefix(200))",
                file: file, line: line)
        }
        return o.stderr
    }

    /// 30,000 views titled with 1,023 bytes, then 150,000 more views: the frame is cut to the
    /// wire budget, and creation stops at the documented limit.
    func testAViewFloodWithLongTitlesIsCutToTheLimits() throws {
        let err = try run(1, "png")
        XCTAssertTrue(
            err.contains(
                "plugin budget-1: view_create: \(FrameBudget.maximumCreatedViews) views were created in this transition already"
            ), err)
        XCTAssertTrue(
            err.contains("plugin budget-1: frame 0 holds more than the \(FrameBudget.maximumFrameBytes >> 20) MiB"), err
        )
    }

    /// 2,000 full-screen gradients of 256 stops: the drawing budget stops the PNG's drawing.
    func testAGradientFloodIsDrawnWithinTheDrawingBudget() throws {
        let err = try run(2, "png")
        XCTAssertTrue(err.contains("plugin budget-2: frame") && err.contains("needs more drawing than the budget"), err)
    }

    /// 20,000 full-screen views, to an APNG (every frame drawn) and an animated SVG (written
    /// from the spilled frames, holding only what the drawing budget lets the PNG draw).
    func testAFullScreenFloodIsDrawnWithinTheDrawingBudget() throws {
        let err = try run(3, "apng")
        XCTAssertTrue(err.contains("plugin budget-3: frame 0 needs more drawing than the budget"), err)
        let svg = try run(3, "svg")
        XCTAssertTrue(
            svg.contains("plugin budget-3: frame 0 needs more drawing than the budget") && svg.contains("left out of"),
            svg)
        let text = try String(contentsOfFile: work + "/out-3.svg", encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("<svg") || text.hasPrefix("<?xml"), String(text.prefix(100)))
        XCTAssertTrue(text.hasSuffix("</svg>\n"))
        XCTAssertEqual(text.components(separatedBy: "<g id=\"frame").count - 1, 7, "every frame is in the animation")
    }

    /// The longest legal path: flattened coarsely enough to fit, never a frame the wire refuses.
    func testTheLongestPathFitsAFrame() throws {
        try run(4, "svg")
    }

    /// A centre of 1e305, a frame and a transform of 1e300: refused at the host table, named;
    /// a centre at the edge of the range is kept, and the trace stays JSON; the HTML player is
    /// written piece by piece from the spilled frames.
    func testCoordinatesBeyondTheRangeAreRefused() throws {
        let err = try run(5, "html")
        XCTAssertTrue(err.contains("plugin budget-5: view_set_point(center) with a value beyond ±1000000 points"), err)
        XCTAssertTrue(
            err.contains("plugin budget-5: view_set_affine(transform) with a value beyond ±1000000 points"), err)
        XCTAssertTrue(err.contains("plugin budget-5: view_create with a frame beyond ±1000000 points"), err)
        let trace = try String(contentsOfFile: work + "/trace-5.jsonl", encoding: .utf8)
        XCTAssertTrue(trace.contains("[999989, -999989]"), "the view centred at the edge of the range is kept")
        XCTAssertNil(trace.range(of: #"[\[ ,:]-?(inf|nan)[\],} ]"#, options: .regularExpression), "no non-JSON number")
    }
}
