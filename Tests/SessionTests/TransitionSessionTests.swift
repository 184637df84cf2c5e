import AnimationCore
import Foundation
import HostContainer
import PluginRuntime
import TestSupport
import XCTest
@testable import Session

/// A `TransitionSession` made from a plain `SessionConfiguration`: a run to the end, the live
/// controls a player uses (scrub, release), and configurations as values (equal ones give the
/// same trace, byte for byte).
final class TransitionSessionTests: XCTestCase {
    /// The built-in default animator (the spring slide, 1 s) in the custom container, A → B,
    /// 390 × 844 at 60 fps: everything else by default.
    private func defaultConfiguration() -> SessionConfiguration {
        SessionConfiguration(animator: PluginChoice(defaultsOf: TestPlugins.defaultAnimator))
    }

    /// A session of the default configuration stepped through frames 0…`frame`.
    private func session(steppedTo frame: Int) throws -> TransitionSession {
        let s = try TransitionSession(config: defaultConfiguration())
        for _ in 0...frame { _ = s.step() }
        return s
    }

    func testAPlainConfigurationOfTheBuiltInDefaultCompletes() throws {
        let config = defaultConfiguration()
        XCTAssertEqual(config.animator.source, .builtIn(id: "default"))
        XCTAssertEqual(config.animator.id, "default")
        let s = try TransitionSession(config: config)
        XCTAssertEqual(s.status.phase, .waiting, "nothing runs before the first frame")
        XCTAssertEqual(s.expectedDuration, 1)
        var frames: [TransitionSession.Frame] = []
        let r = s.run { frames.append($0) }
        XCTAssertEqual(r.outcome, .completed)
        XCTAssertFalse(r.timedOut)
        XCTAssertEqual(r.duration, 1)
        XCTAssertEqual(r.frames, 61, "frames 0 to 60: one second at 60 fps")
        XCTAssertEqual(frames.map(\.index), Array(0...60))
        assertClose(try XCTUnwrap(frames.last).time, 1)
        XCTAssertEqual(frames.first?.progress, 0)
        XCTAssertEqual(frames.last?.progress, 1)
        // Each frame reports the progress it shows (the time of a 1 s transition), not the
        // previous frame's.
        for f in frames.dropFirst().dropLast() {
            assertClose(f.progress, Double(f.index) / 60, 1e-9, "frame \(f.index)")
        }
        XCTAssertEqual(frames.first?.render.size, Size(width: 390, height: 844))
        XCTAssertEqual(r.events.count(prefix: "completeTransition(true)"), 1)
        XCTAssertEqual(r.events.count(prefix: "default.animationEnded(true)"), 1)
        XCTAssertEqual(appearanceProblems(r.events), [])
        XCTAssertEqual(s.diagnostics, [])
        XCTAssertTrue(s.isIdle)
        XCTAssertEqual(s.status.phase, .completed)
        XCTAssertEqual(s.progress, 1)
    }

    func testScrubGrabsARunningTransitionAndMovesItByTheStep() throws {
        let s = try session(steppedTo: 12)  // 0.2 s into the 1 s transition
        XCTAssertEqual(s.status.phase, .running)
        XCTAssertEqual(s.status.interaction, "none")
        // A running transition reports the progress its frame shows: frame 12 is at 0.2 s.
        let before = s.progress
        assertClose(before, 12.0 / 60, 1e-9)
        s.scrub(by: 0.1)
        XCTAssertEqual(s.status.phase, .interactive)
        XCTAssertEqual(s.status.interaction, "keyboard", "a transition without interaction controller is adopted")
        // Grabbed exactly where it is, then moved by the step.
        let grabbed = s.progress
        assertClose(grabbed, before + 0.1, 1e-9)
        s.scrub(by: 0.05)
        assertClose(s.progress, grabbed + 0.05)
        s.scrub(by: -0.2)
        assertClose(s.progress, grabbed - 0.15)
        // Held: frames pass, the progress does not move.
        for _ in 0..<10 { _ = s.step() }
        assertClose(s.progress, grabbed - 0.15)
        XCTAssertEqual(s.status.phase, .interactive)
        // Clamped to 0…1.
        s.scrub(by: -5)
        XCTAssertEqual(s.progress, 0)
        s.scrub(by: 5)
        XCTAssertEqual(s.progress, 1)
        XCTAssertEqual(s.status.phase, .interactive, "scrubbing to the end does not complete a held transition")
    }

    /// Grabs a running session, scrubs it to `progress`, releases it with the threshold 0.2 and
    /// runs it to the end: it must finish (`finishes`) or cancel, all the way.
    private func checkRelease(at progress: Double, finishes: Bool, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let s = try session(steppedTo: 6)
        s.scrub(by: -1)
        s.scrub(by: progress)
        assertClose(s.progress, progress, 1e-9, file: file, line: line)
        s.release(threshold: 0.2)
        XCTAssertEqual(s.status.phase, finishes ? .finishing : .cancelling, file: file, line: line)
        let r = s.run()
        XCTAssertFalse(r.timedOut, file: file, line: line)
        XCTAssertEqual(r.outcome, finishes ? .completed : .cancelled, file: file, line: line)
        XCTAssertEqual(s.status.phase, finishes ? .completed : .cancelled, file: file, line: line)
        XCTAssertEqual(s.progress, finishes ? 1 : 0, file: file, line: line)
        XCTAssertEqual(r.events.count(prefix: "completeTransition(\(finishes))"), 1, file: file, line: line)
        XCTAssertEqual(r.events.count(prefix: "completeTransition(\(!finishes))"), 0, file: file, line: line)
        XCTAssertEqual(appearanceProblems(r.events), [], file: file, line: line)
    }

