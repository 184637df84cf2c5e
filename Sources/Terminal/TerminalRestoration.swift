#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ProcessSupport

/// Puts the terminal back the way it was, from anywhere: a normal exit, `exit()`, a fatal
/// signal or a crash.
///
/// Everything the restore needs — the saved `termios`, the escape sequence that leaves the
/// player's modes, the file descriptors — lives in memory allocated before any handler is
/// installed, so the handler only calls `write(2)` (through ``WriteLoop``'s raw-pointer entry,
/// with `poll(2)` when the terminal is momentarily full) and `tcsetattr(3)`, all
/// async-signal-safe, and reads plain memory.
///
/// * SIGINT, SIGTERM, SIGHUP, SIGQUIT: restore, then die of the same signal (the handler is
///   reset to the default first), so the shell sees the usual status.
/// * SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT (a crashing plugin, a trap): restore,
///   put back the handler that was there before (e.g. Swift's backtracer) and raise the signal
///   again, so it is handled as it would have been.
/// * `exit()` from anywhere: an `atexit` hook restores.
enum TerminalRestoration {
    /// Signals that end the program after a restore.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Crash signals: restore, then let the previous handler deal with them.
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// The sequence that leaves the player's modes: mouse reporting off, default colours,
    /// autowrap and cursor back, normal screen.
    static let restoreSequence = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// The crash signal last caught (0: none). A crash signal that was sent (`kill -SEGV`)
    /// rather than caused does not recur, and the previous handler (Swift's backtracer) may
    /// return: the player sees this and stops instead of drawing on a restored terminal.
    // Written by the signal handler, read by the player's thread after the handler returned.
    nonisolated(unsafe) static var caughtSignal: Int32 = 0
    /// 1 while the terminal must be restored.
    // Signal-handler state: `arm` (on the player's thread) fills it all in before it sets `armed`
    // and installs the handlers; the handler reads plain memory and aligned words, and clears
    // `armed` first.
    nonisolated(unsafe) static var armed: Int32 = 0
    nonisolated(unsafe) static var inputFD: Int32 = 0
    nonisolated(unsafe) static var outputFD: Int32 = 1
    nonisolated(unsafe) static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) static let sequence: UnsafeMutableBufferPointer<UInt8> = {
        let bytes = Array(restoreSequence.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }()
    /// The handlers found before ours, by signal number.
    // Filled by `sigaction` when a handler is installed, read when it is put back or hands a crash
    // on.
    nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    // Only `arm` and `uninstall` use these, both on the player's thread (one player per process).
    nonisolated(unsafe) static var installed = false
    nonisolated(unsafe) static var atexitRegistered = false

    /// Remembers `state` as the terminal's state to restore and installs the handlers.
    static func arm(input: Int32, output: Int32, state: termios) {
        _ = sequence  // allocate before any handler can run
        saved.pointee = state
        inputFD = input
        outputFD = output
        if !atexitRegistered {
            atexitRegistered = true
            atexit { TerminalRestoration.restore() }
        }
        if !installed {
            installed = true
            for s in terminating { install(s, flags: Int32(truncatingIfNeeded: SA_RESETHAND)) }
            for s in crashing { install(s, flags: 0) }
        }
        armed = 1
    }

    private static func install(_ sig: Int32, flags: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { TerminalRestoration.signalled($0) }
        #else
            action.__sigaction_u.__sa_handler = { TerminalRestoration.signalled($0) }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(sig, &action, previous + Int(sig))
    }

    /// Puts the previous handlers back (after a normal restore).
    static func uninstall() {
        guard installed else { return }
        installed = false
        for s in terminating + crashing { sigaction(s, previous + Int(s), nil) }
    }

    /// Restores the terminal if it is armed; safe to call any number of times, and from a
    /// signal handler.
    static func restore() {
        guard armed != 0 else { return }
        armed = 0
        // The raw-pointer entry of the one write loop is async-signal-safe (no allocation, no
        // lock); a failed write leaves the settings to restore below all the same.
        _ = WriteLoop.write(UnsafeRawBufferPointer(sequence), to: outputFD)
        _ = tcsetattr(inputFD, TCSAFLUSH, saved)
    }

    /// The signal handler.
    static func signalled(_ sig: Int32) {
        restore()
        if sig == SIGINT || sig == SIGTERM || sig == SIGHUP || sig == SIGQUIT {
            // SA_RESETHAND has put the default action back: die of the same signal once this
            // handler returns (the signal is blocked until then).
            raise(sig)
        } else {
            // Crash: hand the signal to the handler that was there before. A real fault also
            // recurs when the faulting instruction runs again.
            caughtSignal = sig
            sigaction(sig, previous + Int(sig), nil)
            raise(sig)
        }
    }
}
