import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// iOS animators that use the main run loop and random numbers (`Tests/Fixtures/RunLoopSwift`:
/// each animator file imports UIKit only), built as an outsider builds them and run by the real
/// `host-cli` in its sandboxed workers: they complete at the frame their delay, timer or
/// display link says, give the same trace on every run, vary with `--seed` only where they draw
/// random numbers, and validate clean.
final class RunLoopPluginTests: XCTestCase {
    /// Traces round numbers to 6 decimals.
    static let traceQuantum = 1e-6
    static let products = ["RunLoopDelay", "RunLoopTimer", "RunLoopDisplayLink", "RandomShatter"]
    static let files =
        ["Package.swift", "plugin.exports"]
        + products.flatMap { p in
            [
                "Sources/\(p)/Export.swift",
                "Sources/\(p)/" + [
                    "RunLoopDelay": "DelayedFadeAnimator", "RunLoopTimer": "TimerStepAnimator",
                    "RunLoopDisplayLink": "DisplayLinkFadeAnimator", "RandomShatter": "ShatterAnimator"
                ][p]! + ".swift"
            ]
        }

    /// The fixture package built once (copied to the scratch path, `swift build` of every
    /// product), and a plugins folder holding the four libraries; nil when swift is missing.
    nonisolated(unsafe) private static var built: (dir: String, env: [String: String])?

    private func plugins() throws -> (dir: String, env: [String: String]) {
        if let b = Self.built { return b }
        let scratch = try FixturePackage.build("RunLoopSwift", files: Self.files, timeout: 1800)
        let fm = FileManager.default
        let dir = NativeTools.scratchDirectory + "/fixtures/RunLoopSwift-plugins"
        try? fm.removeItem(atPath: dir)
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for p in Self.products {
            try fm.copyItem(atPath: scratch + "/debug/lib\(p).so", toPath: dir + "/\(p).so")
            chmod(dir + "/\(p).so", 0o755)
        }
        let cache = NativeTools.scratchDirectory + "/fixtures/RunLoopSwift-cache"
        try? fm.removeItem(atPath: cache)
        try fm.createDirectory(atPath: cache, withIntermediateDirectories: true)
        let b = (dir, NativeTools.cliEnvironment(cacheDirectory: cache))
        Self.built = b
        return b
    }

    /// The trace of `run` with the animator `id` (200 × 300) and `extra` flags, as lines.
    private func trace(_ id: String, _ extra: [String] = []) throws -> [String] {
        let (dir, env) = try plugins()
        let run = try NativeTools.cli(
            ["run", "--plugins", dir, "--animator", "com.example.\(id)", "--size", "200x300", "--trace", "-"] + extra,
            environment: env)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        return run.stdout.split(separator: "\n").map(String.init)
    }

