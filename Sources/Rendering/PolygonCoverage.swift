import AnimationCore

/// One non-horizontal edge of a shape's polygons in pixel space, stored top to bottom.
struct PolygonEdge: Hashable, Sendable {
    /// The upper end (`y0 < y1`).
    var x0: Double, y0: Double
    /// The lower end.
    var x1: Double, y1: Double
    /// +1 where the polygon runs down along the edge, −1 where it runs up: what crossing it
    /// adds to the winding number of the points to its right.
    var winding: Int
    /// Horizontal change per unit of y.
    var slope: Double

    /// The edges of `polygons` (each closed: its last point joins its first), horizontal and
    /// zero-length ones left out (they bound no area), sorted by their upper end — ties in
    /// the polygons' order, so the HTML player's port, sorting the same way, accumulates in the
    /// same order and gets the same bits.
    static func edges(of polygons: [[Point]]) -> [PolygonEdge] {
        var out: [PolygonEdge] = []
        for p in polygons {
            guard var a = p.last else { continue }
            for b in p {
                if a.y != b.y {
                    let (top, bottom, w) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                    out.append(
                        PolygonEdge(
                            x0: top.x, y0: top.y, x1: bottom.x, y1: bottom.y, winding: w,
                            slope: (bottom.x - top.x) / (bottom.y - top.y)))
                }
                a = b
            }
        }
        // Stable: Swift's sort is not, so the original index breaks ties.
        return out.enumerated().sorted { ($0.element.y0, $0.offset) < ($1.element.y0, $1.offset) }.map(\.element)
    }

    /// The edge's x at height `y` (within its span); the lower end exactly at `y1`, so edges
    /// meeting at a vertex agree there.
    @inline(__always) func x(at y: Double) -> Double { y >= y1 ? x1 : x0 + (y - y0) * slope }
}

/// The exact area coverage of polygons under a fill rule, pixel by pixel, row by row: the
/// shape rasterizer of ``Rasterizer`` (shape items and their clips) and of its mask layers.
///
/// Why exact area rather than sub-samples: a shape's edges are arbitrary (curves flattened to
/// short segments), so every boundary pixel is anti-aliased; sampling would quantize coverage
/// in steps and shift it with the sample grid, whereas the exact area is what a browser's
/// analytic anti-aliasing approximates, so the SVG and the PNG agree closely.
///
/// How: each pixel row is cut into bands at every edge end inside it; within a band every
/// edge that crosses it spans it whole, and when no two of them cross inside the band (their
/// left-to-right order is the same at its top and bottom) the inside of the band under the
/// fill rule is a union of trapezoids between consecutive edges, found by walking them left
/// to right with a winding count (non-zero: inside while it is not 0; even-odd: while it is
/// odd). Each edge where the walk goes in or out adds the exact area to its right, per pixel,
/// to an accumulation row (+ going in, − going out), and a running sum over the row gives the
/// coverage. A band where two edges cross (a self-intersecting star, overlapping polygons) is
/// halved until its order agrees or it is ``minimumBand`` high; there the order at its middle
/// is used.
///
/// **Coverage error**: 0 (to floating-point rounding, ~1e-12 of a pixel) for any polygons
/// whose edges do not cross; a pixel that holds edge crossings is off by at most
/// ``minimumBand`` (1/1024, a quarter of an 8-bit level) of its area per crossing. Coverage is
/// clamped to [0, 1]; the tests check both bounds against closed-form areas.
struct PolygonCoverage {
    /// The lowest band height, pixels, below which a band whose edges cross is no longer
    /// halved: the largest error one crossing can leave in a pixel's coverage.
    static let minimumBand = 1.0 / 1024

    /// The edges, sorted by their upper end (``PolygonEdge/edges(of:)``).
    let edges: [PolygonEdge]
    /// Which points are inside.
    let rule: FillRule
    /// Columns `x0..<x1` and rows `y0..<y1` to cover (the rest is never visited; area left of
    /// `x0` still counts, as the running sum starts there).
    let x0: Int, x1: Int, y0: Int, y1: Int

