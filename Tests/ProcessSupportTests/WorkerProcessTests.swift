import Foundation
import TestSupport
import XCTest
@testable import ProcessSupport
#if canImport(Glibc)
    import Glibc
#endif

/// What a process started by `WorkerProcess` or `ChildProcess` holds: exactly the descriptors
/// it is handed, whatever this process holds without close-on-exec; and the worker registry
/// that lets the front end's signal handler kill every live worker.
final class WorkerProcessTests: XCTestCase {
    /// A descriptor of this process without close-on-exec, at a high number, as a shell would
    /// pass one down; closed when the test ends.
    private func leakedDescriptor() throws -> Int32 {
        let folder = try NativeTools.temporaryFolder(for: self, name: "leak")
        let fd = open(folder + "/secret", O_RDWR | O_CREAT, 0o600)
        XCTAssertGreaterThanOrEqual(fd, 0)
        let high = fcntl(fd, F_DUPFD, 40)  // F_DUPFD: no close-on-exec on the copy
        close(fd)
        XCTAssertGreaterThanOrEqual(high, 40)
        XCTAssertEqual(fcntl(high, F_GETFD) & FD_CLOEXEC, 0, "the copy is inheritable")
        addTeardownBlock { close(high) }
        return high
    }

    /// The descriptors a shell started this way holds (it lists its own /proc/PID/fd).
    private func descriptors(of p: WorkerProcess) -> [Int] {
        p.closeInput()
        _ = p.wait(timeout: 30)
        return p.printed.split(separator: "\n").compactMap { Int($0) }.sorted()
    }

    func testAWorkerHoldsOnlyDescriptorsZeroToFour() throws {
        let leaked = try leakedDescriptor()
        let shared = try XCTUnwrap(PipePair())
        defer {
            close(shared.read)
            close(shared.write)
        }
        // `ls` runs as a child of the shell, so the shell lists its own table ($$) from outside.
        let p = try WorkerProcess(
            executable: "/bin/sh", arguments: ["-c", "ls /proc/$$/fd"], environment: [:], shared: shared.read)
        let held = descriptors(of: p)
        XCTAssertFalse(held.contains(Int(leaked)))
        XCTAssertEqual(held, [0, 1, 2, 3, 4])
        let without = try WorkerProcess(executable: "/bin/sh", arguments: ["-c", "ls /proc/$$/fd"], environment: [:])
        XCTAssertEqual(descriptors(of: without), [0, 1, 2, 3], "without shared memory, descriptor 4 is closed too")
    }

    func testAWorkerThatCannotBeStartedNamesTheFileAndTheSystemsReason() {
        XCTAssertThrowsError(
            try WorkerProcess(executable: "/nonexistent/host-cli", arguments: ["__worker"], environment: [:])
        ) {
            XCTAssertEqual($0 as? WorkerStartError, .spawn(executable: "/nonexistent/host-cli", code: ENOENT))
            XCTAssertEqual("\($0)", "cannot start /nonexistent/host-cli: No such file or directory")
        }
    }

    func testAWorkerIsToldItsFrontEnd() throws {
        let p = try WorkerProcess(
            executable: "/bin/sh", arguments: ["-c", "echo $\(WorkerProcess.parentVariable)"], environment: [:])
        p.closeInput()
        _ = p.wait(timeout: 30)
        XCTAssertEqual(p.printed, "\(getpid())\n")
    }

    func testAChildProcessHoldsOnlyItsStandardStreams() throws {
        let leaked = try leakedDescriptor()
        let o = ChildProcess.run("/bin/sh", ["-c", "ls /proc/$$/fd"], timeout: 30)
        let held = o.stdout.split(separator: "\n").compactMap { Int($0) }.sorted()
        XCTAssertFalse(held.contains(Int(leaked)))
        XCTAssertEqual(held, [0, 1, 2])
    }

    func testPipesAreCloseOnExecFromTheStart() throws {
        let p = try XCTUnwrap(PipePair())
        defer {
            close(p.read)
            close(p.write)
        }
        XCTAssertEqual(fcntl(p.read, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC)
        XCTAssertEqual(fcntl(p.write, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC)
    }

    /// A live worker is registered (the signal handler is installed for it) until it is
    /// reaped; the handler is removed with the last one.
    func testALiveWorkerIsRegisteredUntilReaped() throws {
        XCTAssertFalse(TerminationSignals.installed, "no worker, no temporary file: no handler")
        let p = try WorkerProcess(executable: "/bin/sleep", arguments: ["30"], environment: [:])
        XCTAssertTrue(WorkerRegistry.pids.contains(p.pid))
        XCTAssertTrue(TerminationSignals.installed)
        var action = sigaction()
        sigaction(SIGTERM, nil, &action)
        XCTAssertNotEqual(
            unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self), unsafeBitCast(SIG_DFL, to: Int.self),
            "SIGTERM is handled")
        p.terminate()
        _ = p.wait(timeout: 30)
        XCTAssertFalse(WorkerRegistry.pids.contains(p.pid))
        XCTAssertFalse(TerminationSignals.installed)
        sigaction(SIGTERM, nil, &action)
        XCTAssertEqual(
            unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self), unsafeBitCast(SIG_DFL, to: Int.self),
            "the previous disposition is back")
    }

