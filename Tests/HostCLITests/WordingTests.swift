import Foundation
import PluginRuntime
import ProcessSupport
import TestSupport
import XCTest

/// Messages as users read them (real `host-cli` processes): ranges print clean numbers,
/// every message says what to do, no suggestion that is a guess, `--at` past the end is
/// said, and the README's GIF frame count is what is written.
final class WordingTests: XCTestCase {
    private var env: [String: String] = [:]
    private var dir = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "wording")
        env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
    }

    private func cli(_ args: [String]) throws -> ChildProcess.Outcome { try NativeTools.cli(args, environment: env) }

    /// Usage errors worded cleanly: a range's bounds without binary noise, `--scale` without
    /// the repeated "--output", no shell suggested for `tcsh` that is not like it.
    func testUsageErrorsReadCleanly() throws {
        let cases: [([String], String)] = [
            (
                ["run", "--expect", dir + "/g.jsonl", "--tolerance", "-1"],
                "error: --tolerance -1: expected a number 0…1000000000\n"
            ),
            (
                ["diff", dir + "/a.jsonl", dir + "/b.jsonl", "--tolerance", "2e9"],
                "error: --tolerance 2e9: expected a number 0…1000000000\n"
            ),
            (
                ["run", "--scale", "2"],
                "error: --scale sets the pixels per point of the rendered file and needs --output (a file of any format); add --output or leave --scale out\n"
            ),
            (
                ["completion", "tcsh"],
                "error: completion tcsh: not a shell with a completion script (use bash, zsh or fish)\n"
            )
        ]
        for (args, says) in cases {
            let o = try cli(args)
            XCTAssertEqual(o.ending, .exited(2), "\(args)")
            XCTAssertEqual(o.stderr, says, "\(args)")
        }
    }

    /// `--at` after the run's last frame draws the last frame, and a warning says so.
    func testAtPastTheEndIsSaid() throws {
        let png = dir + "/late.png"
        let o = try cli(["run", "--param", "duration=1", "--output", png, "--at", "5"])
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        XCTAssertTrue(
            o.stderr.contains(
                "warning: --at 5 s is past the end of the run, whose last frame is at 1 s: that last frame was drawn into \(png); choose --at 0…1"
            ), o.stderr)
        let inside = try cli(["run", "--param", "duration=1", "--output", png, "--at", "1"])
        XCTAssertEqual(inside.ending, .exited(0), inside.stderr)
        XCTAssertFalse(inside.stderr.contains("warning"), inside.stderr)
    }

    /// README: at 60 fps a 1 s run (frames 0 to 60) is written as 41 GIF frames, the first and
    /// then 40 a second, of 2–3 cs, adding up to the run's time.
    func testGIFFrameCountIsTheREADMEs() throws {
        let gif = dir + "/one.gif"
        let o = try cli(["run", "--param", "duration=1", "--fps", "60", "--output", gif])
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        XCTAssertTrue(o.stdout.contains("61 frames"), o.stdout)
        let decoded = try GIFDecoder([UInt8](try Data(contentsOf: URL(fileURLWithPath: gif))))
        XCTAssertEqual(decoded.frames.count, 41)
        XCTAssertEqual(Set(decoded.frames.dropLast().map(\.delay)).subtracting([2, 3]), [], "delays of 2–3 cs")
        let readme = try String(contentsOfFile: NativeTools.packageRoot + "/README.md", encoding: .utf8)
            .replacingOccurrences(of: "\n  ", with: " ")
        XCTAssertTrue(readme.contains("at 60 fps a 1 s run, frames 0 to 60, is written as 41 GIF frames"))
    }

    /// A file the loader cannot read is rejected with a sentence that says what to do.
    func testUnreadableSaysWhatToDo() throws {
        guard case .failure(let r) = PluginLoader.inspect(path: dir + "/gone/libX.so") else {
            return XCTFail("inspected a missing file")
        }
        XCTAssertEqual(r.reason, .unreadable)
        XCTAssertTrue(r.message.contains("No such file or directory; check that it exists"), r.message)
    }
}
