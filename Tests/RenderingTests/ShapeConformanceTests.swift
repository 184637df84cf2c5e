import Foundation
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// Shape items and masks in every renderer: a hand-built scene of them drawn by the SVG
/// document and the HTML player in headless Chromium, compared with the ``Rasterizer`` by
/// ``ConformanceComparison`` (the tolerance of the conformance scene), plus what the SVG and
/// the player's data must hold.
final class RenderShapeConformanceTests: XCTestCase {
    typealias S = RenderTestSupport

    /// Pixels per point, as for the conformance scene.
    static let scale = 3.0

    /// The scene's entries by item id.
    static let names: [Int: String] = [
        1: "root", 2: "triangle", 3: "star.nonzero", 4: "star.evenodd", 5: "masked.rect",
        6: "circle", 7: "clipped", 8: "card", 10: "masked.translucent", 11: "label"
    ]

    /// A frame of shapes and masks: a triangle; a star under each fill rule; a translucent
    /// circle over part of the triangle's row; a circle cut by a turned clip quad; a rect
    /// masked by a circle shape; a view with shadow, fill and border masked by a star; a rect
    /// masked by a translucent rect and an opaque triangle; a titled view masked by a mask
    /// whose circle is itself masked by a rect.
    static func frame() -> RenderFrame {
        let masks = [
            RenderMask(items: [S.shape(90, [S.circle(Point(x: 267, y: 45), 27)], color: .black)]),
            RenderMask(items: [
                S.item(91, Rect(x: 245, y: 95, width: 50, height: 50), color: Color(rgb: 0x00FF00), alpha: 0.5),
                S.shape(92, [[Point(x: 245, y: 150), Point(x: 295, y: 150), Point(x: 270, y: 195)]], color: .white)
            ]),
            RenderMask(items: [S.shape(93, [S.star(Point(x: 205, y: 142), 50)], color: .black)]),
            RenderMask(items: [S.item(94, Rect(x: 95, y: 80, width: 45, height: 30), color: .black)]),
            RenderMask(items: [S.masked(S.shape(95, [S.circle(Point(x: 115, y: 95), 22)], color: .black), [3])])
        ]
        var shadow = S.item(
            8, Rect(x: 179, y: 117, width: 60, height: 60), color: Color(red: 0, green: 0, blue: 0, alpha: 0.6),
            radius: 10)
        shadow.blur = 6
        var border = S.item(
            8, Rect(x: 175, y: 112, width: 60, height: 60), color: Color(red: 0.95, green: 0.8, blue: 0.2, alpha: 0.9),
            radius: 10)
        border.border = 5
        let diamond = [Point(x: 125, y: 105), Point(x: 165, y: 145), Point(x: 125, y: 185), Point(x: 85, y: 145)]
        let items = [
            S.item(1, Rect(x: 0, y: 0, width: 300, height: 200), color: Color(rgb: 0xEEF0F4)),
            S.shape(2, [[Point(x: 10, y: 10), Point(x: 72, y: 22), Point(x: 25, y: 76)]], color: Color(rgb: 0x2F6FDE)),
            S.shape(3, [S.star(Point(x: 115, y: 45), 36)], color: Color(rgb: 0xE4572E)),
            S.shape(4, [S.star(Point(x: 192, y: 45), 36)], color: Color(rgb: 0x2BAA5A), rule: .evenOdd),
            S.masked(S.item(5, Rect(x: 238, y: 10, width: 58, height: 72), color: Color(rgb: 0xC0392B)), [0]),
            S.shape(
                6, [S.circle(Point(x: 45, y: 140), 36)], color: Color(red: 0.56, green: 0.27, blue: 0.68, alpha: 0.6)),
            S.shape(7, [S.circle(Point(x: 125, y: 145), 38)], color: Color(rgb: 0xD81B60), clips: [diamond]),
            S.masked(shadow, [2]),
            S.masked(
                S.item(8, Rect(x: 175, y: 112, width: 60, height: 60), color: Color(rgb: 0x0E7C86), radius: 10), [2]),
            S.masked(border, [2]),
            S.masked(S.item(10, Rect(x: 245, y: 95, width: 50, height: 100), color: Color(rgb: 0x1565C0)), [1]),
            S.masked(
                S.item(11, Rect(x: 88, y: 82, width: 60, height: 24), color: Color(rgb: 0x37474F), title: "Mask"), [4])
        ]
        return S.frame(Size(width: 300, height: 200), items, masks: masks)
    }

    /// The scene and its comparison (built once: it renders the reference once per item).
    static let scene: (frame: RenderFrame, comparison: ConformanceComparison) = {
        let f = frame()
        return (f, ConformanceComparison(frame: f, names: names, scale: scale))
    }()

