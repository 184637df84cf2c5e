import Foundation
import AnimationCore
import TextFormat

/// Renders frames as SVG text (writing it is the caller's job): one frame as a standalone
/// document, or many as one animated document (SMIL) that shows them in turn, looping.
///
/// Each drawable item (the rasterizer's rules: not transparent, not empty, not degenerate; a
/// clear item with a title draws just the title) becomes shapes in root coordinates (points;
/// the document's `width`/`height` are the frame size times ``scale``):
/// - a flat (affine) item is a `<rect>` with `rx`/`ry` for its corner radius and a
///   `transform="matrix(a b c d e f)"` mapping its bounds onto its corners;
/// - an item under perspective is a `<path>`: the rounded rectangle's outline sampled in the
///   item's own coordinates (straight edges exact, each corner arc in 8 segments) and
///   projected through the exact homography;
/// - clip quads become shared `<clipPath>` polygons applied by nested groups, outermost first;
/// - colour alpha × item alpha is the shape's `fill-opacity`;
/// - a gradient item (``RenderItem/gradient``) is its rounded rectangle like a fill, painted by
///   a `<linearGradient>` of its stops in the defs whose axis is the item's own: exact for a
///   flat item; under perspective, which SVG cannot express, a root-space gradient of stops
///   resampled along a fitted axis, within a few levels (see
///   ``gradientPaint(_:_:mapping:affine:inItemSpace:defs:)`` and
///   ``perspectiveGradient(_:mapping:size:)``);
/// - a shape item (``RenderItem/polygons``) is one `<path>` of its polygons (`M … Z` each, root
///   coordinates) with its `fill-rule` (`nonzero` or `evenodd`), in its clip groups like any
///   item; its layer bounds and title are not drawn;
/// - a mask (``RenderFrame/masks``) that some item uses is a `<mask>` in the defs, of
///   `mask-type` alpha (only the alpha of its content counts, as in the rasterizer), in user
///   space over the frame, holding its items drawn like the frame's (they may be masked by
///   earlier masks); a masked item is wrapped in one `<g mask="…">` per mask, outermost first,
///   so its fill and title are masked together; an item whose mask does not exist is left out;
/// - the title is a `<path>` of the ``BitmapFont`` glyphs laid out by ``TitleLayout`` (the
///   rasterizer's text, also under perspective, where each ink rectangle is projected through
///   the homography), `fill-opacity` the item alpha, black or white as ``TitleLayout``
///   chooses, with the text as its `aria-label`; ink that would leave the item's rounded
///   rectangle (descenders of a title shrunk to a low view) is clipped to it, as the
///   rasterizer does.
/// So a browser draws the document like the ``Rasterizer`` (the rendering tests compare them).
/// Text is escaped for XML; characters XML 1.0 forbids are replaced by U+FFFD.
public struct SVGRenderer: Sendable {
    /// Output pixels per point (the `width`/`height` attributes; the `viewBox` stays in points).
    public var scale: Double
    /// The colour under everything (a full-size `<rect>`; left out when fully transparent).
    public var background: Color

