import Foundation
import ProcessSupport
import TestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// Golden traces and `diff` through the real CLI: a file that is not a whole trace is a usage
/// error found before any run (and two copies of it never "agree"); the visual diff shows the
/// frame where the traces differ most, its differences in a colour no view has on a grey
/// frame; and a match removes the picture an earlier mismatch left.
final class TraceCheckTests: XCTestCase {
    private var env: [String: String] = [:]
    private var dir = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "trace-check")
        env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
    }

    private func cli(_ args: [String]) throws -> ChildProcess.Outcome { try NativeTools.cli(args, environment: env) }

    private func write(_ text: String, _ name: String) throws -> String {
        let path = dir + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A trace of frames whose single view is the square `[x, y, x + 100, y + 100]`, one
    /// frame per entry of `xs`, then a result line.
    private func trace(_ xs: [Double]) -> String {
        var s = ""
        for (i, x) in xs.enumerated() {
            let c = "[[\(x), 50], [\(x + 100), 50], [\(x + 100), 150], [\(x), 150]]"
            s +=
                #"{"frame": \#(i), "t": \#(Double(i) / 60), "progress": 0, "views": [{"id": 1, "title": null, "alpha": 1, "corners": [[0, 0], [300, 0], [300, 300], [0, 300]], "z": 0}, {"id": 2, "title": null, "alpha": 1, "corners": \#(c), "z": 1}]}"#
                + "\n"
        }
        return s + #"{"result": "completed", "duration": 1, "frames": \#(xs.count), "timed_out": false, "events": []}"#
            + "\n"
    }

    func testAMalformedTraceIsAUsageErrorFoundBeforeTheRun() throws {
        let good = trace([0, 10, 20])
        let cases: [(String, String)] = [
            ("garbage\n", "line 1 is not JSON"),
            ("", "is empty, not a trace"),
            (
                good.replacingOccurrences(of: #"{"frame": 2,"#, with: #"{"result": "completed", "frame": 2,"#),
                "line 3 is a result line, but only the last line may be"
            ),
            (good.replacingOccurrences(of: #""frame": 1,"#, with: #""frame": 7,"#), "line 2 is not frame 1"),
            ("[1, 2]\n" + good, "line 1 is not a JSON object")
        ]
        for (n, (text, says)) in cases.enumerated() {
            let bad = try write(text, "bad\(n).jsonl")
            // diff: status 2, and a file compared with itself does not "agree".
            let same = try cli(["diff", bad, bad])
            XCTAssertEqual(same.ending, .exited(2), "\(says): \(same.stdout)\(same.stderr)")
            XCTAssertFalse(same.stdout.contains("agree"), same.stdout)
            XCTAssertTrue(same.stderr.contains("error: \(bad)") && same.stderr.contains(says), same.stderr)
            // --expect: status 2 before the run — the run's own trace is never written.
            let written = dir + "/run\(n).jsonl"
            let run = try cli(["run", "--animator", "slide", "--expect", bad, "--trace", written])
            XCTAssertEqual(run.ending, .exited(2), "\(says): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("error: --expect \(bad)") && run.stderr.contains(says), run.stderr)
            XCTAssertTrue(run.stderr.contains("record it again with --expect \(bad) --record"), run.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: written), "the run did not start")
        }
        // A whole trace still agrees with itself.
        let ok = try write(good, "good.jsonl")
        let agree = try cli(["diff", ok, ok])
        XCTAssertEqual(agree.ending, .exited(0), agree.stderr)
        XCTAssertEqual(agree.stdout, "the traces agree\n")
    }

    /// Frame 1 differs by a third of a point (sub-pixel), frame 3 by 60 points: the picture is
    /// of frame 3, and its difference panel is grey except for the differing pixels, which
    /// are magenta.
    func testTheDiffPictureShowsTheLargestDifferenceInAColourThatStandsOut() throws {
        guard PNGDecoding.hasPython else { throw XCTSkip("python3 decodes the PNG") }
        let a = try write(trace([0, 10, 20, 30, 40]), "a.jsonl")
        let b = try write(trace([0, 10.33, 20, 90, 40]), "b.jsonl")
        let png = dir + "/d.png"
        let o = try cli(["diff", a, b, "--output", png])
        XCTAssertEqual(o.ending, .exited(1), o.stderr)
        XCTAssertTrue(o.stdout.hasPrefix("\(a) and \(b) differ at frame 1 (t = "), o.stdout)
        XCTAssertTrue(o.stdout.contains("expected 10, got 10.33"), "the first difference is still named: \(o.stdout)")
        XCTAssertTrue(o.stdout.hasSuffix("; frame 3, where they differ most, drawn in \(png)\n"), o.stdout)
        let picture = try PNGDecoding.decode(path: png).canvas
        var magenta = 0
        var colouredInDifferencePanel = 0
        let panelStart = picture.width * 2 / 3 + 1
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let i = (y * picture.width + x) * 4
                let p = Array(picture.pixels[i..<i + 4])
                if p == [255, 0, 255, 255] {
                    magenta += 1
                    continue
                }
                if x >= panelStart, !(p[0] == p[1] && p[1] == p[2]) { colouredInDifferencePanel += 1 }
            }
        }
        // The square moved 60 points: two 60 × 100 bands differ (12,000 pixels, less the
        // overlap of equal colour at the edges); a third of a point would give ~200.
        XCTAssertGreaterThan(magenta, 10_000, "frame 3's difference is drawn")
        XCTAssertLessThan(magenta, 13_000)
        XCTAssertEqual(colouredInDifferencePanel, 0, "the difference panel is grey but for the magenta differences")
    }

    /// A mismatch writes NAME.diff.png; a later match removes it (it would describe a change
    /// that is gone).
    func testAMatchRemovesTheStaleDiffPicture() throws {
        let golden = dir + "/slide.jsonl", picture = dir + "/slide.diff.png"
        let base = ["run", "--animator", "slide", "--size", "120x200", "--fps", "20"]
        XCTAssertEqual(try cli(base + ["--expect", golden, "--record"]).ending, .exited(0))
        let changed = try cli(base + ["--param", "damping=0.5", "--expect", golden])
        XCTAssertEqual(changed.ending, .exited(1), changed.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: picture), changed.stderr)
        let same = try cli(base + ["--expect", golden])
        XCTAssertEqual(same.ending, .exited(0), same.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: picture), "the stale picture is gone")
        // The help names the file as it is written.
        let help = try cli(["run", "--help"])
        XCTAssertTrue(help.stdout.contains("golden.jsonl: golden.diff.png"), help.stdout)
        XCTAssertFalse(help.stdout.contains("FILE.diff.png"), help.stdout)
    }
}
