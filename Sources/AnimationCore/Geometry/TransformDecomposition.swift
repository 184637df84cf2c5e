import Foundation

/// An affine transform split into parts that interpolate naturally: translation, rotation
/// angle, two scales and a shear. With `n0 = (cos angle, sin angle)` and `n1 = (-sin angle,
/// cos angle)`, the rows of the linear part are `scaleX·n0` and `shear·n0 + scaleY·n1`
/// (row-vector convention: the transform scales and shears, then rotates, then translates).
///
/// Interpolating these parts instead of the matrix entries is what keeps a turning view rigid:
/// the entries of a rotation from 0 to π pass through the zero matrix halfway. The shear is
/// kept unnormalised so that singular transforms (parallel rows) still decompose exactly.
public struct Decomposed2D: Hashable, Sendable {
    /// Translation, in points.
    public var translation: Point
    /// Rotation angle, radians, in (-π, π].
    public var angle: Double
    /// Length of the first row.
    public var scaleX: Double
    /// Signed length of the second row's part orthogonal to the first (negative when the
    /// transform mirrors).
    public var scaleY: Double
    /// The second row's part along the first row's direction.
    public var shear: Double

    /// Decomposes `t`. A zero first row is given angle 0, so scaling to nothing and back
    /// interpolates cleanly. A mirrored transform (negative determinant) carries its mirror in
    /// the x scale when `a < d` and in the y scale otherwise — the axis that leaves the smaller
    /// rotation, as CSS decides — so flipping horizontally interpolates as a scale through 0
    /// rather than a half turn.
    public init(_ t: Transform2D) {
        translation = Point(x: t.tx, y: t.ty)
        // Mirror in x: decompose with row 0 negated, then negate the x scale back.
        let flipX = t.a * t.d - t.b * t.c < 0 && t.a < t.d
        let a = flipX ? -t.a : t.a, b = flipX ? -t.b : t.b
        let sx = (a * a + b * b).squareRoot()
        let n0x = sx > 0 ? a / sx : 1, n0y = sx > 0 ? b / sx : 0
        // Gram–Schmidt: row 1 = shear·n0 + scaleY·n1, with n1 = n0 turned a quarter turn, so
        // the sign of scaleY records a mirror in y.
        shear = t.c * n0x + t.d * n0y
        scaleY = -t.c * n0y + t.d * n0x
        scaleX = flipX ? -sx : sx
        angle = atan2(n0y, n0x)
    }

    /// Creates a decomposition from its parts.
    public init(translation: Point, angle: Double, scaleX: Double, scaleY: Double, shear: Double) {
        self.translation = translation
        self.angle = angle
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.shear = shear
    }

    /// The transform these parts describe.
    @inlinable public var transform: Transform2D {
        let (s, co) = FastMath.sincos(angle)
        return Transform2D(
            a: scaleX * co, b: scaleX * s,
            c: shear * co - scaleY * s, d: shear * s + scaleY * co,
            tx: translation.x, ty: translation.y)
    }
}

/// A 3D transform split into perspective, translation, scale, shear and a rotation quaternion:
/// `M = A × P`, where `P` is the identity with last column ``perspective`` and `A` is affine
/// with translation ``translation`` and a linear part whose rows, over the orthonormal rows
/// `n0, n1, n2` of ``rotation``, are `sx·n0`, `xy·n0 + sy·n1` and `xz·n0 + yz·n1 + sz·n2`
/// (shears unnormalised, so singular matrices still decompose exactly).
public struct Decomposed3D: Hashable, Sendable {
    /// Translation, in points.
    public var translation: (x: Double, y: Double, z: Double)
    /// Scale along x, y and z.
    public var scale: (x: Double, y: Double, z: Double)
    /// Shears: row 1 along `n0`, row 2 along `n0`, row 2 along `n1`.
    public var shear: (xy: Double, xz: Double, yz: Double)
    /// The rotation.
    public var rotation: Quaternion
    /// Last column of the perspective factor `(q1, q2, q3, q4)`; `(0, 0, 0, 1)` for none.
    public var perspective: (Double, Double, Double, Double)

