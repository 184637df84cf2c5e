import Foundation
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// Shape items and masks in the rasterizer, checked against closed forms: the coverage of
/// ``PolygonCoverage`` pixel by pixel and summed (areas), the fill rules on a self-crossing
/// star, clip quads cut into the shape, and masks of every kind of item.
final class RenderShapeTests: XCTestCase {
    typealias S = RenderTestSupport
    let red = S.red, blue = S.blue

    // MARK: Closed forms

    /// The exact coverage of `polygons` (pixels) over a `width × height` canvas, row-major.
    func coverage(_ polygons: [[Point]], rule: FillRule = .nonZero, width: Int, height: Int) -> [Double] {
        var out = [Double](repeating: 0, count: width * height)
        let c = PolygonCoverage(edges: PolygonEdge.edges(of: polygons), rule: rule, x0: 0, x1: width, y0: 0, y1: height)
        c.forEachRow { j, lo, hi, cov in
            for i in lo..<hi { out[j * width + i] = cov[i] }
        }
        return out
    }

    /// `∫ from t0 to t0 + 1 of clamp(c + 1 − line(t), 0, 1) dt` for a linear `line`: the share
    /// of the unit square `[t0, t0 + 1] × [c, c + 1]` on the far side of the line (the part
    /// where the other coordinate exceeds it). Exact: the trapezoid rule on a piecewise-linear
    /// integrand split at its kinks (where the line crosses `c` and `c + 1`).
    func stripArea(_ t0: Double, _ c: Double, _ line: (Double) -> Double) -> Double {
        let a = line(t0), b = line(t0 + 1)
        var ts = [t0, t0 + 1]
        for level in [c, c + 1] where (a - level) * (b - level) < 0 { ts.append(t0 + (level - a) / (b - a)) }
        ts.sort()
        func f(_ t: Double) -> Double { min(1, max(0, c + 1 - line(t))) }
        return zip(ts, ts.dropFirst()).map { ($1 - $0) * (f($0) + f($1)) / 2 }.reduce(0, +)
    }

    /// Channel `value` of a colour drawn over white at opacity `a`, as the rasterizer rounds it.
    func over(white value: Double, _ a: Double) -> Int { Int((255 * (1 - a) + value * a + 0.5).rounded(.down)) }

    // MARK: Coverage

    /// Under a slanted edge (near vertical and near horizontal), every pixel's coverage is the
    /// exact area of the pixel on the inner side, to 1e-9; the PNG rounds it once.
    func testAHalfPlaneEdgeCoversEachPixelByItsExactArea() {
        let w = 120, h = 64
        // Left edge from (10.3, −5) to (70.9, 70): inside to its right.
        let steep: (Double) -> Double = { y in 10.3 + (y + 5) * (70.9 - 10.3) / 75 }
        let a = coverage(
            [[Point(x: 10.3, y: -5), Point(x: 200, y: -5), Point(x: 200, y: 70), Point(x: 70.9, y: 70)]], width: w,
            height: h)
        // Top edge from (−5, 10.2) to (130, 33.9): inside below it.
        let flat: (Double) -> Double = { x in 10.2 + (x + 5) * (33.9 - 10.2) / 135 }
        let b = coverage(
            [[Point(x: -5, y: 10.2), Point(x: 130, y: 33.9), Point(x: 130, y: 70), Point(x: -5, y: 70)]], width: w,
            height: h)
        var worst = 0.0
        for j in 0..<h {
            for i in 0..<w {
                // Right of the steep edge: per row y, the part of [i, i+1] right of x(y).
                let expectedA = stripArea(Double(j), Double(i), steep)
                let expectedB = stripArea(Double(i), Double(j), flat)
                worst = max(worst, abs(a[j * w + i] - expectedA), abs(b[j * w + i] - expectedB))
            }
        }
        print("half-plane coverage: worst per-pixel error \(worst)")
        XCTAssertLessThan(worst, 1e-9)
        // The PNG: red over white at that coverage, rounded once.
        let c = Rasterizer().render(
            S.frame(
                Size(width: Double(w), height: Double(h)),
                [
                    S.shape(
                        1, [[Point(x: 10.3, y: -5), Point(x: 200, y: -5), Point(x: 200, y: 70), Point(x: 70.9, y: 70)]],
                        color: red)
                ]))
        for j in 0..<h {
            for i in 0..<w { XCTAssertEqual(Int(c[i, j].g), over(white: 0, a[j * w + i]), "(\(i), \(j))") }
        }
    }

