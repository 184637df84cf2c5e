import Foundation
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// Every renderer draws the ``ConformanceScene`` like the reference, the ``Rasterizer`` (the
/// PNG output), within ``ConformanceComparison``'s tolerance: the PNG file exactly, the GIF
/// through the test decoder, the SVG document and the HTML player through headless Chromium
/// screenshots. (The terminal is checked against the same scene in the terminal tests.)
final class RenderConformanceTests: XCTestCase {
    /// Pixels per point: a title's font pixel is 4.5 pixels, so glyph strokes have pixels that
    /// are not anti-aliased edges and take part in the comparison.
    static let scale = 3.0

    /// The scene, its entries' names by item id, and the comparison (built once: it renders
    /// the reference once per item).
    static let scene: (frame: RenderFrame, names: [Int: String], comparison: ConformanceComparison) = {
        let (frame, ids) = ConformanceScene.frame()
        let names = Dictionary(uniqueKeysWithValues: ids.map { ($0.value, $0.key) })
        return (frame, names, ConformanceComparison(frame: frame, names: names, scale: scale))
    }()

    /// Asserts that `picture` conforms, naming `renderer` and printing the numbers.
    func assertConforms(_ picture: Canvas, _ renderer: String, file: StaticString = #filePath, line: UInt = #line) {
        Self.scene.comparison.assertConforms(picture, "conformance \(renderer)", file: file, line: line)
    }

    // MARK: The scene

    /// The scene uses every visual property of the render model; each visible entry can be
    /// checked (owns compared pixels); hidden entries are absent.
    func testSceneCoversTheRenderModelAndEveryEntryShows() throws {
        let (frame, names, comparison) = Self.scene
        let byName = Dictionary(uniqueKeysWithValues: frame.items.map { (ConformanceComparison.name($0, names), $0) })
        let hidden = ConformanceScene.hiddenNames
        XCTAssertEqual(hidden, ["hidden", "hidden.child"])
        XCTAssertEqual(
            Set(byName.keys),
            Set(["root"] + ConformanceScene.entries.map(\.name) + ConformanceScene.borderNames)
                .subtracting(hidden).subtracting(ConformanceScene.facingAwayNames),
            "hidden views, and a single-sided one facing away, are absent")
        let back = try XCTUnwrap(byName["flipped.back"], "a double-sided child of a culled layer is drawn")
        XCTAssertTrue(RenderModel.facesAway(back.corners), "it shows its back (mirrored)")
        let items = frame.items
        XCTAssertTrue(
            items.contains { $0.color.alpha == 0 && ($0.title ?? "").isEmpty == false }, "a clear view with a title")
        XCTAssertTrue(items.contains { $0.color.alpha > 0 && $0.color.alpha < 1 }, "a translucent colour")
        XCTAssertTrue(items.contains { $0.alpha < 1 && $0.color.alpha == 1 }, "view alpha")
        XCTAssertEqual(
            try XCTUnwrap(byName["group.child"]).alpha, 0.6 * 0.8, accuracy: 1e-12, "nested (effective) alpha")
        XCTAssertEqual(
            try XCTUnwrap(byName["group.tab"]).alpha, 0.6, accuracy: 1e-12, "a clear title under a translucent parent")
        XCTAssertTrue(items.contains { $0.cornerRadius > 0 }, "corner radius")
        XCTAssertEqual(try XCTUnwrap(byName["group.child"]).clips.count, 1, "clipped by its parent")
        let tilted = try XCTUnwrap(byName["tilted"])
        let m = try XCTUnwrap(
            QuadMapping(corners: tilted.corners, width: tilted.size.width, height: tilted.size.height))
        XCTAssertFalse(m.isAffine(over: tilted.size), "perspective: corners no affine map gives")
        let order = items.map { ConformanceComparison.name($0, names) }
        let raisedBorder = try XCTUnwrap(byName["raised.border"], "a border")
        XCTAssertGreaterThan(
            try XCTUnwrap(order.firstIndex(of: "raised.border")), try XCTUnwrap(order.firstIndex(of: "raised.badge")),
            "a border comes after the view's subviews")
        XCTAssertEqual(raisedBorder.border, 4)
        XCTAssertLessThan(
            try XCTUnwrap(order.firstIndex(of: "lowered")), try XCTUnwrap(order.firstIndex(of: "raised")),
            "zPosition 1 draws above a later sibling")
        XCTAssertEqual(try XCTUnwrap(byName["star.shape"]).fillRule, .evenOdd, "an even-odd fill")
        XCTAssertGreaterThan(try XCTUnwrap(byName["ring.shape"]).polygons.count, 10, "a stroke, as outlines")
        XCTAssertEqual(frame.masks.count, 1, "one mask")
        XCTAssertEqual(try XCTUnwrap(byName["masked"]).masks, [0])
        XCTAssertEqual(try XCTUnwrap(byName["masked.child"]).masks, [0], "over the subtree")
        let gradient = try XCTUnwrap(byName["gradient.gradient"]?.gradient, "a gradient item")
        XCTAssertEqual(gradient.stops.map(\.location), [0.1, 0.45, 0.9])
        XCTAssertEqual(gradient.end, Point(x: 112, y: 42), "the axis in the layer's own points")
        let pictured = try XCTUnwrap(byName["picture/label"], "the picture's items are drawn")
        XCTAssertEqual(pictured.corners[0], Point(x: 126 + 4, y: 216 + 4), "stretched twice over the layer's bounds")
        XCTAssertEqual(pictured.title, "Pic")
        XCTAssertEqual(try XCTUnwrap(byName["picture/star.shape"]).polygons.count, 1, "a shape in a picture")
        // Every visible entry has pixels of its own to compare.
        XCTAssertEqual(comparison.own.map(\.name), order)
        for e in comparison.own {
            XCTAssertGreaterThanOrEqual(
                e.pixels.count, ConformanceComparison.minimumOwnPixels, "\(e.name) shows nowhere comparable")
        }
        let share = Double(comparison.compared.filter { $0 }.count) / Double(comparison.compared.count)
        XCTAssertGreaterThan(share, 0.8, "most of the picture is compared (not anti-aliased edges)")
        // The clear views' titles are in the reference: their ink is there.
        let tab = try XCTUnwrap(comparison.own.first { $0.name == "group.tab" })
        XCTAssertGreaterThan(tab.pixels.count, 100)
    }

