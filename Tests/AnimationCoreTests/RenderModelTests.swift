import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// RenderModel.evaluate: corners through translations, rotations, scales, anchor points and
/// perspective (worked out by hand or composed here), opacity through ancestors, drawing order,
/// hidden subtrees, clip quads and the presentation/model switch.
final class RenderModelTests: XCTestCase {
    private var engine: AnimationEngine!
    private var root: View!

    override func setUp() {
        engine = makeEngine()
        root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 300), title: "root")
    }

    private func add(_ frame: Rect, to parent: View? = nil, title: String? = nil) -> View {
        let v = View(engine: engine, frame: frame, title: title)
        try! (parent ?? root).addSubview(v)
        return v
    }

    private func item(_ v: View, in frame: RenderFrame, file: StaticString = #filePath, line: UInt = #line)
        -> RenderItem?
    {
        let found = frame.items.first { $0.id == v.id }
        if found == nil { XCTFail("view \(v.id) not drawn", file: file, line: line) }
        return found
    }

    private func assertCorners(
        _ got: [Point]?, _ expected: [Point], _ tol: Double = 1e-9, _ what: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let got, got.count == 4 else {
            XCTFail("no corners: \(what)", file: file, line: line)
            return
        }
        for (g, e) in zip(got, expected) { assertClose(g, e, tol, what, file: file, line: line) }
    }

    /// Corners of `v`'s bounds in root coordinates, composed here from each layer's definition.
    private func expectedCorners(_ v: View) -> [Point] {
        var m = Ref.identity4
        var cur = v
        while let s = cur.superview {
            m = Ref.mul(m, Ref.layerMatrix(cur.layer.model))
            cur = s
        }
        let rb = root.layer.model.bounds
        m = Ref.mul(m, Ref.translation(-rb.origin.x, -rb.origin.y))
        let b = v.layer.model.bounds
        return [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)].map {
            let p = Ref.project($0.0, $0.1, m)
            return Point(x: p.0, y: p.1)
        }
    }

    func testCornersAfterTranslationRotationScaleAndAnchorChanges() {
        let v = add(Rect(x: 50, y: 40, width: 100, height: 60))
        assertCorners(
            item(v, in: RenderModel.evaluate(root))?.corners,
            [Point(x: 50, y: 40), Point(x: 150, y: 40), Point(x: 150, y: 100), Point(x: 50, y: 100)], 1e-12,
            "plain frame")
        v.transform = .translation(10, 20)
        assertCorners(
            item(v, in: RenderModel.evaluate(root))?.corners,
            [Point(x: 60, y: 60), Point(x: 160, y: 60), Point(x: 160, y: 120), Point(x: 60, y: 120)], 1e-12,
            "translated")
        // A quarter turn about the centre (100, 70): (dx, dy) → (−dy, dx).
        v.transform = .rotation(.pi / 2)
        assertCorners(
            item(v, in: RenderModel.evaluate(root))?.corners,
            [Point(x: 130, y: 20), Point(x: 130, y: 120), Point(x: 70, y: 120), Point(x: 70, y: 20)], 1e-12, "rotated")
        v.transform = .scale(2, 0.5)
        assertCorners(
            item(v, in: RenderModel.evaluate(root))?.corners,
            [Point(x: 0, y: 55), Point(x: 200, y: 55), Point(x: 200, y: 85), Point(x: 0, y: 85)], 1e-12, "scaled")
        // Anchor at the top-left with the position kept: the layer hangs from (100, 70).
        v.transform = .identity
        v.layer.anchorPoint = .zero
        assertCorners(
            item(v, in: RenderModel.evaluate(root))?.corners,
            [Point(x: 100, y: 70), Point(x: 200, y: 70), Point(x: 200, y: 130), Point(x: 100, y: 130)], 1e-12,
            "anchor (0, 0)")
        // And the transform turns about that anchor.
        v.transform = .rotation(.pi / 2)
        assertCorners(
            item(v, in: RenderModel.evaluate(root))?.corners,
            [Point(x: 100, y: 70), Point(x: 100, y: 170), Point(x: 40, y: 170), Point(x: 40, y: 70)], 1e-12,
            "turned about (0, 0)")
        // A bounds origin shifts the content of the sublayers, not the layer itself.
        let child = add(Rect(x: 0, y: 0, width: 10, height: 10), to: v)
        v.transform = .identity
        v.bounds = Rect(x: 5, y: -5, width: 100, height: 60)
        assertCorners(
            item(child, in: RenderModel.evaluate(root))?.corners,
            [Point(x: 95, y: 75), Point(x: 105, y: 75), Point(x: 105, y: 85), Point(x: 95, y: 85)], 1e-12,
            "bounds origin")
    }

    func testCornersOfRandomNestedTransformsMatchTheComposedMatrices() {
        var rng = SplitMix64(seed: 0x9E01)
        for _ in 0..<60 {
            var views: [View] = []
            for _ in 0..<6 {
                let parent = views.isEmpty || rng.int(0...3) == 0 ? root! : views[rng.int(0...(views.count - 1))]
                let v = add(
                    Rect(
                        x: rng.uniform(-50, 300), y: rng.uniform(-50, 200), width: rng.uniform(5, 150),
                        height: rng.uniform(5, 150)), to: parent)
                v.layer.anchorPoint = Point(x: rng.uniform(0, 1), y: rng.uniform(0, 1))
                v.bounds = Rect(
                    x: rng.uniform(-10, 10), y: rng.uniform(-10, 10), width: v.bounds.width, height: v.bounds.height)
                switch rng.int(0...2) {
                case 0:
                    v.transform = Transform2D.rotation(rng.uniform(-3, 3)).scaledBy(
                        x: rng.uniform(0.5, 2), y: rng.uniform(0.5, 2))
                case 1:
                    v.layer.transform = .rotation(
                        rng.uniform(-0.8, 0.8), x: rng.uniform(-1, 1), y: rng.uniform(-1, 1), z: 0)
                default:
                    v.layer.transform = Transform3D.rotation(rng.uniform(-0.8, 0.8), x: 0, y: 1, z: 0).concatenating(
                        .perspective(distance: rng.uniform(600, 1500)))
                }
                views.append(v)
            }
            let frame = RenderModel.evaluate(root)
            for v in views {
                let e = expectedCorners(v)
                let tol = 1e-9 * (1 + e.reduce(0) { max($0, abs($1.x), abs($1.y)) })
                assertCorners(item(v, in: frame)?.corners, e, tol)
            }
            for v in views { v.removeFromSuperview() }
        }
    }

    func testPerspectiveProjectsTheCornersThroughW() {
        // A 200×100 layer centred at (200, 150), turned 60° about y, seen from 500 points:
        // corner offsets from the anchor are rotated (Rodrigues) and divided by w = 1 − z/500.
        let v = add(Rect(x: 100, y: 100, width: 200, height: 100))
        let angle = Double.pi / 3, d = 500.0
        v.layer.transform = Transform3D.rotation(angle, x: 0, y: 1, z: 0).concatenating(.perspective(distance: d))
        let expected = [(-100.0, -50.0), (100, -50), (100, 50), (-100, 50)].map { (x: Double, y: Double) -> Point in
            let r = Ref.rodrigues((x, y, 0), axis: (0, 1, 0), angle: angle)
            let w = 1 - r.2 / d
            return Point(x: 200 + r.0 / w, y: 150 + r.1 / w)
        }
        assertCorners(item(v, in: RenderModel.evaluate(root))?.corners, expected, 1e-9)
        // Hand check of one corner: (−100, −50) → x' = −100 cos 60° = −50, z' = 100 sin 60° = 86.6;
        // w = 1 − 86.6/500 = 0.8268, so it lands at (200 − 60.47, 150 − 60.47).
        XCTAssertEqual(expected[0].x, 200 - 50 / (1 - 100 * sin(angle) / d), accuracy: 1e-12)

        // A parent's perspective with the child lifted by zPosition: nearer looks bigger.
        let parent = add(Rect(x: 0, y: 0, width: 400, height: 300))
        parent.layer.transform = .perspective(distance: d)
        let child = add(Rect(x: 150, y: 100, width: 100, height: 100), to: parent)
        child.layer.zPosition = 100
        let w = 1 - 100 / d
        let lifted = [(150.0, 100.0), (250, 100), (250, 200), (150, 200)].map {
            Point(x: 200 + ($0.0 - 200) / w, y: 150 + ($0.1 - 150) / w)
        }
        assertCorners(
            item(child, in: RenderModel.evaluate(root))?.corners, lifted, 1e-9,
            "zPosition under the parent's perspective")
    }

    func testOpacityMultipliesThroughAncestors() {
        let a = add(Rect(x: 0, y: 0, width: 100, height: 100))
        let b = add(Rect(x: 0, y: 0, width: 50, height: 50), to: a)
        let c = add(Rect(x: 0, y: 0, width: 20, height: 20), to: b)
        let sibling = add(Rect(x: 0, y: 0, width: 20, height: 20), to: a)
        root.alpha = 0.9
        a.alpha = 0.5
        b.alpha = 0.4
        c.alpha = 0.5
        sibling.alpha = 0.3
        let frame = RenderModel.evaluate(root)
        XCTAssertEqual(item(root, in: frame)?.alpha ?? -1, 0.9, accuracy: 1e-15)
        XCTAssertEqual(item(a, in: frame)?.alpha ?? -1, 0.9 * 0.5, accuracy: 1e-15)
        XCTAssertEqual(item(b, in: frame)?.alpha ?? -1, 0.9 * 0.5 * 0.4, accuracy: 1e-15)
        XCTAssertEqual(item(c, in: frame)?.alpha ?? -1, 0.9 * 0.5 * 0.4 * 0.5, accuracy: 1e-15)
        XCTAssertEqual(item(sibling, in: frame)?.alpha ?? -1, 0.9 * 0.5 * 0.3, accuracy: 1e-15)
        XCTAssertEqual(item(c, in: frame)?.depth, 3)
    }

    func testDrawingOrderIsTreeOrderWithSiblingsStablySortedByZPosition() {
        var rng = SplitMix64(seed: 0x9E02)
        for _ in 0..<40 {
            let r = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            var all = [r]
            for _ in 0..<25 {
                let parent = all[rng.int(0...(all.count - 1))]
                let v = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
                try! parent.addSubview(v)
                v.layer.zPosition = [-1.0, 0, 0, 0, 1, 2.5][rng.int(0...5)]  // many ties
                all.append(v)
            }
            // Expected: a layer, then its sublayers sorted by z with ties in insertion order.
            var expected: [Int] = []
            func walk(_ v: View) {
                expected.append(v.id)
                let indexed = Array(v.subviews.enumerated())
                var sorted: [(Int, View)] = []
                for (i, s) in indexed {  // insertion sort: stable by construction
                    var k = sorted.count
                    while k > 0 && sorted[k - 1].1.layer.zPosition > s.layer.zPosition { k -= 1 }
                    sorted.insert((i, s), at: k)
                }
                for (_, s) in sorted { walk(s) }
            }
            walk(r)
            XCTAssertEqual(RenderModel.evaluate(r).items.map(\.id), expected)
        }
        // Hand example.
        let vs = (0..<5).map { _ in add(Rect(x: 0, y: 0, width: 1, height: 1)) }
        for (v, z) in zip(vs, [0.0, -1, 0, 2, 0]) { v.layer.zPosition = z }
        XCTAssertEqual(
            RenderModel.evaluate(root).items.map(\.id), [root.id, vs[1].id, vs[0].id, vs[2].id, vs[4].id, vs[3].id])
    }

    func testHiddenSubtreesAreLeftOut() {
        let a = add(Rect(x: 0, y: 0, width: 100, height: 100))
        let b = add(Rect(x: 0, y: 0, width: 50, height: 50), to: a)
        let c = add(Rect(x: 0, y: 0, width: 20, height: 20), to: b)
        let d = add(Rect(x: 0, y: 0, width: 20, height: 20), to: a)
        b.isHidden = true
        XCTAssertEqual(RenderModel.evaluate(root).items.map(\.id), [root.id, a.id, d.id])
        b.isHidden = false
        XCTAssertEqual(RenderModel.evaluate(root).items.map(\.id), [root.id, a.id, b.id, c.id, d.id])
        root.isHidden = true
        XCTAssertEqual(RenderModel.evaluate(root).items, [])
    }

    func testClipQuadsOfMaskingAncestorsOutermostFirst() {
        root.clipsToBounds = true
        let a = add(Rect(x: 20, y: 20, width: 200, height: 150))
        a.clipsToBounds = true
        a.transform = .rotation(0.2)
        let b = add(Rect(x: 10, y: 10, width: 100, height: 80), to: a)  // does not clip
        let c = add(Rect(x: 5, y: 5, width: 60, height: 40), to: b)
        c.clipsToBounds = true
        let d = add(Rect(x: 1, y: 1, width: 10, height: 10), to: c)
        let frame = RenderModel.evaluate(root)
        let rootQuad = [Point(x: 0, y: 0), Point(x: 400, y: 0), Point(x: 400, y: 300), Point(x: 0, y: 300)]
        XCTAssertEqual(item(root, in: frame)?.clips.count, 0, "a layer is not clipped by itself")
        XCTAssertEqual(item(a, in: frame)?.clips.count, 1)
        assertCorners(item(a, in: frame)?.clips.first, rootQuad, 1e-12)
        XCTAssertEqual(item(b, in: frame)?.clips.count, 2)
        XCTAssertEqual(item(c, in: frame)?.clips.count, 2, "b does not clip")
        let dClips = item(d, in: frame)?.clips ?? []
        XCTAssertEqual(dClips.count, 3)
        if dClips.count == 3 {
            assertCorners(dClips[0], rootQuad, 1e-12, "outermost first")
            assertCorners(dClips[1], expectedCorners(a), 1e-9, "then a")
            assertCorners(dClips[2], expectedCorners(c), 1e-9, "then c")
        }
    }

    func testPresentationOrModelValues() {
        let v = add(Rect(x: 0, y: 0, width: 100, height: 100))
        engine.animate(
            withDuration: 1, options: .curveLinear,
            animations: {
                v.alpha = 0
                v.center = Point(x: 250, y: 50)
                v.backgroundColor = Color(red: 1, green: 0, blue: 0)
            })
        engine.advance(to: 0.25)
        let shown = RenderModel.evaluate(root)
        let model = RenderModel.evaluate(root, presentation: false)
        XCTAssertEqual(shown.time, 0.25)
        XCTAssertEqual(shown.size, Size(width: 400, height: 300))
        XCTAssertEqual(item(v, in: shown)?.alpha ?? -1, 0.75, accuracy: 1e-12)
        XCTAssertEqual(item(v, in: model)?.alpha, 0)
        assertCorners(
            item(v, in: shown)?.corners,
            [Point(x: 50, y: 0), Point(x: 150, y: 0), Point(x: 150, y: 100), Point(x: 50, y: 100)], 1e-9,
            "a quarter of the way")
        assertCorners(
            item(v, in: model)?.corners,
            [Point(x: 200, y: 0), Point(x: 300, y: 0), Point(x: 300, y: 100), Point(x: 200, y: 100)], 1e-12, "the model"
        )
        XCTAssertEqual(item(v, in: shown)?.color.red ?? -1, 0.25, accuracy: 1e-12)
        XCTAssertEqual(item(v, in: shown)?.color.alpha ?? -1, 0.25, accuracy: 1e-12, "from clear")
        XCTAssertEqual(item(v, in: model)?.color, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(item(v, in: shown)?.size, Size(width: 100, height: 100))
    }

    // MARK: isDoubleSided

    /// A layer that is not double-sided is left out exactly while a turn about the y axis
    /// shows its back (cos θ < 0), with or without perspective; a double-sided one never is; a
    /// mirror (negative x scale) shows the back too; the sublayers follow their own setting.
    func testASingleSidedLayerIsLeftOutExactlyWhileItFacesAway() {
        let card = add(Rect(x: 100, y: 50, width: 120, height: 80), title: "card")
        let child = add(Rect(x: 10, y: 10, width: 40, height: 30), to: card, title: "child")
        let twin = add(Rect(x: 250, y: 50, width: 120, height: 80), title: "twin")
        card.layer.isDoubleSided = false
        for perspective in [false, true] {
            for theta in stride(from: -3.1, through: 3.1, by: 0.2) {
                var t = Transform3D.rotation(theta, x: 0, y: 1, z: 0)
                if perspective { t = t.concatenating(.perspective(distance: 500)) }
                card.layer.transform = t
                twin.layer.transform = t
                let frame = RenderModel.evaluate(root, presentation: false)
                let drawn = Set(frame.items.map(\.id))
                let back = cos(theta) < 0
                XCTAssertEqual(drawn.contains(card.id), !back, "θ = \(theta), perspective \(perspective)")
                XCTAssertTrue(drawn.contains(twin.id), "double-sided: always drawn (θ = \(theta))")
                XCTAssertTrue(drawn.contains(child.id), "the child is double-sided (θ = \(theta))")
            }
        }
        card.layer.transform = .identity
        card.transform = Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        XCTAssertFalse(
            RenderModel.evaluate(root, presentation: false).items.contains { $0.id == card.id },
            "mirrored: its back shows")
        card.layer.isDoubleSided = true
        XCTAssertTrue(RenderModel.evaluate(root, presentation: false).items.contains { $0.id == card.id })
    }

    func testFacingIsTheSignOfTheProjectedArea() {
        let front = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 5), Point(x: 0, y: 5)]
        XCTAssertFalse(RenderModel.facesAway(front))
        XCTAssertTrue(RenderModel.facesAway(front.reversed()), "reversed winding: the back")
        XCTAssertTrue(
            RenderModel.facesAway([Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 0, y: 5), Point(x: 0, y: 5)]),
            "edge-on shows nothing")
    }

    // MARK: sublayerTransform

    /// The sublayer transform applies to the sublayers about the layer's anchor point, not to
    /// the layer: a 2× scale worked out by hand.
    func testSublayerTransformScalesTheSublayersAboutTheAnchorPoint() {
        let parent = add(Rect(x: 100, y: 50, width: 200, height: 100), title: "parent")
        let child = add(Rect(x: 0, y: 0, width: 50, height: 20), to: parent, title: "child")
        parent.layer.sublayerTransform = .scale(2, 2, 1)
        let frame = RenderModel.evaluate(root, presentation: false)
        assertCorners(
            item(parent, in: frame)?.corners,
            [Point(x: 100, y: 50), Point(x: 300, y: 50), Point(x: 300, y: 150), Point(x: 100, y: 150)],
            1e-9, "the layer itself is not transformed")
        // Parent coordinates about the anchor (100, 50): p → (100, 50) + 2 (p − (100, 50)); then + (100, 50).
        assertCorners(
            item(child, in: frame)?.corners,
            [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 40), Point(x: 0, y: 40)],
            1e-9, "the child, scaled about the parent's centre")
    }

    /// A perspective set once on the parent is the perspective each centred child would carry
    /// itself: one vanishing point at the parent's anchor.
    func testAPerspectiveSublayerTransformEqualsTheSamePerspectiveOnACentredChild() {
        let parent = add(Rect(x: 50, y: 40, width: 300, height: 200))
        let a = add(Rect(x: 100, y: 50, width: 100, height: 100), to: parent)
        let b = add(Rect(x: 50, y: 40, width: 300, height: 200))
        let twin = add(Rect(x: 100, y: 50, width: 100, height: 100), to: b)
        let perspective = Transform3D.perspective(distance: 400)
        for theta in [0.3, 1.0, -0.8] {
            parent.layer.sublayerTransform = perspective
            a.layer.transform = .rotation(theta, x: 0, y: 1, z: 0)
            twin.layer.transform = Transform3D.rotation(theta, x: 0, y: 1, z: 0).concatenating(perspective)
            let frame = RenderModel.evaluate(root, presentation: false)
            assertCorners(item(a, in: frame)?.corners, item(twin, in: frame)?.corners ?? [], 1e-9, "θ = \(theta)")
        }
    }
}
