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
        env = NativeTools.cliEnvironment(
            cacheDirectory: work + "/cache",
            extra: ["TH_LIFETIME_TEST": String(marker.dropFirst("TH_LIFETIME_TEST=".count))])
        // Plugins that sleep two minutes: in animateTransition (a run's worker) and in a
        // constructor (a scan's worker).
        for when in [0, 3] {
            try NativeTools.compileFixture(
                "Hostile/kernel_boundary.c", name: "sleeps-\(when)", into: plugins,
                flags: ["-DATTACK=8", "-DWHEN=\(when)", "-DNAME=\"sleeps-\(when)\""])
        }
    }

    /// The pids of the processes other than `except` whose environment holds the marker.
    private func marked(except: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { pid in
            guard pid != except, let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else {
                return false
            }
            return data.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == marker }
        }
    }

    /// Starts `host-cli arguments`, waits until one of its workers runs, then ends it by
    /// `end` (a signal, or nil to let it end by itself) and checks that it ended that way and
    /// that no worker is left within a few seconds.
    private func assertNoWorkerOutlives(
        _ arguments: [String], signal end: Int32?, expected: ChildProcess.Ending,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let p = try SpawnedProcess(
            try NativeTools.hostCLI(), arguments, environment: env, stdout: .null, stderr: .path(work + "/err"))
        // The workers the poll saw (listing them again could fall between two short-lived
        // workers — a scan, then a check — and find none).
        var workers: [pid_t] = []
        XCTAssertTrue(
            SpawnedProcess.poll(timeout: 60) {
                workers = marked(except: p.pid)
                return !workers.isEmpty || p.poll() != nil
            },
            "a worker started", file: file, line: line)
        if let end {
            XCTAssertFalse(workers.isEmpty, "a worker is alive when the front end is signalled", file: file, line: line)
            p.send(end)
        }
        XCTAssertEqual(
            p.wait(timeout: 120), expected, (try? String(contentsOfFile: work + "/err", encoding: .utf8)) ?? "",
            file: file, line: line)
        XCTAssertTrue(
            SpawnedProcess.poll(timeout: 5) { marked(except: p.pid).isEmpty },
            "workers left: \(marked(except: p.pid)) (of \(workers))", file: file, line: line)
    }

    func testNoWorkerIsLeftAfterANormalEnd() throws {
        try assertNoWorkerOutlives(
            ["run", "--animator", "slide", "--fps", "240", "--max-duration", "5"], signal: nil, expected: .exited(0))
    }

    /// An error while the worker is alive: the front end stops waiting for a plugin that does
    /// not answer (it sleeps in animateTransition) and exits 1.
    func testNoWorkerIsLeftAfterAnError() throws {
        try assertNoWorkerOutlives(
            ["run", "--plugins", plugins, "--animator", "sleeps-3"], signal: nil, expected: .exited(1))
        XCTAssertTrue(
            ((try? String(contentsOfFile: work + "/err", encoding: .utf8)) ?? "").contains("sleeps-3"),
            "the error names the plugin")
    }

    /// `run` starts its worker before it reads the plugin folders; a choice found wrong after
    /// that (no such animator) ends the command with its usage error and the unused worker with it.
    func testNoWorkerIsLeftAfterAUsageErrorFoundOnceTheWorkerWasStarted() throws {
        try assertNoWorkerOutlives(
            ["run", "--plugins", plugins, "--animator", "no-such-animator"], signal: nil, expected: .exited(2))
        XCTAssertTrue(
            ((try? String(contentsOfFile: work + "/err", encoding: .utf8)) ?? "").contains("no-such-animator"),
            "the usage error is said")
    }

    func testNoWorkerIsLeftAfterSIGINT() throws {
        try assertNoWorkerOutlives(
            ["run", "--plugins", plugins, "--animator", "sleeps-3"], signal: SIGINT, expected: .signaled(SIGINT))
    }

    func testNoWorkerIsLeftAfterSIGTERM() throws {
        try assertNoWorkerOutlives(
            ["run", "--plugins", plugins, "--animator", "sleeps-3"], signal: SIGTERM, expected: .signaled(SIGTERM))
    }

    func testNoWorkerIsLeftAfterSIGHUP() throws {
        try assertNoWorkerOutlives(
            ["run", "--plugins", plugins, "--animator", "sleeps-3"], signal: SIGHUP, expected: .signaled(SIGHUP))
    }

    /// SIGKILL runs no code in the front end: the run's worker dies by its death signal.
    func testNoWorkerIsLeftAfterSIGKILLDuringARun() throws {
        try assertNoWorkerOutlives(
            ["run", "--plugins", plugins, "--animator", "sleeps-3"], signal: SIGKILL, expected: .signaled(SIGKILL))
    }

    /// Scan workers are started for `list` from Dispatch's pool threads; started from the
    /// front end's spawn thread instead, they die with the process, not with a pool thread.
    func testNoWorkerIsLeftAfterSIGKILLDuringAScan() throws {
        try assertNoWorkerOutlives(["list", "--plugins", plugins], signal: SIGKILL, expected: .signaled(SIGKILL))
    }

    /// A live worker's descriptor table, read from outside (/proc/PID/fd), while host-cli holds
    /// an inherited 0600 file without close-on-exec: descriptors 0 to 3 are the worker's pipes,
    /// 4 its flight record, and the rest only memory files it made itself (the sealed plugin).
    func testALiveWorkerHoldsOnlyItsOwnDescriptors() throws {
        let secret = work + "/secret"
        let file = open(secret, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(file, 0)
        defer { close(file) }
        // A folder with the sleeping animator alone (no scan worker that sleeps too).
        let folder = try NativeTools.temporaryFolder(for: self, name: "lifetime-one")
        try FileManager.default.copyItem(atPath: plugins + "/sleeps-3.so", toPath: folder + "/sleeps-3.so")
        // Scanned first, so the run starts no scan worker (which would seal the same plugin and
        // look like the run's worker for a moment).
        let scan = try NativeTools.cli(["list", "--plugins", folder], environment: env, timeout: 120)
        XCTAssertEqual(scan.ending, .exited(0), scan.stderr)
        let p = try SpawnedProcess(
            try NativeTools.hostCLI(), ["run", "--plugins", folder, "--animator", "sleeps-3"], environment: env,
            stdout: .null)
        // Every worker's argv is the bare `host-cli __worker`: the run's worker is the one
        // holding the sealed copy of the sleeping animator.
        func runWorker() -> pid_t? {
            marked(except: p.pid).first { pid in
                let arguments =
                    FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map {
                        $0.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                    } ?? []
                let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
                return Array(arguments.dropFirst()) == ["__worker"]
                    && fds.contains {
                        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)"))?.contains(
                            "memfd:sleeps-3") == true
                    }
            }
        }
        XCTAssertTrue(SpawnedProcess.poll(timeout: 60) { runWorker() != nil }, "the run's worker started")
        let worker = try XCTUnwrap(runWorker())
        // The table once the plugin runs (it sleeps in animateTransition): the sealed copy is open.
        var table: [Int: String] = [:]
        XCTAssertTrue(
            SpawnedProcess.poll(timeout: 30) {
                table = [:]
                for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(worker)/fd")) ?? [] {
                    if let fd = Int(name),
                        let target = try? FileManager.default.destinationOfSymbolicLink(
                            atPath: "/proc/\(worker)/fd/\(name)")
                    {
                        table[fd] = target
                    }
                }
                // Sealed and loaded: the copy is open and the file it was copied from closed again
                // (while the worker copies, it holds the file too).
                return table.values.contains { $0.contains("memfd:sleeps-3") }
                    && !table.values.contains { $0.hasSuffix("/sleeps-3.so") }
            }, "the worker loaded the plugin: \(table)")
        p.send(SIGKILL)
        _ = p.wait()
        for fd in 0...3 { XCTAssertTrue(table[fd]?.hasPrefix("pipe:") == true, "descriptor \(fd): \(table)") }
        XCTAssertEqual(table[4], "/memfd:worker-record (deleted)")
        XCTAssertFalse(table.values.contains(secret), "\(table)")
        // Above 4: the sealed plugin copy and /proc/self/statm (opened by every worker, for the
        // validator's memory check), nothing inherited.
        for (fd, target) in table where fd > 4 {
            XCTAssertTrue(
                target.hasPrefix("/memfd:") || target == "/proc/\(worker)/statm", "descriptor \(fd) is \(target)")
        }
    }

    /// The validator's check processes are workers too (started from its concurrent queue's
    /// threads, through the spawn thread): SIGKILL of `validate` leaves none.
    func testNoWorkerIsLeftAfterSIGKILLDuringAValidation() throws {
        try assertNoWorkerOutlives(
            ["validate", plugins + "/sleeps-3.so", "--only", "handshake|completes", "--timeout", "100"],
            signal: SIGKILL, expected: .signaled(SIGKILL))
    }

    /// SIGTERM during a scan: the handler kills the scan workers too.
    func testNoWorkerIsLeftAfterSIGTERMDuringAScan() throws {
        try assertNoWorkerOutlives(["list", "--plugins", plugins], signal: SIGTERM, expected: .signaled(SIGTERM))
    }
}
