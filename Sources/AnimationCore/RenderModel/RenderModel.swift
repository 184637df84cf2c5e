/// Flattens a view tree into a ``RenderFrame``.
///
/// A layer with a border (`borderWidth` > 0) gives a second item after its subtree, the ring
/// (``RenderItem/border``); one with a shadow an item before it (``RenderItem/blur``); a shape
/// layer (one with a `path`) a fill item and a stroke item after its bounds
/// (``RenderItem/polygons``); a gradient layer a gradient item after its bounds
/// (``RenderItem/gradient``); a layer with `contents` the items of its ``Picture``, mapped
/// into its bounds; a layer with a `mask` a ``RenderMask`` that every item of its
/// subtree refers to (``RenderItem/masks``); a layer with a running `CATransition` its frozen
/// before picture and its live content, moved and faded as ``LayerTransition`` says and
/// clipped to its bounds.
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
    ///
    /// The frame is kept within ``FrameBudget/maximumFrameBytes`` on the wire
    /// (``RenderFrame/fitted(toBytes:)``): whatever legal calls built the tree, its frame can be
    /// sent. ``evaluate(_:presentation:dropped:)`` also says how many items that left out.
    public static func evaluate(_ root: View, presentation: Bool = true) -> RenderFrame {
        var dropped = 0
        return evaluate(root, presentation: presentation, dropped: &dropped)
    }

    /// ``evaluate(_:presentation:)``, adding to `dropped` the items the frame budget left out
    /// (so the session can name the plugin whose scene is too large).
    public static func evaluate(_ root: View, presentation: Bool = true, dropped: inout Int) -> RenderFrame {
        let (frame, n) = unbudgeted(root, presentation: presentation).fitted()
        dropped += n
        return frame
    }

    /// The whole frame, however large.
    private static func unbudgeted(_ root: View, presentation: Bool) -> RenderFrame {
        var f = Flattener(presentation: presentation)
        let rootState = presentation ? root.layer.presentation : root.layer.model
        // The root's own bounds define the coordinate space: bounds origin maps to (0, 0).
        let rootMatrix = Transform3D.translation(-rootState.bounds.origin.x, -rootState.bounds.origin.y)
        var items: [RenderItem] = []
        f.visit(root, state: rootState, world: rootMatrix, alpha: 1, clips: [], masks: [], depth: 0, into: &items)
        return RenderFrame(time: root.engine.currentTime, size: rootState.bounds.size, items: items, masks: f.masks)
    }

    /// The walk of ``evaluate(_:presentation:)``: it appends a view's items (shadow, bounds,
    /// shape fill and stroke, subtree, border) to a list — the frame's, or a mask's.
    private struct Flattener {
        let presentation: Bool
        var masks: [RenderMask] = []

        /// Where one layer is drawn and what its items share: built once per visited layer
        /// (the layer's state, which is large, travels beside it as a borrowed argument). The
        /// steps of ``visit`` are inlined into it, so the walk compiles as one function, as it
        /// was written before it was split into steps.
        struct Placed {
            let view: View
            /// The bounds' size, corner radius and z position of the layer's state drawn.
            let size: Size, cornerRadius: Double, zPosition: Double
            /// From the layer's bounds coordinates to the root's.
            let world: Transform3D
            /// The bounds' corners in root coordinates (top-left, top-right, bottom-right, bottom-left).
            let corners: [Point]
            /// The opacity down the tree times the layer's own.
            let alpha: Double
            /// The ancestors' clip quads (those that mask to their bounds), in root coordinates.
            let clips: [[Point]]
            /// Indices in ``masks`` of the masks of this layer and its ancestors.
            let masks: [Int]
            /// How deep in the tree (the root is 0).
            let depth: Int

            /// One item of this layer (its id, size, opacity, corner radius, depth and masks).
            @inline(__always)
            func item(
                _ color: Color, corners c: [Point], title: String? = nil, clips: [[Point]]? = nil, border: Double = 0,
                blur: Double = 0, polygons: [[Point]] = [], fillRule: FillRule = .nonZero,
                gradient: RenderGradient? = nil
            ) -> RenderItem {
                RenderItem(
                    id: view.id, title: title, corners: c, size: size, alpha: alpha, color: color,
                    cornerRadius: cornerRadius,
                    clips: clips ?? self.clips, depth: depth, zPosition: zPosition, border: border, blur: blur,
                    polygons: polygons, fillRule: fillRule, masks: masks, gradient: gradient)
            }
        }

        /// Appends `view`'s items and its subtree's, in Core Animation's drawing order.
        mutating func visit(
            _ view: View, state s: LayerState, world: Transform3D, alpha: Double, clips: [[Point]],
            masks outer: [Int], depth: Int, into items: inout [RenderItem], inTransition: Bool = false
        ) {
            if s.isHidden { return }
            if presentation, !inTransition, let (tr, p) = view.layer.runningTransition {
                visitTransition(
                    tr, at: p, view: view, state: s, world: world, alpha: alpha, clips: clips, masks: outer,
                    depth: depth, into: &items)
                return
            }
            let b = s.bounds
            // Mapped as they are listed (no array of the unmapped corners): one allocation.
            let corners = [
                world.apply(Point(x: b.origin.x, y: b.origin.y)),
                world.apply(Point(x: b.origin.x + b.size.width, y: b.origin.y)),
                world.apply(Point(x: b.origin.x + b.size.width, y: b.origin.y + b.size.height)),
                world.apply(Point(x: b.origin.x, y: b.origin.y + b.size.height))
            ]
            let shown = s.isDoubleSided || !RenderModel.facesAway(corners)
            // What is shown of the border, shadow, dash phase and sublayer transform: their
            // explicit animations applied (the model's when drawing the model).
            let x = presentation ? view.layer.presentationExtras : view.layer.extras
            var masks = outer
            if let m = x.mask?.view { masks.append(flattenMask(m, world: world)) }
            let placed = Placed(
                view: view, size: b.size, cornerRadius: s.cornerRadius, zPosition: s.zPosition, world: world,
                corners: corners,
                alpha: alpha * s.opacity, clips: clips, masks: masks, depth: depth)
            let childClips = s.masksToBounds ? clips + [corners] : clips
            if shown {
                appendShadow(placed, s, x, into: &items)
                appendBackgroundAndGradient(placed, s, x, into: &items)
                appendContents(placed, s, x, clips: childClips, into: &items)
                appendShape(placed, s, x, clips: childClips, into: &items)
            }
            visitSublayers(placed, s, sublayerTransform: x.sublayerTransform, clips: childClips, into: &items)
            // The border, above the subtree (Core Animation composites it over the sublayers).
            if shown, x.borderWidth > 0, x.borderColor.alpha > 0 {
                items.append(placed.item(x.borderColor, corners: corners, border: x.borderWidth))
            }
        }

        /// A CATransition: the frozen before picture and the live content, each moved (in the
        /// layer's bounds coordinates) and faded as the transition says, clipped to the layer's
        /// bounds unless it turns them in 3D.
        mutating func visitTransition(
            _ tr: LayerTransition, at p: Double, view: View, state s: LayerState, world: Transform3D, alpha: Double,
            clips: [[Point]], masks outer: [Int], depth: Int, into items: inout [RenderItem]
        ) {
            let b = s.bounds
            let place = tr.placement(at: p, bounds: b)
            let quad = [
                Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
                Point(x: b.minX, y: b.maxY)
            ]
            let inner = place.clipsToBounds ? clips + [quad.map { world.apply($0) }] : clips
            for drawBefore in place.beforeOnTop ? [false, true] : [true, false] {
                let a = drawBefore ? place.beforeAlpha : place.afterAlpha
                if a <= 0 && !place.clipsToBounds { continue }
                let shifted = (drawBefore ? place.before : place.after).concatenating(world)
                if drawBefore {
                    visit(
                        tr.before, state: tr.before.layer.model, world: shifted, alpha: alpha * place.beforeAlpha,
                        clips: inner, masks: outer,
                        depth: depth, into: &items, inTransition: true)
                } else {
                    visit(
                        view, state: s, world: shifted, alpha: alpha * place.afterAlpha, clips: inner, masks: outer,
                        depth: depth,
                        into: &items, inTransition: true)
                }
            }
        }

        /// The index in ``masks`` of the mask `m`, flattened there. The mask lives in this
        /// layer's coordinates, with its own opacity only.
        mutating func flattenMask(_ m: View, world: Transform3D) -> Int {
            let ms = presentation ? m.layer.presentation : m.layer.model
            var maskItems: [RenderItem] = []
            visit(
                m, state: ms, world: ms.toParent.concatenating(world), alpha: 1, clips: [], masks: [], depth: 0,
                into: &maskItems)
            masks.append(RenderMask(items: maskItems))
            return masks.count - 1
        }

        /// The shadow, below the view: its bounds (or its shadow path's bounding box) offset in
        /// its own coordinates.
        @inline(__always)
        func appendShadow(_ placed: Placed, _ s: LayerState, _ x: LayerExtras, into items: inout [RenderItem]) {
            guard s.shadowOpacity > 0, x.shadowColor.alpha > 0 else { return }
            let o = x.shadowOffset
            var c = x.shadowColor
            c.alpha *= min(1, s.shadowOpacity)
            let caster = x.shadowPath.map(\.boundingBox) ?? s.bounds
            var shadow = placed.item(
                c, corners: caster.corners.map { placed.world.apply(Point(x: $0.x + o.x, y: $0.y + o.y)) },
                blur: max(x.shadowRadius, 0) / 2)
            shadow.size = caster.size
            items.append(shadow)
        }

        /// The background, then a gradient layer's gradient over it, in its rounded bounds.
        @inline(__always)
        func appendBackgroundAndGradient(
            _ placed: Placed, _ s: LayerState, _ x: LayerExtras, into items: inout [RenderItem]
        ) {
            items.append(placed.item(s.backgroundColor, corners: placed.corners, title: placed.view.title))
            if let g = presentation ? placed.view.layer.presentationGradient : x.gradient, !g.colors.isEmpty {
                items.append(placed.item(.clear, corners: placed.corners, gradient: g.rendered(size: s.bounds.size)))
            }
        }

        /// The contents, stretched over the bounds (kCAGravityResize), through the layer's own
        /// projective map; clipped to the bounds only when it masks to them.
        @inline(__always)
        mutating func appendContents(
            _ placed: Placed, _ s: LayerState, _ x: LayerExtras, clips: [[Point]], into items: inout [RenderItem]
        ) {
            guard let picture = x.contents, picture.size.width > 0, picture.size.height > 0 else { return }
            let b = s.bounds, world = placed.world
            let sx = b.size.width / picture.size.width, sy = b.size.height / picture.size.height
            // Straight into the frame's list: a snapshot tile's few items each frame, no list
            // of their own copied over.
            masks += RenderFrame.appendPlaced(
                picture.frame, at: { world.apply(Point(x: b.origin.x + $0.x * sx, y: b.origin.y + $0.y * sy)) },
                alpha: placed.alpha, clips: clips, masks: placed.masks, depth: placed.depth + 1, maskBase: masks.count,
                into: &items)
        }

        /// A shape layer's content, fill then stroke: above its background, below its
        /// sublayers, clipped by its own bounds when it masks to them.
        @inline(__always)
        func appendShape(
            _ placed: Placed, _ s: LayerState, _ x: LayerExtras, clips: [[Point]], into items: inout [RenderItem]
        ) {
            guard let path = presentation ? placed.view.layer.presentationPath : x.path else { return }
            let world = placed.world
            let tolerance = RenderModel.flatness / max(RenderModel.scale(of: world), 1e-6)
            let lines = path.flattened(tolerance: tolerance)
            if s.fillColor.alpha > 0 {
                let polygons = lines.map { $0.points.map { world.apply($0) } }
                if !polygons.isEmpty {
                    items.append(
                        placed.item(
                            s.fillColor, corners: placed.corners, clips: clips, polygons: polygons, fillRule: x.fillRule
                        ))
                }
            }
            if s.strokeColor.alpha > 0 {
                let style = StrokeStyle(
                    width: s.lineWidth, cap: x.lineCap, join: x.lineJoin, miterLimit: x.miterLimit,
                    start: s.strokeStart, end: s.strokeEnd, dashes: x.lineDashPattern, dashPhase: x.lineDashPhase)
                let polygons = style.outlines(of: lines, tolerance: tolerance).map { $0.map { world.apply($0) } }
                if !polygons.isEmpty {
                    items.append(placed.item(s.strokeColor, corners: placed.corners, clips: clips, polygons: polygons))
                }
            }
        }

        /// The sublayers sorted by `zPosition` (stable), through the sublayer transform about
        /// this layer's anchor point, between the children and this layer's world.
        @inline(__always)
        mutating func visitSublayers(
            _ placed: Placed, _ s: LayerState, sublayerTransform st: Transform3D, clips: [[Point]],
            into items: inout [RenderItem]
        ) {
            let childWorld: Transform3D
            if st == .identity {
                childWorld = placed.world
            } else {
                let an = s.anchorInBounds
                childWorld = Transform3D.translation(-an.x, -an.y).concatenating(st).concatenating(
                    .translation(an.x, an.y)
                ).concatenating(placed.world)
            }
            let presentation = self.presentation
            let subviews = placed.view.subviews
            // Siblings almost always come in z order already (all at 0): then the stable sort
            // is the identity, and the children are visited as they are, each state copied
            // once, with no list of states made and sorted (for a container of 15,000 tiles
            // that list and its sort were most of a frame's time).
            if Self.inZOrder(subviews, presentation: presentation) {
                for child in subviews {
                    let cs = presentation ? child.layer.presentation : child.layer.model
                    visit(
                        child, state: cs, world: cs.toParent.concatenating(childWorld), alpha: placed.alpha,
                        clips: clips, masks: placed.masks, depth: placed.depth + 1, into: &items)
                }
                return
            }
            let children = subviews.map { ($0, presentation ? $0.layer.presentation : $0.layer.model) }
            let ordered = children.enumerated().sorted {
                $0.element.1.zPosition != $1.element.1.zPosition
                    ? $0.element.1.zPosition < $1.element.1.zPosition : $0.offset < $1.offset
            }
            for (_, (child, cs)) in ordered {
                visit(
                    child, state: cs, world: cs.toParent.concatenating(childWorld), alpha: placed.alpha, clips: clips,
                    masks: placed.masks,
                    depth: placed.depth + 1, into: &items)
            }
        }

        /// True when `views`' z positions never decrease (and none is NaN, which the sort's
        /// comparison leaves to the sort): their stable sort by z keeps them as they are.
        static func inZOrder(_ views: [View], presentation: Bool) -> Bool {
            var last = -Double.infinity
            for v in views {
                let z = presentation ? v.engine.presentationZPosition(of: v.layer) : v.layer.model.zPosition
                guard z >= last else { return false }
                last = z
            }
            return true
        }
    }

    /// How many root points one point of a layer's own coordinates spans under `world`,
    /// roughly (the longer of the two mapped unit axes, ignoring perspective): curves are
    /// flattened finely enough for the scale they are drawn at.
    static func scale(of world: Transform3D) -> Double {
        max(
            (world.m11 * world.m11 + world.m12 * world.m12).squareRoot(),
            (world.m21 * world.m21 + world.m22 * world.m22).squareRoot())
    }

    /// True when the projected quad `corners` (top-left, top-right, bottom-right, bottom-left
    /// of the bounds) shows the layer's back: its winding is reversed (a turn past 90° about
    /// an axis in the plane), so its signed area is negative; an edge-on quad (area 0) shows
    /// nothing either way and counts as facing away. The corners are in a y-down space, where
    /// the front winds clockwise: positive area with the shoelace formula.
    public static func facesAway(_ corners: [Point]) -> Bool { !(corners.signedArea > 0) }
}
