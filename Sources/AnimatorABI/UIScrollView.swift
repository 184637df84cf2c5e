/// UIKit's `UIScrollViewDelegate`: told when the content offset changes (optional methods,
/// with UIKit's defaults: nothing, no zooming view).
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (every change, as in UIKit).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to begin.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag ended; `decelerate` is true when the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The view zooming scales (nil: no zooming).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
    /// Optional in UIKit: nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Optional in UIKit: nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Optional in UIKit: nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Optional in UIKit: no zooming.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}

/// UIKit's `UIScrollView`: a view whose content moves under its bounds. As in UIKit the
/// content offset *is* the bounds' origin, so setting ``contentOffset`` moves every subview
/// on screen (the host draws subviews relative to the bounds' origin) and tells the
/// ``delegate`` (`scrollViewDidScroll`). The host does not scroll a scroll view by itself:
/// there is no dragging, deceleration, bouncing or zooming (``isDragging`` and
/// ``isDecelerating`` stay false, ``zoomScale`` stays 1); ``panGestureRecognizer`` recognizes
/// pans in the view from the host's input without moving the content.
open class UIScrollView: UIView {
    /// UIKit's deceleration rates, with its documented values.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public let rawValue: CGFloat
        /// A rate of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's normal rate (0.998).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate (0.99).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// UIKit's ways of adjusting the content inset for the safe area.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// UIKit's default.
        case automatic = 0
        /// Only along scrollable axes.
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always.
        case always = 3
    }

    /// Where the visible part of the content starts: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            var b = bounds
            b.origin = newValue
            bounds = b
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Sets the offset; `animated`: over 0.3 s along ease in-out (the host's choice; UIKit
    /// documents no duration), the delegate told at the start.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard animated else {
            contentOffset = offset
            return
        }
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: { self.contentOffset = offset })
    }

    /// The size of the content (kept; nothing scrolls by itself here).
    open var contentSize: CGSize = .zero
    /// Margins around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// The inset actually applied (the content inset: the host's screen has no safe-area insets).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// How the inset follows the safe area (kept).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Told when the offset changes.
    open weak var delegate: UIScrollViewDelegate?
    /// Kept and read back (the host draws no indicators).
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    /// Kept and read back (the host does not scroll by dragging).
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var decelerationRate: DecelerationRate = .normal
    /// Always false: the host does not drag, track or decelerate a scroll view.
    open var isDragging: Bool { false }
    open var isTracking: Bool { false }
    open var isDecelerating: Bool { false }
    /// The zoom scale and its limits (kept; the host does not zoom, so the scale stays 1).
    open var zoomScale: CGFloat = 1
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1

    private var pan: UIPanGestureRecognizer?
    /// The scroll view's own pan recognizer, attached to it when first asked for: it follows
    /// pans in the view from the host's input (the content does not move with it).
    open var panGestureRecognizer: UIPanGestureRecognizer {
        if let pan { return pan }
        let p = UIPanGestureRecognizer()
        addGestureRecognizer(p)
        pan = p
        return p
    }
}
