import AnimationCore

/// A frame's masks (``RenderFrame/masks``) as the rasterizer uses them: each mask that some
/// item needs, drawn once per frame into a transparent canvas of the frame's size by the same
/// code as the frame's items, so its coverage at a pixel is that canvas's alpha there (its
/// items' composite; colour is ignored).
///
/// Why masked items are drawn and then mixed back, rather than with a coverage factor in every
/// drawing loop: source-over is linear in the source's opacity once colours are premultiplied,
/// so drawing an item at full strength and then moving each pixel back towards what was there
/// before by `1 − coverage` (``mix(_:_:_:)``) is drawing it at opacity × coverage — for every
/// kind of item (fill, title, border ring, shadow, shape) through one piece of code, and the
/// loops of unmasked items stay as they are. It is the masking of the item's composite (its
/// fill and title together), as a browser masks an SVG group; the result is within one level
/// of the unrounded arithmetic (the drawn pixel is rounded once before the mix).
struct MaskPlanes {
    /// One drawn mask: its canvas (coverage in the alpha bytes), the box of its pixels that
    /// were drawn on (outside it the coverage is 0), and per row the longest run of columns
    /// where it is opaque.
    struct Plane {
        let canvas: Canvas
        let box: PreparedItem.Box
        /// Per canvas row: the columns `start..<end` (empty when start ≥ end) where the alpha is
        /// 255. Why: there a masked item's pixels stay as drawn, so they need neither keeping
        /// nor mixing — a large mask (a circular reveal) costs only along its edge.
        let opaque: [(start: Int, end: Int)]

        /// The plane of `canvas`, drawn on within `box`.
        init(canvas: Canvas, box: PreparedItem.Box) {
            self.canvas = canvas
            self.box = box
            var runs = [(start: Int, end: Int)](repeating: (0, 0), count: canvas.height)
            let w = canvas.width
            canvas.pixels.withUnsafeBytes { raw in
                let px = raw.bindMemory(to: UInt32.self)
                for j in box.y0..<box.y1 { runs[j] = Plane.longestOpaqueRun(px, row: j * w, columns: box.x0..<box.x1) }
            }
            opaque = runs
        }

        /// The longest run of alpha 255 among `columns` of the row of stored pixels that starts
        /// at index `row`.
        static func longestOpaqueRun(_ px: UnsafeBufferPointer<UInt32>, row: Int, columns: Range<Int>) -> (
            start: Int, end: Int
        ) {
            var best = (start: 0, end: 0), start = -1
            for i in columns {
                let opaque = UInt32(littleEndian: px[row + i]) >> 24 == 255
                if opaque && start < 0 { start = i }
                if !opaque || i == columns.upperBound - 1 {
                    let end = opaque ? i + 1 : i
                    if start >= 0 && end - start > best.end - best.start { best = (start, end) }
                    if !opaque { start = -1 }
                }
            }
            return best
        }
    }

    /// Per mask index: the drawn mask, `nil` when no item needs it or it drew nothing.
    let planes: [Plane?]

    /// No masks.
    static let none = MaskPlanes(planes: [])

    private init(planes: [Plane?]) { self.planes = planes }

    /// The masks of `frame` that its items need, drawn at `rasterizer`'s scale on a canvas
    /// of `width × height`. A mask is drawn only when an item of the frame, or of a needed
    /// mask after it, refers to it; in index order, so a mask's items find the masks before
    /// it already drawn (no recursion, however long the chain). Each plane is a canvas of its
    /// own, so it costs the frame's `budget` a canvas of pixels before its items; a plane the
    /// budget cannot pay for is not drawn (items under it then show nowhere), and at most
    /// ``FrameBudget/maximumMaskPlanes`` are kept, which bounds the memory they take.
    init(_ frame: RenderFrame, rasterizer: Rasterizer, width: Int, height: Int, budget: inout DrawingBudget) {
        var drawn: [Plane?] = Array(repeating: nil, count: frame.masks.count)
        MaskPlanes.forEachPlane(of: frame, width: width, height: height, budget: &budget) { k, budget in
            var canvas = Canvas(width: width, height: height)
            let sofar = MaskPlanes(planes: drawn)
            if let box = rasterizer.draw(frame.masks[k].items, masks: sofar, limit: k, into: &canvas, budget: &budget) {
                drawn[k] = Plane(canvas: canvas, box: box)
            }
        }
        planes = drawn
    }

