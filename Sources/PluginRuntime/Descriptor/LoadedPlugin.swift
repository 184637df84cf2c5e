import CAnimatorABI

/// A plugin that passed every check: its validated metadata and its descriptor.
///
/// Plugins are never unloaded (`dlclose` is unsafe for Swift images), so the descriptor, its
/// strings and vtables stay valid for the life of the process.
// Immutable: `let`s only, and the descriptor they point to is never written after the entry point
// returned it (plugins are never unloaded).
package final class LoadedPlugin: @unchecked Sendable {
    /// Validated metadata.
    package let info: PluginInfo
    /// The file it was loaded from, as found in its folder; `(built-in)` for plugins compiled
    /// into the host.
    package let path: String
    /// The C descriptor.
    package let descriptor: UnsafePointer<animator_plugin_descriptor>
    /// True for plugins compiled into the host (static plugins), which go through the same C
    /// table as `.so` plugins.
    package let isBuiltIn: Bool

    init(info: PluginInfo, path: String, descriptor: UnsafePointer<animator_plugin_descriptor>, isBuiltIn: Bool) {
        self.info = info
        self.path = path
        self.descriptor = descriptor
        self.isBuiltIn = isBuiltIn
    }

    /// Where it comes from, by value (what a run configuration records).
    package var source: PluginSource { isBuiltIn ? .builtIn(id: info.id) : .file(path: path) }

    /// `id version`.
    package var label: String { "\(info.id) \(info.version)" }
}
