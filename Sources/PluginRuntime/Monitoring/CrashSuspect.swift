/// A plugin that was loaded in a worker that died: the only plugins a ``CrashReport`` may
/// name. The flight record a report reads lives in memory every plugin of that worker can
/// write, so a report needs to know who else was there (and whose code is the host's own).
package struct CrashSuspect: Hashable, Sendable {
    /// How a report names it: its id (a file plugin's file name while it loads).
    package var label: String
    /// Every name the worker's monitor may have recorded for it: its id, and for a file
    /// plugin the file name the loader records while its constructors run.
    package var names: [String]
    /// True for a plugin compiled into the host: its code is the host's, so it cannot have
    /// forged a record — but a file plugin next to it could have written one naming it.
    package var isBuiltIn: Bool

    /// A suspect made of its parts.
    package init(label: String, names: [String], isBuiltIn: Bool) {
        self.label = label
        self.names = names
        self.isBuiltIn = isBuiltIn
    }

    /// The file plugin at `path` (the only plugin of a scan worker), known by its file name.
    package init(file path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        self.init(label: name, names: [name], isBuiltIn: false)
    }

    /// The plugin chosen as `id` from `source`.
    package init(id: String, source: PluginSource) {
        switch source {
        case .builtIn: self.init(label: id, names: [id], isBuiltIn: true)
        case .file(let path):
            self.init(
                label: id, names: [id, path.split(separator: "/").last.map(String.init) ?? path], isBuiltIn: false)
        }
    }

    /// The name of this plugin that the monitor's key `key` stands for, or nil.
    package func name(forKey key: Int64) -> String? { names.first { CallMonitor.key(for: $0) == key } }
}
