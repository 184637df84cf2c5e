import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The temporary files of the ``OutputFile``s alive in this process, and the SIGINT, SIGTERM
/// and SIGHUP handlers that remove them, so that Ctrl-C (or a `kill`, or a closed terminal)
/// never leaves a temporary file or a half-written output behind.
///
/// The handler is ``TerminationSignals``' (shared with ``WorkerRegistry``: it kills the live
/// workers first), held while at least one path is registered and let go when the last one
/// goes (a signal this process ignores, say SIGHUP under `nohup`, stays ignored). On a signal
/// the handler unlinks every registered path and re-raises the signal with its default
/// disposition, so the process still ends the way the signal says and its parent sees it.
///
/// A signal handler may only make async-signal-safe calls, so the paths are kept as C
/// strings made when they are registered, in a fixed table of slots read with plain loads:
/// the handler calls `unlink`, `sigaction`, `pthread_sigmask` and `raise` and nothing else.
/// Mutations happen under a lock with the three signals blocked in the mutating thread; a
/// string taken out of the table is freed only once the handler is gone (no path registered
/// and no worker alive), so a handler running on another thread never reads freed memory.
package enum TemporaryFileRegistry {
    /// A registered path's place in the table, for ``unregister(_:)``.
    package typealias Slot = Int

    /// The signals whose handlers remove the temporary files.
    package static var signals: [Int32] { TerminationSignals.signals }

    /// How many paths can be registered at once (a command has two or three outputs).
    static let capacity = 64

    /// The table the handler reads: each slot nil or a `strdup`ed path. Never freed.
    // Read by the signal handler with plain aligned loads; changed only under `lock` with the
    // signals blocked in the changing thread.
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        return table
    }()

    // Every access holds `lock`; the handler reads neither.
    nonisolated(unsafe) private static var live = 0
    nonisolated(unsafe) private static var retired: [UnsafeMutablePointer<CChar>] = []
    private static let lock = NSLock()

    /// Registers `path` (before the file is created, so no moment exists when it is on disk
    /// but unknown to the handler); installs the handlers if it is the first. Returns nil when
    /// the table is full.
    package static func register(_ path: String) -> Slot? {
        guard let copy = strdup(path) else { return nil }
        return withSignalsBlocked { () -> Slot? in
            lock.lock()
            defer { lock.unlock() }
            _ = slots  // made before any handler can read it
            guard let free = (0..<capacity).first(where: { slots[$0] == nil }) else {
                Glibc.free(copy)
                return nil
            }
            slots[free] = copy
            live += 1
            if live == 1 { TerminationSignals.hold() }
            return free
        }
    }

    /// Forgets the path in `slot` (after it was renamed or removed); restores the previous
    /// signal dispositions when it was the last.
    package static func unregister(_ slot: Slot) {
        withSignalsBlocked {
            lock.lock()
            defer { lock.unlock() }
            guard slot >= 0, slot < capacity, let path = slots[slot] else { return }
            slots[slot] = nil
            retired.append(path)
            live -= 1
            // Freed only when no handler can run any more (a live worker keeps it installed:
            // the strings then wait for a later moment when both are gone).
            if live == 0 && TerminationSignals.release() {
                retired.forEach { Glibc.free($0) }
                retired.removeAll()
            }
        }
    }

    /// The paths registered now.
    package static var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<capacity).compactMap { slots[$0].map { String(cString: $0) } }
    }

    /// True while this registry holds the signal handler (some path is registered).
    package static var handlersInstalled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return live > 0
    }

    /// Runs `body` with the three signals blocked in this thread, so the handler cannot
    /// interrupt a half-done change of the table here.
    private static func withSignalsBlocked<T>(_ body: () -> T) -> T { TerminationSignals.withSignalsBlocked(body) }

    /// The handler's work: unlinks every registered path (async-signal-safe: plain loads and
    /// `unlink` only).
    static func unlinkAll() {
        var i = 0
        while i < capacity {
            if let p = slots[i] { unlink(p) }
            i += 1
        }
    }
}
