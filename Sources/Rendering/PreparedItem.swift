import AnimationCore

/// One ``RenderItem`` turned into what the rasterizer's inner loops need, in pixel units: the
/// inverse map, the edges, the pixel bounding box, and the small regions that need every pixel
/// sampled (rounded corners, the title). Built once per item per frame.
struct PreparedItem {
    /// Pixel rectangle `x0..<x1`, `y0..<y1`.
    struct Box: Hashable {
        var x0: Int, x1: Int, y0: Int, y1: Int

        /// The whole pixels that the extent `minX…maxX × minY…maxY` (pixels) touches, cut to a
        /// canvas of `width × height`; `nil` when nothing is left.
        init?(minX: Double, maxX: Double, minY: Double, maxY: Double, width: Int, height: Int) {
            let bx0 = max(0, minX.rounded(.down)), bx1 = min(Double(width), maxX.rounded(.up))
            let by0 = max(0, minY.rounded(.down)), by1 = min(Double(height), maxY.rounded(.up))
            guard bx0 < bx1, by0 < by1 else { return nil }
            self.init(x0: Int(bx0), x1: Int(bx1), y0: Int(by0), y1: Int(by1))
        }

        /// A rectangle from its columns and rows.
        init(x0: Int, x1: Int, y0: Int, y1: Int) {
            self.x0 = x0
            self.x1 = x1
            self.y0 = y0
            self.y1 = y1
        }

        /// The pixels in both, `nil` when none: a masked item is drawn only where its masks
        /// drew something.
        func intersection(_ o: Box) -> Box? {
            let b = Box(x0: max(x0, o.x0), x1: min(x1, o.x1), y0: max(y0, o.y0), y1: min(y1, o.y1))
            return b.x0 < b.x1 && b.y0 < b.y1 ? b : nil
        }

        /// The smallest rectangle holding both: the extent of what a mask's items drew.
        func union(_ o: Box) -> Box { Box(x0: min(x0, o.x0), x1: max(x1, o.x1), y0: min(y0, o.y0), y1: max(y1, o.y1)) }
    }

    /// `points` (root coordinates) times `scale`, or `nil` when one is not finite or is 1e12
    /// pixels or more from the origin: beyond that, pixel arithmetic in doubles loses the
    /// fraction that anti-aliasing needs, so such input draws nothing rather than garbage.
    static func pixels(_ points: [Point], scale: Double) -> [Point]? {
        let out = points.map { Point(x: $0.x * scale, y: $0.y * scale) }
        return out.allSatisfy(isSane) ? out : nil
    }

    /// True for a finite pixel position less than 1e12 from the origin (see ``pixels(_:scale:)``).
    static func isSane(_ p: Point) -> Bool { p.isFinite && abs(p.x) < 1e12 && abs(p.y) < 1e12 }

    /// The bounds-to-pixels homography.
    let mapping: QuadMapping
    /// Bounds size, item points.
    let width: Double, height: Double
    /// Corner radius, item points, clamped to half the shorter side.
    let radius: Double
    /// A border item's ring width, item points, clamped to half the shorter side (0: a fill).
    /// Only the ring is drawn: inside the rounded bounds and outside the bounds inset by it,
    /// rounded by the radius less the width.
    let ring: Double
    /// A shadow item's blur, the Gaussian's standard deviation in item points (0: not a shadow).
    let blur: Double
    /// The item quad's four edges, then every clip polygon's edges, pixel space.
    let edges: [HalfPlane]
    /// Where the clip edges begin in ``edges`` (4: the item quad comes first).
    let clipStart: Int
    /// Pixels the item may touch: its quad's box ∩ every clip's box ∩ the canvas (a mask may
    /// narrow it further: the drawing never leaves it).
    var box: Box
    /// Pixel boxes where rounding or text may change a pixel: always sampled, never run-filled.
    let specials: [Box]
    /// Fill colour channels, 0…255 (unrounded).
    let red: Double, green: Double, blue: Double
    /// Colour alpha × item alpha, 0…1; 0 for a gradient item, which never paints its colour
    /// (where its gradient paints nothing, only its title shows, as for a clear view).
    let fillAlpha: Double
    /// Item alpha, 0…1 (the title's opacity).
    let itemAlpha: Double
    /// Non-nil for a gradient item (``RenderItem/gradient``): every pixel it covers takes its
    /// colour and opacity from the gradient at the pixel's centre instead of ``red``, ``green``,
    /// ``blue`` and ``fillAlpha``; `nil` when the gradient paints nothing (a title may remain).
    let gradient: PreparedGradient?
    /// The title, if drawn.
    let title: TitleLayout?
    /// The pixels the title's ink may touch (its special box); `nil` without a title. A pixel
    /// outside it needs its samples only for the fill's edge.
    let titleBox: Box?

