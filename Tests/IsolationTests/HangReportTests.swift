import Foundation
import TestSupport
import XCTest

/// Plugins that never answer (Tests/Fixtures/Hostile/hang_animator.c), through the real CLI:
/// the front end stops their workers and says they hung — `hung: no answer within N s` — never
/// that they "crashed with SIGKILL", the signal it used itself.
final class HangReportTests: XCTestCase {
    private var folder = "", cache = ""

    override func setUpWithError() throws {
        folder = try NativeTools.temporaryFolder(for: self, name: "hangs")
        cache = try NativeTools.temporaryFolder(for: self, name: "hangs-cache")
    }

    func testAScanThatNeverAnswersIsListedAsHung() throws {
        let path = try NativeTools.compileFixture(
            "Hostile/hang_animator.c", name: "hang-0", into: folder, flags: ["-DWHEN=0"])
        for pass in ["first scan", "from the cache"] {
            let r = try NativeTools.cli(
                ["list", "--plugins", folder], environment: NativeTools.cliEnvironment(cacheDirectory: cache),
                timeout: 300)
            XCTAssertEqual(r.ending, .exited(0), r.stderr)
            XCTAssertTrue(
                r.stdout.contains(
                    "  \(path)\n    crashed-while-scanning: plugin hang-0.so hung: no answer within 10 s during loading"
                ), "\(pass):\n\(r.stdout)")
            let verdict =
                r.stdout.split(separator: "\n").first { $0.contains("crashed-while-scanning: plugin hang-0.so") } ?? ""
            XCTAssertFalse(verdict.contains("SIGKILL"), "\(pass): \(verdict)")
        }
    }

    func testARunThatFallsSilentIsReportedAsHung() throws {
        try NativeTools.compileFixture("Hostile/hang_animator.c", name: "hang-3", into: folder, flags: ["-DWHEN=3"])
        let r = try NativeTools.cli(
            ["run", "--plugins", folder, "--animator", "hang-3"],
            environment: NativeTools.cliEnvironment(cacheDirectory: cache), timeout: 300)
        XCTAssertEqual(r.ending, .exited(1), r.stderr)
        XCTAssertTrue(r.stderr.contains("plugin hang-3 hung: no answer within 15 s during animateTransition"), r.stderr)
        XCTAssertFalse(r.stderr.contains("SIGKILL"), r.stderr)
    }

    /// A plugin that ignores SIGXCPU and lowers its worker's CPU limit to one second is killed
    /// by the kernel with SIGKILL at the hard limit: still a hang, never "crashed with SIGKILL".
    func testAPluginThatIgnoresTheCPULimitSignalIsReportedAsHung() throws {
        try NativeTools.compileFixture("Hostile/hang_animator.c", name: "hang-4", into: folder, flags: ["-DWHEN=4"])
        let r = try NativeTools.cli(
            ["run", "--plugins", folder, "--animator", "hang-4"],
            environment: NativeTools.cliEnvironment(cacheDirectory: cache), timeout: 300)
        XCTAssertEqual(r.ending, .exited(1), r.stderr)
        XCTAssertTrue(
            r.stderr.contains("plugin hang-4 hung: it used up its worker's CPU-time limit during animateTransition"),
            r.stderr)
        XCTAssertFalse(r.stderr.contains("SIGKILL"), r.stderr)
    }
}
