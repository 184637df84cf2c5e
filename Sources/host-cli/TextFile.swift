import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Reads a user's text file (a gesture script, a trace) with a bound, so that no path — a
/// FIFO that never ends, `/dev/zero`, a huge file — makes the front end read without end.
enum TextFile {
    /// The text of `path`, at most `limit` bytes long: a regular file, or a pipe or FIFO
    /// (`<(command)`, `/dev/stdin` from a pipe). A device (`/dev/zero`, a terminal), a folder
    /// or a socket is refused without reading it, and a FIFO is opened without waiting for a
    /// writer (one that never had one reads as empty).
    static func read(_ path: String, limit: Int) throws(TextFileError) -> String {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw errno == ENOENT ? .missing : .unreadable(errno: errno)
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .unreadable(errno: errno) }
        switch st.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO: break
        case S_IFDIR: throw .folder
        default: throw .device
        }
        // Reads block from here on: a pipe's writer is waited for, as `cat` would.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var data = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(errno: errno)
            }
            if n == 0 { break }
            guard data.count + n <= limit else { throw .tooLong(limit: limit) }
            data += chunk[0..<n]
        }
        guard let text = String(validating: data, as: UTF8.self) else { throw .notUTF8 }
        return text
    }

    /// `bytes` in MiB or GiB, for messages.
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 30 && bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB" : "\(bytes >> 20) MiB"
    }
}
