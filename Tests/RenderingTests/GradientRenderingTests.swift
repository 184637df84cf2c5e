import Foundation
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// Gradient items (``RenderItem/gradient``) in every renderer: the ``Rasterizer`` checked
/// against closed forms (columns of a horizontal gradient, stops, clamping, translucency, a
/// turned and a tilted item through an inverse map of the test's own) and against the
/// reference functions pixel by pixel; the SVG document and the HTML player against the
/// rasterizer in headless Chromium (the player exactly, the SVG within the conformance
/// tolerance when flat, and with its measured error under perspective).
final class RenderGradientTests: XCTestCase {
    typealias S = RenderTestSupport

    // MARK: Helpers

    /// `item` turned into a gradient item of `stops` (location, colour) along `start`→`end`
    /// (the item's own points). Its colour is left as it was: a gradient item must not paint it.
    static func gradient(_ item: RenderItem, _ stops: [(Double, Color)], from start: Point, to end: Point) -> RenderItem
    {
        var g = item
        g.gradient = RenderGradient(
            stops: stops.map { RenderGradient.Stop(location: $0.0, color: $0.1) }, start: start, end: end)
        return g
    }

    /// An axis-aligned gradient item over `rect` whose own colour is a loud green.
    static func band(
        _ id: Int, _ rect: Rect, _ stops: [(Double, Color)], from start: Point, to end: Point, alpha: Double = 1,
        radius: Double = 0, clips: [[Point]] = []
    ) -> RenderItem {
        gradient(
            S.item(id, rect, color: Color(rgb: 0x00FF00), alpha: alpha, radius: radius, clips: clips), stops,
            from: start, to: end)
    }

    /// `c` (0…1) as the rasterizer rounds a channel: `floor(255 c + 0.5)`.
    static func level(_ c: Double) -> Int { Int((255 * min(1, max(0, c)) + 0.5).rounded(.down)) }

    /// Asserts `p`'s colour channels are within `tolerance` of `expected` (levels).
    static func assertChannels(
        _ p: RGBA8, _ expected: [Int], tolerance: Int = 0, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let got = [Int(p.r), Int(p.g), Int(p.b)]
        XCTAssert(
            zip(got, expected).allSatisfy { abs($0 - $1) <= tolerance },
            "\(message): got \(got), expected \(expected) ±\(tolerance)",
            file: file, line: line)
    }

    /// The forward homography of an item, built by the test itself (not ``QuadMapping``): the
    /// eight unknowns of `x = (a u + b v + c) / (g u + h v + 1)`, `y = (d u + e v + f) / (…)`
    /// solved from the four corners by Gaussian elimination, and inverted at a point by Newton's
    /// method.
    struct IndependentMap {
        let k: [Double]

        init(corners: [Point], size: Size) {
            let local = [(0.0, 0.0), (size.width, 0.0), (size.width, size.height), (0.0, size.height)]
            var rows: [[Double]] = []
            for ((u, v), p) in zip(local, corners) {
                rows.append([u, v, 1, 0, 0, 0, -u * p.x, -v * p.x, p.x])
                rows.append([0, 0, 0, u, v, 1, -u * p.y, -v * p.y, p.y])
            }
            for col in 0..<8 {
                let pivot = (col..<8).max { abs(rows[$0][col]) < abs(rows[$1][col]) } ?? col
                rows.swapAt(col, pivot)
                for r in 0..<8 where r != col {
                    let f = rows[r][col] / rows[col][col]
                    for c in col...8 { rows[r][c] -= f * rows[col][c] }
                }
            }
            k = (0..<8).map { rows[$0][8] / rows[$0][$0] }
        }

        /// The image of the item's own point `(u, v)`.
        func map(_ u: Double, _ v: Double) -> (Double, Double) {
            let w = k[6] * u + k[7] * v + 1
            return ((k[0] * u + k[1] * v + k[2]) / w, (k[3] * u + k[4] * v + k[5]) / w)
        }

        /// The item's own point whose image is `(x, y)`, by Newton's method from the centre
        /// of `size` (numerical Jacobian; converges in a few steps for a view's homography).
        func unmap(_ x: Double, _ y: Double, size: Size) -> (Double, Double) {
            var u = size.width / 2, v = size.height / 2
            for _ in 0..<30 {
                let (fx, fy) = map(u, v), e = 1e-6
                let (ux, uy) = map(u + e, v), (vx, vy) = map(u, v + e)
                let a = (ux - fx) / e, b = (vx - fx) / e, c = (uy - fy) / e, d = (vy - fy) / e
                let det = a * d - b * c
                let rx = x - fx, ry = y - fy
                u += (d * rx - b * ry) / det
                v += (a * ry - c * rx) / det
            }
            return (u, v)
        }
    }

    /// Pixels whose colour differs at all (any channel, alpha included) and the largest
    /// channel difference: the HTML player's contract is the PNG's pixels exactly.
    static func exactDifference(_ a: Canvas, _ b: Canvas) -> (pixels: Int, worst: Int) {
        guard a.width == b.width, a.height == b.height else { return (Int.max, 255) }
        var pixels = 0, worst = 0
        for p in 0..<(a.pixels.count / 4) {
            var most = 0
            for c in 0..<4 { most = max(most, abs(Int(a.pixels[p * 4 + c]) - Int(b.pixels[p * 4 + c]))) }
            if most > 0 { pixels += 1 }
            worst = max(worst, most)
        }
        return (pixels, worst)
    }

    // MARK: Closed forms

