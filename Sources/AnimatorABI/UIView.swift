/// A view of the host, seen through the plugin ABI: UIKit's `UIView` properties and hierarchy
/// calls, each one a call through the host table.
///
/// One object stands for one host view: every call that hands out a view (`superview`,
/// `subviews`, the transition context's views…) gives the same object while plugin code holds
/// it or the transition runs, so `===`, `ObjectIdentifier` keys, sets of views and `weak`
/// references behave as in UIKit, and a view made as a subclass reads back as that subclass.
/// A view the host has let go of reads zeros and ignores writes (the host records a
/// diagnostic).
///
/// `open`, with its properties and hierarchy calls, as UIKit's: app subclasses override them
/// (`override var frame { didSet { … } }`, `layoutSubviews`, `draw(_:)`) and compile unchanged.
/// Members declared in extensions (`tag`, `window`, the geometry conversions…) cannot be
/// overridden, as Swift allows no overriding of extension members without Objective-C.
///
/// A ``UIResponder``, as in UIKit: a subclass that overrides the touch methods gets the host's
/// pointer as touches (see ``hitTest(_:with:)`` and ``UITouch``).
open class UIView: UIResponder {
    /// The host's handle.
    public let handle: ap_view
    let connection: HostConnection
    /// Its key-value observations (``KeyValueObservable``), made when first observed.
    var observedStorage: KeyValueObservers?

    /// The object for host view `handle` (the SDK makes these through UIKit's own designated
    /// initializer, so that UIKit's two — `init(frame:)` and `init?(coder:)` — stay the only
    /// ones, and subclasses in other modules inherit `init()` as on iOS).
    convenience init(_ handle: ap_view, _ connection: HostConnection) {
        UIView.adopting = (handle, connection)
        self.init(frame: .zero)
    }

    /// The host view the next `init(frame:)` stands for instead of making one (set just before
    /// by the SDK; plugin calls run on the host's main thread, one at a time).
    // Set and taken within one host call, on the host's call thread: plugin code runs only inside
    // host calls, all made from one thread; the host's tables refuse calls from any other.
    nonisolated(unsafe) static var adopting: (ap_view, HostConnection)?

    /// The object of host view `h` (nil for the null handle).
    static func make(_ h: ap_view, _ c: HostConnection) -> UIView? { h.bits == 0 ? nil : c.view(h) { UIView(h, c) } }

    /// A new plain view owned by the host (not in any hierarchy until added).
    public init(frame: CGRect) {
        if let (h, c) = UIView.adopting {
            UIView.adopting = nil
            handle = h
            connection = c
            super.init()
            return
        }
        let c = HostConnection.required
        handle = c.api.view_create!(c.host, frame.c_value)
        connection = c
        super.init()
        c.register(self)
    }

    /// A new plain view with an empty frame (UIKit's `UIView()`).
    public override convenience init() { self.init(frame: .zero) }

    /// A new plain view with an empty frame (there are no archives here: the coder is
    /// ignored). Required, as in UIKit, so that subclasses' `required init?(coder:)` (and their
    /// `super.init(coder:)`) compile unchanged.
    public required init?(coder: NSCoder) {
        let c = HostConnection.required
        handle = c.api.view_create!(c.host, CGRect.zero.c_value)
        connection = c
        super.init()
        c.register(self)
    }

    /// NSCoding's `encode(with:)`, which UIKit's views adopt: nothing is archived here (the
    /// host never archives a view), so it does nothing; subclasses that override it and call
    /// `super.encode(with:)` compile unchanged.
    open func encode(with coder: NSCoder) {}

