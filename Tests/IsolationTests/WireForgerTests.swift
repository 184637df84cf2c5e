import Foundation
import PluginRuntime
import ProcessSupport
import Session
import TestSupport
import XCTest
@testable import Isolation

/// A plugin that forges its worker's messages (Tests/Fixtures/Hostile/wire_forger.c writes raw
/// framed bytes on descriptor 3 from inside its worker) is stopped by the front end: the real
/// `host-cli run` exits 1 naming the plugin and the broken rule, never traps, never replaces the
/// user's previous output, writes a trace that ends with the failure, and ends within the run's
/// deadline even when the plugin paces its forgeries to dodge the silence timeout.
final class WireForgerTests: XCTestCase {
    private var plugins = "", work = ""
    private var env: [String: String] = [:]

    override func setUpWithError() throws {
        plugins = try NativeTools.temporaryFolder(for: self, name: "forger-plugins")
        work = try NativeTools.temporaryFolder(for: self, name: "forger-work")
        env = NativeTools.cliEnvironment(cacheDirectory: work + "/cache")
    }

    /// The forger of kind `forge`, forging at `when` (0 constructor, 3 animateTransition) and
    /// then exiting (`then` 0) or sleeping (1); its id is `forger-FORGE-WHEN`.
    @discardableResult
    private func forger(_ forge: Int, when: Int = 3, then: Int = 0, into folder: String? = nil) throws -> String {
        try NativeTools.compileFixture(
            "Hostile/wire_forger.c", name: "forger-\(forge)-\(when)", into: folder ?? plugins,
            flags: ["-DFORGE=\(forge)", "-DWHEN=\(when)", "-DTHEN=\(then)"])
    }

    /// Scans the plugins folder once (`list`), so that a run's time is its own, not the scan's.
    private func scanFirst() throws {
        let l = try NativeTools.cli(["list", "--plugins", plugins], environment: env, timeout: 300)
        XCTAssertEqual(l.ending, .exited(0), l.stderr)
    }

