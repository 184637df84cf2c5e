import Foundation
import TextFormat

/// A 2D affine transform with Core Graphics' layout and conventions (`CGAffineTransform`).
///
/// Points are row vectors: `[x y 1] × [[a b 0] [c d 0] [tx ty 1]]`, so
/// `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`. A positive rotation turns the x axis towards
/// the y axis, which on UIKit's y-down screen is clockwise.
public struct Transform2D: Hashable, Codable, Sendable {
    /// Row 1, column 1: x scale / cosine term.
    public var a: Double
    /// Row 1, column 2: the y picked up per unit of x (sine term).
    public var b: Double
    /// Row 2, column 1: the x picked up per unit of y (minus sine term).
    public var c: Double
    /// Row 2, column 2: y scale / cosine term.
    public var d: Double
    /// Horizontal translation, in points.
    public var tx: Double
    /// Vertical translation, in points.
    public var ty: Double

    /// Creates a transform from its six entries.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `(tx, ty)` points.
    @inlinable public static func translation(_ tx: Double, _ ty: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    @inlinable public static func scale(_ sx: Double, _ sy: Double) -> Transform2D {
        Transform2D(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (clockwise on a y-down screen for positive angles).
    @inlinable public static func rotation(_ angle: Double) -> Transform2D {
        let s = sin(angle), co = cos(angle)
        return Transform2D(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// True when this is exactly the identity.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (Core Graphics' `concatenating`): the matrix product
    /// `self × other`.
    @inlinable public func concatenating(_ t: Transform2D) -> Transform2D {
        Transform2D(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A translation applied *before* `self` (Core Graphics' `translatedBy(x:y:)`).
    @inlinable public func translatedBy(x: Double, y: Double) -> Transform2D {
        Transform2D.translation(x, y).concatenating(self)
    }
    /// A scale applied *before* `self` (Core Graphics' `scaledBy(x:y:)`).
    @inlinable public func scaledBy(x: Double, y: Double) -> Transform2D { Transform2D.scale(x, y).concatenating(self) }
    /// A rotation applied *before* `self` (Core Graphics' `rotated(by:)`).
    @inlinable public func rotated(by angle: Double) -> Transform2D { Transform2D.rotation(angle).concatenating(self) }

    /// The determinant of the linear part.
    @inlinable public var determinant: Double { a * d - b * c }

    /// The inverse transform, or `nil` when the linear part is singular (determinant 0) or the
    /// result is not finite. Core Graphics returns the input unchanged in that case; an
    /// optional makes the failure impossible to miss.
    public func inverted() -> Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        let r = Transform2D(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
        return r.isFinite ? r : nil
    }

    /// Applies the transform to a point.
    @inlinable public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The smallest axis-aligned rectangle that holds the transformed rectangle
    /// (Core Graphics' `CGRectApplyAffineTransform`).
    public func apply(_ r: Rect) -> Rect { Rect.bounding(r.corners.map(apply)) }

    /// True when every entry is finite.
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The transform as a 3D transform acting in the z = 0 plane (`CATransform3DMakeAffineTransform`).
    @inlinable public var transform3D: Transform3D {
        var m = Transform3D.identity
        m.m11 = a
        m.m12 = b
        m.m21 = c
        m.m22 = d
        m.m41 = tx
        m.m42 = ty
        return m
    }
}

extension Transform2D: CustomStringConvertible {
    /// `[a, b, c, d, tx, ty]` with values rounded for display, so a rotation by π prints
    /// `[-1, 0, 0, -1, 0, 0]`.
    public var description: String {
        "[" + [a, b, c, d, tx, ty].map { Rounding.format($0) }.joined(separator: ", ") + "]"
    }
}
