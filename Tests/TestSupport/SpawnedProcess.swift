import Foundation
import ProcessSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// A program started in its own process group with chosen standard streams — a file, a device
/// such as `/dev/full`, or a pipe this process reads (and may close early) — for tests that
/// need more than ``NativeTools/run(_:_:environment:timeout:)``: signalling a process mid-run,
/// a reader that goes away, a standard output that cannot be written. Every signal starts at
/// its default disposition in the child. Killed with its group if still running when
/// released.
package final class SpawnedProcess {
    /// Where a standard stream of the child goes.
    package enum Stream {
        /// `/dev/null`.
        case null
        /// A path opened for writing (created and truncated when it is a regular file).
        case path(String)
        /// A pipe whose read end this process keeps (``readEnd``).
        case pipe
        /// Closed: the child starts without the descriptor.
        case closed
    }

    /// The child's process id (also its process group id).
    package let pid: pid_t
    /// The read end of the child's standard output when it is a ``Stream/pipe``, else -1.
    package private(set) var readEnd: Int32 = -1
    private var ending: ChildProcess.Ending?

    /// Starts `executable` with `arguments`, standard input from /dev/null, and `stdout` and
    /// `stderr` as given. Throws when it cannot be started.
    package init(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        stdout: Stream, stderr: Stream = .null
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var fds: [Int32] = [-1, -1]
        for (fd, stream) in [(Int32(1), stdout), (Int32(2), stderr)] {
            switch stream {
            case .null: posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0)
            case .path(let p): posix_spawn_file_actions_addopen(&actions, fd, p, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            case .closed: posix_spawn_file_actions_addclose(&actions, fd)
            case .pipe:
                // Close-on-exec from the start: the child holds only its dup.
                guard let p = PipePair() else {
                    throw NativeTools.ToolFailure(description: "pipe2: \(String(cString: strerror(errno)))")
                }
                fds = [p.read, p.write]
                posix_spawn_file_actions_adddup2(&actions, fds[1], fd)
            }
        }
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attr, &none)
        posix_spawnattr_setsigdefault(&attr, &all)
        posix_spawnattr_setpgroup(&attr, 0)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { env.forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, executable, &actions, &attr, argv, env)
        if fds[1] >= 0 { close(fds[1]) }
        guard rc == 0 else {
            if fds[0] >= 0 { close(fds[0]) }
            throw NativeTools.ToolFailure(description: "cannot start \(executable): \(String(cString: strerror(rc)))")
        }
        pid = child
        readEnd = fds[0]
    }

    deinit {
        if ending == nil {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        closeReadEnd()
    }

    /// Closes this process's end of the output pipe: the child's next write fails with EPIPE.
    package func closeReadEnd() {
        if readEnd >= 0 { close(readEnd) }
        readEnd = -1
    }

    /// Reads up to `count` bytes of the child's output pipe (fewer at its end).
    package func read(upTo count: Int) -> [UInt8] {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while out.count < count && readEnd >= 0 {
            let n = Glibc.read(readEnd, &buffer, min(buffer.count, count - out.count))
            if n > 0 { out += buffer[0..<n] } else if n == 0 || errno != EINTR { break }
        }
        return out
    }

    /// Sends `signal` to the child alone (not its group).
    package func send(_ signal: Int32) { kill(pid, signal) }

    /// How the child ended, or nil while it runs (never waits).
    package func poll() -> ChildProcess.Ending? {
        if let ending { return ending }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        ending = ChildProcess.ending(status)
        return ending
    }

    /// How the child ended; waits at most `timeout` seconds, then kills its group, fails the
    /// test and answers ``ChildProcess/Ending/timedOut``.
    package func wait(timeout: Double = 120, file: StaticString = #filePath, line: UInt = #line) -> ChildProcess.Ending
    {
        if let ending { return ending }
        let start = ChildProcess.monotonicNow()
        var status: Int32 = 0
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { break }
            if ChildProcess.monotonicNow() - start > timeout {
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                XCTFail("process \(pid) ran past \(timeout) s", file: file, line: line)
                ending = .timedOut
                return .timedOut
            }
            usleep(5_000)
        }
        let e: ChildProcess.Ending = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
        ending = e
        return e
    }

    /// Polls `condition` every 20 ms for at most `timeout` seconds; true when it held.
    package static func poll(timeout: Double, _ condition: () -> Bool) -> Bool {
        let start = ChildProcess.monotonicNow()
        while ChildProcess.monotonicNow() - start < timeout {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}
