extension UIView {
    /// The part of the view not covered by bars, notches or the home indicator, as insets. The
    /// host's screen has none of those (a plain viewport, see ``UIScreen``), so every view's
    /// safe area is its whole bounds, as in UIKit on a screen without them: zero insets.
    public var safeAreaInsets: UIEdgeInsets { .zero }
}
