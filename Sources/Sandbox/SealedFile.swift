import CSandbox
import Foundation
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

    /// Copies the open file `source` (read from offset 0 to its end, at most `limit` bytes)
    /// into a sealed memory file; `observe` sees every chunk copied (to hash it on the way).
    package init(copying source: Int32, name: String, limit: Int = 1 << 30,
                 _ observe: (UnsafeRawBufferPointer) -> Void = { _ in }) throws(SealedFileError) {
        let fd = cs_memfd_create(name)
        guard fd >= 0 else { throw .memoryFile(code: errno) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { pread(source, $0.baseAddress, $0.count, off_t(total)) }
            if n == 0 { break }
            guard n > 0 else {
                if errno == EINTR { continue }
                let code = errno; close(fd); throw .read(code: code)
            }
            total += n
            buffer.withUnsafeBytes { observe(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
            guard total <= limit else { close(fd); throw .tooLarge(limit: limit) }
            var written = 0
            while written < n {
                let w = buffer.withUnsafeBytes { write(fd, $0.baseAddress! + written, n - written) }
                guard w > 0 else { let code = errno; close(fd); throw .copy(code: code) }
                written += w
            }
        }
        guard cs_memfd_seal(fd) == 0 else { let code = errno; close(fd); throw .seal(code: code) }
        descriptor = fd
        size = total
    }

    /// The path through which the dynamic loader opens the copy.
    package var loaderPath: String { "/proc/self/fd/\(descriptor)" }
}
