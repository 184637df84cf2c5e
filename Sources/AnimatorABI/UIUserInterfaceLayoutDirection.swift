/// UIKit's `UIUserInterfaceLayoutDirection`: which way a language's text and layout run (the
/// raw values are UIKit's). The host's screen always runs left to right.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (English).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}

extension UIView {
    /// The direction the view lays out in, from its ``semanticContentAttribute`` by UIKit's
    /// rule (``userInterfaceLayoutDirection(for:)``): left to right, the host's language
    /// direction, unless the attribute forces right to left.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
}
