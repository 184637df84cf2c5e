import AnimationCore

/// What a layout lays out: the collection's size and how many items each section has.
public struct CollectionLayoutContext: Hashable, Sendable {
    /// The collection view's bounds size, points.
    public var size: Size
    /// The item count of each section.
    public var sections: [Int]

    /// A context of `size` with these sections.
    public init(size: Size, sections: [Int]) { self.size = size; self.sections = sections }

    /// Every item path, in order.
    public var paths: [ItemPath] {
        sections.enumerated().flatMap { s, n in (0..<max(0, n)).map { ItemPath(item: $0, section: s) } }
    }
}

/// A laid-out collection: the content size and every item's attributes (UIKit's
/// `collectionViewContentSize` and `layoutAttributesForElements(in:)` after `prepare()`).
public struct PreparedLayout: Hashable, Sendable {
    /// The scrollable content's size, points.
    public var contentSize: Size
    /// Every item's attributes, section by section, in item order.
    public var items: [[LayoutAttributes]]

    /// A prepared layout.
    public init(contentSize: Size, items: [[LayoutAttributes]]) { self.contentSize = contentSize; self.items = items }

    /// The attributes of `path` (nil when the layout has no such item).
    public func attributes(of path: ItemPath) -> LayoutAttributes? {
        guard items.indices.contains(path.section), items[path.section].indices.contains(path.item) else { return nil }
        return items[path.section][path.item]
    }

    /// The attributes of the items whose (transformed) frames meet `rect`, in item order
    /// (UIKit's `layoutAttributesForElements(in:)`).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        items.flatMap { $0 }.filter { a in !a.isHidden && CollectionLayouts.bounds(of: a).intersection(rect) != nil }
    }
}

/// UIKit's `UICollectionViewLayout`, as a value: given the context, every item's attributes.
/// Layouts are pure (the same context gives the same attributes), which is what lets a
/// transition interpolate between two of them and a layout plugin be checked for determinism.
public protocol CollectionLayout: Sendable {
    /// A short name for traces ("grid", "list", …).
    var name: String { get }
    /// Lays out the items of `context`.
    func prepare(_ context: CollectionLayoutContext) -> PreparedLayout
}

/// Shared arithmetic of the layouts.
public enum CollectionLayouts {
    /// The axis-aligned box holding `a`'s frame after its transform (about its centre, with
    /// perspective divided out; a box of nothing when a corner goes behind the eye).
    public static func bounds(of a: LayoutAttributes) -> Rect {
        guard a.transform != .identity else { return a.frame }
        let hw = a.size.width / 2, hh = a.size.height / 2
        let corners = [Point(x: -hw, y: -hh), Point(x: hw, y: -hh), Point(x: hw, y: hh), Point(x: -hw, y: hh)].map { a.transform.apply($0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: a.center.x + xs.min()!, y: a.center.y + ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
