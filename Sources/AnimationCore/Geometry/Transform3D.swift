import Foundation
import TextFormat

/// A 4×4 homogeneous transform with Core Animation's layout and conventions (`CATransform3D`).
///
/// Points are row vectors, `[x y z 1] × M`; the translation sits in `m41, m42, m43`. The z axis
/// points towards the viewer, and perspective follows the `m34 = -1/d` convention: a point at
/// depth `z` is divided by `w = 1 - z/d`, so things nearer the viewer look bigger.
public struct Transform3D: Hashable, Codable, Sendable {
    // Row 1.
    /// Row 1, column 1.
    public var m11: Double
    /// Row 1, column 2.
    public var m12: Double
    /// Row 1, column 3.
    public var m13: Double
    /// Row 1, column 4 (perspective term for x).
    public var m14: Double
    /// Row 2, column 1.
    public var m21: Double
    /// Row 2, column 2.
    public var m22: Double
    /// Row 2, column 3.
    public var m23: Double
    /// Row 2, column 4 (perspective term for y).
    public var m24: Double
    /// Row 3, column 1.
    public var m31: Double
    /// Row 3, column 2.
    public var m32: Double
    /// Row 3, column 3.
    public var m33: Double
    /// Row 3, column 4: the perspective term; `-1/d` for an eye at distance `d` points.
    public var m34: Double
    /// Row 4, column 1: x translation, in points.
    public var m41: Double
    /// Row 4, column 2: y translation, in points.
    public var m42: Double
    /// Row 4, column 3: z translation, in points.
    public var m43: Double
    /// Row 4, column 4: homogeneous scale (1 for ordinary transforms).
    public var m44: Double

    /// Creates a transform from its sixteen entries, row by row.
    @inlinable public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// Creates a transform from sixteen entries in row order.
    public init(rows v: [Double]) {
        precondition(v.count == 16, "Transform3D(rows:) needs 16 values, got \(v.count)")
        self.init(
            m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
            m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// The sixteen entries in row order.
    public var rows: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The identity transform.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// A translation by `(tx, ty, tz)` points.
    @inlinable public static func translation(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
        var m = identity
        m.m41 = tx
        m.m42 = ty
        m.m43 = tz
        return m
    }

    /// A scale along the three axes.
    @inlinable public static func scale(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform3D {
        var m = identity
        m.m11 = sx
        m.m22 = sy
        m.m33 = sz
        return m
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)` (normalised here; a zero axis
    /// gives the identity, as Core Animation does). About z it equals ``Transform2D/rotation(_:)``.
    public static func rotation(_ angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite else { return identity }
        let ux = x / len, uy = y / len, uz = z / len
        let s = sin(angle), c = cos(angle), k = 1 - c
        return Transform3D(
            m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
            m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
            m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A perspective transform for an eye `distance` points in front of the z = 0 plane
    /// (`m34 = -1/distance`).
    @inlinable public static func perspective(distance: Double) -> Transform3D {
        var m = identity
        m.m34 = -1 / distance
        return m
    }

    /// True when this is exactly the identity.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// True when the transform only acts in the z = 0 plane, so that it is exactly an affine
    /// transform (`CATransform3DIsAffine`).
    @inlinable public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The affine part (`CATransform3DGetAffineTransform`): exact when ``isAffine``, otherwise
    /// the entries that act in the z = 0 plane.
    @inlinable public var affine: Transform2D {
        Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` followed by `t` (`CATransform3DConcat(self, t)`): the matrix product `self × t`.
    public func concatenating(_ t: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * t.m11 + m12 * t.m21 + m13 * t.m31 + m14 * t.m41,
            m12: m11 * t.m12 + m12 * t.m22 + m13 * t.m32 + m14 * t.m42,
            m13: m11 * t.m13 + m12 * t.m23 + m13 * t.m33 + m14 * t.m43,
            m14: m11 * t.m14 + m12 * t.m24 + m13 * t.m34 + m14 * t.m44,
            m21: m21 * t.m11 + m22 * t.m21 + m23 * t.m31 + m24 * t.m41,
            m22: m21 * t.m12 + m22 * t.m22 + m23 * t.m32 + m24 * t.m42,
            m23: m21 * t.m13 + m22 * t.m23 + m23 * t.m33 + m24 * t.m43,
            m24: m21 * t.m14 + m22 * t.m24 + m23 * t.m34 + m24 * t.m44,
            m31: m31 * t.m11 + m32 * t.m21 + m33 * t.m31 + m34 * t.m41,
            m32: m31 * t.m12 + m32 * t.m22 + m33 * t.m32 + m34 * t.m42,
            m33: m31 * t.m13 + m32 * t.m23 + m33 * t.m33 + m34 * t.m43,
            m34: m31 * t.m14 + m32 * t.m24 + m33 * t.m34 + m34 * t.m44,
            m41: m41 * t.m11 + m42 * t.m21 + m43 * t.m31 + m44 * t.m41,
            m42: m41 * t.m12 + m42 * t.m22 + m43 * t.m32 + m44 * t.m42,
            m43: m41 * t.m13 + m42 * t.m23 + m43 * t.m33 + m44 * t.m43,
            m44: m41 * t.m14 + m42 * t.m24 + m43 * t.m34 + m44 * t.m44)
    }

    /// A translation applied before `self` (`CATransform3DTranslate`).
    public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D.translation(x, y, z).concatenating(self)
    }
    /// A scale applied before `self` (`CATransform3DScale`).
    public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D.scale(x, y, z).concatenating(self)
    }
    /// A rotation applied before `self` (`CATransform3DRotate`).
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D.rotation(angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The determinant of the full 4×4 matrix.
    public var determinant: Double {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The inverse, or `nil` when the matrix is singular or the result is not finite
    /// (`CATransform3DInvert` returns its input in that case; an optional cannot be ignored).
    public func inverted() -> Transform3D? {
        // Cofactor expansion through 2×2 sub-determinants of the top and bottom row pairs.
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        let r = Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * k,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * k,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * k,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * k,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * k)
        return r.isFinite ? r : nil
    }

    /// Applies the transform to `(x, y, z, 1)` and returns the homogeneous result `(X, Y, Z, W)`.
    @inlinable public func applyHomogeneous(x: Double, y: Double, z: Double = 0) -> (
        x: Double, y: Double, z: Double, w: Double
    ) {
        (
            x * m11 + y * m21 + z * m31 + m41,
            x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43,
            x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// Applies the transform to a point of the z = 0 plane and projects it back onto the plane
    /// (divides by `w`). A point that lands behind the eye (`w ≤ 0`) is projected with
    /// `w = 1e-6` so that it stays finite; it is then far outside any sensible viewport.
    @inlinable public func apply(_ p: Point) -> Point {
        let h = applyHomogeneous(x: p.x, y: p.y)
        let w = h.w > 1e-6 ? h.w : 1e-6
        return Point(x: h.x / w, y: h.y / w)
    }

    /// True when every entry is finite.
    public var isFinite: Bool { rows.allSatisfy(\.isFinite) }
}

extension Transform3D: CustomStringConvertible {
    /// Four rows of four values, rounded for display.
    public var description: String {
        let r = rows.map { Rounding.format($0) }
        return "["
            + stride(from: 0, to: 16, by: 4).map { r[$0..<$0 + 4].joined(separator: ", ") }.joined(separator: "; ")
            + "]"
    }
}
