/// UIKit's `UITabBar`: here a plain view of the SDK's (see
/// ``UITabBarController/tabBar``), so code that slides or fades the tab bar compiles and runs.
open class UITabBar: UIView {
    /// The bar's tint, kept and read back (drawn as the background when set).
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor }
    }
    /// Whether the bar is translucent: kept and read back.
    open var isTranslucent = true
    /// The bar's look (a copy of what is set, as UIKit's `@NSCopying`); setting it draws its
    /// background colour (see ``UIBarAppearance``).
    open var standardAppearance = UITabBarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy() as? UITabBarAppearance ?? standardAppearance
            backgroundColor = standardAppearance.drawnColor
        }
    }
    /// The look with content scrolled to the edge (a copy; kept).
    @NSCopying open var scrollEdgeAppearance: UITabBarAppearance?
}