    /// Every entry shows (owns compared pixels) and the masks cut what they should.
    func testEveryEntryShowsAndTheMasksCut() {
        let c = Self.scene.comparison
        XCTAssertEqual(
            c.own.map(\.name),
            [
                "root", "triangle.shape", "star.nonzero.shape", "star.evenodd.shape", "masked.rect", "circle.shape",
                "clipped.shape", "card.shadow", "card", "card.border", "masked.translucent", "label"
            ])
        for e in c.own { XCTAssertGreaterThanOrEqual(e.pixels.count, ConformanceComparison.minimumOwnPixels, e.name) }
        let r = c.reference, k = Self.scale
        let root = RGBA8(0xEE, 0xF0, 0xF4)
        func at(_ x: Double, _ y: Double) -> RGBA8 { r[Int(x * k), Int(y * k)] }
        XCTAssertEqual(at(192, 47), root, "the even-odd star's hole")
        XCTAssertNotEqual(at(115, 47), root, "the non-zero star's centre")
        XCTAssertEqual(at(240, 12), root, "the masked rect's corner, outside the circle mask")
        XCTAssertEqual(at(267, 45), RGBA8(0xC0, 0x39, 0x2B))
        XCTAssertEqual(at(150, 145), RGBA8(0xD8, 0x1B, 0x60), "inside the circle and the clip")
        XCTAssertEqual(at(100, 120), root, "inside the circle, outside the clip")
        XCTAssertEqual(at(205, 167), root, "the card's bottom edge between two points of the star mask")
        XCTAssertEqual(
            at(270, 120), RGBA8(0x81, 0xAA, 0xDA), "128/255 of the way to the blue: the mask item's alpha 0.5")
        XCTAssertEqual(at(270, 160), RGBA8(0x15, 0x65, 0xC0), "all of it through the mask's opaque triangle")
        XCTAssertEqual(at(250, 190), root, "outside both")
    }

    /// Asserts `picture` conforms and, edges included, is close to the reference: a browser's
    /// anti-aliasing of a path approximates the exact coverage the rasterizer computes.
    func assertConforms(_ picture: Canvas, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let c = Self.scene.comparison
        c.assertConforms(picture, label, file: file, line: line)
        let all = ConformanceComparison.allPixels(picture, c.reference)
        print(
            "\(label), every pixel: mean difference \(all.mean), \(all.close * 100) % within \(ConformanceComparison.channelTolerance), worst \(all.worst)"
        )
        XCTAssertLessThan(all.mean, 0.5, "\(label): mean absolute difference (of 255)", file: file, line: line)
        XCTAssertGreaterThanOrEqual(
            all.close, 0.995, "\(label): pixels within the tolerance, edges included", file: file, line: line)
    }

    /// The SVG document as Chromium draws it.
    func testSVGInChromiumMatchesTheReference() throws {
        assertConforms(try ChromiumScreenshots.svg(Self.scene.frame, scale: Self.scale, for: self), "shapes svg")
    }

    /// The HTML player as Chromium draws it.
    func testHTMLInChromiumMatchesTheReference() throws {
        assertConforms(try ChromiumScreenshots.player(Self.scene.frame, scale: Self.scale, for: self), "shapes html")
    }

    /// The SVG: a shape is a path with its fill rule inside its clip group; a mask is a
    /// `<mask>` of alpha type in the defs holding its items; a masked item is a group that
    /// refers to it, nested for each mask; an item whose mask does not exist is left out.
    func testSVGHasPathsWithFillRulesAndAlphaMasks() {
        var frame = Self.scene.frame
        frame.items.append(S.masked(S.item(12, Rect(x: 0, y: 0, width: 10, height: 10), color: .black), [9]))
        let svg = SVGRenderer().document(for: frame)
        XCTAssertTrue(svg.contains("<path id=\"shape3\" d=\"M115 9 L"))
        XCTAssertTrue(svg.contains("fill-rule=\"evenodd\""))
        XCTAssertTrue(svg.contains("<path id=\"shape4\""))
        XCTAssertEqual(svg.components(separatedBy: "<mask id=").count - 1, 5)
        XCTAssertTrue(svg.contains("<mask id=\"mask0\" mask-type=\"alpha\""))
        XCTAssertTrue(svg.contains("<g mask=\"url(#mask2)\">\n    <rect id=\"shadow8\""))
        XCTAssertTrue(svg.contains("<path id=\"m4-shape95\""), "a mask's items are drawn inside it")
        XCTAssertTrue(
            svg.contains("<g mask=\"url(#mask3)\">\n      <path id=\"m4-shape95\""), "and masked by an earlier mask")
        XCTAssertTrue(svg.contains("<g clip-path=\"url(#c0)\">\n    <path id=\"shape7\""))
        XCTAssertFalse(svg.contains("item12"), "a missing mask hides the item")
        XCTAssertLessThan(
            svg.range(of: "<mask id=\"mask4\"")!.lowerBound, svg.range(of: "id=\"background\"")!.lowerBound,
            "masks are defs")
    }

    /// The player's data carries polygons, fill rule and mask indices per item, and per frame
    /// the items of the masks in use.
    func testPlayerDataCarriesShapesAndMasks() throws {
        let html = HTMLRenderer().document(for: [Self.scene.frame])
        let start = try XCTUnwrap(html.range(of: "<script type=\"application/json\" id=\"frame-data\">")).upperBound
        let end = try XCTUnwrap(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any])
        XCTAssertEqual(json["minimumBand"] as? Double, PolygonCoverage.minimumBand)
        let frame = try XCTUnwrap((json["frames"] as? [[String: Any]])?.first)
        let items = try XCTUnwrap(frame["items"] as? [[String: Any]])
        XCTAssertEqual(items.count, Self.scene.frame.items.count)
        let star = try XCTUnwrap(items.first { $0["id"] as? Int == 4 })
        XCTAssertEqual(star["f"] as? Int, 1)
        XCTAssertEqual((star["p"] as? [[Double]])?.first?.count, 10)
        XCTAssertNil(star["q"], "a shape's bounds are not needed")
        XCTAssertEqual(items.filter { $0["id"] as? Int == 8 }.map { $0["m"] as? [Int] }, [[2], [2], [2]])
        let masks = try XCTUnwrap(frame["masks"] as? [[[String: Any]]])
        XCTAssertEqual(masks.map(\.count), [1, 2, 1, 1, 1])
        XCTAssertEqual(masks[4].first?["m"] as? [Int], [3])
    }
}
