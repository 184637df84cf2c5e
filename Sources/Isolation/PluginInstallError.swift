import PluginRuntime
import ProcessSupport
import TextFormat
#if canImport(Glibc)
    import Glibc
#endif

/// Why ``PluginInstaller`` refused or failed to install or remove a plugin: each case names
/// the file, folder or id at fault and keeps the system's or the loader's reason; the
/// sentence (``description``) says what to do. ``isUsage`` tells a bad command line (status
/// 2) from a failure of the work itself (status 1).
package enum PluginInstallError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file to install cannot be found or examined (`stat` failed with `code`).
    case missingFile(String, code: Int32)
    /// The file to install is not a regular file.
    case notRegularFile(String)
    /// The private folder to check `file` in could not be made (`mkdtemp` failed with `code`).
    case privateFolder(file: String, code: Int32)
    /// The file could not be copied for checking (the system's words).
    case unreadable(String, reason: String)
    /// The file is not a plugin: the loader's rejection, or nil when it declares none.
    case notAPlugin(String, rejection: PluginRejection?)
    /// The plugins folder could not be made (the system's words).
    case cannotMakeFolder(String, reason: String)
    /// The plugins folder is one the loader refuses to load from (the loader's words).
    case unsafeFolder(String, problem: String)
    /// Another file of the folder already provides the id.
    case idTaken(id: String, by: String, folder: String)
    /// The target `ID.so` exists and is not a plugin the host loads (its rejection, if any).
    case targetOccupied(String, rejection: PluginRejection?)
    /// The staged copy could not be read back (the system's words).
    case stagedUnreadable(reason: String)
    /// The target could not be written.
    case cannotWrite(String, OutputError)
    /// No plugin of the folder provides the id (`installed`: the ids that are there).
    case notInstalled(id: String, folder: String, installed: [String])
    /// The plugin's file could not be removed (`unlink` failed with `code`).
    case cannotRemove(String, code: Int32)

    /// True when the command line named something that is not there (status 2, a usage
    /// error), false when the work itself failed (status 1).
    package var isUsage: Bool {
        switch self {
        case .missingFile, .notRegularFile, .notInstalled: return true
        default: return false
        }
    }

    /// The sentence.
    package var description: String {
        switch self {
        case let .missingFile(file, code):
            return "\(file): \(code == ENOENT ? "no such file" : WriteLoop.reason(code)); give the path of a plugin .so"
        case .notRegularFile(let file): return "\(file): not a regular file; give the path of a plugin .so"
        case let .privateFolder(file, code):
            return "cannot make a private folder to check \(file) in (\(WriteLoop.reason(code)))"
        case let .unreadable(file, reason): return "\(file): cannot read it (\(reason))"
        case let .notAPlugin(file, rejection):
            let why = rejection.map { "\($0.reason.rawValue): \($0.message)" } ?? "it declares no plugin"
            return "\(file) is not a plugin this host can load (\(why))"
        case let .cannotMakeFolder(folder, reason):
            return "cannot make the plugins folder \(folder) (\(reason)); give another with --dir"
        case let .unsafeFolder(folder, problem):
            return
                "cannot install into \(folder): \(problem); the host would refuse a plugin there (give --dir a private folder, or leave --dir out for the per-user folder)"
        case let .idTaken(id, other, folder):
            return
                "\(other) already provides the id \(id); remove that file (or host-cli uninstall \(id) --dir \(folder)) first — it is not replaced, as it is not \(id).so"
        case let .targetOccupied(target, rejection):
            let why = rejection.map { " (\($0.reason.rawValue): \($0.message))" } ?? ""
            return
                "\(target) exists but is not a plugin this host loads\(why); move or remove it first — it is not overwritten"
        case .stagedUnreadable(let reason):
            return "cannot read the staged copy of the plugin (\(reason)); the folder is as it was"
        case let .cannotWrite(target, error): return "cannot write \(target): \(error); the folder is as it was"
        case let .notInstalled(id, folder, ids):
            let hint = Suggestions.closest(id, in: ids).map { "did you mean \($0)? " } ?? ""
            return
                "no plugin \(id) in \(folder) (installed there: \(ids.isEmpty ? "none" : ids.joined(separator: ", "))); \(hint)host-cli list shows where each plugin is"
        case let .cannotRemove(path, code): return "cannot remove \(path) (\(WriteLoop.reason(code)))"
        }
    }
}
