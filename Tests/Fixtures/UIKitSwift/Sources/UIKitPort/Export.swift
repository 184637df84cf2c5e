import AnimatorABI

// The one file an iOS animator needs added to become a plugin: its descriptor and entry point.

enum DropInPlugin: AnimatorPlugin {
    static let id = "com.example.uikit-drop-in"
    static let name = "Drop in (ported from iOS)"
    static let version = "1.0.0"
    static let summary = "An iOS animator compiled unchanged through the UIKit and QuartzCore shims"
    static let author = "Example"
    static let parameters: [PluginParameter] = []
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning { DropInAnimator() }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(DropInPlugin.self) }
