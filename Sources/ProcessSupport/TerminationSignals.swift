import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The SIGINT, SIGTERM and SIGHUP handler of the front end, shared by everything that must be
/// undone when the process is told to end: it kills every live worker's process group
/// (``WorkerRegistry``), then removes the temporary files (``TemporaryFileRegistry``), then
/// ends the process by the same signal with its default disposition, so its parent sees how it
/// ended. One handler for both, because a signal has one disposition: two registries that each
/// installed their own would undo each other.
///
/// Installed while at least one user holds it (a registered temporary file or a live worker),
/// the previous dispositions restored when the last lets go; a signal this process ignores
/// (SIGHUP under `nohup`) stays ignored.
package enum TerminationSignals {
    /// The signals handled.
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    // Every access holds `lock`; the handler reads neither.
    nonisolated(unsafe) private static var users = 0
    nonisolated(unsafe) private static var previous: [(signal: Int32, action: sigaction)] = []
    private static let lock = NSLock()

    /// Takes a hold on the handler, installing it for the first holder.
    package static func hold() {
        lock.lock()
        defer { lock.unlock() }
        users += 1
        if users == 1 { install() }
    }

    /// Lets go of a hold; returns true when that removed the handler (no handler can run any
    /// more, so memory it reads may be freed).
    @discardableResult
    package static func release() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard users > 0 else { return false }
        users -= 1
        guard users == 0 else { return false }
        restore()
        return true
    }

    /// True while the handler is installed.
    package static var installed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return users > 0
    }

    /// Runs `body` with the handled signals blocked in this thread, so the handler cannot
    /// interrupt a half-done change of a table it reads.
    package static func withSignalsBlocked<T>(_ body: () -> T) -> T {
        var block = sigset_t(), old = sigset_t()
        sigemptyset(&block)
        for s in signals { sigaddset(&block, s) }
        pthread_sigmask(SIG_BLOCK, &block, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        return body()
    }

    /// The most bytes ``setInterruptedLine(_:)`` keeps.
    package static let interruptedLineCapacity = 32

    /// Sets the bytes the handler writes to standard error before the process ends by a
    /// signal (nil: none): a progress line drawn in place with `\r` is ended with a newline
    /// (or cleared), so the shell's prompt after Ctrl-C starts on a line of its own instead of
    /// behind the bar. At most ``interruptedLineCapacity`` bytes; set from one thread.
    package static func setInterruptedLine(_ text: String?) {
        let bytes = Array((text ?? "").utf8.prefix(interruptedLineCapacity))
        withSignalsBlocked {
            interruptedLineLength = 0
            for (i, b) in bytes.enumerated() { interruptedLineBytes[i] = b }
            interruptedLineLength = bytes.count
        }
    }

    /// Installs the handler for each signal not ignored, remembering the previous action.
    private static func install() {
        prepareHandlerState()
        previous = []
        for s in signals {
            var old = sigaction()
            guard sigaction(s, nil, &old) == 0 else { continue }
            if unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                continue
            }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = endWorkersRemoveFilesAndReraise
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            if sigaction(s, &action, nil) == 0 { previous.append((s, old)) }
        }
    }

    /// Initialises, before the handler can run, every global the handler reads. Swift
    /// initialises a global on its first use, through a once-lock and usually `malloc`; the
    /// first use must not be in the handler, which may have interrupted a thread holding
    /// that lock or the allocator's, and would then wait for it forever (a front end that a
    /// SIGHUP left hanging instead of ending, while running with no temporary file, whose
    /// table the handler would have been the first to read).
    private static func prepareHandlerState() {
        _ = interruptedLineBytes
        _ = interruptedLineLength
        _ = WorkerRegistry.slots
        _ = WorkerRegistry.capacity
        _ = TemporaryFileRegistry.slots
        _ = TemporaryFileRegistry.capacity
    }

    /// Puts back the actions ``install()`` replaced.
    private static func restore() {
        for (s, old) in previous {
            var action = old
            sigaction(s, &action, nil)
        }
        previous = []
    }
}

/// What the handler writes to standard error first (``TerminationSignals/setInterruptedLine(_:)``):
/// fixed storage, so the handler reads it without allocating.
// Read by the signal handler. Written by `setInterruptedLine` from one thread at a time (the
// progress output's), with the length set to 0 while the bytes change, so a handler sees no line or
// a whole one.
nonisolated(unsafe) private let interruptedLineBytes = UnsafeMutablePointer<UInt8>.allocate(
    capacity: TerminationSignals.interruptedLineCapacity)
// The bytes' count: the same rule as the bytes (0 while they change).
nonisolated(unsafe) private var interruptedLineLength = 0

/// The signal handler: ends a progress line left on the terminal, kills the workers, removes
/// the temporary files, then ends the process by the same signal with its default disposition
/// (async-signal-safe calls only: `write`, `kill`, `unlink`, `sigaction`, `pthread_sigmask`,
/// `raise`).
private let endWorkersRemoveFilesAndReraise: @convention(c) (Int32) -> Void = { sig in
    if interruptedLineLength > 0 { _ = write(2, interruptedLineBytes, interruptedLineLength) }
    WorkerRegistry.killAll()
    TemporaryFileRegistry.unlinkAll()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(sig, &action, nil)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, sig)
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    raise(sig)
}
