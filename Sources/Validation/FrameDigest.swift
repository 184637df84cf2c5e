import AnimationCore

/// What one frame shows, reduced to what the determinism check compares: a 64-bit digest of
/// the view tree as it is drawn at that frame, with the frame's time and the number of views
/// shown for the report.
///
/// **What goes in.** Every view that is drawn — the root, then each subview in order, leaving
/// out hidden views and their subtrees as the render model does — with its id, title, number
/// of subviews and every field of its presentation state (bounds, position, anchor point,
/// z position, transform, opacity, colour, corner radius, clipping). The render model is a
/// function of exactly these (`RenderModel.evaluate` walks the same tree), so two runs with
/// equal digests at every frame show the same frames; digesting the tree instead of the
/// evaluated frame skips building 100,000 render items per frame (evaluating and sorting them
/// was 70 % of the check's time on a 100,000-view scene) and keeps nothing but 24 bytes per
/// frame.
///
/// **How.** Each word goes through a bijective mix (xor, multiply by an odd constant,
/// xor-shift), so a single differing word always changes the digest, and several cancel out
/// with a chance of 2^-64. Numbers go in by their bits, not through `==`: a NaN shown the same
/// way twice is the same frame (with `==` it never is, which would call a deterministic plugin
/// nondeterministic), and 0 and -0 are told apart. Nothing depends on a per-process hashing
/// seed or on the order of a set or dictionary: the walk is the tree's own order.
///
/// **Speed.** The digest is nearly half of the check's time on a 100,000-view scene, and the
/// steps every drawn view goes through (its geometry and fill, border and shadow, and the
/// transforms, rectangles, colours and points in them) are `@inline(__always)`: left to the
/// optimizer they were calls, and the digest took about 5 % longer.
struct FrameDigest: Equatable {
    /// The digest.
    private(set) var value: UInt64 = 0x6A09_E667_F3BC_C908
    /// The time the frame shows (reported, not compared: both runs run on the same clock).
    let time: Double
    /// The number of views drawn.
    private(set) var viewCount = 0

    /// The digest of what `root`'s tree shows now.
    init(_ root: View) {
        time = root.engine.currentTime
        visit(root)
    }

    static func == (a: FrameDigest, b: FrameDigest) -> Bool { a.value == b.value && a.viewCount == b.viewCount }

    /// Digests `view` and what it draws, then its mask, the picture a running CATransition
    /// leaves and its subviews, in the order `RenderModel.evaluate` walks them; a hidden view
    /// counts by its id alone. Each part of the layer is a step of its own below, so that
    /// each reads as the list of fields it covers (an added field goes in one place).
    private mutating func visit(_ view: View) {
        let s = view.layer.presentation
        add(UInt64(bitPattern: Int64(view.id)))
        if s.isHidden {
            add(UInt64(1))
            return
        }
        viewCount += 1
        add(view.title)
        let x = view.layer.extras
        addGeometryAndFill(s)
        addBorderAndShadow(s, x)
        if let path = view.layer.presentationPath { addShape(path, s, x) }
        if let g = x.gradient { add(g) }
        if let picture = x.contents { add(picture) }
        if let m = view.mask {
            add(UInt64(0x6D61736B))  // "mask"
            visit(m)
        }
        if let (tr, p) = view.layer.runningTransition {
            // A CATransition in progress: where it is, and the picture it leaves.
            add(UInt64(0x7472616E))  // "tran"
            add(p)
            add(
                UInt64(LayerTransition.Kind.allCases.firstIndex(of: tr.kind) ?? 0) << 2
                    | UInt64(LayerTransition.Side.allCases.firstIndex(of: tr.side) ?? 0))
            visit(tr.before)
        }
        let children = view.subviews
        add(UInt64(children.count))
        for child in children { visit(child) }
    }

    /// Where the layer is and how it is filled: bounds, position, anchor point, z position,
    /// transform, opacity, background colour, corner radius, and clipping and double-sidedness
    /// in one word.
    @inline(__always)
    private mutating func addGeometryAndFill(_ s: LayerState) {
        add(s.bounds)
        add(s.position)
        add(s.anchorPoint)
        add(s.zPosition)
        add(s.transform)
        add(s.opacity)
        add(s.backgroundColor)
        add(s.cornerRadius)
        add(UInt64(s.masksToBounds ? 3 : 2) | UInt64(s.isDoubleSided ? 4 : 0))
    }