    /// A triangle's coverage sums to its area; pixels well inside are the colour, well
    /// outside the background.
    func testATriangleCoversItsAreaAndNothingElse() {
        let t = [Point(x: 10.25, y: 5.5), Point(x: 90.75, y: 20.125), Point(x: 30.5, y: 70.875)]
        let cov = coverage([t], width: 100, height: 80)
        XCTAssertEqual(cov.reduce(0, +), S.area(t), accuracy: 1e-9)
        XCTAssertTrue(cov.allSatisfy { $0 >= 0 && $0 <= 1 })
        let c = Rasterizer().render(S.frame(Size(width: 100, height: 80), [S.shape(1, [t], color: blue)]))
        XCTAssertEqual(c[40, 30], RGBA8(0, 0, 255))
        XCTAssertEqual(c[80, 60], .white)
        XCTAssertEqual(c[5, 5], .white)
        XCTAssertEqual(c[0, 0], .white, "the layer bounds (a 1 × 1 square there) are not filled")
    }

    /// A circle of 128 segments: its coverage sums to the polygon's area, (n/2)·r²·sin(2π/n),
    /// to 1e-9, and the PNG's rounded coverage sums to it within half a level an edge pixel.
    func testACirclePolygonCoversItsArea() {
        let centre = Point(x: 50.3, y: 40.7), r = 30.5
        let circle = S.circle(centre, r)
        let cov = coverage([circle], width: 100, height: 90)
        let area = S.area(circle)
        XCTAssertEqual(area, 64 * r * r * sin(2 * Double.pi / 128), accuracy: 1e-9)
        XCTAssertEqual(cov.reduce(0, +), area, accuracy: 1e-9)
        let c = Rasterizer().render(S.frame(Size(width: 100, height: 90), [S.shape(1, [circle], color: red)]))
        var drawn = 0.0, edge = 0
        for j in 0..<90 {
            for i in 0..<100 {
                drawn += (255 - Double(c[i, j].g)) / 255
                if cov[j * 100 + i] > 0 && cov[j * 100 + i] < 1 { edge += 1 }
            }
        }
        print("circle: area \(area), PNG coverage \(drawn), \(edge) edge pixels")
        XCTAssertEqual(drawn, area, accuracy: Double(edge) * 0.5 / 255 + 1e-9)
        XCTAssertEqual(c[50, 40], RGBA8(255, 0, 0))
        XCTAssertEqual(c[50 + 23, 40 + 23], .white, "outside the circle, inside its box")
    }

    /// A pentagram under both rules: non-zero fills the union (a decagon of radii R and ρ),
    /// even-odd leaves the inner pentagon (winding 2) out. Edge crossings cost at most 1/1024
    /// of a pixel each.
    func testAStarsFillRulesDifferExactlyByTheInnerPentagon() {
        let centre = Point(x: 60.4, y: 55.3), R = 50.0
        let star = S.star(centre, R)
        let rho = R * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
        let union = 5 * R * rho * sin(Double.pi / 5)
        let pentagon = 2.5 * rho * rho * sin(2 * Double.pi / 5)
        let nonZero = coverage([star], rule: .nonZero, width: 120, height: 110).reduce(0, +)
        let evenOdd = coverage([star], rule: .evenOdd, width: 120, height: 110).reduce(0, +)
        print("star: non-zero \(nonZero) (exact \(union)), even-odd \(evenOdd) (exact \(union - pentagon))")
        XCTAssertEqual(nonZero, union, accuracy: 10 * PolygonCoverage.minimumBand)
        XCTAssertEqual(evenOdd, union - pentagon, accuracy: 10 * PolygonCoverage.minimumBand)
        let frame = { (rule: FillRule) in
            S.frame(Size(width: 120, height: 110), [S.shape(1, [star], color: self.blue, rule: rule)])
        }
        let a = Rasterizer().render(frame(.nonZero)), b = Rasterizer().render(frame(.evenOdd))
        XCTAssertEqual(a[60, 55], RGBA8(0, 0, 255), "the centre is filled under non-zero")
        XCTAssertEqual(b[60, 55], .white, "and a hole under even-odd")
        XCTAssertEqual(a[60, 10], RGBA8(0, 0, 255))
        XCTAssertEqual(b[60, 10], RGBA8(0, 0, 255), "a point of the star: winding 1")
        XCTAssertEqual(a[5, 5], .white)
        XCTAssertEqual(b[5, 5], .white)
        // The two differ only inside the pentagon (radius ρ ≈ 19 about the centre).
        for j in 0..<110 {
            for i in 0..<120 where a[i, j] != b[i, j] {
                XCTAssertLessThan(
                    hypot(Double(i) + 0.5 - centre.x, Double(j) + 0.5 - centre.y), rho + 1.5, "(\(i), \(j))")
            }
        }
    }

