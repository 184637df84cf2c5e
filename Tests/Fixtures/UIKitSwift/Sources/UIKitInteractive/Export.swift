import AnimatorABI

// The one file the iOS animator and interaction controller need added: the descriptor and
// the entry point (both in one plugin).

enum SwipePlugin: AnimatorPlugin, InteractionPlugin {
    static let id = "com.example.uikit-swipe"
    static let name = "Edge swipe with a property animator (ported from iOS)"
    static let version = "1.0.0"
    static let summary = "A UIViewPropertyAnimator driven by the controller's own screen-edge pan, compiled unchanged"
    static let author = "Example"
    static let parameters: [PluginParameter] = []
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning { SlideAnimator() }
    static func makeInteractionController(parameters p: PluginParameters) -> EdgeSwipeInteraction { EdgeSwipeInteraction() }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animatorAndInteraction(SwipePlugin.self) }
