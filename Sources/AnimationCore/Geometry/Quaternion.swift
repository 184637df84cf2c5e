import Foundation

/// A unit quaternion `(x, y, z, w)` describing a 3D rotation, used to interpolate rotations
/// along the shorter great-circle arc.
public struct Quaternion: Hashable, Sendable {
    /// Vector part, x.
    public var x: Double
    /// Vector part, y.
    public var y: Double
    /// Vector part, z.
    public var z: Double
    /// Scalar part.
    public var w: Double

    /// Creates a quaternion from its four components.
    @inlinable public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// No rotation.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation held by the rows of a proper orthonormal 3×3 matrix in row-vector
    /// convention (`p' = p × R`), by Shepperd's method: the largest of the four candidate
    /// components is computed from the diagonal first, so no small square root is divided by.
    public init(rows r: (Double, Double, Double, Double, Double, Double, Double, Double, Double)) {
        // Row-vector R is the transpose of the column-vector rotation matrix C: C[i][j] = R[j][i].
        let (r00, r01, r02, r10, r11, r12, r20, r21, r22) = r
        let c00 = r00, c01 = r10, c02 = r20, c10 = r01, c11 = r11, c12 = r21, c20 = r02, c21 = r12, c22 = r22
        let trace = c00 + c11 + c22
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            self.init(x: (c21 - c12) / s, y: (c02 - c20) / s, z: (c10 - c01) / s, w: s / 4)
        } else if c00 > c11 && c00 > c22 {
            let s = (1 + c00 - c11 - c22).squareRoot() * 2
            self.init(x: s / 4, y: (c01 + c10) / s, z: (c02 + c20) / s, w: (c21 - c12) / s)
        } else if c11 > c22 {
            let s = (1 + c11 - c00 - c22).squareRoot() * 2
            self.init(x: (c01 + c10) / s, y: s / 4, z: (c12 + c21) / s, w: (c02 - c20) / s)
        } else {
            let s = (1 + c22 - c00 - c11).squareRoot() * 2
            self.init(x: (c02 + c20) / s, y: (c12 + c21) / s, z: s / 4, w: (c10 - c01) / s)
        }
    }

    /// The rotation as the rows of a 3×3 matrix in row-vector convention.
    @inlinable public var rows: (Double, Double, Double, Double, Double, Double, Double, Double, Double) {
        let xx = x * x, yy = y * y, zz = z * z, xy = x * y, xz = x * z, yz = y * z, wx = w * x, wy = w * y, wz = w * z
        // Transpose of the usual column-vector matrix.
        return (
            1 - 2 * (yy + zz), 2 * (xy + wz), 2 * (xz - wy),
            2 * (xy - wz), 1 - 2 * (xx + zz), 2 * (yz + wx),
            2 * (xz + wy), 2 * (yz - wx), 1 - 2 * (xx + yy)
        )
    }

    /// Four-component dot product.
    @inlinable public func dot(_ o: Quaternion) -> Double { x * o.x + y * o.y + z * o.z + w * o.w }
}

/// Spherical linear interpolation between two unit quaternions along the shorter arc,
/// with the arc angle computed once.
///
/// When the two rotations are exactly opposite ends of a half turn (dot product 0, e.g. 0 and
/// π about z) the arc is taken towards `to` as given, so a rotation to `+π` turns through
/// positive angles and one to `-π` through negative ones.
public struct QuaternionSlerp: Sendable {
    @usableFromInline let a: Quaternion
    @usableFromInline let b: Quaternion
    @usableFromInline let theta: Double
    @usableFromInline let sinTheta: Double

    /// Prepares the interpolation from `a` to `b`.
    public init(_ a: Quaternion, _ b: Quaternion) {
        var b = b
        var d = a.dot(b)
        if d < 0 {
            b = Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w)
            d = -d
        }
        d = min(1, d)
        self.a = a
        self.b = b
        theta = acos(d)
        sinTheta = sin(theta)
    }

    /// The rotation at `t` (0 gives `a`, 1 gives `b`); `t` outside [0, 1] extrapolates along
    /// the same great circle, as spring overshoot needs.
    @inlinable public func at(_ t: Double) -> Quaternion {
        let wa: Double, wb: Double
        if sinTheta < 1e-9 {
            // Nearly the same rotation: linear weights are exact to rounding and avoid 0/0.
            wa = 1 - t
            wb = t
        } else {
            wa = sin((1 - t) * theta) / sinTheta
            wb = sin(t * theta) / sinTheta
        }
        return Quaternion(
            x: a.x * wa + b.x * wb, y: a.y * wa + b.y * wb, z: a.z * wa + b.z * wb, w: a.w * wa + b.w * wb)
    }
}
