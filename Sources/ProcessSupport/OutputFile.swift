import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Writes a user's output path (`--output`, `--trace`, `--junit`) so that nothing is ever
/// lost or clobbered, whatever the path is and however the run ends.
///
/// - A regular file, or nothing yet: the bytes go to a temporary file beside the final target
///   (after symbolic links; created with `O_EXCL`, with the existing file's permission bits,
///   else 0644 before the umask), and ``commit()`` flushes it to disk and renames it over the
///   target in one step. Until then the previous file stays byte-for-byte as it was;
///   ``abort()``, a deinit without commit, or SIGINT/SIGTERM/SIGHUP (see
///   ``TemporaryFileRegistry``) remove the temporary file.
/// - A device or FIFO: opened without truncation and written in place; it is never replaced.
/// - `-`, `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`: this process's own descriptor, written in
///   place and never closed.
///
/// Every write goes through ``WriteLoop`` (`write(2)`, EINTR retried), and every failure
/// throws an ``OutputError`` naming the path and the system's reason (ENOSPC, EPIPE,
/// EACCES...) — never a trap. Not thread-safe: use an instance from one thread.
package final class OutputFile {
    /// The path as the user gave it (for messages).
    package let path: String
    /// What it is, and so how it is written.
    package let target: OutputTarget
    /// Bytes written so far.
    package private(set) var bytesWritten = 0

    private var fd: Int32
    private let ownsDescriptor: Bool
    private var temporary: (path: String, slot: TemporaryFileRegistry.Slot)?
    private var state = State.open

    private enum State { case open, committed, aborted }

    /// Checks `path` before any work is done (see ``OutputTarget/check(_:)``): commands call
    /// this while parsing their arguments, so a bad path is refused before anything runs.
    @discardableResult
    package static func check(_ path: String) throws(OutputError) -> OutputTarget {
        try OutputTarget.check(path)
    }

    /// Opens `path` for writing: checks it again, then creates the temporary file beside a
    /// regular target, opens a device or FIFO (waiting for a FIFO's reader, as a shell
    /// redirection does), or takes over a descriptor.
    package init(_ path: String) throws(OutputError) {
        self.path = path
        target = try OutputTarget.check(path)
        switch target {
        case .descriptor(let d):
            fd = d
            ownsDescriptor = false
        case .device(let device):
            fd = try OutputFile.openDevice(device, for: path)
            ownsDescriptor = true
        case let .file(final, existing):
            let t = try OutputFile.createTemporary(beside: final, existing: existing, for: path)
            fd = t.fd
            temporary = (t.path, t.slot)
            ownsDescriptor = true
        }
    }

    deinit { abort() }

    /// The temporary file's path while a regular target is being written, else nil.
    package var temporaryPath: String? { temporary?.path }

    /// True when the bytes go to this process's standard output.
    package var isStandardOutput: Bool { target == .descriptor(1) }

    /// Writes `bytes`. Throws ``OutputError`` (the system's reason) when they cannot all be
    /// written, or when the file was already committed or aborted.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        guard state == .open else { throw OutputError.system(path, "write after the output was closed", EBADF) }
        let e = WriteLoop.write(bytes, to: fd)
        guard e == 0 else { throw OutputError.system(path, writeAction, e) }
        bytesWritten += bytes.count
    }

    /// Writes `bytes`.
    package func write(_ bytes: [UInt8]) throws(OutputError) {
        guard state == .open else { throw OutputError.system(path, "write after the output was closed", EBADF) }
        let e = bytes.withUnsafeBytes { WriteLoop.write($0, to: fd) }
        guard e == 0 else { throw OutputError.system(path, writeAction, e) }
        bytesWritten += bytes.count
    }

    /// Writes `text` as UTF-8.
    package func write(_ text: String) throws(OutputError) {
        try write(Array(text.utf8))
    }

    /// Makes the output final: a regular target's temporary file is flushed to disk, closed and
    /// renamed over the target; a device is closed; a descriptor is left open. On failure
    /// the temporary file is removed (the previous file stays) and the error thrown. Calling
    /// it again does nothing.
    package func commit() throws(OutputError) {
        guard state == .open else { return }
        if let t = temporary, case .file(let final, _) = target {
            if fsync(fd) != 0 { try fail("write the file") }
            let closed = close(fd)
            fd = -1
            if closed != 0 && errno != EINTR { try fail("write the file") }
            if rename(t.path, final) != 0 { try fail("replace \(final) with the new file") }
            TemporaryFileRegistry.unregister(t.slot)
            temporary = nil
        } else if ownsDescriptor {
            let closed = close(fd)
            fd = -1
            if closed != 0 && errno != EINTR { try fail("write to it") }
        }
        state = .committed
    }

    /// Gives up: removes the temporary file (the previous file, if any, is untouched) or just
    /// stops writing to a device or descriptor. Does nothing after ``commit()``.
    package func abort() {
        guard state == .open else { return }
        state = .aborted
        if ownsDescriptor && fd >= 0 { close(fd) }
        fd = -1
        if let t = temporary {
            unlink(t.path)
            TemporaryFileRegistry.unregister(t.slot)
            temporary = nil
        }
    }

    /// Aborts with the current `errno` and throws it as the failure of `action`.
    private func fail(_ action: String) throws(OutputError) {
        let e = errno
        abort()
        throw OutputError.system(path, action, e)
    }

    /// What a failed write tried to do, in words.
    private var writeAction: String {
        switch target {
        case .descriptor(let d): return "write to \(OutputTarget.name(of: d))"
        case .device: return "write to it"
        case .file: return "write the file"
        }
    }

    /// Opens a device or FIFO for writing, without truncating or creating it.
    static func openDevice(_ device: String, for path: String) throws(OutputError) -> Int32 {
        while true {
            let fd = open(device, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            if fd >= 0 { return fd }
            if errno != EINTR { throw OutputError.system(path, "open it for writing") }
        }
    }

    /// Creates `.<name>.<random>.tmp` beside `final`, registered for removal on a signal
    /// before it exists, with the existing file's permission bits (and owner, as root).
    static func createTemporary(
        beside final: String, existing: OutputTarget.Existing?,
        for path: String
    ) throws(OutputError) -> (fd: Int32, path: String, slot: Int) {
        let folder = OutputTarget.folder(of: final)
        let name = String((final as NSString).lastPathComponent.prefix(100))
        for _ in 0..<100 {
            let temp =
                (folder == "/" ? "" : folder) + "/.\(name).\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
            guard let slot = TemporaryFileRegistry.register(temp) else {
                throw OutputError.system(path, "create a temporary file in \(folder)", EMFILE)
            }
            let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, existing?.mode ?? 0o644)
            if fd < 0 {
                let e = errno
                TemporaryFileRegistry.unregister(slot)
                if e == EEXIST || e == EINTR { continue }
                throw OutputError.system(path, "create a temporary file in \(folder)", e)
            }
            if let existing {
                if geteuid() == 0 { _ = fchown(fd, existing.owner, existing.group) }
                if fchmod(fd, existing.mode) != 0 {
                    let e = errno
                    close(fd)
                    unlink(temp)
                    TemporaryFileRegistry.unregister(slot)
                    throw OutputError.system(path, "give the new file the old one's permissions", e)
                }
            }
            return (fd, temp, slot)
        }
        throw OutputError.system(path, "create a temporary file in \(folder)", EEXIST)
    }
}