    /// True when a point of winding number `w` is inside under the rule.
    @inline(__always) static func inside(_ w: Int, _ rule: FillRule) -> Bool {
        rule == .nonZero ? w != 0 : w & 1 != 0
    }

    /// Calls `body(row, lo, hi, coverage)` for every row that some edge reaches, in order:
    /// columns `lo..<hi` have the coverages `coverage[column - x0]` (0…1), the others none.
    /// The buffer is reused for the next row.
    func forEachRow(_ body: (Int, Int, Int, UnsafeMutableBufferPointer<Double>) -> Void) {
        let width = x1 - x0
        guard width > 0, y0 < y1, !edges.isEmpty else { return }
        var scan = Scan(width: width, left: x0, rule: rule)
        var active: [Int] = []
        var next = 0
        var breaks: [Double] = []
        for j in y0..<y1 {
            let top = Double(j), bottom = Double(j + 1)
            while next < edges.count && edges[next].y0 < bottom {
                active.append(next)
                next += 1
            }
            active.removeAll { edges[$0].y1 <= top }
            if active.isEmpty { continue }
            breaks.removeAll(keepingCapacity: true)
            breaks.append(top)
            breaks.append(bottom)
            for k in active {
                let e = edges[k]
                if e.y0 > top { breaks.append(e.y0) }
                if e.y1 < bottom { breaks.append(e.y1) }
            }
            breaks.sort()
            for b in 1..<breaks.count where breaks[b] > breaks[b - 1] {
                scan.band(breaks[b - 1], breaks[b], edges, active)
            }
            let (lo, hi) = scan.finishRow()
            if lo < hi { scan.coverage.withUnsafeMutableBufferPointer { body(j, x0 + lo, x0 + hi, $0) } }
            scan.clear()
        }
    }

    /// One row's accumulation and the scratch of its bands.
    private struct Scan {
        let width: Int, left: Int, rule: FillRule
        /// Per column (plus one): area added by the row's edges to the running sum there.
        var accumulation: [Double]
        /// The row's coverage (the running sum), valid in the range ``finishRow()`` returns.
        var coverage: [Double]
        /// The touched accumulation columns, `lowest...highest` (empty when lowest > highest).
        var lowest: Int, highest: Int
        /// A band's crossing edges: x at its top and bottom and winding, in walking order.
        var xTop: [Double] = [], xBottom: [Double] = [], winding: [Int] = []

        init(width: Int, left: Int, rule: FillRule) {
            self.width = width
            self.left = left
            self.rule = rule
            accumulation = [Double](repeating: 0, count: width + 1)
            coverage = [Double](repeating: 0, count: width)
            lowest = width
            highest = -1
        }

        /// Adds the band `top..<bottom` (no edge ends strictly inside it): halved while two
        /// of its edges cross, else walked by the fill rule.
        mutating func band(_ top: Double, _ bottom: Double, _ edges: [PolygonEdge], _ active: [Int]) {
            xTop.removeAll(keepingCapacity: true)
            xBottom.removeAll(keepingCapacity: true)
            winding.removeAll(keepingCapacity: true)
            for k in active {
                let e = edges[k]
                guard e.y0 <= top && e.y1 >= bottom else { continue }
                insertSorted(e.x(at: top), e.x(at: bottom), e.winding)
            }
            if !ordered() && bottom - top > PolygonCoverage.minimumBand {
                let middle = top + (bottom - top) / 2
                band(top, middle, edges, active)
                band(middle, bottom, edges, active)
                return
            }
            var w = 0
            for k in 0..<winding.count {
                let wasInside = PolygonCoverage.inside(w, rule)
                w += winding[k]
                let isInside = PolygonCoverage.inside(w, rule)
                if wasInside != isInside { addRightOf(xTop[k], top, xBottom[k], bottom, isInside ? 1 : -1) }
            }
        }

