import CSandbox
import Foundation
import ProcessSupport
#if canImport(Glibc)
    import Glibc
#endif

/// A file's bytes, copied once into a sealed memory file: nothing — not the file being
/// replaced or rewritten on disk, not the plugin itself — can change them afterwards, so the
/// bytes checked are the bytes loaded.
package struct SealedFile: Sendable {
    /// The memory file (close-on-exec); open for the life of the process.
    package let descriptor: Int32
    /// Its size, bytes.
    package let size: Int

    /// Copies the open file `source` (from offset 0 to its end or to `length`, at most `limit`
    /// bytes) into a sealed memory file inside the kernel (`sendfile`: the bytes never pass
    /// through this process), or through a buffer where the kernel cannot.
    package init(copying source: Int32, name: String, length: Int = .max, limit: Int = 1 << 30) throws(SealedFileError)
    {
        let fd = cs_memfd_create(name)
        guard fd >= 0 else { throw .memoryFile(code: errno) }
        let end = min(length, limit + 1)
        var offset = off_t(0)
        while offset < end {
            let n = sendfile(fd, source, &offset, end - Int(offset))
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                // A file system without splice support: copy through a buffer instead.
                if offset == 0, errno == EINVAL || errno == ENOSYS {
                    close(fd)
                    try self.init(copying: source, name: name, length: length, limit: limit) { _ in }
                    return
                }
                let code = errno
                close(fd)
                throw .copy(code: code)
            }
        }
        guard offset <= limit else {
            close(fd)
            throw .tooLarge(limit: limit)
        }
        try self.init(sealing: fd, size: Int(offset))
    }

    /// Copies the open file `source` (read from offset 0 to its end or to `length`, at most
    /// `limit` bytes) into a sealed memory file through a buffer; `observe` sees every chunk
    /// copied (to hash it on the way).
    package init(
        copying source: Int32, name: String, length: Int = .max, limit: Int = 1 << 30,
        _ observe: (UnsafeRawBufferPointer) -> Void
    ) throws(SealedFileError) {
        let fd = cs_memfd_create(name)
        guard fd >= 0 else { throw .memoryFile(code: errno) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while total < length {
            let n = buffer.withUnsafeMutableBytes {
                pread(source, $0.baseAddress, min($0.count, length - total), off_t(total))
            }
            if n == 0 { break }
            guard n > 0 else {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                throw .read(code: code)
            }
            total += n
            buffer.withUnsafeBytes { observe(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
            guard total <= limit else {
                close(fd)
                throw .tooLarge(limit: limit)
            }
            let code = buffer.withUnsafeBytes { WriteLoop.write(UnsafeRawBufferPointer(rebasing: $0[0..<n]), to: fd) }
            guard code == 0 else {
                close(fd)
                throw .copy(code: code)
            }
        }
        try self.init(sealing: fd, size: total)
    }

    /// Seals the filled memory file `fd` against any further write, growth or shrinking.
    private init(sealing fd: Int32, size: Int) throws(SealedFileError) {
        guard cs_memfd_seal(fd) == 0 else {
            let code = errno
            close(fd)
            throw .seal(code: code)
        }
        descriptor = fd
        self.size = size
    }

    /// The path through which the dynamic loader opens the copy.
    package var loaderPath: String { "/proc/self/fd/\(descriptor)" }
}
