#if canImport(Glibc)
    import Glibc
#endif

/// Why an output path cannot be written: found by ``OutputTarget/check(_:)`` before any work
/// is done, or by ``OutputFile`` while opening, writing or committing. It names the path as
/// the user gave it, the system's reason (`No space left on device`) when there is one, and
/// what to do; commands put the option in front (`--output x.gif: ...`).
package struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package enum Reason: Equatable, Sendable {
        /// The folder that would hold the file does not exist.
        case missingFolder(String)
        /// What should be the folder is a file.
        case folderIsFile(String)
        /// The path is a folder.
        case isFolder
        /// The folder that would hold the file (and its temporary file) is not writable.
        case folderNotWritable(String)
        /// The file (or device) exists and this process may not write it.
        case notWritable
        /// The path is a socket, which cannot be opened as a file.
        case socket
        /// A system call failed: `action` is what the host tried ("write the file"), `code` its
        /// `errno`.
        case system(action: String, code: Int32)
    }

    /// The path as the user gave it.
    package var path: String
    /// What is wrong.
    package var reason: Reason

    /// An error about `path`.
    package init(_ path: String, _ reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// A failed system call on `path`: `action` in words, `code` the `errno` (by default the
    /// current one, so call this right after the failing call).
    package static func system(_ path: String, _ action: String, _ code: Int32 = errno) -> OutputError {
        OutputError(path, .system(action: action, code: code))
    }

    /// The `errno` of a failed system call, else nil.
    package var code: Int32? {
        if case .system(_, let c) = reason { return c }
        return nil
    }

    /// The sentence after the path: what is wrong, the system's reason, what to do.
    package var message: String {
        switch reason {
        case .missingFolder(let f): return "the folder \(f) does not exist; create it first"
        case .folderIsFile(let f): return "\(f) is a file, not a folder; choose a path in a folder"
        case .isFolder: return "that is a folder; give a file name"
        case .folderNotWritable(let f): return "the folder \(f) is not writable"
        case .notWritable: return "the file exists and is not writable"
        case .socket: return "that is a socket, which cannot be written as a file; give a file, a FIFO or a device"
        case let .system(action, code): return "cannot \(action) (\(WriteLoop.reason(code)))\(OutputError.advice(code))"
        }
    }

    /// `path: message`.
    package var description: String { "\(path): \(message)" }

    /// What to do about a failed call's `errno`, as "; do this", or "".
    static func advice(_ code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT: return "; free some space and run again"
        case EACCES, EPERM: return "; check the permissions of the file and its folder"
        case EROFS: return "; the file system is read-only, choose another place"
        case EPIPE: return "; the reader went away before the end"
        case ENXIO: return "; nothing is reading it"
        default: return ""
        }
    }
}
