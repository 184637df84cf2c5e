#if canImport(Glibc)
    import Glibc
#endif

/// What a user's output path is, and therefore how it may be written without losing or
/// clobbering anything (see ``OutputFile``):
///
/// - `-`, `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` are descriptors this
///   process already has: written in place, at their current offset, never opened anew,
///   closed or truncated (so `--trace /dev/stdout` works whatever standard output is).
/// - A character or block device or a FIFO is opened and written in place, never truncated
///   and never replaced (`--trace /dev/null` leaves `/dev/null` a device).
/// - A regular file, or nothing yet, is written to a temporary file beside it and renamed over
///   it when complete. Symbolic links are followed first (relative ones against their own
///   folder), so a link stays a link and the file it points to is replaced.
package enum OutputTarget: Equatable, Sendable {
    /// A regular file's owner and permission bits, kept when it is replaced.
    package struct Existing: Equatable, Sendable {
        /// Permission bits (`st_mode & 0o7777`).
        package var mode: mode_t
        /// Owner and group (restored only when running as root; others cannot give files away).
        package var owner: uid_t, group: gid_t
    }

    /// A descriptor this process already has open (1 for `-` and `/dev/stdout`, 2 for
    /// `/dev/stderr`, N for `/dev/fd/N`).
    case descriptor(Int32)
    /// A device or FIFO at `path`.
    case device(path: String)
    /// A regular file at `path` (the end of any symbolic links), `existing` nil when there is
    /// none yet.
    case file(path: String, existing: Existing?)

    /// Classifies `path` and checks everything that can be checked before any work is done:
    /// the folder exists, is a folder and is writable (the temporary file goes there), the
    /// path is not a folder or a socket, an existing file or device is writable, a descriptor
    /// is open for writing. Throws ``OutputError`` saying what is wrong and what to do.
    package static func check(_ path: String) throws(OutputError) -> OutputTarget {
        let target = try resolve(path)
        switch target {
        case .descriptor(let fd):
            let flags = fcntl(fd, F_GETFL)
            if flags < 0 { throw OutputError.system(path, "write to \(name(of: fd))") }
            if flags & O_ACCMODE == O_RDONLY { throw OutputError.system(path, "write to \(name(of: fd))", EBADF) }
        case .device(let p):
            if access(p, W_OK) != 0 { throw OutputError(path, .notWritable) }
        case let .file(p, existing):
            try checkFolder(of: p, for: path)
            if existing != nil && access(p, W_OK) != 0 { throw OutputError(path, .notWritable) }
        }
        return target
    }

    /// What `path` is (see the type's description), without the permission checks.
    package static func resolve(_ path: String) throws(OutputError) -> OutputTarget {
        if let fd = descriptor(named: path) { return .descriptor(fd) }
        let (final, info) = try followLinks(path)
        guard let info else { return .file(path: final, existing: nil) }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .file(
                path: final, existing: Existing(mode: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid))
        case S_IFDIR: throw OutputError(path, .isFolder)
        case S_IFSOCK: throw OutputError(path, .socket)
        default: return .device(path: final)  // character or block device, FIFO
        }
    }

    /// The descriptor a path names: `-` and `/dev/stdout` are 1, `/dev/stderr` 2,
    /// `/dev/fd/N` and `/proc/self/fd/N` are N; nil for any other path.
    package static func descriptor(named path: String) -> Int32? {
        switch path {
        case "-", "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    /// A descriptor in words: `standard output`, `standard error`, `descriptor N`.
    package static func name(of fd: Int32) -> String {
        fd == 1 ? "standard output" : fd == 2 ? "standard error" : "descriptor \(fd)"
    }

    /// The folder holding `path`: everything before its last `/`, `.` when there is none.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Follows the symbolic links from `path` (at most 40, as the kernel does) to the final
    /// target; returns it with its `lstat`, or nil when it does not exist (yet).
    static func followLinks(_ path: String) throws(OutputError) -> (String, stat?) {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            if lstat(current, &info) != 0 {
                let e = errno
                if e == ENOENT || e == ENOTDIR { return (current, nil) }
                throw OutputError.system(path, "inspect \(current)", e)
            }
            guard info.st_mode & S_IFMT == S_IFLNK else { return (current, info) }
            let link = try readLink(current, for: path)
            let base = folder(of: current)
            current = link.hasPrefix("/") ? link : (base == "/" ? "/" : base + "/") + link
        }
        throw OutputError.system(path, "follow its symbolic links", ELOOP)
    }

    /// The text of the symbolic link at `link`.
    static func readLink(_ link: String, for path: String) throws(OutputError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(link, &buffer, buffer.count - 1)
        guard n >= 0 else { throw OutputError.system(path, "read the symbolic link \(link)") }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Throws unless the folder of `file` exists, is a folder and is writable.
    static func checkFolder(of file: String, for path: String) throws(OutputError) {
        let folder = folder(of: file)
        var info = stat()
        guard stat(folder, &info) == 0 else {
            let e = errno
            if e == ENOENT || e == ENOTDIR { throw OutputError(path, .missingFolder(folder)) }
            throw OutputError.system(path, "inspect the folder \(folder)", e)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw OutputError(path, .folderIsFile(folder)) }
        guard access(folder, W_OK) == 0 else { throw OutputError(path, .folderNotWritable(folder)) }
    }
}
