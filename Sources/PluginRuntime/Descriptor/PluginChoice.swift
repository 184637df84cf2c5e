/// A plugin chosen for a run, by value: where it comes from, the id it had when it was
/// chosen, and its validated parameters. A run configuration holds these instead of loaded
/// plugins, so that it is plain data.
package struct PluginChoice: Hashable, Sendable {
    /// Where the plugin comes from.
    package var source: PluginSource
    /// The id it was chosen by; loading a file that now holds another plugin is an error.
    package var id: String
    /// The parameters, validated against the plugin's declarations.
    package var parameters: ParameterValues
    /// SHA-256 of the file's bytes when it was chosen (nil for a built-in plugin or when not
    /// known): a worker refuses a file whose bytes have changed since.
    package var contentHash: ContentHash?
    /// The identity the file had when ``contentHash`` was taken, given only when it had settled
    /// (``PluginLoader/FileIdentity/isSettled(now:)``): a worker that finds the same identity
    /// copies the file without hashing it again (the bytes cannot have changed without the
    /// change time moving); any other identity makes it hash the copy.
    package var contentIdentity: PluginLoader.FileIdentity?

    /// A choice made of its parts.
    package init(
        source: PluginSource, id: String, parameters: ParameterValues, contentHash: ContentHash? = nil,
        contentIdentity: PluginLoader.FileIdentity? = nil
    ) {
        self.source = source
        self.id = id
        self.parameters = parameters
        self.contentHash = contentHash
        self.contentIdentity = contentHash == nil ? nil : contentIdentity
    }

    /// A choice of `plugin` with `parameters`.
    package init(_ plugin: LoadedPlugin, parameters: ParameterValues) {
        source = plugin.source
        id = plugin.info.id
        self.parameters = parameters
        contentHash = nil
    }

    /// `plugin` with its default parameters.
    package init(defaultsOf plugin: LoadedPlugin) {
        self.init(plugin, parameters: ParameterValues(defaultsOf: plugin.info))
    }

    /// Copies a file plugin into sealed memory now (checking its bytes against
    /// ``contentHash``), for a later ``load()``: a worker does this before its sandbox closes.
    package func prepare() -> Result<Void, PluginInstanceError> {
        guard case .file(let path) = source else { return .success(()) }
        switch PluginLoader.prepare(path: path, expected: contentHash, identity: contentIdentity) {
        case .failure(let r): return .failure(.cannotLoad(plugin: id, r))
        case .success: return .success(())
        }
    }

    /// Loads the plugin again — from the copy ``prepare()`` sealed, else from a new sealed copy
    /// of the file as it is now (checked against ``contentHash``) — and checks that it is
    /// still the one chosen.
    package func load() -> Result<LoadedPlugin, PluginInstanceError> {
        let loaded: Result<LoadedPlugin, PluginRejection>
        if case .file(let path) = source, !PluginLoader.isPrepared(path) {
            loaded = PluginLoader.seal(path: path, expected: contentHash, identity: contentIdentity).flatMap {
                PluginLoader.load($0)
            }
        } else {
            loaded = source.load()
        }
        switch loaded {
        case .failure(let r):
            return .failure(.cannotLoad(plugin: id, r))
        case .success(let p) where p.info.id != id:
            return .failure(.replaced(source: source, holds: p.info.id, chosen: id))
        case .success(let p):
            return .success(p)
        }
    }
}

extension ParameterValues {
    /// Every parameter of `plugin` at its default.
    package init(defaultsOf plugin: PluginInfo) {
        // No assignments: nothing to refuse.
        self = try! ParameterValues(plugin: plugin, assignments: [])
    }
}