    /// Prepares `item` for a canvas of `canvasWidth × canvasHeight` pixels at `scale` pixels per
    /// point. `nil` when it draws nothing: fully transparent with no title, empty, degenerate,
    /// off-canvas, clipped away, or not finite. A clear view with a title (a button label) draws
    /// just its title.
    init?(_ item: RenderItem, scale: Double, canvasWidth: Int, canvasHeight: Int) {
        let color = item.color
        let hasTitle = !(item.title ?? "").isEmpty
        let painted = item.paintedGradient
        guard item.alpha > 0, item.fillPaints || hasTitle, item.alpha.isFinite, color.isFinite, item.blur.isFinite,
            item.blur >= 0
        else { return nil }
        blur = item.blur
        itemAlpha = min(1, item.alpha)
        fillAlpha = painted == nil ? min(1, color.alpha) * itemAlpha : 0
        width = item.size.width
        height = item.size.height
        guard width > 0, height > 0, width.isFinite, height.isFinite, item.corners.count == 4 else { return nil }
        guard let quad = PreparedItem.pixels(item.corners, scale: scale),
            let m = QuadMapping(corners: quad, width: width, height: height),
            var edges = HalfPlane.convexPolygon(quad), edges.count == 4
        else { return nil }
        mapping = m
        gradient = painted.flatMap { PreparedGradient($0, mapping: m, itemAlpha: min(1, item.alpha)) }
        guard let reach = PreparedItem.reach(quad, mapping: m, width: width, height: height, blur: item.blur) else {
            return nil
        }
        var extent = Extent(reach)
        clipStart = edges.count
        guard PreparedItem.clip(item.clips, scale: scale, edges: &edges, extent: &extent) else { return nil }
        self.edges = edges
        guard let box = extent.pixels(width: canvasWidth, height: canvasHeight) else { return nil }
        self.box = box
        let r = min(item.cornerRadius, width / 2, height / 2)
        radius = r > 0 && r.isFinite ? r : 0
        let b = min(item.border, width / 2, height / 2)
        ring = b > 0 && b.isFinite ? b : 0
        red = min(1, max(0, color.red)) * 255
        green = min(1, max(0, color.green)) * 255
        blue = min(1, max(0, color.blue)) * 255
        title = TitleLayout(title: item.title, size: item.size, color: color)
        titleBox = title.flatMap { t in
            PreparedItem.special(t.originX, t.originY, t.originX + t.width, t.originY + t.height, mapping: m, in: box)
        }
        var specials = PreparedItem.roundingBoxes(
            width: width, height: height, ring: ring, radius: radius, mapping: m, in: box)
        if let b = titleBox { specials.append(b) }
        self.specials = specials
    }

    /// The box of an item's pixels while it is prepared: its reach's, narrowed by every clip's
    /// (kept in doubles until ``Box/init(minX:maxX:minY:maxY:width:height:)`` cuts it to the
    /// canvas).
    private struct Extent {
        var minX: Double, maxX: Double, minY: Double, maxY: Double

        /// The box of `points` (at least one).
        init(_ points: [Point]) {
            minX = points.map(\.x).min()!
            maxX = points.map(\.x).max()!
            minY = points.map(\.y).min()!
            maxY = points.map(\.y).max()!
        }

        /// The whole pixels it touches on a canvas of `width × height`; `nil` when none.
        func pixels(width: Int, height: Int) -> Box? {
            Box(minX: minX, maxX: maxX, minY: minY, maxY: maxY, width: width, height: height)
        }