    /// The handler's work, run directly: every registered worker is killed (a worker still
    /// running would end as timed out after 10 s instead).
    func testKillAllEndsEveryRegisteredWorkerAndItsGroup() throws {
        let a = try WorkerProcess(executable: "/bin/sh", arguments: ["-c", "sleep 30 & sleep 30"], environment: [:])
        let b = try WorkerProcess(executable: "/bin/sleep", arguments: ["30"], environment: [:])
        WorkerRegistry.killAll()
        XCTAssertEqual(a.wait(timeout: 10), .signaled(SIGKILL))
        XCTAssertEqual(b.wait(timeout: 10), .signaled(SIGKILL), "killed, not timed out")
    }

    /// Workers are started from one thread that lives as long as the process, whichever
    /// thread asks (a worker's death signal fires when the thread that started it ends: a pool
    /// thread retired while its worker runs would kill the worker).
    func testWorkersAreStartedFromOneLongLivedThread() throws {
        final class Seen: @unchecked Sendable {
            var spawners: [pthread_t] = []
            var callers: [pthread_t] = []
        }
        let seen = Seen()
        let lock = NSLock()
        let threads = (0..<4).map { _ in
            Thread {
                let me = pthread_self()
                let spawner = SpawnThread.shared.perform { pthread_self() }
                lock.lock()
                seen.spawners.append(spawner)
                seen.callers.append(me)
                lock.unlock()
            }
        }
        threads.forEach { $0.start() }
        XCTAssertTrue(
            SpawnedProcess.poll(timeout: 10) {
                lock.lock()
                defer { lock.unlock() }
                return seen.spawners.count == 4
            })
        XCTAssertEqual(Set(seen.spawners).count, 1, "one spawn thread")
        XCTAssertFalse(seen.callers.contains(seen.spawners[0]), "not the caller's thread")
        XCTAssertNotEqual(SpawnThread.shared.perform { pthread_self() }, pthread_self())
    }

    // MARK: The kernel's CPU-time backstop

    /// A SIGKILL is the hard CPU limit's only when the worker used that much CPU time.
    func testASIGKILLAtTheHardCPULimitIsTheCPULimit() {
        XCTAssertEqual(
            WorkerProcess.ending(.signaled(SIGKILL), cpuSeconds: 12.01, hardCPULimit: 12), .signaled(SIGXCPU))
        XCTAssertEqual(
            WorkerProcess.ending(.signaled(SIGKILL), cpuSeconds: 11.8, hardCPULimit: 12), .signaled(SIGXCPU),
            "the reported times may fall a little short of the kernel's count")
        XCTAssertEqual(
            WorkerProcess.ending(.signaled(SIGKILL), cpuSeconds: 0.8, hardCPULimit: 1), .signaled(SIGXCPU),
            "a quarter second short, under contention")
        XCTAssertEqual(
            WorkerProcess.ending(.signaled(SIGKILL), cpuSeconds: 11.7, hardCPULimit: 12), .signaled(SIGKILL),
            "more than a quarter second short is not the limit")
        XCTAssertEqual(
            WorkerProcess.ending(.signaled(SIGKILL), cpuSeconds: 3, hardCPULimit: 12), .signaled(SIGKILL),
            "another SIGKILL stays one")
        XCTAssertEqual(
            WorkerProcess.ending(.signaled(SIGKILL), cpuSeconds: 100, hardCPULimit: nil), .signaled(SIGKILL),
            "no limit, no backstop")
        XCTAssertEqual(WorkerProcess.ending(.signaled(SIGSEGV), cpuSeconds: 100, hardCPULimit: 1), .signaled(SIGSEGV))
        XCTAssertEqual(WorkerProcess.ending(.exited(0), cpuSeconds: 100, hardCPULimit: 1), .exited(0))
    }

    func testTheHardCPULimitIsReadFromProcLimits() {
        let text = """
            Limit                     Soft Limit           Hard Limit           Units
            Max cpu time              10                   12                   seconds
            Max file size             unlimited            unlimited            bytes
            """
        XCTAssertEqual(WorkerProcess.cpuHardLimit(limitsFile: text), 12)
        XCTAssertNil(WorkerProcess.cpuHardLimit(limitsFile: text.replacingOccurrences(of: "12  ", with: "unlimited")))
        XCTAssertNil(WorkerProcess.cpuHardLimit(limitsFile: "garbage"))
    }

    /// A real process that ignores SIGXCPU and spins under a one-second CPU limit ends with the
    /// kernel's SIGKILL, reported as the CPU limit (SIGXCPU).
    func testAWorkerThatIgnoresSIGXCPUIsReportedAsHavingUsedUpItsCPUTime() throws {
        let p = try WorkerProcess(
            executable: "/bin/sh", arguments: ["-c", "trap '' XCPU; ulimit -t 1; while :; do :; done"], environment: [:]
        )
        XCTAssertEqual(p.wait(timeout: 120), .signaled(SIGXCPU))
    }
}