    /// `host-cli run` of the forger `id` over a previous `.ext` output and a trace; what it
    /// printed, how it ended, how long it took, whether the previous file is intact, and the
    /// trace's last line.
    private func run(_ id: String, ext: String, extra: [String] = []) throws -> (
        outcome: ChildProcess.Outcome, seconds: Double, intact: Bool, last: [String: Any]
    ) {
        let output = work + "/\(id).\(ext)", trace = work + "/\(id).jsonl"
        let previous = Data("the user's previous \(ext) of \(id)\n".utf8)
        try previous.write(to: URL(fileURLWithPath: output))
        let start = ChildProcess.monotonicNow()
        let o = try NativeTools.cli(
            ["run", "--plugins", plugins, "--animator", id, "--output", output, "--trace", trace] + extra,
            environment: env, timeout: 180)
        let seconds = ChildProcess.monotonicNow() - start
        let lines = (try? String(contentsOfFile: trace, encoding: .utf8))?.split(separator: "\n") ?? []
        let last =
            lines.last.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] } ?? [:]
        return (o, seconds, FileManager.default.contents(atPath: output) == previous, last)
    }

    /// Forgeries from animateTransition, one per output format, each with the sentence the
    /// front end must print (after `the worker running plugin forger-N-3 `).
    static let forgeries: [(forge: Int, then: Int, ext: String, says: String)] = [
        (1, 1, "png", "broke the protocol: the first frame is numbered 9223372036854775807, not 0; it was stopped"),
        (
            2, 0, "gif",
            "broke the protocol: a result arrived without any frame (a run always shows frame 0); it was stopped"
        ),
        (3, 1, "svg", "sent a malformed message (an array of 4294967295 elements in 64 bytes); it was stopped"),
        (4, 1, "gif", "broke the protocol: a frame message arrived after the result; it was stopped"),
        (6, 0, "png", "sent a malformed message (a message without the protocol's magic number); it was stopped"),
        (7, 1, "html", "sent a malformed message (an array of 16777163 RenderItem would need"),
        (8, 0, "apng", "broke the protocol: frame 5 arrived after frame 0; it was stopped"),
        (9, 1, "svg", "broke the protocol: a second hello arrived; it was stopped"),
        (10, 0, "gif", "broke the protocol: frame 0: its time is nan s; it was stopped")
    ]

    func testForgedMessagesEndTheRunNamingThePluginAndKeepThePreviousOutput() throws {
        for f in WireForgerTests.forgeries { try forger(f.forge, then: f.then) }
        try scanFirst()
        for f in WireForgerTests.forgeries {
            let id = "forger-\(f.forge)-3"
            let r = try run(id, ext: f.ext)
            XCTAssertEqual(r.outcome.ending, .exited(1), "\(id): \(r.outcome.stderr)")
            XCTAssertTrue(
                r.outcome.stderr.contains("error: the worker running plugin \(id) \(f.says)"),
                "\(id): \(r.outcome.stderr)")
            XCTAssertTrue(r.intact, "\(id): the previous .\(f.ext) was replaced")
            XCTAssertEqual(r.last["result"] as? String, "crashed", "\(id): \(r.last)")
            XCTAssertTrue((r.last["error"] as? String ?? "").contains(id), "\(id): \(r.last)")
            // A hang guard only (the worker is stopped at once; a busy machine may be slow).
            XCTAssertLessThan(r.seconds, 60, id)
        }
        // The front end is fine, and so is a well-behaved plugin beside the forgers.
        let ok = try NativeTools.cli(
            ["run", "--plugins", plugins, "--animator", "slide", "--output", work + "/ok.png"], environment: env,
            timeout: 180)
        XCTAssertEqual(ok.ending, .exited(0), ok.stderr)
    }

    func testAFramePacedUnderTheSilenceTimeoutEndsAtTheRunsDeadline() throws {
        try forger(5)
        try scanFirst()
        let r = try run("forger-5-3", ext: "gif", extra: ["--max-duration", "0.1"])
        let deadline = RunWorker.silence + 10 * 0.1
        XCTAssertEqual(r.outcome.ending, .exited(1), r.outcome.stderr)
        XCTAssertTrue(
            r.outcome.stderr.contains(
                "error: the worker running plugin forger-5-3 did not finish within the run's deadline of 16 s (15 s + 10 × --max-duration); it was stopped"
            ),
            r.outcome.stderr)
        XCTAssertTrue(r.intact)
        XCTAssertGreaterThanOrEqual(r.seconds, deadline, "a frame every 10 s was waited for up to the deadline")
        XCTAssertLessThan(
            r.seconds, deadline + 60, "and ended then (a hang guard: the forger would send frames for ever)")
        print("slow forger ended after \(r.seconds) s (deadline \(deadline) s)")
    }

    /// The worker process of a run of the forger at `path` (no scan: its constructor forges).
    private func runInWorker(_ path: String, id: String) throws -> RunWorker.Outcome {
        let choice = PluginChoice(source: .file(path: path), id: id, parameters: ParameterValues(values: [:]))
        return RunWorker.run(
            SessionConfiguration(animator: choice), executable: try NativeTools.hostCLI(), started: { _, _ in }
        ) { _ in
            XCTFail("no forged frame reaches the caller")
        }
    }

    func testForgeriesFromTheConstructorAreStoppedBeforeAnyFrameIsUsed() throws {
        let culprits = { (forge: Int) in "plugin forger-\(forge)-0" }
        for (forge, error, says) in [
            (
                1, RunError.brokeProtocol(.frameBeforeStarted(Int.max), culprits: culprits(1)),
                "broke the protocol: frame 9223372036854775807 arrived before started"
            ),
            (
                6, .malformed(.missingMagic, culprits: culprits(6)),
                "sent a malformed message (a message without the protocol's magic number)"
            ),
            (
                2, .brokeProtocol(.resultBeforeStarted, culprits: culprits(2)),
                "broke the protocol: a result arrived before started"
            )
        ] {
            let id = "forger-\(forge)-0"
            guard case let .failed(failure, frames) = try runInWorker(try forger(forge, when: 0, then: 1), id: id)
            else {
                XCTFail(id)
                continue
            }
            XCTAssertEqual(failure, error)
            XCTAssertEqual(failure.description, "the worker running plugin \(id) \(says); it was stopped")
            XCTAssertEqual(frames, 0)
            // Stopped, not waited for: a worker waited for until its silence would be reported
            // as silent, not with this message (how fast is no test's to judge).
        }
    }

    func testAConstructorForgeryThroughTheCLIFailsWithoutTouchingTheOutput() throws {
        try forger(1, when: 0, then: 1)
        let r = try run("forger-1-0", ext: "png")
        XCTAssertTrue(
            [.exited(1), .exited(2)].contains(r.outcome.ending),
            "the front end exits normally: \(r.outcome.ending) \(r.outcome.stderr)")
        XCTAssertTrue(r.outcome.stderr.contains("forger-1-0"), r.outcome.stderr)
        XCTAssertTrue(r.intact)
    }

    func testAPlayStepIsAnsweredByExactlyOneFrame() throws {
        // frame 0, a result and frame 1, all from the first animateTransition: the first step
        // gets the (valid) frame 0, the second a result, which is not an answer to a step.
        let path = try forger(4, then: 1)
        let choice = PluginChoice(source: .file(path: path), id: "forger-4-3", parameters: ParameterValues(values: [:]))
        let session = try LiveSession(
            config: SessionConfiguration(animator: choice), executable: try NativeTools.hostCLI())
        XCTAssertEqual(try session.step().index, 0)
        XCTAssertThrowsError(try session.step()) {
            XCTAssertEqual(
                $0 as? RunError, .brokeProtocol(.messageAnsweredStep("result"), culprits: "plugin forger-4-3"))
            XCTAssertEqual(
                "\($0)",
                "the worker running plugin forger-4-3 broke the protocol: a result message answered a step (a step is answered by one frame); it was stopped"
            )
        }
        XCTAssertThrowsError(try session.step(), "a stopped worker stays failed")
    }
}
