import Foundation

/// How a shape layer's path is stroked (Core Animation's `lineWidth`, `lineCap`, `lineJoin`,
/// `miterLimit`, `strokeStart`, `strokeEnd`), and the outlines that stroke covers.
public struct StrokeStyle: Hashable, Sendable {
    /// Ends of open subpaths (`lineCap`).
    public enum Cap: String, Hashable, Sendable, CaseIterable {
        /// Square, at the end point (`kCALineCapButt`, the default).
        case butt
        /// A half disc past the end (`kCALineCapRound`).
        case round
        /// Square, half the width past the end (`kCALineCapSquare`).
        case square
    }

    /// Corners between segments (`lineJoin`).
    public enum Join: String, Hashable, Sendable, CaseIterable {
        /// Sharp, unless longer than `miterLimit` × half the width, then bevelled (the default).
        case miter
        /// Rounded (`kCALineJoinRound`).
        case round
        /// Cut straight across (`kCALineJoinBevel`).
        case bevel
    }

    /// Width of the stroke, points, centred on the path.
    public var width: Double
    /// The caps.
    public var cap: Cap
    /// The joins.
    public var join: Join
    /// Longest miter, in multiples of half the width (default 10, as Core Animation).
    public var miterLimit: Double
    /// Where the stroke starts along the path, as a fraction of its whole length (0…1).
    public var start: Double
    /// Where it ends (0…1; nothing is stroked when it is not past `start`).
    public var end: Double
    /// Core Animation's `lineDashPattern`: lengths, points, of painted and unpainted stretches
    /// in turn, repeated along each subpath; empty (or all zero, or any negative): solid.
    public var dashes: [Double]
    /// Core Animation's `lineDashPhase`: how far into the pattern each subpath starts, points.
    public var dashPhase: Double

    /// A style; the defaults are Core Animation's.
    public init(
        width: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, start: Double = 0,
        end: Double = 1,
        dashes: [Double] = [], dashPhase: Double = 0
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.start = start
        self.end = end
        self.dashes = dashes
        self.dashPhase = dashPhase
    }

    /// The closed polygons the stroke of `polylines` covers: one per segment, join and cap,
    /// all wound the same way (positive signed area), so the non-zero rule fills their union.
    /// Round parts are flattened to within `tolerance` points.
    public func outlines(of polylines: [Path.Polyline], tolerance: Double) -> [[Point]] {
        let h = width / 2
        guard h > 0, h.isFinite else { return [] }
        var out: [[Point]] = []
        for line in dashed(trimmed(polylines)) {
            let pts = line.points
            let n = pts.count
            let segments = line.isClosed ? n : n - 1
            for i in 0..<segments { if let q = StrokeStyle.segmentQuad(pts[i], pts[(i + 1) % n], h) { out.append(q) } }
            // Joins at every vertex with a segment on both sides.
            let vertices = line.isClosed ? Array(0..<n) : Array(1..<max(1, n - 1))
            for v in vertices {
                let a = pts[(v - 1 + n) % n], b = pts[v], c = pts[(v + 1) % n]
                out += joinPolygons(a, b, c, h, tolerance)
            }
            if !line.isClosed, n >= 2 {
                out += capPolygons(at: pts[0], from: pts[1], h, tolerance)
                out += capPolygons(at: pts[n - 1], from: pts[n - 2], h, tolerance)
            }
        }
        return out.map(StrokeStyle.positivelyWound)
    }

    /// The part of the polylines between `start` and `end` of their total length (closed ones
    /// count their closing edge); a closed polyline cut anywhere becomes open.
    func trimmed(_ polylines: [Path.Polyline]) -> [Path.Polyline] {
        let s = min(max(start, 0), 1), e = min(max(end, 0), 1)
        if s <= 0 && e >= 1 { return polylines }
        guard e > s else { return [] }
        var total = 0.0
        for l in polylines { total += StrokeStyle.length(l) }
        guard total > 0 else { return [] }
        let from = s * total, to = e * total
        var out: [Path.Polyline] = []
        var offset = 0.0
        for l in polylines {
            var pts = l.points
            if l.isClosed, let first = pts.first { pts.append(first) }
            var piece: [Point] = []
            for i in 0..<(pts.count - 1) {
                let p = pts[i], q = pts[i + 1]
                let len = (q - p).length
                let a = offset, b = offset + len
                offset = b
                guard b > from, a < to, len > 0 else { continue }
                let u0 = max(0, (from - a) / len), u1 = min(1, (to - a) / len)
                let p0 = p.interpolated(to: q, u0), p1 = p.interpolated(to: q, u1)
                if piece.isEmpty { piece.append(p0) }
                piece.append(p1)
            }
            if piece.count > 1 {
                let whole = l.isClosed && s <= 0 && e >= 1
                if whole { piece.removeLast() }
                out.append(Path.Polyline(points: piece, isClosed: whole))
            }
        }
        return out
    }

