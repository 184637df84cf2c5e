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
    static func check(_ path: String, shownAs shown: String) throws(ProjectWriteError) {
        var st = stat()
        guard stat(path, &st) == 0 else {
            if errno == ENOENT { return }
            throw .cannotInspect(folder: shown, errno: errno)
        }
        guard st.st_mode & S_IFMT == S_IFDIR else { throw .folderIsFile(folder: shown) }
        guard let dir = opendir(path) else { throw .cannotList(folder: shown, errno: errno) }
        defer { closedir(dir) }
        var entries: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { entries.append(name) }
        }
        guard entries.isEmpty else {
            throw .notEmpty(folder: shown, count: entries.count, first: Array(entries.sorted().prefix(3)))
        }
    }

    /// Writes `files` under the folder, making it (and missing parents) if need be; on any
    /// failure removes what it created and throws.
    mutating func write(_ files: [ProjectTemplate.File]) throws(ProjectWriteError) {
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
    private mutating func makeFolder(_ path: String) throws(ProjectWriteError) {
        var st = stat()
        if stat(path, &st) == 0 {
            guard st.st_mode & S_IFMT == S_IFDIR else { throw .pathIsFile(path: path) }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path { try makeFolder(parent) }
        guard mkdir(path, 0o755) == 0 else {
            if errno == EEXIST, stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR { return }
            throw .cannotMakeFolder(path: path, errno: errno)
        }
        createdFolders.append(path)
    }

    /// Creates `path` exclusively (0644 less the umask) with `data`.
    private mutating func create(_ path: String, _ data: Data) throws(ProjectWriteError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw errno == EEXIST ? .fileAppeared(path: path) : .cannotCreate(path: path, errno: errno)
        }
        createdFiles.append(path)
        let e = data.withUnsafeBytes { WriteLoop.write($0, to: fd) }
        let closed = close(fd) == 0 ? 0 : errno
        if e != 0 || closed != 0 { throw .cannotWrite(path: path, errno: e != 0 ? e : closed) }
    }

    /// Removes the files, then the folders (deepest first), this writer created.
    private mutating func rollBack() {
        for f in createdFiles.reversed() { unlink(f) }
        for d in createdFolders.reversed() { rmdir(d) }
        createdFiles = []
        createdFolders = []
    }
}
