import Foundation
import AnimationCore

/// Draws a ``RenderFrame`` into a ``Canvas``: anti-aliased, projective-exact, deterministic.
///
/// For each item, back to front, every pixel of its bounding box (clipped to the canvas and to
/// its clip quads' boxes) gets a coverage: the pixel centre's 4 × 4 sub-samples are mapped
/// through the inverse of the item's homography (``QuadMapping``) to the item's own
/// coordinates and tested against the rounded rectangle (radius clamped to half the shorter
/// side) and, in root space, against every clip quad. The colour is then blended source-over
/// with opacity `colour alpha × item alpha × coverage`; the title's glyph pixels, tested on the
/// same samples, are blended on top in black or white (see ``TitleLayout``).
///
/// Speed: for each pixel row the exact edge equations give the span that is surely inside
/// every edge (by more than half a pixel diagonal) and the span that may be touched at all;
/// the first is filled without sampling (a plain store for opaque items), only the pixels in
/// between, near rounded corners and under the title are sampled. The result is the same as
/// sampling every pixel.
///
/// Shape items (``RenderItem/polygons``) are filled by exact area coverage instead
/// (``PolygonCoverage``: exact for polygons whose edges do not cross, within 1/1024 of a pixel
/// per crossing otherwise), both fill rules, their clip quads cut into the polygons
/// (``PreparedShape``). Masks (``RenderItem/masks``) are drawn once per frame into transparent
/// canvases of their own, and a masked item, of any kind, is drawn and then mixed back towards
/// what was under it by their coverage (``MaskPlanes``). A frame without shapes or masks is
/// drawn exactly as before they existed.
///
/// Gradient items (``RenderItem/gradient``) are drawn by the same loops as a fill, with the
/// same coverage, rounded corners, clips and masks; only the colour differs: each pixel takes
/// the gradient's colour at its centre mapped back to the item's own coordinates
/// (``PreparedGradient``), blended at that colour's alpha × item alpha × coverage. Frames
/// without gradients take the same paths as before, to the byte.
///
/// Robustness: items with zero alpha, zero area, non-finite values, degenerate quads or quads
/// that reach behind the eye (see ``QuadMapping/init(corners:width:height:)``) are skipped, and
/// every number that becomes an index is clamped first, so no input can trap or yield NaN.
/// Back-facing (mirrored) quads are drawn: layers are double-sided.
///
/// The HTML player contains a line-by-line JavaScript port of this type (``HTMLRenderer``):
/// change one, change the other.
public struct Rasterizer: Sendable {
    /// Sub-samples per pixel along each axis (16 per pixel): coverage steps of 1/16.
    public static let samplesPerAxis = 4
    /// Largest canvas side, pixels: bigger frames are cut (keeps memory bounded).
    public static let maximumSide = 8_192
    /// Distance from the pixel centre beyond which a pixel is surely on one side of an edge,
    /// pixels: more than the farthest sub-sample (0.53) with margin for rounding.
    static let sureDistance = 0.75

    /// Pixels per point; any positive finite value (1.5, 2, 0.5…).
    public var scale: Double
    /// What the canvas is cleared to before drawing (straight colour; opaque white by default).
    public var background: Color