    /// The painted stretches of `polylines` under the dash pattern (each subpath starting
    /// `dashPhase` into it); the polylines themselves when the stroke is solid. A dashed
    /// closed polyline becomes open pieces (a dash across its start is two pieces).
    func dashed(_ polylines: [Path.Polyline]) -> [Path.Polyline] {
        let total = dashes.reduce(0, +)
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), total > 0, dashPhase.isFinite else {
            return polylines
        }
        // Even-length patterns alternate on/off; an odd one repeats twice to do so (as CG).
        let pattern = dashes.count % 2 == 0 ? dashes : dashes + dashes
        let period = pattern.reduce(0, +)
        var out: [Path.Polyline] = []
        for line in polylines {
            var pts = line.points
            if line.isClosed, let first = pts.first { pts.append(first) }
            // Where in the pattern the subpath starts.
            var phase = dashPhase.truncatingRemainder(dividingBy: period)
            if phase < 0 { phase += period }
            var k = 0
            while phase >= pattern[k] {
                phase -= pattern[k]
                k = (k + 1) % pattern.count
            }
            var left = pattern[k] - phase  // of the current stretch
            var piece: [Point] = k % 2 == 0 && pts.count > 0 ? [pts[0]] : []
            for i in 0..<max(0, pts.count - 1) {
                var p = pts[i]
                let q = pts[i + 1]
                var len = (q - p).length
                while len > 0 {
                    let step = min(left, len)
                    let r = p.interpolated(to: q, step / len)
                    if k % 2 == 0 { piece.append(r) }
                    len -= step
                    left -= step
                    p = r
                    if left <= 1e-12 {
                        if k % 2 == 0, piece.count > 1 { out.append(Path.Polyline(points: piece, isClosed: false)) }
                        k = (k + 1) % pattern.count
                        left = pattern[k]
                        piece = k % 2 == 0 ? [p] : []
                    }
                }
            }
            if k % 2 == 0, piece.count > 1 { out.append(Path.Polyline(points: piece, isClosed: false)) }
        }
        return out
    }

    /// Length of a polyline, with its closing edge when closed.
    static func length(_ l: Path.Polyline) -> Double {
        var d = 0.0
        for i in 1..<max(1, l.points.count) { d += (l.points[i] - l.points[i - 1]).length }
        if l.isClosed, let f = l.points.first, let z = l.points.last { d += (f - z).length }
        return d
    }

    /// The unit normal of the direction from `p` to `q` (left of it in a y-down space), nil
    /// for a zero-length segment.
    static func normal(_ p: Point, _ q: Point) -> Point? {
        let d = q - p, len = d.length
        guard len > 0, len.isFinite else { return nil }
        return Point(x: -d.y / len, y: d.x / len)
    }

    /// The rectangle of half-width `h` around the segment from `p` to `q`.
    static func segmentQuad(_ p: Point, _ q: Point, _ h: Double) -> [Point]? {
        guard let n = normal(p, q) else { return nil }
        let o = n * h
        return [p + o, q + o, q - o, p - o]
    }

    /// The join at `b` between the segments a→b and b→c, on the outer side of the turn.
    func joinPolygons(_ a: Point, _ b: Point, _ c: Point, _ h: Double, _ tolerance: Double) -> [[Point]] {
        guard let n1 = StrokeStyle.normal(a, b), let n2 = StrokeStyle.normal(b, c) else { return [] }
        let d1 = b - a, d2 = c - b
        let cross = d1.x * d2.y - d1.y * d2.x
        if abs(cross) < 1e-12 * d1.length * d2.length && d1.x * d2.x + d1.y * d2.y > 0 { return [] }
        if join == .round { return [StrokeStyle.disc(b, h, tolerance)] }
        // The outer side is where the two offset edges separate.
        let side: Double = cross > 0 ? -1 : 1
        let e1 = b + n1 * (h * side), e2 = b + n2 * (h * side)
        if join == .miter {
            // Miter length over half the width is 1 / sin(θ/2), θ the angle between segments.
            let cosTheta = max(-1, min(1, -(d1.x * d2.x + d1.y * d2.y) / (d1.length * d2.length)))
            let sinHalf = ((1 - cosTheta) / 2).squareRoot()
            if sinHalf > 0, 1 / sinHalf <= miterLimit {
                let bis = (n1 + n2) * 0.5
                let bl = bis.length
                if bl > 0 {
                    let tip = b + bis * (side * h / (bl * bl))
                    return [[b, e1, tip, e2]]
                }
            }
        }
        return [[b, e1, e2]]
    }

    /// The cap at the end `p` of a segment coming from `from`.
    func capPolygons(at p: Point, from: Point, _ h: Double, _ tolerance: Double) -> [[Point]] {
        switch cap {
        case .butt: return []
        case .round: return [StrokeStyle.disc(p, h, tolerance)]
        case .square:
            guard let n = StrokeStyle.normal(from, p) else { return [] }
            let dir = Point(x: n.y, y: -n.x)  // from → p
            let o = n * h, f = dir * h
            return [[p + o, p + o + f, p - o + f, p - o]]
        }
    }

    /// A disc of radius `r` at `c` as a polygon within `tolerance` of the circle.
    static func disc(_ c: Point, _ r: Double, _ tolerance: Double) -> [Point] {
        // A chord of angle θ strays r (1 − cos(θ/2)) ≈ r θ² / 8 from the arc.
        let theta = (8 * max(tolerance, 1e-6) / r).squareRoot()
        let n = max(8, min(512, Int((2 * Double.pi / theta).rounded(.up))))
        return (0..<n).map { i in
            let a = 2 * Double.pi * Double(i) / Double(n)
            return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
    }

    /// The polygon wound so that its signed area is positive.
    static func positivelyWound(_ poly: [Point]) -> [Point] {
        poly.signedArea < 0 ? Array(poly.reversed()) : poly
    }
}
