/// A view of the host, seen through the plugin ABI: UIKit's `UIView` properties and hierarchy
/// calls, each one a call through the host table.
///
/// One object stands for one host view: every call that hands out a view (`superview`,
/// `subviews`, the transition context's views…) gives the same object while plugin code holds
/// it or the transition runs, so `===`, `ObjectIdentifier` keys, sets of views and `weak`
/// references behave as in UIKit, and a view made as a subclass reads back as that subclass.
/// A view the host has let go of reads zeros and ignores writes (the host records a
/// diagnostic).
open class UIView: Hashable {
    /// The host's handle.
    public let handle: ap_view
    let connection: HostConnection

    init(_ handle: ap_view, _ connection: HostConnection) { self.handle = handle; self.connection = connection }

    /// The object of host view `h` (nil for the null handle).
    static func make(_ h: ap_view, _ c: HostConnection) -> UIView? { h.bits == 0 ? nil : c.view(h) { UIView(h, c) } }

    /// A new plain view owned by the host (not in any hierarchy until added).
    public init(frame: CGRect) {
        let c = HostConnection.required
        handle = c.api.view_create!(c.host, frame.c_value)
        connection = c
        c.register(self)
    }

    /// A new plain view with an empty frame (UIKit's `UIView()`).
    public convenience init() { self.init(frame: .zero) }

    /// Does nothing by default, and the host never calls it (it has no layout passes); kept
    /// so that subclasses that override it compile.
    open func layoutSubviews() {}

    public static func == (l: UIView, r: UIView) -> Bool { l.handle.bits == r.handle.bits }
    public func hash(into h: inout Hasher) { h.combine(handle.bits) }

    // MARK: Geometry and appearance

    /// The frame (undefined under a non-identity transform, as in UIKit).
    public var frame: CGRect {
        get { connection.rect(handle, AP_PROP_FRAME, AP_SOURCE_MODEL) }
        set { connection.setRect(handle, AP_PROP_FRAME, newValue) }
    }
    /// The bounds.
    public var bounds: CGRect {
        get { connection.rect(handle, AP_PROP_BOUNDS, AP_SOURCE_MODEL) }
        set { connection.setRect(handle, AP_PROP_BOUNDS, newValue) }
    }
    /// The centre (layer position).
    public var center: CGPoint {
        get { connection.point(handle, AP_PROP_CENTER, AP_SOURCE_MODEL) }
        set { connection.setPoint(handle, AP_PROP_CENTER, newValue) }
    }
    /// The affine transform.
    public var transform: CGAffineTransform {
        get { connection.affine(handle, AP_PROP_TRANSFORM, AP_SOURCE_MODEL) }
        set { connection.setAffine(handle, AP_PROP_TRANSFORM, newValue) }
    }
    /// Opacity.
    public var alpha: CGFloat {
        get { connection.number(handle, AP_PROP_ALPHA, AP_SOURCE_MODEL) }
        set { connection.setNumber(handle, AP_PROP_ALPHA, newValue) }
    }
    /// Hidden.
    public var isHidden: Bool {
        get { connection.bool(handle, AP_PROP_HIDDEN, AP_SOURCE_MODEL) }
        set { connection.setBool(handle, AP_PROP_HIDDEN, newValue) }
    }
    /// Background colour.
    public var backgroundColor: UIColor? {
        get { connection.color(handle, AP_PROP_BACKGROUND_COLOR, AP_SOURCE_MODEL) }
        set { connection.setColor(handle, AP_PROP_BACKGROUND_COLOR, newValue) }
    }
    /// Clips subviews.
    public var clipsToBounds: Bool {
        get { connection.bool(handle, AP_PROP_CLIPS_TO_BOUNDS, AP_SOURCE_MODEL) }
        set { connection.setBool(handle, AP_PROP_CLIPS_TO_BOUNDS, newValue) }
    }
    /// The label renderers draw (not in UIKit; handy for snapshots and debugging).
    public var title: String? {
        get { connection.string(handle, AP_PROP_TITLE) }
        set { connection.setString(handle, AP_PROP_TITLE, newValue) }
    }
    /// The backing layer (the same object each time while someone holds it, so a layer
    /// subclass made with `CALayer()` and added to the hierarchy keeps its class).
    public var layer: CALayer { CALayer.object(for: handle, connection) }
    /// The view whose alpha masks this one (UIKit's `mask`, the layer's mask). ABI 1.1.
    public var mask: UIView? {
        get { layer.mask.flatMap { UIView.make($0.handle, connection) } }
        set { layer.mask = newValue?.layer }
    }

    // MARK: Hierarchy

    /// The superview.
    public var superview: UIView? { UIView.make(connection.api.view_superview!(connection.host, handle), connection) }
    /// The subviews, back to front.
    public var subviews: [UIView] {
        let n = Int(connection.api.view_subview_count!(connection.host, handle))
        return (0..<max(0, n)).compactMap { UIView.make(connection.api.view_subview_at!(connection.host, handle, Int32($0)), connection) }
    }
    /// Adds a subview in front.
    public func addSubview(_ v: UIView) { _ = connection.api.view_add_subview!(connection.host, handle, v.handle) }
    /// Inserts a subview at an index.
    public func insertSubview(_ v: UIView, at index: Int) { _ = connection.api.view_insert_subview_at!(connection.host, handle, v.handle, Int32(clamping: index)) }
    /// Inserts a subview just above a sibling.
    public func insertSubview(_ v: UIView, aboveSubview s: UIView) { _ = connection.api.view_insert_subview_next_to!(connection.host, handle, v.handle, s.handle, true) }
    /// Inserts a subview just below a sibling.
    public func insertSubview(_ v: UIView, belowSubview s: UIView) { _ = connection.api.view_insert_subview_next_to!(connection.host, handle, v.handle, s.handle, false) }
    /// Removes the view from its superview.
    public func removeFromSuperview() { _ = connection.api.view_remove_from_superview!(connection.host, handle) }
    /// Brings a subview in front of its siblings.
    public func bringSubviewToFront(_ v: UIView) { _ = connection.api.view_reorder!(connection.host, handle, v.handle, true) }
    /// Sends a subview behind its siblings.
    public func sendSubviewToBack(_ v: UIView) { _ = connection.api.view_reorder!(connection.host, handle, v.handle, false) }
    /// A frozen copy of the view (host-owned, not in any hierarchy).
    public func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        UIView.make(connection.api.view_snapshot!(connection.host, handle, afterScreenUpdates), connection)
    }
}
