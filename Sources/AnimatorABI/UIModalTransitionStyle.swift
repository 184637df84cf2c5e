/// UIKit's `UIModalTransitionStyle`: the built-in animation of a modal presentation.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom (UIKit's default).
    case coverVertical = 0
    /// A horizontal 3D flip.
    case flipHorizontal = 1
    /// A cross-fade.
    case crossDissolve = 2
    /// A page curl.
    case partialCurl = 3
}
