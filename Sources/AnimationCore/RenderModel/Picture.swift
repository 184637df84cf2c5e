/// An image, as this host has them: a picture of a layer tree at one moment — the render
/// model's items, frozen, in the picture's own coordinates ((0, 0) to `size`, points).
///
/// `UIGraphicsImageRenderer` with `layer.render(in:)`, `drawHierarchy`, snapshots and
/// `layer.contents` all work on pictures, so an image is drawn by every renderer exactly as
/// the layers it shows were (resolution-independent: nothing is resampled, at any output
/// scale), and costs no pixels to keep. Its items keep the ids of the views they picture.
public final class Picture: Hashable, Sendable {
    /// The picture's size, points.
    public let size: Size
    /// The frozen items and their masks, in picture coordinates, each clipped to the picture.
    public let frame: RenderFrame

    /// A picture of `frame`'s items, already in picture coordinates.
    public init(size: Size, frame: RenderFrame) {
        self.size = size
        self.frame = frame
    }

    public static func == (a: Picture, b: Picture) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    /// A picture of `view` and its subviews as they look now (`presentation`) or will look
    /// (the model): the part `rect` of its bounds (all of them when nil), that rect's origin
    /// at (0, 0). The view's own transform and position are not in it (it is the view in its
    /// own coordinates, as `layer.render(in:)` draws it), its opacity is; everything outside
    /// `rect` is cut away.
    public static func of(_ view: View, presentation: Bool, rect: Rect? = nil) -> Picture {
        let f = RenderModel.evaluate(view, presentation: presentation)
        let b = (presentation ? view.layer.presentation : view.layer.model).bounds
        let r = (rect ?? b).standardized
        // evaluate puts the bounds' origin at (0, 0); the rect's origin goes there instead.
        let dx = b.origin.x - r.origin.x, dy = b.origin.y - r.origin.y
        return composed(size: r.size, [(f, Transform3D.translation(dx, dy))])
    }

    /// The pictures `layers` (frames in their own coordinates) drawn in order into one of
    /// `size`, each through its transform, all cut to the picture's bounds.
    public static func composed(size: Size, _ layers: [(frame: RenderFrame, transform: Transform3D)]) -> Picture {
        let edge = [
            Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: size.width, y: size.height),
            Point(x: 0, y: size.height)
        ]
        var items: [RenderItem] = [], masks: [RenderMask] = []
        for (f, t) in layers {
            let placed = RenderFrame.placing(
                f, at: { t.apply($0) }, alpha: 1, clips: [edge], masks: [], depth: 0, maskBase: masks.count)
            masks += placed.masks
            items += placed.items
        }
        // Pictures nest (an image of views showing images): each is kept within the frame
        // budget too, so no chain of legal calls grows one past what a frame may carry.
        return Picture(size: size, frame: RenderFrame(time: 0, size: size, items: items, masks: masks).fitted().frame)
    }
}

extension RenderFrame {
    /// `f`'s items and masks moved into another frame: every point through `map` (a
    /// projective map keeps each item's own-coordinate geometry exact), opacity times `alpha`,
    /// `clips` and `masks` (the host frame's) before the items' own, depths after `depth`, and
    /// the items' mask indices shifted by `maskBase` (where `f`'s masks will sit).
    static func placing(
        _ f: RenderFrame, at map: (Point) -> Point, alpha: Double, clips: [[Point]], masks: [Int], depth: Int,
        maskBase: Int
    ) -> (items: [RenderItem], masks: [RenderMask]) {
        var items: [RenderItem] = []
        items.reserveCapacity(f.items.count)
        let placedMasks = appendPlaced(
            f, at: map, alpha: alpha, clips: clips, masks: masks, depth: depth, maskBase: maskBase, into: &items)
        return (items, placedMasks)
    }

    /// ``placing(_:at:alpha:clips:masks:depth:maskBase:)``, its items appended to `items`
    /// (the render model's walk puts a layer's contents straight into the frame's list); it
    /// returns the placed masks. Each placed item's lists are built at their final size: a
    /// snapshot tile's items are placed again every frame.
    static func appendPlaced(
        _ f: RenderFrame, at map: (Point) -> Point, alpha: Double, clips: [[Point]], masks: [Int], depth: Int,
        maskBase: Int, into items: inout [RenderItem]
    ) -> [RenderMask] {
        /// `outer` then `own` mapped (`outer + own.map { $0.map(map) }`).
        func clipList(_ outer: [[Point]], _ own: [[Point]]) -> [[Point]] {
            if own.isEmpty { return outer }
            var c: [[Point]] = []
            c.reserveCapacity(outer.count + own.count)
            c.append(contentsOf: outer)
            for q in own { c.append(q.map(map)) }
            return c
        }
        /// `outer` then `own` shifted by `maskBase` (`outer + own.map { $0 + maskBase }`).
        func maskList(_ outer: [Int], _ own: [Int]) -> [Int] {
            if own.isEmpty { return outer }
            var m: [Int] = []
            m.reserveCapacity(outer.count + own.count)
            m.append(contentsOf: outer)
            for k in own { m.append(k + maskBase) }
            return m
        }
        func place(_ item: RenderItem) -> RenderItem {
            var i = item
            i.corners = item.corners.map(map)
            i.clips = clipList(clips, item.clips)
            if !item.polygons.isEmpty { i.polygons = item.polygons.map { $0.map(map) } }
            i.alpha = item.alpha * alpha
            i.depth = item.depth + depth
            i.masks = maskList(masks, item.masks)
            return i
        }
        let placedMasks = f.masks.map { m in
            RenderMask(
                items: m.items.map { item in
                    var i = place(item)
                    // A mask's own items keep only their own clips and masks.
                    i.clips = clipList([], item.clips)
                    i.masks = maskList([], item.masks)
                    i.alpha = item.alpha
                    return i
                })
        }
        for item in f.items { items.append(place(item)) }
        return placedMasks
    }
}
