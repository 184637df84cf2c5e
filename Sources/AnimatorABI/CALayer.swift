/// A layer of the host (Core Animation's `CALayer`): a view's backing layer, or one made with
/// `CALayer()` (or a subclass such as ``CAShapeLayer``). Properties are calls through the host
/// table, as ``UIView``'s are; the hierarchy is the host's view hierarchy. An `NSObject`, as in
/// Core Animation.
open class CALayer: NSObject {
    /// The host's handle of the view that backs the layer.
    public let handle: ap_view
    let connection: HostConnection
    let source: ap_source

    init(_ h: ap_view, _ c: HostConnection, source: ap_source) {
        handle = h
        connection = c
        self.source = source
    }

    /// A new layer of its own (Core Animation's `CALayer()`): the host makes a plain view for
    /// it, which lives while the transition runs. Add it with ``addSublayer(_:)`` (to a view's
    /// layer or another layer) or use it as a ``mask``. As in Core Animation, changes to it made
    /// outside a UIView animation block animate implicitly (0.25 s, or the CATransaction's
    /// duration and timing function) unless `CATransaction.setDisableActions(true)`.
    public override init() {
        let c = HostConnection.required
        handle = c.api.view_create!(c.host, CGRect.zero.c_value)
        connection = c
        source = AP_SOURCE_MODEL
        super.init()
        c.register(self)
        // A standalone layer animates its changes implicitly, as Core Animation's do.
        if c.abiMinor >= 1 { c.setBool(handle, AP_PROP_IMPLICIT_ACTIONS, true) }
    }

    /// The layer object for `h`: the one made for it (a ``CAShapeLayer`` stays one), else a
    /// new plain one, kept as the handle's object (see ``HostConnection``).
    static func object(for h: ap_view, _ c: HostConnection) -> CALayer {
        if let l = c.layerObject(h) { return l }
        let l = CALayer(h, c, source: AP_SOURCE_MODEL)
        c.register(l)
        return l
    }

    static func make(_ h: ap_view, _ c: HostConnection) -> CALayer? { h.bits == 0 ? nil : object(for: h, c) }

