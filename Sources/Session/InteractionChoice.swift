import PluginRuntime

/// How a session's transition is driven.
package enum InteractionChoice: Hashable, Sendable {
    /// Not interactive.
    case none
    /// The container's own pan, fed by the gesture input.
    case pan
    /// A pinch (``PinchInteraction``) fed by the gesture input's `pinch` signals: it starts
    /// the configured transition; spreading the fingers drives a forward one (a push, a
    /// presentation, a later child), closing them a backward one.
    case pinch
    /// An interaction-controller plugin with validated parameters.
    case plugin(PluginChoice)

    /// True for the interactions that start the transition themselves (from the first gesture
    /// input), instead of the session starting it on the first frame.
    package var startsTheTransition: Bool { self == .pan || self == .pinch }

    /// `none`, `pan`, `pinch` or the plugin's id.
    package var name: String {
        switch self {
        case .none: return "none"
        case .pan: return "pan"
        case .pinch: return "pinch"
        case .plugin(let p): return p.id
        }
    }
}
