/// Where a plugin comes from, by value: a file, or a plugin compiled into the host. This is
/// what crosses a process boundary in place of a loaded plugin; ``load()`` gets the plugin
/// again on the other side (through every loader check).
package enum PluginSource: Hashable, Sendable, CustomStringConvertible {
    /// A plugin compiled into the host, by id.
    case builtIn(id: String)
    /// A `.so` file, by path.
    case file(path: String)

    /// The loaded plugin, or why it cannot be loaded.
    package func load() -> Result<LoadedPlugin, PluginRejection> {
        switch self {
        case .builtIn(let id):
            if let p = BuiltInPlugins.all.first(where: { $0.info.id == id }) { return .success(p) }
            return .failure(
                PluginRejection(
                    path: description, reason: .invalidID,
                    message:
                        "no plugin \"\(id)\" is built into this host (built in: \(BuiltInPlugins.all.map(\.info.id).joined(separator: ", ")))"
                ))
        case .file(let path):
            return PluginLoader.load(path: path)
        }
    }

    /// `builtin:ID` or the path (the form the validator's check processes take).
    package var description: String {
        switch self {
        case .builtIn(let id): return "builtin:\(id)"
        case .file(let path): return path
        }
    }

    /// Parses ``description``'s form.
    package init(_ text: String) {
        self = text.hasPrefix("builtin:") ? .builtIn(id: String(text.dropFirst("builtin:".count))) : .file(path: text)
    }
}
