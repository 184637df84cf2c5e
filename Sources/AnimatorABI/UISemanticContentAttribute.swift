/// UIKit's `UISemanticContentAttribute`: whether a view's content flips in a right-to-left
/// language (the raw values are UIKit's).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flips with the language (the default).
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Spatial controls (a D-pad): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

extension UIView {
    /// UIKit's `semanticContentAttribute` (`.unspecified` by default): kept and read back, and
    /// it decides ``effectiveUserInterfaceLayoutDirection`` as in UIKit. The host draws nothing
    /// differently for it.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get {
            connection.layerHints[handle.bits]?["semanticContentAttribute"] as? UISemanticContentAttribute
                ?? .unspecified
        }
        set { connection.layerHints[handle.bits, default: [:]]["semanticContentAttribute"] = newValue }
    }

    /// The direction a view of `attribute` lays out in, by UIKit's rule: right to left only
    /// for `.forceRightToLeft`; `.unspecified` follows the app's language, which is left to
    /// right on the host's screen; the others are always left to right.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}
