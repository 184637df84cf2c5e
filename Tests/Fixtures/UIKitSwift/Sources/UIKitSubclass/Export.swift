import AnimatorABI

// The plugin's descriptor and entry point (the one file iOS code does not have).

enum SubclassPlugin: AnimatorPlugin {
    static let id = "com.example.uikit-subclasses"
    static let name = "App subclasses (ported from iOS)"
    static let version = "1.0.0"
    static let summary = "UIView, CALayer, CAAnimation, UIViewController, gesture, interaction and layout subclasses compiled unchanged"
    static let author = "Example"
    static let parameters: [PluginParameter] = []
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning { SubclassAnimator() }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(SubclassPlugin.self) }
