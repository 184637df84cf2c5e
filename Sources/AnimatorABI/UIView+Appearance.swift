/// UIKit's appearance and interaction settings that this host keeps and reads back with
/// UIKit's defaults but draws nothing with (its renderers draw every view from its layer):
/// opacity promises, the tint adjustment, the interface style override, touch exclusivity,
/// identifiers for accessibility, state restoration and focus. Where UIKit ties a view setting
/// to its layer (`contentScaleFactor` and `contentsScale`, `anchorPoint`), the two are one value.
extension UIView {
    /// UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        /// Inherited from the superview (normal at the top).
        case automatic
        /// Tint colours as they are.
        case normal
        /// Tint colours dimmed (behind a presented controller).
        case dimmed
    }

    /// Whether the view promises to fill its bounds opaquely (true, UIKit's default).
    public var isOpaque: Bool {
        get { connection.hint(handle, "viewOpaque", true) }
        set { connection.setHint(handle, "viewOpaque", newValue) }
    }

    /// Whether drawing starts from a cleared context (true, UIKit's default).
    public var clearsContextBeforeDrawing: Bool {
        get { connection.hint(handle, "clearsContextBeforeDrawing", true) }
        set { connection.setHint(handle, "clearsContextBeforeDrawing", newValue) }
    }

    /// The tint adjustment: never `.automatic` when read, as in UIKit — the first mode set on
    /// the view or up its superviews, else `.normal`. Setting it tells the view and its
    /// subviews ``tintColorDidChange()`` (presentation controllers dim the presenting view
    /// with `.dimmed`). The tint colour itself is not dimmed: nothing is drawn with it here.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var v: UIView? = self
            while let view = v {
                if let own = connection.hint(view.handle, "tintAdjustmentMode", TintAdjustmentMode?.none),
                    own != .automatic
                {
                    return own
                }
                v = view.superview
            }
            return .normal
        }
        set {
            connection.setHint(handle, "tintAdjustmentMode", newValue)
            tellTintChanged()
        }
    }

    /// Calls ``tintColorDidChange()`` on the view and every view under it (that plugin code
    /// has an object for: no other can override it).
    func tellTintChanged() { eachInSubtree { $0.tintColorDidChange() } }

    /// The interface style forced on the view and its subviews (`.unspecified`: inherited).
    /// Kept and read back: the host's traits are light for the whole run.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { connection.hint(handle, "overrideUserInterfaceStyle", .unspecified) }
        set { connection.setHint(handle, "overrideUserInterfaceStyle", newValue) }
    }

    /// Pixels per point of the view's content: its layer's `contentsScale` (1, the host's
    /// screen scale, by default).
    public var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    /// The point of the bounds the view's centre and transform are about, in unit coordinates
    /// (UIKit's iOS 16 `anchorPoint`): its layer's anchor point.
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }

    /// Marks part of the view for redrawing: as ``setNeedsDisplay()`` (the host draws whole
    /// views from their layers every frame).
    public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Whether the view takes touches only alone (false, UIKit's default): kept; the host's
    /// pointer is one touch.
    public var isExclusiveTouch: Bool {
        get { connection.hint(handle, "isExclusiveTouch", false) }
        set { connection.setHint(handle, "isExclusiveTouch", newValue) }
    }

    /// Whether the view takes more than one touch at once (false, UIKit's default): kept; the
    /// host's pointer is one touch.
    public var isMultipleTouchEnabled: Bool {
        get { connection.hint(handle, "isMultipleTouchEnabled", false) }
        set { connection.setHint(handle, "isMultipleTouchEnabled", newValue) }
    }

    /// An identifier for UI tests and accessibility (nil by default).
    public var accessibilityIdentifier: String? {
        get { connection.hint(handle, "accessibilityIdentifier", String?.none) }
        set { connection.setHint(handle, "accessibilityIdentifier", newValue) }
    }
    /// Whether Smart Invert leaves this view's colours alone (photos, video; false by default;
    /// kept: nothing here inverts colours).
    public var accessibilityIgnoresInvertColors: Bool {
        get { connection.hint(handle, "accessibilityIgnoresInvertColors", false) }
        set { connection.setHint(handle, "accessibilityIgnoresInvertColors", newValue) }
    }

    /// The identifier state restoration uses (nil by default; the host restores no state).
    public var restorationIdentifier: String? {
        get { connection.hint(handle, "restorationIdentifier", String?.none) }
        set { connection.setHint(handle, "restorationIdentifier", newValue) }
    }

    /// False: no focus engine here (focus is tvOS's and keyboards'; UIKit's default is false).
    public var canBecomeFocused: Bool { false }
    /// False: nothing has focus here.
    public var isFocused: Bool { false }

    /// Makes the view, or the view under it that is first responder, resign (a text field
    /// dismisses its keyboard); true when nothing under it is first responder afterwards.
    /// `force` cannot override a responder that refuses to resign here.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        var resigned = true
        eachInSubtree { v in if v.isFirstResponder { resigned = v.resignFirstResponder() } }
        return resigned
    }

    /// Swaps the subviews at two indices of ``subviews`` (UIKit's
    /// `exchangeSubview(at:withSubviewAt:)`); out-of-range indices do nothing. The subviews stay
    /// in the view: no move calls are made.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let list = subviews
        let (lo, hi) = (min(index1, index2), max(index1, index2))
        guard lo >= 0, hi < list.count, lo != hi else { return }
        _ = connection.api.view_insert_subview_at!(connection.host, handle, list[hi].handle, Int32(lo))
        _ = connection.api.view_insert_subview_at!(connection.host, handle, list[lo].handle, Int32(hi))
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size (a label to its text),
    /// keeping its frame's origin, as UIKit does.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        bounds.size = size
        frame.origin = origin
    }
}
