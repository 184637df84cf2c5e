import Foundation

/// UIKit's `UICollectionViewLayoutInvalidationContext`: which parts of a layout an
/// invalidation makes stale, so a layout can recompute only those.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// True for the context of ``UICollectionViewLayout/invalidateLayout()`` (everything stale).
    public let invalidateEverything: Bool
    /// True when the numbers of sections or items changed (also when everything is stale).
    open var invalidateDataSourceCounts: Bool
    /// How far to move the content offset.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much to grow the content size.
    open var contentSizeAdjustment: CGSize = .zero
    /// The items made stale with ``invalidateItems(at:)`` (nil: none named).
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// A context that invalidates nothing yet (add items with ``invalidateItems(at:)``).
    /// Required, so a layout makes contexts of its ``UICollectionViewLayout/invalidationContextClass``.
    public override required init() {
        invalidateEverything = false
        invalidateDataSourceCounts = false
    }

    init(everything: Bool) {
        invalidateEverything = everything
        invalidateDataSourceCounts = everything
    }

    /// Adds `indexPaths` to the stale items, in order, each once.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        var list = invalidatedItemIndexPaths ?? []
        for p in indexPaths where !list.contains(p) { list.append(p) }
        invalidatedItemIndexPaths = list
    }

    /// The stale supplementary views by kind (nil: none named).
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The stale decoration views by kind (nil: none named; the host draws no decoration views).
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// Adds `indexPaths` of supplementary views of `elementKind` to the stale ones, each once.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = Self.adding(
            indexPaths, of: elementKind, to: invalidatedSupplementaryIndexPaths)
    }

    /// Adds `indexPaths` of decoration views of `elementKind` to the stale ones, each once.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = Self.adding(indexPaths, of: elementKind, to: invalidatedDecorationIndexPaths)
    }

    private static func adding(_ paths: [IndexPath], of kind: String, to table: [String: [IndexPath]]?)
        -> [String: [IndexPath]]
    {
        var t = table ?? [:]
        var list = t[kind] ?? []
        for p in paths where !list.contains(p) { list.append(p) }
        t[kind] = list
        return t
    }
}
