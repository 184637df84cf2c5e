import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The workers alive in this process, so that no worker outlives its front end on any exit
/// path the front end still runs code on: SIGINT, SIGTERM and SIGHUP (``TerminationSignals``
/// kills every registered process group before the process ends) and `exit()` from anywhere
/// (an `atexit` handler does the same). A crash or SIGKILL of the front end runs no code; the
/// kernel's death signal, armed in the worker, covers those.
///
/// The handler may only make async-signal-safe calls, so the pids live in a fixed table of
/// slots read with plain loads (an aligned 32-bit store is atomic on every platform Swift runs
/// on); changes happen under a lock with the signals blocked in the changing thread.
package enum WorkerRegistry {
    /// A registered worker's place in the table, for ``unregister(_:)``.
    package typealias Slot = Int

    /// How many workers can be registered at once; beyond it a worker still dies with the front
    /// end by its death signal.
    static let capacity = 256

    /// The table the handler reads: each slot 0 or a worker's pid (also its process group).
    // Read by the signal handler with plain aligned loads; changed only under `lock` with the
    // signals blocked in the changing thread.
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<pid_t> = {
        let table = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        table.initialize(repeating: 0, count: capacity)
        return table
    }()

    // Every access holds `lock`.
    nonisolated(unsafe) private static var atexitInstalled = false
    private static let lock = NSLock()

    /// Registers the worker `pid` (leader of its own process group) and holds the signal
    /// handler while it lives. Nil when the table is full.
    package static func register(_ pid: pid_t) -> Slot? {
        guard pid > 0 else { return nil }
        return TerminationSignals.withSignalsBlocked { () -> Slot? in
            lock.lock()
            defer { lock.unlock() }
            if !atexitInstalled {
                atexitInstalled = true
                atexit { WorkerRegistry.killAll() }
            }
            guard let free = (0..<capacity).first(where: { slots[$0] == 0 }) else { return nil }
            slots[free] = pid
            TerminationSignals.hold()
            return free
        }
    }

    /// Forgets the worker in `slot` (it has been reaped); lets go of the signal handler.
    package static func unregister(_ slot: Slot) {
        TerminationSignals.withSignalsBlocked {
            lock.lock()
            defer { lock.unlock() }
            guard slot >= 0, slot < capacity, slots[slot] != 0 else { return }
            slots[slot] = 0
            TerminationSignals.release()
        }
    }

    /// The pids registered now.
    package static var pids: [pid_t] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<capacity).compactMap { slots[$0] == 0 ? nil : slots[$0] }
    }

    /// Kills every registered worker and its process group (async-signal-safe: plain loads
    /// and `kill` only).
    static func killAll() {
        var i = 0
        while i < capacity {
            let pid = slots[i]
            if pid > 0 {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
            }
            i += 1
        }
    }
}
