import TextFormat

/// An axis-aligned rectangle: an origin (its minimum corner when the size is positive) and a size.
public struct Rect: Hashable, Codable, Sendable {
    /// The corner the size extends from; the top-left corner for a positive size.
    public var origin: Point
    /// The extent from ``origin``; may be negative (see ``standardized``).
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four components.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// The empty rectangle at the origin. Core Graphics' `CGRectZero`; UIKit's transition
    /// context returns it for a frame it does not know.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Smallest x of the rectangle, whatever the sign of its width.
    @inlinable public var minX: Double { size.width >= 0 ? origin.x : origin.x + size.width }
    /// Largest x of the rectangle.
    @inlinable public var maxX: Double { size.width >= 0 ? origin.x + size.width : origin.x }
    /// Smallest y of the rectangle.
    @inlinable public var minY: Double { size.height >= 0 ? origin.y : origin.y + size.height }
    /// Largest y of the rectangle.
    @inlinable public var maxY: Double { size.height >= 0 ? origin.y + size.height : origin.y }
    /// The middle of the rectangle on the x axis.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The middle of the rectangle on the y axis.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// Absolute width.
    @inlinable public var width: Double { abs(size.width) }
    /// Absolute height.
    @inlinable public var height: Double { abs(size.height) }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// The same rectangle with a non-negative width and height.
    @inlinable public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// True when the rectangle encloses no area.
    @inlinable public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The rectangle moved by `(dx, dy)`.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (grown for negative values).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        let s = standardized
        return Rect(
            x: s.origin.x + dx, y: s.origin.y + dy, width: s.size.width - 2 * dx, height: s.size.height - 2 * dy)
    }

    /// The rectangle shrunk by the given edge insets.
    @inlinable public func inset(by insets: EdgeInsets) -> Rect {
        let s = standardized
        return Rect(
            x: s.origin.x + insets.left, y: s.origin.y + insets.top,
            width: s.size.width - insets.left - insets.right,
            height: s.size.height - insets.top - insets.bottom)
    }

    /// True when `p` lies inside or on the border.
    @inlinable public func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }

    /// The smallest rectangle that holds both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The overlap of both rectangles, or `nil` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The four corners, clockwise from the minimum corner: (minX, minY), (maxX, minY),
    /// (maxX, maxY), (minX, maxY).
    @inlinable public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// Componentwise linear interpolation of origin and size.
    @inlinable public func interpolated(to: Rect, _ t: Double) -> Rect {
        Rect(origin: origin.interpolated(to: to.origin, t), size: size.interpolated(to: to.size, t))
    }

    /// True when every component is finite.
    @inlinable public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The smallest axis-aligned rectangle that holds all `points`; `.zero` for none.
    public static func bounding(_ points: [Point]) -> Rect {
        guard var x0 = points.first?.x, var y0 = points.first?.y else { return .zero }
        var x1 = x0, y1 = y0
        for p in points.dropFirst() {
            x0 = Swift.min(x0, p.x)
            x1 = Swift.max(x1, p.x)
            y0 = Swift.min(y0, p.y)
            y1 = Swift.max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Rect: CustomStringConvertible {
    /// `(x, y, W×H)` rounded for display.
    public var description: String {
        "(\(Rounding.format(origin.x)), \(Rounding.format(origin.y)), \(size))"
    }
}
