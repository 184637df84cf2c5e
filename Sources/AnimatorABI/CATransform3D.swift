/// Core Animation's 4×4 transform (row vectors; translation in m41…m43; perspective m34 = -1/d).
public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen entries.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
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

    var c_value: ap_transform3d {
        ap_transform3d(
            m11: Double(m11), m12: Double(m12), m13: Double(m13), m14: Double(m14), m21: Double(m21), m22: Double(m22),
            m23: Double(m23), m24: Double(m24), m31: Double(m31), m32: Double(m32), m33: Double(m33), m34: Double(m34),
            m41: Double(m41), m42: Double(m42), m43: Double(m43), m44: Double(m44))
    }
    init(_ v: ap_transform3d) {
        self.init(
            m11: CGFloat(v.m11), m12: CGFloat(v.m12), m13: CGFloat(v.m13), m14: CGFloat(v.m14), m21: CGFloat(v.m21),
            m22: CGFloat(v.m22),
            m23: CGFloat(v.m23), m24: CGFloat(v.m24), m31: CGFloat(v.m31), m32: CGFloat(v.m32), m33: CGFloat(v.m33),
            m34: CGFloat(v.m34),
            m41: CGFloat(v.m41), m42: CGFloat(v.m42), m43: CGFloat(v.m43), m44: CGFloat(v.m44))
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    func r(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }
    let x = r(a), y = r(b)
    var o = [CGFloat](repeating: 0, count: 16)
    for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { o[4 * i + j] += x[4 * i + k] * y[4 * k + j] } } }
    return CATransform3D(
        m11: o[0], m12: o[1], m13: o[2], m14: o[3], m21: o[4], m22: o[5], m23: o[6], m24: o[7],
        m31: o[8], m32: o[9], m33: o[10], m34: o[11], m41: o[12], m42: o[13], m43: o[14], m44: o[15])
}

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}
/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}
/// A rotation by `angle` radians about the axis (x, y, z); a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let len = (x * x + y * y + z * z).squareRoot()
    guard len > 0 else { return CATransform3DIdentity }
    let ux = x / len, uy = y / len, uz = z / len
    let s = CGFloat(sin(Double(angle))), c = CGFloat(cos(Double(angle))), k = 1 - c
    return CATransform3D(
        m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
        m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
        m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}
/// `t` preceded by a translation.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}
/// `t` preceded by a scale.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}
/// `t` preceded by a rotation.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}
/// The affine transform as a 3D transform in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a
    t.m12 = m.b
    t.m21 = m.c
    t.m22 = m.d
    t.m41 = m.tx
    t.m42 = m.ty
    return t
}
/// The part of `t` that acts in the plane.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
/// True for the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
/// True when the two transforms are equal entry for entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// The inverse of `t`, or `t` itself when it has none (Core Animation's behaviour for a
/// singular matrix).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let m = [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44
    ].map(Double.init)
    // Gauss–Jordan elimination with partial pivoting on [m | I].
    var a = (0..<4).map { i in Array(m[4 * i..<4 * i + 4]) + (0..<4).map { $0 == i ? 1.0 : 0.0 } }
    for col in 0..<4 {
        let pivot = (col..<4).max { abs(a[$0][col]) < abs(a[$1][col]) }!
        guard abs(a[pivot][col]) > 1e-300, a[pivot][col].isFinite else { return t }
        a.swapAt(col, pivot)
        let p = a[col][col]
        a[col] = a[col].map { $0 / p }
        for r in 0..<4 where r != col {
            let f = a[r][col]
            if f != 0 { a[r] = zip(a[r], a[col]).map { $0 - f * $1 } }
        }
    }
    let o = a.flatMap { $0[4..<8] }.map { CGFloat($0) }
    return CATransform3D(
        m11: o[0], m12: o[1], m13: o[2], m14: o[3], m21: o[4], m22: o[5], m23: o[6], m24: o[7],
        m31: o[8], m32: o[9], m33: o[10], m34: o[11], m41: o[12], m42: o[13], m43: o[14], m44: o[15])
}

/// True when `t` has no perspective or depth terms: it is an affine map of the plane
/// (Core Animation's `CATransform3DIsAffine`).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m14 == 0
        && t.m24 == 0 && t.m44 == 1
}
