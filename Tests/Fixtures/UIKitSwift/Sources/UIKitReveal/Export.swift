import AnimatorABI

// The one file an iOS animator needs added to become a plugin: its descriptor and entry point.

enum RevealPlugin: AnimatorPlugin {
    static let id = "com.example.uikit-reveal"
    static let name = "Circular reveal (ported from iOS)"
    static let version = "1.0.0"
    static let summary = "A CAShapeLayer mask whose path grows, compiled unchanged through the UIKit shim"
    static let author = "Example"
    static let parameters: [PluginParameter] = []
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning { CircularRevealAnimator() }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(RevealPlugin.self) }
