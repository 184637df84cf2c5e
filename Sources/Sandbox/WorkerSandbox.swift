import CSandbox
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Confines the current process (a worker) before it maps any plugin code, in this order:
/// resource limits (address space, CPU time, open files, no file writes, no core dumps), a
/// network namespace without interfaces, the identity (a worker of a root front end becomes
/// nobody, in a user namespace of its own), a bound on its threads, death with the front end
/// (armed after the identity change, which would clear it), Landlock (read only the plugin
/// folders and system libraries; write nothing), then the seccomp-bpf allowlist (last: it
/// forbids the calls the steps before it make, and the prctl that would clear the death signal).
/// The process group, fresh signal dispositions and mask, and the standard streams were set up
/// when the worker was started; ``begin()`` ran first thing in the worker.
///
/// Each step that the kernel refuses is reported as a missing ``Protection`` with the reason;
/// the others still apply.
package enum WorkerSandbox {
    /// The environment variable in which the front end gives a worker its own pid, so that a
    /// worker can tell that the front end died before the death signal was armed.
    package static let parentVariable = "TRANSITION_HOST_FRONT_END_PID"

    /// The front end this worker must not outlive (set by ``begin()``).
    // Written once by `begin()`, at the worker's start before it starts any thread; read after.
    nonisolated(unsafe) private static var parent: pid_t = 0

    /// The first thing a worker does, before it reads a byte: it keeps only the descriptors
    /// the front end handed it (0 commands, 1 and 2 output, 3 messages, 4 the flight record;
    /// the spawn already closed the rest, this is the second lock), and dies with the front end
    /// from now on (or at once, if the front end is already gone).
    package static func begin() {
        _ = cs_close_from(5)
        let given = ProcessInfo.processInfo.environment[parentVariable].flatMap { pid_t($0) } ?? 0
        parent = given > 0 ? given : getppid()
        if cs_die_with_parent(parent) == 1 { _exit(1) }
    }

    /// Applies `policy`; a forbidden system call is then recorded in `violationSlot` (shared
    /// with the front end) before the process exits with ``violationExitStatus``.
    package static func apply(_ policy: SandboxPolicy, violationSlot: UnsafeMutablePointer<Int64>?) -> [Protection] {
        var out = [limits(policy)]
        let wasRoot = geteuid() == 0
        let network = call("network", "no network interfaces (a network namespace of its own)") {
            cs_unshare_network($0, $1)
        }
        out.append(network)
        // Root is exempt from RLIMIT_NPROC, and the count is per user in a user namespace:
        // become nobody first, then enter a user namespace of its own, so the limit counts
        // this worker's tasks alone. `noNamespace` says why that did not happen.
        var noNamespace: String? = wasRoot || network.isActive ? nil : network.detail
        if wasRoot {
            let id = policy.unprivilegedID
            let drop = call("identity", "runs as user and group \(id) (nobody), without root's privileges or groups") {
                cs_drop_identity(id, id, $0, $1)
            }
            out.append(drop)
            if drop.isActive {
                let user = call("threads", "") { cs_unshare_user($0, $1) }
                noNamespace = user.isActive ? nil : user.detail
            } else {
                noNamespace = "it still runs as root, whom RLIMIT_NPROC does not bound"
            }
        } else {
            out.append(Protection("identity", true, "runs as the front end's user (\(getuid())), without privileges"))
        }
        if let noNamespace {
            out.append(
                Protection(
                    "threads", false,
                    "\(noNamespace); without a user namespace of its own a task limit would count every process of its user, so threads are bounded only by memory"
                ))
        } else {
            out.append(
                call("threads", "at most \(policy.tasks) threads (RLIMIT_NPROC in a user namespace of its own)") {
                    cs_limit_tasks(UInt(policy.tasks), $0, $1)
                })
        }
        out.append(dieWithParent())
        out.append(landlock(policy.readable))
        // Always: the reporter also answers the getrandom calls the filter traps.
        _ = cs_install_violation_reporter(violationSlot)
        out.append(
            call(
                "seccomp",
                "system-call allowlist with argument rules: no exec, fork, sockets, ptrace, writing or creating files, signals to other processes (by kill or by fcntl/ioctl ownership), namespaces, or clearing the death signal"
            ) {
                cs_seccomp_install(getpid(), $0, $1)
            })
        return out
    }

    /// Arms the death signal (again: a change of identity cleared it) and checks that the
    /// front end is still the parent; a worker whose front end is gone exits here.
    static func dieWithParent() -> Protection {
        switch cs_die_with_parent(parent) {
        case 0:
            return Protection(
                "parent-death", true, "killed by the kernel (SIGKILL) when the front end ends, however it ends")
        case 1: _exit(1)
        default:
            return Protection("parent-death", false, "prctl(PR_SET_PDEATHSIG): \(String(cString: strerror(errno)))")
        }
    }

    /// Exit status of a worker whose plugin made a forbidden system call.
    package static let violationExitStatus = Int32(CS_VIOLATION_EXIT)

    /// The name of system call `number` on this machine (`execve`), or `syscall N`.
    package static func syscallName(_ number: Int64) -> String {
        cs_syscall_name(Int(number)).map { String(cString: $0) } ?? "syscall \(number)"
    }

    /// The resource limits, each lowered only (a worker never raises one).
    static func limits(_ p: SandboxPolicy) -> Protection {
        var set: [String] = []
        // `grace` lifts the hard limit above the soft one: for CPU time the kernel then sends
        // SIGXCPU at the soft limit (reported as a hang: it used up its CPU time) before the
        // SIGKILL at the hard one, which would read as a crash.
        func lower(_ resource: Int32, _ value: rlim_t, _ label: String, grace: rlim_t = 0) {
            var current = rlimit()
            guard getrlimit(__rlimit_resource_t(UInt32(resource)), &current) == 0 else { return }
            let hard = min(value &+ grace, current.rlim_max)
            var l = rlimit(rlim_cur: min(value, hard), rlim_max: hard)
            if setrlimit(__rlimit_resource_t(UInt32(resource)), &l) == 0 { set.append(label) }
        }
        lower(Int32(RLIMIT_AS.rawValue), rlim_t(p.addressSpace), "address space \(p.addressSpace >> 30) GiB")
        if let cpu = p.cpuSeconds { lower(Int32(RLIMIT_CPU.rawValue), rlim_t(cpu), "CPU \(cpu) s", grace: 2) }
        lower(Int32(RLIMIT_NOFILE.rawValue), rlim_t(p.openFiles), "\(p.openFiles) open files")
        lower(Int32(RLIMIT_FSIZE.rawValue), 0, "no file writes")
        lower(Int32(RLIMIT_CORE.rawValue), 0, "no core dumps")
        return Protection(
            "limits", !set.isEmpty, set.isEmpty ? "setrlimit refused every limit" : set.joined(separator: ", "))
    }

    /// Landlock over `readable`.
    static func landlock(_ readable: [String]) -> Protection {
        var error = [CChar](repeating: 0, count: 256)
        let cPaths = readable.map { strdup($0) }
        defer { cPaths.forEach { free($0) } }
        let abi = cPaths.map { UnsafePointer($0) }.withUnsafeBufferPointer { b in
            cs_landlock_restrict(b.baseAddress, Int32(b.count), &error, error.count)
        }
        if abi > 0 {
            return Protection(
                "landlock", true,
                "reads only the plugin folders and system libraries, writes nothing (Landlock ABI \(abi))")
        }
        return Protection(
            "landlock", false, String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// A protection made by one C call that fills an error buffer on failure.
    static func call(_ name: String, _ detail: String, _ body: (UnsafeMutablePointer<CChar>, Int) -> Int32)
        -> Protection
    {
        var error = [CChar](repeating: 0, count: 256)
        let r = error.withUnsafeMutableBufferPointer { body($0.baseAddress!, $0.count) }
        return r == 0
            ? Protection(name, true, detail)
            : Protection(
                name, false, String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}
