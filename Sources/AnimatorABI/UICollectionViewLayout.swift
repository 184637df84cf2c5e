/// UIKit's index path accessors for collections (`item`, `section`, `row`), which UIKit adds to
/// Foundation's `IndexPath`.
extension IndexPath {
    /// The path of `item` in `section`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The path of `row` in `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section (the first index).
    public var section: Int { count > 0 ? self[0] : 0 }
    /// The item (the second index).
    public var item: Int { count > 1 ? self[1] : 0 }
    /// The row (the second index).
    public var row: Int { item }
}

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout puts one item.
open class UICollectionViewLayoutAttributes: NSObject {
    /// The item.
    open var indexPath: IndexPath
    /// The centre, in the content's coordinates.
    open var center: CGPoint = .zero
    /// The size.
    open var size: CGSize = .zero
    /// The 3D transform about the centre.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// Opacity, 0…1.
    open var alpha: CGFloat = 1
    /// Stacking order.
    open var zIndex = 0
    /// Not drawn when true.
    open var isHidden = false
    /// A cell, or a supplementary view.
    public internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// A supplementary view's kind (nil for a cell).
    public internal(set) var representedElementKind: String?

    /// Attributes of a cell at the first item of the first section, with UIKit's defaults (no
    /// size, at the origin, shown, opaque). Required, so that a layout makes attributes of
    /// its ``UICollectionViewLayout/layoutAttributesClass``, as UIKit's flow layout does.
    public override required init() { indexPath = IndexPath(item: 0, section: 0) }

    /// Attributes for the cell of `indexPath`. Required, as UIKit's class factory is, so that a
    /// layout can make them of its attributes class (`layoutClass.init(forCellWith: ip)`).
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// A copy of `other` (what ``copy()`` makes; subclasses that add properties override it,
    /// call super and copy theirs).
    public required init(copying other: UICollectionViewLayoutAttributes) {
        indexPath = other.indexPath
        center = other.center
        size = other.size
        transform3D = other.transform3D
        alpha = other.alpha
        zIndex = other.zIndex
        isHidden = other.isHidden
        representedElementCategory = other.representedElementCategory
        representedElementKind = other.representedElementKind
    }

