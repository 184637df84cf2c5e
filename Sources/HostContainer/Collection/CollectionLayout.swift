import AnimationCore

/// What a layout lays out: the collection's size and how many items each section has.
public struct CollectionLayoutContext: Hashable, Sendable {
    /// The collection view's bounds size, points.
    public var size: Size
    /// The item count of each section.
    public var sections: [Int]

    /// A context of `size` with these sections.
    public init(size: Size, sections: [Int]) {
        self.size = size
        self.sections = sections
    }

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
    /// The supplementary views (section headers and footers, badges…), each with its
    /// ``LayoutAttributes/elementKind``; at most one per kind, section and index.
    public var supplementary: [LayoutAttributes]

    /// A prepared layout.
    public init(contentSize: Size, items: [[LayoutAttributes]], supplementary: [LayoutAttributes] = []) {
        self.contentSize = contentSize
        self.items = items
        self.supplementary = supplementary
    }

    /// The supplementary views whose (transformed) frames meet `rect`, shown ones only.
    public func supplementaryAttributes(in rect: Rect) -> [LayoutAttributes] {
        supplementary.filter { a in !a.isHidden && CollectionLayouts.bounds(of: a).intersection(rect) != nil }
    }

    /// The supplementary view of `kind` at `path` (nil when the layout has none).
    public func supplementaryAttributes(_ kind: String, at path: ItemPath) -> LayoutAttributes? {
        supplementary.first { $0.elementKind == kind && $0.path == path }
    }

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
    /// True when the layout has its own path between layouts (``interpolate(_:from:to:progress:towards:)``);
    /// false by default (linear interpolation).
    var interpolates: Bool { get }
    /// Item `path`'s attributes `progress` (strictly between 0 and 1) of the way from `from` to
    /// `to` in a transition this layout is one end of (`towards`: it is the layout transitioned
    /// to), or nil to interpolate linearly. Hidden ends come as shown and transparent.
    func interpolate(_ path: ItemPath, from: LayoutAttributes, to: LayoutAttributes, progress: Double, towards: Bool)
        -> LayoutAttributes?
    /// UIKit's `initialLayoutAttributesForAppearingItem(at:)`: where item `path`, coming into
    /// view in a change to this layout (laid out as `prepared`), starts; nil (the default):
    /// where the old layout has it.
    func initialAttributes(forAppearing path: ItemPath, in prepared: PreparedLayout) -> LayoutAttributes?
    /// UIKit's `finalLayoutAttributesForDisappearingItem(at:)`: where item `path`, going out of
    /// view in a change from this layout (laid out as `prepared`), ends; nil (the default):
    /// where the new layout has it.
    func finalAttributes(forDisappearing path: ItemPath, in prepared: PreparedLayout) -> LayoutAttributes?
}

extension CollectionLayout {
    /// No path of its own.
    public var interpolates: Bool { false }
    /// Linear interpolation.
    public func interpolate(
        _ path: ItemPath, from: LayoutAttributes, to: LayoutAttributes, progress: Double, towards: Bool
    ) -> LayoutAttributes? { nil }
    /// From where the old layout has it.
    public func initialAttributes(forAppearing path: ItemPath, in prepared: PreparedLayout) -> LayoutAttributes? { nil }
    /// To where the new layout has it.
    public func finalAttributes(forDisappearing path: ItemPath, in prepared: PreparedLayout) -> LayoutAttributes? {
        nil
    }
}

/// An item moving in a layout change, with its two ends.
public struct ItemMove: Hashable, Sendable {
    /// The item.
    public var path: ItemPath
    /// Where it starts and where it ends.
    public var from: LayoutAttributes, to: LayoutAttributes

    /// The items that move in a change from `oldLayout` (laid out as `old`, showing
    /// `oldVisible`) to `newLayout` (`new`, showing `newVisible`): those visible at either end,
    /// in order. One that comes into view starts where `newLayout`'s
    /// ``CollectionLayout/initialAttributes(forAppearing:in:)`` says, else where `old` has it;
    /// one that goes out of view ends where `oldLayout`'s
    /// ``CollectionLayout/finalAttributes(forDisappearing:in:)`` says, else where `new` has it.
    public static func moves(
        from oldLayout: CollectionLayout, _ old: PreparedLayout, showing oldVisible: [LayoutAttributes],
        to newLayout: CollectionLayout, _ new: PreparedLayout, showing newVisible: [LayoutAttributes]
    ) -> [ItemMove] {
        let before = Set(oldVisible.map(\.path)), after = Set(newVisible.map(\.path))
        return before.union(after).sorted().compactMap { path in
            guard var a = old.attributes(of: path), var b = new.attributes(of: path) else { return nil }
            if !before.contains(path), let i = newLayout.initialAttributes(forAppearing: path, in: new) {
                a = i
                a.path = path
                a.elementKind = nil
            }
            if !after.contains(path), let f = oldLayout.finalAttributes(forDisappearing: path, in: old) {
                b = f
                b.path = path
                b.elementKind = nil
            }
            return ItemMove(path: path, from: a, to: b)
        }
    }
}

/// How the items go from one layout to another: the destination layout's own path if it has
/// one, else the source's, else ``LayoutAttributes/interpolated(to:_:)``. Whatever the path,
/// progress 0 and 1 are exactly the two layouts' attributes, and an item hidden at both ends
/// stays hidden.
public struct LayoutInterpolation {
    /// The layout whose own path is used, and whether it is the destination (nil: linear).
    private let custom: (layout: CollectionLayout, towards: Bool)?

    /// The interpolation from `from` to `to`.
    public init(from: CollectionLayout, to: CollectionLayout) {
        custom = to.interpolates ? (to, true) : (from.interpolates ? (from, false) : nil)
    }

    /// True when a layout gives its own path.
    public var isCustom: Bool { custom != nil }

    /// `a` (an item's attributes in the source) `t` of the way to `b` (in the destination).
    public func attributes(_ a: LayoutAttributes, _ b: LayoutAttributes, _ t: Double) -> LayoutAttributes {
        if t <= 0 { return a }
        if t >= 1 { return b }
        guard let c = custom, !(a.isHidden && b.isHidden),
            var out = c.layout.interpolate(
                a.path, from: a.shownTransparent, to: b.shownTransparent, progress: t, towards: c.towards)
        else {
            return a.interpolated(to: b, t)
        }
        out.path = a.path
        return out
    }
}

/// Shared arithmetic of the layouts.
public enum CollectionLayouts {
    /// The axis-aligned box holding `a`'s frame after its transform (about its centre, with
    /// perspective divided out; a box of nothing when a corner goes behind the eye).
    public static func bounds(of a: LayoutAttributes) -> Rect {
        guard a.transform != .identity else { return a.frame }
        let hw = a.size.width / 2, hh = a.size.height / 2
        let corners = [Point(x: -hw, y: -hh), Point(x: hw, y: -hh), Point(x: hw, y: hh), Point(x: -hw, y: hh)].map {
            a.transform.apply($0)
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(
            x: a.center.x + xs.min()!, y: a.center.y + ys.min()!, width: xs.max()! - xs.min()!,
            height: ys.max()! - ys.min()!)
    }
}
