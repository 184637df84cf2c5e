import Foundation
import Isolation
import PluginRuntime
import ProcessSupport
import TextFormat

/// How commands find plugins (one place, so `list`, `run`, `play` and `validate` agree): the
/// standard search path with `--plugins` folders first, scanned by sandboxed workers (see
/// ``Catalog``) so that no plugin code ever runs in the front end.
enum PluginCatalog {
    /// Scans the standard search path with `folders` first.
    static func scan(folders: [String]) -> Catalog {
        let path = PluginSearchPath(explicit: folders)
        if Workers.isDisabled { return Catalog(inProcess: PluginLoader.scan(path)) }
        return Catalog.scan(path)
    }

    /// The plugin with `id` that provides `kind`, or a usage error with a suggestion naming
    /// `option`. `alsoAccepted` are the option's other values (`pan` and `none` for
    /// `--interaction`): they are suggested and listed with the plugins.
    static func resolve(_ id: String, kind: PluginKind, in catalog: Catalog, option: String,
                        alsoAccepted: [String] = []) throws(UsageError) -> PluginRecord {
        guard let p = catalog.plugin(id: id) else {
            let candidates = alsoAccepted + catalog.plugins.filter { $0.info.provides(kind) }.map(\.info.id)
            let hint = Suggestions.closest(id, in: candidates).map { "; did you mean \($0)?" } ?? ""
            let choices = alsoAccepted.isEmpty ? "the \(kind.rawValue)s are" : "use \(alsoAccepted.joined(separator: ", ")) or one of the \(kind.rawValue)s"
            throw UsageError("\(option) \(id): no \(kind.rawValue) plugin with that id\(hint)\(rejectedHint(id, catalog)); \(choices): \(candidates.dropFirst(alsoAccepted.count).joined(separator: ", ")) (see host-cli list)")
        }
        guard p.info.provides(kind) else { throw UsageError("\(option) \(id): plugin \(id) is \(p.info.kinds.first?.withArticle ?? "a") plugin\(p.info.kinds.count > 1 ? " (\(p.info.kindsText))" : ""), not \(kind.withArticle)") }
        return p
    }

    /// " (a file that may be it was rejected: PATH: REASON)" when a rejected file's name
    /// contains `id`, else "".
    static func rejectedHint(_ id: String, _ catalog: Catalog) -> String {
        guard let r = catalog.rejected.first(where: { ($0.path as NSString).lastPathComponent.contains(id) }) else { return "" }
        return " (a file that may be it was rejected: \(r.path): \(r.reason.rawValue))"
    }
}
