import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// The render progress bar in a real terminal (a tmux pane, its output bytes recorded with
/// `pipe-pane`): a completed render ends the bar at 100 % on a line of its own, and Ctrl-C
/// ends the line too, so the shell's prompt never lands behind the bar.
final class ProgressLineTests: XCTestCase {
    private var dir = ""
    private var cli = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "progress")
        cli = try NativeTools.hostCLI()
    }

    /// `host-cli ARGS` as the pane's own program (so Ctrl-C reaches it as a user's does),
    /// with the tests' environment.
    private func pane(_ arguments: String, _ tmux: String) throws -> (TmuxPane, String) {
        let env =
            "env TRANSITION_HOST_CACHE_DIR='\(dir)/cache' XDG_DATA_HOME='\(dir)/data' ANIMATOR_PLUGIN_PATH= NO_COLOR=1"
        // The program starts only once pipe-pane records: a line drawn before it (validate's
        // first one, at once) would otherwise be missed on a loaded machine.
        let id = UInt32.random(in: 0...UInt32.max)
        let go = dir + "/go-\(id)"
        let pane = try TmuxPane(
            tmux: tmux, command: "while [ ! -e '\(go)' ]; do sleep 0.05; done; exec \(env) '\(cli)' \(arguments)",
            columns: 120, rows: 20)
        let raw = dir + "/raw-\(id)"
        pane.tmux(["pipe-pane", "-t", "play", "-o", "cat >> '\(raw)'"])
        _ = FileManager.default.createFile(atPath: go, contents: nil)
        return (pane, raw)
    }

    /// Waits until the pane's program has ended (the pane is dead), at most `timeout` s.
    private func waitForEnd(_ pane: TmuxPane, timeout: Double) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if pane.variable("pane_dead") == "1" { return true }
            usleep(100_000)
        }
        return false
    }

    func testACompletedRenderEndsTheBarAtAHundredPercentOnItsOwnLine() throws {
        let tmux = try TerminalPlayCommandTests.requireTmux()
        let (pane, _) = try pane("run --animator slide --size 100x160 --fps 30 --output '\(dir)/s.gif'", tmux)
        defer { pane.close() }
        XCTAssertTrue(waitForEnd(pane, timeout: 300), pane.capture())
        // From the start of the history: tmux scrolls a dead pane's screen for its notice.
        let lines = pane.tmux(["capture-pane", "-p", "-S", "-", "-t", "play"]).output.split(separator: "\n").map(
            String.init)
        let bar = lines.firstIndex { $0.hasPrefix("rendering [") }
        XCTAssertNotNil(bar, lines.joined(separator: "\n"))
        guard let bar else { return }
        XCTAssertTrue(lines[bar].hasPrefix("rendering [##############################] 100% "), lines[bar])
        XCTAssertTrue(
            lines[bar + 1].hasPrefix("completed (animator slide"), "the summary starts a line of its own: \(lines)")
    }

    func testCtrlCEndsTheBarsLine() throws {
        let tmux = try TerminalPlayCommandTests.requireTmux()
        let (pane, raw) = try pane(
            "run --animator slide --param duration=10 --max-duration 30 --fps 60 --output '\(dir)/long.gif'", tmux)
        defer { pane.close() }
        guard pane.wait(timeout: 120, until: { $0.contains("rendering [") }) != nil else {
            return XCTFail("no bar: \(pane.capture())")
        }
        pane.send("C-c")
        XCTAssertTrue(waitForEnd(pane, timeout: 60), "Ctrl-C ends the run: \(pane.capture())")
        usleep(300_000)  // pipe-pane's cat writes what it read
        let bytes = try String(contentsOfFile: raw, encoding: .utf8)
        guard let last = bytes.range(of: "rendering [", options: .backwards) else {
            return XCTFail("no bar recorded: \(bytes.debugDescription)")
        }
        let after = bytes[last.upperBound...]
        XCTAssertTrue(after.contains("\n"), "the bar's line is ended after Ctrl-C: \(after.debugDescription)")
        XCTAssertFalse(after.contains("100%"), "the run was interrupted: \(after.debugDescription)")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: dir + "/long.gif"), "an interrupted render writes no file")
    }

    /// `validate`'s line, drawn in place, is cleared when Ctrl-C ends it (the check of a
    /// plugin that never answers keeps it on screen long enough to press it).
    func testCtrlCClearsValidatesProgressLine() throws {
        let tmux = try TerminalPlayCommandTests.requireTmux()
        try NativeTools.compileFixture("Hostile/hang_animator.c", name: "hang-3", into: dir, flags: ["-DWHEN=3"])
        let (pane, raw) = try pane("validate '\(dir)/hang-3.so' --timeout 120", tmux)
        defer { pane.close() }
        guard pane.wait(timeout: 120, until: { $0.contains("validating ") }) != nil else {
            return XCTFail("no progress line: \(pane.capture())")
        }
        pane.send("C-c")
        XCTAssertTrue(waitForEnd(pane, timeout: 60), "Ctrl-C ends the validation: \(pane.capture())")
        // tmux's pipe-pane writes the recording on its own time: on a loaded machine the last
        // bytes land after the program has ended, so the file is read until they are there.
        func cleared(_ bytes: String) -> Bool {
            guard let last = bytes.range(of: "validating ", options: .backwards) else { return false }
            return bytes[last.upperBound...].contains("\r\u{1B}[K")
        }
        var bytes = try String(contentsOfFile: raw, encoding: .utf8)
        let deadline = Date().addingTimeInterval(10)
        while !cleared(bytes), Date() < deadline {
            usleep(100_000)
            bytes = try String(contentsOfFile: raw, encoding: .utf8)
        }
        guard let last = bytes.range(of: "validating ", options: .backwards) else {
            return XCTFail("no line recorded: \(bytes.debugDescription)")
        }
        XCTAssertTrue(cleared(bytes), "the line is cleared: \(bytes[last.upperBound...].debugDescription)")
    }
}
