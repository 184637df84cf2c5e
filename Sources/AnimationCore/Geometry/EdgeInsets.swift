/// Distances to inset each edge of a rectangle by, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Codable, Sendable {
    /// Inset of the top edge.
    public var top: Double
    /// Inset of the left edge.
    public var left: Double
    /// Inset of the bottom edge.
    public var bottom: Double
    /// Inset of the right edge.
    public var right: Double

    /// Creates insets from the four edges.
    @inlinable public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    @inlinable public init(all v: Double) { self.init(top: v, left: v, bottom: v, right: v) }

    /// No inset.
    public static let zero = EdgeInsets(all: 0)
}
