#if canImport(Glibc)
    import Glibc
#endif

/// Writes bytes to a file descriptor with `write(2)` until all are written, so that a short
/// write, a signal (EINTR) or a non-blocking descriptor that is momentarily full (EAGAIN)
/// never loses bytes, and a real failure is an error code the caller reports — never a trap.
///
/// Foundation's `FileHandle.write` raises an Objective-C-style exception on a full disk or a
/// closed pipe, which ends the process with SIGILL; everything the host writes to a file, a
/// device or its standard streams goes through here instead. It is the project's one write
/// loop: the console, output files, spill files, the terminal player (its signal handler
/// included), sealed-file copies and the worker pipes all call it.
package enum WriteLoop {
    /// Writes all of `bytes` to `fd`; returns 0, or the `errno` of the write that failed
    /// (ENOSPC, EPIPE, EBADF, EIO...). Bytes before the failure may have been written.
    ///
    /// Async-signal-safe: it allocates nothing, takes no lock and calls only `write(2)` and
    /// `poll(2)` (and reads `errno`), so a signal handler may call it with memory it set
    /// aside beforehand (``TerminalRestoration`` does).
    package static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        write(bytes, to: fd, at: nil)
    }

    /// Writes all of `bytes` to `fd` at file offset `offset` with `pwrite(2)`, leaving the
    /// descriptor's own position alone (a file written at known offsets and read back with
    /// `pread`); returns 0 or the failing write's `errno`. Async-signal-safe as above.
    package static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32, at offset: Int) -> Int32 {
        write(bytes, to: fd, at: Optional(offset))
    }

    /// Writes `text` as UTF-8 to `fd`; returns 0 or the failing write's `errno`. (Not for a
    /// signal handler: a string that is not contiguous UTF-8 is copied first.)
    package static func write(_ text: String, to fd: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: fd) }
    }

    /// The system's sentence for an `errno` value (`No space left on device`).
    package static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// The loop: `write(2)` (or `pwrite(2)` at `offset` plus what is done) until every byte
    /// is taken, retrying EINTR and waiting out EAGAIN.
    private static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32, at offset: Int?) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var done = 0
        while done < bytes.count {
            // No closures or generics here: plain calls keep the loop free of allocation.
            let n: Int
            if let offset {
                n = Glibc.pwrite(fd, base + done, bytes.count - done, off_t(offset + done))
            } else {
                n = Glibc.write(fd, base + done, bytes.count - done)
            }
            if n > 0 {
                done += n
                continue
            }
            if n == 0 { return EIO }  // a regular descriptor never accepts nothing; do not spin
            let e = errno
            if e == EINTR { continue }
            if e == EAGAIN || e == EWOULDBLOCK {
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)  // then the write says what went wrong, if anything
                continue
            }
            return e
        }
        return 0
    }
}
