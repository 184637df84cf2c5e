import Foundation

/// UIKit's `UIPageViewController`: a container that shows one page (a child controller whose
/// view fills its own) and turns to the page its ``dataSource`` gives before or after it.
///
/// `setViewControllers(_:direction:animated:completion:)` shows a page at once, as UIKit does
/// when not animated (an animated change is not slid or curled here: the new page is in place
/// at once and the completion gets true), and tells the delegate nothing, as in UIKit. The host
/// sends no swipes to a page controller (UIKit turns pages by its own pan or tap), so a page turn
/// is ``turnPage(_:)``: what a completed swipe does on iOS — the data source is asked for the
/// neighbour, the delegate hears `willTransitionTo` and `didFinishAnimating` with
/// `transitionCompleted` true. One page is shown at a time (the double-sided, two-page spine of
/// the page-curl style is not drawn; ``isDoubleSided`` is kept).
open class UIPageViewController: UIViewController {
    /// UIKit's page turn styles.
    public enum TransitionStyle: Int, Sendable {
        /// Pages curl over.
        case pageCurl
        /// Pages scroll.
        case scroll
    }

    /// UIKit's page orientations.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages side by side.
        case horizontal
        /// Pages above one another.
        case vertical
    }

    /// UIKit's turn directions.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward
        /// To the previous page.
        case reverse
    }

    /// UIKit's spine locations (page-curl style; `.none` for scrolling).
    public enum SpineLocation: Int, Sendable {
        /// No spine (the scroll style).
        case none
        /// The left or top edge.
        case min
        /// The middle (two pages).
        case mid
        /// The right or bottom edge.
        case max
    }

    /// UIKit's keys of ``init(transitionStyle:navigationOrientation:options:)``'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string (UIKit's).
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location (a `SpineLocation` or its raw value; page-curl style).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Points between pages (a number; scroll style).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// Which way pages lie.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: from the options for the page-curl style (`.min` when not given),
    /// `.none` for the scroll style, as in UIKit.
    public private(set) var spineLocation: SpineLocation
    /// Points between pages (from the options; 0 when not given).
    public let interPageSpacing: CGFloat
    /// Whether a page has content on its back (kept; one page is shown at a time).
    open var isDoubleSided = false
    /// Gives the neighbouring pages (held weakly, as in UIKit).
    open weak var dataSource: UIPageViewControllerDataSource?
    /// Told about page turns (held weakly, as in UIKit).
    open weak var delegate: UIPageViewControllerDelegate?
    /// The recognizers that turn pages: none, as UIKit answers for the scroll style (the host
    /// sends a page controller no swipes; see ``turnPage(_:)``).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// The pages shown (one), nil before any is set, as in UIKit.
    open private(set) var viewControllers: [UIViewController]?

    /// A page controller of `style` and `navigationOrientation`, with UIKit's `options`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .scroll ? .none : Self.spineOption(options?[.spineLocation]) ?? .min
        interPageSpacing = Self.numberOption(options?[.interPageSpacing]) ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// A scrolling, horizontal page controller (there are no archives here: the coder is
    /// ignored). Required, as in UIKit, so that subclasses' `required init?(coder:)` compile.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// A page-curl, horizontal page controller (UIKit's defaults for the initializers Swift
    /// inherits from Objective-C there), so that `UIPageViewController()` compiles as on iOS.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    /// Shows `viewControllers` (one page; UIKit raises for another count, here the first is
    /// shown and an error is logged for more), at once, then calls `completion` with true.
    /// The delegate is not told, as in UIKit.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let pages = viewControllers ?? []
        if pages.count > 1 {
            HostConnection.required.log(
                "UIPageViewController.setViewControllers: \(pages.count) pages given; one is shown at a time",
                level: AP_LOG_ERROR)
        }
        replacePage(pages.first)
        completion?(true)
    }

    /// Turns one page in `direction`, as a completed swipe does in UIKit: asks the data source
    /// for the page after (forward) or before (reverse) the one shown; when there is one, tells
    /// the delegate `willTransitionTo`, shows it, and tells it `didFinishAnimating` with the
    /// previous pages and `transitionCompleted` true. False (and nothing told) at either end,
    /// without a data source, or before a page is shown.
    @discardableResult
    open func turnPage(_ direction: NavigationDirection) -> Bool {
        guard let current = viewControllers?.first, let source = dataSource else { return false }
        let next =
            direction == .forward
            ? source.pageViewController(self, viewControllerAfter: current)
            : source.pageViewController(self, viewControllerBefore: current)
        guard let next, next !== current else { return false }
        delegate?.pageViewController(self, willTransitionTo: [next])
        replacePage(next)
        delegate?.pageViewController(
            self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: true)
        return true
    }

    /// Replaces the page shown by `page` (a child whose view fills this view), with UIKit's
    /// containment calls.
    private func replacePage(_ page: UIViewController?) {
        let old = viewControllers?.first
        if old === page { return }
        if let old {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        guard let page else {
            viewControllers = nil
            return
        }
        addChild(page)
        let v: UIView = page.view
        v.frame = view.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(v)
        page.didMove(toParent: self)
        viewControllers = [page]
    }

    /// A spine location from an option's value.
    private static func spineOption(_ value: Any?) -> SpineLocation? {
        if let s = value as? SpineLocation { return s }
        if let n = numberOption(value) { return SpineLocation(rawValue: Int(n)) }
        return nil
    }

    /// A number from an option's value (`Double`, `Int`, `CGFloat`, `NSNumber`).
    private static func numberOption(_ value: Any?) -> CGFloat? {
        switch value {
        case let d as Double: CGFloat(d)
        case let i as Int: CGFloat(i)
        case let c as CGFloat: c
        case let n as NSNumber: CGFloat(n.doubleValue)
        default: nil
        }
    }
}
