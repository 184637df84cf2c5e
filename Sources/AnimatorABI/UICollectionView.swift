import CAnimatorABI
import Foundation

/// UIKit's `UICollectionView`: a ``UIScrollView`` that shows items where its
/// ``collectionViewLayout`` puts them. `open`, as UIKit's, so app subclasses
/// (`class CardsView: UICollectionView`) and their `init(frame:collectionViewLayout:)` compile.
///
/// There are two kinds of collection view here:
/// * **The host's collection, as a layout plugin sees it** (``UICollectionViewLayout/collectionView``
///   during ``UICollectionViewLayout/prepare()`` and the calls after it): its bounds are the
///   size the host lays out in, at the origin, its item counts are the host's, and it is in no
///   hierarchy (``superview`` nil). The host's layout call hands over only that size and those
///   counts, so this object has no host view behind it: its geometry (frame, bounds, centre,
///   transform, alpha…) and the scroll view's properties (`contentInset`,
///   `showsHorizontalScrollIndicator`, `isPagingEnabled`…) are kept on the object and read
///   back; adding subviews to it does nothing. Setting its content offset moves nothing on
///   screen (the host lays a collection out unscrolled).
/// * **One the plugin makes** (`UICollectionView(frame:collectionViewLayout:)`, e.g. a menu an
///   animator builds): a view of the host like any other, whose item counts come from its
///   ``dataSource`` as UIKit asks it. The host never asks the data source for cells; a cell
///   plugin code dequeues (`UICollectionView+Dequeue.swift`) is a subview placed by the
///   layout, drawn like any view. ``indexPathForItem(at:)``, ``layoutAttributesForItem(at:)``
///   and ``indexPathsForVisibleItems`` answer from its layout as UIKit's do.
///
/// The ``delegate`` is the scroll view's (`UIScrollViewDelegate?`): Swift cannot narrow a
/// stored property's type in a subclass as Objective-C does, so assign a
/// `UICollectionViewDelegate` (it is one) and cast when reading it back.
open class UICollectionView: UIScrollView {
    /// The host's item counts, for the host's collection (nil for a plugin-made one).
    private let hostCounts: [Int]?
    /// The geometry of the host's collection, kept here (it has no host view).
    private var detached: Detached?
    /// True for the host's collection as a layout plugin sees it (no host view behind it).
    var isHostCollection: Bool { hostCounts != nil }
    /// The interactive layout change running (``startInteractiveTransition(to:completion:)``).
    var interactiveLayoutChange: InteractiveLayoutChange?

    /// What a view without a host view keeps of itself.
    private struct Detached {
        var bounds: CGRect
        var center: CGPoint
        var transform = CGAffineTransform.identity
        var alpha: CGFloat = 1
        var isHidden = false
        var backgroundColor: UIColor?
        var clipsToBounds = true
    }