    /// Decomposes `m`, or returns `nil` when `m44` is 0 or the matrix has perspective while its
    /// linear part is singular (the split `A × P` does not exist).
    public init?(_ m0: Transform3D) {
        guard m0.m44 != 0, m0.isFinite else { return nil }
        var m = m0
        if m.m44 != 1 {
            let k = 1 / m.m44
            m = Transform3D(rows: m.rows.map { $0 * k })
        }
        // Linear 3×3 part L, translation t, perspective column p.
        let l = (m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33)
        translation = (m.m41, m.m42, m.m43)
        if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
            // q = L⁻¹ p, s = 1 - t·q, so that A × P = M.
            let det = l.0 * (l.4 * l.8 - l.5 * l.7) - l.1 * (l.3 * l.8 - l.5 * l.6) + l.2 * (l.3 * l.7 - l.4 * l.6)
            guard det != 0 else { return nil }
            let i00 = (l.4 * l.8 - l.5 * l.7) / det, i01 = (l.2 * l.7 - l.1 * l.8) / det,
                i02 = (l.1 * l.5 - l.2 * l.4) / det
            let i10 = (l.5 * l.6 - l.3 * l.8) / det, i11 = (l.0 * l.8 - l.2 * l.6) / det,
                i12 = (l.2 * l.3 - l.0 * l.5) / det
            let i20 = (l.3 * l.7 - l.4 * l.6) / det, i21 = (l.1 * l.6 - l.0 * l.7) / det,
                i22 = (l.0 * l.4 - l.1 * l.3) / det
            let q1 = i00 * m.m14 + i01 * m.m24 + i02 * m.m34
            let q2 = i10 * m.m14 + i11 * m.m24 + i12 * m.m34
            let q3 = i20 * m.m14 + i21 * m.m24 + i22 * m.m34
            perspective = (q1, q2, q3, 1 - (m.m41 * q1 + m.m42 * q2 + m.m43 * q3))
        } else {
            perspective = (0, 0, 0, 1)
        }
        // Gram–Schmidt on the rows of L, with defaults for degenerate rows.
        func norm(_ v: (Double, Double, Double)) -> Double { (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot() }
        let r0 = (l.0, l.1, l.2)
        var r1 = (l.3, l.4, l.5), r2 = (l.6, l.7, l.8)
        // Residuals below this are rounding noise of dependent rows, not a direction.
        let tolerance = 1e-12 * max(norm(r0), norm(r1), norm(r2), 1e-300)
        let sx = norm(r0)
        let n0 = sx > tolerance ? (r0.0 / sx, r0.1 / sx, r0.2 / sx) : (1.0, 0.0, 0.0)
        let xy = r1.0 * n0.0 + r1.1 * n0.1 + r1.2 * n0.2
        r1 = (r1.0 - xy * n0.0, r1.1 - xy * n0.1, r1.2 - xy * n0.2)
        var sy = norm(r1)
        var n1: (Double, Double, Double)
        if sy > tolerance {
            n1 = (r1.0 / sy, r1.1 / sy, r1.2 / sy)
        } else {
            sy = 0
            // Row 1 is parallel to row 0: any unit vector orthogonal to n0 will do.
            let c = abs(n0.0) < 0.9 ? (1.0, 0.0, 0.0) : (0.0, 1.0, 0.0)
            let d = c.0 * n0.0 + c.1 * n0.1 + c.2 * n0.2
            let v = (c.0 - d * n0.0, c.1 - d * n0.1, c.2 - d * n0.2)
            let nv = norm(v)
            n1 = (v.0 / nv, v.1 / nv, v.2 / nv)
        }
        let xz = r2.0 * n0.0 + r2.1 * n0.1 + r2.2 * n0.2
        let yz = r2.0 * n1.0 + r2.1 * n1.1 + r2.2 * n1.2
        r2 = (r2.0 - xz * n0.0 - yz * n1.0, r2.1 - xz * n0.1 - yz * n1.1, r2.2 - xz * n0.2 - yz * n1.2)
        var sz = norm(r2)
        let cross = (n0.1 * n1.2 - n0.2 * n1.1, n0.2 * n1.0 - n0.0 * n1.2, n0.0 * n1.1 - n0.1 * n1.0)
        var n2 = cross
        if sz <= tolerance { sz = 0 }
        if sz > 0 {
            n2 = (r2.0 / sz, r2.1 / sz, r2.2 / sz)
            // A mirrored basis: flip the third axis only, so the rotation is proper and rows 0
            // and 1 are untouched.
            if n2.0 * cross.0 + n2.1 * cross.1 + n2.2 * cross.2 < 0 {
                sz = -sz
                n2 = cross
            }
        }
        scale = (sx, sy, sz)
        shear = (xy, xz, yz)
        rotation = Quaternion(rows: (n0.0, n0.1, n0.2, n1.0, n1.1, n1.2, n2.0, n2.1, n2.2))
    }

    /// Creates a decomposition from its parts.
    public init(
        translation: (x: Double, y: Double, z: Double), scale: (x: Double, y: Double, z: Double),
        shear: (xy: Double, xz: Double, yz: Double), rotation: Quaternion,
        perspective: (Double, Double, Double, Double)
    ) {
        self.translation = translation
        self.scale = scale
        self.shear = shear
        self.rotation = rotation
        self.perspective = perspective
    }

    /// The transform these parts describe.
    public var transform: Transform3D {
        let r = rotation.rows
        let (sx, sy, sz) = scale
        let (xy, xz, yz) = shear
        let a0 = r.0 * sx, a1 = r.1 * sx, a2 = r.2 * sx
        let b0 = xy * r.0 + sy * r.3, b1 = xy * r.1 + sy * r.4, b2 = xy * r.2 + sy * r.5
        let c0 = xz * r.0 + yz * r.3 + sz * r.6, c1 = xz * r.1 + yz * r.4 + sz * r.7,
            c2 = xz * r.2 + yz * r.5 + sz * r.8
        let (tx, ty, tz) = translation
        let (q1, q2, q3, q4) = perspective
        // A × P: P only adds a last column.
        return Transform3D(
            m11: a0, m12: a1, m13: a2, m14: a0 * q1 + a1 * q2 + a2 * q3,
            m21: b0, m22: b1, m23: b2, m24: b0 * q1 + b1 * q2 + b2 * q3,
            m31: c0, m32: c1, m33: c2, m34: c0 * q1 + c1 * q2 + c2 * q3,
            m41: tx, m42: ty, m43: tz, m44: tx * q1 + ty * q2 + tz * q3 + q4)
    }

    public static func == (l: Decomposed3D, r: Decomposed3D) -> Bool {
        l.translation == r.translation && l.scale == r.scale && l.shear == r.shear && l.rotation == r.rotation
            && l.perspective == r.perspective
    }

    public func hash(into h: inout Hasher) {
        h.combine(rotation)
        h.combine(scale.x)
        h.combine(translation.x)
    }
}
