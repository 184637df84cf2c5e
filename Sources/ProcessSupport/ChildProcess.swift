import CSandbox
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program in a process group of its own and waits for it with a timeout, so that
/// whatever a plugin does in it — crash, hang, print, spawn children — the parent survives and
/// can say what happened. On timeout the whole group is killed (SIGKILL), so grandchildren
/// cannot linger.
package enum ChildProcess {
    /// How the child ended.
    package enum Ending: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signaled(Int32)
        /// It ran past the timeout and was killed with its group.
        case timedOut
        /// It could not be started.
        case notStarted(String)
    }

    /// What a run produced.
    package struct Outcome: Sendable {
        /// How it ended.
        package var ending: Ending
        /// What it wrote to stdout and stderr (each truncated to the run's `maxOutput` bytes).
        package var stdout: String, stderr: String
        /// Wall time, seconds.
        package var seconds: Double
    }

    /// Runs `executable` with `arguments` and `environment` (nil: inherited), waiting at most
    /// `timeout` seconds, and keeps the first `maxOutput` bytes of each output stream.
    package static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        timeout: Double, maxOutput: Int = 65_536
    ) -> Outcome {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "th-child-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let outPath = dir.appendingPathComponent("out").path, errPath = dir.appendingPathComponent("err").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // The child gets its three streams and nothing this process holds or inherited.
        _ = cs_spawn_add_closefrom(&actions, 3)
        var attr = isolatedAttributes()
        defer { posix_spawnattr_destroy(&attr) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { env.forEach { free($0) } }
        var pid: pid_t = 0
        let t0 = ChildProcess.monotonicNow()
        let rc = posix_spawn(&pid, executable, &actions, &attr, argv, env)
        guard rc == 0 else {
            return Outcome(
                ending: .notStarted("cannot start \(executable): \(String(cString: strerror(rc)))"), stdout: "",
                stderr: "", seconds: 0)
        }
        var status: Int32 = 0
        var ending: Ending?
        while ending == nil {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid {
                ending = Self.ending(status)
            } else if r < 0 && errno != EINTR {
                ending = .exited(-1)
            } else if ChildProcess.monotonicNow() - t0 > timeout {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                ending = .timedOut
            } else {
                usleep(2_000)
            }
        }
        // Reap what is left of the group (children it spawned); they die with it anyway.
        kill(-pid, SIGKILL)
        func read(_ p: String) -> String {
            guard let d = FileManager.default.contents(atPath: p) else { return "" }
            return String(decoding: d.prefix(maxOutput), as: UTF8.self)
        }
        return Outcome(
            ending: ending!, stdout: read(outPath), stderr: read(errPath), seconds: ChildProcess.monotonicNow() - t0)
    }

    /// Spawn attributes for an isolated child: a process group of its own, every signal at
    /// its default disposition, nothing blocked (a parent's ignored SIGCHLD or blocked signals
    /// must not leak into the child). Destroy with `posix_spawnattr_destroy`.
    package static func isolatedAttributes() -> posix_spawnattr_t {
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        posix_spawnattr_setpgroup(&attr, 0)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attr, &empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attr, &all)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        return attr
    }

    /// How a child ended, from its `waitpid` status.
    package static func ending(_ status: Int32) -> Ending {
        status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    }

    /// The name of a signal (`SIGSEGV`), or its number.
    package static func signalName(_ s: Int32) -> String {
        switch s {
        case SIGSEGV: return "SIGSEGV"
        case SIGABRT: return "SIGABRT"
        case SIGBUS: return "SIGBUS"
        case SIGILL: return "SIGILL"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL"
        case SIGTERM: return "SIGTERM"
        case SIGTRAP: return "SIGTRAP"
        case SIGSYS: return "SIGSYS"
        default: return "signal \(s)"
        }
    }

    /// Monotonic seconds (CLOCK_MONOTONIC), for timeouts that a changed wall clock cannot fool.
    package static func monotonicNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// The path of the running executable.
    package static var currentExecutable: String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }
}
