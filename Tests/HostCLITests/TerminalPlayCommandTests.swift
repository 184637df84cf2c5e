import AnimationCore
import Foundation
import Rendering
import TestSupport
import TextFormat
import XCTest
@testable import host_cli

/// `host-cli play` as a user runs it: in a real terminal (a tmux pane), and refusing to run
/// without one.
final class TerminalPlayCommandTests: XCTestCase {
    static func requireTmux() throws -> String {
        guard let t = NativeTools.find("tmux") else {
            throw XCTSkip(
                "tmux is not installed (.ci/install-test-tools installs it); the real-terminal test is skipped")
        }
        return t
    }

    /// The status line of a screen.
    func status(_ screen: String) -> String? {
        screen.split(separator: "\n").last { $0.contains(" slide | ") }.map(String.init)
    }

    /// The progress in a status line, percent.
    func percent(_ status: String?) -> Int? {
        guard let s = status, let r = s.range(of: #"\d+%"#, options: .regularExpression) else { return nil }
        return Int(s[r].dropLast())
    }

    /// The picture rows of a screen (everything but the status line).
    func picture(_ screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(" slide | ") }.joined(
            separator: "\n")
    }

    func testRefusesWithoutATerminal() throws {
        let cli = try NativeTools.hostCLI()
        let r = NativeTools.run(cli, ["play", "--animator", "slide"])  // stdout and stderr are files, stdin /dev/null
        XCTAssertEqual(r.ending, .exited(2))
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.hasPrefix("error: "), r.stderr)
        XCTAssertTrue(r.stderr.contains("not a terminal") || r.stderr.contains("are not terminals"), r.stderr)
        XCTAssertTrue(r.stderr.contains("host-cli run --output x.gif"), r.stderr)
        XCTAssertFalse(r.stderr.contains("\u{1B}["), "nothing was drawn")
        // In process too: the same message through the console.
        var err = ""
        let console = Console(out: { _ in }, err: { err += $0 })
        if isatty(0) == 0 || isatty(1) == 0 {
            XCTAssertEqual(CLI.main(["play"], console: console), 2)
            XCTAssertTrue(err.contains("error: `host-cli play` draws the transition live in a terminal"), err)
        }
        // Usage errors are still reported as such.
        XCTAssertTrue(PlayCommand.spec.help.contains("--animator"))
        XCTAssertTrue(CLI.overview.contains("play"))
    }

    func testPlaysScrubsAndRestoresARealTerminal() throws {
        let tmux = try TerminalPlayCommandTests.requireTmux()
        let cli = try NativeTools.hostCLI()
        let dir = try NativeTools.temporaryFolder(for: self, name: "play")
        let command =
            "stty -g > '\(dir)/before'; env -u NO_COLOR COLORTERM=truecolor '\(cli)' play --animator slide --fps 30 --param duration=10; "
            + "echo \"EXIT=$?\"; stty -g > '\(dir)/after'; stty -a > '\(dir)/after-a'; echo DONE; exec sleep 600"
        let pane = try TmuxPane(tmux: tmux, command: command, columns: 100, rows: 40)
        defer { pane.close() }
        XCTAssertEqual(pane.variable("pane_width"), "100")
        guard checkFirstFrames(pane) else { return }
        assertFrontEndMapsNoPluginCode()
        guard scrubWithTheKeysAndFinish(pane) else { return }
        replayAndDragWithTheMouse(pane)

        // q quits and puts the terminal back.
        pane.send("q")
        guard let done = pane.wait(timeout: 30, until: { $0.contains("DONE") }) else {
            return XCTFail("q did not quit:\n\(pane.capture())")
        }
        XCTAssertTrue(done.contains("EXIT=0"), done)
        XCTAssertFalse(done.contains("▀"), "the alternate screen's content is gone")
        XCTAssertEqual(pane.variable("alternate_on"), "0")
        XCTAssertEqual(pane.variable("mouse_any_flag"), "0")
        XCTAssertEqual(pane.variable("mouse_sgr_flag"), "0")
        XCTAssertEqual(pane.variable("cursor_flag"), "1")
        try assertRestored(dir)
    }

    /// The playing front end (the `host-cli play` process, not its worker) has no plugin code
    /// mapped: the slide plugin runs in the worker, from a sealed copy.
    private func assertFrontEndMapsNoPluginCode() {
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { pid in
            guard let cmd = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            let args = cmd.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return args.first?.hasSuffix("/host-cli") == true && args.dropFirst().first == "play"
        }
        XCTAssertEqual(pids.count, 1, "one playing front end")
        for pid in pids {
            let maps = (try? String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)) ?? ""
            XCTAssertFalse(maps.isEmpty)
            let plugin = maps.split(separator: "\n").filter {
                $0.contains("libSlideAnimator") || ($0.contains("memfd:") && !$0.contains("memfd:worker-record"))
            }
            XCTAssertEqual(plugin, [], "the front end maps plugin code")
        }
    }

    /// The first frames: half blocks in 24-bit colour, a status line, running, on the alternate
    /// screen with SGR mouse reports; the picture changes as the views move. False when the
    /// player never showed a running frame.
    private func checkFirstFrames(_ pane: TmuxPane) -> Bool {
        guard
            let first = pane.wait(
                timeout: 60, escapes: true,
                until: { (self.status($0)?.contains("| running |") ?? false) || $0.contains("DONE") }),
            !first.contains("DONE")
        else {
            XCTFail("no running status line within 60 s:\n\(pane.capture())")
            return false
        }
        XCTAssertTrue(first.contains("▀"), "half blocks")
        XCTAssertTrue(first.contains("\u{1B}[38;2;"), "24-bit foreground colours")
        XCTAssertTrue(first.contains("\u{1B}[48;2;"), "24-bit background colours")
        XCTAssertEqual(pane.variable("alternate_on"), "1")
        XCTAssertEqual(pane.variable("mouse_sgr_flag"), "1")
        let moved = pane.wait(timeout: 30, escapes: true) {
            self.picture($0) != self.picture(first) && (self.status($0)?.contains("| running |") ?? false)
        }
        XCTAssertNotNil(moved, "the picture did not change while running")
        return true
    }

    /// ← grabs the transition with the keyboard, → → moves it by 10 %, ← back by 5 %; past 20 %
    /// space lets go and it finishes (the pan's rule; the unit tests cover the cancel). False
    /// when a step never showed.
    private func scrubWithTheKeysAndFinish(_ pane: TmuxPane) -> Bool {
        pane.send("Left")
        guard
            let held = pane.wait(
                timeout: 20,
                until: {
                    (self.status($0) ?? "").contains("| keyboard |")
                        && (self.status($0) ?? "").contains("| interactive |")
                }),
            let p = percent(status(held))
        else {
            XCTFail("← did not grab the transition:\n\(pane.capture())")
            return false
        }
        print("play in tmux: grabbed: \(status(held) ?? "")")
        XCTAssertLessThan(p, 90, "the machine is too slow for this test's timing")
        pane.send("Right", "Right")
        XCTAssertNotNil(
            pane.wait(timeout: 20) { abs((self.percent(self.status($0)) ?? -99) - min(100, p + 10)) <= 1 },
            "→ → should show \(min(100, p + 10))%:\n\(pane.capture())")
        pane.send("Left")
        XCTAssertNotNil(
            pane.wait(timeout: 20) { abs((self.percent(self.status($0)) ?? -99) - min(95, p + 5)) <= 1 },
            "← should show \(min(95, p + 5))%:\n\(pane.capture())")
        pane.send("Right", "Right", "Right", "Right")
        guard
            let past = pane.wait(
                timeout: 20, until: { abs((self.percent(self.status($0)) ?? -99) - min(100, p + 25)) <= 1 })
        else {
            XCTFail("→ ×4 should show \(min(100, p + 25))%:\n\(pane.capture())")
            return false
        }
        print("play in tmux: scrubbed: \(status(past) ?? "")")
        pane.send("Space")
        XCTAssertNotNil(
            pane.wait(timeout: 20) { ["| finishing |", "completed"].contains(where: (self.status($0) ?? "").contains) },
            "space did not finish:\n\(pane.capture())")
        let ended = pane.wait(timeout: 60) { (self.status($0) ?? "").contains("showing the last frame") }
        XCTAssertNotNil(ended, "the transition did not end:\n\(pane.capture())")
        XCTAssertTrue(
            status(ended ?? "")?.contains("completed, showing the last frame") ?? false, status(ended ?? "") ?? "")
        XCTAssertTrue(status(ended ?? "")?.contains("r replay") ?? false)
        XCTAssertEqual(percent(status(ended ?? "")), 100)
        print("play in tmux: ended: \(status(ended ?? "") ?? "")")
        return true
    }

    /// r replays from the start; a mouse drag (SGR reports) is the pan: it grabs the running
    /// transition, and the release lets go.
    private func replayAndDragWithTheMouse(_ pane: TmuxPane) {
        pane.send("r")
        XCTAssertNotNil(
            pane.wait(timeout: 20) {
                (self.status($0) ?? "").contains("| none |") && (self.status($0) ?? "").contains("| running |")
            },
            "r did not replay:\n\(pane.capture())")
        pane.sendLiteral("\u{1B}[<0;50;20M")
        for column in stride(from: 49, through: 42, by: -1) { pane.sendLiteral("\u{1B}[<32;\(column);20M") }
        XCTAssertNotNil(
            pane.wait(timeout: 20) {
                (self.status($0) ?? "").contains("| pan |") && (self.status($0) ?? "").contains("| interactive |")
            },
            "the drag did not grab the transition:\n\(pane.capture())")
        pane.sendLiteral("\u{1B}[<0;42;20m")
        XCTAssertNotNil(
            pane.wait(timeout: 20) { !(self.status($0) ?? "| interactive |").contains("| interactive |") },
            "the release did not let go:\n\(pane.capture())")
    }

    func testSignalsRestoreTheTerminal() throws {
        let tmux = try TerminalPlayCommandTests.requireTmux()
        let cli = try NativeTools.hostCLI()
        for (sig, name) in [(SIGTERM, "TERM"), (SIGHUP, "HUP"), (SIGINT, "INT")] {
            let dir = try NativeTools.temporaryFolder(for: self, name: "play")
            // The inner shell writes its pid, then becomes host-cli.
            let command =
                "stty -g > '\(dir)/before'; sh -c 'echo $$ > \"$1\"; exec \"$0\" play --animator slide --fps 30 --param duration=10' '\(cli)' '\(dir)/pid'; "
                + "echo \"EXIT=$?\"; stty -g > '\(dir)/after'; stty -a > '\(dir)/after-a'; echo DONE; exec sleep 600"
            let pane = try TmuxPane(tmux: tmux, command: command, columns: 80, rows: 24)
            defer { pane.close() }
            guard let started = pane.wait(timeout: 60, until: { self.status($0) != nil || $0.contains("DONE") }),
                !started.contains("DONE"),
                let text = try? String(contentsOfFile: "\(dir)/pid", encoding: .utf8),
                let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            else {
                return XCTFail("SIG\(name): the player did not start:\n\(pane.capture())")
            }
            XCTAssertEqual(kill(pid, sig), 0)
            guard let done = pane.wait(timeout: 30, until: { $0.contains("DONE") }) else {
                return XCTFail("SIG\(name) did not end the player:\n\(pane.capture())")
            }
            XCTAssertTrue(done.contains("EXIT=\(128 + sig)"), "SIG\(name): \(done)")
            XCTAssertFalse(done.contains("▀"), "SIG\(name)")
            XCTAssertEqual(pane.variable("alternate_on"), "0", "SIG\(name)")
            XCTAssertEqual(pane.variable("mouse_any_flag"), "0", "SIG\(name)")
            XCTAssertEqual(pane.variable("cursor_flag"), "1", "SIG\(name)")
            try assertRestored(dir, "SIG\(name)")
        }
    }

    /// The terminal settings after the player are the ones before it, with line editing and echo.
    func assertRestored(_ dir: String, _ label: String = "", file: StaticString = #filePath, line: UInt = #line) throws
    {
        let before = try String(contentsOfFile: "\(dir)/before", encoding: .utf8)
        let after = try String(contentsOfFile: "\(dir)/after", encoding: .utf8)
        XCTAssertEqual(before, after, "\(label): stty -g before and after", file: file, line: line)
        let flags = Set(
            try String(contentsOfFile: "\(dir)/after-a", encoding: .utf8)
                .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        XCTAssertTrue(
            flags.contains("icanon") && !flags.contains("-icanon"), "\(label): icanon", file: file, line: line)
        XCTAssertTrue(flags.contains("echo") && !flags.contains("-echo"), "\(label): echo", file: file, line: line)
        XCTAssertTrue(flags.contains("isig") && !flags.contains("-isig"), "\(label): isig", file: file, line: line)
    }
}
