import ProcessSupport
import TextFormat

/// Why ``ProjectWriter`` cannot write a project: the folder refused before anything is
/// written (`new` exits with status 2: the user's choice to change), or a write that failed
/// part-way (status 1; what the writer made is removed). The cases keep the paths (as the
/// user gave the folder, `shown`), the entries found and the `errno`; ``description`` is the
/// sentence, with the paths and names escaped.
enum ProjectWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder cannot be looked at (`stat` failed with `errno`, other than `ENOENT`).
    case cannotInspect(folder: String, errno: Int32)
    /// The folder is a file.
    case folderIsFile(folder: String)
    /// The folder cannot be listed: `opendir`'s `errno`.
    case cannotList(folder: String, errno: Int32)
    /// The folder holds `count` entries, `first` the first three by name: `new` writes only into
    /// a new or empty folder.
    case notEmpty(folder: String, count: Int, first: [String])
    /// A folder the project needs (`path`) is a file.
    case pathIsFile(path: String)
    /// The folder `path` could not be made: `mkdir`'s `errno`.
    case cannotMakeFolder(path: String, errno: Int32)
    /// The file `path` appeared while the project was written; it was left alone.
    case fileAppeared(path: String)
    /// The file `path` could not be created: `open`'s `errno`.
    case cannotCreate(path: String, errno: Int32)
    /// The file `path` could not be written or closed: the `errno`.
    case cannotWrite(path: String, errno: Int32)

    /// True for the folder's refusal, found before anything is written: the command line is
    /// to change (exit status 2); false for a write that failed (status 1).
    var isUsageProblem: Bool {
        switch self {
        case .cannotInspect, .folderIsFile, .cannotList, .notEmpty: return true
        case .pathIsFile, .cannotMakeFolder, .fileAppeared, .cannotCreate, .cannotWrite: return false
        }
    }

    /// The sentence: what is wrong with which path, and what to do.
    var description: String {
        let e = TerminalText.escape
        let another = "choose another folder with --output DIR"
        switch self {
        case let .cannotInspect(folder, code):
            return "\(e(folder)): cannot look at it (\(WriteLoop.reason(code))); \(another)"
        case .folderIsFile(let folder):
            return "\(e(folder)) is a file, not a folder; choose a new folder with --output DIR"
        case let .cannotList(folder, code):
            return "\(e(folder)): cannot list the folder (\(WriteLoop.reason(code))); \(another)"
        case let .notEmpty(folder, count, first):
            let entries = count == 1 ? "1 entry" : "\(count) entries"
            let some = first.map(e).joined(separator: ", ") + (count > first.count ? ", ..." : "")
            return
                "\(e(folder)) already exists and is not empty (\(entries): \(some)); new writes only into a new or empty folder, so nothing of yours is replaced: choose another NAME or --output DIR"
        case .pathIsFile(let path):
            return "\(e(path)) is a file, not a folder"
        case let .cannotMakeFolder(path, code):
            return "cannot make the folder \(e(path)) (\(WriteLoop.reason(code)))"
        case .fileAppeared(let path):
            return "cannot create \(e(path)) (a file of that name appeared meanwhile; it was left alone)"
        case let .cannotCreate(path, code):
            return "cannot create \(e(path)) (\(WriteLoop.reason(code)))"
        case let .cannotWrite(path, code):
            return "cannot write \(e(path)) (\(WriteLoop.reason(code)))"
        }
    }
}
