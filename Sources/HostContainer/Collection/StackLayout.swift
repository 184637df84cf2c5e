import Foundation
import AnimationCore

/// A stack of cards fanned out: every item in the middle of the collection, item i of n
/// turned by (i − (n − 1) / 2) × ``spread`` radians about its centre and lifted
/// ``lift`` × i points, later items on top; beyond the top ``visibleCount`` the rest are
/// hidden under them. The content is the collection's size (nothing scrolls).
public struct StackLayout: CollectionLayout {
    public var name: String { "stack" }
    /// Each card's size, points.
    public var itemSize: Size
    /// The turn between neighbouring cards, radians.
    public var spread: Double
    /// How far each card sits above the one before, points.
    public var lift: Double
    /// How many cards (the last ones) show.
    public var visibleCount: Int

    /// A fan of `itemSize` cards.
    public init(
        itemSize: Size = Size(width: 160, height: 220), spread: Double = 0.08, lift: Double = 2, visibleCount: Int = 8
    ) {
        self.itemSize = itemSize
        self.spread = spread
        self.lift = lift
        self.visibleCount = visibleCount
    }

    public func prepare(_ context: CollectionLayoutContext) -> PreparedLayout {
        let paths = context.paths
        let n = paths.count
        let c = Point(x: context.size.width / 2, y: context.size.height / 2)
        var items = context.sections.map { _ in [LayoutAttributes]() }
        for (i, p) in paths.enumerated() {
            // Cards below the visible top lie where the lowest visible one does.
            let shown = max(0, n - max(0, visibleCount))
            let k = Double(max(i, shown) - shown), m = Double(min(n, max(0, visibleCount)))
            var a = LayoutAttributes(path: p, center: Point(x: c.x, y: c.y - lift * k), size: itemSize)
            a.transform = .rotation((k - (m - 1) / 2) * spread, x: 0, y: 0, z: 1)
            a.zIndex = i
            a.isHidden = i < shown
            items[p.section].append(a)
        }
        return PreparedLayout(contentSize: context.size, items: items)
    }
}
