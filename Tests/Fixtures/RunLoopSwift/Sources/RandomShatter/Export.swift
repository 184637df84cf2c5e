import AnimatorABI

// The entry point (what iOS code does not have).
enum ShatterPlugin: AnimatorPlugin {
    static let id = "com.example.random-shatter"
    static let name = "Shatter into random pieces"
    static let version = "1.0.0"
    static let summary = "Shatter into random pieces, written for iOS"
    static let author = "Example"
    static let parameters: [PluginParameter] = []
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning { ShatterAnimator() }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(ShatterPlugin.self) }
