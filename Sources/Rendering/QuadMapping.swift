import AnimationCore

/// The exact projective map (a homography) from an item's own bounds `[0, w] × [0, h]` to its
/// four corners on screen, and its inverse.
///
/// Why: ``RenderItem/corners`` are the bounds' corners after every transform and perspective,
/// and a plane under a 3D transform and perspective projection is mapped by a homography. So a
/// pixel is inside an item exactly when the inverse map sends it inside the bounds, and rounded
/// corners and the title, laid out in the item's own coordinates, are drawn through the same
/// map: a rotated or tilted view looks rotated or tilted, text included.
///
/// The forward map is `x = (a·u + b·v + c) / (g·u + h·v + 1)`, `y = (d·u + e·v + f) / (…)`,
/// with `(u, v)` in the item's points and `(x, y)` in whatever unit the corners were given in
/// (the rasterizer passes pixels). The HTML player builds the same numbers in the same order.
public struct QuadMapping: Hashable, Sendable {
    /// Forward coefficients (see the type's documentation), local units to corner units.
    public let a: Double, b: Double, c: Double, d: Double, e: Double, f: Double, g: Double, h: Double
    /// The adjugate of the forward matrix, row by row: `(U, V, W) = adj × (x, y, 1)` and
    /// `(u, v) = (U / W, V / W)`. The adjugate is the inverse up to a scale, which cancels.
    public let inverse: [Double]

    /// Builds the map from the bounds size and the corners in the order top-left, top-right,
    /// bottom-right, bottom-left. Returns `nil` (draw nothing) when a value is not finite, the
    /// size is not positive, the corners are degenerate (three on a line, two equal), or the
    /// bounds would cross the line at infinity — the projection of a view that reaches behind
    /// the eye, for which no finite quad is right. A mirrored (back-facing) quad is accepted:
    /// layers are double-sided, so its back is drawn, mirrored.
    public init?(corners p: [Point], width w: Double, height hh: Double) {
        guard p.count == 4, w > 0, hh > 0, w.isFinite, hh.isFinite, p.allSatisfy(\.isFinite) else { return nil }
        let x0 = p[0].x, y0 = p[0].y, x1 = p[1].x, y1 = p[1].y, x2 = p[2].x, y2 = p[2].y, x3 = p[3].x, y3 = p[3].y
        // The unit square to the quad (Heckbert's construction), then the square scaled to w × h.
        let sx = x0 - x1 + x2 - x3, sy = y0 - y1 + y2 - y3
        let dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2
        let den = dx1 * dy2 - dx2 * dy1
        guard den != 0, den.isFinite else { return nil }
        let gu = (sx * dy2 - dx2 * sy) / den
        let hu = (dx1 * sy - sx * dy1) / den
        // The denominator must stay positive over the whole square; it is linear, so checking
        // the corners suffices (it is 1 at the top-left).
        let eps = 1e-9
        guard 1 + gu > eps, 1 + hu > eps, 1 + gu + hu > eps else { return nil }
        let au = x1 - x0 + gu * x1, bu = x3 - x0 + hu * x3
        let du = y1 - y0 + gu * y1, eu = y3 - y0 + hu * y3
        a = au / w
        b = bu / hh
        c = x0
        d = du / w
        e = eu / hh
        f = y0
        g = gu / w
        h = hu / hh
        let i11 = e - f * h, i12 = c * h - b, i13 = b * f - c * e
        let i21 = f * g - d, i22 = a - c * g, i23 = c * d - a * f
        let i31 = d * h - e * g, i32 = b * g - a * h, i33 = a * e - b * d
        inverse = [i11, i12, i13, i21, i22, i23, i31, i32, i33]
        let det = a * i11 + b * i21 + c * i31
        guard det != 0, det.isFinite, inverse.allSatisfy(\.isFinite), [a, b, c, d, e, f, g, h].allSatisfy(\.isFinite)
        else { return nil }
    }

    /// True when the map is affine to within 1e-9 of the denominator over the bounds of size
    /// `size` (a flat transform with no perspective), so it can be written as a 2D matrix.
    public func isAffine(over size: Size) -> Bool { abs(g) * size.width + abs(h) * size.height < 1e-9 }

    /// The 2D affine matrix `(a, b, c, d, tx, ty)` in SVG's order (`x = a·u + c·v + tx`,
    /// `y = b·u + d·v + ty`); exact only when ``isAffine(over:)``.
    public var affineMatrix: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) { (a, d, b, e, c, f) }

    /// Maps a point of the item's own coordinates to the corners' space.
    @inlinable public func map(u: Double, v: Double) -> Point {
        let w = g * u + h * v + 1
        return Point(x: (a * u + b * v + c) / w, y: (d * u + e * v + f) / w)
    }

    /// Maps a point of the corners' space back to the item's own coordinates, or `nil` when it
    /// is the image of a point at infinity.
    @inlinable public func unmap(x: Double, y: Double) -> Point? {
        let m = inverse
        let w = m[6] * x + m[7] * y + m[8]
        guard w != 0 else { return nil }
        return Point(x: (m[0] * x + m[1] * y + m[2]) / w, y: (m[3] * x + m[4] * y + m[5]) / w)
    }

    /// The tangent affine map at local point `(u, v)`: the best 2D matrix near that point, in
    /// ``affineMatrix``'s order. Used where a format can only transform affinely (SVG text).
    public func tangentMatrix(u: Double, v: Double) -> (
        a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    ) {
        let w = g * u + h * v + 1
        let p = map(u: u, v: v)
        // ∂x/∂u = (a − x·g)/w, ∂x/∂v = (b − x·h)/w, same for y.
        let xa = (a - p.x * g) / w, xb = (b - p.x * h) / w
        let ya = (d - p.y * g) / w, yb = (e - p.y * h) / w
        return (xa, ya, xb, yb, p.x - xa * u - xb * v, p.y - ya * u - yb * v)
    }
}
