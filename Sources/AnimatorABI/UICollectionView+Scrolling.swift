extension UICollectionView {
    /// Where the visible part of the content starts: the bounds' origin, as in UIKit's
    /// `UIScrollView` (the host lays a collection out unscrolled, so its origin is zero).
    public var contentOffset: CGPoint { bounds.origin }
    /// The margins around the content (none: the host adds no insets).
    public var contentInset: UIEdgeInsets { .zero }
    /// The insets the system adjusted the content by (none here).
    public var adjustedContentInset: UIEdgeInsets { .zero }
}