    /// Clip quads are cut into the shape: a circle under a quad with an edge through its centre
    /// (upright, then along 45°: both symmetry axes of a 128-gon) covers exactly half its
    /// area; under a square with a corner at its centre, a right-angled wedge, a quarter.
    func testAShapeUnderAClipQuadCoversExactlyTheIntersection() throws {
        let centre = Point(x: 50, y: 50), circle = S.circle(centre, 30)
        let upright = S.quad(Rect(x: 0, y: 0, width: 50, height: 100))
        let turned = [Point(x: 10, y: 10), Point(x: 90, y: 90), Point(x: 170, y: 10), Point(x: 90, y: -70)]
        let d = 60 / 2.0.squareRoot()
        let wedge = [
            Point(x: 50, y: 50), Point(x: 50 + d, y: 50 - d), Point(x: 50 + 2 * d, y: 50), Point(x: 50 + d, y: 50 + d)
        ]
        for (clip, share) in [(upright, 0.5), (turned, 0.5), (wedge, 0.25)] {
            let item = S.shape(1, [circle], color: red, clips: [clip])
            let p = try XCTUnwrap(PreparedShape(item, scale: 1, canvasWidth: 100, canvasHeight: 100))
            var total = 0.0
            p.coverage.forEachRow { _, lo, hi, cov in for i in lo..<hi { total += cov[i - p.box.x0] } }
            XCTAssertEqual(total, S.area(circle) * share, accuracy: 1e-9, "clip \(clip)")
        }
        let c = Rasterizer().render(
            S.frame(Size(width: 100, height: 100), [S.shape(1, [circle], color: red, clips: [upright])]))
        XCTAssertEqual(c[40, 50], RGBA8(255, 0, 0))
        XCTAssertEqual(c[60, 50], .white, "right of the clip")
        XCTAssertEqual(c[49, 50], RGBA8(255, 0, 0), "the clip's edge on a pixel boundary leaves whole pixels")
        XCTAssertEqual(c[50, 50], .white)
    }

    /// Bad input draws nothing and never traps; a shape partly off the canvas is cut there.
    func testDegenerateShapesDrawNothingAndNeverTrap() {
        let white = Canvas(width: 40, height: 40, fill: .white)
        for polygons in [
            [], [[]], [[Point(x: 1, y: 1)]], [[Point(x: 1, y: 1), Point(x: 30, y: 1)]],
            [[Point(x: 1, y: 1), Point(x: .nan, y: 5), Point(x: 3, y: 30)]],
            [[Point(x: 1, y: 1), Point(x: 1e300, y: 5), Point(x: 3, y: 30)]],
            [[Point(x: 100, y: 100), Point(x: 140, y: 100), Point(x: 120, y: 140)]]
        ] {
            let c = Rasterizer().render(
                S.frame(
                    Size(width: 40, height: 40),
                    [
                        RenderItem(
                            id: 1, title: nil, corners: [], size: .zero, alpha: 1, color: red, cornerRadius: 0,
                            clips: [], depth: 0,
                            zPosition: 0, polygons: polygons)
                    ]))
            XCTAssertEqual(c, white, "\(polygons)")
        }
        let off = [Point(x: -20, y: -20), Point(x: 60, y: -20), Point(x: 60, y: 20), Point(x: -20, y: 20)]
        let c = Rasterizer().render(S.frame(Size(width: 40, height: 40), [S.shape(1, [off], color: red)]))
        XCTAssertEqual(c[0, 0], RGBA8(255, 0, 0))
        XCTAssertEqual(c[39, 19], RGBA8(255, 0, 0))
        XCTAssertEqual(c[39, 20], .white)
    }

