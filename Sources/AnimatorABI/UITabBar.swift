/// UIKit's `UITabBar`: here a plain view of the SDK's (see
/// ``UITabBarController/tabBar``), so code that slides or fades the tab bar compiles and runs.
open class UITabBar: UIView {
    /// The bar's tint, kept and read back (drawn as the background when set).
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor }
    }
    /// Whether the bar is translucent: kept and read back.
    open var isTranslucent = true
}
