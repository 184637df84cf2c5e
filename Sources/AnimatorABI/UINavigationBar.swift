import Foundation

/// UIKit's `UINavigationBar`: here a plain view of the SDK's (see
/// ``UINavigationController/navigationBar``), so bar code that reads its frame or animates its
/// alpha compiles and runs; it draws as a plain view when a plugin adds it to the hierarchy.
open class UINavigationBar: UIView {
    /// The bar's tint, kept and read back (drawn as the background when set).
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor }
    }
    /// Whether the bar is translucent: kept and read back.
    open var isTranslucent = true
    /// The title's text attributes (`[.foregroundColor: UIColor.white]`): kept and read back.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes: kept and read back.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The bar's look (a copy of what is set, as UIKit's `@NSCopying`); setting it draws its
    /// background colour (see ``UIBarAppearance``).
    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy() as? UINavigationBarAppearance ?? standardAppearance
            backgroundColor = standardAppearance.drawnColor
        }
    }
    /// The look in compact heights (a copy; kept).
    @NSCopying open var compactAppearance: UINavigationBarAppearance?
    /// The look with content scrolled to the edge (a copy; kept).
    @NSCopying open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look in compact heights with content at the edge (a copy; kept).
    @NSCopying open var compactScrollEdgeAppearance: UINavigationBarAppearance?
}