    /// A copy, as `NSCopying`'s `copy()` gives on iOS: layouts copy the attributes they cache
    /// before changing them (`super.layoutAttributesForItem(at:)?.copy() as? UICollectionViewLayoutAttributes`).
    open override func copy() -> Any { copy(with: nil) }
    /// `NSCopying`'s copy, which ``copy()`` calls as on iOS: attribute subclasses that add
    /// properties override it (`super.copy(with: zone)`, then copy theirs) or ``init(copying:)``.
    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(copying: self) }

    /// `NSObject`'s equality as UIKit gives attributes: the same class and the same values
    /// (index path, element, geometry, alpha, z-index, hidden), so a layout can tell whether
    /// anything changed. Subclasses with properties of their own override it, compare theirs
    /// and call super, as on iOS.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes, type(of: o) == type(of: self) else { return false }
        return o.indexPath == indexPath && o.representedElementCategory == representedElementCategory
            && o.representedElementKind == representedElementKind && o.center == center && o.size == size
            && o.transform3D == transform3D && o.alpha == alpha && o.zIndex == zIndex && o.isHidden == isHidden
    }
    /// The item and its element (a part of what ``isEqual(_:)`` compares, so equal attributes
    /// hash alike, subclasses' included).
    open override var hash: Int {
        var h = Hasher()
        h.combine(indexPath)
        h.combine(representedElementCategory)
        h.combine(representedElementKind)
        return h.finalize()
    }

    /// Attributes for a supplementary view of `elementKind` (e.g.
    /// `UICollectionView.elementKindSectionHeader`) at `indexPath` (its section, and its index
    /// among that section's views of the kind). The host shows its kind in 47 bytes of UTF-8
    /// at most.
    /// Required, as ``init(forCellWith:)``.
    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath` (the host
    /// draws no decoration views: the host ignores such attributes).
    /// Required, as ``init(forCellWith:)``.
    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The frame: the size about the centre.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        // origin + size / 2, as the host computes a frame's centre (midX can differ by an ulp).
        set {
            size = newValue.size
            center = CGPoint(
                x: newValue.origin.x + newValue.size.width / 2, y: newValue.origin.y + newValue.size.height / 2)
        }
    }
    /// The bounds: the size at the origin (UIKit's; setting it sets the size and keeps the
    /// centre).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The affine part of ``transform3D``.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
}

/// UIKit's `UICollectionViewLayout`, as a layout plugin subclasses it: ``prepare()`` runs with
/// ``collectionView`` set, then the host asks ``layoutAttributesForItem(at:)`` for every item
/// (by default the item's entry in ``layoutAttributesForElements(in:)`` over the content) and
/// reads ``collectionViewContentSize``; the supplementary views are those the elements over
/// the content include. It must give the same attributes for the same
/// collection (the host checks).
open class UICollectionViewLayout: NSObject {
    /// NSObject's string-keyed KVO callback (``KeyValueObserving``): does nothing by default;
    /// subclasses override it (calling `super` for contexts that are not theirs, as on iOS).
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// The collection being laid out (set for ``prepare()`` and the calls after it). A
    /// collection view a plugin makes holds its layout, and the layout holds it back weakly, as
    /// in UIKit; the host's collection (made for one layout call) is held here.
    public internal(set) var collectionView: UICollectionView? {
        get { hostCollection ?? plugInCollection }
        set {
            if let newValue, newValue.isHostCollection {
                hostCollection = newValue
                plugInCollection = nil
            } else {
                hostCollection = nil
                plugInCollection = newValue
            }
        }
    }
    private var hostCollection: UICollectionView?
    private weak var plugInCollection: UICollectionView?

    /// A layout (UIKit's `init()`).
    public override init() {}

    /// A layout (there are no archives here: the coder is ignored). Required, as in UIKit, so
    /// that subclasses' `required init?(coder:)` and their `super.init(coder:)` compile unchanged.
    public required init?(coder: NSCoder) {}

    /// The class of the attributes this layout makes (UIKit's `layoutAttributesClass`): layouts
    /// that carry more per item override it with a subclass, and ``UICollectionViewFlowLayout``
    /// makes its attributes of this class, as UIKit's does, so `super`'s attributes cast to it.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The class of the invalidation contexts this layout makes (UIKit's default).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Whether the layout mirrors itself in a right-to-left language (UIKit's default: false).
    /// The host's screen is left to right, so it is never mirrored.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    /// The direction the layout was written for (UIKit's default: left to right).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether a cell that prefers other attributes than it was given calls for a new layout
    /// (UIKit's default: false). The host sizes no cells itself, so it never asks.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }
    /// The context that invalidates for such a preference (UIKit's default: a new context of
    /// ``invalidationContextClass`` that invalidates nothing more).
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext { makeInvalidationContext() }
    /// The context that invalidates for a bounds change (UIKit's default: a new context of
    /// ``invalidationContextClass``).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// A new context of ``invalidationContextClass`` (a plain one when that is not a context class).
    private func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let cls =
            type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
            ?? UICollectionViewLayoutInvalidationContext.self
        return cls.init()
    }

    /// New attributes of ``layoutAttributesClass`` for the cell of `indexPath` (plain ones
    /// when that class is not an attributes class).
    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let cls =
            type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
            ?? UICollectionViewLayoutAttributes.self
        let a = cls.init()
        a.indexPath = indexPath
        return a
    }

    /// Computes what the calls after it answer.
    open func prepare() {}
    /// Called when a layout made from a storyboard or nib is loaded: never here (there are
    /// none); kept so that overrides compile (a layout that sets its defaults there should set
    /// them in its initializer too, as one made in code needs).
    open func awakeFromNib() {}
    /// Whether the collection's bounds becoming `newBounds` calls for a new layout (UIKit's
    /// default: false). A collection view a plugin makes asks it whenever its bounds change (a
    /// scroll, a resize), then invalidates with ``invalidationContext(forBoundsChange:)`` on
    /// yes, as UIKit's does; the host lays its own collection out unscrolled, so it never asks.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// Where the content offset goes when this layout replaces another (UIKit's default: the
    /// offset proposed). A plugin-made collection asks it in
    /// ``UICollectionView/setCollectionViewLayout(_:animated:)``, as UIKit's does.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// Where scrolling at `velocity` that would stop at `proposedContentOffset` stops (UIKit's
    /// default: there; paging layouts override it to snap). UIKit asks it when a drag ends; the
    /// host never drags a collection, so it never asks (a plugin may call it).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }
    /// Marks the whole layout stale: `invalidateLayout(with:)` with a context that invalidates
    /// everything, as UIKit does. Every pass of the host prepares the layout afresh, so the
    /// next pass always honours it.
    open func invalidateLayout() { invalidateLayout(with: UICollectionViewLayoutInvalidationContext(everything: true)) }
    /// Marks what `context` names stale (nothing more to do: see ``invalidateLayout()``).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {}
    /// Updates of the collection's items (inserts, deletes, moves, reloads) are about to animate
    /// (UIKit's default does nothing). The host lays out fixed item counts and sends no updates,
    /// so it never calls this; a plugin that applies updates of its own calls it, then
    /// ``finalizeCollectionViewUpdates()``.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Updates of the collection's items ended (the host sends none; UIKit's default does nothing).
    open func finalizeCollectionViewUpdates() {}
    /// Called before an animated change of the collection's bounds, with the old bounds.
    /// Does nothing by default (the host animates no bounds change of its own).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// Called after an animated bounds change. Does nothing by default.
    open func finalizeAnimatedBoundsChange() {}
    /// Called before the collection moves from this layout to `newLayout`. Does nothing by
    /// default.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    /// Called before the collection moves to this layout from `oldLayout`. Does nothing by
    /// default.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    /// Called after a layout transition. Does nothing by default.
    open func finalizeLayoutTransition() {}
    /// The starting attributes of a supplementary view that appears: its attributes now, as
    /// UIKit's default (nil for no such view).
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
    }
    /// The ending attributes of a supplementary view that disappears: its attributes now.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
    }
    /// The supplementary views of `elementKind` an update removes (none by default).
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The supplementary views of `elementKind` an update adds (none by default).
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The scrollable content's size.
    open var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }
    /// The attributes of the items in `rect` (by default none).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of one item (by default its entry in the elements over the content).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let content = CGRect(origin: .zero, size: collectionViewContentSize)
        return layoutAttributesForElements(in: content.insetBy(dx: -1e9, dy: -1e9))?.first { $0.indexPath == indexPath }
    }

    /// The attributes of an item the user drags to reorder (UIKit's interactive movement, iOS
    /// 9): its own attributes, centered at `position` and above the others. Reordering layouts
    /// override it to lift the item (`alpha`, a scale); the host never drags items, so only
    /// plugin code calls it.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes
    {
        let own = layoutAttributesForItem(at: indexPath)
        let moving =
            own.flatMap { $0.copy() as? UICollectionViewLayoutAttributes }
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        moving.center = position
        moving.zIndex = Int.max / 2
        return moving
    }

    /// UIKit's initial attributes of an item that comes into view in a layout change to this
    /// layout (the host's `ap.layout-appearance/1`): where it starts. Nil (the default): where
    /// the old layout has it.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }
    /// UIKit's final attributes of an item that goes out of view in a layout change from this
    /// layout: where it ends. Nil (the default): where the new layout has it.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// The attributes of a supplementary view (by default none; the host collects supplementary
    /// views from ``layoutAttributesForElements(in:)`` over the whole content).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The attributes of a decoration view (UIKit's default: none). The host draws no
    /// decoration views, so it never asks; layouts that place them (an indicator, a border)
    /// call it themselves.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    /// Registers the view class of a decoration kind (kept: the host draws no decoration views).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
    }
    /// Registers the nib of a decoration kind (kept: the host draws no decoration views and
    /// loads no nibs).
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationNibs[elementKind] = nib
    }
    /// The decoration view classes registered, by kind.
    var decorationClasses: [String: AnyClass] = [:]
    /// The decoration view nibs registered, by kind.
    var decorationNibs: [String: UINib] = [:]

    /// This layout's own path between layouts (the host's `ap.layout-interpolation/1`
    /// extension; on iOS a `UICollectionViewTransitionLayout` subclass does this): the item's
    /// attributes `progress` (strictly between 0 and 1) of the way from `from` (in the layout
    /// transitioned from) to `to` (in the one transitioned to); `towards` is true when this
    /// layout is the one transitioned to. A hidden end comes as shown with alpha 0. Nil (the
    /// default) leaves that item to the host's linear interpolation. The host asks only layouts
    /// of plugins whose ``LayoutPlugin/interpolates`` is true; it must be pure.
    open func interpolatedLayoutAttributes(
        from: UICollectionViewLayoutAttributes, to: UICollectionViewLayoutAttributes,
        progress: CGFloat, towards: Bool
    ) -> UICollectionViewLayoutAttributes? { nil }
}

/// Attributes are dynamic items, as in UIKit: a layout can attach behaviours to them (a
/// springy layout's `UIAttachmentBehavior(item: attributes, attachedToAnchor:)`), which move
/// their ``UICollectionViewLayoutAttributes/center`` and turn their
/// ``UICollectionViewLayoutAttributes/transform``.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
