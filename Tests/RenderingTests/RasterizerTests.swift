import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// The rasterizer on hand-built frames: pixels at known points.
final class RenderRasterizerTests: XCTestCase {
    typealias S = RenderTestSupport
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    func testInsideIsTheColourAndOutsideIsTheBackground() {
        let f = S.frame(
            Size(width: 200, height: 100), [S.item(1, Rect(x: 20, y: 10, width: 100, height: 50), color: red)])
        let c = Rasterizer().render(f)
        XCTAssertEqual(c.width, 200)
        XCTAssertEqual(c.height, 100)
        XCTAssertEqual(c[20, 10], RGBA8(255, 0, 0))
        XCTAssertEqual(c[119, 59], RGBA8(255, 0, 0))
        XCTAssertEqual(c[70, 30], RGBA8(255, 0, 0))
        XCTAssertEqual(c[19, 30], .white)
        XCTAssertEqual(c[120, 30], .white)
        XCTAssertEqual(c[70, 60], .white)
        XCTAssertEqual(c[0, 0], .white)
    }

    func testBackgroundColourAndNonIntegerScale() {
        let f = S.frame(
            Size(width: 100, height: 50), [S.item(1, Rect(x: 10, y: 10, width: 20, height: 20), color: blue)])
        let c = Rasterizer(scale: 1.5, background: Color(rgb: 0x102030)).render(f)
        XCTAssertEqual(c.width, 150)
        XCTAssertEqual(c.height, 75)
        XCTAssertEqual(c[5, 5], RGBA8(0x10, 0x20, 0x30))
        XCTAssertEqual(c[15, 15], RGBA8(0, 0, 255))  // 10 pt → 15 px
        XCTAssertEqual(c[44, 44], RGBA8(0, 0, 255))  // 30 pt → 45 px (exclusive)
        XCTAssertEqual(c[45, 45], RGBA8(0x10, 0x20, 0x30))
        XCTAssertEqual(Rasterizer(scale: 0.33).pixelSize(of: f).width, 33)
    }

    func testRotatedQuadCoversItsDiamondAndNotItsBoundingBoxCorners() {
        let item = S.item(
            1, size: Size(width: 100, height: 100), center: Point(x: 100, y: 100),
            transform: Transform3D.rotation(.pi / 4, x: 0, y: 0, z: 1), color: red)
        let c = Rasterizer().render(S.frame(Size(width: 200, height: 200), [item]))
        // The diamond's top vertex is at (100, 29.3).
        XCTAssertEqual(c[99, 33], RGBA8(255, 0, 0), "just below the top vertex")
        XCTAssertEqual(c[100, 25], .white, "above the top vertex")
        // Where an unrotated square would be, near its corners: outside the diamond.
        XCTAssertEqual(c[55, 55], .white)
        XCTAssertEqual(c[145, 145], .white)
        XCTAssertEqual(c[100, 100], RGBA8(255, 0, 0))
        // On the diagonal edge pixels are partly covered: neither colour.
        var partial = 0
        for x in 40..<100 where c[x, 70] != .white && c[x, 70] != RGBA8(255, 0, 0) { partial += 1 }
        XCTAssertGreaterThan(partial, 0, "anti-aliased edge")
        XCTAssertLessThanOrEqual(partial, 2)
    }

    func testAlphaBlendingIsExactToOneLevel() {
        let f = S.frame(
            Size(width: 40, height: 40),
            [
                S.item(1, Rect(x: 0, y: 0, width: 40, height: 40), color: blue),
                S.item(2, Rect(x: 10, y: 10, width: 20, height: 20), color: red, alpha: 0.25),
                S.item(
                    3, Rect(x: 0, y: 30, width: 10, height: 10), color: Color(red: 0, green: 1, blue: 0, alpha: 0.5),
                    alpha: 0.5)
            ])
        let c = Rasterizer().render(f)
        S.assertPixel(c[20, 20], RGBA8(64, 0, 191), tolerance: 1, "red at 25% over blue")
        S.assertPixel(c[5, 35], RGBA8(0, 64, 191), tolerance: 1, "green at 50% × 50% over blue")
        XCTAssertEqual(c[5, 5], RGBA8(0, 0, 255))
        let half = Rasterizer().render(
            S.frame(
                Size(width: 10, height: 10),
                [S.item(1, Rect(x: 0, y: 0, width: 10, height: 10), color: red, alpha: 0.5)]))
        S.assertPixel(half[5, 5], RGBA8(255, 127, 127), tolerance: 1, "red at 50% over white")
    }

