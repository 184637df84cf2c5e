#if canImport(Glibc)
    import Glibc
#endif

/// Writes bytes to a file descriptor with `write(2)` until all are written, so that a short
/// write, a signal (EINTR) or a non-blocking descriptor that is momentarily full (EAGAIN)
/// never loses bytes, and a real failure is an error code the caller reports — never a trap.
///
/// Foundation's `FileHandle.write` raises an Objective-C-style exception on a full disk or a
/// closed pipe, which ends the process with SIGILL; everything the host writes to a file, a
/// device or its standard streams goes through here instead.
package enum WriteLoop {
    /// Writes all of `bytes` to `fd`; returns 0, or the `errno` of the write that failed
    /// (ENOSPC, EPIPE, EBADF, EIO...). Bytes before the failure may have been written.
    package static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        guard var p = bytes.baseAddress else { return 0 }
        var left = bytes.count
        while left > 0 {
            let n = Glibc.write(fd, p, left)
            if n > 0 {
                p += n
                left -= n
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

    /// Writes `text` as UTF-8 to `fd`; returns 0 or the failing write's `errno`.
    package static func write(_ text: String, to fd: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: fd) }
    }

    /// The system's sentence for an `errno` value (`No space left on device`).
    package static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
