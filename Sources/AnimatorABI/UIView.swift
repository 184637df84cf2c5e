/// A view of the host, seen through the plugin ABI: UIKit's `UIView` properties and hierarchy
/// calls, each one a call through the host table.
///
/// A proxy holds a handle, not the view: two proxies of the same view compare equal (`==`),
/// and a proxy of a view the host has let go of reads zeros and ignores writes (the host
/// records a diagnostic).
public final class UIView: Hashable {
    /// The host's handle.
    public let handle: ap_view
    let connection: HostConnection

    init(_ handle: ap_view, _ connection: HostConnection) { self.handle = handle; self.connection = connection }

    static func make(_ h: ap_view, _ c: HostConnection) -> UIView? { h.bits == 0 ? nil : UIView(h, c) }

    /// A new plain view owned by the host (not in any hierarchy until added).
    public convenience init(frame: CGRect) {
        let c = HostConnection.required
        self.init(c.api.view_create!(c.host, frame.c_value), c)
    }

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
    /// The backing layer.
    public var layer: CALayer { CALayer(handle, connection, source: AP_SOURCE_MODEL) }

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

/// The layer of a ``UIView`` (Core Animation's `CALayer` properties).
public final class CALayer {
    let handle: ap_view
    let connection: HostConnection
    let source: ap_source

    init(_ h: ap_view, _ c: HostConnection, source: ap_source) { handle = h; connection = c; self.source = source }

    /// What is on screen now (read-only in spirit: writes go to the model, as in Core Animation).
    public func presentation() -> CALayer? { CALayer(handle, connection, source: AP_SOURCE_PRESENTATION) }

    /// Anchor point in unit coordinates.
    public var anchorPoint: CGPoint {
        get { connection.point(handle, AP_PROP_ANCHOR_POINT, source) }
        set { connection.setPoint(handle, AP_PROP_ANCHOR_POINT, newValue) }
    }
    /// Position (the view's centre for the default anchor point).
    public var position: CGPoint {
        get { connection.point(handle, AP_PROP_CENTER, source) }
        set { connection.setPoint(handle, AP_PROP_CENTER, newValue) }
    }
    /// Bounds.
    public var bounds: CGRect {
        get { connection.rect(handle, AP_PROP_BOUNDS, source) }
        set { connection.setRect(handle, AP_PROP_BOUNDS, newValue) }
    }
    /// Frame.
    public var frame: CGRect {
        get { connection.rect(handle, AP_PROP_FRAME, source) }
        set { connection.setRect(handle, AP_PROP_FRAME, newValue) }
    }
    /// 3D transform.
    public var transform: CATransform3D {
        get { connection.transform(handle, AP_PROP_TRANSFORM3D, source) }
        set { connection.setTransform(handle, AP_PROP_TRANSFORM3D, newValue) }
    }
    /// Depth among siblings.
    public var zPosition: CGFloat {
        get { connection.number(handle, AP_PROP_Z_POSITION, source) }
        set { connection.setNumber(handle, AP_PROP_Z_POSITION, newValue) }
    }
    /// Corner radius.
    public var cornerRadius: CGFloat {
        get { connection.number(handle, AP_PROP_CORNER_RADIUS, source) }
        set { connection.setNumber(handle, AP_PROP_CORNER_RADIUS, newValue) }
    }
    /// Opacity (a `Float`, as in Core Animation).
    public var opacity: Float {
        get { Float(connection.number(handle, AP_PROP_ALPHA, source)) }
        set { connection.setNumber(handle, AP_PROP_ALPHA, CGFloat(newValue)) }
    }
    /// Background colour (a `CGColor`, which is a ``UIColor`` here; nil is clear).
    public var backgroundColor: CGColor? {
        get { connection.color(handle, AP_PROP_BACKGROUND_COLOR, source) }
        set { connection.setColor(handle, AP_PROP_BACKGROUND_COLOR, newValue) }
    }
    /// A rendering hint with no effect on what this host draws (every frame is drawn from
    /// the layer tree); kept, and read back, so code that sets it compiles and runs the same.
    public var shouldRasterize: Bool {
        get { hint("shouldRasterize", false) }
        set { setHint("shouldRasterize", newValue) }
    }
    /// The scale of a rasterized copy: no effect here (see ``shouldRasterize``).
    public var rasterizationScale: CGFloat {
        get { hint("rasterizationScale", 1) }
        set { setHint("rasterizationScale", newValue) }
    }
    /// Pixels per point of the layer's contents: no effect here (outputs choose their own
    /// scale with `--scale`).
    public var contentsScale: CGFloat {
        get { hint("contentsScale", 1) }
        set { setHint("contentsScale", newValue) }
    }
    /// Edge anti-aliasing: always on in this host's renderers, so setting it changes nothing.
    public var allowsEdgeAntialiasing: Bool {
        get { hint("allowsEdgeAntialiasing", true) }
        set { setHint("allowsEdgeAntialiasing", newValue) }
    }