    func testReleaseBelowTheThresholdCancels() throws {
        let running = try session(steppedTo: 6)
        running.release(threshold: 0.2)
        XCTAssertEqual(running.status.phase, .running, "releasing a transition nobody holds does nothing")
        try checkRelease(at: 0.15, finishes: false)
    }

    func testReleaseAboveTheThresholdFinishes() throws {
        try checkRelease(at: 0.3, finishes: true)
    }

    func testAPanSessionWaitsAndScrubStartsItAtZero() throws {
        var config = defaultConfiguration()
        config.interaction = .pan
        let s = try TransitionSession(config: config)
        for _ in 0..<5 { _ = s.step() }
        XCTAssertEqual(s.status.phase, .waiting, "a pan session waits for a drag")
        XCTAssertEqual(s.status.interaction, "pan")
        s.scrub(by: 0.05)
        XCTAssertEqual(s.status.phase, .interactive)
        assertClose(s.progress, 0.05)
    }

    // MARK: Configurations are values

    /// The slide (damping 0.6) in a 200 × 300 custom container, driven by a pan that finishes.
    private func panConfiguration() throws -> SessionConfiguration {
        var c = SessionConfiguration(animator: try TestPlugins.choice("slide", ["damping=0.6"]))
        c.size = Size(width: 200, height: 300)
        c.interaction = .pan
        c.input = try GestureScript.parse("press 180 150; move -120 0 over 0.3; wait 0.1; release")
        return c
    }

    /// The trace of a run of `config`: one line per frame, then the result's line.
    private func trace(_ config: SessionConfiguration) throws -> [String] {
        let s = try TransitionSession(config: config)
        var lines: [String] = []
        let r = s.run { lines.append(TraceFormat.line($0)) }
        lines.append(TraceFormat.line(r))
        return lines
    }

    /// Compiles only for types that are both (the check is the compiler's).
    private func sendableAndHashable<T: Sendable & Hashable>(_ value: T) -> T { value }

    /// A run that reaches its --max-duration says why it never ended.
    func testARunThatNeverEndsNamesTheLikelyCause() throws {
        // A pan that grabs the transition and never lets go.
        var held = defaultConfiguration()
        held.interaction = .pan
        held.maxDuration = 1
        held.input = try GestureScript.parse("press 300 400; move -100 0 over 0.2; wait 5")
        let r = try TransitionSession(config: held).run()
        XCTAssertTrue(r.timedOut)
        XCTAssertEqual(r.outcome, .none, "nothing ended")
        let stall = try XCTUnwrap(r.stall)
        XCTAssertTrue(
            stall.hasPrefix("the container's pan never released the transition: it was still held at "), stall)
        XCTAssertTrue(stall.contains("in 1 s (--max-duration)"), stall)
        // Scripted input longer than the run, with no transition running.
        var long = defaultConfiguration()
        long.interaction = .pan
        long.maxDuration = 0.5
        long.input = try GestureScript.parse("wait 3; press 10 10")
        let l = try TransitionSession(config: long).run()
        XCTAssertEqual(l.stall, "the scripted input lasts longer than 0.5 s (--max-duration)")
        // A run that ends has no stall.
        XCTAssertNil(try TransitionSession(config: defaultConfiguration()).run().stall)
    }

    func testConfigurationsAreHashableSendableValues() async throws {
        let a = sendableAndHashable(try panConfiguration()), b = try panConfiguration()
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertEqual(Set([a, b]).count, 1)
        var other = b
        other.fps = 30
        XCTAssertNotEqual(a, other)
        other = b
        other.animator = try TestPlugins.choice("slide", ["damping=0.7"])
        XCTAssertNotEqual(a, other, "the parameters are part of the configuration")
        other = b
        other.interaction = .plugin(try TestPlugins.choice("timed"))
        XCTAssertNotEqual(a, other)
        XCTAssertEqual(Set([a, b, other]).count, 2)
        // It crosses a concurrency boundary as it is.
        let sent = await Task.detached { a }.value
        XCTAssertEqual(sent, b)
    }

    func testEqualConfigurationsGiveByteIdenticalTraces() throws {
        let first = try trace(try panConfiguration()), second = try trace(try panConfiguration())
        XCTAssertEqual(Data(first.joined(separator: "\n").utf8), Data(second.joined(separator: "\n").utf8))
        XCTAssertEqual(first, second)
        // A real run: it moved, and it ended with the pan's release.
        XCTAssertGreaterThan(first.count, 30)
        XCTAssertGreaterThan(Set(first.dropLast()).count, first.count / 2, "the frames differ from each other")
        XCTAssertTrue(first[0].hasPrefix("{\"frame\": 0, \"t\": 0, \"progress\": 0, \"views\": [{\"id\": "), first[0])
        let last = try XCTUnwrap(first.last)
        XCTAssertTrue(
            last.hasPrefix(
                "{\"result\": \"completed\", \"duration\": 1, \"frames\": \(first.count - 1), \"timed_out\": false, \"events\": ["
            ), last)
        XCTAssertTrue(last.contains("\"text\": \"slide.animationEnded(true)\""), last)
    }
}
