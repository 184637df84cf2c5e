import Foundation

/// UIKit's `UINavigationItem`: what a controller shows in a navigation bar — its title, title
/// view, prompt and bar button items — kept and read back (``UIViewController/navigationItem``).
/// The host's containers draw no bars, so nothing shows it.
open class UINavigationItem: NSObject {
    /// The title set on the item.
    private var ownTitle: String?
    /// The controller whose item it is (its title is the default one, as in UIKit).
    weak var owner: UIViewController?

    /// The title: the one set, else its controller's `title`.
    open var title: String? {
        get { ownTitle ?? owner?.title }
        set { ownTitle = newValue }
    }
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// The bar's look while this item is on top (a copy; kept: the host draws no bar content).
    @NSCopying open var standardAppearance: UINavigationBarAppearance?
    /// The same in compact heights (a copy; kept).
    @NSCopying open var compactAppearance: UINavigationBarAppearance?
    /// The same with content scrolled to the edge (a copy; kept).
    @NSCopying open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The same in compact heights with content at the edge (a copy; kept).
    @NSCopying open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// A line above the title.
    open var prompt: String?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// The back button shown to the next controller pushed.
    open var backBarButtonItem: UIBarButtonItem?
    /// The items on the left, first outermost.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right, first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// The first of ``leftBarButtonItems``; setting it makes it the only one (nil: none).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of ``rightBarButtonItems``; setting it makes it the only one (nil: none).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item with this title.
    public init(title: String) { ownTitle = title }
    /// An item with no title of its own.
    public override init() {}

    /// Sets the left items (`animated` changes nothing: the bar is not drawn).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the left item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
