/// UIKit's `UISplitViewController`: a container of a primary and a secondary controller (its
/// ``viewControllers``, its children). The host runs no split view: one a plugin makes keeps its
/// children and settings and reads them back, lays nothing out and never collapses; no host
/// controller is one, so a cast of a transition's controller to it fails, as it does on iOS for a
/// controller of another class (animators that look for a list in a split view's first column
/// then take their other branch).
open class UISplitViewController: UIViewController {
    /// How the columns show (UIKit's values; the deprecated names are aliases).
    public enum DisplayMode: Int, Sendable {
        /// The system's choice.
        case automatic = 0
        /// The secondary column alone.
        case secondaryOnly = 1
        /// One column beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary.
        case oneOverSecondary = 3
        /// Two columns beside the secondary.
        case twoBesideSecondary = 4
        /// Two columns over the secondary.
        case twoOverSecondary = 5
        /// Two columns pushing the secondary aside.
        case twoDisplaceSecondary = 6

        /// iOS 8's name of ``secondaryOnly``.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// iOS 8's name of ``oneBesideSecondary``.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// iOS 8's name of ``oneOverSecondary``.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// The delegate (held weakly, as in UIKit; never called here).
    open weak var delegate: UISplitViewControllerDelegate?
    /// The display mode asked for (kept).
    open var preferredDisplayMode: DisplayMode = .automatic
    /// The display mode shown: the one asked for, or `.oneBesideSecondary` for `.automatic`.
    open var displayMode: DisplayMode {
        preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode
    }
    /// Whether it shows one column only (never here: the host does not collapse it).
    open var isCollapsed: Bool { false }
    /// The primary column's width as a fraction of the whole (UIKit's automatic value, kept).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// The primary column's width in points: the fraction of the view's width, else UIKit's
    /// 320-point default.
    open var primaryColumnWidth: CGFloat {
        let f = preferredPrimaryColumnWidthFraction
        return f >= 0 && f <= 1 ? f * view.bounds.width : 320
    }
    /// UIKit's "automatic" value for the column settings.
    public static let automaticDimension: CGFloat = -1

    /// The primary and secondary controllers, in order (its children). Setting them replaces
    /// the children.
    open var viewControllers: [UIViewController] {
        get { children }
        set { replaceChildren(with: newValue) }
    }
}

/// UIKit's `UISplitViewControllerDelegate` (its members are optional in UIKit; none is needed
/// here, as the host never collapses or separates a split view).
public protocol UISplitViewControllerDelegate: AnyObject {}

extension UIViewController {
    /// The nearest split view controller among its plugin-made ancestors.
    public var splitViewController: UISplitViewController? {
        var p = parent
        while let c = p {
            if let s = c as? UISplitViewController { return s }
            p = c.parent
        }
        return nil
    }
}