    /// Does nothing by default, and the host never calls it (it has no layout passes); kept
    /// so that subclasses that override it compile.
    open func layoutSubviews() {}
    /// UIKit calls it after the view's safe area changed (UIKit's default does nothing). Every
    /// view's ``safeAreaInsets`` are zero for the whole run (the host's screen has no bars or
    /// notches), so the host never calls it; overrides compile.
    open func safeAreaInsetsDidChange() {}
    /// UIKit calls it after the view's traits changed, with the traits before (UIKit's default
    /// does nothing). The host's traits stay the same for the whole run, so the host never
    /// calls it; overrides compile.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Drawing with Core Graphics: the host draws views from their layer properties, never
    /// by calling this; kept so that subclasses that override it compile.
    open func draw(_ rect: CGRect) {}
    /// Called just before ``addSubview(_:)`` (and the insert calls) or ``removeFromSuperview()``
    /// moves the view (`newSuperview` nil when removed). Does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called just after the view moved to a new superview, or was removed. Does nothing by
    /// default.
    open func didMoveToSuperview() {}
    /// Called on the superview just after a subview was added to it (by ``addSubview(_:)`` or
    /// an insert call), as UIKit does. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called on the superview just before a subview leaves it. Does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called just before the view's window changes (nil: it leaves the window) — when it, or
    /// an ancestor, moves into or out of the host's hierarchy. Does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called just after the view's window changed. Does nothing by default.
    open func didMoveToWindow() {}
    /// Updates the view's constraints (UIKit's default does nothing but must be called by
    /// overrides): ``updateConstraintsIfNeeded()`` calls it for a view marked with
    /// ``setNeedsUpdateConstraints()``.
    open func updateConstraints() {}
    /// Called after ``layoutMargins`` changed. Does nothing by default.
    open func layoutMarginsDidChange() {}
    /// Called after the view's tint colour changed (its own, or inherited). Does nothing by
    /// default.
    open func tintColorDidChange() {}
    /// The insets from the frame to the alignment rectangle (none by default).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// Whether the view needs constraint-based layout (false by default).
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Whether a recognizer attached to the view may begin (true by default; overrides may
    /// refuse): asked with the recognizer's delegate before it begins.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Called when a view made from nib files is loaded: never here (there are none); kept so
    /// that overrides compile.
    open func awakeFromNib() {}
    /// The size that fits `size` (UIKit's default: the current bounds size).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// The view's natural size (UIKit's default: no intrinsic metric, −1 by −1).
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
    /// The class of the backing layer (UIKit's `layerClass`): every view here is backed by a
    /// host layer, which a ``CAShapeLayer`` or ``CAGradientLayer`` object can wrap; kept so that
    /// overrides compile (the view's ``layer`` is a plain ``CALayer`` object).
    open class var layerClass: AnyClass { CALayer.self }

    // MARK: Responding to touches

    /// The next responder, as UIKit's: the controller whose view this is (one the plugin made,
    /// or a host controller whose ``UIViewController/view`` the plugin asked for), else the
    /// superview.
    open override var next: UIResponder? { owningController ?? superview }

    /// The deepest visible view under `point` (this view's bounds coordinates) that takes
    /// touches, as UIKit finds it: nil when this view is hidden, nearly transparent (alpha
    /// 0.01 or less), not ``isUserInteractionEnabled`` or ``point(inside:with:)`` says no;
    /// else the first subview, front to back, that finds one, else this view. The host's
    /// pointer goes to the view this finds from its root view.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for s in subviews.reversed() {
            if let hit = s.hitTest(s.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (bounds coordinates) is inside the view: its bounds, as UIKit's default
    /// (override to take touches outside them, or fewer).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The same host view (a view with no host view behind it, as the collection a layout
    /// plugin sees, equals only itself): NSObject's equality, which `==`, sets and dictionary
    /// keys use.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let r = object as? UIView else { return false }
        return handle.bits == r.handle.bits && (handle.bits != 0 || self === r)
    }
    /// The host view's handle (the object's identity, for a view with no host view), so equal
    /// views hash alike.
    open override var hash: Int {
        handle.bits == 0 ? ObjectIdentifier(self).hashValue : Int(truncatingIfNeeded: handle.bits)
    }

    // MARK: Geometry and appearance

    /// The frame (undefined under a non-identity transform, as in UIKit). A change of size
    /// resizes the subviews that have an `autoresizingMask`.
    open var frame: CGRect {
        get { connection.rect(handle, AP_PROP_FRAME, AP_SOURCE_MODEL) }
        set {
            resizingSubviews { connection.setRect(handle, AP_PROP_FRAME, newValue) }
            observedStorage?.notify()
            geometryDidChange()
        }
    }
    /// The bounds. A change of size resizes the subviews that have an `autoresizingMask`.
    open var bounds: CGRect {
        get { connection.rect(handle, AP_PROP_BOUNDS, AP_SOURCE_MODEL) }
        set {
            resizingSubviews { connection.setRect(handle, AP_PROP_BOUNDS, newValue) }
            observedStorage?.notify()
            geometryDidChange()
        }
    }

    /// Called after every set of ``frame`` or ``bounds`` (a subclass overriding either still
    /// reaches it through `super`): the SDK's own views that lay their parts out by their size
    /// (cells, stack views) do it here, so they need not override both setters.
    func geometryDidChange() {}
    /// The centre (layer position).
    open var center: CGPoint {
        get { connection.point(handle, AP_PROP_CENTER, AP_SOURCE_MODEL) }
        set {
            connection.setPoint(handle, AP_PROP_CENTER, newValue)
            observedStorage?.notify()
        }
    }
    /// The affine transform.
    open var transform: CGAffineTransform {
        get { connection.affine(handle, AP_PROP_TRANSFORM, AP_SOURCE_MODEL) }
        set {
            connection.setAffine(handle, AP_PROP_TRANSFORM, newValue)
            observedStorage?.notify()
        }
    }
    /// Opacity.
    open var alpha: CGFloat {
        get { connection.number(handle, AP_PROP_ALPHA, AP_SOURCE_MODEL) }
        set {
            connection.setNumber(handle, AP_PROP_ALPHA, newValue)
            observedStorage?.notify()
        }
    }
    /// Hidden.
    open var isHidden: Bool {
        get { connection.bool(handle, AP_PROP_HIDDEN, AP_SOURCE_MODEL) }
        set {
            connection.setBool(handle, AP_PROP_HIDDEN, newValue)
            observedStorage?.notify()
        }
    }
    /// Background colour.
    open var backgroundColor: UIColor? {
        get { connection.color(handle, AP_PROP_BACKGROUND_COLOR, AP_SOURCE_MODEL) }
        set { connection.setColor(handle, AP_PROP_BACKGROUND_COLOR, newValue) }
    }
    /// Clips subviews.
    open var clipsToBounds: Bool {
        get { connection.bool(handle, AP_PROP_CLIPS_TO_BOUNDS, AP_SOURCE_MODEL) }
        set { connection.setBool(handle, AP_PROP_CLIPS_TO_BOUNDS, newValue) }
    }
    /// The backing layer (the same object each time while someone holds it, so a layer
    /// subclass made with `CALayer()` and added to the hierarchy keeps its class).
    open var layer: CALayer { CALayer.object(for: handle, connection) }
    /// The view whose alpha masks this one (UIKit's `mask`, the layer's mask). ABI 1.1.
    open var mask: UIView? {
        get { layer.mask.flatMap { UIView.make($0.handle, connection) } }
        set { layer.mask = newValue?.layer }
    }

    // MARK: Hierarchy

    /// The superview.
    open var superview: UIView? { UIView.make(connection.api.view_superview!(connection.host, handle), connection) }
    /// The subviews, back to front.
    open var subviews: [UIView] {
        let n = Int(connection.api.view_subview_count!(connection.host, handle))
        return (0..<max(0, n)).compactMap {
            UIView.make(connection.api.view_subview_at!(connection.host, handle, Int32($0)), connection)
        }
    }
    /// Adds a subview in front.
    open func addSubview(_ v: UIView) {
        v.moving(to: self) { _ = connection.api.view_add_subview!(connection.host, handle, v.handle) }
    }
    /// Inserts a subview at an index.
    open func insertSubview(_ v: UIView, at index: Int) {
        v.moving(to: self) {
            _ = connection.api.view_insert_subview_at!(connection.host, handle, v.handle, Int32(clamping: index))
        }
    }
    /// Inserts a subview just above a sibling.
    open func insertSubview(_ v: UIView, aboveSubview s: UIView) {
        v.moving(to: self) {
            _ = connection.api.view_insert_subview_next_to!(connection.host, handle, v.handle, s.handle, true)
        }
    }
    /// Inserts a subview just below a sibling.
    open func insertSubview(_ v: UIView, belowSubview s: UIView) {
        v.moving(to: self) {
            _ = connection.api.view_insert_subview_next_to!(connection.host, handle, v.handle, s.handle, false)
        }
    }
    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        moving(to: nil) { _ = connection.api.view_remove_from_superview!(connection.host, handle) }
    }