    /// Two layer objects are equal when they stand for the same host layer (NSObject's
    /// equality, which `==`, sets and dictionary keys use).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let r = object as? CALayer else { return false }
        return handle.bits == r.handle.bits
    }
    /// The host layer's handle, so equal layers hash alike.
    open override var hash: Int { Int(truncatingIfNeeded: handle.bits) }

    // MARK: Sublayers (the host's view hierarchy: a view's subviews are its layer's sublayers)

    /// The parent layer.
    open var superlayer: CALayer? { CALayer.make(connection.api.view_superview!(connection.host, handle), connection) }
    /// The sublayers, back to front (nil when there are none, as Core Animation).
    open var sublayers: [CALayer]? {
        get {
            let n = Int(connection.api.view_subview_count!(connection.host, handle))
            let list = (0..<max(0, n)).compactMap {
                CALayer.make(connection.api.view_subview_at!(connection.host, handle, Int32($0)), connection)
            }
            return list.isEmpty ? nil : list
        }
        set {
            sublayers?.forEach { $0.removeFromSuperlayer() }
            newValue?.forEach(addSublayer)
        }
    }
    /// Adds `layer` in front of the sublayers (removing it from its old parent).
    open func addSublayer(_ layer: CALayer) {
        _ = connection.api.view_add_subview!(connection.host, handle, layer.handle)
    }
    /// Inserts `layer` at `idx` of the sublayers.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        _ = connection.api.view_insert_subview_at!(connection.host, handle, layer.handle, Int32(clamping: idx))
    }
    /// Inserts `layer` just above `sibling` (at the front when `sibling` is nil).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling else { return addSublayer(layer) }
        _ = connection.api.view_insert_subview_next_to!(connection.host, handle, layer.handle, sibling.handle, true)
    }
    /// Inserts `layer` just below `sibling` (at the back when `sibling` is nil).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling else { return insertSublayer(layer, at: 0) }
        _ = connection.api.view_insert_subview_next_to!(connection.host, handle, layer.handle, sibling.handle, false)
    }
    /// Puts `new` where `old` is.
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        insertSublayer(new, above: old)
        old.removeFromSuperlayer()
    }
    /// Removes the layer from its parent.
    open func removeFromSuperlayer() { _ = connection.api.view_remove_from_superview!(connection.host, handle) }

    /// The layer whose alpha masks this one and its sublayers, in this layer's coordinates
    /// (nil: none). It is taken out of any hierarchy. ABI 1.1.
    open var mask: CALayer? {
        get {
            guard connection.has(\.view_mask) else { return nil }
            return CALayer.make(connection.api.view_mask!(connection.host, handle), connection)
        }
        set {
            guard connection.has(\.view_set_mask) else { return connection.unsupported("CALayer.mask", needs: 1) }
            _ = connection.api.view_set_mask!(connection.host, handle, newValue?.handle ?? ap_view())
        }
    }

    /// What is on screen now (read-only in spirit: writes go to the model, as in Core Animation).
    open func presentation() -> CALayer? { CALayer(handle, connection, source: AP_SOURCE_PRESENTATION) }

    /// Anchor point in unit coordinates.
    open var anchorPoint: CGPoint {
        get { connection.point(handle, AP_PROP_ANCHOR_POINT, source) }
        set { connection.setPoint(handle, AP_PROP_ANCHOR_POINT, newValue) }
    }
    /// Position (the view's centre for the default anchor point).
    open var position: CGPoint {
        get { connection.point(handle, AP_PROP_CENTER, source) }
        set { connection.setPoint(handle, AP_PROP_CENTER, newValue) }
    }
    /// Bounds.
    open var bounds: CGRect {
        get { connection.rect(handle, AP_PROP_BOUNDS, source) }
        set { connection.setRect(handle, AP_PROP_BOUNDS, newValue) }
    }
    /// Frame.
    open var frame: CGRect {
        get { connection.rect(handle, AP_PROP_FRAME, source) }
        set { connection.setRect(handle, AP_PROP_FRAME, newValue) }
    }
    /// 3D transform.
    open var transform: CATransform3D {
        get { connection.transform(handle, AP_PROP_TRANSFORM3D, source) }
        set { connection.setTransform(handle, AP_PROP_TRANSFORM3D, newValue) }
    }
    /// Depth among siblings.
    open var zPosition: CGFloat {
        get { connection.number(handle, AP_PROP_Z_POSITION, source) }
        set { connection.setNumber(handle, AP_PROP_Z_POSITION, newValue) }
    }
    /// Corner radius.
    open var cornerRadius: CGFloat {
        get { connection.number(handle, AP_PROP_CORNER_RADIUS, source) }
        set { connection.setNumber(handle, AP_PROP_CORNER_RADIUS, newValue) }
    }
    /// Opacity (a `Float`, as in Core Animation).
    open var opacity: Float {
        get { Float(connection.number(handle, AP_PROP_ALPHA, source)) }
        set { connection.setNumber(handle, AP_PROP_ALPHA, CGFloat(newValue)) }
    }
    /// Background colour (a `CGColor`, which is a ``UIColor`` here; nil is clear).
    open var backgroundColor: CGColor? {
        get { connection.color(handle, AP_PROP_BACKGROUND_COLOR, source) }
        set { connection.setColor(handle, AP_PROP_BACKGROUND_COLOR, newValue) }
    }
    /// A rendering hint with no effect on what this host draws (every frame is drawn from
    /// the layer tree); kept, and read back, so code that sets it compiles and runs the same.
    open var shouldRasterize: Bool {
        get { hint("shouldRasterize", false) }
        set { setHint("shouldRasterize", newValue) }
    }
    /// The scale of a rasterized copy: no effect here (see ``shouldRasterize``).
    open var rasterizationScale: CGFloat {
        get { hint("rasterizationScale", 1) }
        set { setHint("rasterizationScale", newValue) }
    }
    /// Pixels per point of the layer's contents: no effect here (outputs choose their own
    /// scale with `--scale`).
    open var contentsScale: CGFloat {
        get { hint("contentsScale", 1) }
        set { setHint("contentsScale", newValue) }
    }
    /// Edge anti-aliasing: always on in this host's renderers, so setting it changes nothing.
    open var allowsEdgeAntialiasing: Bool {
        get { hint("allowsEdgeAntialiasing", true) }
        set { setHint("allowsEdgeAntialiasing", newValue) }
    }

    /// A hint kept by the SDK for this layer (the layer objects are light handles, so the value
    /// lives with the connection), or `fallback`.
    private func hint<T>(_ name: String, _ fallback: T) -> T {
        connection.layerHints[handle.bits]?[name] as? T ?? fallback
    }
    private func setHint<T>(_ name: String, _ value: T) {
        connection.layerHints[handle.bits, default: [:]][name] = value
    }
    /// Clips sublayers.
    open var masksToBounds: Bool {
        get { connection.bool(handle, AP_PROP_CLIPS_TO_BOUNDS, source) }
        set { connection.setBool(handle, AP_PROP_CLIPS_TO_BOUNDS, newValue) }
    }
    /// Hidden.
    open var isHidden: Bool {
        get { connection.bool(handle, AP_PROP_HIDDEN, source) }
        set { connection.setBool(handle, AP_PROP_HIDDEN, newValue) }
    }
    /// False: not drawn while it faces away from the viewer (card flips). ABI 1.1, as every
    /// property below: on a 1.0 host setting one logs an error naming it, and reading one gives
    /// Core Animation's default.
    open var isDoubleSided: Bool {
        get { minor1(true) { connection.bool(handle, AP_PROP_DOUBLE_SIDED, source) } }
        set { minor1("CALayer.isDoubleSided") { connection.setBool(handle, AP_PROP_DOUBLE_SIDED, newValue) } }
    }
    /// Applied to the sublayers about the layer's anchor point (a perspective for them all).
    open var sublayerTransform: CATransform3D {
        get { minor1(CATransform3DIdentity) { connection.transform(handle, AP_PROP_SUBLAYER_TRANSFORM, source) } }
        set {
            minor1("CALayer.sublayerTransform") {
                connection.setTransform(handle, AP_PROP_SUBLAYER_TRANSFORM, newValue)
            }
        }
    }
    /// Border width, points (a ring just inside the bounds, above the sublayers).
    open var borderWidth: CGFloat {
        get { minor1(0) { connection.number(handle, AP_PROP_BORDER_WIDTH, source) } }
        set { minor1("CALayer.borderWidth") { connection.setNumber(handle, AP_PROP_BORDER_WIDTH, newValue) } }
    }
    /// Border colour (nil: clear).
    open var borderColor: CGColor? {
        get {
            minor1(UIColor(red: 0, green: 0, blue: 0, alpha: 1)) {
                connection.color(handle, AP_PROP_BORDER_COLOR, source)
            }
        }
        set { minor1("CALayer.borderColor") { connection.setColor(handle, AP_PROP_BORDER_COLOR, newValue) } }
    }
    /// Shadow colour (nil: clear).
    open var shadowColor: CGColor? {
        get {
            minor1(UIColor(red: 0, green: 0, blue: 0, alpha: 1)) {
                connection.color(handle, AP_PROP_SHADOW_COLOR, source)
            }
        }
        set { minor1("CALayer.shadowColor") { connection.setColor(handle, AP_PROP_SHADOW_COLOR, newValue) } }
    }
    /// Shadow opacity, 0…1 (0, the default, draws none).
    open var shadowOpacity: Float {
        get { minor1(0) { Float(connection.number(handle, AP_PROP_SHADOW_OPACITY, source)) } }
        set {
            minor1("CALayer.shadowOpacity") { connection.setNumber(handle, AP_PROP_SHADOW_OPACITY, CGFloat(newValue)) }
        }
    }
    /// Blur radius, points (default 3).
    open var shadowRadius: CGFloat {
        get { minor1(3) { connection.number(handle, AP_PROP_SHADOW_RADIUS, source) } }
        set { minor1("CALayer.shadowRadius") { connection.setNumber(handle, AP_PROP_SHADOW_RADIUS, newValue) } }
    }
    /// Offset in the layer's own coordinates, points (default (0, −3)).
    open var shadowOffset: CGSize {
        get {
            minor1(CGSize(width: 0, height: -3)) {
                let p = connection.point(handle, AP_PROP_SHADOW_OFFSET, source)
                return CGSize(width: p.x, height: p.y)
            }
        }
        set {
            minor1("CALayer.shadowOffset") {
                connection.setPoint(handle, AP_PROP_SHADOW_OFFSET, CGPoint(x: newValue.width, y: newValue.height))
            }
        }
    }

    // MARK: Time (CAMediaTiming)

    /// The rate of the layer's time (and its sublayers') against its superlayer's; 0 pauses
    /// it (a `Float`, as in Core Animation). ABI 1.1.
    open var speed: Float {
        get { Float(minor1(1) { connection.number(handle, AP_PROP_SPEED, source) }) }
        set { minor1("CALayer.speed") { connection.setNumber(handle, AP_PROP_SPEED, CGFloat(newValue)) } }
    }
    /// Seconds added to the layer's time. ABI 1.1.
    open var timeOffset: CFTimeInterval {
        get { minor1(0) { connection.number(handle, AP_PROP_TIME_OFFSET, source) } }
        set { minor1("CALayer.timeOffset") { connection.setNumber(handle, AP_PROP_TIME_OFFSET, newValue) } }
    }
    /// When the layer's time starts, in its superlayer's time. ABI 1.1.
    open var beginTime: CFTimeInterval {
        get { minor1(0) { connection.number(handle, AP_PROP_BEGIN_TIME, source) } }
        set { minor1("CALayer.beginTime") { connection.setNumber(handle, AP_PROP_BEGIN_TIME, newValue) } }
    }
    /// `t` in `layer`'s time (the host's media time, `CACurrentMediaTime()`, when nil) in this
    /// layer's time — the first step of pausing a layer: `timeOffset = convertTime(CACurrentMediaTime(), from: nil)`,
    /// then `speed = 0`. ABI 1.1 (NaN on an older host).
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        guard connection.has(\.layer_convert_time) else {
            connection.unsupported("CALayer.convertTime(_:from:)", needs: 1)
            return .nan
        }
        return connection.api.layer_convert_time!(connection.host, t, layer?.handle ?? ap_view(), handle)
    }
    /// `t` in this layer's time in `layer`'s (the host's media time when nil). ABI 1.1.
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        guard connection.has(\.layer_convert_time) else {
            connection.unsupported("CALayer.convertTime(_:to:)", needs: 1)
            return .nan
        }
        return connection.api.layer_convert_time!(connection.host, t, handle, layer?.handle ?? ap_view())
    }

    /// The shape that casts the shadow (nil: the bounds); drawn as its bounding box, rounded by
    /// the corner radius — exact for the rounded rectangles it usually is. ABI 1.1.
    open var shadowPath: CGPath? {
        get { connection.layerHints[handle.bits]?["shadowPath"] as? CGPath }
        set {
            guard connection.has(\.view_set_shadow_path) else {
                return connection.unsupported("CALayer.shadowPath", needs: 1)
            }
            connection.layerHints[handle.bits, default: [:]]["shadowPath"] = newValue
            _ = CGPath.withCPath(newValue) { connection.api.view_set_shadow_path!(connection.host, handle, $0) }
        }
    }

    /// Reads a property added in ABI 1.1, or `fallback` on an older host.
    func minor1<T>(_ fallback: T, _ read: () -> T) -> T { connection.abiMinor >= 1 ? read() : fallback }
    /// Writes a property added in ABI 1.1, or reports `name` on an older host.
    func minor1(_ name: String, _ write: () -> Void) {
        guard connection.abiMinor >= 1 else { return connection.unsupported(name, needs: 1) }
        write()
    }
    /// Lays out the sublayers: asks the delegate (``CALayerDelegate/layoutSublayers(of:)``), as
    /// Core Animation's. The host has no layout passes of its own; ``layoutIfNeeded()`` runs it
    /// for a layer marked with ``setNeedsLayout()``.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// Draws the layer's content with Core Graphics: the host draws layers from their
    /// properties, never by calling this; kept so that overrides compile.
    open func draw(in ctx: CGContext) {}
    /// Updates the contents: asks the delegate (``CALayerDelegate/display(_:)``), as Core
    /// Animation's; ``displayIfNeeded()`` runs it for a marked layer.
    open func display() { delegate?.display(self) }
    /// Marks the layer for layout (``layoutIfNeeded()`` then lays it out).
    open func setNeedsLayout() { connection.setHint(handle, "needsLayout", true) }
    /// Marks the layer for display (``displayIfNeeded()`` then displays it; the host draws
    /// every frame from the layer tree either way).
    open func setNeedsDisplay() { connection.setHint(handle, "needsDisplay", true) }

    /// A new layer made from `layer` (Core Animation makes presentation copies with it;
    /// subclasses override it to copy their own properties): here a new plain layer, as
    /// `init()`, whatever `layer` is.
    public init(layer: Any) {
        let c = HostConnection.required
        handle = c.api.view_create!(c.host, CGRect.zero.c_value)
        connection = c
        source = AP_SOURCE_MODEL
        super.init()
        c.register(self)
        if c.abiMinor >= 1 { c.setBool(handle, AP_PROP_IMPLICIT_ACTIONS, true) }
    }

    /// The default value of a property by its key (nil for every key, as Core Animation
    /// answers for keys it has no default for; subclasses override it for their own keys).
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// Whether a change of the property `key` redraws the layer (false).
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// The action for `event` by Core Animation's search: the delegate's
    /// ``CALayerDelegate/action(for:forKey:)``, then ``actions``, then
    /// ``defaultAction(forKey:)``; `NSNull` ends the search with no action. The host runs its
    /// own implicit animations and does not ask for actions; code that asks gets the answer.
    open func action(forKey event: String) -> CAAction? {
        if let found = delegate?.action(for: self, forKey: event) { return found is NSNull ? nil : found }
        if let found = actions?[event] { return found is NSNull ? nil : found }
        return Self.defaultAction(forKey: event)
    }
    /// The class's default action for `event` (nil).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }
    /// The layer's preferred size in its superlayer: its bounds' size.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// The layer's delegate, held weakly: a view's layer has its view, as in UIKit (the view
    /// draws and lays out through it); set one for a layer made with `CALayer()`.
    open var delegate: CALayerDelegate? {
        get {
            if let box = connection.hint(handle, "delegate", WeakLayerDelegate?.none) { return box.delegate }
            return connection.existingView(handle)
        }
        set { connection.setHint(handle, "delegate", newValue.map(WeakLayerDelegate.init)) }
    }
    /// Actions by event key (nil: none; `NSNull` for a key means no action).
    open var actions: [String: CAAction]? {
        get { connection.hint(handle, "actions", [String: CAAction]?.none) }
        set { connection.setHint(handle, "actions", newValue) }
    }

    /// Removes the layer's running animations (their completions see `finished == false`).
    open func removeAllAnimations() { _ = connection.api.view_remove_all_animations!(connection.host, handle) }
}
