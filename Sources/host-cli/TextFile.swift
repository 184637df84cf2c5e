import Foundation

/// Reads a user's text file (a gesture script, a trace) with a bound, so that no path — a
/// FIFO that never ends, `/dev/zero`, a huge file — makes the front end read without end.
enum TextFile {
    /// Why a file could not be read; `description` says what and why, without the path.
    enum Problem: Error, CustomStringConvertible {
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

    /// The text of `path`, at most `limit` bytes long.
    static func read(_ path: String, limit: Int) throws(Problem) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FileManager.default.fileExists(atPath: path) ? .unreadable("not readable") : .missing
        }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: limit + 1) ?? Data() } catch {
            throw .unreadable((error as NSError).localizedDescription)
        }
        guard data.count <= limit else { throw .tooLong(limit) }
        guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8 }
        return text
    }

    /// `bytes` in MiB or GiB, for messages.
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 30 && bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB" : "\(bytes >> 20) MiB"
    }
}