    /// Calls `body` with the index of each mask of `frame` that gets a plane, in index order,
    /// once `budget` has paid for its canvas of `width × height` pixels: the masks the items
    /// need (``needed(_:)``) that the budget can pay for, at most
    /// ``FrameBudget/maximumMaskPlanes`` (each needed one past that counts as skipped). One
    /// policy for both that draw them (``init(_:rasterizer:width:height:budget:)``) and
    /// ``Rasterizer/withinBudget(_:)``, which charges the same planes so that the vector
    /// outputs keep exactly what the PNG draws.
    static func forEachPlane(
        of frame: RenderFrame, width: Int, height: Int, budget: inout DrawingBudget,
        _ body: (Int, inout DrawingBudget) -> Void
    ) {
        let needed = MaskPlanes.needed(frame)
        var made = 0
        for k in frame.masks.indices where needed[k] {
            guard made < FrameBudget.maximumMaskPlanes else {
                budget.skip()
                continue
            }
            guard budget.spend(width &* height) else { continue }
            made += 1
            body(k, &budget)
        }
    }

    /// Which masks the frame's items need: those they list, then, from the last mask down,
    /// those listed by the items of a needed mask (they come before it).
    static func needed(_ frame: RenderFrame) -> [Bool] {
        let count = frame.masks.count
        var needed = [Bool](repeating: false, count: count)
        func mark(_ items: [RenderItem], below limit: Int) {
            for item in items { for k in item.masks where k >= 0 && k < limit { needed[k] = true } }
        }
        mark(frame.items, below: count)
        for k in stride(from: count - 1, through: 0, by: -1) where needed[k] { mark(frame.masks[k].items, below: k) }
        return needed
    }

    /// `box` cut to the boxes of the masks `indices`, `nil` when a mask drew nothing there
    /// (or nothing at all): a masked item never draws outside its masks.
    func narrow(_ box: PreparedItem.Box, to indices: [Int]) -> PreparedItem.Box? {
        var b = box
        for k in indices {
            guard k >= 0, k < planes.count, let plane = planes[k], let cut = b.intersection(plane.box) else {
                return nil
            }
            b = cut
        }
        return b
    }

    /// Draws `item` (its box already narrowed by ``narrow(_:to:)``) into `canvas` masked by
    /// the masks `indices`: the pixels of its box are kept, the item drawn, and each pixel
    /// mixed back by the product of the masks' coverages there — except, row by row, where
    /// every mask is opaque, which stays as drawn.
    func drawMasked(_ item: DrawableItem, _ indices: [Int], into canvas: inout Canvas) {
        let box = item.box, w = canvas.width, bw = box.x1 - box.x0
        let used = indices.compactMap { planes[$0] }
        guard used.count == indices.count else { return }
        let masks = used.map(\.canvas.pixels)
        // Per row of the box: the columns left as drawn (empty runs start and end at x1).
        let runs = (box.y0..<box.y1).map { j in
            used.reduce((start: box.x0, end: box.x1)) { r, p in
                (max(r.start, p.opaque[j].start), min(r.end, p.opaque[j].end))
            }
        }.map { $0.start < $0.end ? $0 : (start: box.x1, end: box.x1) }
        // Every pixel of the row outside its run, in order.
        func outside(_ j: Int, _ body: (Int) -> Void) {
            let r = runs[j - box.y0]
            for i in box.x0..<r.start { body(i) }
            for i in r.end..<box.x1 { body(i) }
        }
        canvas.pixels.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            // Only the pixels outside the runs are written, and only they are read back.
            var before = [UInt32](unsafeUninitializedCapacity: bw * (box.y1 - box.y0)) { _, count in
                count = bw * (box.y1 - box.y0)
            }
            for j in box.y0..<box.y1 { outside(j) { i in before[(j - box.y0) * bw + i - box.x0] = px[j * w + i] } }
            item.draw(into: px, stride: w)
            for j in box.y0..<box.y1 {
                outside(j) { i in
                    let old = before[(j - box.y0) * bw + i - box.x0], new = px[j * w + i]
                    if old == new { return }
                    let o = (j * w + i) * 4 + 3
                    var coverage = 1.0
                    for m in masks { coverage *= Double(m[o]) / 255 }
                    px[j * w + i] = MaskPlanes.mix(old, new, coverage)
                }
            }
        }
    }

    /// The stored pixel `before` moved towards `after` by `m` (0…1), in premultiplied colour:
    /// `after` at 1, `before` at 0, and in between what drawing at `m` times the opacity would
    /// have given (source-over is linear in premultiplied colour). The HTML player's port
    /// does the same arithmetic.
    @inline(__always) static func mix(_ before: UInt32, _ after: UInt32, _ m: Double) -> UInt32 {
        if m >= 1 { return after }
        if !(m > 0) { return before }
        let b = UInt32(littleEndian: before), a = UInt32(littleEndian: after)
        let ba = Double(b >> 24) / 255, aa = Double(a >> 24) / 255
        let oa = ba + (aa - ba) * m
        guard oa > 0 else { return 0 }
        @inline(__always) func channel(_ shift: UInt32) -> Double {
            let x = Double(b >> shift & 255) * ba
            return (x + (Double(a >> shift & 255) * aa - x) * m) / oa
        }
        return Rasterizer.pack((channel(0), channel(8), channel(16), oa))
    }
}