        /// What is left inside the box of `points` (at least one) too.
        mutating func narrow(to points: [Point]) {
            minX = max(minX, points.map(\.x).min()!)
            maxX = min(maxX, points.map(\.x).max()!)
            minY = max(minY, points.map(\.y).min()!)
            maxY = min(maxY, points.map(\.y).max()!)
        }
    }

    /// Where an item of `width × height` points whose bounds map to `quad` (pixels) under `m`
    /// may paint: the quad itself, or for a shadow of `blur` the bounds grown by 3 standard
    /// deviations (under 0.14 % of its strength is left beyond). `nil` when the grown quad is
    /// not sane (``isSane(_:)``).
    private static func reach(_ quad: [Point], mapping m: QuadMapping, width: Double, height: Double, blur: Double)
        -> [Point]?
    {
        guard blur > 0 else { return quad }
        let e = 3 * blur
        let reach = [
            m.map(u: -e, v: -e), m.map(u: width + e, v: -e), m.map(u: width + e, v: height + e),
            m.map(u: -e, v: height + e)
        ]
        return reach.allSatisfy(PreparedItem.isSane) ? reach : nil
    }

    /// Appends every clip quad's edges (pixels) to `edges` and narrows `extent` to its box;
    /// false when a clip is not sane or not a convex polygon, and the item draws nothing.
    private static func clip(_ clips: [[Point]], scale: Double, edges: inout [HalfPlane], extent: inout Extent)
        -> Bool
    {
        for clip in clips {
            guard let q = PreparedItem.pixels(clip, scale: scale), let e = HalfPlane.convexPolygon(q) else {
                return false
            }
            edges += e
            extent.narrow(to: q)
        }
        return true
    }

    /// The special boxes (``specials``) where rounding changes pixels: a ring's four strips of
    /// its width and, where the corners are rounded more than that, four corner squares of the
    /// radius; a rounded fill's four corner squares; none for a plain rectangle.
    private static func roundingBoxes(
        width w: Double, height h: Double, ring b: Double, radius r: Double, mapping m: QuadMapping, in box: Box
    ) -> [Box] {
        var specials: [Box] = []
        if b > 0 {
            var parts = [(0, 0, w, b), (0, h - b, w, h), (0, 0, b, h), (w - b, 0, w, h)]
            if r > b {
                parts += [(0, 0, r, r), (w - r, 0, w, r), (w - r, h - r, w, h), (0, h - r, r, h)]
            }
            for (u0, v0, u1, v1) in parts {
                if let s = special(u0, v0, u1, v1, mapping: m, in: box) { specials.append(s) }
            }
        } else if r > 0 {
            for (u0, v0) in [(0, 0), (w - r, 0), (w - r, h - r), (0, h - r)] {
                if let s = special(u0, v0, u0 + r, v0 + r, mapping: m, in: box) { specials.append(s) }
            }
        }
        return specials
    }

    /// The pixels of `box` that the local rectangle `u0…u1 × v0…v1` may touch under `m`: its
    /// image is a convex quad inside its corners' box, and one pixel of margin covers every
    /// sample of a pixel that touches it. `nil` when none are left.
    private static func special(
        _ u0: Double, _ v0: Double, _ u1: Double, _ v1: Double, mapping m: QuadMapping, in box: Box
    ) -> Box? {
        let p = [m.map(u: u0, v: v0), m.map(u: u1, v: v0), m.map(u: u1, v: v1), m.map(u: u0, v: v1)]
        let x0 = max(Double(box.x0), p.map(\.x).min()!.rounded(.down) - 1)
        let x1 = min(Double(box.x1), p.map(\.x).max()!.rounded(.up) + 1)
        let y0 = max(Double(box.y0), p.map(\.y).min()!.rounded(.down) - 1)
        let y1 = min(Double(box.y1), p.map(\.y).max()!.rounded(.up) + 1)
        guard x0 < x1, y0 < y1 else { return nil }
        return Box(x0: Int(x0), x1: Int(x1), y0: Int(y0), y1: Int(y1))
    }
}