    /// The comparison is not blind: the reference with one entry left out fails it, by name.
    func testComparisonFailsARenderingThatDropsAnEntry() throws {
        let (frame, names, comparison) = Self.scene
        for name in ["group.tab", "clear-label", "tilted"] {
            var without = frame
            without.items.removeAll { names[$0.id] == name }
            let outcome = comparison.compare(Rasterizer(scale: Self.scale).render(without))
            XCTAssertTrue(outcome.failures.contains { $0.hasPrefix("\(name):") }, "\(name): \(outcome.failures)")
        }
        XCTAssertEqual(comparison.compare(comparison.reference).failures, [])
        XCTAssertEqual(comparison.compare(comparison.reference).differing, 0)
    }

    // MARK: The renderers

    /// The PNG file decodes (independently, with python3) to exactly the reference.
    func testPNGFileIsTheReferenceExactly() throws {
        try XCTSkipUnless(PNGDecoding.hasPython, "python3 is needed to decode PNG files independently")
        let dir = try RenderTestSupport.temporaryDirectory(for: self)
        let path = dir.appendingPathComponent("scene.png")
        try Data(PNGEncoder.encode(Self.scene.comparison.reference)).write(to: path)
        let decoded = try PNGDecoding.decode(path: path.path).canvas
        XCTAssertEqual(decoded, Self.scene.comparison.reference)
        assertConforms(decoded, "png")
    }

    /// The GIF (a palette per frame, dithered when the frame has more than 256 colours).
    func testGIFMatchesTheReference() throws {
        let gif = try GIFDecoder(GIFEncoder.encode([Self.scene.comparison.reference], fps: 10))
        XCTAssertEqual(gif.frames.count, 1)
        assertConforms(try XCTUnwrap(gif.frames.first?.screen), "gif")
    }

    /// The SVG document as Chromium draws it.
    func testSVGInChromiumMatchesTheReference() throws {
        assertConforms(try ChromiumScreenshots.svg(Self.scene.frame, scale: Self.scale, for: self), "svg")
    }

    /// The HTML player as Chromium draws it.
    func testHTMLInChromiumMatchesTheReference() throws {
        assertConforms(try ChromiumScreenshots.player(Self.scene.frame, scale: Self.scale, for: self), "html")
    }
}
