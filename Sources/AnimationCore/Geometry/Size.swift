import TextFormat

/// A width and a height, in points. Negative values are allowed (as in Core Graphics) and are
/// normalised by ``Rect/standardized``.
public struct Size: Hashable, Codable, Sendable {
    /// Horizontal extent, in points.
    public var width: Double
    /// Vertical extent, in points.
    public var height: Double

    /// Creates a size from its two extents.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)

    /// Linear interpolation of both extents; `t` outside [0, 1] extrapolates.
    @inlinable public func interpolated(to: Size, _ t: Double) -> Size {
        Size(width: width + (to.width - width) * t, height: height + (to.height - height) * t)
    }

    /// True when both extents are finite.
    @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Size: CustomStringConvertible {
    /// `W×H` with each value rounded for display.
    public var description: String { "\(Rounding.format(width))×\(Rounding.format(height))" }
}