    /// The summary (last line) of a trace.
    private func summary(_ lines: [String]) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(lines.last).utf8)) as? [String: Any])
    }

    /// The time of the `completeTransition(true)` event.
    private func completionTime(_ lines: [String]) throws -> Double {
        let events = (try summary(lines)["events"] as? [[String: Any]]) ?? []
        XCTAssertFalse(events.contains { $0["kind"] as? String == "diagnostic" }, "\(events)")
        return try XCTUnwrap(
            events.first { $0["text"] as? String == "completeTransition(true)" }?["t"] as? Double, "\(events)")
    }

    /// The view titled `title` among the 200 × 300 children drawn in frame line `line`.
    private func view(_ line: String, _ title: String) throws -> [String: Any]? {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return ((json["views"] as? [[String: Any]]) ?? []).first { v in
            let ys = ((v["corners"] as? [[Double]]) ?? []).map { $0[1] }
            return v["title"] as? String == title && (ys.max() ?? 0) - (ys.min() ?? 0) > 200
        }
    }

    func testADelayedBlockCompletesAtTheFirstFrameAtOrAfterItsDelay() throws {
        // asyncAfter(deadline: .now() + 0.5): frame 30 at 60 fps; at 45 fps frame 23 (0.5111 s),
        // the first at or after 0.5 s.
        for (fps, frame) in [(60.0, 30), (45.0, 23), (24.0, 12)] {
            let lines = try trace("runloop-delay", ["--fps", "\(Int(fps))"])
            XCTAssertEqual(try completionTime(lines), Double(frame) / fps, accuracy: Self.traceQuantum, "fps \(fps)")
            XCTAssertEqual(lines.count, frame + 2, "frames 0…\(frame), then the summary")
        }
        // DispatchQueue.main.async: the outgoing view is dimmed from the first frame on, and the
        // fade of B is linear over 0.3 s (frame 9 of 60 fps: alpha 0.5).
        let lines = try trace("runloop-delay")
        XCTAssertEqual(
            try XCTUnwrap(try view(lines[0], "A"))["alpha"] as? Double ?? -1, 0.5, accuracy: Self.traceQuantum)
        XCTAssertEqual(
            try XCTUnwrap(try view(lines[9], "B"))["alpha"] as? Double ?? -1, 0.5, accuracy: Self.traceQuantum)
        XCTAssertEqual(
            try XCTUnwrap(try view(lines[29], "A"))["alpha"] as? Double ?? -1, 0.5, accuracy: Self.traceQuantum)
    }

    func testARepeatingTimerStepsEveryIntervalAndAOneShotTimerFiresOnce() throws {
        let lines = try trace("runloop-timer")
        XCTAssertEqual(try completionTime(lines), 0.5, accuracy: Self.traceQuantum)
        // Every 0.1 s (6 frames) B moves a fifth of its width (200 points) to the left.
        for f in 0...30 {
            let b = try XCTUnwrap(try view(lines[f], "B"), "frame \(f)")
            let x = try XCTUnwrap((b["corners"] as? [[Double]])?.map { $0[0] }.min())
            XCTAssertEqual(x, 200 * Double(5 - min(5, f / 6)) / 5, accuracy: Self.traceQuantum, "frame \(f)")
        }
        // The one-shot timer added with RunLoop.main.add: A is tinted from 0.25 s (frame 15).
        XCTAssertEqual(
            try XCTUnwrap(try view(lines[14], "A"))["alpha"] as? Double ?? -1, 1, accuracy: Self.traceQuantum)
        XCTAssertEqual(
            try XCTUnwrap(try view(lines[15], "A"))["alpha"] as? Double ?? -1, 0.75, accuracy: Self.traceQuantum)
    }

    func testADisplayLinkDrivesAFadeFrameByFrame() throws {
        for fps in [60.0, 50.0] {
            let lines = try trace("runloop-display-link", ["--fps", "\(Int(fps))"])
            // alpha = timestamp / 0.4 s: complete at 0.4 s (frame 24 at 60 fps, 20 at 50).
            XCTAssertEqual(try completionTime(lines), 0.4, accuracy: Self.traceQuantum)
            let last = Int((0.4 * fps).rounded())
            for f in 0..<last {
                let b = try XCTUnwrap(try view(lines[f], "B"), "frame \(f)")
                XCTAssertEqual(
                    b["alpha"] as? Double ?? -1, Double(f) / fps / 0.4, accuracy: Self.traceQuantum,
                    "fps \(fps) frame \(f)")
            }
        }
    }

    func testRandomPiecesAreTheSameOnEveryRunAndVaryWithTheSeed() throws {
        let first = try trace("random-shatter")
        XCTAssertEqual(try completionTime(first), 0.6, accuracy: Self.traceQuantum)
        XCTAssertEqual(try trace("random-shatter"), first, "two runs of the same flags")
        XCTAssertEqual(try trace("random-shatter", ["--seed", "0"]), first, "--seed 0 is the default")
        let seeded = try trace("random-shatter", ["--seed", "42"])
        XCTAssertNotEqual(seeded, first, "another seed, other pieces")
        XCTAssertEqual(try trace("random-shatter", ["--seed", "42"]), seeded)
        // The pieces move: frame 30 differs under the two seeds, frame 0 (before any motion,
        // but with random colours and alphas) too.
        XCTAssertNotEqual(seeded[30], first[30])
        // Animators without randomness do not change with the seed.
        XCTAssertEqual(try trace("runloop-delay", ["--seed", "42"]), try trace("runloop-delay"))

        let (_, env) = try plugins()
        let bad = try NativeTools.cli(["run", "--animator", "default", "--seed", "-1"], environment: env)
        XCTAssertEqual(bad.ending, .exited(2), bad.stdout + bad.stderr)
        XCTAssertTrue(bad.stderr.contains("--seed -1: expected a whole number"), bad.stderr)
    }

    func testEveryFixtureAnimatorValidatesWithoutFailures() throws {
        let (dir, env) = try plugins()
        for id in ["runloop-delay", "runloop-timer", "runloop-display-link", "random-shatter"] {
            let v = try NativeTools.cli(
                ["validate", "com.example.\(id)", "--plugins", dir], environment: env, timeout: 900)
            XCTAssertEqual(v.ending, .exited(0), id + "\n" + v.stdout + v.stderr)
            XCTAssertTrue(v.stdout.contains(" 0 failed"), id + "\n" + v.stdout)
            XCTAssertTrue(v.stdout.contains("PASS    determinism"), id + "\n" + v.stdout)
        }
    }
}
