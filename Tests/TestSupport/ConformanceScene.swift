import Foundation
import AnimationCore

/// The renderers' conformance scene: one view tree that uses every visual property the render
/// model has, evaluated into the ``RenderFrame`` that every renderer (PNG, GIF, SVG, HTML, the
/// terminal) must draw alike (the rendering and terminal conformance tests).
///
/// It is one list, ``entries``: a view per entry, added to its parent in list order. A new
/// visual feature joins the scene by adding an entry (or a property to ``Entry`` and the entry
/// that uses it); every test that uses the scene then checks it in every renderer. Each visible
/// entry must show somewhere (the tests check that removing it changes pixels that are not
/// anti-aliased edges), so place a new one where it is not covered.
///
/// What it covers: opaque, translucent (colour alpha) and clear colours; view alpha and
/// nested (effective) alpha; titles on opaque, translucent and clear backgrounds, in white and
/// black ink; corner radius; clipping by an ancestor; a 3D rotation under perspective (corners
/// that no affine map gives); `zPosition` against insertion order; hidden views and their
/// subtrees (absent from the model); a layer that is not double-sided turned past 90° (absent)
/// whose double-sided child is drawn from the back (mirrored), under its parent's sublayer
/// transform (a tilt in perspective); a translucent border on a rounded view, drawn above a
/// subview that overlaps the view's edge; a blurred, offset shadow under a rounded view; a
/// shape layer's even-odd fill (a star with its middle left open) and a stroke only part
/// drawn (`strokeEnd`, round caps); a view and its subview masked by an oval shape layer; a
/// gradient layer (three stops on a diagonal axis, uneven locations, rounded corners); and a
/// layer whose `contents` is a picture of another small view tree (a titled view and a star
/// shape), stretched to twice its size.
public enum ConformanceScene {
    /// One view of the scene.
    public struct Entry: Sendable {
        /// A unique name (the tests report by it).
        public var name: String
        /// The parent's name; nil for a child of the root view.
        public var parent: String?
        /// The frame in the parent's coordinates, points.
        public var frame: Rect
        /// Background colour.
        public var color: Color
        /// View alpha (multiplied by the ancestors' in the model).
        public var alpha: Double = 1
        /// Corner radius, points.
        public var cornerRadius: Double = 0
        /// The title, if any.
        public var title: String? = nil
        /// The layer's 3D transform (about the frame's centre).
        public var transform: Transform3D = .identity
        /// The layer's z position (siblings are drawn in its order, then in list order).
        public var zPosition: Double = 0
        /// Hidden: the view and its subtree are left out of the model.
        public var isHidden = false
        /// Clips its subviews to its bounds.
        public var clipsToBounds = false
        /// False: left out while facing away (its subviews follow their own setting).
        public var isDoubleSided = true
        /// Applied to its subviews about its anchor point (Core Animation's sublayerTransform).
        public var sublayerTransform: Transform3D = .identity
        /// Border width, points (0: none) and colour.
        public var borderWidth: Double = 0
        public var borderColor: Color = .black
        /// Shadow opacity (0: none), blur radius and offset, points; black.
        public var shadowOpacity: Double = 0
        public var shadowRadius: Double = 3
        public var shadowOffset = Point(x: 0, y: -3)
        /// A shape layer's path (nil: none), fill and stroke.
        public var path: Path? = nil
        public var fillColor: Color = .black
        public var fillRule: FillRule = .nonZero
        public var strokeColor: Color = .clear
        public var lineWidth: Double = 1
        public var strokeEnd: Double = 1
        public var lineCap: StrokeStyle.Cap = .butt
        /// The path of a shape layer used as the view's mask (nil: no mask).
        public var maskPath: Path? = nil
        /// A gradient layer's gradient (nil: none), over the background.
        public var gradient: GradientStyle? = nil
        /// The layer's `contents`: a picture of these entries (a view tree of their own, laid
        /// out like the scene's, in a root of `contentsSize` coloured ``pictureRootColor``), stretched
        /// over the bounds; nil: none. Their items are named `NAME/ENTRY`.
        public var contents: [Entry]? = nil
        public var contentsSize = Size(width: 0, height: 0)
    }

