import AnimatorABI

// The one file an iOS animator needs added to become a plugin: its descriptor and entry point.

enum FallingPiecesPlugin: AnimatorPlugin {
    static let id = "com.example.uikit-falling-pieces"
    static let name = "Falling pieces (ported from iOS)"
    static let version = "1.0.0"
    static let summary = "The presenting view falls apart under UIKit Dynamics, compiled unchanged through the UIKit shim"
    static let author = "Example"
    static let parameters: [PluginParameter] = []
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning { FallingPiecesAnimator() }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(FallingPiecesPlugin.self) }
