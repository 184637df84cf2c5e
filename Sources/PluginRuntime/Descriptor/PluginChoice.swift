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

    /// A choice of `plugin` with `parameters`.
    package init(_ plugin: LoadedPlugin, parameters: ParameterValues) {
        source = plugin.source
        id = plugin.info.id
        self.parameters = parameters
    }

    /// `plugin` with its default parameters.
    package init(defaultsOf plugin: LoadedPlugin) {
        self.init(plugin, parameters: ParameterValues(defaultsOf: plugin.info))
    }

    /// Loads the plugin again and checks that it is still the one chosen.
    package func load() -> Result<LoadedPlugin, PluginInstanceError> {
        switch source.load() {
        case .failure(let r):
            return .failure(PluginInstanceError(message: "plugin \(id) cannot be loaded: \(r)"))
        case .success(let p) where p.info.id != id:
            return .failure(PluginInstanceError(message: "\(source) now holds plugin \(p.info.id), not \(id); list the plugins again"))
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
