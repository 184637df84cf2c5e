import Foundation
import TestSupport
import XCTest

/// A transitionDuration of 0 through the real CLI: `run` (on its own and driven by a pan) and
/// `play` (in a real terminal) each end with a finished transition and say nothing about the
/// duration — 0 is legal, as on iOS.
final class ZeroDurationRunTests: XCTestCase {
    private var dir = ""
    private var plugins = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self)
        plugins = dir + "/plugins"
        try FileManager.default.createDirectory(
            atPath: plugins, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        for (name, flags) in [("none", [String]()), ("none-animates", ["-DANIMATES=1"])] {
            let so = try NativeTools.compileFixture("Scenes/none_animator.c", name: name, into: dir, flags: flags)
            try FileManager.default.createDirectory(
                atPath: plugins + "/" + name, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o755])
            try FileManager.default.moveItem(atPath: so, toPath: plugins + "/" + name + "/" + name + ".so")
            chmod(plugins + "/" + name + "/" + name + ".so", 0o644)
        }
    }

    private func run(_ folder: String, _ extra: [String]) throws -> (code: Int32?, text: String) {
        let env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
        let o = try NativeTools.cli(
            ["run", "--plugins", plugins + "/" + folder, "--animator", "test.none", "--max-duration", "5"] + extra,
            environment: env)
        if case .exited(let c) = o.ending { return (c, o.stdout + o.stderr) }
        return (nil, o.stdout + o.stderr)
    }

    func testRunCompletesAZeroDurationTransition() throws {
        let r = try run("none", [])
        XCTAssertEqual(r.code, 0, r.text)
        XCTAssertTrue(r.text.contains("completed (animator test.none, duration 0 s"), r.text)
        XCTAssertFalse(r.text.contains("transitionDuration"), "0 is not reported: \(r.text)")
        // Every renderer takes a transition of no length (one frame).
        for ext in ["gif", "png", "svg", "html"] {
            let out = dir + "/none." + ext
            let o = try run("none", ["--output", out])
            XCTAssertEqual(o.code, 0, "\(ext): \(o.text)")
            XCTAssertTrue(o.text.contains("completed (animator test.none, duration 0 s, 1 frame) → "), o.text)
            let size = (try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0
            XCTAssertGreaterThan(size, 0, ext)
        }
    }

    /// Driven by a pan: the one without animations completes at once; the one that animates
    /// 0.3 s anyway ends when the drag's release finishes or cancels it — never at the limit.
    func testAPanDrivenZeroDurationTransitionEnds() throws {
        for folder in ["none", "none-animates"] {
            for (gesture, end) in [
                ("press 300 400; move -250 0 over 0.3; release", "completed"),
                ("press 300 400; move -20 0 over 0.3; release", "cancelled")
            ] {
                let r = try run(folder, ["--interaction", "pan", "--gesture", gesture])
                XCTAssertEqual(r.code, 0, "\(folder), \(gesture): \(r.text)")
                let expected = folder == "none" ? "completed" : end
                XCTAssertTrue(r.text.contains("\(expected) (animator test.none"), "\(folder), \(gesture): \(r.text)")
                XCTAssertFalse(r.text.contains("--max-duration"), "\(folder): ended by the limit: \(r.text)")
                XCTAssertFalse(r.text.lowercased().contains("nan"), r.text)
            }
        }
    }

    /// `play` in a real terminal: the transition finishes (the status line says so, with no
    /// NaN progress), q quits, and the summary says completed.
    func testPlayFinishesAZeroDurationTransition() throws {
        let tmux = try TerminalPlayCommandTests.requireTmux()
        let cli = try NativeTools.hostCLI()
        let command =
            "env TRANSITION_HOST_CACHE_DIR='\(dir)/cache' XDG_DATA_HOME='\(dir)/data' ANIMATOR_PLUGIN_PATH= NO_COLOR=1 '\(cli)' play --plugins '\(plugins)/none' --animator test.none --fps 30; echo \"EXIT=$?\"; exec sleep 600"
        let pane = try TmuxPane(tmux: tmux, command: command, columns: 100, rows: 30)
        defer { pane.close() }
        guard let done = pane.wait(timeout: 120, until: { $0.contains(" test.none | ") && $0.contains("completed") })
        else {
            return XCTFail("no completed status line:\n\(pane.capture())")
        }
        XCTAssertFalse(done.lowercased().contains("nan"), done)
        pane.send("q")
        guard let after = pane.wait(timeout: 30, until: { $0.contains("EXIT=") }) else {
            return XCTFail("q did not quit:\n\(pane.capture())")
        }
        XCTAssertTrue(after.contains("EXIT=0"), after)
        XCTAssertTrue(after.contains("completed (animator test.none"), after)
    }
}