    /// A five-pointed star of outer radius `r` about `c` drawn in one stroke (its points
    /// joined every second one), so the even-odd rule leaves its pentagon open.
    public static func star(_ c: Point, _ r: Double) -> Path {
        let points = (0..<5).map { k -> Point in
            let a = -Double.pi / 2 + Double(2 * k) * 2 * Double.pi / 5
            return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
        return Path([.move(points[0])] + points.dropFirst().map { .line($0) } + [.close])
    }

    /// An oval inscribed in `rect` as four cubic quarter arcs.
    public static func oval(_ rect: Rect) -> Path {
        let cx = rect.origin.x + rect.size.width / 2, cy = rect.origin.y + rect.size.height / 2
        let rx = rect.size.width / 2, ry = rect.size.height / 2, k = 4.0 / 3 * tan(Double.pi / 8)
        return Path([
            .move(Point(x: cx + rx, y: cy)),
            .cubic(Point(x: cx + rx, y: cy + k * ry), Point(x: cx + k * rx, y: cy + ry), Point(x: cx, y: cy + ry)),
            .cubic(Point(x: cx - k * rx, y: cy + ry), Point(x: cx - rx, y: cy + k * ry), Point(x: cx - rx, y: cy)),
            .cubic(Point(x: cx - rx, y: cy - k * ry), Point(x: cx - k * rx, y: cy - ry), Point(x: cx, y: cy - ry)),
            .cubic(Point(x: cx + k * rx, y: cy - ry), Point(x: cx + rx, y: cy - k * ry), Point(x: cx + rx, y: cy)),
            .close
        ])
    }

    /// The root view's size, points.
    public static let size = Size(width: 240, height: 274)
    /// The root view's colour.
    public static let rootColor = Color(rgb: 0xEEF0F4)
    /// A pictured tree's root colour: translucent, so that the picturing layer's background
    /// shows through it.
    public static let pictureRootColor = Color(red: 0.95, green: 0.75, blue: 0.3, alpha: 0.45)

    /// The scene, back to front within each parent (before `zPosition` sorting).
    public static let entries: [Entry] = [
        Entry(
            name: "card", frame: Rect(x: 12, y: 12, width: 100, height: 64), color: Color(rgb: 0x2F6FDE),
            cornerRadius: 12, title: "Card", shadowOpacity: 0.6, shadowRadius: 8, shadowOffset: Point(x: 5, y: 6)),
        Entry(
            name: "translucent", frame: Rect(x: 84, y: 44, width: 64, height: 44),
            color: Color(red: 0.88, green: 0.25, blue: 0.16, alpha: 0.5)),
        Entry(
            name: "group", frame: Rect(x: 150, y: 10, width: 76, height: 72), color: Color(rgb: 0x2BAA5A),
            alpha: 0.6, clipsToBounds: true),
        Entry(
            name: "group.child", parent: "group", frame: Rect(x: 44, y: 36, width: 60, height: 60),
            color: Color(rgb: 0xFFC400),
            alpha: 0.8),
        Entry(
            name: "group.tab", parent: "group", frame: Rect(x: 4, y: 4, width: 56, height: 24), color: .clear,
            title: "Tab"),
        Entry(
            name: "tilted", frame: Rect(x: 16, y: 88, width: 96, height: 60), color: Color(rgb: 0x8E44AD),
            cornerRadius: 10,
            title: "3D",
            transform: Transform3D.rotation(0.6, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 300))),
        Entry(
            name: "raised", frame: Rect(x: 128, y: 96, width: 56, height: 40), color: Color(rgb: 0x0E7C86),
            cornerRadius: 8, zPosition: 1,
            borderWidth: 4, borderColor: Color(red: 0.95, green: 0.85, blue: 0.2, alpha: 0.9)),
        Entry(
            name: "raised.badge", parent: "raised", frame: Rect(x: 40, y: -4, width: 20, height: 14),
            color: Color(rgb: 0xE74C3C)),
        Entry(name: "lowered", frame: Rect(x: 150, y: 112, width: 60, height: 36), color: Color(rgb: 0xF39C12)),
        Entry(
            name: "clear-label", frame: Rect(x: 120, y: 132, width: 110, height: 24), color: .clear, title: "Clear bg"),
        Entry(
            name: "faded", frame: Rect(x: 204, y: 88, width: 30, height: 40),
            color: Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.7), alpha: 0.5, cornerRadius: 6),
        Entry(
            name: "hidden", frame: Rect(x: 0, y: 0, width: 240, height: 160), color: .black, title: "HIDDEN",
            isHidden: true),
        Entry(name: "hidden.child", parent: "hidden", frame: Rect(x: 10, y: 10, width: 60, height: 40), color: .white),
        Entry(
            name: "flipped", frame: Rect(x: 114, y: 4, width: 34, height: 38), color: Color(rgb: 0xC0392B),
            transform: Transform3D.rotation(2.5, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 300)),
            isDoubleSided: false,
            sublayerTransform: Transform3D.rotation(-0.4, x: 1, y: 0, z: 0).concatenating(.perspective(distance: 200))),
        Entry(
            name: "flipped.back", parent: "flipped", frame: Rect(x: 0, y: 0, width: 22, height: 38),
            color: Color(rgb: 0x16A085)),
        Entry(
            name: "star", frame: Rect(x: 6, y: 164, width: 64, height: 46),
            color: Color(red: 0.55, green: 0.6, blue: 0.7, alpha: 0.35),
            path: star(Point(x: 32, y: 25), 22), fillColor: Color(rgb: 0x8E44AD), fillRule: .evenOdd),
        Entry(
            name: "ring", frame: Rect(x: 78, y: 164, width: 56, height: 46),
            color: Color(red: 0.95, green: 0.8, blue: 0.2, alpha: 0.4),
            path: oval(Rect(x: 8, y: 5, width: 40, height: 36)), fillColor: .clear, strokeColor: Color(rgb: 0xC0392B),
            lineWidth: 5,
            strokeEnd: 0.75, lineCap: .round),
        Entry(
            name: "masked", frame: Rect(x: 142, y: 164, width: 92, height: 46), color: Color(rgb: 0x2BAA5A),
            maskPath: oval(Rect(x: 6, y: 2, width: 80, height: 42))),
        Entry(
            name: "masked.child", parent: "masked", frame: Rect(x: 46, y: 0, width: 46, height: 46),
            color: Color(rgb: 0xF39C12)),
        Entry(
            name: "gradient", frame: Rect(x: 6, y: 216, width: 112, height: 42), color: Color(rgb: 0x37474F),
            cornerRadius: 9,
            gradient: GradientStyle(
                colors: [Color(rgb: 0xE4572E), Color(red: 1, green: 0.85, blue: 0.1, alpha: 0.6), Color(rgb: 0x1565C0)],
                locations: [0.1, 0.45, 0.9], startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))),
        Entry(
            name: "picture", frame: Rect(x: 126, y: 216, width: 100, height: 42), color: Color(rgb: 0xFFFFFF),
            contents: [
                Entry(
                    name: "label", frame: Rect(x: 2, y: 2, width: 30, height: 17), color: Color(rgb: 0x0E7C86),
                    cornerRadius: 3,
                    title: "Pic"),
                Entry(
                    name: "star", frame: Rect(x: 31, y: 0, width: 19, height: 21),
                    color: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.3),
                    path: star(Point(x: 9.5, y: 11), 8.5), fillColor: Color(rgb: 0xC0392B))
            ],
            contentsSize: Size(width: 50, height: 21))
    ]

    /// The scene's view tree evaluated (model values) into a frame, and each entry's view id
    /// by name (the root is `"root"`). Entries whose parent is not listed before them, or is
    /// missing, are a mistake in the list and stop the test run.
    public static func frame(_ entries: [Entry] = ConformanceScene.entries) -> (frame: RenderFrame, ids: [String: Int])
    {
        let engine = AnimationEngine()
        let (root, ids) = tree(entries, size: size, engine: engine)
        return (RenderModel.evaluate(root, presentation: false), ids)
    }

    /// The view tree of `entries` in a root of `size`, and each view's id by name (pictured
    /// trees' views as `NAME/ENTRY`).
    static func tree(_ entries: [Entry], size: Size, color: Color = rootColor, engine: AnimationEngine) -> (
        root: View, ids: [String: Int]
    ) {
        let root = View(engine: engine, frame: Rect(origin: .zero, size: size), backgroundColor: color)
        var views: [String: View] = ["root": root]
        var ids: [String: Int] = [:]
        for e in entries {
            let v = View(engine: engine, frame: e.frame, title: e.title, backgroundColor: e.color)
            v.alpha = e.alpha
            v.cornerRadius = e.cornerRadius
            v.layer.transform = e.transform
            v.layer.zPosition = e.zPosition
            v.isHidden = e.isHidden
            v.clipsToBounds = e.clipsToBounds
            v.layer.isDoubleSided = e.isDoubleSided
            v.layer.sublayerTransform = e.sublayerTransform
            v.layer.borderWidth = e.borderWidth
            v.layer.borderColor = e.borderColor
            v.layer.shadowOpacity = e.shadowOpacity
            v.layer.extras.shadowRadius = e.shadowRadius
            v.layer.extras.shadowOffset = e.shadowOffset
            v.layer.path = e.path
            v.layer.fillColor = e.fillColor
            v.layer.extras.fillRule = e.fillRule
            v.layer.strokeColor = e.strokeColor
            v.layer.lineWidth = e.lineWidth
            v.layer.strokeEnd = e.strokeEnd
            v.layer.extras.lineCap = e.lineCap
            v.layer.extras.gradient = e.gradient
            if let m = e.maskPath {
                let mask = View(engine: engine, frame: Rect(origin: .zero, size: e.frame.size))
                mask.layer.path = m
                v.mask = mask
            }
            if let pictured = e.contents {
                let (pictureRoot, pictureIds) = tree(
                    pictured, size: e.contentsSize, color: pictureRootColor, engine: engine)
                v.layer.extras.contents = Picture.of(pictureRoot, presentation: false)
                for (name, id) in pictureIds { ids[e.name + "/" + name] = id }
            }
            guard let parent = views[e.parent ?? "root"] else {
                preconditionFailure("conformance entry \(e.name): parent \(e.parent ?? "") not listed before it")
            }
            do { try parent.addSubview(v) } catch { preconditionFailure("conformance entry \(e.name): \(error)") }
            views[e.name] = v
        }
        for (name, v) in views { ids[name] = v.id }
        return (root, ids)
    }

    /// The names of the entries left out of the model: hidden ones and everything below them.
    public static var hiddenNames: Set<String> {
        var hidden: Set<String> = []
        for e in entries where e.isHidden || hidden.contains(e.parent ?? "") { hidden.insert(e.name) }
        return hidden
    }

    /// The entries that are not double-sided and face away (left out; their subviews are not).
    public static let facingAwayNames: Set<String> = ["flipped"]

    /// The names of the items besides one per view: borders, shadows, shapes and gradients
    /// (`NAME.border`, `NAME.shadow`, `NAME.shape`, `NAME.gradient`, one per entry with one
    /// that is shown; the scene's shapes each have a fill or a stroke, not both), and the
    /// pictured trees' items (`NAME/root`, `NAME/ENTRY`, `NAME/ENTRY.shape`, …).
    public static var borderNames: [String] {
        func extras(_ shown: [Entry], prefix: String) -> [String] {
            var names: [String] = []
            for (suffix, has) in [
                (".border", { (e: Entry) in e.borderWidth > 0 }), (".shadow", { $0.shadowOpacity > 0 }),
                (".shape", { $0.path != nil }), (".gradient", { $0.gradient != nil })
            ] {
                names += shown.filter(has).map { prefix + $0.name + suffix }
            }
            for e in shown {
                guard let pictured = e.contents else { continue }
                let inner = prefix + e.name + "/"
                names += [inner + "root"] + pictured.map { inner + $0.name } + extras(pictured, prefix: inner)
            }
            return names
        }
        return extras(
            entries.filter { !hiddenNames.contains($0.name) && !facingAwayNames.contains($0.name) }, prefix: "")
    }
}
