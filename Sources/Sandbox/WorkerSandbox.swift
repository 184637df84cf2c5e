import CSandbox
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Confines the current process (a worker) before it maps any plugin code, in this order:
/// resource limits (address space, CPU time, open files, no file writes, no core dumps), death
/// with the front end, a network namespace without interfaces, Landlock (read only the plugin
/// folders and system libraries; write nothing), then the seccomp-bpf allowlist (last: it
/// forbids the calls the steps before it make). The process group, fresh signal dispositions
/// and mask, and the standard streams were set up when the worker was started.
///
/// Each step that the kernel refuses is reported as a missing ``Protection`` with the reason;
/// the others still apply.
package enum WorkerSandbox {
    /// Applies `policy`; a forbidden system call is then recorded in `violationSlot` (shared
    /// with the front end) before the process exits with ``violationExitStatus``.
    package static func apply(_ policy: SandboxPolicy, violationSlot: UnsafeMutablePointer<Int64>?) -> [Protection] {
        var out = [limits(policy)]
        _ = cs_die_with_parent()
        out.append(call("network", "no network interfaces (a network namespace of its own)") { cs_unshare_network($0, $1) })
        out.append(landlock(policy.readable))
        if let violationSlot { _ = cs_install_violation_reporter(violationSlot) }
        out.append(call("seccomp", "system-call allowlist: no exec, fork, sockets, ptrace, writing or creating files, or signals to other processes") {
            cs_seccomp_install(getpid(), $0, $1)
        })
        return out
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
        func lower(_ resource: Int32, _ value: rlim_t, _ label: String) {
            var current = rlimit()
            guard getrlimit(__rlimit_resource_t(UInt32(resource)), &current) == 0 else { return }
            let v = min(value, current.rlim_max)
            var l = rlimit(rlim_cur: v, rlim_max: v)
            if setrlimit(__rlimit_resource_t(UInt32(resource)), &l) == 0 { set.append(label) }
        }
        lower(Int32(RLIMIT_AS.rawValue), rlim_t(p.addressSpace), "address space \(p.addressSpace >> 30) GiB")
        if let cpu = p.cpuSeconds { lower(Int32(RLIMIT_CPU.rawValue), rlim_t(cpu), "CPU \(cpu) s") }
        lower(Int32(RLIMIT_NOFILE.rawValue), rlim_t(p.openFiles), "\(p.openFiles) open files")
        lower(Int32(RLIMIT_FSIZE.rawValue), 0, "no file writes")
        lower(Int32(RLIMIT_CORE.rawValue), 0, "no core dumps")
        return Protection("limits", !set.isEmpty, set.isEmpty ? "setrlimit refused every limit" : set.joined(separator: ", "))
    }

    /// Landlock over `readable`.
    static func landlock(_ readable: [String]) -> Protection {
        var error = [CChar](repeating: 0, count: 256)
        let cPaths = readable.map { strdup($0) }
        defer { cPaths.forEach { free($0) } }
        let abi = cPaths.map { UnsafePointer($0) }.withUnsafeBufferPointer { b in
            cs_landlock_restrict(b.baseAddress, Int32(b.count), &error, error.count)
        }
        if abi > 0 { return Protection("landlock", true, "reads only the plugin folders and system libraries, writes nothing (Landlock ABI \(abi))") }
        return Protection("landlock", false, String(cString: error))
    }

    /// A protection made by one C call that fills an error buffer on failure.
    static func call(_ name: String, _ detail: String, _ body: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> Protection {
        var error = [CChar](repeating: 0, count: 256)
        let r = error.withUnsafeMutableBufferPointer { body($0.baseAddress!, $0.count) }
        return r == 0 ? Protection(name, true, detail) : Protection(name, false, String(cString: error))
    }
}