    func testHalfCoveredPixelIsHalfBlended() {
        let f = S.frame(
            Size(width: 30, height: 10), [S.item(1, Rect(x: 10.5, y: 0, width: 10, height: 10), color: Color.black)])
        let c = Rasterizer().render(f)
        S.assertPixel(c[10, 5], RGBA8(128, 128, 128), tolerance: 1, "left edge through the pixel centre")
        S.assertPixel(c[20, 5], RGBA8(128, 128, 128), tolerance: 1, "right edge")
        XCTAssertEqual(c[15, 5], .black)
    }

    func testRoundedCornerPixelsAreBackground() {
        let f = S.frame(
            Size(width: 200, height: 200),
            [S.item(1, Rect(x: 50, y: 50, width: 100, height: 60), color: red, radius: 20)])
        let c = Rasterizer().render(f)
        XCTAssertEqual(c[51, 51], .white, "top-left corner cut")
        XCTAssertEqual(c[148, 51], .white, "top-right")
        XCTAssertEqual(c[148, 108], .white, "bottom-right")
        XCTAssertEqual(c[51, 108], .white, "bottom-left")
        XCTAssertEqual(c[70, 51], RGBA8(255, 0, 0), "top edge past the corner")
        XCTAssertEqual(c[51, 80], RGBA8(255, 0, 0), "left edge past the corner")
        XCTAssertEqual(c[60, 60], RGBA8(255, 0, 0), "inside the arc")
        // A radius larger than half the shorter side is clamped: a stadium 60 high, radius 30.
        let s = Rasterizer().render(
            S.frame(
                Size(width: 200, height: 200),
                [S.item(1, Rect(x: 50, y: 50, width: 100, height: 60), color: red, radius: 500)]))
        XCTAssertEqual(s[52, 80], RGBA8(255, 0, 0), "stadium's left end at mid height")
        XCTAssertEqual(s[55, 55], .white)
        XCTAssertEqual(s[100, 51], RGBA8(255, 0, 0), "straight top edge in the middle")
    }

    func testClipQuadExcludesPixels() {
        let clip = S.quad(Rect(x: 0, y: 0, width: 60, height: 100))
        let f = S.frame(
            Size(width: 100, height: 100),
            [S.item(1, Rect(x: 20, y: 20, width: 60, height: 60), color: red, clips: [clip])])
        let c = Rasterizer().render(f)
        XCTAssertEqual(c[30, 50], RGBA8(255, 0, 0))
        XCTAssertEqual(c[59, 50], RGBA8(255, 0, 0))
        XCTAssertEqual(c[60, 50], .white, "clipped away")
        XCTAssertEqual(c[75, 50], .white, "clipped away")
        // A rotated clip: a diamond around the centre.
        let diamond = [Point(x: 50, y: 20), Point(x: 80, y: 50), Point(x: 50, y: 80), Point(x: 20, y: 50)]
        let d = Rasterizer().render(
            S.frame(
                Size(width: 100, height: 100),
                [S.item(1, Rect(x: 20, y: 20, width: 60, height: 60), color: red, clips: [diamond])]))
        XCTAssertEqual(d[50, 50], RGBA8(255, 0, 0))
        XCTAssertEqual(d[22, 22], .white)
        XCTAssertEqual(d[77, 77], .white)
        // Two clips: only their intersection.
        let e = Rasterizer().render(
            S.frame(
                Size(width: 100, height: 100),
                [
                    S.item(
                        1, Rect(x: 0, y: 0, width: 100, height: 100), color: red,
                        clips: [clip, S.quad(Rect(x: 40, y: 0, width: 60, height: 100))])
                ]))
        XCTAssertEqual(e[50, 50], RGBA8(255, 0, 0))
        XCTAssertEqual(e[30, 50], .white)
        XCTAssertEqual(e[70, 50], .white)
    }

