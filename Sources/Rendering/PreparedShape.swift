import AnimationCore

/// One shape item (``RenderItem/polygons``) turned into what the rasterizer needs, in pixel
/// units: the polygons already cut to the item's clip quads, as sorted edges, and the pixels
/// they may touch. Built once per item per frame.
///
/// Why the clips are cut into the polygons rather than tested per pixel: cutting keeps the
/// coverage exact (``HalfPlane/clip(_:)`` preserves winding numbers inside the clip), where a
/// per-sample test would bring the 4 × 4 grid's steps back to every clipped edge.
struct PreparedShape {
    /// The shape's edges inside every clip, pixel space, sorted (``PolygonEdge/edges(of:)``).
    let edges: [PolygonEdge]
    /// Which points are inside.
    let rule: FillRule
    /// Pixels the shape may touch: its clipped polygons' box ∩ the canvas (a mask may narrow
    /// it further: the drawing never leaves it).
    var box: PreparedItem.Box
    /// Fill colour channels, 0…255 (unrounded).
    let red: Double, green: Double, blue: Double
    /// Colour alpha × item alpha, 0…1.
    let fillAlpha: Double

    /// Prepares shape `item` for a canvas of `canvasWidth × canvasHeight` pixels at `scale`
    /// pixels per point. `nil` when it draws nothing: transparent, not finite, empty (no
    /// area left after the clips), off-canvas, or under a clip quad that is not a convex
    /// polygon (as for ``PreparedItem``). The layer bounds (`corners`, `size`) and a title
    /// play no part: a shape layer draws only its path.
    init?(_ item: RenderItem, scale: Double, canvasWidth: Int, canvasHeight: Int) {
        let color = item.color
        guard item.alpha > 0, color.alpha > 0, item.alpha.isFinite, color.isFinite else { return nil }
        var polygons: [[Point]] = []
        for p in item.polygons {
            guard let q = PreparedItem.pixels(p, scale: scale) else { return nil }
            polygons.append(q)
        }
        for clip in item.clips {
            guard let q = PreparedItem.pixels(clip, scale: scale), let planes = HalfPlane.convexPolygon(q) else {
                return nil
            }
            for plane in planes { polygons = polygons.map(plane.clip) }
        }
        let edges = PolygonEdge.edges(of: polygons)
        guard !edges.isEmpty else { return nil }
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for e in edges {
            minX = min(minX, e.x0, e.x1)
            maxX = max(maxX, e.x0, e.x1)
            minY = min(minY, e.y0)
            maxY = max(maxY, e.y1)
        }
        guard
            let box = PreparedItem.Box(
                minX: minX, maxX: maxX, minY: minY, maxY: maxY, width: canvasWidth, height: canvasHeight)
        else { return nil }
        self.edges = edges
        self.box = box
        rule = item.fillRule
        fillAlpha = min(1, color.alpha) * min(1, item.alpha)
        red = min(1, max(0, color.red)) * 255
        green = min(1, max(0, color.green)) * 255
        blue = min(1, max(0, color.blue)) * 255
    }

    /// The exact coverage of the shape over its ``box``.
    var coverage: PolygonCoverage {
        PolygonCoverage(edges: edges, rule: rule, x0: box.x0, x1: box.x1, y0: box.y0, y1: box.y1)
    }
}

/// Anything the rasterizer draws for one item: a view's quad (fill, border ring, shadow) or a
/// shape. One type, so masks, the HTML player's choice of what to embed and the drawing
/// loop handle both alike.
enum DrawableItem {
    case quad(PreparedItem)
    case shape(PreparedShape)

    /// `item` prepared as a shape when it has polygons, else as a quad; `nil` when it draws
    /// nothing.
    init?(_ item: RenderItem, scale: Double, canvasWidth: Int, canvasHeight: Int) {
        if item.polygons.isEmpty {
            guard let p = PreparedItem(item, scale: scale, canvasWidth: canvasWidth, canvasHeight: canvasHeight) else {
                return nil
            }
            self = .quad(p)
        } else {
            guard let p = PreparedShape(item, scale: scale, canvasWidth: canvasWidth, canvasHeight: canvasHeight) else {
                return nil
            }
            self = .shape(p)
        }
    }

    /// The pixels the item may touch; setting it narrows the drawing to a smaller box.
    var box: PreparedItem.Box {
        get {
            switch self {
            case .quad(let p): p.box
            case .shape(let p): p.box
            }
        }
        set {
            switch self {
            case .quad(var p):
                p.box = newValue
                self = .quad(p)
            case .shape(var p):
                p.box = newValue
                self = .shape(p)
            }
        }
    }

    /// Draws the item into pixels of row length `stride`.
    func draw(into px: UnsafeMutableBufferPointer<UInt32>, stride: Int) {
        switch self {
        case .quad(let p): Rasterizer.draw(p, into: px, stride: stride)
        case .shape(let p): Rasterizer.drawShape(p, into: px, stride: stride)
        }
    }
}