    /// A hint kept by the SDK for this layer (the layer objects are light handles, so the value
    /// lives with the connection), or `fallback`.
    private func hint<T>(_ name: String, _ fallback: T) -> T { connection.layerHints[handle.bits]?[name] as? T ?? fallback }
    private func setHint<T>(_ name: String, _ value: T) { connection.layerHints[handle.bits, default: [:]][name] = value }
    /// Clips sublayers.
    public var masksToBounds: Bool {
        get { connection.bool(handle, AP_PROP_CLIPS_TO_BOUNDS, source) }
        set { connection.setBool(handle, AP_PROP_CLIPS_TO_BOUNDS, newValue) }
    }
    /// Hidden.
    public var isHidden: Bool {
        get { connection.bool(handle, AP_PROP_HIDDEN, source) }
        set { connection.setBool(handle, AP_PROP_HIDDEN, newValue) }
    }
    /// False: not drawn while it faces away from the viewer (card flips). ABI 1.1, as every
    /// property below: on a 1.0 host setting one logs an error naming it, and reading one gives
    /// Core Animation's default.
    public var isDoubleSided: Bool {
        get { minor1(true) { connection.bool(handle, AP_PROP_DOUBLE_SIDED, source) } }
        set { minor1("CALayer.isDoubleSided") { connection.setBool(handle, AP_PROP_DOUBLE_SIDED, newValue) } }
    }
    /// Applied to the sublayers about the layer's anchor point (a perspective for them all).
    public var sublayerTransform: CATransform3D {
        get { minor1(CATransform3DIdentity) { connection.transform(handle, AP_PROP_SUBLAYER_TRANSFORM, source) } }
        set { minor1("CALayer.sublayerTransform") { connection.setTransform(handle, AP_PROP_SUBLAYER_TRANSFORM, newValue) } }
    }
    /// Border width, points (a ring just inside the bounds, above the sublayers).
    public var borderWidth: CGFloat {
        get { minor1(0) { connection.number(handle, AP_PROP_BORDER_WIDTH, source) } }
        set { minor1("CALayer.borderWidth") { connection.setNumber(handle, AP_PROP_BORDER_WIDTH, newValue) } }
    }
    /// Border colour (nil: clear).
    public var borderColor: CGColor? {
        get { minor1(UIColor(red: 0, green: 0, blue: 0, alpha: 1)) { connection.color(handle, AP_PROP_BORDER_COLOR, source) } }
        set { minor1("CALayer.borderColor") { connection.setColor(handle, AP_PROP_BORDER_COLOR, newValue) } }
    }
    /// Shadow colour (nil: clear).
    public var shadowColor: CGColor? {
        get { minor1(UIColor(red: 0, green: 0, blue: 0, alpha: 1)) { connection.color(handle, AP_PROP_SHADOW_COLOR, source) } }
        set { minor1("CALayer.shadowColor") { connection.setColor(handle, AP_PROP_SHADOW_COLOR, newValue) } }
    }
    /// Shadow opacity, 0…1 (0, the default, draws none).
    public var shadowOpacity: Float {
        get { minor1(0) { Float(connection.number(handle, AP_PROP_SHADOW_OPACITY, source)) } }
        set { minor1("CALayer.shadowOpacity") { connection.setNumber(handle, AP_PROP_SHADOW_OPACITY, CGFloat(newValue)) } }
    }
    /// Blur radius, points (default 3).
    public var shadowRadius: CGFloat {
        get { minor1(3) { connection.number(handle, AP_PROP_SHADOW_RADIUS, source) } }
        set { minor1("CALayer.shadowRadius") { connection.setNumber(handle, AP_PROP_SHADOW_RADIUS, newValue) } }
    }
    /// Offset in the layer's own coordinates, points (default (0, −3)).
    public var shadowOffset: CGSize {
        get {
            minor1(CGSize(width: 0, height: -3)) {
                let p = connection.point(handle, AP_PROP_SHADOW_OFFSET, source)
                return CGSize(width: p.x, height: p.y)
            }
        }
        set { minor1("CALayer.shadowOffset") { connection.setPoint(handle, AP_PROP_SHADOW_OFFSET, CGPoint(x: newValue.width, y: newValue.height)) } }
    }

    /// Reads a property added in ABI 1.1, or `fallback` on an older host.
    private func minor1<T>(_ fallback: T, _ read: () -> T) -> T { connection.abiMinor >= 1 ? read() : fallback }
    /// Writes a property added in ABI 1.1, or reports `name` on an older host.
    private func minor1(_ name: String, _ write: () -> Void) {
        guard connection.abiMinor >= 1 else { return connection.unsupported(name, needs: 1) }
        write()
    }
    /// Removes the layer's running animations (their completions see `finished == false`).
    public func removeAllAnimations() { _ = connection.api.view_remove_all_animations!(connection.host, handle) }
}

/// A view controller taking part in a transition.
public final class UIViewController: Hashable {
    /// The host's handle.
    public let handle: ap_view_controller
    let connection: HostConnection

    init(_ h: ap_view_controller, _ c: HostConnection) { handle = h; connection = c }

    /// Its view.
    public var view: UIView! { UIView.make(connection.api.view_controller_view!(connection.host, handle), connection) }
    /// Its title.
    public var title: String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let n = connection.api.view_controller_title!(connection.host, handle, &buffer, buffer.count)
        if n >= buffer.count {
            buffer = [CChar](repeating: 0, count: n + 1)
            _ = connection.api.view_controller_title!(connection.host, handle, &buffer, buffer.count)
        }
        return n == 0 ? nil : String(cString: buffer)
    }

    public static func == (l: UIViewController, r: UIViewController) -> Bool { l.handle.bits == r.handle.bits }
    public func hash(into h: inout Hasher) { h.combine(handle.bits) }
}