    func testTitleIsDrawnInTheMiddleInContrastingInk() {
        let light = Color(red: 1, green: 0.95, blue: 0.6)
        let f = S.frame(
            Size(width: 200, height: 100),
            [S.item(1, Rect(x: 0, y: 0, width: 200, height: 100), color: light, title: "HELLO")])
        let c = Rasterizer().render(f)
        let fill = RGBA8(light)
        var dark = 0, other = 0
        for y in 40..<60 {
            for x in 70..<130 {
                let p = c[x, y]
                if p.r < 80 && p.g < 80 && p.b < 80 { dark += 1 } else if p != fill { other += 1 }
            }
        }
        XCTAssertGreaterThan(dark, 40, "black glyph pixels in the middle")
        // Away from the middle: only the fill.
        XCTAssertEqual(c[10, 10], fill)
        XCTAssertEqual(c[190, 90], fill)
        XCTAssertEqual(c[100, 20], fill)
        // The same on a dark colour: white ink.
        let g = Rasterizer().render(
            S.frame(
                Size(width: 200, height: 100),
                [S.item(1, Rect(x: 0, y: 0, width: 200, height: 100), color: Color(rgb: 0x202060), title: "HELLO")]))
        var white = 0
        for y in 40..<60 { for x in 70..<130 where g[x, y].r > 200 && g[x, y].g > 200 { white += 1 } }
        XCTAssertGreaterThan(white, 40, "white glyph pixels on a dark fill")
        XCTAssertEqual(TitleLayout.ink(on: light), .black)
        XCTAssertEqual(TitleLayout.ink(on: Color(rgb: 0x202060)), .white)
    }

    func testLongTitleIsShrunkToFitTheWidth() {
        let layout = TitleLayout(
            title: String(repeating: "W", count: 40), size: Size(width: 100, height: 50), color: .white)!
        XCTAssertLessThan(layout.pixelSize, 1.5)
        XCTAssertEqual(layout.originX + layout.width, 96, accuracy: 1e-9)
        XCTAssertEqual(layout.originX, 4, accuracy: 1e-9)
        let short = TitleLayout(title: "A", size: Size(width: 100, height: 50), color: .white)!
        XCTAssertEqual(short.pixelSize, 1.5)
        XCTAssertNil(TitleLayout(title: "", size: Size(width: 100, height: 50), color: .white))
        XCTAssertNil(TitleLayout(title: "ABC", size: Size(width: 0.5, height: 0.5), color: .white))
    }