    /// A renderer at `scale` over `background`.
    public init(scale: Double = 1, background: Color = .white) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.background = background
    }

    /// One frame as a standalone SVG document.
    public func document(for frame: RenderFrame) -> String {
        var defs = Defs(prefix: "c")
        let body = content(frame, defs: &defs, indent: "  ", idPrefix: "")
        return header(frame.size) + defs.text + backgroundRect(frame.size) + body + "</svg>\n"
    }

    /// `frames` as one animated SVG: every frame is a `<g>` whose visibility a discrete SMIL
    /// `<animate>` turns on during its `1/fps` slot of the cycle; the cycle lasts
    /// `frames.count / fps` seconds and repeats forever. Viewers without SMIL show frame 0.
    public func animatedDocument(for frames: [RenderFrame], fps: Double) -> String {
        guard let first = frames.first else { return header(Size(width: 1, height: 1)) + "</svg>\n" }
        var animation = Animation(self, frameCount: frames.count, fps: fps)
        var groups = ""
        for (i, frame) in frames.enumerated() { groups += animation.group(frame, index: i) }
        return animation.head(first.size) + groups + Animation.end
    }

    /// ``animatedDocument(for:fps:)`` a frame at a time, for a caller that keeps the frames
    /// elsewhere (the front end spills them to disk rather than hold a run in memory): the
    /// document is ``head(_:)``, then every ``group(_:index:)`` in order, then ``end`` — the
    /// same bytes as ``animatedDocument(for:fps:)``. The head holds the shared clip paths, so
    /// it is complete only after the last group.
    public struct Animation {
        private let renderer: SVGRenderer
        private let count: Int
        private let duration: String
        private var defs = Defs(prefix: "c")

        /// The text after the last group.
        public static let end = "</svg>\n"

        /// An animation of `frameCount` frames at `fps`.
        public init(_ renderer: SVGRenderer, frameCount: Int, fps: Double) {
            self.renderer = renderer
            count = frameCount
            let fps = fps.isFinite && fps > 0 ? fps : 60
            duration = SVGRenderer.number(Double(frameCount) / fps, decimals: 6)
        }

        /// Frame `i`'s `<g>`, which shows during its `1/fps` slot of the cycle.
        public mutating func group(_ frame: RenderFrame, index i: Int) -> String {
            let n = count
            let body = renderer.content(frame, defs: &defs, indent: "    ", idPrefix: "f\(i)-")
            var groups = "  <g id=\"frame\(i)\" visibility=\"\(i == 0 ? "visible" : "hidden")\">\n"
            if n > 1 {
                let a = SVGRenderer.number(Double(i) / Double(n), decimals: 6),
                    b = SVGRenderer.number(Double(i + 1) / Double(n), decimals: 6)
                let (values, times): (String, String)
                if i == 0 {
                    (values, times) = ("visible;hidden", "0;\(b)")
                } else if i == n - 1 {
                    (values, times) = ("hidden;visible", "0;\(a)")
                } else {
                    (values, times) = ("hidden;visible;hidden", "0;\(a);\(b)")
                }
                groups +=
                    "    <animate attributeName=\"visibility\" values=\"\(values)\" keyTimes=\"\(times)\" dur=\"\(duration)s\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>\n"
            }
            return groups + body + "  </g>\n"
        }

        /// The document's start for a first frame of `size`: header, shared clip paths and
        /// background (after the last ``group(_:index:)``).
        public func head(_ size: Size) -> String { renderer.header(size) + defs.text + renderer.backgroundRect(size) }

        /// The shared definitions (clip paths, gradients, filters, masks) the groups made since
        /// the last call, handed over and forgotten: a caller that writes them to disk as they
        /// come holds none of them (a frame of thousands of 256-stop gradients makes megabytes).
        /// The document is then ``opening(_:)``, every piece taken, ``background(_:)``, the
        /// groups and ``end`` — the same bytes as ``head(_:)`` and the groups.
        public mutating func takeDefinitions() -> String {
            let t = defs.text
            defs.text = ""
            return t
        }

        /// The document's first line and `<svg>` element for a first frame of `size`.
        public func opening(_ size: Size) -> String { renderer.header(size) }

        /// The background rectangle, after the definitions.
        public func background(_ size: Size) -> String { renderer.backgroundRect(size) }
    }

    // MARK: Pieces

    /// Clip paths shared by every item (and frame) that uses the same polygon: an ancestor's
    /// quad, or an item's own outline around a title whose ink would leave it.
    struct Defs {
        let prefix: String
        var ids: [[Point]: String] = [:]
        var text = ""
        init(prefix: String) { self.prefix = prefix }
        /// A Gaussian blur of deviation `sigma` over the region `x, y, w, h` of the user space of
        /// the element that uses it.
        mutating func blur(sigma: Double, x: Double, y: Double, w: Double, h: Double) -> String {
            let id = "\(prefix)b\(ids.count + blurs)"
            blurs += 1
            let n = { (v: Double) in SVGRenderer.number(v, decimals: 4) }
            text +=
                "  <filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\">"
                + "<feGaussianBlur stdDeviation=\"\(n(sigma))\"/></filter>\n"
            return id
        }
        var blurs = 0
        var gradients = 0
        /// A `<linearGradient>` of `stops` in `userSpaceOnUse` units along `start`→`end`, under
        /// `transform` (to the user space of the shape that uses it) when given; the stops'
        /// colours straight with their alpha as `stop-opacity`, padded (SVG's default spread
        /// repeats the end colours, as the reference clamps). An axis of no length paints the
        /// last stop's colour in SVG too, as in the reference.
        mutating func gradient(
            _ stops: [RenderGradient.Stop], from start: Point, to end: Point,
            transform: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)?
        ) -> String {
            let id = "\(prefix)g\(gradients)"
            gradients += 1
            let n = { (v: Double) in SVGRenderer.number(v, decimals: 6) }
            text +=
                "  <linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" "
                + "x2=\"\(n(end.x))\" y2=\"\(n(end.y))\""
                + (transform.map { " gradientTransform=\"\(SVGRenderer.matrix($0))\"" } ?? "") + ">"
            for stop in stops {
                let a = min(1, max(0, stop.color.alpha))
                text +=
                    "<stop offset=\"\(n(stop.location))\" stop-color=\"\(SVGRenderer.hex(stop.color))\""
                    + (a < 1 ? " stop-opacity=\"\(n(a))\"" : "") + "/>"
            }
            text += "</linearGradient>\n"
            return id
        }
        mutating func id(for quad: [Point]) -> String {
            if let id = ids[quad] { return id }
            let id = "\(prefix)\(ids.count)"
            ids[quad] = id
            text +=
                "  <clipPath id=\"\(id)\"><polygon points=\"\(quad.map { SVGRenderer.number($0.x) + "," + SVGRenderer.number($0.y) }.joined(separator: " "))\"/></clipPath>\n"
            return id
        }
    }

    private func header(_ size: Size) -> String {
        let w = size.width.isFinite && size.width > 0 ? size.width : 1,
            h = size.height.isFinite && size.height > 0 ? size.height : 1
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(SVGRenderer.number(w * scale))\" height=\"\(SVGRenderer.number(h * scale))\" "
            + "viewBox=\"0 0 \(SVGRenderer.number(w)) \(SVGRenderer.number(h))\">\n"
    }

    private func backgroundRect(_ size: Size) -> String {
        guard background.alpha > 0 else { return "" }
        return
            "  <rect id=\"background\" x=\"0\" y=\"0\" width=\"\(SVGRenderer.number(size.width))\" height=\"\(SVGRenderer.number(size.height))\" "
            + "fill=\"\(SVGRenderer.hex(background))\"\(background.alpha < 1 ? " fill-opacity=\"\(SVGRenderer.number(background.alpha))\"" : "")/>\n"
    }

    /// The shapes of one frame, after the `<mask>` elements (in the defs) of the masks its
    /// items use.
    private func content(_ frame: RenderFrame, defs: inout Defs, indent: String, idPrefix: String) -> String {
        let needed = MaskPlanes.needed(frame)
        for (k, mask) in frame.masks.enumerated() where needed[k] {
            let body = items(
                mask.items, defs: &defs, indent: "    ", idPrefix: "\(idPrefix)m\(k)-", masks: k, maskPrefix: idPrefix)
            defs.text +=
                "  <mask id=\"\(idPrefix)mask\(k)\" mask-type=\"alpha\" style=\"mask-type:alpha\" maskUnits=\"userSpaceOnUse\" "
                + "maskContentUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(SVGRenderer.number(frame.size.width))\" "
                + "height=\"\(SVGRenderer.number(frame.size.height))\">\n" + body + "  </mask>\n"
        }
        return items(
            frame.items, defs: &defs, indent: indent, idPrefix: idPrefix, masks: frame.masks.count, maskPrefix: idPrefix
        )
    }

    /// The shapes of `list` (a frame's items or a mask's), whose masks may be those of index
    /// below `masks`, named `MASKPREFIX maskK`.
    private func items(
        _ list: [RenderItem], defs: inout Defs, indent: String, idPrefix: String, masks: Int, maskPrefix: String
    ) -> String {
        var out = ""
        for item in list {
            // A mask that does not exist has no coverage: the rasterizer leaves the item out.
            guard item.masks.allSatisfy({ $0 >= 0 && $0 < masks }) else { continue }
            var body = shape(
                item, defs: &defs, indent: indent + String(repeating: "  ", count: item.masks.count), idPrefix: idPrefix
            )
            guard !body.isEmpty else { continue }
            // Each mask is a group around the item, outermost first: a browser masks the
            // group's composite (fill and title together), as the rasterizer does.
            for (depth, k) in item.masks.enumerated().reversed() {
                let pad = indent + String(repeating: "  ", count: depth)
                body = pad + "<g mask=\"url(#\(maskPrefix)mask\(k))\">\n" + body + pad + "</g>\n"
            }
            out += body
        }
        return out
    }

    /// One item, or nothing when it would not be drawn: its fill (unless the colour is clear)
    /// and its title, or its shape's path, inside its clip groups. A clear view with a title
    /// (a tab's label) draws just the title, as in the rasterizer.
    func shape(_ item: RenderItem, defs: inout Defs, indent: String, idPrefix: String) -> String {
        let color = item.color
        if !item.polygons.isEmpty {
            guard let path = polygonPath(item, id: "\(idPrefix)shape\(item.id)"),
                let clipIDs = clipIDs(item, defs: &defs)
            else { return "" }
            return SVGRenderer.wrap([path], in: clipIDs, indent: indent)
        }
        let title = TitleLayout(title: item.title, size: item.size, color: color)
        guard item.alpha > 0, item.fillPaints || title != nil, item.alpha.isFinite, color.isFinite,
            item.corners.count == 4,
            let m = QuadMapping(corners: item.corners, width: item.size.width, height: item.size.height),
            let clipIDs = clipIDs(item, defs: &defs)
        else { return "" }
        let affine = m.isAffine(over: item.size)
        var lines: [String] = []
        if item.blur > 0 {
            lines.append(shadow(item, mapping: m, affine: affine, defs: &defs, id: "\(idPrefix)shadow\(item.id)"))
        } else if item.fillPaints {
            lines.append(fill(item, mapping: m, affine: affine, defs: &defs, id: "\(idPrefix)item\(item.id)"))
        }
        if let title {
            var text = titlePath(title, item: item, mapping: m, affine: affine, id: "\(idPrefix)title\(item.id)")
            let r = SVGRenderer.radius(item)
            if SVGRenderer.inkLeavesShape(title, width: item.size.width, height: item.size.height, radius: r) {
                // The rasterizer draws ink only inside the item's own rounded rectangle.
                let clip = defs.id(for: outlinePoints(m, w: item.size.width, h: item.size.height, r: r))
                text = "<g clip-path=\"url(#\(clip))\">" + text + "</g>"
            }
            lines.append(text)
        }
        return SVGRenderer.wrap(lines, in: clipIDs, indent: indent)
    }

    /// The ids of the clip paths of `item`'s clip quads (added to `defs` as needed), `nil` when
    /// one is not a finite convex polygon (the rasterizer then draws nothing).
    private func clipIDs(_ item: RenderItem, defs: inout Defs) -> [String]? {
        guard item.clips.allSatisfy({ $0.allSatisfy(\.isFinite) && HalfPlane.convexPolygon($0) != nil }) else {
            return nil
        }
        return item.clips.map { defs.id(for: $0) }
    }

    /// `lines` inside one clip group per id, outermost first; nothing when there are no lines.
    static func wrap(_ lines: [String], in clipIDs: [String], indent: String) -> String {
        guard !lines.isEmpty else { return "" }
        var out = ""
        var pad = indent
        for id in clipIDs {
            out += pad + "<g clip-path=\"url(#\(id))\">\n"
            pad += "  "
        }
        for l in lines { out += pad + l + "\n" }
        for _ in clipIDs {
            pad.removeLast(2)
            out += pad + "</g>\n"
        }
        return out
    }

    /// A shape item as one `<path>` of its polygons (already in root coordinates) with its fill
    /// rule, or `nil` when the rasterizer would draw nothing: transparent, a point not finite or
    /// too far out (``PreparedItem/pixels(_:scale:)``), or no polygon with an edge.
    private func polygonPath(_ item: RenderItem, id: String) -> String? {
        let color = item.color
        guard item.alpha > 0, color.alpha > 0, item.alpha.isFinite, color.isFinite,
            item.polygons.allSatisfy({ PreparedItem.pixels($0, scale: scale) != nil })
        else { return nil }
        let d = item.polygons.filter { $0.count >= 2 }.map { p in
            "M" + p.map { SVGRenderer.number($0.x) + " " + SVGRenderer.number($0.y) }.joined(separator: " L") + " Z"
        }.joined(separator: " ")
        guard !d.isEmpty else { return nil }
        let rule = item.fillRule == .evenOdd ? "evenodd" : "nonzero"
        return "<path id=\"\(id)\" d=\"\(d)\" fill-rule=\"\(rule)\" \(SVGRenderer.paint(item))/>"
    }

    /// `fill` and, below 1, `fill-opacity` (colour alpha × item alpha) for an item's colour.
    static func paint(_ item: RenderItem) -> String {
        let opacity = min(1, item.color.alpha) * min(1, item.alpha)
        return "fill=\"\(SVGRenderer.hex(item.color))\""
            + (opacity < 1 ? " fill-opacity=\"\(SVGRenderer.number(opacity, decimals: 4))\"" : "")
    }

    /// The item's fill: a `<rect>` with the item's matrix when flat, else the projected outline;
    /// a gradient item's paint is its `<linearGradient>` (``gradientPaint(_:_:mapping:affine:inItemSpace:defs:)``).
    private func fill(_ item: RenderItem, mapping m: QuadMapping, affine: Bool, defs: inout Defs, id: String) -> String
    {
        let w = item.size.width, h = item.size.height
        let r = SVGRenderer.radius(item)
        let b = min(item.border, w / 2, h / 2)
        let ring = b > 0 && b.isFinite
        // Only a flat fill is drawn in the item's own space (a `<rect>` under its matrix).
        let paint =
            item.paintedGradient.map {
                gradientPaint($0, item, mapping: m, affine: affine, inItemSpace: affine && !ring, defs: &defs)
            }
            ?? SVGRenderer.paint(item)
        if ring {
            // A border: the rounded bounds less the bounds inset by its width, rounded by the
            // radius less the width (even-odd), projected like any outline.
            let inner = outline(m, w: w - 2 * b, h: h - 2 * b, r: max(0, r - b), origin: b)
            return "<path id=\"\(id)\" d=\"\(outline(m, w: w, h: h, r: r)) \(inner)\" fill-rule=\"evenodd\" \(paint)/>"
        }
        guard affine else { return "<path id=\"\(id)\" d=\"\(outline(m, w: w, h: h, r: r))\" \(paint)/>" }
        var body = "<rect id=\"\(id)\" width=\"\(SVGRenderer.number(w))\" height=\"\(SVGRenderer.number(h))\""
        if r > 0 { body += " rx=\"\(SVGRenderer.number(r))\" ry=\"\(SVGRenderer.number(r))\"" }
        return body + " transform=\"\(SVGRenderer.matrix(m.affineMatrix))\" \(paint)/>"
    }

    /// `fill` referring to a new `<linearGradient>` of `gradient` (in `defs`) and, below 1,
    /// `fill-opacity` (the item alpha; each stop carries its colour's alpha as `stop-opacity`).
    ///
    /// The gradient is in `userSpaceOnUse` units, its axis given in the item's own coordinates
    /// (where ``RenderGradient/position(of:)`` measures it) and carried to the user space of
    /// the shape that uses it: nothing to do for a flat fill's `<rect>`, already under the
    /// item's matrix (`inItemSpace`); for a path in root coordinates a `gradientTransform` of
    /// the item's affine matrix, which keeps the lines of equal colour perpendicular to the
    /// axis in the item's space, as the reference has them (root-space `x1`…`y2` alone would
    /// make them perpendicular on screen, wrong for a skewed item).
    ///
    /// Under perspective no SVG gradient is exact (its lines of equal colour stay parallel,
    /// where the projection makes them converge, and evenly spaced, where it crowds them
    /// towards the far side), so, as for a shadow's blur, an approximation in root coordinates
    /// stands in (``perspectiveGradient(_:mapping:size:)``).
    private func gradientPaint(
        _ gradient: RenderGradient, _ item: RenderItem, mapping m: QuadMapping, affine: Bool,
        inItemSpace: Bool, defs: inout Defs
    ) -> String {
        let id: String
        if affine {
            id = defs.gradient(
                gradient.stops, from: gradient.start, to: gradient.end, transform: inItemSpace ? nil : m.affineMatrix)
        } else {
            let root = SVGRenderer.perspectiveGradient(gradient, mapping: m, size: item.size)
            id = defs.gradient(root.stops, from: root.start, to: root.end, transform: nil)
        }
        let opacity = min(1, item.alpha)
        return "fill=\"url(#\(id))\""
            + (opacity < 1 ? " fill-opacity=\"\(SVGRenderer.number(opacity, decimals: 4))\"" : "")
    }

    /// Stops sampled along the axis of ``perspectiveGradient(_:mapping:size:)``.
    static let perspectiveSamples = 32

    /// A gradient in root coordinates that stands in for `gradient` on an item of `size` under
    /// the perspective map `m` (bounds to root points).
    ///
    /// Two parts. The direction: the axis position, fitted as `A x + B y + C` of the root point
    /// by least squares over a 16 × 16 grid of the bounds (each cell weighted by its area on
    /// screen, so the error is spread over pixels, not over the item's own points); its lines
    /// of equal colour are then parallel, perpendicular to `(A, B)`. The spacing: along the
    /// line through the centre's image in that direction, the exact colour (the reference's,
    /// through the inverse map) at ``perspectiveSamples`` + 1 even steps across the item and
    /// where the exact position passes a stop's location (so the stops' kinks stay sharp)
    /// becomes the new stops: SVG interpolates linearly between them, which follows the
    /// crowding of the far side closely.
    ///
    /// So the one error left is that the true lines of equal colour converge: none for a view
    /// turned about an axis perpendicular to its gradient (a card turned about y with a
    /// horizontal gradient: its lines of equal colour stay vertical on screen), growing with
    /// the angle between them otherwise. Measured by the rendering tests (``RenderGradientTests``,
    /// worst colour error over the bounds, of 255): a 120 × 90 view turned 0.6 rad about y at
    /// 400 points of perspective distance, horizontal three-stop gradient, 0.02 (18 for the
    /// original stops under the tangent map at the centre, the plain affine stand-in); a
    /// 110 × 80 one turned −0.5 rad about x at 350, diagonal gradient, 1.5 (2.8 under the
    /// tangent map). Chromium's pixels of both differ from the rasterizer's by at most 3
    /// levels away from the edges.
    ///
    /// A gradient whose position does not vary over the item (an axis of no length) keeps its
    /// stops on an axis of no length (SVG then paints the last stop, as the reference does);
    /// where the line leaves the map's valid side, the stops stay as they were on the fitted
    /// axis alone (parallel, evenly spaced).
    static func perspectiveGradient(_ gradient: RenderGradient, mapping m: QuadMapping, size: Size) -> RenderGradient {
        let o = m.map(u: size.width / 2, v: size.height / 2)
        guard let axis = PerspectiveAxis(fitting: gradient, mapping: m, size: size, about: o) else {
            return RenderGradient(stops: gradient.stops, start: o, end: o)
        }
        // The fitted axis alone: position 0 where A x + B y + C = 0, 1 a step of (A, B) / l2 on.
        let a = axis.a, b = axis.b, c = axis.c, l2 = axis.l2
        let fitted = Point(x: o.x - c * a / l2, y: o.y - c * b / l2)
        let linear = RenderGradient(
            stops: gradient.stops, start: fitted, end: Point(x: fitted.x + a / l2, y: fitted.y + b / l2))
        return resampled(gradient, along: axis, mapping: m, size: size) ?? linear
    }

    /// The direction of ``perspectiveGradient(_:mapping:size:)``: the gradient's position on
    /// the item fitted as `a x + b y + c` of the root point about the centre's image `o`.
    struct PerspectiveAxis {
        /// The fit's coefficients; `a² + b²` is positive and finite.
        let a: Double, b: Double, c: Double
        /// The image of the item's centre, root points.
        let o: Point
        /// `a² + b²`.
        let l2: Double

        /// The weighted least-squares fit over a 16 × 16 grid of the bounds of `size` (each cell
        /// weighted by its area under `m`, so the error is spread over pixels); `nil` when it
        /// has no single solution or the position does not vary over the item.
        init?(fitting gradient: RenderGradient, mapping m: QuadMapping, size: Size, about o: Point) {
            let n = 16, w = size.width, h = size.height
            var s = [Double](repeating: 0, count: 9), r = [Double](repeating: 0, count: 3)
            for j in 0..<n {
                for i in 0..<n {
                    let u0 = w * Double(i) / Double(n), u1 = w * Double(i + 1) / Double(n)
                    let v0 = h * Double(j) / Double(n), v1 = h * Double(j + 1) / Double(n)
                    let area = abs(
                        [m.map(u: u0, v: v0), m.map(u: u1, v: v0), m.map(u: u1, v: v1), m.map(u: u0, v: v1)]
                            .signedArea)
                    let c = m.map(u: (u0 + u1) / 2, v: (v0 + v1) / 2)
                    let t = gradient.position(of: Point(x: (u0 + u1) / 2, y: (v0 + v1) / 2))
                    let row = [c.x - o.x, c.y - o.y, 1]
                    for a in 0..<3 {
                        r[a] += area * row[a] * t
                        for b in 0..<3 { s[a * 3 + b] += area * row[a] * row[b] }
                    }
                }
            }
            func det(_ m: [Double]) -> Double {
                let m0 = m[4] * m[8] - m[5] * m[7], m1 = m[3] * m[8] - m[5] * m[6], m2 = m[3] * m[7] - m[4] * m[6]
                return m[0] * m0 - m[1] * m1 + m[2] * m2
            }
            let d = det(s)
            // Cramer's rule for the unknown `k` of the symmetric 3 × 3 system.
            func solved(_ k: Int) -> Double {
                var mk = s
                for a in 0..<3 { mk[a * 3 + k] = r[a] }
                return det(mk) / d
            }
            let a = solved(0), b = solved(1), c = solved(2)
            let l2 = a * a + b * b
            guard d != 0, l2 > 0, l2.isFinite, c.isFinite else { return nil }
            (self.a, self.b, self.c, self.o, self.l2) = (a, b, c, o, l2)
        }

        /// The point of fitted coordinate `k` (`a x + b y` about `o`) on the line through `o`
        /// along `(a, b)`.
        func point(_ k: Double) -> Point { Point(x: o.x + k * a / l2, y: o.y + k * b / l2) }

        /// The fitted coordinate of `p` (`a x + b y` about `o`).
        func coordinate(_ p: Point) -> Double { a * (p.x - o.x) + b * (p.y - o.y) }
    }

    /// The spacing of ``perspectiveGradient(_:mapping:size:)``: along the line through the
    /// centre's image in the direction of `axis`, the exact colour at
    /// ``perspectiveSamples`` + 1 even steps across the item and where the exact position passes
    /// a stop's location, as the stops of a gradient across the item. `nil` where the line
    /// leaves the map's valid side, or the item has no extent along the line.
    static func resampled(_ gradient: RenderGradient, along axis: PerspectiveAxis, mapping m: QuadMapping, size: Size)
        -> RenderGradient?
    {
        let w = size.width, h = size.height, o = axis.o
        let corners = [m.map(u: 0, v: 0), m.map(u: w, v: 0), m.map(u: w, v: h), m.map(u: 0, v: h)].map(
            axis.coordinate)
        guard let s0 = corners.min(), let s1 = corners.max(), s1 > s0 else { return nil }
        // The exact position at a place on the line, nil where the inverse map is not valid
        // (beyond the image of the line at infinity: its denominator's sign is not the centre's).
        let inv = m.inverse
        func side(_ p: Point) -> Double { inv[6] * p.x + inv[7] * p.y + inv[8] }
        func exact(_ k: Double) -> Double? {
            let p = axis.point(k)
            guard side(p) * side(o) > 0, let q = m.unmap(x: p.x, y: p.y) else { return nil }
            let t = gradient.position(of: q)
            return t.isFinite ? t : nil
        }
        let steps = SVGRenderer.perspectiveSamples
        let even = (0...steps).map { s0 + (s1 - s0) * Double($0) / Double(steps) }
        let positions = even.map(exact)
        guard positions.allSatisfy({ $0 != nil }) else { return nil }
        let places = (even + stopCrossings(gradient.stops, places: even, positions: positions, exact: exact)).sorted()
        var stops: [RenderGradient.Stop] = []
        for k in places {
            guard let t = exact(k) else { return nil }
            stops.append(RenderGradient.Stop(location: (k - s0) / (s1 - s0), color: gradient.color(at: t)))
        }
        return RenderGradient(stops: stops, start: axis.point(s0), end: axis.point(s1))
    }

    /// Where the exact position passes each stop's location between two neighbouring
    /// `places` (their `positions`), found by bisection with `exact`, so the stops' kinks
    /// stay sharp. The position is monotonic along the line: a line meets each line of equal
    /// position once.
    static func stopCrossings(
        _ stops: [RenderGradient.Stop], places: [Double], positions: [Double?], exact: (Double) -> Double?
    ) -> [Double] {
        var crossings: [Double] = []
        for stop in stops {
            for k in 0..<(places.count - 1) {
                guard let t0 = positions[k], let t1 = positions[k + 1], (t0 - stop.location) * (t1 - stop.location) < 0
                else { continue }
                var lo = places[k], hi = places[k + 1]
                for _ in 0..<40 {
                    let mid = (lo + hi) / 2
                    guard let tm = exact(mid) else { break }
                    if (tm - stop.location) * (t0 - stop.location) > 0 { lo = mid } else { hi = mid }
                }
                crossings.append((lo + hi) / 2)
            }
        }
        return crossings
    }

    /// A shadow: the item's plain bounds (the rasterizer blurs the rectangle, not its rounded
    /// corners) under a `feGaussianBlur` of the item's deviation — in the item's own user space
    /// when it is flat, as the rasterizer blurs; under perspective in root coordinates with the
    /// deviation scaled by the quad's mean scale (an approximation).
    private func shadow(_ item: RenderItem, mapping m: QuadMapping, affine: Bool, defs: inout Defs, id: String)
        -> String
    {
        let w = item.size.width, h = item.size.height, s = item.blur, e = 3 * s
        let paint = SVGRenderer.paint(item)
        if affine {
            let filter = defs.blur(sigma: s, x: -e, y: -e, w: w + 2 * e, h: h + 2 * e)
            return
                "<rect id=\"\(id)\" width=\"\(SVGRenderer.number(w))\" height=\"\(SVGRenderer.number(h))\" transform=\"\(SVGRenderer.matrix(m.affineMatrix))\" \(paint) filter=\"url(#\(filter))\"/>"
        }
        let c = item.corners
        let area =
            abs(
                (c[0].x * c[1].y - c[1].x * c[0].y) + (c[1].x * c[2].y - c[2].x * c[1].y)
                    + (c[2].x * c[3].y - c[3].x * c[2].y) + (c[3].x * c[0].y - c[0].x * c[3].y)) / 2
        let k = (area / (w * h)).squareRoot()
        let reach = [m.map(u: -e, v: -e), m.map(u: w + e, v: -e), m.map(u: w + e, v: h + e), m.map(u: -e, v: h + e)]
        let x0 = reach.map(\.x).min()!, x1 = reach.map(\.x).max()!, y0 = reach.map(\.y).min()!,
            y1 = reach.map(\.y).max()!
        let filter = defs.blur(sigma: s * k, x: x0, y: y0, w: x1 - x0, h: y1 - y0)
        return "<path id=\"\(id)\" d=\"\(outline(m, w: w, h: h, r: 0))\" \(paint) filter=\"url(#\(filter))\"/>"
    }

    /// The title as one `<path>` of the ``BitmapFont`` glyphs' ink rectangles, the rasterizer's
    /// text exactly: on a flat item in font pixels (whole numbers) under the item's matrix
    /// scaled to the title's place, under perspective each rectangle projected through the
    /// homography. The text itself is the path's `aria-label`.
    private func titlePath(_ t: TitleLayout, item: RenderItem, mapping m: QuadMapping, affine: Bool, id: String)
        -> String
    {
        let rects = t.inkRectangles
        var d = ""
        var transform = ""
        if affine {
            let a = m.affineMatrix, k = t.pixelSize
            let matrix = (
                a.a * k, a.b * k, a.c * k, a.d * k, a.tx + a.a * t.originX + a.c * t.originY,
                a.ty + a.b * t.originX + a.d * t.originY
            )
            transform = " transform=\"\(SVGRenderer.matrix(matrix))\""
            d = rects.map { "M\($0.x) \($0.y)h\($0.width)v\($0.height)h-\($0.width)z" }.joined()
        } else {
            d = rects.map { r in
                let u0 = t.originX + Double(r.x) * t.pixelSize, v0 = t.originY + Double(r.y) * t.pixelSize
                let u1 = u0 + Double(r.width) * t.pixelSize, v1 = v0 + Double(r.height) * t.pixelSize
                let p = [m.map(u: u0, v: v0), m.map(u: u1, v: v0), m.map(u: u1, v: v1), m.map(u: u0, v: v1)]
                return "M" + p.map { SVGRenderer.number($0.x) + " " + SVGRenderer.number($0.y) }.joined(separator: "L")
                    + "z"
            }.joined()
        }
        let ink = t.ink == .black ? "#000000" : "#ffffff"
        let opacity = item.alpha < 1 ? " fill-opacity=\"\(SVGRenderer.number(min(1, item.alpha), decimals: 4))\"" : ""
        return
            "<path id=\"\(id)\" aria-label=\(XMLText.attribute(t.text)) d=\"\(d.isEmpty ? "M0 0" : d)\"\(transform) fill=\"\(ink)\"\(opacity)/>"
    }

    /// An item's corner radius as drawn: clamped to half the shorter side, 0 when not positive.
    static func radius(_ item: RenderItem) -> Double {
        let rr = min(item.cornerRadius, item.size.width / 2, item.size.height / 2)
        return rr > 0 && rr.isFinite ? rr : 0
    }

    /// True when some ink of `t` may fall outside the rounded rectangle of `width × height`
    /// and `radius` (a title shrunk to a low view hangs its descenders below it; a wide one
    /// can reach into a rounded corner's square), so it must be clipped as the rasterizer does.
    static func inkLeavesShape(_ t: TitleLayout, width w: Double, height h: Double, radius r: Double) -> Bool {
        t.inkRectangles.contains { ink in
            let u0 = t.originX + Double(ink.x) * t.pixelSize, v0 = t.originY + Double(ink.y) * t.pixelSize
            let u1 = u0 + Double(ink.width) * t.pixelSize, v1 = v0 + Double(ink.height) * t.pixelSize
            return u0 < 0 || v0 < 0 || u1 > w || v1 > h || (r > 0 && (u0 < r || u1 > w - r) && (v0 < r || v1 > h - r))
        }
    }

    /// The rounded rectangle's outline, projected: path data in root coordinates. `origin` offsets
    /// it by that much in both directions of the item's own coordinates.
    private func outline(_ m: QuadMapping, w: Double, h: Double, r: Double, origin: Double = 0) -> String {
        let mapped = outlinePoints(m, w: w, h: h, r: r, origin: origin)
        return "M" + mapped.map { SVGRenderer.number($0.x) + " " + SVGRenderer.number($0.y) }.joined(separator: " L")
            + " Z"
    }

    /// The rounded rectangle's outline (straight edges exact, each corner arc in 8 segments),
    /// projected to root coordinates.
    private func outlinePoints(_ m: QuadMapping, w: Double, h: Double, r: Double, origin o: Double = 0) -> [Point] {
        var pts: [Point] = []
        if r == 0 {
            pts = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)]
        } else {
            let centres = [
                (w - r, r, -Double.pi / 2), (w - r, h - r, 0.0), (r, h - r, Double.pi / 2), (r, r, Double.pi)
            ]
            for (cx, cy, start) in centres {
                for k in 0...8 {
                    let a = start + Double(k) / 8 * (Double.pi / 2)
                    pts.append(Point(x: cx + r * cos(a), y: cy + r * sin(a)))
                }
            }
        }
        return pts.map { m.map(u: $0.x + o, v: $0.y + o) }
    }

    // MARK: Text helpers

    /// `matrix(a b c d e f)`.
    static func matrix(_ m: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)) -> String {
        "matrix(\(number(m.a, decimals: 6)) \(number(m.b, decimals: 6)) \(number(m.c, decimals: 6)) \(number(m.d, decimals: 6)) \(number(m.tx)) \(number(m.ty)))"
    }

    /// `#rrggbb`.
    static func hex(_ c: Color) -> String {
        "#" + String(Color(red: c.red, green: c.green, blue: c.blue).hex.dropFirst().prefix(6))
    }

    /// A number with at most `decimals` decimals, no trailing zeros, `0` for non-finite values.
    static func number(_ v: Double, decimals: Int = 3) -> String {
        guard v.isFinite, abs(v) < 1e15 else { return "0" }
        let p = pow(10.0, Double(decimals))
        let scaled = (abs(v) * p).rounded()
        if scaled == 0 { return "0" }
        let i = Int64(scaled), ip = Int64(p)
        var s = (v < 0 ? "-" : "") + String(i / ip)
        let frac = i % ip
        if frac != 0 {
            var digits = String(frac)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            s += "." + digits
        }
        return s
    }
}