    /// The sublayer transform, the border, and the shadow (with its path's box when it has one).
    @inline(__always)
    private mutating func addBorderAndShadow(_ s: LayerState, _ x: LayerExtras) {
        add(x.sublayerTransform)
        add(x.borderWidth)
        add(x.borderColor)
        add(x.shadowColor)
        add(s.shadowOpacity)
        add(x.shadowRadius)
        add(x.shadowOffset)
        if let sp = x.shadowPath { add(sp.boundingBox) }
    }

    /// A shape layer: its path as shown, and how it is filled and stroked.
    private mutating func addShape(_ path: Path, _ s: LayerState, _ x: LayerExtras) {
        add(UInt64(path.elements.count) | 1 << 62)
        for e in path.elements {
            switch e {
            case .move(let p):
                add(UInt64(1))
                add(p)
            case .line(let p):
                add(UInt64(2))
                add(p)
            case let .quad(c, p):
                add(UInt64(3))
                add(c)
                add(p)
            case let .cubic(c1, c2, p):
                add(UInt64(4))
                add(c1)
                add(c2)
                add(p)
            case .close: add(UInt64(5))
            }
        }
        add(s.strokeStart)
        add(s.strokeEnd)
        add(s.lineWidth)
        add(s.fillColor)
        add(s.strokeColor)
        add(
            UInt64(x.fillRule == .evenOdd ? 1 : 0) | UInt64(StrokeStyle.Cap.allCases.firstIndex(of: x.lineCap) ?? 0)
                << 1
                | UInt64(StrokeStyle.Join.allCases.firstIndex(of: x.lineJoin) ?? 0) << 3)
        add(x.miterLimit)
        add(x.lineDashPhase)
        for d in x.lineDashPattern { add(d) }
    }

    /// A gradient layer's colours, locations and axis.
    private mutating func add(_ g: GradientStyle) {
        add(UInt64(0x67726164) | UInt64(g.colors.count) << 32)  // "grad"
        for c in g.colors { add(c) }
        for l in g.locations ?? [] { add(l) }
        add(g.startPoint)
        add(g.endPoint)
    }

    /// Contents: the picture's size and where its items are.
    private mutating func add(_ picture: Picture) {
        add(UInt64(0x696D6167) | UInt64(picture.frame.items.count) << 32)  // "imag"
        add(picture.size.width)
        add(picture.size.height)
        for item in picture.frame.items {
            add(UInt64(bitPattern: Int64(item.id)))
            for c in item.corners { add(c) }
            add(item.alpha)
        }
    }

    /// The 16 entries, row by row.
    @inline(__always)
    private mutating func add(_ t: Transform3D) {
        add(t.m11)
        add(t.m12)
        add(t.m13)
        add(t.m14)
        add(t.m21)
        add(t.m22)
        add(t.m23)
        add(t.m24)
        add(t.m31)
        add(t.m32)
        add(t.m33)
        add(t.m34)
        add(t.m41)
        add(t.m42)
        add(t.m43)
        add(t.m44)
    }

    /// Origin, then size.
    @inline(__always)
    private mutating func add(_ r: Rect) {
        add(r.origin)
        add(r.size.width)
        add(r.size.height)
    }

    /// Red, green, blue, alpha.
    @inline(__always)
    private mutating func add(_ c: Color) {
        add(c.red)
        add(c.green)
        add(c.blue)
        add(c.alpha)
    }

    @inline(__always)
    private mutating func add(_ p: Point) {
        add(p.x)
        add(p.y)
    }

    private mutating func add(_ title: String?) {
        guard let title else {
            add(UInt64(0))
            return
        }
        add(UInt64(title.utf8.count) | 1 << 63)
        var word: UInt64 = 0, n = 0
        for byte in title.utf8 {
            word = word << 8 | UInt64(byte)
            n += 1
            if n == 8 {
                add(word)
                word = 0
                n = 0
            }
        }
        if n > 0 { add(word) }
    }

    private mutating func add(_ x: Double) { add(x.bitPattern) }

    /// Mixes one word in; each step is a bijection of the state, so states that differ stay
    /// different.
    private mutating func add(_ word: UInt64) {
        var h = value ^ word
        h &*= 0x9E37_79B9_7F4A_7C15
        h ^= h >> 32
        h &*= 0xBF58_476D_1CE4_E5B9
        h ^= h >> 29
        value = h
    }
}
