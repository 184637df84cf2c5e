import CSandbox
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A child process the front end talks to while it runs: commands go to its standard input,
/// messages come back on its descriptor 3, and whatever it prints on standard output or error
/// is captured up to a bound (the rest is counted, never stored), so a worker that prints a
/// gigabyte costs the front end 64 KiB. Started in a process group of its own with default
/// signal dispositions and an empty signal mask; ``terminate()`` kills the whole group.
///
/// A worker starts with exactly descriptors 0 to 4, whatever this process inherited: the
/// pipes are made close-on-exec atomically (another thread starting a worker at the same
/// moment never gets them) and the spawn closes everything above 4. It is started from the
/// ``SpawnThread`` (its death signal then fires only when this process ends), registered in
/// the ``WorkerRegistry`` until reaped (a SIGINT, SIGTERM, SIGHUP or `exit` of the front end
/// kills it), and told this process's pid (``parentVariable``) to check its parent by.
///
/// Not thread-safe: one thread talks to a worker.
package final class WorkerProcess {
    /// The worker's process id (also its process group id).
    package let pid: pid_t
    private var commands: Int32
    private let messages: Int32
    private let output: Int32
    private var captured: [UInt8] = []
    private var outputOpen = true
    /// Bytes of output not kept beyond ``outputLimit``.
    package private(set) var outputDropped = 0
    /// How much of the worker's output is kept.
    package let outputLimit: Int
    private var ending: ChildProcess.Ending?

    /// The environment variable that gives the worker the front end's pid (the Sandbox
    /// module's `WorkerSandbox.parentVariable` reads it).
    package static let parentVariable = "TRANSITION_HOST_FRONT_END_PID"

    /// Its slot in the ``WorkerRegistry`` until it is reaped.
    private var registration: WorkerRegistry.Slot?

    /// Starts `executable` with `arguments` and `environment`; `shared`, when given, is a
    /// descriptor the worker receives as descriptor 4 (shared memory).
    package init(
        executable: String, arguments: [String], environment: [String: String], shared: Int32? = nil,
        outputLimit: Int = 65_536
    ) throws(WorkerStartError) {
        self.outputLimit = outputLimit
        func pipePair() throws(WorkerStartError) -> (Int32, Int32) {
            guard let p = PipePair() else { throw .pipe(code: errno) }
            return (p.read, p.write)
        }
        let (cmdRead, cmdWrite) = try pipePair()
        let (msgRead, msgWrite) = try pipePair()
        let (outRead, outWrite) = try pipePair()
        // Sources above the targets: dup2 onto the same number would keep close-on-exec set
        // (a memory file that happens to be descriptor 4 would never reach the worker).
        let lifted = [cmdRead, outWrite, msgWrite, shared ?? -1].map { $0 < 0 ? -1 : fcntl($0, F_DUPFD_CLOEXEC, 10) }
        defer { for fd in [cmdRead, msgWrite, outWrite] + lifted where fd >= 0 { close(fd) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, lifted[0], 0)
        posix_spawn_file_actions_adddup2(&actions, lifted[1], 1)
        posix_spawn_file_actions_adddup2(&actions, lifted[1], 2)
        posix_spawn_file_actions_adddup2(&actions, lifted[2], 3)
        if lifted[3] >= 0 { posix_spawn_file_actions_adddup2(&actions, lifted[3], 4) }
        // Nothing else: not a descriptor this process inherited without close-on-exec (the
        // user's 0600 file, a FIFO the shell holds), whatever number it has.
        let closeRC = cs_spawn_add_closefrom(&actions, lifted[3] >= 0 ? 5 : 4)
        guard closeRC == 0 else {
            for fd in [cmdWrite, msgRead, outRead] { close(fd) }
            throw .closeFrom(code: closeRC)
        }
        var attr = ChildProcess.isolatedAttributes()
        defer { posix_spawnattr_destroy(&attr) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var environment = environment
        environment[WorkerProcess.parentVariable] = String(getpid())
        let env = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { env.forEach { free($0) } }
        var pid: pid_t = 0
        // Spawned and registered on the spawn thread with the termination signals blocked, so
        // that no handler runs between the two (a worker the handler did not see would still
        // die by its death signal with the process).
        let (rc, slot) = SpawnThread.shared.perform { () -> (Int32, WorkerRegistry.Slot?) in
            TerminationSignals.withSignalsBlocked {
                let rc = posix_spawn(&pid, executable, &actions, &attr, argv, env)
                return (rc, rc == 0 ? WorkerRegistry.register(pid) : nil)
            }
        }
        guard rc == 0 else {
            for fd in [cmdWrite, msgRead, outRead] { close(fd) }
            throw .spawn(executable: executable, code: rc)
        }
        self.pid = pid
        registration = slot
        commands = cmdWrite
        messages = msgRead
        output = outRead
    }

    deinit {
        terminate()
        if ending == nil {
            // Reap it, so its pid cannot be reused while still in the registry.
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        if let registration { WorkerRegistry.unregister(registration) }
        for fd in [commands, messages, output] where fd >= 0 { close(fd) }
    }

    /// Closes the worker's standard input: a worker reading commands sees the end and exits.
    package func closeInput() {
        guard commands >= 0 else { return }
        close(commands)
        commands = -1
    }

    /// Sends bytes to the worker's standard input; false when it is gone.
    @discardableResult
    package func send(_ bytes: [UInt8]) -> Bool {
        guard commands >= 0 else { return false }
        return bytes.withUnsafeBytes { WriteLoop.write($0, to: commands) } == 0
    }

    /// Reads exactly `count` bytes of messages, draining the worker's output meanwhile, until
    /// `deadline` (monotonic seconds; nil: no deadline).
    package func read(_ count: Int, deadline: Double?) throws(WorkerReadError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            // Checked each time round: a worker that keeps bytes coming must not outrun the deadline.
            if let deadline, ChildProcess.monotonicNow() >= deadline { throw .timedOut }
            var fds = [
                pollfd(fd: messages, events: Int16(POLLIN), revents: 0),
                pollfd(fd: outputOpen ? output : -1, events: Int16(POLLIN), revents: 0)
            ]
            let wait =
                deadline.map { max(0, Int32(min(1e6, ($0 - ChildProcess.monotonicNow()) * 1000).rounded(.up))) } ?? -1
            let r = poll(&fds, 2, wait)
            if r < 0 {
                if errno == EINTR { continue }
                throw .ended
            }
            if r == 0 { throw .timedOut }
            if fds[1].revents != 0 { drainOutput() }
            if fds[0].revents != 0 {
                let n = out.withUnsafeMutableBytes { Glibc.read(messages, $0.baseAddress! + got, count - got) }
                if n > 0 { got += n } else if n < 0 && errno == EINTR { continue } else { throw .ended }
            }
        }
        return out
    }

    /// Reads what the worker printed so far, keeping at most ``outputLimit`` bytes.
    private func drainOutput() {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
        if n <= 0 {
            if n == 0 || errno != EINTR { outputOpen = false }
            return
        }
        let keep = min(n, outputLimit - captured.count)
        if keep > 0 { captured.append(contentsOf: buffer[0..<keep]) }
        outputDropped += n - max(0, keep)
    }

    /// What the worker printed (at most ``outputLimit`` bytes), as text.
    package var printed: String { String(decoding: captured, as: UTF8.self) }

    /// True while the worker has not exited (checked without reaping it).
    package var isRunning: Bool {
        guard ending == nil else { return false }
        var info = siginfo_t()
        return
            !(waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0
            && info._sifields._sigchld.si_pid == pid)
    }

    /// Waits up to `timeout` seconds for the worker to exit (draining its output), then kills
    /// its process group; returns how it ended.
    @discardableResult
    package func wait(timeout: Double) -> ChildProcess.Ending {
        if let ending { return ending }
        let deadline = ChildProcess.monotonicNow() + timeout
        var status: Int32 = 0
        while true {
            // Peek before reaping: while the worker is a zombie its CPU-time limit can still be
            // read, which tells a SIGKILL from the kernel's hard CPU limit apart.
            var info = siginfo_t()
            let r = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if r == 0 && info._sifields._sigchld.si_pid == pid {
                let hardLimit = Self.cpuHardLimit(of: pid)
                var usage = rusage()
                while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
                let cpu =
                    Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
                    + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
                ending = Self.ending(ChildProcess.ending(status), cpuSeconds: cpu, hardCPULimit: hardLimit)
                break
            }
            if r < 0 && errno != EINTR {
                ending = .exited(-1)
                break
            }
            if ChildProcess.monotonicNow() > deadline {
                terminate()
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                ending = .timedOut
                break
            }
            var p = pollfd(fd: outputOpen ? output : -1, events: Int16(POLLIN), revents: 0)
            if poll(&p, 1, 2) > 0 { drainOutput() }
        }
        kill(-pid, SIGKILL)  // whatever the worker left behind in its group
        if let registration {
            WorkerRegistry.unregister(registration)
            self.registration = nil
        }
        // A descendant that left the group could hold the output open forever: drain briefly.
        let stop = ChildProcess.monotonicNow() + 0.2
        while outputOpen && ChildProcess.monotonicNow() < stop {
            var p = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            if poll(&p, 1, 20) > 0 { drainOutput() }
        }
        return ending!
    }

    /// How a worker ended, with the kernel's CPU-time backstop named: a worker that ignores
    /// or blocks SIGXCPU at its soft CPU limit is killed with SIGKILL at the hard one, and that
    /// SIGKILL is the same event as the SIGXCPU it would have got — the worker used up its CPU
    /// time (a hang) — so it is reported as SIGXCPU. `cpuSeconds` is the worker's CPU time
    /// (user and system), `hardCPULimit` its hard RLIMIT_CPU (nil: none). The kernel checks the
    /// limit on its scheduler tick against its own count, but the user and system times that
    /// `wait4` reports are that count split by sampled ticks and can come out short of it: a
    /// worker killed at a 1-s limit reads 0.98–1.03 s on a busy machine, and less under heavy
    /// contention. So a SIGKILL within a quarter second (or 2 %) of the limit is the limit's;
    /// any other SIGKILL that close would have to come from outside the host, which kills its
    /// workers only through `terminate()`, reported as a timeout.
    package static func ending(_ raw: ChildProcess.Ending, cpuSeconds: Double, hardCPULimit: Double?)
        -> ChildProcess.Ending
    {
        guard raw == .signaled(SIGKILL), let limit = hardCPULimit, cpuSeconds >= limit - max(0.25, limit * 0.02)
        else { return raw }
        return .signaled(SIGXCPU)
    }

    /// The hard RLIMIT_CPU of process `pid` in seconds, from `/proc/PID/limits` (readable while
    /// it is a zombie); nil when it has none or the file cannot be read.
    static func cpuHardLimit(of pid: pid_t) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8) else { return nil }
        return cpuHardLimit(limitsFile: text)
    }

    /// The hard CPU-time limit in a `/proc/PID/limits` text (nil: "unlimited" or absent).
    package static func cpuHardLimit(limitsFile text: String) -> Double? {
        for line in text.split(separator: "\n") where line.hasPrefix("Max cpu time") {
            let fields = line.dropFirst("Max cpu time".count).split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2 else { return nil }
            return Double(fields[1])
        }
        return nil
    }

    /// Kills the worker and everything in its process group.
    package func terminate() {
        guard ending == nil else { return }
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
    }
}
