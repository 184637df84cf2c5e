/// What a plugin provides: an animator (an animation controller), an interaction controller,
/// a collection layout, or several (`AP_KIND_ANIMATOR`, `AP_KIND_INTERACTION`, `AP_KIND_LAYOUT`).
package enum PluginKind: String, CaseIterable, Hashable, Sendable {
    /// An animation controller (`UIViewControllerAnimatedTransitioning`).
    case animator
    /// An interaction controller (`UIViewControllerInteractiveTransitioning`).
    case interaction
    /// A collection layout (`UICollectionViewLayout`, ABI 1.1).
    case layout

    /// The kind with its indefinite article, for messages: "an animator", "a layout".
    package var withArticle: String { self == .layout ? "a layout" : "an \(rawValue)" }
}
