#if canImport(Glibc)
    import Glibc
#endif

/// Why ``TextFile/read(_:limit:)`` could not read a user's text file (a gesture script, a
/// trace). The cases keep the data (the `errno`, the limit); ``description`` is the sentence
/// without the path, which the command's error puts in front (``UsageError/unreadableFile(option:path:_:advice:)``).
enum TextFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No such file.
    case missing
    /// It could not be opened, inspected or read: the call's `errno`.
    case unreadable(errno: Int32)
    /// It is a folder.
    case folder
    /// It is a device (`/dev/zero`, a terminal) or a socket, which is never read.
    case device
    /// It is longer than `limit` bytes.
    case tooLong(limit: Int)
    /// It is not UTF-8.
    case notUTF8

    /// The short reason: `no such file`, `not UTF-8`, the system's words.
    var reason: String {
        switch self {
        case .missing: return "no such file"
        case .unreadable(let code): return String(cString: strerror(code))
        case .folder: return "a folder, not a file"
        case .device: return "a device or socket, not a file"
        case .tooLong(let limit): return "longer than \(limit) bytes (\(TextFile.size(limit)))"
        case .notUTF8: return "not UTF-8"
        }
    }

    /// The sentence: `cannot read it (no such file)`, `it is longer than ... bytes, the most
    /// this file may be`.
    var description: String {
        if case .tooLong = self { return "it is \(reason), the most this file may be" }
        return "cannot read it (\(reason))"
    }
}
