import Foundation
import PluginRuntime
import ProcessSupport
import TextFormat

/// How commands find plugins (one place, so `list`, `run` and `validate` agree): the standard
/// search path with `--plugins` folders first, scanned in child processes (see
/// ``IsolatedScanner``) so that a plugin that crashes or hangs in its entry point is reported
/// and skipped instead of taking the command down.
enum PluginCatalog {
    /// Scans the standard search path with `folders` first.
    static func scan(folders: [String]) -> PluginLoader.Scan {
        IsolatedScanner.scan(PluginSearchPath(explicit: folders), executable: ChildProcess.currentExecutable)
    }

    /// The plugin with `id` that provides `kind`, or a usage error with a suggestion naming
    /// `option`.
    static func resolve(_ id: String, kind: PluginKind, in scan: PluginLoader.Scan, option: String) throws(UsageError) -> LoadedPlugin {
        guard let p = scan.plugin(id: id) else {
            let candidates = scan.plugins.filter { $0.info.provides(kind) }.map(\.info.id)
            let hint = Suggestions.closest(id, in: candidates).map { "; did you mean \($0)?" } ?? ""
            throw UsageError("\(option) \(id): no \(kind.rawValue) plugin with that id\(hint)\(rejectedHint(id, scan)); the \(kind.rawValue)s are: \(candidates.joined(separator: ", ")) (see host-cli list)")
        }
        guard p.info.provides(kind) else { throw UsageError("\(option) \(id): plugin \(id) is an \(p.info.kindsText) plugin, not an \(kind.rawValue)") }
        return p
    }

    /// " (a file that may be it was rejected: PATH: REASON)" when a rejected file's name
    /// contains `id`, else "".
    static func rejectedHint(_ id: String, _ scan: PluginLoader.Scan) -> String {
        guard let r = scan.rejected.first(where: { ($0.path as NSString).lastPathComponent.contains(id) }) else { return "" }
        return " (a file that may be it was rejected: \(r.path): \(r.reason.rawValue))"
    }
}
