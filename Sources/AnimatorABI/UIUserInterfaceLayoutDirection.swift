/// UIKit's `UIUserInterfaceLayoutDirection`: which way a language's text and layout run (the
/// raw values are UIKit's). The host's screen always runs left to right.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (English).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}

extension UIView {
    /// The direction the view lays out in: left to right, the host's only direction (UIKit
    /// derives it from the language and `semanticContentAttribute`).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
