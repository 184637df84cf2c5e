/// What to draw for one view: a filled, possibly rounded quad with a title, in root
/// coordinates, with everything the tree contributes (transforms, perspective, opacity,
/// clipping) already applied.
public struct RenderItem: Hashable, Sendable {
    /// The view's identifier.
    public var id: Int
    /// The view's title, if any.
    public var title: String?
    /// The corners of the view's bounds in root coordinates after all transforms and
    /// perspective, in the order top-left, top-right, bottom-right, bottom-left of the bounds.
    /// The projective map from the bounds to these four points is exact for the whole quad.
    public var corners: [Point]
    /// The bounds size, points (the quad's own coordinate extent: rounded corners and the
    /// title are laid out in it).
    public var size: Size
    /// Opacity multiplied through all ancestors, 0…1.
    public var alpha: Double
    /// Fill colour.
    public var color: Color
    /// Corner radius in the view's own coordinates, points.
    public var cornerRadius: Double
    /// Quads (four corners each, root coordinates) of the ancestors that clip to their bounds,
    /// outermost first; the item is drawn only where it is inside all of them.
    public var clips: [[Point]]
    /// Depth in the tree (0 for the root).
    public var depth: Int
    /// The view's model/presentation z position (already reflected in the drawing order).
    public var zPosition: Double
    /// 0: the item fills its (rounded) bounds. > 0: it is the view's border (Core Animation's
    /// `borderWidth`, points): the ring of that width just inside the rounded bounds, whose
    /// inner edge is rounded by the corner radius less the width; it comes after the view's
    /// subtree, as Core Animation composites a border above the sublayers.
    public var border: Double
    /// 0: not a shadow. > 0: the view's shadow (Core Animation's `shadowRadius` ÷ 2, points):
    /// the item's rounded bounds (its corners already offset by `shadowOffset`) blurred by a
    /// Gaussian of this standard deviation in the item's own coordinates; it comes before the
    /// view, below it and its subtree. `color` carries `shadowColor` with `shadowOpacity`.
    public var blur: Double
    /// Non-empty: the item is a shape (a `CAShapeLayer`'s fill, or its stroke already turned
    /// into outlines): these closed polygons, in root coordinates (curves flattened to within
    /// ``RenderModel/flatness`` points, perspective applied), filled by ``fillRule`` in `color`
    /// times `alpha`. `corners`, `size` and `cornerRadius` still describe the layer's bounds,
    /// which a shape item does not fill. A stroke's outlines all wind the same way, so the
    /// non-zero rule gives their union.
    public var polygons: [[Point]]
    /// Which points of ``polygons`` are inside (Core Animation's `fillRule`).
    public var fillRule: FillRule
    /// Indices into ``RenderFrame/masks`` of the masks over this item, outermost first: the
    /// item shows only where every one of them has coverage, its alpha multiplied by theirs
    /// (Core Animation's `mask`, applied item by item: where two items of a masked subtree
    /// overlap a partly transparent mask edge, the result differs slightly from masking their
    /// composite).
    public var masks: [Int]
    /// Non-nil: the item is a gradient layer's gradient (Core Animation's `CAGradientLayer`):
    /// its rounded bounds (as for the bounds item: `cornerRadius`) are filled with this axial
    /// gradient times `alpha`, instead of `color` (which a gradient item does not use).
    public var gradient: RenderGradient?

    /// Creates an item.
    public init(
        id: Int, title: String?, corners: [Point], size: Size, alpha: Double, color: Color,
        cornerRadius: Double, clips: [[Point]], depth: Int, zPosition: Double, border: Double = 0, blur: Double = 0,
        polygons: [[Point]] = [], fillRule: FillRule = .nonZero, masks: [Int] = [], gradient: RenderGradient? = nil
    ) {
        self.id = id
        self.title = title
        self.corners = corners
        self.size = size
        self.alpha = alpha
        self.color = color
        self.cornerRadius = cornerRadius
        self.clips = clips
        self.depth = depth
        self.zPosition = zPosition
        self.border = border
        self.blur = blur
        self.polygons = polygons
        self.fillRule = fillRule
        self.masks = masks
        self.gradient = gradient
    }
}

