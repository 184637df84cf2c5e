/// Flattens a view tree into a ``RenderFrame``.
///
/// A layer with a border (`borderWidth` > 0) gives a second item after its subtree, the ring
/// (``RenderItem/border``).
///
/// A layer whose `isDoubleSided` is false is left out while it faces away from the viewer
/// (``facesAway(_:)``); its sublayers are not (each follows its own setting).
///
/// Drawing order is Core Animation's: a layer before its sublayers, and siblings sorted by
/// `zPosition` (stable, so equal z keeps insertion order); there is no depth sorting across
/// branches. Opacity multiplies down the tree (sublayers are not composited as a group first,
/// which only differs where a translucent parent's children overlap).
public enum RenderModel {
    /// How far, points in the layer's own coordinates, a flattened curve of a shape may stray
    /// from the true curve (a circle of radius 400 points becomes about 300 segments).
    public static let flatness = 0.02

    /// Evaluates the tree under `root` at its engine's current time, in the root's bounds
    /// coordinates. With `presentation` false, model values are used instead (what the tree
    /// will look like when its animations end).
    public static func evaluate(_ root: View, presentation: Bool = true) -> RenderFrame {
        var items: [RenderItem] = []
        let rootState = presentation ? root.layer.presentation : root.layer.model
        // The root's own bounds define the coordinate space: bounds origin maps to (0, 0).
        let rootMatrix = Transform3D.translation(-rootState.bounds.origin.x, -rootState.bounds.origin.y)
        func visit(_ view: View, state s: LayerState, world: Transform3D, alpha: Double, clips: [[Point]], depth: Int) {
            if s.isHidden { return }
            let b = s.bounds
            let local = [Point(x: b.origin.x, y: b.origin.y), Point(x: b.origin.x + b.size.width, y: b.origin.y),
                         Point(x: b.origin.x + b.size.width, y: b.origin.y + b.size.height), Point(x: b.origin.x, y: b.origin.y + b.size.height)]
            let corners = local.map { world.apply($0) }
            let a = alpha * s.opacity
            let shown = s.isDoubleSided || !RenderModel.facesAway(corners)
            let x = view.layer.extras
            if shown, x.shadowOpacity > 0, x.shadowColor.alpha > 0 {
                // The shadow, below the view: its bounds offset in its own coordinates.
                let o = x.shadowOffset
                let shifted = local.map { world.apply(Point(x: $0.x + o.x, y: $0.y + o.y)) }
                var c = x.shadowColor
                c.alpha *= min(1, x.shadowOpacity)
                items.append(RenderItem(id: view.id, title: nil, corners: shifted, size: b.size, alpha: a, color: c,
                                        cornerRadius: s.cornerRadius, clips: clips, depth: depth, zPosition: s.zPosition,
                                        blur: max(x.shadowRadius, 0) / 2))
            }
            if shown {
                items.append(RenderItem(id: view.id, title: view.title, corners: corners, size: b.size, alpha: a,
                                        color: s.backgroundColor, cornerRadius: s.cornerRadius, clips: clips,
                                        depth: depth, zPosition: s.zPosition))
            }
            let childClips = s.masksToBounds ? clips + [corners] : clips
            // The sublayer transform, about this layer's anchor point, between the children
            // and this layer's world.
            let st = view.layer.sublayerTransform
            let childWorld: Transform3D
            if st == .identity {
                childWorld = world
            } else {
                let a = s.anchorInBounds
                childWorld = Transform3D.translation(-a.x, -a.y).concatenating(st).concatenating(.translation(a.x, a.y)).concatenating(world)
            }
            let children = view.subviews.map { ($0, presentation ? $0.layer.presentation : $0.layer.model) }
            let ordered = children.enumerated().sorted {
                $0.element.1.zPosition != $1.element.1.zPosition ? $0.element.1.zPosition < $1.element.1.zPosition : $0.offset < $1.offset
            }
            for (_, (child, cs)) in ordered {
                visit(child, state: cs, world: cs.toParent.concatenating(childWorld), alpha: a, clips: childClips, depth: depth + 1)
            }
            // The border, above the subtree (Core Animation composites it over the sublayers).
            if shown, x.borderWidth > 0, x.borderColor.alpha > 0 {
                items.append(RenderItem(id: view.id, title: nil, corners: corners, size: b.size, alpha: a, color: x.borderColor,
                                        cornerRadius: s.cornerRadius, clips: clips, depth: depth, zPosition: s.zPosition, border: x.borderWidth))
            }
        }
        visit(root, state: rootState, world: rootMatrix, alpha: 1, clips: [], depth: 0)
        return RenderFrame(time: root.engine.currentTime, size: rootState.bounds.size, items: items)
    }

    /// True when the projected quad `corners` (top-left, top-right, bottom-right, bottom-left
    /// of the bounds) shows the layer's back: its winding is reversed (a turn past 90° about
    /// an axis in the plane), so its signed area is negative; an edge-on quad (area 0) shows
    /// nothing either way and counts as facing away. The corners are in a y-down space, where
    /// the front winds clockwise: positive area with the shoelace formula.
    public static func facesAway(_ corners: [Point]) -> Bool {
        var area = 0.0
        for i in 0..<corners.count {
            let p = corners[i], q = corners[(i + 1) % corners.count]
            area += p.x * q.y - q.x * p.y
        }
        return !(area > 0)
    }
}
