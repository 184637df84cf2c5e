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

    /// Creates an item.
    public init(id: Int, title: String?, corners: [Point], size: Size, alpha: Double, color: Color,
                cornerRadius: Double, clips: [[Point]], depth: Int, zPosition: Double, border: Double = 0, blur: Double = 0,
                polygons: [[Point]] = [], fillRule: FillRule = .nonZero, masks: [Int] = []) {
        self.id = id; self.title = title; self.corners = corners; self.size = size; self.alpha = alpha; self.color = color
        self.cornerRadius = cornerRadius; self.clips = clips; self.depth = depth; self.zPosition = zPosition; self.border = border
        self.blur = blur; self.polygons = polygons; self.fillRule = fillRule; self.masks = masks
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
        self.time = time; self.size = size; self.items = items; self.masks = masks
    }
}
