/// Why an instance of a plugin could not be made: which plugin, and what stood in the way
/// (its `create` returning NULL, a kind it lacks, a parameter whose type changed, the
/// loader's rejection of the file now). ``description`` names the plugin and what to do.
package enum PluginInstanceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `create` of the vtable `kind` ("animator", "interaction", "layout") returned NULL.
    case createReturnedNull(plugin: String, path: String, kind: String)
    /// The plugin has no vtable of `kind`; `provides` lists what it has.
    case missingKind(plugin: String, path: String, kind: String, provides: String)
    /// A value of another type than the parameter now declares (the plugin changed since
    /// its values were checked).
    case parameterTypeChanged(plugin: String, parameter: String, type: String, given: ParameterValues.Value)
    /// The loader refuses the plugin's file now.
    case cannotLoad(plugin: String, PluginRejection)
    /// The source holds another plugin than the one chosen.
    case replaced(source: PluginSource, holds: String, chosen: String)

    /// The sentence, naming the plugin.
    package var description: String {
        switch self {
        case let .createReturnedNull(plugin, path, kind):
            return "plugin \(plugin) (\(path)): its \(kind) create() returned NULL"
        case let .missingKind(plugin, path, kind, provides):
            return "plugin \(plugin) (\(path)) provides no \(kind); it provides: \(provides)"
        case let .parameterTypeChanged(plugin, parameter, type, given):
            return
                "plugin \(plugin): parameter \(parameter) is a \(type) now, but was given \(given); list the plugin again and pass a \(type)"
        case let .cannotLoad(plugin, rejection): return "plugin \(plugin) cannot be loaded: \(rejection)"
        case let .replaced(source, holds, chosen):
            return "\(source) now holds plugin \(holds), not \(chosen); list the plugins again"
        }
    }

    /// The sentence (the name earlier code used).
    package var message: String { description }
}
