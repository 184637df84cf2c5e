/// The map a 3D transform makes from the z = 0 plane to the z = 0 plane after projection: a
/// 3 × 3 homography (the transform's x, y and w rows and columns; z in is 0 and z out is
/// dropped by the projection). Unlike the 4 × 4 transform it can be inverted on the plane,
/// which is what converting a point back into a view seen in perspective needs.
public struct PlaneMap: Hashable, Sendable {
    /// Row-vector convention, as ``Transform3D``: `[x y 1] × m`.
    public var m11, m12, m14, m21, m22, m24, m41, m42, m44: Double

    /// The plane map of `t`.
    public init(_ t: Transform3D) {
        m11 = t.m11
        m12 = t.m12
        m14 = t.m14
        m21 = t.m21
        m22 = t.m22
        m24 = t.m24
        m41 = t.m41
        m42 = t.m42
        m44 = t.m44
    }

    init(_ a: [Double]) {
        (m11, m12, m14, m21, m22, m24, m41, m42, m44) = (a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8])
    }

    /// `p` mapped, or nil when it lands on or behind the horizon (w ≤ 1e-12 relative to the
    /// map's scale: no finite image in front of the eye).
    public func apply(_ p: Point) -> Point? {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        guard w > 1e-12 * Swift.max(abs(m44), abs(m14), abs(m24), 1e-300), x.isFinite, y.isFinite else { return nil }
        return Point(x: x / w, y: y / w)
    }

    /// The inverse map, or nil when the plane collapses to a line (a view seen edge-on).
    public func inverted() -> PlaneMap? {
        // The adjugate over the determinant.
        let c11 = m22 * m44 - m24 * m42, c12 = -(m21 * m44 - m24 * m41), c13 = m21 * m42 - m22 * m41
        let det = m11 * c11 + m12 * c12 + m14 * c13
        // Singular when the map squashes area at the origin to under 1e-15 of itself (its
        // Jacobian there is det / w³ with w = m44): a plane turned edge-on by a rotation
        // whose cosine is 6e-17 rather than 0 counts as collapsed, while views scaled down to
        // 1e-7 still invert. With the origin on the horizon (m44 = 0), relative to the rows'
        // lengths (Hadamard's bound) instead.
        func length(_ a: Double, _ b: Double, _ c: Double) -> Double { (a * a + b * b + c * c).squareRoot() }
        let scale =
            m44 != 0 ? abs(m44 * m44 * m44) : length(m11, m12, m14) * length(m21, m22, m24) * length(m41, m42, m44)
        guard det.isFinite, abs(det) > 1e-15 * scale, det != 0 else { return nil }
        let inv = 1 / det
        return PlaneMap([
            c11 * inv, -(m12 * m44 - m14 * m42) * inv, (m12 * m24 - m14 * m22) * inv,
            c12 * inv, (m11 * m44 - m14 * m41) * inv, -(m11 * m24 - m14 * m21) * inv,
            c13 * inv, -(m11 * m42 - m12 * m41) * inv, (m11 * m22 - m12 * m21) * inv
        ])
    }
}
