/// UIKit's `UICollectionReusableView`: a view a collection shows for an element — the base of
/// ``UICollectionViewCell`` and of supplementary views. The host draws a collection's items
/// from the layout's attributes itself, so these views are for animators and layouts that make
/// and place their own (a snapshot cell flying between controllers, a header that moves): the
/// hooks keep UIKit's defaults, which do nothing, for subclasses to override.
open class UICollectionReusableView: UIView {
    /// The identifier it is reused under (nil: it was not dequeued, as every view here).
    open var reuseIdentifier: String? { nil }
    /// Called before the view is reused (UIKit's default does nothing).
    open func prepareForReuse() {}
    /// Called with the attributes the collection placed the view by, after it set the view's
    /// frame, transform, alpha and visibility from them; subclasses read their own attributes
    /// here (UIKit's default does nothing, as here).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    /// The attributes the view prefers (UIKit's default: those given).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        layoutAttributes
    }
    /// Called before a layout transition moves the view (UIKit's default does nothing).
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// Called after a layout transition moved the view (UIKit's default does nothing).
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
