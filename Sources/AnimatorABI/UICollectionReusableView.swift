/// UIKit's `UICollectionReusableView`: a view a collection shows for an element — the base of
/// ``UICollectionViewCell`` and of supplementary views. The host draws a collection's items
/// from the layout's attributes itself, so these views are for animators and layouts that make
/// and place their own (a snapshot cell flying between controllers, a header that moves): the
/// hooks keep UIKit's defaults, which do nothing, for subclasses to override.
open class UICollectionReusableView: UIView {
    /// The identifier it is reused under: the one it was dequeued with (nil when it was made
    /// directly, as in UIKit).
    open var reuseIdentifier: String? { dequeuedReuseIdentifier }
    /// The identifier ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` (or
    /// the supplementary one) set.
    var dequeuedReuseIdentifier: String?

    /// How a collection makes a view of a registered class: UIKit makes it with `init(frame:)`
    /// through the Objective-C runtime, which Swift on Linux lacks, so the class's metatype needs
    /// an initializer every subclass has. This one is `required` and `convenience`: a subclass
    /// inherits it whenever it inherits or overrides `init(frame:)` (and UIKit's required
    /// `init?(coder:)`), which is what a view UIKit dequeues must do anyway. A subclass with only
    /// initializers of its own (never dequeued: UIKit would trap on `init(frame:)`) must now
    /// declare `override init(frame:)`, or this one.
    public required convenience init(frameForDequeue frame: CGRect) { self.init(frame: frame) }
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
