import AnimationCore

/// A gradient item's ``RenderGradient`` as the rasterizer paints it: the colour of every pixel
/// it covers, found at the pixel's centre.
///
/// Why at the pixel centre, through the item's own inverse map: the gradient is defined in the
/// item's own coordinates (``RenderGradient/position(of:)``), and under a 3D transform its
/// lines of equal colour converge like the item's edges do; mapping the centre back with the
/// same homography the coverage test uses (``QuadMapping/inverse``) makes that exact. The
/// colour is the reference's own (``RenderGradient/color(at:)``), not a table: the HTML
/// player repeats the same double arithmetic and so draws the same bytes. A pixel on an edge
/// takes its centre's colour times its coverage, as a browser shades a gradient-filled path.
struct PreparedGradient {
    /// The gradient, whose reference functions give every colour.
    let gradient: RenderGradient
    /// The item's pixels-to-bounds adjugate (``QuadMapping/inverse``), row by row.
    let i11: Double, i12: Double, i13: Double, i21: Double, i22: Double, i23: Double, i31: Double, i32: Double,
        i33: Double
    /// Item alpha, 0…1: every colour's opacity is multiplied by it.
    let itemAlpha: Double

    /// The gradient of an item mapped by `mapping` (bounds to pixels) at opacity `itemAlpha`;
    /// `nil` when it paints nothing or cannot be trusted: no stops, every stop transparent, or
    /// a value not finite (the rasterizer skips non-finite items rather than guess).
    init?(_ gradient: RenderGradient, mapping: QuadMapping, itemAlpha: Double) {
        guard PreparedGradient.paints(gradient) else { return nil }
        self.gradient = gradient
        let m = mapping.inverse
        i11 = m[0]
        i12 = m[1]
        i13 = m[2]
        i21 = m[3]
        i22 = m[4]
        i23 = m[5]
        i31 = m[6]
        i32 = m[7]
        i33 = m[8]
        self.itemAlpha = itemAlpha
    }

    /// True when `gradient` would paint something (see ``init(_:mapping:itemAlpha:)``): what
    /// decides whether a gradient item without a title is drawn at all, before any mapping
    /// exists.
    static func paints(_ gradient: RenderGradient) -> Bool {
        !gradient.stops.isEmpty && gradient.start.isFinite && gradient.end.isFinite
            && gradient.stops.allSatisfy({ $0.location.isFinite && $0.color.isFinite })
            && gradient.stops.contains(where: { $0.color.alpha > 0 })
    }

    /// The axis position of the pixel-space point `(x, y)`: mapped back to the item's own
    /// coordinates, then ``RenderGradient/position(of:)``. A point the map sends to infinity
    /// gives a non-finite position, which ``RenderGradient/color(at:)`` reads as the end.
    @inline(__always) func position(x: Double, y: Double) -> Double {
        let ww = i31 * x + i32 * y + i33
        return gradient.position(of: Point(x: (i11 * x + i12 * y + i13) / ww, y: (i21 * x + i22 * y + i23) / ww))
    }

    /// The paint at axis position `t`: straight channels 0…255 (clamped, unrounded, as
    /// ``PreparedItem`` keeps a fill colour) and opacity = the colour's alpha × item alpha.
    @inline(__always) func paint(at t: Double) -> Paint {
        let c = gradient.color(at: t)
        return Paint(
            red: min(1, max(0, c.red)) * 255, green: min(1, max(0, c.green)) * 255, blue: min(1, max(0, c.blue)) * 255,
            alpha: min(1, max(0, c.alpha)) * itemAlpha)
    }

    /// One colour ready to blend: straight channels 0…255 and an opacity 0…1.
    struct Paint {
        var red: Double, green: Double, blue: Double, alpha: Double
    }

    /// Paints one item's pixels in drawing order, remembering the last position's paint and
    /// the last blend: a vertical gradient's rows, and runs of equal background, cost one
    /// colour and one blend each. What it remembers is a pure function of its key (the
    /// position; the position and the stored pixel), so the bytes are those of painting every
    /// pixel afresh.
    struct Painter {
        let gradient: PreparedGradient
        private var lastT = Double.nan, paint = Paint(red: 0, green: 0, blue: 0, alpha: 0)
        private var fresh = true, lastIn: UInt32 = 0, lastOut: UInt32 = 0

        /// A painter of `gradient` that remembers nothing yet.
        init(_ gradient: PreparedGradient) { self.gradient = gradient }

        /// The paint at the pixel-space point `(x, y)` (a pixel centre).
        @inline(__always) private mutating func paintAt(x: Double, y: Double) -> Paint {
            let t = gradient.position(x: x, y: y)
            if !(t == lastT) {
                lastT = t
                paint = gradient.paint(at: t)
                fresh = true
            }
            return paint
        }

        /// Draws the paint of every pixel centre of row `j`'s columns `columns` at full
        /// coverage over pixels of row length `stride`: a span inside the item.
        ///
        /// Why a call of its own (and ``over(_:x:y:)`` and ``paint(x:y:)`` are not inlined
        /// either): kept out of ``Rasterizer/draw(_:into:stride:)``, the gradient's state does
        /// not cost the loops of items without a gradient anything.
        @inline(never) mutating func fill(
            _ px: UnsafeMutableBufferPointer<UInt32>, row j: Int, columns: Range<Int>, stride: Int
        ) {
            let y = Double(j) + 0.5, base = j * stride
            for i in columns { px[base + i] = blend(px[base + i], x: Double(i) + 0.5, y: y) }
        }

        /// ``blend(_:x:y:)`` for one pixel, out of line (see ``fill(_:row:columns:stride:)``).
        @inline(never) mutating func over(_ d: UInt32, x: Double, y: Double) -> UInt32 { blend(d, x: x, y: y) }

        /// The paint at `(x, y)`, out of line (see ``fill(_:row:columns:stride:)``).
        @inline(never) mutating func paint(x: Double, y: Double) -> Paint { paintAt(x: x, y: y) }

        /// The stored pixel `d` with the paint at the pixel centre `(x, y)` drawn over it at
        /// full coverage: a plain store where that paint is opaque (the blend at opacity 1 is
        /// the colour itself), else source-over.
        @inline(__always) private mutating func blend(_ d: UInt32, x: Double, y: Double) -> UInt32 {
            let p = paintAt(x: x, y: y)
            if fresh || (p.alpha < 1 && d != lastIn) {
                fresh = false
                lastIn = d
                lastOut =
                    p.alpha >= 1
                    ? Rasterizer.pack((p.red, p.green, p.blue, 1)) : Rasterizer.over(d, p.red, p.green, p.blue, p.alpha)
            }
            return lastOut
        }
    }
}

extension RenderItem {
    /// The gradient this item paints instead of its colour, `nil` when it paints its colour: a
    /// shadow (``RenderItem/blur``) keeps its colour even if it carries a gradient. One rule
    /// for the rasterizer, the SVG document and the HTML player's data.
    var paintedGradient: RenderGradient? { blur == 0 ? gradient : nil }

    /// True when the item's fill (or border ring) paints anything: its gradient has a visible
    /// stop, or, without a gradient, its colour is not clear. A drawable item whose fill does
    /// not paint draws only its title.
    var fillPaints: Bool { paintedGradient.map(PreparedGradient.paints) ?? (color.alpha > 0) }
}