    func testPerspectiveNearEdgeIsTallerThanFarEdge() {
        // Turned 40° about y with an eye 500 points away: the right edge comes nearer.
        let t = Transform3D.rotation(-40 * .pi / 180, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 500))
        let item = S.item(
            1, size: Size(width: 200, height: 200), center: Point(x: 200, y: 200), transform: t, color: red,
            title: "TILT")
        let c = Rasterizer().render(S.frame(Size(width: 400, height: 400), [item]))
        func extent(_ x: Int) -> Int { (0..<400).filter { c[x, $0] == RGBA8(255, 0, 0) }.count }
        let xs = (0..<400).filter { extent($0) > 0 }
        XCTAssertFalse(xs.isEmpty)
        let left = extent(xs.first! + 3), right = extent(xs.last! - 3)
        XCTAssertNotEqual(left, right)
        XCTAssertGreaterThan(max(left, right), min(left, right) + 20, "one side nearer than the other")
    }

    func testDegenerateItemsDrawNothingAndNeverTrap() {
        let nan = Double.nan, inf = Double.infinity
        let pts: [[Point]] = [
            [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 0), Point(x: 30, y: 0)],  // collinear
            [Point(x: nan, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)],
            [Point(x: inf, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)],
            [Point(x: 5, y: 5), Point(x: 5, y: 5), Point(x: 5, y: 5), Point(x: 5, y: 5)],
            [Point(x: 0, y: 0), Point(x: 50, y: 50), Point(x: 50, y: 0), Point(x: 0, y: 50)],  // bow tie
            [
                Point(x: -1e300, y: -1e300), Point(x: 1e300, y: -1e300), Point(x: 1e300, y: 1e300),
                Point(x: -1e300, y: 1e300)
            ],
            [Point(x: 0, y: 0), Point(x: 10, y: 0)]
        ]
        var items = pts.enumerated().map {
            RenderItem(
                id: $0.offset, title: "x", corners: $0.element, size: Size(width: 10, height: 10), alpha: 1,
                color: Color.black,
                cornerRadius: 3, clips: [], depth: 1, zPosition: 0)
        }
        items.append(S.item(20, Rect(x: 0, y: 0, width: 0, height: 10), color: .black))
        items.append(S.item(21, Rect(x: 0, y: 0, width: 10, height: 10), color: .black, alpha: 0))
        items.append(S.item(22, Rect(x: 0, y: 0, width: 10, height: 10), color: .clear))
        items.append(S.item(23, Rect(x: 0, y: 0, width: 10, height: 10), color: .black, alpha: nan))
        items.append(
            S.item(24, Rect(x: 0, y: 0, width: 10, height: 10), color: .black, radius: nan, title: "\u{0}\u{1F600}"))
        items.append(
            S.item(
                25, Rect(x: 0, y: 0, width: 10, height: 10), color: .black,
                clips: [[Point(x: 0, y: 0), Point(x: 1, y: 1)]]))
        items.append(
            S.item(
                26, Rect(x: 0, y: 0, width: 10, height: 10), color: .black,
                clips: [[Point(x: nan, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]]))
        // Behind the eye: a plane turned 89° with the eye 50 points away, its far side projected
        // with w clamped by Transform3D.apply.
        let t = Transform3D.rotation(89 * .pi / 180, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 50))
        items.append(
            S.item(
                27, size: Size(width: 300, height: 300), center: Point(x: 50, y: 50), transform: t, color: .black,
                title: "behind"))
        let c = Rasterizer().render(S.frame(Size(width: 100, height: 100), items))
        // The bow tie, the item with a NaN radius (drawn with radius 0) and the 89° plane may
        // draw; nothing else does. The canvas stays valid either way.
        XCTAssertEqual(c.pixels.count, 100 * 100 * 4)
        XCTAssertTrue(c.isOpaque)
        let empty = Rasterizer().render(RenderFrame(time: 0, size: Size(width: nan, height: -5), items: []))
        XCTAssertEqual(empty.width, 1)
        XCTAssertEqual(empty.height, 1)
    }

    func testMirroredQuadIsDrawn() {
        // Flipped horizontally (back-facing after a 180° turn about y): still drawn.
        let item = S.item(
            1, size: Size(width: 60, height: 40), center: Point(x: 50, y: 50), transform: .scale(-1, 1), color: red)
        let c = Rasterizer().render(S.frame(Size(width: 100, height: 100), [item]))
        XCTAssertEqual(c[50, 50], RGBA8(255, 0, 0))
        XCTAssertEqual(c[21, 31], RGBA8(255, 0, 0))
        XCTAssertEqual(c[19, 50], .white)
    }

    /// The span shortcut must give what sampling every pixel gives.
    func testSpanShortcutMatchesSamplingEveryPixel() {
        var rng = SplitMix64(seed: 7)
        for round in 0..<12 {
            let angle = rng.unit() * 2 * .pi
            var t = Transform3D.rotation(angle, x: 0, y: 0, z: 1)
            if round % 3 == 1 {
                t = Transform3D.rotation(rng.unit() - 0.5, x: 0, y: 1, z: 0).concatenating(t).concatenating(
                    .perspective(distance: 300))
            }
            let size = Size(width: 20 + rng.unit() * 80, height: 20 + rng.unit() * 60)
            let center = Point(x: 40 + rng.unit() * 70, y: 40 + rng.unit() * 70)
            var item = S.item(
                1, size: size, center: center, transform: t,
                color: Color(red: rng.unit(), green: rng.unit(), blue: rng.unit()),
                alpha: round % 2 == 0 ? 1 : 0.6, radius: rng.unit() * 15, title: round % 4 == 0 ? "Ab" : nil)
            if round % 5 == 2 {
                item.clips = [[Point(x: 30, y: 10), Point(x: 120, y: 40), Point(x: 100, y: 130), Point(x: 20, y: 90)]]
            }
            let frame = S.frame(Size(width: 150, height: 150), [item])
            let scale = round % 2 == 0 ? 1.0 : 1.25
            let fast = Rasterizer(scale: scale).render(frame)
            let slow = referenceRender(frame, scale: scale)
            var worst = 0
            for i in 0..<fast.pixels.count { worst = max(worst, abs(Int(fast.pixels[i]) - Int(slow.pixels[i]))) }
            XCTAssertLessThanOrEqual(worst, 1, "round \(round)")
        }
    }

    /// Samples every pixel of the canvas with the rasterizer's own per-sample rules.
    func referenceRender(_ frame: RenderFrame, scale: Double) -> Canvas {
        let r = Rasterizer(scale: scale)
        var c = Canvas(width: r.pixelSize(of: frame).width, height: r.pixelSize(of: frame).height, fill: .white)
        for item in frame.items {
            guard let p = PreparedItem(item, scale: scale, canvasWidth: c.width, canvasHeight: c.height) else {
                continue
            }
            let clipEdges = p.edges[p.clipStart...]
            for y in 0..<c.height {
                for x in 0..<c.width {
                    var nFill = 0, nText = 0
                    for sy in 0..<4 {
                        for sx in 0..<4 {
                            let px = Double(x) + (Double(sx) + 0.5) / 4, py = Double(y) + (Double(sy) + 0.5) / 4
                            guard let l = p.mapping.unmap(x: px, y: py), l.x >= 0, l.x < p.width, l.y >= 0,
                                l.y < p.height
                            else { continue }
                            let rr = p.radius
                            let dx = l.x < rr ? rr - l.x : (l.x > p.width - rr ? l.x - (p.width - rr) : 0)
                            let dy = l.y < rr ? rr - l.y : (l.y > p.height - rr ? l.y - (p.height - rr) : 0)
                            if dx * dx + dy * dy > rr * rr { continue }
                            if clipEdges.contains(where: { $0.distance(px, py) < 0 }) { continue }
                            nFill += 1
                            if let t = p.title, t.hit(u: l.x, v: l.y) { nText += 1 }
                        }
                    }
                    guard nFill > 0 else { continue }
                    let d = c[x, y]
                    var b = Rasterizer.blend(
                        Double(d.r), Double(d.g), Double(d.b), Double(d.a) / 255, p.red, p.green, p.blue,
                        p.fillAlpha * Double(nFill) / 16)
                    if nText > 0, let t = p.title {
                        let ink = Double(t.ink.r)
                        b = Rasterizer.blend(b.0, b.1, b.2, b.3, ink, ink, ink, p.itemAlpha * Double(nText) / 16)
                    }
                    c[x, y] = RGBA8(packed: UInt32(littleEndian: Rasterizer.pack(b)))
                }
            }
        }
        return c
    }

    /// A border item draws only its ring: width 6 inside a 100 × 60 rect, with a radius of 10
    /// outside and 10 − 6 = 4 inside; the fill under it shows through the hole.
    func testABorderDrawsOnlyItsRingRoundedByTheRadiusLessTheWidth() {
        let rect = Rect(x: 20, y: 10, width: 100, height: 60)
        var border = S.item(1, rect, color: red, radius: 10)
        border.border = 6
        let f = S.frame(Size(width: 200, height: 100), [S.item(1, rect, color: blue, radius: 10), border])
        let c = Rasterizer().render(f)
        XCTAssertEqual(c[22, 40], RGBA8(255, 0, 0), "left side of the ring")
        XCTAssertEqual(c[70, 67], RGBA8(255, 0, 0), "bottom side")
        XCTAssertEqual(c[70, 40], RGBA8(0, 0, 255), "the hole shows the fill")
        XCTAssertEqual(c[27, 40], RGBA8(0, 0, 255), "just inside the ring (26 is its inner edge)")
        XCTAssertEqual(c[10, 40], .white, "outside")
        // The inner corner is rounded with radius 4 about (20 + 6 + 4, 10 + 6 + 4) = (30, 20):
        // every sample of pixel (26, 16) is 3 to 4 px from it on both axes (over 4 in all), so
        // it is ring, though a square inner corner would put it in the hole.
        XCTAssertEqual(c[26, 16], RGBA8(255, 0, 0), "the inner corner is rounded")
        // The outer corner is rounded with radius 10 about (30, 20): (21, 11) is outside it.
        XCTAssertEqual(c[21, 11], .white)
        // Alone (no fill under it), the hole is the background.
        XCTAssertEqual(Rasterizer().render(S.frame(Size(width: 200, height: 100), [border]))[70, 40], .white)
    }

    /// A shadow item is its rectangle blurred by a Gaussian: at each pixel centre the product
    /// of the two 1-D blurred steps, checked against Foundation's `erf` (the rasterizer uses its
    /// own approximation, within 1.5e-7).
    func testAShadowIsTheRectangleBlurredByAGaussian() {
        var shadow = S.item(
            1, Rect(x: 50, y: 40, width: 100, height: 60), color: Color(red: 0, green: 0, blue: 0, alpha: 0.8))
        shadow.blur = 4
        let c = Rasterizer().render(S.frame(Size(width: 200, height: 140), [shadow]))
        func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }
        func expected(_ px: Int, _ py: Int) -> Double {
            let u = Double(px) + 0.5 - 50, v = Double(py) + 0.5 - 40
            let cover = (phi(u / 4) - phi((u - 100) / 4)) * (phi(v / 4) - phi((v - 60) / 4))
            return 255 * (1 - 0.8 * cover)
        }
        for (x, y) in [(100, 70), (50, 70), (47, 70), (40, 70), (150, 100), (52, 42), (160, 110), (38, 30)] {
            XCTAssertEqual(Double(c[x, y].r), expected(x, y), accuracy: 0.51, "(\(x), \(y))")
            XCTAssertEqual(c[x, y].r, c[x, y].b, "grey")
        }
        XCTAssertEqual(c[100, 70].r, 51, "the middle: 0.8 of black over white")
        XCTAssertEqual(c[10, 10], .white, "beyond three deviations nothing is drawn")
    }
}

