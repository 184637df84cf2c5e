import Foundation
import ProcessSupport
#if canImport(Glibc)
    import Glibc
#endif

/// An anonymous temporary file that bytes are appended to and read back from by offset.
///
/// Why: PNG, APNG, SVG and HTML outputs need frames (or text) that come before the run ends,
/// and keeping them in memory let a plugin's large scenes make the front end hold gigabytes.
/// Spilled to disk, the front end keeps only offsets. The file is unlinked as soon as it is
/// made and opened close-on-exec, so no exit path (a crash, Ctrl-C) leaves it behind and no
/// worker inherits it.
final class SpillFile {
    private let fd: Int32
    /// Bytes written so far (the next append's offset).
    private(set) var size = 0

    /// The temporary folder: `TMPDIR`, else /tmp.
    static var temporaryFolder: String {
        ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// Makes the file in `folder` (by default the temporary folder).
    init(in folder: String = SpillFile.temporaryFolder) throws(SpillFileError) {
        // A fresh random name, created exclusively and close-on-exec in one call (no window in
        // which a worker spawned meanwhile could inherit it), then unlinked at once.
        var fd: Int32 = -1
        for _ in 0..<16 {
            let name = folder + "/.host-cli-spill-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
            fd = open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 {
                unlink(name)
                break
            }
            if errno != EEXIST { break }
        }
        guard fd >= 0 else {
            throw .cannotCreate(folder: folder, errno: errno)
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Appends `bytes`; returns the offset they start at.
    @discardableResult
    func append(_ bytes: [UInt8]) throws(SpillFileError) -> Int {
        let start = size
        let code = bytes.withUnsafeBytes { WriteLoop.write($0, to: fd, at: start) }
        guard code == 0 else {
            throw .cannotWrite(errno: code)
        }
        size += bytes.count
        return start
    }

    /// Appends `text` as UTF-8; returns its offset.
    @discardableResult
    func append(_ text: String) throws(SpillFileError) -> Int { try append(Array(text.utf8)) }

    /// The `count` bytes at `offset`.
    func read(at offset: Int, count: Int) throws(SpillFileError) -> [UInt8] {
        guard offset >= 0, count >= 0, offset <= size, count <= size - offset else {
            throw .readPastEnd(offset: offset, count: count, size: size)
        }
        var out = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = out.withUnsafeMutableBytes { raw in
                pread(fd, raw.baseAddress! + done, count - done, off_t(offset + done))
            }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw n == 0 ? .truncated(offset: offset + done) : .cannotRead(errno: errno) }
            done += n
        }
        return out
    }

    /// Calls `body` with the whole file, in pieces of at most `chunk` bytes, in order.
    func forEachChunk(_ chunk: Int = 1 << 20, _ body: ([UInt8]) throws -> Void) throws {
        var at = 0
        while at < size {
            let n = min(chunk, size - at)
            try body(try read(at: at, count: n))
            at += n
        }
    }
}
