import TextFormat

/// A location or a displacement in a 2D coordinate space, in points.
///
/// The engine works in `Double` throughout: all math is done at full precision and only
/// rounded where values are printed (see ``Rounding``).
public struct Point: Hashable, Codable, Sendable {
    /// Horizontal coordinate, in points; grows to the right.
    public var x: Double
    /// Vertical coordinate, in points; grows downwards (UIKit's flipped space).
    public var y: Double

    /// Creates a point from its two coordinates.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Component-wise sum.
    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference.
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Scales both components.
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    /// Negates both components.
    @inlinable public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    /// Euclidean length of the vector from the origin to this point.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// Linear interpolation: `self` at `t = 0`, `to` at `t = 1`; `t` outside [0, 1] extrapolates.
    @inlinable public func interpolated(to: Point, _ t: Double) -> Point {
        Point(x: x + (to.x - x) * t, y: y + (to.y - y) * t)
    }

    /// True when both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Point: CustomStringConvertible {
    /// `(x, y)` with each value rounded for display (see ``Rounding/format(_:)``).
    public var description: String { "(\(Rounding.format(x)), \(Rounding.format(y)))" }
}

extension Array where Element == Point {
    /// The signed area of the polygon through these points (shoelace formula), square points:
    /// positive when it winds clockwise on screen (y grows downwards), negative otherwise.
    public var signedArea: Double {
        var a = 0.0
        for i in indices {
            let p = self[i], q = self[(i + 1) % count]
            a += p.x * q.y - q.x * p.y
        }
        return a / 2
    }
}