        /// Inserts an edge into the band's lists by its x at the band's middle (insertion
        /// sort: stable, and fast for the few edges a row has).
        private mutating func insertSorted(_ a: Double, _ b: Double, _ w: Int) {
            let middle = (a + b) / 2
            var k = xTop.count
            xTop.append(a)
            xBottom.append(b)
            winding.append(w)
            while k > 0 && (xTop[k - 1] + xBottom[k - 1]) / 2 > middle {
                xTop[k] = xTop[k - 1]
                xBottom[k] = xBottom[k - 1]
                winding[k] = winding[k - 1]
                k -= 1
            }
            xTop[k] = a
            xBottom[k] = b
            winding[k] = w
        }

        /// True when the edges' order at the band's middle is also their order at its top and
        /// bottom (to 1e-9 pixel, so edges meeting at a vertex agree): no two cross inside it.
        private func ordered() -> Bool {
            var k = 1
            while k < xTop.count {
                if xTop[k] < xTop[k - 1] - 1e-9 || xBottom[k] < xBottom[k - 1] - 1e-9 { return false }
                k += 1
            }
            return true
        }

        /// Adds `sign` × the area right of the segment `(xa, ya)–(xb, yb)` (ya < yb, within one
        /// row) to the accumulation: column by column, the part of the segment over a column
        /// adds its height times the share of the column right of its middle there, and the
        /// rest of its height to the next column (from where the running sum carries it on).
        /// The part left of the covered columns adds its whole height to the first one.
        mutating func addRightOf(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ sign: Double) {
            let h = yb - ya
            let lo = Double(left), hi = Double(left + width)
            let xl = min(xa, xb), xr = max(xa, xb)
            if xr - xl < 1e-12 {
                if xl < lo { add(0, sign * h, 0) } else if xl < hi { column(xl, sign * h, xl) }
                return
            }
            let perX = h / (xr - xl)
            if xl < lo { add(0, sign * (min(xr, lo) - xl) * perX, 0) }
            var x = max(xl, lo)
            let end = min(xr, hi)
            while x < end {
                let next = min(end, x.rounded(.down) + 1)
                column(x, sign * (next - x) * perX, (x + next) / 2)
                x = next
            }
        }

        /// A piece of signed height `dy` whose middle is at `xm`, over the column holding `x`.
        @inline(__always) private mutating func column(_ x: Double, _ dy: Double, _ xm: Double) {
            let c = x.rounded(.down)
            let k = Int(c) - left
            add(k, dy * (c + 1 - xm), dy * (xm - c))
        }

        /// Adds `here` to accumulation column `k` and `after` to the next.
        @inline(__always) private mutating func add(_ k: Int, _ here: Double, _ after: Double) {
            accumulation[k] += here
            accumulation[k + 1] += after
            lowest = min(lowest, k)
            highest = max(highest, k + 1)
        }

        /// Turns the accumulation into the row's coverage and returns the columns that have
        /// some, `lo..<hi` (relative to `left`): from the first touched column to the last,
        /// or to the row's end when area is still open there (a shape reaching past the right).
        mutating func finishRow() -> (Int, Int) {
            guard lowest <= highest else { return (0, 0) }
            let (lo, width) = (lowest, self.width)
            var end = min(width, highest + 1)
            accumulation.withUnsafeBufferPointer { acc in
                coverage.withUnsafeMutableBufferPointer { cov in
                    var sum = 0.0
                    var k = lo
                    while k < end {
                        sum += acc[k]
                        cov[k] = sum <= 1e-12 ? 0 : (sum >= 1 - 1e-12 ? 1 : sum)
                        k += 1
                        if k == end && end < width && sum > 1e-12 { end = width }
                    }
                }
            }
            return (lo, end)
        }

        /// Resets the accumulation after a row (only the touched columns are not zero).
        mutating func clear() {
            guard lowest <= highest else { return }
            for k in lowest...highest { accumulation[k] = 0 }
            lowest = width
            highest = -1
        }
    }
}