/// The drawing budget (``DrawingBudget``): an ordinary frame is drawn whole, a flood of
/// full-screen items is cut at the same item every time (an estimate, not a clock).
final class RenderDrawingBudgetTests: XCTestCase {
    private func frame(items n: Int) -> RenderFrame {
        let quad = [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 100), Point(x: 0, y: 100)]
        let items = (0..<n).map { k in
            RenderItem(
                id: k, title: nil, corners: quad, size: Size(width: 200, height: 100), alpha: 1,
                color: Color(red: Double(k % 5) / 4, green: 0.5, blue: 0.5, alpha: 1), cornerRadius: 0, clips: [],
                depth: 1, zPosition: 0)
        }
        return RenderFrame(time: 0, size: Size(width: 200, height: 100), items: items)
    }

    func testAnOrdinaryFrameIsDrawnWhole() {
        var canvas = Canvas(width: 0, height: 0)
        XCTAssertEqual(Rasterizer().render(frame(items: 60), into: &canvas), 0)
    }

    func testAFloodIsCutTheSameWayEveryTime() {
        let flood = frame(items: 20_000)
        let (a, skippedA) = Rasterizer().renderCounting(flood)
        let (b, skippedB) = Rasterizer().renderCounting(flood)
        // 200 × 100 pixels: 64 canvases plus the fixed allowance of 4 Mi pixel operations.
        let drawn = FrameBudget.drawingBudget(canvasPixels: 20_000) / 20_000
        XCTAssertEqual(skippedA, 20_000 - drawn)
        XCTAssertEqual(skippedA, skippedB)
        XCTAssertEqual(a.pixels, b.pixels)
        // The last item drawn is the one the canvas shows.
        XCTAssertEqual(a.pixels, Rasterizer().render(frame(items: drawn)).pixels)
    }
}
