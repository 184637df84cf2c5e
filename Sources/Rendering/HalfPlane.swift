import AnimationCore

/// One edge of a convex polygon as a normalised line equation `nx·x + ny·y + c`: the signed
/// distance of a point to the edge, positive inside. The rasterizer uses it to test clip quads
/// and to find, per pixel row, the spans that are surely inside or surely outside a shape.
struct HalfPlane: Hashable, Sendable {
    /// Unit normal, pointing into the polygon.
    var nx: Double
    /// Unit normal, y component.
    var ny: Double
    /// Offset: `-(n · p)` for a point `p` on the edge.
    var c: Double

    /// Signed distance of `(x, y)` to the edge, positive inside.
    @inline(__always) func distance(_ x: Double, _ y: Double) -> Double { nx * x + ny * y + c }

    /// The inward half-planes of a convex polygon's edges, whatever its winding; zero-length
    /// edges are left out. `nil` when it has no area, fewer than three points, or a value is not
    /// finite: such a polygon contains nothing.
    static func convexPolygon(_ p: [Point]) -> [HalfPlane]? {
        let n = p.count
        guard n >= 3 else { return nil }
        var area2 = 0.0
        for i in 0..<n {
            let q = p[(i + 1) % n]
            area2 += p[i].x * q.y - q.x * p[i].y
        }
        guard area2 != 0, area2.isFinite else { return nil }
        let s = area2 > 0 ? 1.0 : -1.0
        var out: [HalfPlane] = []
        for i in 0..<n {
            let q = p[(i + 1) % n]
            let ex = q.x - p[i].x, ey = q.y - p[i].y
            let len = (ex * ex + ey * ey).squareRoot()
            guard len.isFinite else { return nil }
            if len == 0 { continue }
            let inv = s / len
            let nx = -ey * inv, ny = ex * inv
            out.append(HalfPlane(nx: nx, ny: ny, c: -(nx * p[i].x + ny * p[i].y)))
        }
        return out.count >= 3 ? out : nil
    }
}

extension HalfPlane {
    /// The part of the closed polygon `p` on the inner side of this edge (one Sutherland–Hodgman
    /// step): outside stretches are replaced by the stretch of the edge's line between where
    /// the polygon leaves and re-enters. Why a shape is clipped this way rather than sample by
    /// sample: every point inside the half-plane keeps its winding number (each replaced loop
    /// lies wholly outside it), so both fill rules give exactly the shape ∩ half-plane, and
    /// the exact coverage of ``PolygonCoverage`` stays exact under clip quads.
    func clip(_ p: [Point]) -> [Point] {
        guard let last = p.last else { return [] }
        var out: [Point] = []
        out.reserveCapacity(p.count + 2)
        var a = last, da = distance(last.x, last.y)
        for b in p {
            let db = distance(b.x, b.y)
            if (da >= 0) != (db >= 0) {
                let t = da / (da - db)
                out.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
            if db >= 0 { out.append(b) }
            a = b
            da = db
        }
        return out
    }
}
