import Foundation
import HostContainer
import PluginRuntime
import Sandbox
import Session
import TestSupport
import XCTest
@testable import Isolation

/// A transition run in a sandboxed worker gives exactly the frames and result the same
/// configuration gives in this process, with the sandbox's protections reported.
final class RunWorkerTests: XCTestCase {
    /// `config` run in a worker: protections, expected duration, trace lines, outcome.
    private func runInWorker(_ config: SessionConfiguration) throws -> (
        protections: [Protection], duration: Double, lines: [String], outcome: RunWorker.Outcome
    ) {
        var protections: [Protection] = [], duration = -1.0, lines: [String] = []
        let outcome = RunWorker.run(
            config, executable: try NativeTools.hostCLI(),
            started: {
                protections = $0
                duration = $1
            }
        ) {
            lines.append(TraceFormat.line($0))
        }
        return (protections, duration, lines, outcome)
    }

    /// A worker started ahead of its run is the one the run uses (the same frames as a worker
    /// started on demand); one that died while it waited is replaced, not blamed.
    func testARunUsesTheWorkerStartedAheadAndReplacesADeadOne() throws {
        let host = try NativeTools.hostCLI()
        let config = SessionConfiguration(animator: try TestPlugins.choice("slide"))
        let onDemand = try runInWorker(config)
        guard case .finished = onDemand.outcome else { return XCTFail("\(onDemand.outcome)") }
        RunWorkerPrelaunch.start(executable: host)
        let ahead = try XCTUnwrap(RunWorkerPrelaunch.waitingPID, "a worker waits")
        RunWorkerPrelaunch.start(executable: host)
        XCTAssertEqual(RunWorkerPrelaunch.waitingPID, ahead, "one at a time")
        let used = try runInWorker(config)
        XCTAssertNil(RunWorkerPrelaunch.waitingPID, "the run took it")
        XCTAssertEqual(used.lines, onDemand.lines)
        XCTAssertNotEqual(kill(ahead, 0), 0, "it ended with its run")
        // Killed while it waits: the run starts another worker and succeeds.
        RunWorkerPrelaunch.start(executable: host)
        let doomed = try XCTUnwrap(RunWorkerPrelaunch.waitingPID)
        XCTAssertEqual(kill(-doomed, SIGKILL), 0)
        XCTAssertTrue(
            SpawnedProcess.poll(timeout: 10) {
                (try? String(contentsOfFile: "/proc/\(doomed)/stat", encoding: .utf8))?.contains(") Z ") ?? true
            })
        let replaced = try runInWorker(config)
        guard case .finished = replaced.outcome else {
            return XCTFail("a dead waiting worker was used: \(replaced.outcome)")
        }
        XCTAssertEqual(replaced.lines, onDemand.lines)
    }

    func testAWorkerRunIsByteIdenticalToAnInProcessRun() throws {
        for animator in ["default", "slide", "pin-rotate"] {
            var config = SessionConfiguration(animator: try TestPlugins.choice(animator))
            config.container = .navigation
            let local = try TransitionSession(config: config)
            var expected: [String] = []
            let localResult = local.run { expected.append(TraceFormat.line($0)) }
            let w = try runInWorker(config)
            guard case .finished(let result, _) = w.outcome else { return XCTFail("\(animator): \(w.outcome)") }
            XCTAssertEqual(w.lines, expected, animator)
            XCTAssertEqual(TraceFormat.line(result), TraceFormat.line(localResult), animator)
            XCTAssertEqual(w.duration, local.expectedDuration, animator)
            XCTAssertEqual(w.protections.first { $0.name == "seccomp" }?.isActive, true, "\(w.protections)")
        }
    }

    /// A collection run (two layout plugins in the sandbox, a pinch, two sections) in a worker
    /// is the in-process run byte for byte: the configuration crosses whole.
    func testACollectionRunInAWorkerIsTheInProcessRun() throws {
        var config = SessionConfiguration(animator: try TestPlugins.choice("default"))
        config.container = .collection
        config.layout = try TestPlugins.choice("grid", ["item-width=70"])
        config.toLayout = try TestPlugins.choice("circle", ["margin=30"])
        config.sections = [5, 9]
        config.interaction = .pinch
        config.input = try GestureScript.parse("pinch 100 100 to 1.7 over 0.4")
        let local = try TransitionSession(config: config)
        var expected: [String] = []
        let localResult = local.run { expected.append(TraceFormat.line($0)) }
        XCTAssertEqual(localResult.outcome, .completed)
        let w = try runInWorker(config)
        guard case .finished(let result, _) = w.outcome else { return XCTFail("\(w.outcome)") }
        XCTAssertEqual(w.lines, expected)
        XCTAssertEqual(TraceFormat.line(result), TraceFormat.line(localResult))
    }
}
