import AnimatorABI

// The one file an iOS animator needs added to become a plugin: its descriptor and entry point.

enum FlipPlugin: AnimatorPlugin {
    static let id = "com.example.uikit-flip"
    static let name = "Card flip (ported from iOS)"
    static let version = "1.0.0"
    static let summary = "A single-sided card flip compiled unchanged through the UIKit shim"
    static let author = "Example"
    static let parameters: [PluginParameter] = []
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning { FlipAnimator() }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(FlipPlugin.self) }
