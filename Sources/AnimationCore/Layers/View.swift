/// A rectangle on screen backed by a ``Layer``, with UIKit's view properties and hierarchy
/// operations. Views own their subviews; the layer tree follows the view tree.
///
/// Property getters return **model** values, as UIKit's do; read ``Layer/presentation`` for
/// what is on screen mid-animation.
public final class View {
    /// The backing layer.
    public let layer: Layer
    /// The parent view. Not `weak`: a weak reference gives the object a side table, which
    /// makes every retain and release of a view take the runtime's slow path (plugin calls
    /// resolve a view per call). It is cleared when the view leaves its parent and when the
    /// parent goes away (this class's deinit), so it never dangles.
    public var superview: View? { superviewStorage }
    unowned(unsafe) private var superviewStorage: View?
    /// Child views, back to front.
    public private(set) var subviews: [View] = []
    /// A free integer for the owner's use (UIKit's `tag`).
    public var tag = 0

    /// Creates a view in `engine` with a frame, an optional title and background colour.
    public init(engine: AnimationEngine, frame: Rect = .zero, title: String? = nil, backgroundColor: Color = .clear) {
        var s = LayerState(frame: frame)
        s.backgroundColor = backgroundColor
        layer = Layer(engine: engine, state: s)
        layer.title = title
    }

    /// Clears the children's back pointers (they may outlive this view if someone else holds
    /// them).
    deinit {
        for v in subviews where v.superviewStorage === self { v.superviewStorage = nil }
    }

    /// The engine this view's layer belongs to.
    public var engine: AnimationEngine { layer.engine }
    /// The layer's identifier: stable for the view's life and equal across identical runs.
    public var id: Int { layer.id }

    // MARK: Properties (UIKit names)

