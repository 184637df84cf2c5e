import PluginRuntime

/// How a session's transition is driven.
package enum InteractionChoice: Hashable, Sendable {
    /// Not interactive.
    case none
    /// The container's own pan, fed by the gesture input.
    case pan
    /// An interaction-controller plugin with validated parameters.
    case plugin(PluginChoice)

    /// `none`, `pan` or the plugin's id.
    package var name: String {
        switch self {
        case .none: return "none"
        case .pan: return "pan"
        case .plugin(let p): return p.id
        }
    }
}
