import AnimatorABI

// The entry point (what iOS code does not have).
enum DisplayLinkPlugin: AnimatorPlugin {
    static let id = "com.example.runloop-display-link"
    static let name = "Fade driven by a CADisplayLink"
    static let version = "1.0.0"
    static let summary = "Fade driven by a CADisplayLink, written for iOS"
    static let author = "Example"
    static let parameters: [PluginParameter] = []
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning { DisplayLinkFadeAnimator() }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(DisplayLinkPlugin.self) }
