import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Reads a user's text file (a gesture script, a trace) with a bound, so that no path — a
/// FIFO that never ends, `/dev/zero`, a huge file — makes the front end read without end.
enum TextFile {
    /// Why a file could not be read; `description` says what and why, without the path.
    enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// No such file.
        case missing
        /// It could not be opened or read (the system's reason).
        case unreadable(String)
        /// Longer than the limit (bytes).
        case tooLong(Int)
        /// Not UTF-8.
        case notUTF8

        /// The short reason: `no such file`, `not readable`, `not UTF-8`, the system's words.
        var reason: String {
            switch self {
            case .missing: return "no such file"
            case .unreadable(let why): return why
            case .tooLong(let limit): return "longer than \(limit) bytes (\(TextFile.size(limit)))"
            case .notUTF8: return "not UTF-8"
            }
        }

        var description: String {
            if case .tooLong = self { return "it is \(reason), the most this file may be" }
            return "cannot read it (\(reason))"
        }
    }

    /// The text of `path`, at most `limit` bytes long: a regular file, or a pipe or FIFO
    /// (`<(command)`, `/dev/stdin` from a pipe). A device (`/dev/zero`, a terminal), a folder
    /// or a socket is refused without reading it, and a FIFO is opened without waiting for a
    /// writer (one that never had one reads as empty).
    static func read(_ path: String, limit: Int) throws(Problem) -> String {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        switch st.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO: break
        case S_IFDIR: throw .unreadable("a folder, not a file")
        default: throw .unreadable("a device or socket, not a file")
        }
        // Reads block from here on: a pipe's writer is waited for, as `cat` would.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var data = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            guard data.count + n <= limit else { throw .tooLong(limit) }
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