    /// A horizontal two-stop gradient: every column is the stops' colours interpolated at the
    /// column centre's share of the axis, `t = (i + 0.5) / width`, rounded once; every row alike.
    func testAHorizontalTwoStopGradientIsTheFormulaColumnByColumn() {
        let c0 = Color(red: 1, green: 0.2, blue: 0), c1 = Color(red: 0, green: 0.6, blue: 1)
        let item = Self.band(
            1, Rect(x: 0, y: 0, width: 200, height: 20), [(0, c0), (1, c1)], from: Point(x: 0, y: 10),
            to: Point(x: 200, y: 10))
        let c = Rasterizer().render(S.frame(Size(width: 200, height: 20), [item]))
        for i in 0..<200 {
            let t = (Double(i) + 0.5) / 200
            let expected = [Self.level(1 - t), Self.level(0.2 + 0.4 * t), Self.level(t)]
            Self.assertChannels(c[i, 10], expected, "column \(i)")
            for j in 0..<20 { XCTAssertEqual(c[i, j], c[i, 10], "(\(i), \(j)): a horizontal axis gives equal columns") }
        }
        // At 2 pixels per point the column centres are half as far apart in points.
        let c2 = Rasterizer(scale: 2).render(S.frame(Size(width: 200, height: 20), [item]))
        for i in stride(from: 0, to: 400, by: 7) {
            let t = (Double(i) + 0.5) / 2 / 200
            Self.assertChannels(
                c2[i, 20], [Self.level(1 - t), Self.level(0.2 + 0.4 * t), Self.level(t)], tolerance: 1,
                "scale 2, column \(i)")
        }
    }