    /// Runs `move`, telling this view before (``willMove(toSuperview:)``) and after
    /// (``didMoveToSuperview()``) when its superview changes, as UIKit does.
    /// The superviews hear ``willRemoveSubview(_:)`` and ``didAddSubview(_:)``, and the view
    /// and its subviews ``willMove(toWindow:)`` and ``didMoveToWindow()`` when the window
    /// changes, in UIKit's order.
    private func moving(to newSuperview: UIView?, _ move: () -> Void) {
        let old = superview
        let changes = old?.handle.bits != newSuperview?.handle.bits
        let newWindowHandle = newSuperview.flatMap { connection.windowHandle(of: $0.handle) }
        let windowChanges = connection.windowHandle(of: handle) != newWindowHandle
        let newWindow = newWindowHandle.map { UIWindow.object(ap_view(bits: $0), connection) }
        if changes {
            old?.willRemoveSubview(self)
            willMove(toSuperview: newSuperview)
        }
        if windowChanges { eachInSubtree { $0.willMove(toWindow: newWindow) } }
        move()
        if windowChanges { eachInSubtree { $0.didMoveToWindow() } }
        if changes { didMoveToSuperview() }
        newSuperview?.didAddSubview(self)
    }

    /// Calls `body` on the view and every view under it that plugin code has an object for,
    /// parents first (or, `childrenFirst`, each view after the views under it). Walks the
    /// host's handles, so no object is made for a view nobody holds (its class stays whatever
    /// the SDK makes it as when first handed out); a view without an object has no override to
    /// call.
    func eachInSubtree(childrenFirst: Bool = false, _ body: (UIView) -> Void) {
        func walk(_ h: ap_view, _ view: UIView?) {
            if !childrenFirst, let view { body(view) }
            let n = Int(connection.api.view_subview_count!(connection.host, h))
            for i in 0..<max(0, n) {
                let child = connection.api.view_subview_at!(connection.host, h, Int32(i))
                if child.bits != 0 { walk(child, connection.existingView(child)) }
            }
            if childrenFirst, let view { body(view) }
        }
        walk(handle, self)
    }

    /// Brings a subview in front of its siblings.
    open func bringSubviewToFront(_ v: UIView) {
        _ = connection.api.view_reorder!(connection.host, handle, v.handle, true)
    }
    /// Sends a subview behind its siblings.
    open func sendSubviewToBack(_ v: UIView) {
        _ = connection.api.view_reorder!(connection.host, handle, v.handle, false)
    }
    /// A frozen copy of the view (host-owned, not in any hierarchy).
    open func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        UIView.make(connection.api.view_snapshot!(connection.host, handle, afterScreenUpdates), connection)
    }
}
