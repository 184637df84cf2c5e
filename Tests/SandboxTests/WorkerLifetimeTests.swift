import Foundation
import ProcessSupport
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// No worker outlives its front end, however the front end ends: a normal end, an error, SIGINT,
/// SIGTERM, SIGHUP (the front end's handler kills every live worker's process group) and SIGKILL
/// (nothing runs in the front end: the kernel's death signal, which the plugin cannot clear,
/// kills the worker). A worker is found by a marker unique to the test in its environment,
/// which the front end passes on to its workers.
final class WorkerLifetimeTests: XCTestCase {
    private var plugins = "", work = ""
    private var marker = ""
    private var env: [String: String] = [:]

    override func setUpWithError() throws {
        plugins = try NativeTools.temporaryFolder(for: self, name: "lifetime-plugins")
        work = try NativeTools.temporaryFolder(for: self, name: "lifetime-work")
        marker = "TH_LIFETIME_TEST=\(UUID().uuidString)"
        env = NativeTools.cliEnvironment(cacheDirectory: work + "/cache", extra: ["TH_LIFETIME_TEST": String(marker.dropFirst("TH_LIFETIME_TEST=".count))])
        // Plugins that sleep two minutes: in animateTransition (a run's worker) and in a
        // constructor (a scan's worker).
        for when in [0, 3] {
            try NativeTools.compileFixture("Hostile/kernel_boundary.c", name: "sleeps-\(when)", into: plugins, flags: ["-DATTACK=8", "-DWHEN=\(when)", "-DNAME=\"sleeps-\(when)\""])
        }
    }

    /// The pids of the processes other than `except` whose environment holds the marker.
    private func marked(except: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { pid in
            guard pid != except, let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return data.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == marker }
        }
    }

    /// Starts `host-cli arguments`, waits until one of its workers runs, then ends it by
    /// `end` (a signal, or nil to let it end by itself) and checks that it ended that way and
    /// that no worker is left within a few seconds.
    private func assertNoWorkerOutlives(_ arguments: [String], signal end: Int32?, expected: ChildProcess.Ending,
                                        file: StaticString = #filePath, line: UInt = #line) throws {
        let p = try SpawnedProcess(try NativeTools.hostCLI(), arguments, environment: env, stdout: .null, stderr: .path(work + "/err"))
        XCTAssertTrue(SpawnedProcess.poll(timeout: 60) { !marked(except: p.pid).isEmpty || p.poll() != nil },
                      "a worker started", file: file, line: line)
        let workers = marked(except: p.pid)
        if let end {
            XCTAssertFalse(workers.isEmpty, "a worker is alive when the front end is signalled", file: file, line: line)
            p.send(end)
        }
        XCTAssertEqual(p.wait(timeout: 120), expected, (try? String(contentsOfFile: work + "/err", encoding: .utf8)) ?? "", file: file, line: line)
        XCTAssertTrue(SpawnedProcess.poll(timeout: 5) { marked(except: p.pid).isEmpty },
                      "workers left: \(marked(except: p.pid)) (of \(workers))", file: file, line: line)
    }

    func testNoWorkerIsLeftAfterANormalEnd() throws {
        try assertNoWorkerOutlives(["run", "--animator", "slide", "--fps", "240", "--max-duration", "5"], signal: nil, expected: .exited(0))
    }

    /// An error while the worker is alive: the front end stops waiting for a plugin that does
    /// not answer (it sleeps in animateTransition) and exits 1.
    func testNoWorkerIsLeftAfterAnError() throws {
        try assertNoWorkerOutlives(["run", "--plugins", plugins, "--animator", "sleeps-3"], signal: nil, expected: .exited(1))
        XCTAssertTrue(((try? String(contentsOfFile: work + "/err", encoding: .utf8)) ?? "").contains("sleeps-3"), "the error names the plugin")
    }

    func testNoWorkerIsLeftAfterSIGINT() throws {
        try assertNoWorkerOutlives(["run", "--plugins", plugins, "--animator", "sleeps-3"], signal: SIGINT, expected: .signaled(SIGINT))
    }

    func testNoWorkerIsLeftAfterSIGTERM() throws {
        try assertNoWorkerOutlives(["run", "--plugins", plugins, "--animator", "sleeps-3"], signal: SIGTERM, expected: .signaled(SIGTERM))
    }

    func testNoWorkerIsLeftAfterSIGHUP() throws {
        try assertNoWorkerOutlives(["run", "--plugins", plugins, "--animator", "sleeps-3"], signal: SIGHUP, expected: .signaled(SIGHUP))
    }

    /// SIGKILL runs no code in the front end: the run's worker dies by its death signal.
    func testNoWorkerIsLeftAfterSIGKILLDuringARun() throws {
        try assertNoWorkerOutlives(["run", "--plugins", plugins, "--animator", "sleeps-3"], signal: SIGKILL, expected: .signaled(SIGKILL))
    }

    /// Scan workers are started for `list` from Dispatch's pool threads; started from the
    /// front end's spawn thread instead, they die with the process, not with a pool thread.
    func testNoWorkerIsLeftAfterSIGKILLDuringAScan() throws {
        try assertNoWorkerOutlives(["list", "--plugins", plugins], signal: SIGKILL, expected: .signaled(SIGKILL))
    }

    /// SIGTERM during a scan: the handler kills the scan workers too.
    func testNoWorkerIsLeftAfterSIGTERMDuringAScan() throws {
        try assertNoWorkerOutlives(["list", "--plugins", plugins], signal: SIGTERM, expected: .signaled(SIGTERM))
    }
}
