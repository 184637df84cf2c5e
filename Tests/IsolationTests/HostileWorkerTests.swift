import Foundation
import PluginRuntime
import Sandbox
import Session
import TestSupport
import XCTest
@testable import Isolation

/// Plugins that try to escape (Tests/Fixtures/Hostile/hostile_animator.c), run and scanned in
/// workers: every attempt ends in its own worker and is reported with the plugin's id, the
/// call it was in and the system call the sandbox refused; what a plugin may do to itself
/// (lower its own limits, ignore signals) stays inside its worker.
final class HostileWorkerTests: XCTestCase {
    /// Escape attempts and the system call each must be stopped at.
    static let attempts: [(mode: Int, name: String, syscall: String)] = [
        (1, "write a file", "openat"), (2, "open a socket", "socket"), (3, "exec a shell", "execve"),
        (4, "fork a daemon", "clone"), (6, "arm alarm()", "alarm"), (8, "change directory", "chdir"),
        (11, "kill its parent", "kill")
    ]

    private var folder = ""
    private var target = ""

    override func setUpWithError() throws {
        folder = try NativeTools.temporaryFolder(for: self, name: "hostile")
        target = folder + "/escaped.txt"
    }

    /// The hostile plugin `mode`, attempting at `when` (0 constructor, 1 entry, 2 create, 3 animate).
    private func plugin(_ mode: Int, when: Int, target: String? = nil) throws -> String {
        try NativeTools.compileFixture(
            "Hostile/hostile_animator.c", name: "hostile-\(mode)-\(when)", into: folder,
            flags: ["-DMODE=\(mode)", "-DWHEN=\(when)", "-DTARGET=\"\(target ?? self.target)\""])
    }

    private func run(_ path: String, id: String) throws -> RunWorker.Outcome {
        let choice = PluginChoice(source: .file(path: path), id: id, parameters: ParameterValues(values: [:]))
        return RunWorker.run(
            SessionConfiguration(animator: choice), executable: try NativeTools.hostCLI(), started: { _, _ in }
        ) { _ in }
    }

    func testEveryEscapeDuringAnimateTransitionIsStoppedAndNamed() throws {
        for a in HostileWorkerTests.attempts {
            let id = "hostile-\(a.mode)-3"
            let outcome = try run(try plugin(a.mode, when: 3), id: id)
            guard case let .failed(failure, frames) = outcome else {
                XCTFail("\(a.name): \(outcome)")
                continue
            }
            // The sandbox ended the worker: a crash report naming the plugin and the call.
            guard case .crashed(let report) = failure else {
                XCTFail("\(a.name): \(failure)")
                continue
            }
            XCTAssertEqual(report.plugin, id, a.name)
            XCTAssertEqual(report.syscall, a.syscall, a.name)
            let message = failure.description
            XCTAssertTrue(
                message.hasPrefix("plugin \(id) tried to call \(a.syscall) during animateTransition at frame 0"),
                "\(a.name): \(message)")
            XCTAssertTrue(message.contains("which the sandbox forbids"), message)
            XCTAssertEqual(frames, 0, a.name)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: target), "no file was written")
    }

    func testEscapesInConstructorsEntryAndCreateAreCaughtBeforeAnyFrame() throws {
        for when in [0, 1, 2] {
            let id = "hostile-3-\(when)"
            let path = try plugin(3, when: when)
            guard case .failed(.crashed(let report), _) = try run(path, id: id) else {
                XCTFail("when \(when)")
                continue
            }
            XCTAssertEqual(report.syscall, "execve", "when \(when)")
            let message = report.description
            let call = when == 2 ? "during create" : "during loading (its constructors and animator_plugin_entry)"
            let who = when == 2 ? "plugin \(id)" : "plugin \((path as NSString).lastPathComponent)"
            XCTAssertTrue(message.hasPrefix("\(who) tried to call execve \(call)"), "when \(when): \(message)")
        }
    }

    func testAScanOfAPluginThatEscapesInItsConstructorIsRecordedAsCrashed() throws {
        let path = try plugin(2, when: 0)
        let hash = try XCTUnwrap(
            PluginLoader.inspect(path: path).map { f -> ContentHash? in
                defer { PluginLoader.close(f) }
                return PluginLoader.contentHash(f)
            }.get())
        let verdict = Catalog.scanOne(path, hash, try NativeTools.hostCLI())
        guard case .crashed(let detail) = verdict else { return XCTFail("\(verdict)") }
        XCTAssertTrue(detail.contains("tried to call socket during loading"), detail)
    }

    func testWhatAPluginDoesToItselfStaysInItsWorker() throws {
        // Lowering its own open-file limit, or ignoring SIGCHLD: allowed, and harmless to the host.
        for mode in [7] {
            guard case .finished(let r, _) = try run(try plugin(mode, when: 3), id: "hostile-\(mode)-3") else {
                return XCTFail("mode \(mode)")
            }
            XCTAssertEqual(r.outcome, .completed)
        }
    }

    func testReadingOutsideThePluginFolderIsDeniedWhereLandlockIsAvailable() throws {
        let secret = try NativeTools.temporaryFolder(for: self, name: "secret") + "/secret.txt"
        try "secret".write(toFile: secret, atomically: true, encoding: .utf8)
        guard case .finished(let r, _) = try run(try plugin(5, when: 3, target: secret), id: "hostile-5-3") else {
            return XCTFail()
        }
        let landlock = Catalog.probe(try NativeTools.hostCLI())?.first { $0.name == "landlock" }?.isActive ?? false
        let said = r.events.first { $0.text.contains("read-outside") }?.text ?? ""
        XCTAssertTrue(
            said.hasSuffix(landlock ? "read-outside: denied" : "read-outside: allowed"), "landlock \(landlock): \(said)"
        )
    }

    func testAPluginThatFloodsItsOutputIsBoundedAndReported() throws {
        guard case let .finished(r, warnings) = try run(try plugin(9, when: 3), id: "hostile-9-3") else {
            return XCTFail()
        }
        XCTAssertEqual(r.outcome, .completed)
        let w = try XCTUnwrap(warnings.first)
        XCTAssertTrue(w.contains("printed 4194304 bytes"), w)
        XCTAssertTrue(w.contains("must not print"), w)
    }
}
