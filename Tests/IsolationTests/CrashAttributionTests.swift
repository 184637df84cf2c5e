import Foundation
import TestSupport
import XCTest

/// An interaction plugin that writes the run worker's flight record to blame the animator, then
/// crashes (Tests/Fixtures/Hostile/record_forger.c), run through the real `host-cli run`: the
/// report never names a plugin that was not in that worker, and when it names the animator it
/// says the other plugin of the worker could have written the record.
final class CrashAttributionTests: XCTestCase {
    private var folder = "", cache = ""

    override func setUpWithError() throws {
        folder = try NativeTools.temporaryFolder(for: self, name: "framers")
        cache = try NativeTools.temporaryFolder(for: self, name: "framers-cache")
    }

    /// `host-cli run` of `animator` driven by the forger; its exit and standard error.
    private func run(animator: String, blame: String, garbage: Bool = false) throws -> (ending: String, error: String) {
        try NativeTools.compileFixture(
            "Hostile/record_forger.c", name: "record-forger", into: folder,
            flags: ["-DBLAME=\"\(blame)\""] + (garbage ? ["-DGARBAGE"] : []))
        let r = try NativeTools.cli(
            ["run", "--plugins", folder, "--animator", animator, "--interaction", "record-forger"],
            environment: NativeTools.cliEnvironment(cacheDirectory: cache), timeout: 300)
        return ("\(r.ending)", r.stderr)
    }

    func testARecordNamingTheAnimatorSaysTheInteractionPluginCouldHaveWrittenIt() throws {
        let r = try run(animator: "default", blame: "default")
        XCTAssertEqual(r.ending, "exited(1)", r.error)
        XCTAssertTrue(r.error.contains("plugin default crashed with SIGSEGV during animateTransition"), r.error)
        XCTAssertTrue(
            r.error.contains("(its worker also ran plugin record-forger, whose code could have written this record)"),
            r.error)
    }

    func testARecordNamingAPluginOutsideTheWorkerNamesNone() throws {
        // The forger blames "pin-rotate", which this run never loaded.
        let r = try run(animator: "default", blame: "pin-rotate")
        XCTAssertEqual(r.ending, "exited(1)", r.error)
        XCTAssertFalse(r.error.contains("plugin pin-rotate"), r.error)
        XCTAssertTrue(r.error.contains("the worker of plugins default and record-forger crashed with SIGSEGV"), r.error)
        XCTAssertTrue(r.error.contains("its flight record names no plugin of this worker"), r.error)
    }

    func testARecordWithValuesNoMonitorWritesIsReportedAsOverwritten() throws {
        let r = try run(animator: "default", blame: "default", garbage: true)
        XCTAssertEqual(r.ending, "exited(1)", r.error)
        XCTAssertTrue(
            r.error.contains("crashed with SIGSEGV (its flight record was overwritten — the call (987654), the frame"),
            r.error)
        XCTAssertFalse(r.error.contains("nan"), r.error)
        XCTAssertFalse(r.error.contains(" during "), r.error)
    }
}
