import AnimatorABI

// The entry point (what iOS code does not have).
enum DelayPlugin: AnimatorPlugin {
    static let id = "com.example.runloop-delay"
    static let name = "Fade completed from asyncAfter"
    static let version = "1.0.0"
    static let summary = "Fade completed from asyncAfter, written for iOS"
    static let author = "Example"
    static let parameters: [PluginParameter] = []
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning { DelayedFadeAnimator() }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(DelayPlugin.self) }
