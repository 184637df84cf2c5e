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
