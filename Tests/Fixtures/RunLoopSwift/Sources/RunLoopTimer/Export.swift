import AnimatorABI

// The entry point (what iOS code does not have).
enum TimerPlugin: AnimatorPlugin {
    static let id = "com.example.runloop-timer"
    static let name = "Slide stepped by a Timer"
    static let version = "1.0.0"
    static let summary = "Slide stepped by a Timer, written for iOS"
    static let author = "Example"
    static let parameters: [PluginParameter] = []
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning { TimerStepAnimator() }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(TimerPlugin.self) }