/// An axial gradient in an item's own coordinates (the bounds size: (0, 0) is the top-left
/// corner, (`size.width`, `size.height`) the bottom-right, as the item's `corners` map them).
///
/// The colour at a point `q` is found at `t = (q − start)·(end − start) / |end − start|²`
/// (so lines perpendicular to the axis share a colour), clamped to [0, 1] (the end colours
/// extend past the ends), then between the two stops around `t`, their straight (not
/// premultiplied) RGBA components interpolated linearly; before the first stop the first
/// colour, after the last the last. `start == end` gives the last colour everywhere.
public struct RenderGradient: Hashable, Sendable {
    /// One colour at one place on the axis.
    public struct Stop: Hashable, Sendable {
        /// Where on the axis, 0…1 (ascending from stop to stop).
        public var location: Double
        /// The colour there.
        public var color: Color
        /// A stop.
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// The stops, at least one, ascending by location.
    public var stops: [Stop]
    /// Where the axis starts and ends, in the item's own coordinates, points.
    public var start: Point, end: Point

    /// A gradient.
    public init(stops: [Stop], start: Point, end: Point) {
        self.stops = stops
        self.start = start
        self.end = end
    }

    /// The colour at axis position `t` (clamped to [0, 1]): the reference every renderer
    /// follows.
    public func color(at t: Double) -> Color {
        let u = min(max(t.isFinite ? t : 1, 0), 1)
        guard let first = stops.first, let last = stops.last else { return .clear }
        if u <= first.location { return first.color }
        if u >= last.location { return last.color }
        var i = 0
        while i + 2 < stops.count && stops[i + 1].location <= u { i += 1 }
        let a = stops[i], b = stops[i + 1]
        let span = b.location - a.location
        return span > 0 ? a.color.interpolated(to: b.color, (u - a.location) / span) : b.color
    }

    /// The axis position of `q` (see the type's description).
    public func position(of q: Point) -> Double {
        let d = end - start
        let l2 = d.x * d.x + d.y * d.y
        guard l2 > 0 else { return 1 }
        return ((q.x - start.x) * d.x + (q.y - start.y) * d.y) / l2
    }
}

/// Which points a path's fill covers (Core Animation's `fillRule`).
public enum FillRule: String, Hashable, Sendable, Codable {
    /// Inside where the path winds round the point a non-zero number of times (the default).
    case nonZero = "non-zero"
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = "even-odd"
}

/// A layer used as another's `mask`: its subtree, flattened like the frame's items (root
/// coordinates, drawing order). Only the alpha of what it draws counts: the masked items show
/// where it is opaque, and not where it is transparent.
public struct RenderMask: Hashable, Sendable {
    /// The mask layer's items, back to front (they may refer to masks listed before this one).
    public var items: [RenderItem]

    /// A mask of `items`.
    public init(items: [RenderItem]) { self.items = items }
}

/// The whole tree at one time, flattened into drawing order (back to front): every renderer
/// and the frame trace read only this.
public struct RenderFrame: Hashable, Sendable {
    /// The time the frame shows, seconds.
    public var time: Double
    /// The root's bounds size: the viewport, points.
    public var size: Size
    /// The items, back to front. Hidden views (and their subtrees) are left out.
    public var items: [RenderItem]
    /// The masks the items refer to (``RenderItem/masks``).
    public var masks: [RenderMask]

    /// A frame of `items` (back to front) in a viewport of `size` at `time`, e.g. to render
    /// a scene that did not come from a view tree.
    public init(time: Double, size: Size, items: [RenderItem], masks: [RenderMask] = []) {
        self.time = time
        self.size = size
        self.items = items
        self.masks = masks
    }
}
