import Foundation
import ProcessSupport
import TestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// `host-cli` with hostile plugins in its search path (Tests/Fixtures/Hostile): the front end
/// survives every one, names the plugin and what it tried, keeps the user's files, still lists
/// and runs the other plugins, and never maps plugin code itself.
final class HostilePluginTests: XCTestCase {
    private var env: [String: String] = [:]
    private var plugins = "", work = ""

    override func setUpWithError() throws {
        plugins = try NativeTools.temporaryFolder(for: self, name: "hostile-plugins")
        work = try NativeTools.temporaryFolder(for: self, name: "hostile-work")
        env = NativeTools.cliEnvironment(cacheDirectory: work + "/cache")
    }

    private func cli(_ args: [String]) throws -> ChildProcess.Outcome {
        try NativeTools.cli(args, environment: env, timeout: 120)
    }

    @discardableResult
    private func hostile(_ mode: Int, when: Int, target: String = "/tmp/hostile-never-written") throws -> String {
        try NativeTools.compileFixture(
            "Hostile/hostile_animator.c", name: "hostile-\(mode)-\(when)", into: plugins,
            flags: ["-DMODE=\(mode)", "-DWHEN=\(when)", "-DTARGET=\"\(target)\""])
    }

    private func listJSON() throws -> [String: Any] {
        let o = try cli(["list", "--plugins", plugins, "--json"])
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        return try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(o.stdout.utf8)) as? [String: Any],
            "list --json is one JSON document: \(o.stdout.prefix(300))")
    }

    func testListSurvivesPluginsThatEscapeCrashOrPrintWhileLoading() throws {
        try hostile(3, when: 0)  // execve in its constructor
        try hostile(11, when: 1)  // kills its parent from animator_plugin_entry
        try hostile(12, when: 0)  // prints on standard output while loading
        try hostile(6, when: 0)  // ignores SIGCHLD, arms alarm() while loading
        let l = try listJSON()
        let ids = (l["plugins"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        XCTAssertTrue(
            ids.contains("slide") && ids.contains("default") && ids.contains("hostile-12-0"),
            "the others still load: \(ids)")
        let rejected = l["rejected"] as? [[String: Any]] ?? []
        func reason(_ name: String) -> (String, String) {
            let r = rejected.first { ($0["path"] as? String ?? "").hasSuffix("/" + name) } ?? [:]
            return (r["reason"] as? String ?? "", r["message"] as? String ?? "")
        }
        for (name, syscall) in [("hostile-3-0.so", "execve"), ("hostile-11-1.so", "kill"), ("hostile-6-0.so", "alarm")]
        {
            let (code, message) = reason(name)
            XCTAssertEqual(code, "crashed-while-scanning", name)
            XCTAssertTrue(message.contains("tried to call \(syscall)") && message.contains(name), "\(name): \(message)")
        }
        // The verdicts are cached by content: a second list scans nothing and says the same.
        XCTAssertEqual(try listJSON()["rejected"] as? NSArray, l["rejected"] as? NSArray)
    }

    func testARunWhosePluginEscapesFailsKeepsThePreviousFileAndTheTrace() throws {
        try hostile(1, when: 3, target: work + "/escaped")
        let gif = work + "/x.gif", trace = work + "/t.jsonl"
        let previous = Data("previous gif".utf8)
        try previous.write(to: URL(fileURLWithPath: gif))
        let o = try cli(["run", "--plugins", plugins, "--animator", "hostile-1-3", "--output", gif, "--trace", trace])
        XCTAssertEqual(o.ending, .exited(1))
        XCTAssertTrue(
            o.stderr.contains("error: plugin hostile-1-3 tried to call openat during animateTransition at frame 0"),
            o.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: gif), previous, "the previous rendering is untouched")
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/escaped"), "nothing was written by the plugin")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        let last = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(try XCTUnwrap(lines.last).utf8)) as? [String: Any])
        XCTAssertEqual(last["result"] as? String, "crashed")
        XCTAssertTrue((last["error"] as? String ?? "").contains("openat"), "\(last)")
        // The host and the other plugins are fine.
        let ok = try cli(["run", "--plugins", plugins, "--animator", "slide", "--output", gif])
        XCTAssertEqual(ok.ending, .exited(0), ok.stderr)
    }

    func testAPluginThatCrashesSometimesNeverTakesTheHostDown() throws {
        try hostile(10, when: 3)
        for _ in 0..<4 {
            let o = try cli(["run", "--plugins", plugins, "--animator", "hostile-10-3", "--trace", "-"])
            switch o.ending {
            case .exited(0): XCTAssertTrue(o.stdout.contains("\"result\": \"completed\""))
            case .exited(1):
                XCTAssertTrue(
                    o.stderr.contains("plugin hostile-10-3 crashed with SIGSEGV during animateTransition"), o.stderr)
            default: XCTFail("the front end itself ended with \(o.ending): \(o.stderr)")
            }
        }
    }

    func testAFIFOAndADeviceNamedSoAreRefusedWithoutBlocking() throws {
        XCTAssertEqual(mkfifo(plugins + "/fifo.so", 0o644), 0)
        let device = getuid() == 0 && mknod(plugins + "/null.so", S_IFCHR | 0o644, dev_t(1 << 8 | 3)) == 0
        // A name that is not UTF-8 (byte 0xFF): reported by its bytes, not as a missing file.
        let oddName =
            Array((plugins + "/odd").utf8).map { CChar(bitPattern: $0) } + [CChar(bitPattern: 0xFF)]
            + Array(".so".utf8).map { CChar(bitPattern: $0) } + [0]
        let fd = open(oddName, O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        close(fd)
        // A list that waited on the FIFO (no writer ever comes) would never end: the process's
        // hang timeout would fail it. How fast it is belongs to no test.
        let rejected = try listJSON()["rejected"] as? [[String: Any]] ?? []
        for name in ["fifo.so"] + (device ? ["null.so"] : []) {
            let r = rejected.first { ($0["path"] as? String ?? "").hasSuffix("/" + name) }
            XCTAssertEqual(r?["reason"] as? String, "not-regular-file", "\(name): \(String(describing: r))")
        }
        let odd = rejected.first { ($0["path"] as? String ?? "").hasSuffix("/odd\\xFF.so") }
        XCTAssertTrue((odd?["message"] as? String ?? "").contains("not UTF-8"), "\(rejected)")
    }

    func testReplacingThePluginFileDuringARunChangesNothingInIt() throws {
        let path = try NativeTools.compileFixture("ThirdParty/c_fade_animator.c", name: "fade", into: plugins)
        let trace = work + "/t.jsonl"
        let p = try SpawnedProcess(
            try NativeTools.hostCLI(),
            [
                "run", "--plugins", plugins, "--animator", "com.example.c-fade", "--param", "duration=3",
                "--fps", "240", "--trace", trace
            ], environment: env, stdout: .path(work + "/out"), stderr: .path(work + "/err"))
        // Once the worker runs frames, overwrite the file in place with other bytes.
        XCTAssertTrue(
            SpawnedProcess.poll(timeout: 60) {
                ((try? FileManager.default.contentsOfDirectory(atPath: work)) ?? []).contains { name in
                    name.hasPrefix(".t.jsonl.")
                        && ((try? FileManager.default.attributesOfItem(atPath: work + "/" + name)[.size] as? NSNumber)?
                            .intValue ?? 0) > 0
                }
            }, "the first frames were traced")
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data(repeating: 0xCC, count: 4096))
        try handle.close()
        XCTAssertEqual(p.wait(), .exited(0), (try? String(contentsOfFile: work + "/err", encoding: .utf8)) ?? "")
        let last = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").last ?? ""
        XCTAssertTrue(last.contains("\"result\": \"completed\""), String(last.prefix(200)))
    }

    /// During a scan that hangs (a plugin looping in its entry point) and during a run, the
    /// front end's memory map holds no plugin: the plugins run in workers.
    func testTheFrontEndNeverMapsPluginCode() throws {
        try NativeTools.compileFixture(
            "BrokenPlugins/broken_animator.c", name: "hangs", into: plugins, flags: ["-DMODE=2", "-lm"])
        try assertNoPluginMapped(["list", "--plugins", plugins])
        try assertNoPluginMapped([
            "run", "--plugins", plugins, "--animator", "com.example.c-fade", "--param", "duration=2", "--fps", "240",
            "--trace", work + "/t.jsonl"
        ])
    }

    private func assertNoPluginMapped(_ arguments: [String]) throws {
        try hostile(2, when: 3)
        let fade = try NativeTools.compileFixture("ThirdParty/c_fade_animator.c", name: "fade", into: plugins)
        _ = fade
        let p = try SpawnedProcess(try NativeTools.hostCLI(), arguments, environment: env, stdout: .null, stderr: .null)
        var samples = 0
        while case nil = p.poll() {
            if let maps = try? String(contentsOfFile: "/proc/\(p.pid)/maps", encoding: .utf8) {
                samples += 1
                let foreign = maps.split(separator: "\n").filter {
                    $0.contains(plugins) || ($0.contains("memfd:") && !$0.contains("memfd:worker-record"))
                        || $0.contains("/libSlideAnimator") || $0.contains("/libPinRotate")
                }
                XCTAssertEqual(foreign, [], "the front end maps plugin code")
            }
            usleep(20_000)
        }
        XCTAssertGreaterThan(samples, 3, "\(arguments[0]) was sampled while it ran")
    }

    /// A run that reaches --max-duration without the transition ending fails and says why;
    /// its trace is kept (it shows what happened).
    func testARunThatNeverEndsExitsOneWithTheCause() throws {
        let trace = work + "/t.jsonl"
        let o = try cli([
            "run", "--interaction", "pan", "--gesture", "press 300 400; move -100 0 over 0.2; wait 5", "--max-duration",
            "1", "--trace", trace
        ])
        XCTAssertEqual(o.ending, .exited(1))
        XCTAssertTrue(
            o.stderr.contains("error: the run did not end: the container's pan never released the transition"), o.stderr
        )
        let last = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").last ?? ""
        XCTAssertTrue(last.contains("\"timed_out\": true"), String(last.prefix(200)))
    }
}
