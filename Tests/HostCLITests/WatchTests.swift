import Foundation
import ProcessSupport
import TestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// `run --watch` and `play --watch` as a plugin author uses them: a real `host-cli` process
/// watching a real plugin file that is rebuilt (here: rewritten with another build of the C
/// fade animator, whose default duration differs) in place — slowly, with a pause longer than
/// the quiet time in the middle — by a rename, with garbage, and with the same bytes.
final class WatchTests: XCTestCase {
    private var dir = ""
    private var env: [String: String] = [:]
    /// Two builds of the same plugin: 0.4 s and 0.2 s by default.
    private var slow: [UInt8] = [], fast: [UInt8] = []
    private let id = "com.example.c-fade"

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "watch")
        env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
        let builds = dir + "/builds"
        try FileManager.default.createDirectory(atPath: builds, withIntermediateDirectories: true)
        let source = try String(
            contentsOfFile: NativeTools.fixturesDirectory + "/ThirdParty/c_fade_animator.c", encoding: .utf8)
        XCTAssertTrue(source.contains(".default_value = 0.4"))
        slow = [UInt8](
            try Data(contentsOf: URL(fileURLWithPath: try NativeTools.compileC(source, name: "slow", into: builds))))
        fast = [UInt8](
            try Data(
                contentsOf: URL(
                    fileURLWithPath: try NativeTools.compileC(
                        source.replacingOccurrences(of: ".default_value = 0.4", with: ".default_value = 0.2"),
                        name: "fast", into: builds))))
        try FileManager.default.createDirectory(atPath: dir + "/plugins", withIntermediateDirectories: true)
        try install(slow)
    }

    private var plugin: String { dir + "/plugins/fade.so" }

    /// Replaces the plugin by a rename, as an installer or a linker writing a temporary file does.
    private func install(_ bytes: [UInt8]) throws {
        let tmp = dir + "/plugins/.fade.so.tmp"
        try Data(bytes).write(to: URL(fileURLWithPath: tmp))
        chmod(tmp, 0o755)
        XCTAssertEqual(rename(tmp, plugin), 0)
    }

    /// Polls `condition` every 50 ms for up to `timeout` seconds.
    private func eventually(_ timeout: Double = 60, _ condition: () -> Bool) -> Bool {
        let end = ChildProcess.monotonicNow() + timeout
        while ChildProcess.monotonicNow() < end {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    private func text(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    /// The run's duration in the trace's last line (the result).
    private func duration(_ trace: String) -> Double? {
        guard let last = text(trace).split(separator: "\n").last,
            let json = try? JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any], json["result"] != nil
        else { return nil }
        return json["duration"] as? Double
    }

    func testRunWatchRerunsEachCompleteRebuildAndNeverAHalfWrittenOne() throws {
        let trace = dir + "/trace.jsonl", out = dir + "/out", err = dir + "/err"
        let p = try SpawnedProcess(
            try NativeTools.hostCLI(),
            [
                "run", "--watch", "--plugins", dir + "/plugins", "--animator", id, "--trace", trace,
                "--output", dir + "/fade.gif"
            ],
            environment: env, stdout: .path(out), stderr: .path(err))
        XCTAssertTrue(eventually { self.text(err).contains("watching fade.so for changes; Ctrl-C stops") }, text(err))
        XCTAssertEqual(duration(trace), 0.4)
        XCTAssertTrue(
            text(out).hasPrefix("completed (animator \(id), duration 0.4 s, 25 frames) → \(dir)/fade.gif"), text(out))

        // Rebuilt in place, slowly: half, a pause of four quiet times, the rest. Nothing runs
        // until the writer closes the file; then it runs once, with the new build.
        let fd = open(plugin, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(fd, 0)
        let half = fast.count / 2
        XCTAssertEqual(fast.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, half) }, half)
        usleep(1_200_000)
        XCTAssertFalse(text(err).contains("changed"), "a half-written file was picked up:\n\(text(err))")
        XCTAssertEqual(duration(trace), 0.4, "the trace is the last good run's")
        XCTAssertEqual(
            fast.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + half, fast.count - half) }, fast.count - half)
        close(fd)
        XCTAssertTrue(eventually { self.duration(trace) == 0.2 }, "the rebuild did not run:\n\(text(err))")
        XCTAssertTrue(eventually { self.text(out).split(separator: "\n").count == 2 }, text(out))
        XCTAssertEqual(
            text(out).split(separator: "\n").last.map(String.init)?.hasPrefix(
                "completed (animator \(id), duration 0.2 s, 13 frames)"), true, text(out))
        XCTAssertEqual(text(err).components(separatedBy: "fade.so changed: running again").count - 1, 1, text(err))
        XCTAssertFalse(text(err).contains("error"), text(err))

        // Replaced by a rename: runs again.
        try install(slow)
        XCTAssertTrue(eventually { self.duration(trace) == 0.4 }, text(err))
        let good = text(trace), gif = FileManager.default.contents(atPath: dir + "/fade.gif")

        // The same bytes again: nothing runs.
        try install(slow)
        XCTAssertTrue(
            eventually { self.text(err).contains("fade.so was written again with the same bytes: nothing to run") },
            text(err))

        // Garbage: reported with the loader's reason; the last good files stay, and the watch goes on.
        try install(Array("not a plugin\n".utf8))
        XCTAssertTrue(
            eventually {
                self.text(err).contains(
                    "error: fade.so changed but cannot be used: it is not a plugin this host can load (not-elf")
            }, text(err))
        XCTAssertTrue(text(err).contains("still watching, the last run's files stay"), text(err))
        XCTAssertEqual(text(trace), good)
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/fade.gif"), gif)
        try install(fast)
        XCTAssertTrue(eventually { self.duration(trace) == 0.2 }, "a good build after a broken one runs:\n\(text(err))")
        XCTAssertNil(p.poll(), "still watching")

        // SIGTERM ends it between runs; no temporary file is left.
        p.send(SIGTERM)
        XCTAssertEqual(p.wait(timeout: 30), .signaled(SIGTERM))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }, [])
    }

    func testWatchNeedsAPluginFile() throws {
        let o = try NativeTools.cli(["run", "--watch"], environment: env)
        XCTAssertEqual(o.ending, .exited(2))
        XCTAssertTrue(
            o.stderr.contains(
                "error: --watch has no file to watch: every plugin of this run is built into the host (default) and there is no --gesture @FILE"
            ), o.stderr)
    }

    /// The result of the trace's last line (`completed`, `cancelled`).
    private func result(_ trace: String) -> String? {
        guard let last = text(trace).split(separator: "\n").last,
            let json = try? JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
        else { return nil }
        return json["result"] as? String
    }

    func testAGestureFileIsWatchedToo() throws {
        let gesture = dir + "/drag.txt", trace = dir + "/trace.jsonl", err = dir + "/err"
        try "press 300 400; move -250 0 over 0.3; release\n".write(toFile: gesture, atomically: true, encoding: .utf8)
        let p = try SpawnedProcess(
            try NativeTools.hostCLI(),
            ["run", "--watch", "--interaction", "pan", "--gesture", "@" + gesture, "--trace", trace],
            environment: env, stdout: .null, stderr: .path(err))
        XCTAssertTrue(eventually { self.text(err).contains("watching drag.txt for changes") }, text(err))
        XCTAssertEqual(result(trace), "completed")
        // A short, slow drag now: the edited script runs and cancels.
        try "press 300 400; move -20 0 over 0.5; wait 0.3; release\n".write(
            toFile: gesture, atomically: true, encoding: .utf8)
        XCTAssertTrue(eventually { self.result(trace) == "cancelled" }, text(err))
        // A script that does not parse is reported; the watch goes on.
        try "press 300 400; wobble\n".write(toFile: gesture, atomically: true, encoding: .utf8)
        XCTAssertTrue(
            eventually {
                self.text(err).contains("error: drag.txt changed but cannot be used: --gesture @\(gesture): ")
            }, text(err))
        XCTAssertEqual(result(trace), "cancelled")
        XCTAssertNil(p.poll())
    }

    func testPlayWatchReloadsAndKeepsTheScrubPosition() throws {
        let tmux = try TerminalPlayCommandTests.requireTmux()
        let cli = try NativeTools.hostCLI()
        let envs = env.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        let command =
            "env \(envs) '\(cli)' play --watch --plugins '\(dir)/plugins' --animator \(id) --param duration=8 --fps 30 2> '\(dir)/play-err'; "
            + "echo \"EXIT=$?\"; echo DONE; exec sleep 600"
        let pane = try TmuxPane(tmux: tmux, command: command, columns: 140, rows: 30)
        defer { pane.close() }
        func status(_ screen: String) -> String {
            screen.split(separator: "\n").last { $0.contains(" \(id) | ") }.map(String.init) ?? ""
        }
        guard pane.wait(timeout: 60, until: { status($0).contains("| running") }) != nil else {
            return XCTFail("no running status line:\n\(pane.capture())\n\(text(dir + "/play-err"))")
        }
        // Hold it with the keys, then rebuild the plugin.
        pane.send("Left")
        guard let held = pane.wait(timeout: 20, until: { status($0).contains("| interactive") }),
            let r = status(held).range(of: #"\d+%"#, options: .regularExpression)
        else {
            return XCTFail("← did not hold the transition:\n\(pane.capture())")
        }
        let percent = status(held)[r]
        try install(fast)
        let reloaded = pane.wait(timeout: 30) { status($0).contains("reloaded fade.so") }
        XCTAssertNotNil(reloaded, "no reload:\n\(pane.capture())")
        XCTAssertTrue(
            status(reloaded ?? "").contains("| \(percent) | interactive"),
            "held at \(percent): \(status(reloaded ?? ""))")
        // A broken build: the old one plays on; it says so.
        try install(Array("garbage".utf8))
        XCTAssertNotNil(
            pane.wait(timeout: 30) { status($0).contains("fade.so cannot be loaded (details after q)") }, pane.capture()
        )
        pane.send("q")
        guard let done = pane.wait(timeout: 30, until: { $0.contains("DONE") }) else {
            return XCTFail("q did not quit:\n\(pane.capture())")
        }
        XCTAssertTrue(done.contains("EXIT=0"), done)
        XCTAssertTrue(done.contains("1 reload)"), done)
        XCTAssertTrue(
            text(dir + "/play-err").contains(
                "could not be loaded, the previous build went on playing: it is not a plugin this host can load (not-elf"
            ),
            text(dir + "/play-err"))
    }
}