    /// What the host's layout call describes: a collection of `size` with `counts` items per
    /// section. No host view is made (a layout pass must not create views). Made through
    /// UIKit's designated initializer (as ``UIView`` makes its host views), so that UIKit's two
    /// stay the only designated ones and subclasses in other modules inherit `init()`.
    convenience init(size: CGSize, counts: [Int]) {
        UICollectionView.describing = (size, counts)
        self.init(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    }

    /// The host collection the next `init(frame:collectionViewLayout:)` stands for (set just
    /// before by the SDK).
    // Set and taken within one host call, on the host's call thread: plugin code runs only inside
    // host calls, all made from one thread; the host's tables refuse calls from any other.
    nonisolated(unsafe) private static var describing: (CGSize, [Int])?

    /// A collection view of the host, at `frame`, laid out by `layout` (UIKit's designated
    /// initializer). The layout's ``UICollectionViewLayout/collectionView`` becomes this view.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        ownLayout = layout
        if let (size, counts) = UICollectionView.describing {
            UICollectionView.describing = nil
            hostCounts = counts
            detached = Detached(
                bounds: CGRect(origin: .zero, size: size), center: CGPoint(x: size.width / 2, y: size.height / 2))
            UIView.adopting = (ap_view(), HostConnection.current ?? HostConnection.offline)
            super.init(frame: .zero)
            return
        }
        hostCounts = nil
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection view with an empty frame and a plain ``UICollectionViewLayout``: Swift on
    /// iOS inherits Objective-C's `init()`, so `UICollectionView()` (and a subclass's) compiles
    /// there; UIKit then raises for the missing layout, where this one has a plain layout
    /// until ``collectionViewLayout`` is set.
    public convenience init() { self.init(frame: .zero, collectionViewLayout: UICollectionViewLayout()) }

    /// A collection view with an empty frame and a plain ``UICollectionViewLayout`` (there are no
    /// archives here: the coder is ignored). Required, as in UIKit, so that subclasses'
    /// `required init?(coder:)` compile unchanged.
    public required init?(coder: NSCoder) {
        hostCounts = nil
        ownLayout = UICollectionViewLayout()
        super.init(coder: coder)
        ownLayout.collectionView = self
    }

    /// The layout that places the items. Setting it makes this view the layout's collection
    /// view, as UIKit does (without animation: see ``setCollectionViewLayout(_:animated:)``).
    /// The host's collection is the collection of the layout plugin's layout, which holds it
    /// (so it holds that layout weakly).
    open var collectionViewLayout: UICollectionViewLayout {
        get { hostLayout ?? ownLayout }
        set {
            if isHostCollection { hostLayout = newValue } else { ownLayout = newValue }
            newValue.collectionView = self
        }
    }
    /// The layout a plugin-made collection holds (a plain one for the host's, until it is given
    /// the plugin's).
    private var ownLayout: UICollectionViewLayout
    /// The layout plugin's layout, for the host's collection.
    private weak var hostLayout: UICollectionViewLayout?

    /// Replaces the layout (`animated` is accepted; the items of a plugin-made collection are
    /// not drawn, so there is nothing to animate). As UIKit does, a plugin-made collection
    /// prepares the new layout and moves its content offset to the layout's
    /// ``UICollectionViewLayout/targetContentOffset(forProposedContentOffset:)`` of the current
    /// one (a paging layout snaps to a page there).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
        guard !isHostCollection else { return }
        layout.prepare()
        let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        if target != contentOffset { contentOffset = target }
    }

    /// The data source (held weakly, as in UIKit). A plugin-made collection asks it for its
    /// sections and items; the host's collection's counts are the host's (see
    /// ``UICollectionViewDataSource``).
    open weak var dataSource: UICollectionViewDataSource?

    /// The number of sections: the host's, or the data source's `numberOfSections(in:)` (one
    /// when it leaves it out, as UIKit); none without a data source.
    open var numberOfSections: Int {
        if let hostCounts { return hostCounts.count }
        guard let dataSource else { return 0 }
        return max(0, dataSource.numberOfSections(in: self))
    }

    /// The number of items in `section` (0 for a section that does not exist): the host's, or
    /// the data source's `collectionView(_:numberOfItemsInSection:)`.
    open func numberOfItems(inSection section: Int) -> Int {
        if let hostCounts { return hostCounts.indices.contains(section) ? hostCounts[section] : 0 }
        guard let dataSource, (0..<numberOfSections).contains(section) else { return 0 }
        return max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
    }