    /// A rasterizer at `scale` pixels per point over `background`.
    public init(scale: Double = 1, background: Color = .white) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.background = background
    }

    /// The canvas size for `frame`: its size in points times the scale, rounded up (a size
    /// within 1e-9 of a whole number is not rounded up), at least 1 × 1 and at most
    /// ``maximumSide`` on each side.
    public func pixelSize(of frame: RenderFrame) -> (width: Int, height: Int) { pixelSize(for: frame.size) }

    /// The canvas size for a frame of `size` points (see ``pixelSize(of:)``): what to give a
    /// ``GIFEncoder`` before the first frame exists.
    public func pixelSize(for size: Size) -> (width: Int, height: Int) {
        func side(_ points: Double) -> Int {
            let v = points * scale
            guard v > 0, v.isFinite else { return 1 }
            return Int(min(Double(Rasterizer.maximumSide), max(1, (v - 1e-9).rounded(.up))))
        }
        return (side(size.width), side(size.height))
    }

    /// Renders `frame` into a new canvas of ``pixelSize(of:)``.
    public func render(_ frame: RenderFrame) -> Canvas {
        var canvas = Canvas(width: 0, height: 0)
        render(frame, into: &canvas)
        return canvas
    }

    /// Renders `frame` into `canvas`, reusing its memory when it already has the right size
    /// (the way to render many frames without allocating). Returns how many items (and mask
    /// planes) the frame's drawing budget left undrawn: 0 for every frame a real transition
    /// makes (see ``DrawingBudget``).
    ///
    /// The frame's masks that its items use are drawn first, each once, into a transparent
    /// canvas of their own (``MaskPlanes``); a frame without masks draws its items directly.
    @discardableResult
    public func render(_ frame: RenderFrame, into canvas: inout Canvas) -> Int {
        let size = pixelSize(of: frame)
        if canvas.width != size.width || canvas.height != size.height {
            canvas = Canvas(width: size.width, height: size.height)
        }
        canvas.fill(RGBA8(background))
        var budget = DrawingBudget(width: size.width, height: size.height)
        let planes =
            frame.masks.isEmpty
            ? MaskPlanes.none
            : MaskPlanes(frame, rasterizer: self, width: size.width, height: size.height, budget: &budget)
        _ = draw(frame.items, masks: planes, limit: frame.masks.count, into: &canvas, budget: &budget)
        return budget.skipped
    }

    /// `frame` without the items its drawing budget would leave undrawn, and how many those
    /// are: what the vector outputs (SVG, the HTML player) embed, so they show what the PNG
    /// shows and a flood cannot make the front end write gigabytes of text instead. The
    /// accounting is ``render(_:into:)``'s (mask planes first, then each item's cost in order);
    /// mask items are charged but kept, and items that draw nothing on this canvas cost nothing
    /// and are kept.
    public func withinBudget(_ frame: RenderFrame) -> (frame: RenderFrame, skipped: Int) {
        let (w, h) = pixelSize(of: frame)
        var budget = DrawingBudget(width: w, height: h)
        func charge(_ item: RenderItem, _ budget: inout DrawingBudget) -> Bool {
            guard let d = DrawableItem(item, scale: scale, canvasWidth: w, canvasHeight: h) else { return true }
            let box = d.box
            let rows = box.y1 - box.y0
            let (pixels, overflow) = (box.x1 - box.x0).multipliedReportingOverflow(by: rows)
            return budget.spend(item.drawingCost(pixels: overflow ? Int.max : pixels, rows: rows))
        }
        if !frame.masks.isEmpty {
            MaskPlanes.forEachPlane(of: frame, width: w, height: h, budget: &budget) { k, budget in
                for item in frame.masks[k].items { _ = charge(item, &budget) }
            }
        }
        var out = frame
        out.items = frame.items.filter { charge($0, &budget) }
        return (out, budget.skipped)
    }

    /// Renders `frame` into a new canvas and says how many items its drawing budget left
    /// undrawn (for a diagnostic naming the plugin).
    public func renderCounting(_ frame: RenderFrame) -> (canvas: Canvas, skipped: Int) {
        var canvas = Canvas(width: 0, height: 0)
        let skipped = render(frame, into: &canvas)
        return (canvas, skipped)
    }

    /// Draws `items` in order into `canvas`: shapes with ``drawShape(_:into:stride:)``, the
    /// others with ``draw(_:into:stride:)``, a masked one through ``MaskPlanes/drawMasked(_:_:into:)``.
    /// An item that refers to a mask index outside `0..<limit` (a frame's items may use every
    /// mask, a mask's items only those before it) is not drawn: a missing mask has no
    /// coverage. Returns the box of the pixels drawn on, `nil` when none (a mask's extent).
    /// Each item's estimated cost is taken from `budget` before it is drawn; one the budget
    /// cannot pay for is skipped (and counted there).
    func draw(
        _ items: [RenderItem], masks: MaskPlanes, limit: Int, into canvas: inout Canvas, budget: inout DrawingBudget
    ) -> PreparedItem.Box? {
        var extent: PreparedItem.Box?
        let w = canvas.width, h = canvas.height
        for item in items {
            guard item.masks.allSatisfy({ $0 >= 0 && $0 < limit }),
                var d = DrawableItem(item, scale: scale, canvasWidth: w, canvasHeight: h)
            else { continue }
            let box = d.box
            let rows = box.y1 - box.y0
            let (pixels, overflow) = (box.x1 - box.x0).multipliedReportingOverflow(by: rows)
            guard budget.spend(item.drawingCost(pixels: overflow ? Int.max : pixels, rows: rows)) else { continue }
            if !item.masks.isEmpty {
                guard let box = masks.narrow(d.box, to: item.masks) else { continue }
                d.box = box
                masks.drawMasked(d, item.masks, into: &canvas)
            } else {
                canvas.pixels.withUnsafeMutableBytes { raw in d.draw(into: raw.bindMemory(to: UInt32.self), stride: w) }
            }
            extent = extent.map { $0.union(d.box) } ?? d.box
        }
        return extent
    }

    /// Source-over of straight colour `(sr, sg, sb)` (0…255) at opacity `sa` on a straight
    /// destination `(dr, dg, db)` (0…255) with opacity `da` (0…1); unrounded result.
    @inline(__always)
    static func blend(
        _ dr: Double, _ dg: Double, _ db: Double, _ da: Double,
        _ sr: Double, _ sg: Double, _ sb: Double, _ sa: Double
    ) -> (Double, Double, Double, Double) {
        let k = da * (1 - sa)
        let oa = sa + k
        guard oa > 0 else { return (0, 0, 0, 0) }
        return ((sr * sa + dr * k) / oa, (sg * sa + dg * k) / oa, (sb * sa + db * k) / oa, oa)
    }

    /// A channel value 0…255 rounded to a byte, `floor(x + 0.5)` clamped.
    @inline(__always) static func quantize(_ x: Double) -> UInt32 {
        x <= 0 ? 0 : (x >= 255 ? 255 : UInt32((x + 0.5).rounded(.down)))
    }

    /// A blend result packed as the canvas stores it.
    @inline(__always) static func pack(_ c: (Double, Double, Double, Double)) -> UInt32 {
        (quantize(c.0) | quantize(c.1) << 8 | quantize(c.2) << 16 | quantize(c.3 * 255) << 24).littleEndian
    }

    /// Source-over of straight colour `(r, g, b)` (0…255) at opacity `a` on the stored pixel
    /// `d`, stored again: ``blend(_:_:_:_:_:_:_:_:)`` on one canvas pixel.
    @inline(__always) static func over(_ d: UInt32, _ r: Double, _ g: Double, _ b: Double, _ a: Double) -> UInt32 {
        let dv = UInt32(littleEndian: d)
        return pack(
            blend(Double(dv & 255), Double(dv >> 8 & 255), Double(dv >> 16 & 255), Double(dv >> 24) / 255, r, g, b, a))
    }

    /// The standard normal distribution function Φ(z) = (1 + erf(z/√2)) / 2, with erf by
    /// Abramowitz and Stegun 7.1.26 (absolute error under 1.5e-7): the same arithmetic as the
    /// HTML player's port, so both draw a shadow alike.
    @inline(__always) static func gaussianCDF(_ z: Double) -> Double {
        let x = abs(z) / 2.0.squareRoot()
        let t = 1 / (1 + 0.3275911 * x)
        let poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
        let erf = 1 - poly * exp(-x * x)
        return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf)
    }

    /// How much of a unit line segment `[0, length]` blurred by a Gaussian of deviation `sigma`
    /// is at `x`.
    @inline(__always) static func blurredStep(_ x: Double, _ length: Double, _ sigma: Double) -> Double {
        gaussianCDF(x / sigma) - gaussianCDF((x - length) / sigma)
    }

    /// One remembered blend per column: the stored pixel and opacity it was made for, and the
    /// result (a blend is a pure function of them, so reusing it gives the same bits).
    struct ColumnMemo {
        var input: [UInt32], alpha: [Double], output: [UInt32]

        /// Nothing remembered for `count` columns (an opacity of −1 matches no blend).
        init(count: Int) {
            input = [UInt32](repeating: 0, count: count)
            alpha = [Double](repeating: -1, count: count)
            output = [UInt32](repeating: 0, count: count)
        }

        /// The blend of `d` at opacity `a` in column `k`: remembered, or made by `make` and kept.
        @inline(__always) mutating func over(_ k: Int, _ d: UInt32, _ a: Double, _ make: () -> UInt32) -> UInt32 {
            if input[k] == d && alpha[k] == a { return output[k] }
            let out = make()
            input[k] = d
            alpha[k] = a
            output[k] = out
            return out
        }
    }

    /// True when the pixel-space point is on the inner side of every edge from index `start`
    /// (the clip polygons' edges).
    @inline(__always) static func inClips(_ edges: [HalfPlane], from start: Int, _ x: Double, _ y: Double) -> Bool {
        var k = start
        while k < edges.count {
            let e = edges[k]
            if e.nx * x + e.ny * y + e.c < 0 { return false }
            k += 1
        }
        return true
    }

    /// Draws a shadow item: at each pixel centre, the item's bounds blurred by a Gaussian of
    /// deviation `blur` in its own coordinates — exactly the blurred rectangle, a separable
    /// product; the rounding of the corners is left out of the blur (it changes only the
    /// corners' faint quarter-discs) — within the clips.
    static func drawShadow(_ p: PreparedItem, into px: UnsafeMutableBufferPointer<UInt32>, stride: Int) {
        let m = p.mapping.inverse
        let sigma = p.blur, w = p.width, h = p.height
        // An axis-aligned item (no rotation, no perspective: u depends on x alone, v on y
        // alone) takes the blurred steps once per column and row; the values are the general
        // path's to the bit (its extra terms are exact zeros).
        if m[1] == 0 && m[3] == 0 && m[6] == 0 && m[7] == 0 {
            let columns = (p.box.x0..<p.box.x1).map {
                blurredStep((m[0] * (Double($0) + 0.5) + m[1] * 0 + m[2]) / m[8], w, sigma)
            }
            let edges = p.edges, clipStart = p.clipStart, edgeCount = edges.count, x0 = p.box.x0, fa = p.fillAlpha
            let fr = p.red, fg = p.green, fb = p.blue
            var lastIn: UInt32 = 0, lastAlpha = -1.0, lastOut: UInt32 = 0
            // Besides the last blend (for runs along a row), each column remembers its own:
            // down the shadow's left and right sides the opacity changes from pixel to pixel
            // but repeats from row to row, over a background that does too.
            var memo = ColumnMemo(count: columns.count)
            columns.withUnsafeBufferPointer { col in
                for j in p.box.y0..<p.box.y1 {
                    let y = Double(j) + 0.5
                    let row = blurredStep((m[3] * 0 + m[4] * y + m[5]) / m[8], h, sigma)
                    if !(fa * row > 0) { continue }
                    let base = j * stride
                    for i in p.box.x0..<p.box.x1 {
                        if clipStart < edgeCount && !inClips(edges, from: clipStart, Double(i) + 0.5, y) { continue }
                        let a = fa * (col[i - x0] * row)
                        if !(a > 0) { continue }
                        let d = px[base + i]
                        if d != lastIn || a != lastAlpha {
                            lastIn = d
                            lastAlpha = a
                            lastOut = memo.over(i - x0, d, a) { over(d, fr, fg, fb, a) }
                        }
                        px[base + i] = lastOut
                    }
                }
            }
            return
        }
        for j in p.box.y0..<p.box.y1 {
            let y = Double(j) + 0.5
            for i in p.box.x0..<p.box.x1 {
                let x = Double(i) + 0.5
                let ww = m[6] * x + m[7] * y + m[8]
                if ww <= 0 { continue }
                if !inClips(p.edges, from: p.clipStart, x, y) { continue }
                let u = (m[0] * x + m[1] * y + m[2]) / ww, v = (m[3] * x + m[4] * y + m[5]) / ww
                let coverage = blurredStep(u, w, sigma) * blurredStep(v, h, sigma)
                let a = p.fillAlpha * coverage
                if !(a > 0) { continue }
                px[j * stride + i] = over(px[j * stride + i], p.red, p.green, p.blue, a)
            }
        }
    }

    /// Draws one prepared item into pixels of row length `stride`.
    static func draw(_ p: PreparedItem, into px: UnsafeMutableBufferPointer<UInt32>, stride: Int) {
        if p.blur > 0 { return drawShadow(p, into: px, stride: stride) }
        let m = p.mapping.inverse
        let i11 = m[0], i12 = m[1], i13 = m[2], i21 = m[3], i22 = m[4], i23 = m[5], i31 = m[6], i32 = m[7], i33 = m[8]
        let w = p.width, h = p.height, r = p.radius, r2 = r * r
        let ring = p.ring, ri = max(0, r - ring), ri2 = ri * ri
        let edges = p.edges, clipStart = p.clipStart, edgeCount = edges.count
        let title = p.title, titleBox = p.titleBox
        let n = samplesPerAxis, samples = Double(n * n)
        let sure = sureDistance
        let fr = p.red, fg = p.green, fb = p.blue, fa = p.fillAlpha
        let inkValue = title.map { Double($0.ink.r) } ?? 0
        let solid: UInt32? = fa >= 1 ? pack((fr, fg, fb, 1)) : nil
        var lastIn: UInt32 = 0, lastOut = pack(blend(0, 0, 0, 0, fr, fg, fb, fa))
        // A gradient item's colour comes from its pixel's centre; every branch below that
        // blends the fill asks this painter instead of using (fr, fg, fb, fa).
        var painter = p.gradient.map(PreparedGradient.Painter.init)

        // The item's own coverage test for one sample, in pixel coordinates.
        @inline(__always) func inside(_ x: Double, _ y: Double) -> (Bool, Double, Double) {
            let ww = i31 * x + i32 * y + i33
            if ww == 0 { return (false, 0, 0) }
            let u = (i11 * x + i12 * y + i13) / ww, v = (i21 * x + i22 * y + i23) / ww
            guard u >= 0, u < w, v >= 0, v < h else { return (false, u, v) }
            if r > 0 {
                let dx = u < r ? r - u : (u > w - r ? u - (w - r) : 0)
                let dy = v < r ? r - v : (v > h - r ? v - (h - r) : 0)
                if dx * dx + dy * dy > r2 { return (false, u, v) }
            }
            if ring > 0 && u >= ring && u < w - ring && v >= ring && v < h - ring {
                // Inside the inner rounded rectangle: not the border.
                let a0 = ring + ri, a1 = w - ring - ri, b0 = ring + ri, b1 = h - ring - ri
                let dx = u < a0 ? a0 - u : (u > a1 ? u - a1 : 0)
                let dy = v < b0 ? b0 - v : (v > b1 ? v - b1 : 0)
                if dx * dx + dy * dy <= ri2 { return (false, u, v) }
            }
            var k = clipStart
            while k < edgeCount {
                let e = edges[k]
                if e.nx * x + e.ny * y + e.c < 0 { return (false, u, v) }
                k += 1
            }
            return (true, u, v)
        }

        // The side of the ring (0 top, 1 bottom, 2 left, 3 right) that holds the local point,
        // away from the rounded corners, with a small margin; -1 when none does.
        @inline(__always) func side(_ u: Double, _ v: Double) -> Int {
            let e = 1e-9
            let alongTop = u >= r + e && u <= w - r - e, alongLeft = v >= r + e && v <= h - r - e
            if alongTop && v >= e && v <= ring - e { return 0 }
            if alongTop && v >= h - ring + e && v <= h - e { return 1 }
            if alongLeft && u >= e && u <= ring - e { return 2 }
            if alongLeft && u >= w - ring + e && u <= w - e { return 3 }
            return -1
        }
        @inline(__always) func wholeRingPixel(_ i: Int, _ j: Int) -> Bool {
            var which = -2
            for (x, y) in [
                (Double(i), Double(j)), (Double(i + 1), Double(j)), (Double(i + 1), Double(j + 1)),
                (Double(i), Double(j + 1))
            ] {
                let ww = i31 * x + i32 * y + i33
                guard ww > 0 else { return false }
                let s = side((i11 * x + i12 * y + i13) / ww, (i21 * x + i22 * y + i23) / ww)
                guard s >= 0, which == -2 || s == which else { return false }
                which = s
                if !inClips(edges, from: clipStart, x, y) { return false }
            }
            return true
        }

        @inline(__always) func inTitleBox(_ i: Int, _ j: Int) -> Bool {
            guard let b = titleBox else { return false }
            return i >= b.x0 && i < b.x1 && j >= b.y0 && j < b.y1
        }
        @inline(__always) func wholeFillPixel(_ i: Int, _ j: Int) -> Bool {
            let x = Double(i), y = Double(j)
            return inside(x, y).0 && inside(x + 1, y).0 && inside(x + 1, y + 1).0 && inside(x, y + 1).0
        }

        var rowSpecials: [PreparedItem.Box] = []
        rowSpecials.reserveCapacity(p.specials.count)
        for j in p.box.y0..<p.box.y1 {
            let yc = Double(j) + 0.5
            // Pixel-centre x ranges: possibly touched [pLo, pHi], surely inside [fLo, fHi].
            var pLo = Double(p.box.x0) + 0.5, pHi = Double(p.box.x1) - 0.5
            var fLo = pLo, fHi = pHi
            for e in edges {
                let k = e.ny * yc + e.c
                if e.nx > 0 {
                    pLo = max(pLo, (-sure - k) / e.nx)
                    fLo = max(fLo, (sure - k) / e.nx)
                } else if e.nx < 0 {
                    pHi = min(pHi, (-sure - k) / e.nx)
                    fHi = min(fHi, (sure - k) / e.nx)
                } else {
                    if k < -sure { pLo = .infinity }
                    if k < sure { fLo = .infinity }
                }
            }
            let lo = Double(p.box.x0), hi = Double(p.box.x1)
            let pS = Int(min(hi, max(lo, (pLo - 0.5).rounded(.up))))
            let pE = Int(min(hi, max(lo, (pHi - 0.5).rounded(.down) + 1)))
            let fS = Int(min(Double(pE), max(Double(pS), (fLo - 0.5).rounded(.up))))
            let fE = Int(min(Double(pE), max(Double(fS), (fHi - 0.5).rounded(.down) + 1)))
            if pS >= pE { continue }
            rowSpecials.removeAll(keepingCapacity: true)
            for s in p.specials where j >= s.y0 && j < s.y1 { rowSpecials.append(s) }
            let row = j * stride
            var i = pS
            while i < pE {
                if i >= fS && i < fE {
                    var end = fE, special = false
                    for s in rowSpecials {
                        if i >= s.x0 && i < s.x1 {
                            special = true
                            break
                        }
                        if s.x0 > i && s.x0 < end { end = s.x0 }
                    }
                    if !special && ring > 0 {
                        // A ring's pixels are all in its strips; the rest of the span is its hole.
                        i = end
                        continue
                    }
                    if !special {
                        if painter != nil {
                            painter?.fill(px, row: j, columns: i..<end, stride: stride)
                        } else if let solid {
                            for x in i..<end { px[row + x] = solid }
                        } else {
                            for x in i..<end {
                                let d = px[row + x]
                                if d != lastIn {
                                    lastIn = d
                                    lastOut = over(d, fr, fg, fb, fa)
                                }
                                px[row + x] = lastOut
                            }
                        }
                        i = end
                        continue
                    }
                }
                // A ring's pixel wholly inside one straight side of the ring (its four corners
                // there and inside every clip: both regions are convex) is covered by all 16
                // samples; drawing it without sampling gives the same bits, faster.
                if ring > 0 && wholeRingPixel(i, j) {
                    if let out = painter?.over(px[row + i], x: Double(i) + 0.5, y: yc) {
                        px[row + i] = out
                    } else {
                        px[row + i] = over(px[row + i], fr, fg, fb, fa)
                    }
                    i += 1
                    continue
                }
                // Likewise a fill's pixel away from the title whose four corners are inside the
                // rounded bounds and every clip (all convex): every sample is at least 1/8 pixel
                // inside, so all 16 count, and the blend at fa × 16/16 is the span's blend.
                if ring == 0 && !inTitleBox(i, j) && wholeFillPixel(i, j) {
                    let d = px[row + i]
                    if let out = painter?.over(d, x: Double(i) + 0.5, y: yc) {
                        px[row + i] = out
                    } else {
                        if d != lastIn {
                            lastIn = d
                            lastOut = over(d, fr, fg, fb, fa)
                        }
                        px[row + i] = lastOut
                    }
                    i += 1
                    continue
                }
                // Sample the pixel.
                var nFill = 0, nText = 0
                for sy in 0..<n {
                    let y = Double(j) + (Double(sy) + 0.5) / Double(n)
                    for sx in 0..<n {
                        let x = Double(i) + (Double(sx) + 0.5) / Double(n)
                        let (isIn, u, v) = inside(x, y)
                        if isIn {
                            nFill += 1
                            if let title, title.hit(u: u, v: v) { nText += 1 }
                        }
                    }
                }
                if nFill > 0 {
                    let dv = UInt32(littleEndian: px[row + i])
                    // The fill's paint: the item's colour, or the gradient at the pixel centre
                    // (at the coverage of the samples, as a browser shades a gradient's edge).
                    var (sr, sg, sb, sa) = (fr, fg, fb, fa)
                    if let g = painter?.paint(x: Double(i) + 0.5, y: yc) {
                        (sr, sg, sb, sa) = (g.red, g.green, g.blue, g.alpha)
                    }
                    var c = blend(
                        Double(dv & 255), Double(dv >> 8 & 255), Double(dv >> 16 & 255), Double(dv >> 24) / 255,
                        sr, sg, sb, sa * (Double(nFill) / samples))
                    if nText > 0 {
                        c = blend(
                            c.0, c.1, c.2, c.3, inkValue, inkValue, inkValue, p.itemAlpha * (Double(nText) / samples))
                    }
                    px[row + i] = pack(c)
                }
                i += 1
            }
        }
    }

    /// Draws a shape item: every pixel its polygons reach gets their exact coverage
    /// (``PolygonCoverage``) times colour alpha × item alpha, blended source-over; a fully
    /// covered pixel of an opaque shape is a plain store, as in an item's inner span.
    static func drawShape(_ p: PreparedShape, into px: UnsafeMutableBufferPointer<UInt32>, stride: Int) {
        let fr = p.red, fg = p.green, fb = p.blue, fa = p.fillAlpha, x0 = p.box.x0
        let solid: UInt32? = fa >= 1 ? pack((fr, fg, fb, 1)) : nil
        var lastIn: UInt32 = 0, lastAlpha = -1.0, lastOut: UInt32 = 0
        p.coverage.forEachRow { j, lo, hi, coverage in
            let base = j * stride
            for i in lo..<hi {
                let c = coverage[i - x0]
                if c <= 0 { continue }
                if c >= 1, let solid {
                    px[base + i] = solid
                    continue
                }
                let a = fa * c, d = px[base + i]
                if d != lastIn || a != lastAlpha {
                    lastIn = d
                    lastAlpha = a
                    lastOut = over(d, fr, fg, fb, a)
                }
                px[base + i] = lastOut
            }
        }
    }
}
