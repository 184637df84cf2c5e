/// What a plugin provides: an animator (an animation controller), an interaction controller,
/// or both (`AP_KIND_ANIMATOR`, `AP_KIND_INTERACTION`).
package enum PluginKind: String, CaseIterable, Hashable, Sendable {
    /// An animation controller (`UIViewControllerAnimatedTransitioning`).
    case animator
    /// An interaction controller (`UIViewControllerInteractiveTransitioning`).
    case interaction
}