    /// The layout's attributes of the item at `indexPath` (UIKit asks its layout, as here).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item under `point` (the content's coordinates, as the collection's bounds are): of
    /// the shown cells the layout places over the point, the one drawn on top (the highest
    /// z-index, then the last); nil over no item, as UIKit answers.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).enumerated().filter {
            let a = $0.element
            return a.representedElementCategory == .cell && !a.isHidden && a.alpha > 0 && a.frame.contains(point)
        }
        return hits.max { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }?.element.indexPath
    }

    /// The items whose frames meet the visible part of the content (the bounds), in section
    /// and item order, as UIKit lists them.
    open var indexPathsForVisibleItems: [IndexPath] {
        let visible = bounds
        return (collectionViewLayout.layoutAttributesForElements(in: visible) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.intersects(visible) }
            .map(\.indexPath).sorted { ($0.section, $0.item) < ($1.section, $1.item) }
    }

    /// A view behind the items, sized to the collection (UIKit's): set, it goes behind every
    /// other subview at the bounds and follows the collection's size; the last one is removed.
    /// The host's collection only keeps it (it cannot be drawn into).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView, detached == nil else { return }
            if let old = oldValue, old.superview === self { old.removeFromSuperview() }
            guard let v = backgroundView else { return }
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(v, at: 0)
        }
    }

    /// The cells on screen: those dequeued for an item and not recycled since (by
    /// ``reloadData()`` or a later dequeue for the same item), in section and item order. The
    /// host makes no cells of its own from the data source; UIKit lists the cells it made.
    open var visibleCells: [UICollectionViewCell] { reuseQueue.shownCells }
    /// The cell shown for `indexPath`: the one last dequeued for it, else nil (UIKit's answer
    /// for an item off screen).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        reuseQueue.shown[CollectionReuseQueue.Slot(kind: nil, indexPath: indexPath)]?.view as? UICollectionViewCell
    }
    /// The dequeued views shown and the ones waiting to be reused (`UICollectionView+Dequeue.swift`).
    var reuseQueue = CollectionReuseQueue()

    /// Whether items can be selected (UIKit's default, true). See `UICollectionView+Selection.swift`.
    open var allowsSelection = true
    /// Whether more than one item can be selected at once (UIKit's default, false).
    open var allowsMultipleSelection = false
    /// The selected items, in the order they were selected (`UICollectionView+Selection.swift`).
    var selectedItems: [IndexPath] = []

    /// The cell and supplementary view classes and nibs registered, by reuse identifier (for
    /// supplementary views: kind, a space, identifier). See `UICollectionView+Registration.swift`.
    var registeredByIdentifier: [String: Any] = [:]

    /// Lays the items out again: the layout is invalidated and the dequeued views go back to
    /// the reuse queues (off the collection), as UIKit does on a reload.
    open func reloadData() {
        reuseQueue.recycleAll()
        collectionViewLayout.invalidateLayout()
    }

    /// The kind of a section header (UIKit's value).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer (UIKit's value).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// What an element of the layout is (UIKit's `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell
        /// A supplementary view (a header, a footer, a badge).
        case supplementaryView
        /// A decoration view (the host draws none; such attributes are ignored).
        case decorationView
    }

    /// A plugin-made collection's bounds changed (a scroll moves their origin, a resize their
    /// size): as UIKit does, it asks the layout ``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``
    /// and, when it answers yes, invalidates it with the layout's
    /// ``UICollectionViewLayout/invalidationContext(forBoundsChange:)``. The host's collection
    /// describes one layout call and is laid out unscrolled, so its bounds ask nothing.
    private func boundsChanged(from old: CGRect) {
        let new = bounds
        guard new != old else { return }
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forBoundsChange: new) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: new))
    }

    // MARK: The host's collection keeps its own geometry

    /// The frame (the host's collection: its bounds' size at the origin, kept).
    open override var frame: CGRect {
        get {
            guard let d = detached else { return super.frame }
            return CGRect(
                x: d.center.x - d.bounds.width / 2, y: d.center.y - d.bounds.height / 2, width: d.bounds.width,
                height: d.bounds.height)
        }
        set {
            guard detached != nil else {
                let old = bounds
                super.frame = newValue
                return boundsChanged(from: old)
            }
            detached?.bounds.size = newValue.size
            detached?.center = CGPoint(x: newValue.midX, y: newValue.midY)
            observedStorage?.notify()
        }
    }
    /// The bounds (the host's collection: the size laid out in, at the content offset, kept).
    open override var bounds: CGRect {
        get { detached?.bounds ?? super.bounds }
        set {
            guard detached != nil else {
                let old = bounds
                super.bounds = newValue
                return boundsChanged(from: old)
            }
            detached?.bounds = newValue
            observedStorage?.notify()
        }
    }
    /// The centre (kept for the host's collection).
    open override var center: CGPoint {
        get { detached?.center ?? super.center }
        set { if detached != nil { detached?.center = newValue } else { super.center = newValue } }
    }
    /// The transform (kept for the host's collection).
    open override var transform: CGAffineTransform {
        get { detached?.transform ?? super.transform }
        set { if detached != nil { detached?.transform = newValue } else { super.transform = newValue } }
    }
    /// The opacity (kept for the host's collection).
    open override var alpha: CGFloat {
        get { detached?.alpha ?? super.alpha }
        set { if detached != nil { detached?.alpha = newValue } else { super.alpha = newValue } }
    }
    /// Hidden (kept for the host's collection).
    open override var isHidden: Bool {
        get { detached?.isHidden ?? super.isHidden }
        set { if detached != nil { detached?.isHidden = newValue } else { super.isHidden = newValue } }
    }
    /// The background colour (kept for the host's collection).
    open override var backgroundColor: UIColor? {
        get { detached != nil ? detached?.backgroundColor : super.backgroundColor }
        set { if detached != nil { detached?.backgroundColor = newValue } else { super.backgroundColor = newValue } }
    }
    /// Clipping (kept for the host's collection; true by default, as a scroll view's).
    open override var clipsToBounds: Bool {
        get { detached?.clipsToBounds ?? super.clipsToBounds }
        set { if detached != nil { detached?.clipsToBounds = newValue } else { super.clipsToBounds = newValue } }
    }
    /// The superview (none for the host's collection: it is in no hierarchy a plugin sees).
    open override var superview: UIView? { detached != nil ? nil : super.superview }
    /// The subviews (none for the host's collection).
    open override var subviews: [UIView] { detached != nil ? [] : super.subviews }
    /// Adds a subview (nothing for the host's collection, which a plugin cannot draw into).
    open override func addSubview(_ v: UIView) { if detached == nil { super.addSubview(v) } }
    /// Inserts a subview (nothing for the host's collection).
    open override func insertSubview(_ v: UIView, at index: Int) {
        if detached == nil { super.insertSubview(v, at: index) }
    }
    /// Inserts a subview above a sibling (nothing for the host's collection).
    open override func insertSubview(_ v: UIView, aboveSubview s: UIView) {
        if detached == nil { super.insertSubview(v, aboveSubview: s) }
    }
    /// Inserts a subview below a sibling (nothing for the host's collection).
    open override func insertSubview(_ v: UIView, belowSubview s: UIView) {
        if detached == nil { super.insertSubview(v, belowSubview: s) }
    }
    /// Removes it from its superview (the host's collection has none).
    open override func removeFromSuperview() { if detached == nil { super.removeFromSuperview() } }
    /// Brings a subview to the front (nothing for the host's collection).
    open override func bringSubviewToFront(_ v: UIView) { if detached == nil { super.bringSubviewToFront(v) } }
    /// Sends a subview to the back (nothing for the host's collection).
    open override func sendSubviewToBack(_ v: UIView) { if detached == nil { super.sendSubviewToBack(v) } }
    /// A frozen copy: for the host's collection, a new empty view of its size (the plugin
    /// cannot see the host's items; UIKit returns a view, so inside a host call this never
    /// answers nil for it).
    open override func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        guard let d = detached else { return super.snapshotView(afterScreenUpdates: afterScreenUpdates) }
        guard HostConnection.current != nil else { return nil }
        return UIView(frame: CGRect(origin: .zero, size: d.bounds.size))
    }
}
