import Foundation

/// UIKit's `UIToolbar`: a bar of ``UIBarButtonItem``s. The items are kept and read back (the
/// host does not draw bar items); the bar is UIKit's 44 points high (its
/// ``intrinsicContentSize``) and drawn in its ``barTintColor`` (nil: UIKit's light bar colour).
open class UIToolbar: UIView {
    /// The items, in order.
    open var items: [UIBarButtonItem]?
    /// Sets ``items`` (no animation here).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    /// The bar's colour (nil: UIKit's light bar colour, 97 % white).
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? UIColor(white: 0.97, alpha: 1) } }
    /// Whether the bar is translucent (kept; UIKit's default: true).
    open var isTranslucent = true
    /// The items' tint (kept).
    open var itemTintColor: UIColor?
    /// The bar's look (a copy of what is set, as UIKit's `@NSCopying`); setting it draws its
    /// background colour (see ``UIBarAppearance``).
    open var standardAppearance = UIToolbarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy() as? UIToolbarAppearance ?? standardAppearance
            backgroundColor = standardAppearance.drawnColor
        }
    }
    /// The look in compact heights (a copy; kept).
    @NSCopying open var compactAppearance: UIToolbarAppearance?
    /// The look with content scrolled to the edge (a copy; kept).
    @NSCopying open var scrollEdgeAppearance: UIToolbarAppearance?
    /// The look in compact heights with content at the edge (a copy; kept).
    @NSCopying open var compactScrollEdgeAppearance: UIToolbarAppearance?
    /// No intrinsic width; 44 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: 44) }
    /// The width asked, 44 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}