    // MARK: Masks

    /// A rect masked by a circle shows only inside the circle: its drawn coverage is the
    /// circle's area (within a level per edge pixel, the mask being stored in 8 bits).
    func testARectMaskedByACircleShowsOnlyInsideIt() {
        let circle = S.circle(Point(x: 40, y: 40), 25)
        let frame = S.frame(
            Size(width: 80, height: 80),
            [S.masked(S.item(1, Rect(x: 0, y: 0, width: 80, height: 80), color: red), [0])],
            masks: [RenderMask(items: [S.shape(9, [circle], color: blue)])])
        let c = Rasterizer().render(frame)
        XCTAssertEqual(c[40, 40], RGBA8(255, 0, 0))
        XCTAssertEqual(c[2, 2], .white)
        XCTAssertEqual(c[40, 70], .white)
        let cov = coverage([circle], width: 80, height: 80)
        var drawn = 0.0, worst = 0
        for j in 0..<80 {
            for i in 0..<80 {
                drawn += (255 - Double(c[i, j].g)) / 255
                worst = max(worst, abs(Int(c[i, j].g) - over(white: 0, cov[j * 80 + i])))
            }
        }
        print("rect masked by a circle: drawn \(drawn), area \(S.area(circle)), worst level \(worst)")
        XCTAssertEqual(drawn, S.area(circle), accuracy: 0.5)
        XCTAssertLessThanOrEqual(worst, 1, "the masked rect is the circle drawn directly, to a level")
    }

    /// A mask's coverage is its items' alpha: a mask item at alpha 0.5 lets half through
    /// (128 of 255 in the mask), whatever its colour.
    func testATranslucentMaskItemScalesTheOpacity() {
        let frame = S.frame(
            Size(width: 20, height: 20),
            [S.masked(S.item(1, Rect(x: 0, y: 0, width: 20, height: 20), color: red), [0])],
            masks: [RenderMask(items: [S.item(9, Rect(x: 0, y: 0, width: 10, height: 20), color: .black, alpha: 0.5)])])
        let c = Rasterizer().render(frame)
        XCTAssertEqual(c[5, 5], RGBA8(255, 127, 127), "white moved 128/255 of the way to red")
        XCTAssertEqual(c[15, 5], .white)
    }

    /// A mask that covers everything changes nothing, to the byte; one that covers half keeps
    /// that half of a shadow and a border ring exactly and removes the rest.
    func testShadowAndBorderAreMaskedAndFullCoverageIsExact() {
        let size = Size(width: 100, height: 80)
        var shadow = S.item(
            1, Rect(x: 20, y: 15, width: 60, height: 40), color: Color(red: 0, green: 0, blue: 0, alpha: 0.6), radius: 8
        )
        shadow.blur = 5
        var ring = S.item(
            2, Rect(x: 20, y: 15, width: 60, height: 40), color: Color(red: 0.9, green: 0.6, blue: 0.1, alpha: 0.8),
            radius: 8)
        ring.border = 4
        let plain = Rasterizer().render(S.frame(size, [shadow, ring]))
        let everything = RenderMask(items: [S.item(9, Rect(x: -10, y: -10, width: 120, height: 100), color: .black)])
        let left = RenderMask(items: [S.item(9, Rect(x: 0, y: 0, width: 50, height: 80), color: .black)])
        let full = Rasterizer().render(S.frame(size, [S.masked(shadow, [0]), S.masked(ring, [0])], masks: [everything]))
        XCTAssertEqual(full, plain)
        let half = Rasterizer().render(S.frame(size, [S.masked(shadow, [0]), S.masked(ring, [0])], masks: [left]))
        var kept = 0
        for j in 0..<80 {
            for i in 0..<100 {
                XCTAssertEqual(half[i, j], i < 50 ? plain[i, j] : .white, "(\(i), \(j))")
                if i < 50 && plain[i, j] != .white { kept += 1 }
            }
        }
        XCTAssertGreaterThan(kept, 500, "the shadow and the ring show left of the mask's edge")
    }

