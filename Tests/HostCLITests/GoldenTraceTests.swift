import Foundation
import ProcessSupport
import TestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// Regression checks as CI runs them: `run --expect golden --record` writes the golden trace
/// (the same bytes as `--trace`), `run --expect golden` passes on the same run and fails on a
/// changed one, naming the frame, view and property with both values and drawing the frame;
/// `--tolerance`; `host-cli diff`; and every misuse a usage error.
final class GoldenTraceTests: XCTestCase {
    private var env: [String: String] = [:]
    private var dir = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "golden")
        env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
    }

    private func cli(_ args: [String]) throws -> ChildProcess.Outcome { try NativeTools.cli(args, environment: env) }

    func testRecordThenExpectPassesAndAChangeFailsNamingItAndDrawingIt() throws {
        let golden = dir + "/slide.jsonl", trace = dir + "/trace.jsonl"
        let base = ["run", "--animator", "slide", "--size", "200x300"]
        let rec = try cli(base + ["--expect", golden, "--record", "--trace", trace])
        XCTAssertEqual(rec.ending, .exited(0), rec.stderr)
        XCTAssertTrue(rec.stderr.contains("recorded the golden trace \(golden) (61 frames)"), rec.stderr)
        XCTAssertEqual(
            FileManager.default.contents(atPath: golden), FileManager.default.contents(atPath: trace),
            "the golden file is the trace")

        let same = try cli(base + ["--expect", golden])
        XCTAssertEqual(same.ending, .exited(0), same.stderr)
        XCTAssertTrue(same.stderr.contains("matches the golden trace \(golden)"), same.stderr)

        let changed = try cli(base + ["--param", "damping=0.5", "--expect", golden])
        XCTAssertEqual(changed.ending, .exited(1))
        XCTAssertTrue(
            changed.stderr.contains(
                "the trace differs from the golden trace \(golden) at frame 1 (t = 0.016667 s): view 9 (\"A\", z 2).alpha: expected "
            ), changed.stderr)
        XCTAssertTrue(
            changed.stderr.contains(", where they differ most (expected, actual, difference) → \(dir)/slide.diff.png"),
            changed.stderr)
        if PNGDecoding.hasPython {
            let picture = try PNGDecoding.decode(path: dir + "/slide.diff.png").canvas
            XCTAssertGreaterThan(picture.width, 3 * 200, "three panels of the 200-point viewport")
            var marked = 0
            for i in stride(from: 0, to: picture.pixels.count, by: 4)
            where picture.pixels[i..<i + 4] == [255, 0, 255, 255] { marked += 1 }
            XCTAssertGreaterThan(marked, 1000, "the differing view in magenta")
        }
        let loose = try cli(base + ["--param", "damping=0.7499", "--expect", golden, "--tolerance", "0.5"])
        XCTAssertEqual(loose.ending, .exited(0), loose.stderr)
        XCTAssertTrue(loose.stderr.contains("within 0.5"), loose.stderr)
        // The result line too: a cancelled run differs in its events.
        let cancelled = try cli(
            base + ["--interaction", "timed", "--param", "interaction.outcome=cancel", "--expect", golden])
        XCTAssertEqual(cancelled.ending, .exited(1))
    }

    func testDiffComparesTwoTraces() throws {
        let a = dir + "/a.jsonl", b = dir + "/b.jsonl", cut = dir + "/cut.jsonl", png = dir + "/d.png"
        XCTAssertEqual(try cli(["run", "--animator", "zoom-fade", "--trace", a]).ending, .exited(0))
        XCTAssertEqual(
            try cli(["run", "--animator", "zoom-fade", "--param", "scale=0.5", "--trace", b]).ending, .exited(0))
        let lines = try String(contentsOfFile: a, encoding: .utf8).split(separator: "\n")
        try (lines.prefix(10).joined(separator: "\n") + "\n").write(toFile: cut, atomically: true, encoding: .utf8)
        let same = try cli(["diff", a, a])
        XCTAssertEqual(same.ending, .exited(0))
        XCTAssertEqual(same.stdout, "the traces agree\n")
        let other = try cli(["diff", a, b, "--output", png])
        XCTAssertEqual(other.ending, .exited(1))
        XCTAssertTrue(other.stdout.hasPrefix("\(a) and \(b) differ at frame 1 (t = 0.016667 s): view "), other.stdout)
        XCTAssertTrue(other.stdout.contains(", where they differ most, drawn in \(png)\n"), other.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png))
        let short = try cli(["diff", a, cut])
        XCTAssertEqual(short.ending, .exited(1))
        XCTAssertTrue(short.stdout.contains("the number of lines (62 expected, 10 got)"), short.stdout)
    }

    func testMisuseIsAUsageError() throws {
        let golden = dir + "/none.jsonl"
        let cases: [([String], String)] = [
            (
                ["run", "--expect", golden],
                "--expect \(golden): no such golden trace; record it first with --expect \(golden) --record"
            ),
            (["run", "--record"], "--record applies to a golden trace and needs --expect FILE"),
            (["run", "--tolerance", "0.1"], "--tolerance applies to a golden trace and needs --expect FILE"),
            (
                ["run", "--expect", golden, "--record", "--tolerance", "1"],
                "--tolerance compares with a golden trace, and --record writes one; choose one"
            ),
            (
                ["diff", dir + "/x.jsonl", dir + "/y.jsonl"],
                "x.jsonl: cannot read it (no such file); give two trace files"
            ),
            (["diff", "/dev/zero", dir + "/y.jsonl"], "/dev/zero: cannot read it (a device or socket, not a file)")
        ]
        for (args, says) in cases {
            let o = try cli(args)
            XCTAssertEqual(o.ending, .exited(2), "\(args): \(o.stderr)")
            XCTAssertTrue(o.stderr.contains(says), "\(args): \(o.stderr)")
        }
    }

    /// Inputs are read with bounds and never hang: an endless pipe is cut at the limit, a FIFO
    /// without a writer reads as empty, a huge gesture file is refused, and an output that is
    /// an input is refused before anything is written.
    func testInputsAreBoundedAndNeverOverwritten() throws {
        let exe = try NativeTools.hostCLI()
        let a = dir + "/a.jsonl", b = dir + "/b.jsonl"
        XCTAssertEqual(try cli(["run", "--animator", "slide", "--trace", a]).ending, .exited(0))
        XCTAssertEqual(
            try cli(["run", "--animator", "slide", "--param", "damping=0.5", "--trace", b]).ending, .exited(0))
        let endless = NativeTools.runTool("bash", ["-c", "'\(exe)' diff <(yes '{}') '\(a)'"], environment: env)
        XCTAssertEqual(endless.ending, .exited(2))
        XCTAssertTrue(
            endless.stderr.contains("it is longer than 268435456 bytes (256 MiB), the most this file may be"),
            endless.stderr)
        let fifo = dir + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let noWriter = try cli(["diff", fifo, a])
        XCTAssertEqual(
            noWriter.ending, .exited(2),
            "a FIFO without a writer reads as empty, which is not a trace: \(noWriter.stderr)")
        XCTAssertTrue(noWriter.stderr.contains("\(fifo) is empty, not a trace"), noWriter.stderr)
        let big = dir + "/big.txt"
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        XCTAssertEqual(truncate(big, 17 << 20), 0)
        let gesture = try cli(["run", "--interaction", "pan", "--gesture", "@" + big])
        XCTAssertEqual(gesture.ending, .exited(2))
        XCTAssertTrue(gesture.stderr.contains("@\(big): it is longer than 16777216 bytes (16 MiB)"), gesture.stderr)

        let before = FileManager.default.contents(atPath: a)
        for (args, says) in [
            (["diff", a, b, "--output", a], "--output \(a) is the trace \(a) being compared"),
            (["diff", a, b, "--output", dir + "/d.gif"], "the picture is a PNG; give a .png file"),
            (
                ["run", "--animator", "slide", "--expect", a, "--trace", a],
                "--trace \(a) is the golden trace --expect \(a)"
            ),
            (
                ["run", "--animator", "slide", "--expect", a, "--record", "--trace", dir + "/./a.jsonl"],
                "is the golden trace --expect \(a)"
            ),
            (
                ["run", "--animator", "slide", "--expect", a, "--output", dir + "/a.diff.png"],
                "is where a mismatch's visual diff goes"
            )
        ] {
            let o = try cli(args)
            XCTAssertEqual(o.ending, .exited(2), "\(args): \(o.stderr)")
            XCTAssertTrue(o.stderr.contains(says), "\(args): \(o.stderr)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: a), before, "the input is untouched")
        // Ids a hand-edited trace may hold (the smallest integer, 1e300) draw; none traps.
        let odd = dir + "/odd.jsonl", odd2 = dir + "/odd2.jsonl"
        let view = #"{"id": ID, "alpha": A, "corners": [[0, 0], [50, 0], [50, 50], [0, 50]], "z": 0}"#
        func line(_ alpha: String) -> String {
            #"{"frame": 0, "t": 0, "views": ["#
                + ["-9223372036854775808", "1e300"].map {
                    view.replacingOccurrences(of: "ID", with: $0).replacingOccurrences(of: "A", with: alpha)
                }.joined(separator: ", ") + "]}\n"
                + #"{"result": "completed", "duration": 0, "frames": 1, "timed_out": false, "events": []}"# + "\n"
        }
        try line("1").write(toFile: odd, atomically: true, encoding: .utf8)
        try line("0.5").write(toFile: odd2, atomically: true, encoding: .utf8)
        let drawn = try cli(["diff", odd, odd2, "--output", dir + "/odd.png"])
        XCTAssertEqual(drawn.ending, .exited(1), drawn.stderr)
        XCTAssertTrue(
            drawn.stdout.hasSuffix("; frame 0, where they differ most, drawn in \(dir)/odd.png\n"), drawn.stdout)
        let unwritable = try cli(["diff", a, b, "--output", "/proc/d.png"])
        XCTAssertNotEqual(unwritable.ending, .exited(0))
        XCTAssertFalse(unwritable.stdout.contains("differ outside a frame"), unwritable.stdout)
    }
}
