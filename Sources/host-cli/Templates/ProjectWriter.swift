import Foundation
import ProcessSupport
#if canImport(Glibc)
    import Glibc
#endif

/// Writes a new project into a folder without ever touching what was there: the folder must
/// be new or empty (checked first, as a usage error), each file is created exclusively
/// (`O_EXCL`: a file that appeared meanwhile is never replaced), and a failure part-way removes
/// exactly the files and folders this writer created — the user's folder is left as it was.
struct ProjectWriter {
    /// Why a project could not be written.
    enum Failure: Error {
        /// The folder cannot take a project (exists and is not empty, is a file): the user's
        /// choice to change, exit status 2.
        case unusable(String)
        /// Writing failed (permissions, a full disk): exit status 1.
        case writeFailed(String)
    }

    /// The project folder (relative to the current directory, or absolute).
    let folder: String

    /// The files this writer made, in order, to remove on failure.
    private var createdFiles: [String] = []
    /// The folders this writer made, parents first, to remove (deepest first) on failure.
    private var createdFolders: [String] = []

    /// A writer for `folder`, which ``check(_:shownAs:)`` has found new or empty.
    init(folder: String) { self.folder = folder }

    /// Whether `path` can take a new project: absent, or an empty folder. A non-empty one is
    /// refused whatever it holds — `new` is never the reason a file changed.
    static func check(_ path: String, shownAs shown: String) throws(Failure) {
        var st = stat()
        guard stat(path, &st) == 0 else {
            if errno == ENOENT { return }
            throw .unusable(
                "\(shown): cannot look at it (\(WriteLoop.reason(errno))); choose another folder with --output DIR")
        }
        guard st.st_mode & S_IFMT == S_IFDIR else {
            throw .unusable("\(shown) is a file, not a folder; choose a new folder with --output DIR")
        }
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
            throw .unusable(
                "\(shown): cannot list the folder (\(error.localizedDescription)); choose another folder with --output DIR"
            )
        }
        guard entries.isEmpty else {
            let some = entries.sorted().prefix(3).joined(separator: ", ")
            let count = entries.count == 1 ? "1 entry" : "\(entries.count) entries"
            throw .unusable(
                "\(shown) already exists and is not empty (\(count): \(some)\(entries.count > 3 ? ", ..." : "")); new writes only into a new or empty folder, so nothing of yours is replaced: choose another NAME or --output DIR"
            )
        }
    }

    /// Writes `files` under the folder, making it (and missing parents) if need be; on any
    /// failure removes what it created and throws.
    mutating func write(_ files: [ProjectTemplate.File]) throws(Failure) {
        do {
            try makeFolder(folder)
            for f in files {
                let path = folder + "/" + f.path
                try makeFolder((path as NSString).deletingLastPathComponent)
                try create(path, f.data)
            }
        } catch {
            rollBack()
            throw error
        }
    }

    /// Makes `path` and its missing parents (0755 less the umask), remembering each.
    private mutating func makeFolder(_ path: String) throws(Failure) {
        var st = stat()
        if stat(path, &st) == 0 {
            guard st.st_mode & S_IFMT == S_IFDIR else { throw .writeFailed("\(path) is a file, not a folder") }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path { try makeFolder(parent) }
        guard mkdir(path, 0o755) == 0 else {
            if errno == EEXIST, stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR { return }
            throw .writeFailed("cannot make the folder \(path) (\(WriteLoop.reason(errno)))")
        }
        createdFolders.append(path)
    }

    /// Creates `path` exclusively (0644 less the umask) with `data`.
    private mutating func create(_ path: String, _ data: Data) throws(Failure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let reason =
                errno == EEXIST ? "a file of that name appeared meanwhile; it was left alone" : WriteLoop.reason(errno)
            throw .writeFailed("cannot create \(path) (\(reason))")
        }
        createdFiles.append(path)
        let e = data.withUnsafeBytes { WriteLoop.write($0, to: fd) }
        let closed = close(fd) == 0 ? 0 : errno
        if e != 0 || closed != 0 {
            throw .writeFailed("cannot write \(path) (\(WriteLoop.reason(e != 0 ? e : closed)))")
        }
    }

    /// Removes the files, then the folders (deepest first), this writer created.
    private mutating func rollBack() {
        for f in createdFiles.reversed() { unlink(f) }
        for d in createdFolders.reversed() { rmdir(d) }
        createdFiles = []
        createdFolders = []
    }
}