    /// A mask's items may be masked by an earlier mask (their intersection); references to a
    /// mask that does not exist, or (from a mask) to itself or a later one, draw nothing.
    func testMasksOfMasksAndBadReferences() {
        let size = Size(width: 60, height: 60)
        let masks = [
            RenderMask(items: [S.item(8, Rect(x: 0, y: 0, width: 30, height: 60), color: .black)]),
            RenderMask(items: [S.masked(S.item(9, Rect(x: 0, y: 0, width: 60, height: 30), color: .black), [0])]),
            RenderMask(items: [S.masked(S.item(10, Rect(x: 0, y: 0, width: 60, height: 60), color: .black), [2])])
        ]
        let rect = S.item(1, Rect(x: 0, y: 0, width: 60, height: 60), color: red)
        let c = Rasterizer().render(S.frame(size, [S.masked(rect, [1])], masks: masks))
        XCTAssertEqual(c[10, 10], RGBA8(255, 0, 0), "inside both")
        XCTAssertEqual(c[40, 10], .white)
        XCTAssertEqual(c[10, 40], .white)
        XCTAssertEqual(c[40, 40], .white)
        let both = Rasterizer().render(S.frame(size, [S.masked(rect, [0, 1])], masks: masks))
        XCTAssertEqual(both, c, "two masks multiply")
        let white = Canvas(width: 60, height: 60, fill: .white)
        for bad in [[2], [3], [-1], [0, 7]] {
            XCTAssertEqual(
                Rasterizer().render(S.frame(size, [S.masked(rect, bad)], masks: masks)), white, "masks \(bad)")
        }
        XCTAssertEqual(MaskPlanes.needed(S.frame(size, [S.masked(rect, [1])], masks: masks)), [true, true, false])
    }

    /// Past ``FrameBudget/maximumMaskPlanes`` a needed mask gets no plane: each one is a skip
    /// and the items under it show nowhere. The vector outputs' budget (``Rasterizer/withinBudget(_:)``)
    /// counts the same planes and skips as the raster's.
    func testMaskPlanesPastTheLimitAreSkippedAlikeByTheRasterAndTheVectorBudget() {
        let n = FrameBudget.maximumMaskPlanes + 4
        let size = Size(width: Double(2 * n), height: 20)
        func strip(_ id: Int, _ k: Int, _ color: Color) -> RenderItem {
            S.item(id, Rect(x: Double(2 * k), y: 0, width: 2, height: 20), color: color)
        }
        let masks = (0..<n).map { k in RenderMask(items: [strip(1000 + k, k, .black)]) }
        let frame = S.frame(size, (0..<n).map { k in S.masked(strip(k, k, red), [k]) }, masks: masks)
        let (c, skipped) = Rasterizer().renderCounting(frame)
        XCTAssertEqual(skipped, 4)
        XCTAssertEqual(Rasterizer().withinBudget(frame).skipped, 4)
        for k in 0..<n {
            XCTAssertEqual(
                c[2 * k + 1, 10], k < FrameBudget.maximumMaskPlanes ? RGBA8(255, 0, 0) : .white, "strip \(k)")
        }
    }

    /// A titled view masked by a shape: fill and title go together, and only inside.
    func testAMaskedShapeAndTitledViewShowOnlyInsideTheMask() {
        let size = Size(width: 120, height: 60)
        let mask = RenderMask(items: [S.shape(9, [S.circle(Point(x: 60, y: 30), 28)], color: .black)])
        let view = S.masked(S.item(1, Rect(x: 0, y: 0, width: 120, height: 60), color: blue, title: "MASKED"), [0])
        let star = S.masked(S.shape(2, [S.star(Point(x: 60, y: 30), 40)], color: red, alpha: 0.7, rule: .evenOdd), [0])
        let plain = Rasterizer().render(S.frame(size, [S.masked(view, []), S.masked(star, [])]))
        let c = Rasterizer().render(S.frame(size, [view, star], masks: [mask]))
        for j in 0..<60 {
            for i in 0..<120 {
                let p = Point(x: Double(i) + 0.5, y: Double(j) + 0.5)
                let r = hypot(p.x - 60, p.y - 30)
                if r > 29.5 { XCTAssertEqual(c[i, j], .white, "(\(i), \(j)) outside") }
                if r < 26 { XCTAssertEqual(c[i, j], plain[i, j], "(\(i), \(j)) inside") }
            }
        }
    }
}
