import Foundation
import AnimationCore

/// A carousel ring: the items evenly round a circle in the middle of the collection, the
/// first at the top, going clockwise, upright; the radius leaves ``margin`` points and half an
/// item inside the bounds. The content is the collection's size.
public struct CircleLayout: CollectionLayout {
    public var name: String { "circle" }
    /// Each item's size, points.
    public var itemSize: Size
    /// The space kept between the ring's items and the bounds, points.
    public var margin: Double

    /// A ring of `itemSize` items.
    public init(itemSize: Size = Size(width: 60, height: 60), margin: Double = 10) {
        self.itemSize = itemSize
        self.margin = margin
    }

    /// The ring's radius in a collection of `size`.
    public func radius(in size: Size) -> Double {
        max(0, min(size.width, size.height) / 2 - max(itemSize.width, itemSize.height) / 2 - margin)
    }

    public func prepare(_ context: CollectionLayoutContext) -> PreparedLayout {
        let paths = context.paths
        let n = Double(max(1, paths.count))
        let c = Point(x: context.size.width / 2, y: context.size.height / 2), r = radius(in: context.size)
        var items = context.sections.map { _ in [LayoutAttributes]() }
        for (i, p) in paths.enumerated() {
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(i) / n
            items[p.section].append(
                LayoutAttributes(
                    path: p, center: Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle)), size: itemSize))
        }
        return PreparedLayout(contentSize: context.size, items: items)
    }
}