    /// Stops at locations: piecewise interpolation between the neighbouring stops (written out
    /// here, not through the reference functions); two stops at one location make a hard edge.
    func testStopsAtLocationsInterpolatePiecewiseAndCoincidentStopsMakeAnEdge() {
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0),
            blue = Color(red: 0, green: 0, blue: 1)
        let item = Self.band(
            1, Rect(x: 0, y: 0, width: 200, height: 4), [(0, red), (0.25, green), (1, blue)],
            from: Point(x: 0, y: 0), to: Point(x: 200, y: 0))
        let c = Rasterizer().render(S.frame(Size(width: 200, height: 4), [item]))
        for i in 0..<200 {
            let t = (Double(i) + 0.5) / 200
            let expected: [Int]
            if t <= 0.25 {
                let s = t / 0.25
                expected = [Self.level(1 - s), Self.level(s), 0]
            } else {
                let s = (t - 0.25) / 0.75
                expected = [0, Self.level(1 - s), Self.level(s)]
            }
            Self.assertChannels(c[i, 1], expected, tolerance: 1, "column \(i)")
        }
        Self.assertChannels(
            c[49, 1], [Self.level(1 - 49.5 / 50), Self.level(49.5 / 50), 0], "just before the middle stop")
        // A hard edge at the middle: red → white left of it, black → blue right of it.
        let edge = Self.band(
            2, Rect(x: 0, y: 0, width: 100, height: 4), [(0, red), (0.5, .white), (0.5, .black), (1, blue)],
            from: Point(x: 0, y: 0), to: Point(x: 100, y: 0))
        let e = Rasterizer().render(S.frame(Size(width: 100, height: 4), [edge]))
        Self.assertChannels(
            e[49, 1], [255, Self.level(49.5 / 50), Self.level(49.5 / 50)], tolerance: 1, "left of the edge")
        Self.assertChannels(e[50, 1], [0, 0, Self.level(0.5 / 50)], tolerance: 1, "right of the edge")
    }

    /// Outside the axis the end colours extend (clamped), before the first stop its colour,
    /// after the last stop its colour, exactly; a reversed axis mirrors the gradient; an axis
    /// of no length paints the last colour everywhere.
    func testEndsClampAndAnAxisOfNoLengthPaintsTheLastColour() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let size = Size(width: 200, height: 4)
        // Axis from x = 50 to x = 150, stops at 0.2 and 0.8: red up to x = 70, blue from x = 130.
        let item = Self.band(
            1, Rect(x: 0, y: 0, width: 200, height: 4), [(0.2, red), (0.8, blue)], from: Point(x: 50, y: 2),
            to: Point(x: 150, y: 2))
        let c = Rasterizer().render(S.frame(size, [item]))
        for i in 0..<200 {
            let u = Double(i) + 0.5
            if u <= 70 { XCTAssertEqual(c[i, 1], RGBA8(255, 0, 0), "column \(i): before the first stop") }
            if u >= 130 { XCTAssertEqual(c[i, 1], RGBA8(0, 0, 255), "column \(i): after the last stop") }
            if u > 70 && u < 130 {
                let s = ((u - 50) / 100 - 0.2) / 0.6
                Self.assertChannels(c[i, 1], [Self.level(1 - s), 0, Self.level(s)], tolerance: 1, "column \(i)")
            }
        }
        let reversed = Self.band(
            1, Rect(x: 0, y: 0, width: 200, height: 4), [(0.2, red), (0.8, blue)], from: Point(x: 150, y: 2),
            to: Point(x: 50, y: 2))
        let r = Rasterizer().render(S.frame(size, [reversed]))
        for i in 0..<200 { XCTAssertEqual(r[i, 1], c[199 - i, 1], "column \(i): mirrored") }
        let point = Self.band(
            1, Rect(x: 0, y: 0, width: 200, height: 4), [(0, red), (0.5, .white), (1, blue)], from: Point(x: 60, y: 2),
            to: Point(x: 60, y: 2))
        let p = Rasterizer().render(S.frame(size, [point]))
        for i in 0..<200 { XCTAssertEqual(p[i, 1], RGBA8(0, 0, 255), "column \(i)") }
    }

    /// Translucent stops interpolate their straight (not premultiplied) colour and alpha, the
    /// item alpha multiplies, and the result is blended over what is below: opaque red to clear
    /// blue over white is (191, 128, 191) half way (the colour (0.5, 0, 0.5) at alpha 0.5),
    /// where premultiplied interpolation would give (255, 128, 128).
    func testTranslucentStopsInterpolateStraightAndTheItemAlphaMultiplies() {
        let item = Self.band(
            1, Rect(x: 0, y: 0, width: 200, height: 4),
            [(0, Color(red: 1, green: 0, blue: 0)), (1, Color(red: 0, green: 0, blue: 1, alpha: 0))],
            from: Point(x: 0, y: 0), to: Point(x: 200, y: 0), alpha: 0.8)
        let c = Rasterizer().render(S.frame(Size(width: 200, height: 4), [item]))
        for i in 0..<200 {
            let t = (Double(i) + 0.5) / 200
            let a = (1 - t) * 0.8
            func over(_ ch: Double) -> Int { Int((255 * ch * a + 255 * (1 - a) + 0.5).rounded(.down)) }
            Self.assertChannels(c[i, 1], [over(1 - t), over(0), over(t)], tolerance: 1, "column \(i)")
        }
        let half = Rasterizer().render(
            S.frame(
                Size(width: 200, height: 4),
                [
                    Self.band(
                        1, Rect(x: 0, y: 0, width: 200, height: 4),
                        [(0, Color(red: 1, green: 0, blue: 0)), (1, Color(red: 0, green: 0, blue: 1, alpha: 0))],
                        from: Point(x: 0, y: 0), to: Point(x: 200, y: 0))
                ]))
        Self.assertChannels(
            half[99, 1], [191, 127, 191], tolerance: 1,
            "half way: straight interpolation, not premultiplied (255, 128, 128)")
    }

    /// A turned and a tilted (perspective) item: every pixel whose whole square lies inside
    /// the item is the gradient's colour at the pixel centre mapped back by the test's own
    /// homography (``IndependentMap``), to a level.
    func testTurnedAndTiltedItemsAreTheFormulaThroughAnIndependentInverseMap() {
        let c0 = Color(red: 0.9, green: 0.1, blue: 0.2), c1 = Color(red: 0.1, green: 0.7, blue: 0.9)
        let size = Size(width: 120, height: 80), scale = 1.5
        let start = Point(x: 10, y: 5), end = Point(x: 110, y: 75)
        let tilt = Transform3D.rotation(0.6, x: 0, y: 1, z: 0).concatenating(.rotation(0.3, x: 1, y: 0, z: 0))
            .concatenating(.perspective(distance: 400))
        for (name, transform) in [("turned", Transform3D.rotation(0.5, x: 0, y: 0, z: 1)), ("tilted", tilt)] {
            let item = Self.gradient(
                S.item(1, size: size, center: Point(x: 100, y: 90), transform: transform, color: .black),
                [(0, c0), (1, c1)], from: start, to: end)
            let c = Rasterizer(scale: scale).render(S.frame(Size(width: 200, height: 180), [item]))
            let map = IndependentMap(corners: item.corners.map { Point(x: $0.x * scale, y: $0.y * scale) }, size: size)
            var checked = 0, lowest = 255, highest = 0
            // Pixel corners well inside the bounds (half a point of margin), unmapped once each.
            let w1 = c.width + 1
            let inner = (0..<(w1 * (c.height + 1))).map { k -> Bool in
                let (u, v) = map.unmap(Double(k % w1), Double(k / w1), size: size)
                return u > 0.5 && u < size.width - 0.5 && v > 0.5 && v < size.height - 0.5
            }
            for j in 0..<c.height {
                for i in 0..<c.width {
                    guard inner[j * w1 + i], inner[j * w1 + i + 1], inner[(j + 1) * w1 + i], inner[(j + 1) * w1 + i + 1]
                    else { continue }
                    let (u, v) = map.unmap(Double(i) + 0.5, Double(j) + 0.5, size: size)
                    let dx = end.x - start.x, dy = end.y - start.y
                    let t = min(1, max(0, ((u - start.x) * dx + (v - start.y) * dy) / (dx * dx + dy * dy)))
                    let expected = [Self.level(0.9 - 0.8 * t), Self.level(0.1 + 0.6 * t), Self.level(0.2 + 0.7 * t)]
                    Self.assertChannels(c[i, j], expected, tolerance: 1, "\(name) (\(i), \(j))")
                    checked += 1
                    lowest = min(lowest, Int(c[i, j].r))
                    highest = max(highest, Int(c[i, j].r))
                }
            }
            print("\(name) gradient: \(checked) interior pixels checked, red \(lowest)…\(highest)")
            XCTAssertGreaterThan(checked, 8_000, name)
            XCTAssertGreaterThan(highest - lowest, 120, "\(name): the gradient spans most of its range")
        }
    }

    /// Every fully covered pixel of a gradient item is, to the bit, its background with the
    /// reference colour (``RenderGradient/color(at:)`` at ``RenderGradient/position(of:)`` of the
    /// pixel centre mapped back by ``QuadMapping/unmap(x:y:)``) blended over it — whatever
    /// shortcut the rasterizer took (runs, remembered blends): a vertical translucent gradient
    /// over stripes, a turned opaque one, a tilted translucent one.
    func testEveryCoveredPixelIsTheReferenceColourToTheBit() throws {
        let size = Size(width: 160, height: 120)
        let stripes = (0..<12).map { k in
            S.item(
                100 + k, Rect(x: 0, y: Double(k) * 10, width: 160, height: 10),
                color: k % 2 == 0 ? Color(rgb: 0x204060) : Color(rgb: 0xF0E0A0))
        }
        let stops: [(Double, Color)] = [
            (0, Color(red: 1, green: 0.5, blue: 0, alpha: 0.9)),
            (0.4, Color(red: 0.2, green: 0.8, blue: 0.3, alpha: 0.3)),
            (1, Color(red: 0.1, green: 0.1, blue: 0.9, alpha: 0.8))
        ]
        let tilt = Transform3D.rotation(-0.7, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 300))
        let cases: [(String, RenderItem)] = [
            (
                "vertical",
                Self.band(
                    1, Rect(x: 20, y: 10, width: 120, height: 100), stops, from: Point(x: 60, y: 0),
                    to: Point(x: 60, y: 100))
            ),
            (
                "turned",
                Self.gradient(
                    S.item(
                        1, size: Size(width: 100, height: 70), center: Point(x: 80, y: 60),
                        transform: .rotation(-0.4, x: 0, y: 0, z: 1),
                        color: .black), stops.map { ($0.0, Color(red: $0.1.red, green: $0.1.green, blue: $0.1.blue)) },
                    from: Point(x: 0, y: 70), to: Point(x: 100, y: 0))
            ),
            (
                "tilted",
                Self.gradient(
                    S.item(
                        1, size: Size(width: 110, height: 90), center: Point(x: 80, y: 60), transform: tilt,
                        color: .black, alpha: 0.7),
                    stops, from: Point(x: 0, y: 0), to: Point(x: 110, y: 45))
            )
        ]
        for (name, item) in cases {
            let scale = 1.25
            let rasterizer = Rasterizer(scale: scale)
            let below = rasterizer.render(S.frame(size, stripes))
            let c = rasterizer.render(S.frame(size, stripes + [item]))
            let pixels = try XCTUnwrap(PreparedItem.pixels(item.corners, scale: scale))
            let m = try XCTUnwrap(QuadMapping(corners: pixels, width: item.size.width, height: item.size.height))
            let g = try XCTUnwrap(item.gradient)
            var checked = 0
            for j in 0..<c.height {
                for i in 0..<c.width {
                    let corners = [(0, 0), (1, 0), (1, 1), (0, 1)].compactMap {
                        m.unmap(x: Double(i + $0.0), y: Double(j + $0.1))
                    }
                    guard corners.count == 4,
                        corners.allSatisfy({ $0.x > 0 && $0.x < item.size.width && $0.y > 0 && $0.y < item.size.height }
                        ),
                        let q = m.unmap(x: Double(i) + 0.5, y: Double(j) + 0.5)
                    else { continue }
                    let col = g.color(at: g.position(of: q))
                    let d = below[i, j].packed.littleEndian
                    let expected = Rasterizer.over(
                        d, min(1, max(0, col.red)) * 255, min(1, max(0, col.green)) * 255,
                        min(1, max(0, col.blue)) * 255,
                        min(1, max(0, col.alpha)) * min(1, item.alpha))
                    XCTAssertEqual(c[i, j], RGBA8(packed: UInt32(littleEndian: expected)), "\(name) (\(i), \(j))")
                    checked += 1
                }
            }
            print("\(name): \(checked) covered pixels equal the reference to the bit")
            XCTAssertGreaterThan(checked, 5_000, name)
        }
    }

    // MARK: Coverage, corners, clips and masks

    /// A gradient of one stop is that colour: byte for byte the plain fill, whatever the item
    /// — rounded, turned, tilted, translucent, clipped, masked, a border ring, titled.
    func testAOneStopGradientIsExactlyThePlainFill() {
        let size = Size(width: 220, height: 160)
        let colour = Color(red: 0.85, green: 0.35, blue: 0.15, alpha: 0.9)
        let tilt = Transform3D.rotation(0.6, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 400))
        var ring = S.item(6, Rect(x: 130, y: 100, width: 80, height: 50), color: colour, radius: 12)
        ring.border = 5
        let plain = [
            S.item(1, Rect(x: 0, y: 0, width: 220, height: 160), color: Color(rgb: 0xDDE4EE)),
            S.item(
                2, Rect(x: 10.3, y: 8.6, width: 90, height: 50), color: colour, alpha: 0.8, radius: 14, title: "Grad"),
            S.item(
                3, size: Size(width: 80, height: 50), center: Point(x: 160, y: 40),
                transform: .rotation(0.45, x: 0, y: 0, z: 1), color: colour, radius: 9),
            S.item(
                4, size: Size(width: 70, height: 70), center: Point(x: 60, y: 110), transform: tilt, color: colour,
                radius: 10),
            S.item(
                5, Rect(x: 100, y: 60, width: 60, height: 40), color: colour,
                clips: [[Point(x: 130, y: 50), Point(x: 175, y: 80), Point(x: 130, y: 110), Point(x: 85, y: 80)]]),
            ring,
            S.masked(S.item(7, Rect(x: 170, y: 60, width: 45, height: 45), color: colour), [0])
        ]
        let masks = [RenderMask(items: [S.shape(9, [S.circle(Point(x: 192, y: 82), 18)], color: .black)])]
        let gradients = plain.map {
            $0.id == 1 ? $0 : Self.gradient($0, [(0.4, colour)], from: Point(x: 0, y: 0), to: Point(x: 30, y: 20))
        }
        for scale in [1.0, 2.0] {
            let a = Rasterizer(scale: scale).render(S.frame(size, plain, masks: masks))
            let b = Rasterizer(scale: scale).render(S.frame(size, gradients, masks: masks))
            XCTAssertEqual(Self.exactDifference(a, b).pixels, 0, "scale \(scale)")
        }
    }

    /// Rounded corners, clips and masks cut a two-stop gradient exactly as they cut a fill: a
    /// corner stays the background, outside the clip and the mask nothing changes, inside them
    /// the pixels are those of the uncut gradient; an edge pixel half covered is the colour
    /// at its centre at half opacity.
    func testCornersClipsAndMasksCutTheGradientAndEdgesTakeTheCentreColour() {
        let size = Size(width: 120, height: 60)
        let stops: [(Double, Color)] = [
            (0, Color(red: 0.9, green: 0.2, blue: 0.1)), (1, Color(red: 0.1, green: 0.3, blue: 0.9))
        ]
        func band(radius: Double = 0, clips: [[Point]] = []) -> RenderItem {
            Self.band(
                1, Rect(x: 10.5, y: 5, width: 100, height: 50), stops, from: Point(x: 0, y: 0), to: Point(x: 100, y: 0),
                radius: radius, clips: clips)
        }
        let uncut = Rasterizer().render(S.frame(size, [band()]))
        // Column 10 is half covered (samples at 10.125 … 10.875): the colour at u = 0, 8 of 16.
        let u0 = [0.9, 0.2, 0.1].map { (c: Double) -> Int in Int((255 * c * 0.5 + 127.5 + 0.5).rounded(.down)) }
        Self.assertChannels(uncut[10, 30], u0, "a half-covered edge pixel")
        XCTAssertEqual(uncut[9, 30], .white)
        let rounded = Rasterizer().render(S.frame(size, [band(radius: 15)]))
        XCTAssertEqual(rounded[11, 6], .white, "the rounded corner")
        XCTAssertEqual(rounded[60, 30], uncut[60, 30], "the middle")
        let clip = S.quad(Rect(x: 40, y: 0, width: 40, height: 60))
        let clipped = Rasterizer().render(S.frame(size, [band(clips: [clip])]))
        let masked = Rasterizer().render(
            S.frame(
                size, [S.masked(band(), [0])],
                masks: [RenderMask(items: [S.item(9, Rect(x: 40, y: 0, width: 40, height: 60), color: .black)])]))
        for j in 0..<60 {
            for i in 0..<120 {
                let inside = i >= 40 && i < 80
                XCTAssertEqual(clipped[i, j], inside ? uncut[i, j] : .white, "clipped (\(i), \(j))")
                XCTAssertEqual(masked[i, j], inside ? uncut[i, j] : .white, "masked (\(i), \(j))")
            }
        }
    }

    /// A gradient that paints nothing (no stops, every stop clear, a value not finite) draws
    /// nothing, never its colour; a titled one draws its title; on a shadow or a shape item a
    /// gradient is ignored (they are drawn in their colour).
    func testGradientsThatPaintNothingAndItemsThatIgnoreThem() {
        let size = Size(width: 60, height: 40), rect = Rect(x: 5, y: 5, width: 50, height: 30)
        let white = Canvas(width: 60, height: 40, fill: .white)
        let bad: [[(Double, Color)]] = [
            [], [(0, .clear), (1, Color(red: 1, green: 0, blue: 0, alpha: 0))], [(0, .black), (.nan, .white)],
            [(0, Color(red: .infinity, green: 0, blue: 0))]
        ]
        for stops in bad {
            XCTAssertEqual(
                Rasterizer().render(
                    S.frame(size, [Self.band(1, rect, stops, from: Point(x: 0, y: 0), to: Point(x: 50, y: 0))])), white,
                "\(stops)")
        }
        XCTAssertEqual(
            Rasterizer().render(
                S.frame(
                    size, [Self.band(1, rect, [(0, .black)], from: Point(x: 0, y: 0), to: Point(x: .infinity, y: 0))])),
            white)
        var titled = Self.band(1, rect, [], from: Point(x: 0, y: 0), to: Point(x: 50, y: 0))
        titled.title = "Hi"
        let green = Rasterizer().render(S.frame(size, [titled]))
        XCTAssertEqual(green[7, 7], .white, "never the item's colour (green)")
        XCTAssertNotEqual(green, white, "the title")
        titled.color = .clear
        XCTAssertEqual(
            Rasterizer().render(S.frame(size, [titled])),
            Rasterizer().render(S.frame(size, [S.item(1, rect, color: .clear, title: "Hi")])))
        var shadow = S.item(1, rect, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        shadow.blur = 3
        let shape = S.shape(2, [S.circle(Point(x: 30, y: 20), 12)], color: Color(rgb: 0x2F6FDE))
        let plain = Rasterizer().render(S.frame(size, [shadow, shape]))
        let stops: [(Double, Color)] = [(0, Color(rgb: 0xFF0000)), (1, Color(rgb: 0x00FF00))]
        let withGradients = [shadow, shape].map {
            Self.gradient($0, stops, from: Point(x: 0, y: 0), to: Point(x: 50, y: 0))
        }
        XCTAssertEqual(Rasterizer().render(S.frame(size, withGradients)), plain)
    }

    // MARK: SVG and HTML

    /// The scene's entries by item id.
    static let names: [Int: String] = [
        1: "root", 2: "horizontal", 3: "locations", 4: "backdrop", 5: "translucent", 6: "turned",
        7: "skewed", 8: "clipped", 9: "masked", 10: "ring"
    ]

    /// Pixels per point, as for the conformance scene.
    static let scale = 3.0

    /// Flat gradient items, all of which SVG can draw exactly: a horizontal band; three stops
    /// at locations on a diagonal in a rounded rect; translucent stops and item alpha over a
    /// blue backdrop; a turned rounded item; a skewed (sheared) one, whose lines of equal colour
    /// are perpendicular to the axis in its own space, not on screen; one under a turned clip
    /// quad; one masked by a circle; a border ring painted by a gradient.
    static func flatFrame() -> RenderFrame {
        let red = Color(rgb: 0xE4572E), gold = Color(rgb: 0xF4D35E), navy = Color(rgb: 0x0D3B66)
        var ring = band(
            10, Rect(x: 233, y: 92, width: 60, height: 60), [(0, gold), (1, navy)], from: Point(x: 0, y: 0),
            to: Point(x: 60, y: 60), radius: 12)
        ring.border = 6
        let items = [
            S.item(1, Rect(x: 0, y: 0, width: 300, height: 200), color: Color(rgb: 0xEEF0F4)),
            band(
                2, Rect(x: 8, y: 8, width: 130, height: 40), [(0, red), (1, navy)], from: Point(x: 0, y: 20),
                to: Point(x: 130, y: 20)),
            band(
                3, Rect(x: 150, y: 8, width: 142, height: 70), [(0, gold), (0.3, red), (1, navy)],
                from: Point(x: 0, y: 0), to: Point(x: 142, y: 70), radius: 14),
            S.item(4, Rect(x: 8, y: 58, width: 130, height: 50), color: Color(rgb: 0x2E5EAA)),
            band(
                5, Rect(x: 8, y: 58, width: 130, height: 50),
                [
                    (0, Color(red: 1, green: 1, blue: 1, alpha: 1)),
                    (0.2, Color(red: 1, green: 0.85, blue: 0.2, alpha: 0.9)),
                    (1, Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.1))
                ],
                from: Point(x: 0, y: 0), to: Point(x: 130, y: 0), alpha: 0.85),
            gradient(
                S.item(
                    6, size: Size(width: 90, height: 50), center: Point(x: 180, y: 122),
                    transform: .rotation(0.35, x: 0, y: 0, z: 1),
                    color: .black, alpha: 0.9, radius: 8), [(0, Color(rgb: 0x2BAA5A)), (1, gold)],
                from: Point(x: 0, y: 0), to: Point(x: 90, y: 0)),
            gradient(
                RenderItem(
                    id: 7, title: nil,
                    corners: [Point(x: 8, y: 118), Point(x: 98, y: 118), Point(x: 128, y: 190), Point(x: 38, y: 190)],
                    size: Size(width: 90, height: 72), alpha: 1, color: .black, cornerRadius: 0, clips: [], depth: 1,
                    zPosition: 0),
                [(0, navy), (0.5, Color(rgb: 0x8E44AD)), (1, gold)], from: Point(x: 0, y: 0), to: Point(x: 90, y: 72)),
            band(
                8, Rect(x: 140, y: 160, width: 80, height: 36), [(0, red), (1, Color(rgb: 0x2BAA5A))],
                from: Point(x: 0, y: 36), to: Point(x: 80, y: 0),
                clips: [[Point(x: 180, y: 150), Point(x: 225, y: 178), Point(x: 180, y: 206), Point(x: 135, y: 178)]]),
            S.masked(
                band(
                    9, Rect(x: 228, y: 158, width: 68, height: 40),
                    [(0, Color(rgb: 0x8E44AD)), (1, Color(rgb: 0xF4A261))],
                    from: Point(x: 0, y: 0), to: Point(x: 0, y: 40)), [0]),
            ring
        ]
        return S.frame(
            Size(width: 300, height: 200), items,
            masks: [RenderMask(items: [S.shape(90, [S.circle(Point(x: 262, y: 178), 19)], color: .black)])])
    }

    /// Gradient items under perspective, which SVG draws through an affine stand-in: a view
    /// turned 0.6 rad about y and one turned −0.5 rad about x, at 400 and 350 points of
    /// perspective distance.
    static func tiltedFrame() -> RenderFrame {
        let y = Transform3D.rotation(0.6, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 400))
        let x = Transform3D.rotation(-0.5, x: 1, y: 0, z: 0).concatenating(.perspective(distance: 350))
        return S.frame(
            Size(width: 300, height: 160),
            [
                S.item(1, Rect(x: 0, y: 0, width: 300, height: 160), color: Color(rgb: 0xEEF0F4)),
                gradient(
                    S.item(
                        2, size: Size(width: 120, height: 90), center: Point(x: 80, y: 80), transform: y, color: .black),
                    [(0, Color(rgb: 0xE4572E)), (0.5, Color(rgb: 0xF4D35E)), (1, Color(rgb: 0x0D3B66))],
                    from: Point(x: 0, y: 45), to: Point(x: 120, y: 45)),
                gradient(
                    S.item(
                        3, size: Size(width: 110, height: 80), center: Point(x: 220, y: 80), transform: x,
                        color: .black, alpha: 0.9, radius: 10),
                    [(0, Color(rgb: 0x2BAA5A)), (1, Color(rgb: 0x8E44AD))], from: Point(x: 0, y: 0),
                    to: Point(x: 110, y: 80))
            ])
    }

    /// The flat scene and its comparison (built once).
    static let flat: (frame: RenderFrame, comparison: ConformanceComparison) = {
        let f = flatFrame()
        return (f, ConformanceComparison(frame: f, names: names, scale: scale))
    }()

    /// Every entry of the flat scene shows and owns compared pixels.
    func testEveryFlatEntryShows() {
        let c = Self.flat.comparison
        XCTAssertEqual(
            c.own.map(\.name),
            [
                "root", "horizontal.gradient", "locations.gradient", "backdrop", "translucent.gradient",
                "turned.gradient",
                "skewed.gradient", "clipped.gradient", "masked.gradient", "ring.border"
            ])
        for e in c.own { XCTAssertGreaterThanOrEqual(e.pixels.count, ConformanceComparison.minimumOwnPixels, e.name) }
    }

    /// The HTML player in Chromium draws the PNG's pixels exactly, flat and tilted.
    func testHTMLInChromiumIsThePNGExactly() throws {
        for (name, frame) in [("flat", Self.flat.frame), ("tilted", Self.tiltedFrame())] {
            let reference = Rasterizer(scale: Self.scale).render(frame)
            let picture = try ChromiumScreenshots.player(frame, scale: Self.scale, for: self)
            let d = Self.exactDifference(picture, reference)
            print(
                "gradients html \(name): \(d.pixels) of \(reference.width * reference.height) pixels differ, worst channel difference \(d.worst)"
            )
            XCTAssertEqual(d.pixels, 0, name)
            if name == "flat" { Self.flat.comparison.assertConforms(picture, "gradients html flat") }
        }
    }

    /// The SVG document in Chromium: the flat scene within the conformance tolerance (every
    /// entry by name, edges included close).
    func testSVGInChromiumMatchesTheReferenceWhenFlat() throws {
        let picture = try ChromiumScreenshots.svg(Self.flat.frame, scale: Self.scale, for: self)
        Self.flat.comparison.assertConforms(picture, "gradients svg flat")
        let all = ConformanceComparison.allPixels(picture, Self.flat.comparison.reference)
        print(
            "gradients svg flat, every pixel: mean difference \(all.mean), \(all.close * 100) % within \(ConformanceComparison.channelTolerance), worst \(all.worst)"
        )
        XCTAssertLessThan(all.mean, 0.5)
        XCTAssertGreaterThanOrEqual(all.close, 0.995)
    }

    /// Under perspective the SVG's stand-in (``SVGRenderer/perspectiveGradient(_:mapping:size:)``)
    /// is measured twice: its colours against the exact ones over a 41 × 41 grid of the bounds
    /// (next to the plain affine stand-in, the tangent map at the centre), and the pixels
    /// Chromium draws from it against the rasterizer's.
    func testSVGUnderPerspectiveIsWithinItsMeasuredApproximation() throws {
        let frame = Self.tiltedFrame()
        var worstLevels: [Int: Double] = [:]
        for item in frame.items where item.gradient != nil {
            let m = try XCTUnwrap(QuadMapping(corners: item.corners, width: item.size.width, height: item.size.height))
            let g = try XCTUnwrap(item.gradient)
            let w = item.size.width, h = item.size.height
            let a = m.tangentMatrix(u: w / 2, v: h / 2)
            let det = a.a * a.d - a.b * a.c
            let root = SVGRenderer.perspectiveGradient(g, mapping: m, size: item.size)
            func levels(_ x: Color, _ y: Color) -> Double {
                255 * max(abs(x.red - y.red), abs(x.green - y.green), abs(x.blue - y.blue), abs(x.alpha - y.alpha))
            }
            var worst = 0.0, worstTangent = 0.0
            for sj in 0...40 {
                for si in 0...40 {
                    let u = w * Double(si) / 40, v = h * Double(sj) / 40
                    let p = m.map(u: u, v: v)
                    let exact = g.color(at: g.position(of: Point(x: u, y: v)))
                    worst = max(worst, levels(exact, root.color(at: root.position(of: p))))
                    // The tangent map's colour for this root point: the map inverted.
                    let x = p.x - a.tx, y = p.y - a.ty
                    let q = Point(x: (a.d * x - a.c * y) / det, y: (a.a * y - a.b * x) / det)
                    worstTangent = max(worstTangent, levels(exact, g.color(at: g.position(of: q))))
                }
            }
            print(
                "svg perspective stand-in, item \(item.id): \(root.stops.count) stops, worst colour error \(worst) levels "
                    + "(the tangent map at the centre: \(worstTangent))")
            XCTAssertLessThan(worst, worstTangent, "item \(item.id): better than the tangent map")
            worstLevels[item.id] = worst
        }
        XCTAssertLessThan(
            worstLevels[2] ?? 255, 1,
            "turned about y, horizontal axis: the lines of equal colour stay vertical, so it is exact")
        XCTAssertLessThan(worstLevels[3] ?? 255, 3, "turned about x, diagonal axis: the converging lines")
        let reference = Rasterizer(scale: Self.scale).render(frame)
        let picture = try ChromiumScreenshots.svg(frame, scale: Self.scale, for: self)
        let all = ConformanceComparison.allPixels(picture, reference)
        let comparison = ConformanceComparison(
            frame: frame, names: [1: "root", 2: "tilted.y", 3: "tilted.x"], scale: Self.scale)
        comparison.assertConforms(picture, "gradients svg tilted")
        let outcome = comparison.compare(picture)
        print(
            "gradients svg tilted, every pixel: mean difference \(all.mean), \(all.close * 100) % within \(ConformanceComparison.channelTolerance), worst \(all.worst)"
        )
        XCTAssertLessThan(all.mean, 0.5, "mean absolute difference (of 255)")
        XCTAssertGreaterThanOrEqual(all.close, 0.995, "pixels within the tolerance, edges included")
        XCTAssertLessThanOrEqual(outcome.worst, 6, "away from edges, the stand-in's error and the browser's rounding")
    }

    /// The SVG: a flat fill's `<rect>` uses a `<linearGradient>` of the item's own axis with
    /// no transform (the rect's matrix carries it); a flat path in root coordinates (a border
    /// ring) gets the item's matrix as `gradientTransform`; an item under perspective a
    /// root-space gradient of resampled stops; stops carry their straight colour and alpha;
    /// the item alpha is the `fill-opacity`; a shadow ignores a gradient.
    func testSVGHasLinearGradientsInTheItemsSpace() {
        let svg = SVGRenderer().document(for: Self.flatFrame())
        XCTAssertTrue(
            svg.contains(
                "<linearGradient id=\"cg0\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"20\" x2=\"130\" y2=\"20\">"
                    + "<stop offset=\"0\" stop-color=\"#e4572e\"/><stop offset=\"1\" stop-color=\"#0d3b66\"/></linearGradient>"
            ), svg)
        XCTAssertTrue(
            svg.contains(
                "<rect id=\"item2\" width=\"130\" height=\"40\" transform=\"matrix(1 0 0 1 8 8)\" fill=\"url(#cg0)\"/>")
        )
        XCTAssertTrue(svg.contains("<stop offset=\"1\" stop-color=\"#e61a1a\" stop-opacity=\"0.1\"/>"))
        XCTAssertTrue(svg.contains("fill=\"url(#cg2)\" fill-opacity=\"0.85\""), "the translucent band's item alpha")
        XCTAssertTrue(svg.contains("<path id=\"item10\""), "the ring is a path")
        XCTAssertTrue(
            svg.contains("gradientTransform=\"matrix(1 0 0 1 233 92)\""),
            "the ring's gradient is carried to root coordinates")
        XCTAssertFalse(svg.contains("#00ff00"), "a gradient item never paints its colour")
        let tilted = SVGRenderer().document(for: Self.tiltedFrame())
        XCTAssertFalse(tilted.contains("gradientTransform="), "under perspective: root coordinates")
        XCTAssertTrue(tilted.contains("<path id=\"item2\" d=\"M"))
        XCTAssertTrue(tilted.contains("fill=\"url(#cg1)\" fill-opacity=\"0.9\""))
        XCTAssertGreaterThan(
            tilted.components(separatedBy: "<stop ").count - 1, 2 * SVGRenderer.perspectiveSamples, "resampled stops")
        var shadow = S.item(
            1, Rect(x: 5, y: 5, width: 50, height: 30), color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        shadow.blur = 3
        let withGradient = Self.gradient(shadow, [(0, .white)], from: Point(x: 0, y: 0), to: Point(x: 1, y: 0))
        XCTAssertEqual(
            SVGRenderer().document(for: S.frame(Size(width: 60, height: 40), [withGradient])),
            SVGRenderer().document(for: S.frame(Size(width: 60, height: 40), [shadow])))
    }

    /// The player's data carries a gradient item's stops (flat: location, straight RGBA) and
    /// axis as exact doubles, an empty stop list for a gradient that paints nothing, and no
    /// gradient for other items.
    func testPlayerDataCarriesTheGradient() throws {
        var titled = Self.band(
            11, Rect(x: 0, y: 0, width: 50, height: 20), [(0, .clear)], from: Point(x: 0, y: 0), to: Point(x: 1, y: 0))
        titled.title = "Clear"
        var frame = Self.flatFrame()
        frame.items.append(titled)
        let html = HTMLRenderer().document(for: [frame])
        let start = try XCTUnwrap(html.range(of: "<script type=\"application/json\" id=\"frame-data\">")).upperBound
        let end = try XCTUnwrap(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any])
        let items = try XCTUnwrap((json["frames"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
        let band = try XCTUnwrap(items.first { $0["id"] as? Int == 3 }?["g"] as? [String: Any])
        let red = Color(rgb: 0xE4572E)
        XCTAssertEqual((band["s"] as? [Double])?.count, 15)
        // The text itself: Foundation's JSON reader may round the last digit, a browser's not.
        XCTAssertTrue(html.contains("\"s\":[0,\(Color(rgb: 0xF4D35E).red),"), "shortest round-trip doubles")
        XCTAssertTrue(html.contains(",0.3,\(red.red),\(red.green),\(red.blue),1,"))
        XCTAssertEqual(band["x"] as? [Double], [0, 0, 142, 70])
        XCTAssertNil(items.first { $0["id"] as? Int == 4 }?["g"], "a plain item has no gradient")
        let clear = try XCTUnwrap(items.first { $0["id"] as? Int == 11 }?["g"] as? [String: Any])
        XCTAssertEqual((clear["s"] as? [Double])?.count, 0, "a gradient that paints nothing: the title alone")
    }
}
