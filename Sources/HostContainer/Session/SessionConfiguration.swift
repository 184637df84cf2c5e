/// Which container a session runs the transition in.
public enum ContainerKind: String, CaseIterable, Sendable {
    /// The custom container (children side by side, a button strip, a pan).
    case custom
    /// A navigation stack (push when `to > from`, pop otherwise).
    case navigation
    /// A tab bar.
    case tab
    /// A modal presentation (or dismissal).
    case modal
}

/// How the transition is driven.
public enum InteractionChoice {
    /// Not interactive.
    case none
    /// The container's own pan, fed by the gesture input.
    case pan
    /// An interaction-controller plugin with validated parameters.
    case plugin(LoadedPlugin, ParameterValues)
}

/// Everything one run needs; the CLI builds it from flags.
public struct SessionConfiguration {
    /// The container.
    public var container: ContainerKind = .custom
    /// Child (or stack depth / tab) indices: the transition goes from `from` to `to`.
    public var from = 0, to = 1
    /// Viewport in points.
    public var size = Size(width: 390, height: 844)
    /// Frames per second of the virtual clock.
    public var fps = 60.0
    /// The animator plugin and its parameters.
    public var animator: LoadedPlugin
    public var animatorParameters: ParameterValues
    /// How it is driven.
    public var interaction: InteractionChoice = .none
    /// Scripted input (pointer, keys, signals).
    public var input: [ScriptedInput] = []
    /// Seconds past a transition's expected end before the watchdog ends it.
    public var watchdogMargin = 2.0
    /// The run stops after this many seconds whatever happens.
    public var maxDuration = 30.0
    /// Modal: presentation style, and whether to dismiss (instead of present).
    public var modalStyle: PresentationStyle = .fullScreen
    public var dismiss = false
    /// Modal: a dimming view behind the presented view.
    public var dimming = true

    /// A configuration with the given animator and everything else by default.
    public init(animator: LoadedPlugin, animatorParameters: ParameterValues) {
        self.animator = animator
        self.animatorParameters = animatorParameters
    }

    /// Titles of the children: A, B, C, … (at least three, and enough for `from` and `to`).
    public var childTitles: [String] {
        let n = max(3, from + 1, to + 1)
        return (0..<n).map { i in
            let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
            return i < letters.count ? String(letters[i]) : "V\(i)"
        }
    }
}
