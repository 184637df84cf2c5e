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
}
