import Foundation

// Core Graphics' equality methods (the Swift names of `CGPointEqualToPoint`,
// `CGSizeEqualToSize` and `CGRectEqualToRect`), which swift-corelibs-foundation lacks.

extension CGPoint {
    /// Whether the two points are the same (`CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles cover the same area (`CGRectEqualToRect`): rectangles are
    /// compared standardized, so a negative width or height equals its mirror, as Core
    /// Graphics compares them; two null rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}
