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
    static func resolve(
        _ id: String, kind: PluginKind, in catalog: Catalog, option: String,
        alsoAccepted: [String] = []
    ) throws(UsageError) -> PluginRecord {
        guard let p = catalog.plugin(id: id) else {
            let candidates = alsoAccepted + catalog.plugins.filter { $0.info.provides(kind) }.map(\.info.id)
            throw .unknownPlugin(
                option: option, id: id, kind: kind.rawValue, suggestion: Suggestions.closest(id, in: candidates),
                rejected: rejectedHint(id, catalog), alsoAccepted: alsoAccepted,
                plugins: Array(candidates.dropFirst(alsoAccepted.count)))
        }
        guard p.info.provides(kind) else {
            throw .wrongPluginKind(
                option: option, id: id,
                provides:
                    "\(p.info.kinds.first?.withArticle ?? "a") plugin\(p.info.kinds.count > 1 ? " (\(p.info.kindsText))" : "")",
                wanted: kind.withArticle)
        }
        return p
    }

    /// What the catalog rejected that may be the plugin `id`, said with each file's path and
    /// reason (the loader's sentence: what is wrong and what to do), or "". A file whose name
    /// or rejection names the id comes first ("the file that may be it was rejected"); other
    /// rejected files are named too (at most three), since a plugin refused before its id was
    /// read — unsafe permissions, another ABI, an unreadable file — cannot be matched by id.
    static func rejectedHint(_ id: String, _ catalog: Catalog) -> String {
        guard !catalog.rejected.isEmpty else { return "" }
        func stem(_ path: String) -> String {
            var name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()
            if name.hasPrefix("lib") { name.removeFirst(3) }
            return name.replacingOccurrences(of: "_", with: "-")
        }
        let last = id.split(separator: ".").last.map(String.init)?.lowercased() ?? id.lowercased()
        func mayBe(_ r: PluginRejection) -> Bool {
            let s = stem(r.path)
            return s.contains(id.lowercased()) || s.contains(last) || (!s.isEmpty && id.lowercased().contains(s))
                || r.message.contains(id)
        }
        func said(_ r: PluginRejection) -> String { "\(r.path) was rejected (\(r.reason.rawValue): \(r.message))" }
        if let r = catalog.rejected.first(where: mayBe) {
            return "; the file that may be it, \(said(r))"
        }
        let shown = catalog.rejected.prefix(3).map(said).joined(separator: "; ")
        let more = catalog.rejected.count > 3 ? "; and \(catalog.rejected.count - 3) more" : ""
        return
            "; \(catalog.rejected.count == 1 ? "a file was" : "\(catalog.rejected.count) files were") rejected and may be it: \(shown)\(more)"
    }
}
