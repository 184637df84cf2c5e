import Foundation
import PluginRuntime

/// A plugin as the front end knows it: what it declared (from a scan worker or the scan
/// cache), where it is, and the hash of its bytes. The front end holds records, never loaded
/// plugins: no plugin code is mapped in it.
package struct PluginRecord: Hashable, Sendable {
    /// What the plugin declared.
    package var info: PluginInfo
    /// The file as found in its folder, or `(built-in)`.
    package var path: String
    /// SHA-256 of the file's bytes (nil for a built-in plugin, or when not computed).
    package var contentHash: ContentHash?
    /// The file's identity when ``contentHash`` was taken, if it had settled then (nil
    /// otherwise): a worker that finds the file still with this identity copies it without
    /// hashing it again.
    package var contentIdentity: PluginLoader.FileIdentity?
    /// True for plugins compiled into the host.
    package var isBuiltIn: Bool

    /// Where a worker loads it from.
    package var source: PluginSource { isBuiltIn ? .builtIn(id: info.id) : .file(path: path) }

    /// `id version`.
    package var label: String { "\(info.id) \(info.version)" }

    /// The record of a plugin compiled into the host.
    package init(builtIn p: LoadedPlugin) {
        info = p.info
        path = p.path
        contentHash = nil
        isBuiltIn = true
    }

    /// The record of a scanned file.
    package init(
        info: PluginInfo, path: String, contentHash: ContentHash, contentIdentity: PluginLoader.FileIdentity? = nil
    ) {
        self.info = info
        self.path = path
        self.contentHash = contentHash
        self.contentIdentity = contentIdentity
        isBuiltIn = false
    }

    /// The record of a plugin loaded in this process (debugging without workers).
    package init(loaded p: LoadedPlugin) {
        info = p.info
        path = p.path
        contentHash = nil
        isBuiltIn = p.isBuiltIn
    }

    /// This plugin with `parameters`, as a run configuration holds it (a worker refuses the
    /// file if its bytes no longer hash to ``contentHash``).
    package func choice(_ parameters: ParameterValues) -> PluginChoice {
        PluginChoice(
            source: source, id: info.id, parameters: parameters, contentHash: contentHash,
            contentIdentity: contentIdentity)
    }
}
