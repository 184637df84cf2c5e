import Foundation
import TestSupport
import XCTest

/// A plugin that never answers (Tests/Fixtures/Hostile/hang_animator.c) is reported as hung,
/// never as "crashed with SIGKILL" (the signal the front end used itself), by every command
/// that runs it: a render, `play` in a real terminal, and `validate`. (A scan and a plain run
/// are covered by IsolationTests' HangReportTests.)
final class HangReportCLITests: XCTestCase {
    private var folder = "", cache = ""
    private var env: [String: String] = [:]

    override func setUpWithError() throws {
        folder = try NativeTools.temporaryFolder(for: self, name: "hangs")
        cache = try NativeTools.temporaryFolder(for: self, name: "hangs-cache")
        env = NativeTools.cliEnvironment(cacheDirectory: cache)
        try NativeTools.compileFixture("Hostile/hang_animator.c", name: "hang-3", into: folder, flags: ["-DWHEN=3"])
    }

    func testARenderThatFallsSilentIsReportedAsHung() throws {
        let gif = folder + "/out.gif"
        let r = try NativeTools.cli(
            ["run", "--plugins", folder, "--animator", "hang-3", "--output", gif], environment: env, timeout: 300)
        XCTAssertEqual(r.ending, .exited(1), r.stderr)
        XCTAssertTrue(r.stderr.contains("plugin hang-3 hung: no answer within 15 s during animateTransition"), r.stderr)
        XCTAssertFalse(r.stderr.contains("SIGKILL"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: gif), "no picture of a failed run")
    }

    func testValidateReportsAHangAsAHang() throws {
        let r = try NativeTools.cli(
            ["validate", folder + "/hang-3.so", "--only", "completes", "--timeout", "5"], environment: env, timeout: 300
        )
        XCTAssertEqual(r.ending, .exited(1), r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("did not finish within 5 s"), r.stdout)
        XCTAssertTrue(r.stdout.contains("a hang or an endless loop in the plugin hang-3.so"), r.stdout)
        XCTAssertFalse((r.stdout + r.stderr).contains("SIGKILL"), r.stdout + r.stderr)
        XCTAssertFalse((r.stdout + r.stderr).contains("crashed"), r.stdout + r.stderr)
    }

    func testPlayReportsAHangAsAHang() throws {
        let tmux = try TerminalPlayCommandTests.requireTmux()
        let cli = try NativeTools.hostCLI()
        let command =
            "env TRANSITION_HOST_CACHE_DIR='\(cache)' XDG_DATA_HOME='\(cache)/data' ANIMATOR_PLUGIN_PATH= '\(cli)' play --plugins '\(folder)' --animator hang-3; echo \"EXIT=$?\"; exec sleep 600"
        let pane = try TmuxPane(tmux: tmux, command: command, columns: 200, rows: 30)
        defer { pane.close() }
        guard let screen = pane.wait(timeout: 240, until: { $0.contains("EXIT=") }) else {
            return XCTFail("play did not end: \(pane.capture())")
        }
        XCTAssertTrue(screen.contains("EXIT=1"), screen)
        XCTAssertTrue(screen.contains("hang-3 hung: no answer within"), screen)
        XCTAssertFalse(screen.contains("SIGKILL"), screen)
    }
}