    /// See ``Layer/frame``.
    public var frame: Rect {
        get { layer.frame }
        set { layer.frame = newValue }
    }
    /// The view's own coordinate rectangle; animatable.
    public var bounds: Rect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    /// The layer's position (the middle of the frame for the default anchor point); animatable.
    public var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// The affine transform (the layer's 3D transform restricted to the plane); animatable.
    /// Reading it from a layer with a non-affine 3D transform returns the entries that act in
    /// the plane, as `CATransform3DGetAffineTransform` does.
    public var transform: Transform2D {
        get { layer.transform.affine }
        set { layer.transform = newValue.transform3D }
    }
    /// Opacity, 0…1; animatable.
    public var alpha: Double {
        get { layer.opacity }
        set { layer.opacity = newValue }
    }
    /// Hides the view and its subviews.
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    /// Fill colour; animatable.
    public var backgroundColor: Color {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }
    /// Clips subviews to the bounds.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Corner radius, points; animatable.
    public var cornerRadius: Double {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
    /// The label renderers draw.
    public var title: String? {
        get { layer.title }
        set { layer.title = newValue }
    }

    // MARK: Hierarchy

    /// True when `self` is `view` or lies below it.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let c = v {
            if c === view { return true }
            v = c.superview
        }
        return false
    }

    /// The topmost ancestor (the view itself when it has no superview).
    public var root: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    private func checkInsertable(_ view: View) throws {
        guard view.engine === engine else { throw ViewHierarchyError.differentEngines }
        if isDescendant(of: view) { throw ViewHierarchyError.wouldCreateCycle(view: view.id, into: id) }
    }

    /// Inserts `view` at `index` (clamped) of the subviews, removing it from its old parent
    /// first. Adding an ancestor of the receiver throws.
    public func insertSubview(_ view: View, at index: Int) throws {
        try checkInsertable(view)
        view.stopMasking()
        engine.turnLog.willMove(view)
        view.detach()
        let i = min(max(0, index), subviews.count)
        subviews.insert(view, at: i)
        layer.sublayers.insert(view.layer, at: i)
        view.superviewStorage = self
        view.layer.superlayer = layer
        engine.invalidate()
    }

    /// Adds `view` in front of all subviews (UIKit's `addSubview`).
    public func addSubview(_ view: View) throws {
        try insertSubview(view, at: Int.max)
    }

    /// Inserts `view` just above `sibling`, which must be a subview of the receiver.
    public func insertSubview(_ view: View, aboveSubview sibling: View) throws {
        try insert(view, next: sibling, offset: 1)
    }

    /// Inserts `view` just below `sibling`, which must be a subview of the receiver.
    public func insertSubview(_ view: View, belowSubview sibling: View) throws {
        try insert(view, next: sibling, offset: 0)
    }

    private func insert(_ view: View, next sibling: View, offset: Int) throws {
        guard sibling.superview === self else { throw ViewHierarchyError.notASubview(sibling: sibling.id, parent: id) }
        try checkInsertable(view)
        if view === sibling { return }
        view.detach()
        let i = subviews.firstIndex { $0 === sibling }!
        try insertSubview(view, at: i + offset)
    }

    /// The view whose layer masks this one and its subviews (UIKit's `mask`, Core Animation's
    /// `layer.mask`): only where the mask view draws (by its alpha; colours do not count) does
    /// this view show. Its geometry is in this view's bounds coordinates; it is not a subview
    /// (it is removed from its superview when set, and adding it to a view later stops it
    /// masking), and it shares this view's time, so its animations scrub and pause with it.
    public var mask: View? {
        get { layer.extras.mask?.view }
        set {
            guard newValue !== mask else { return }
            if let m = newValue {
                guard m !== self, m.engine === engine else { return }
                m.stopMasking()
                m.detach()
                layer.extras.mask = MaskReference(m)
            } else {
                layer.extras.mask = nil
            }
        }
    }

    /// Stops this view being another's mask, if it is one.
    private func stopMasking() {
        guard superview == nil, let owner = layer.superlayer, owner.extras.mask?.view === self else { return }
        owner.extras.mask = nil
    }

    /// Removes the view from its superview. Its running animations keep running, so that
    /// their completions still run exactly once.
    public func removeFromSuperview() { detach() }

    private func detach() {
        guard let s = superview else { return }
        engine.turnLog.willMove(self)
        if let i = s.subviews.firstIndex(where: { $0 === self }) {
            s.subviews.remove(at: i)
            s.layer.sublayers.remove(at: i)
        }
        superviewStorage = nil
        layer.superlayer = nil
        engine.invalidate()
    }

    /// Moves a subview in front of its siblings; ignored for a view that is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        try? insertSubview(view, at: subviews.count)
    }

    /// Moves a subview behind its siblings; ignored for a view that is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        try? insertSubview(view, at: 0)
    }

    /// Every view of the subtree, the receiver first, depth first in subview order.
    public var subtree: [View] {
        var out: [View] = []
        func walk(_ v: View) {
            out.append(v)
            v.subviews.forEach(walk)
        }
        walk(self)
        return out
    }

    // MARK: Coordinates

    /// Maps the view's bounds coordinates to the root's (model values).
    public var toRoot: Transform3D { toRoot(presentation: false) }

    /// Maps the view's bounds coordinates to the root's: each level's `toParent`, then the
    /// superview's sublayer transform about its anchor point (as the render model draws
    /// them), with model values or, when `presentation` is true, what is on screen.
    public func toRoot(presentation: Bool) -> Transform3D {
        var m = Transform3D.identity
        var v = self
        while let s = v.superview {
            m = m.concatenating((presentation ? v.layer.presentation : v.layer.model).toParent)
            let st = s.layer.sublayerTransform
            if st != .identity {
                let an = (presentation ? s.layer.presentation : s.layer.model).anchorInBounds
                m = m.concatenating(Transform3D.translation(-an.x, -an.y)).concatenating(st).concatenating(
                    .translation(an.x, an.y))
            }
            v = s
        }
        return m
    }

    /// Converts a point from the receiver's bounds coordinates to `view`'s (`nil`: the root's),
    /// with model values, like UIKit's `convert(_:to:)` (NaN where there is no image).
    public func convert(_ point: Point, to view: View?) -> Point {
        convert(point, to: view, presentation: false) ?? Point(x: .nan, y: .nan)
    }

    /// Converts a point from the receiver's bounds coordinates to `view`'s (`nil`: the root's;
    /// views in different trees meet in their roots' coordinates), through every transform,
    /// anchor point, bounds origin and sublayer transform on the way, exactly also under
    /// perspective: a view's plane maps to the root's by a plane projective map (the
    /// transform's x, y and w rows and columns), which is inverted for the way down. Nil when
    /// the point has no image (it lies on the horizon of a view seen edge-on, or behind the
    /// eye).
    public func convert(_ point: Point, to view: View?, presentation: Bool) -> Point? {
        let up = PlaneMap(toRoot(presentation: presentation))
        guard let inRoot = up.apply(point) else { return nil }
        guard let view else { return inRoot }
        guard let down = PlaneMap(view.toRoot(presentation: presentation)).inverted() else { return nil }
        return down.apply(inRoot)
    }

    // MARK: Snapshots

    /// A new view that looks like the receiver now and never changes: a frozen copy of its
    /// subtree (UIKit's `snapshotView(afterScreenUpdates:)`). With `afterScreenUpdates`
    /// false it copies what is on screen (presentation values), with true the model values.
    ///
    /// The copy's own frame is the receiver's bounds at the origin, with identity transform
    /// and full opacity, as a snapshot image of the receiver would be; the subviews keep their
    /// relative geometry, opacity and transforms. The copy is not added anywhere.
    public func snapshotView(afterScreenUpdates: Bool) -> View {
        frozenCopy(
            state: { v, root in
                var s = afterScreenUpdates ? v.layer.model : v.layer.presentation
                if root {
                    s.transform = .identity
                    s.opacity = 1
                    s.position = Point(
                        x: s.anchorPoint.x * s.bounds.size.width, y: s.anchorPoint.y * s.bounds.size.height)
                    s.isHidden = false
                }
                return (s, v.layer.extras, v.title)
            }, children: { $0.subviews })
    }

    /// A detached copy of the subtree: each view's state, extras and title as `state` says
    /// (`root` true for the receiver), its subviews as `children` says, masks copied too.
    func frozenCopy(state: (View, _ root: Bool) -> (LayerState, LayerExtras, String?), children: (View) -> [View])
        -> View
    {
        func copy(_ v: View, root: Bool) -> View {
            let (s, extras, title) = state(v, root)
            let c = View(engine: engine, frame: .zero, title: title)
            c.layer.state = s
            var x = extras
            x.mask = x.mask.map { MaskReference(copy($0.view, root: false)) }
            c.layer.extras = x
            for sub in children(v) { try? c.insertSubview(copy(sub, root: false), at: c.subviews.count) }
            return c
        }
        return copy(self, root: true)
    }
}
