import Foundation
import TestSupport
import XCTest
#if canImport(FoundationXML)
    import FoundationXML
#endif
@testable import AnimationCore
@testable import Rendering

/// SVG output parsed back with an XML parser.
final class RenderSVGRendererTests: XCTestCase {
    typealias S = RenderTestSupport

    /// Every element below `node`, depth first.
    func elements(_ node: XMLNode) -> [XMLElement] {
        var out: [XMLElement] = []
        for child in node.children ?? [] {
            if let e = child as? XMLElement {
                out.append(e)
                out += elements(e)
            }
        }
        return out
    }

    func name(_ e: XMLElement) -> String { e.localName ?? e.name ?? "" }
    /// An attribute's value. (Read from `attributes`: swift-corelibs-foundation's
    /// `attribute(forName:)` misses attributes of elements in a default namespace.)
    func attribute(_ e: XMLElement, _ a: String) -> String? { e.attributes?.first { $0.name == a }?.stringValue }

    func numbers(_ s: String) -> [Double] {
        s.split(whereSeparator: { !"0123456789.-e".contains($0) }).compactMap { Double($0) }
    }

    let title = "<A & \"B\"> 'c'"

    func scene() -> RenderFrame {
        let tilt = Transform3D.rotation(0.6, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 400))
        return S.frame(
            Size(width: 300, height: 200),
            [
                S.item(
                    1, size: Size(width: 120, height: 60), center: Point(x: 100, y: 80),
                    transform: .rotation(0.5, x: 0, y: 0, z: 1),
                    color: Color(red: 0.2, green: 0.4, blue: 0.8), alpha: 0.5, radius: 10, title: title),
                S.item(
                    2, size: Size(width: 80, height: 80), center: Point(x: 220, y: 100), transform: tilt,
                    color: Color(rgb: 0xFF8800), radius: 8, title: "3D"),
                S.item(
                    3, Rect(x: 10, y: 150, width: 100, height: 40), color: .black,
                    clips: [S.quad(Rect(x: 0, y: 160, width: 300, height: 40))]),
                S.item(4, Rect(x: 0, y: 0, width: 10, height: 10), color: .black, alpha: 0),
                S.item(5, Rect(x: 150, y: 150, width: 100, height: 30), color: .clear, alpha: 0.8, title: "Tab")
            ])
    }

    func testSingleFrameStructureTransformAndEscapedTitle() throws {
        let text = SVGRenderer(scale: 2).document(for: scene())
        XCTAssertFalse(text.contains(title), "raw title must be escaped")
        let doc = try XMLDocument(xmlString: text, options: [])
        let root = try XCTUnwrap(doc.rootElement())
        XCTAssertEqual(name(root), "svg")
        XCTAssertEqual(attribute(root, "width"), "600")
        XCTAssertEqual(attribute(root, "viewBox"), "0 0 300 200")
        let all = elements(root)
        let shapes = all.filter { ["rect", "path"].contains(name($0)) && (attribute($0, "id") ?? "").hasPrefix("item") }
        XCTAssertEqual(shapes.count, 3, "the transparent item is left out")
        let rotated = try XCTUnwrap(shapes.first { attribute($0, "id") == "item1" })
        XCTAssertEqual(name(rotated), "rect")
        XCTAssertEqual(attribute(rotated, "rx"), "10")
        let m = numbers(try XCTUnwrap(attribute(rotated, "transform")))
        XCTAssertEqual(m.count, 6)
        XCTAssertEqual(m[0], cos(0.5), accuracy: 1e-5)
        XCTAssertEqual(m[1], sin(0.5), accuracy: 1e-5)
        XCTAssertEqual(m[2], -sin(0.5), accuracy: 1e-5)
        XCTAssertEqual(m[3], cos(0.5), accuracy: 1e-5)
        // The matrix maps the bounds' centre (60, 30) onto the view's centre (100, 80).
        XCTAssertEqual(m[0] * 60 + m[2] * 30 + m[4], 100, accuracy: 2e-3)
        XCTAssertEqual(m[1] * 60 + m[3] * 30 + m[5], 80, accuracy: 2e-3)
        XCTAssertEqual(attribute(rotated, "fill"), "#3366cc")
        XCTAssertEqual(Double(attribute(rotated, "fill-opacity") ?? ""), 0.5)
        let tilted = try XCTUnwrap(shapes.first { attribute($0, "id") == "item2" })
        XCTAssertEqual(name(tilted), "path", "perspective: a projected outline")
        XCTAssertGreaterThan(numbers(attribute(tilted, "d") ?? "").count, 60)
        XCTAssertNil(all.first { attribute($0, "id") == "item5" }, "a clear view has no fill")
        // Titles are paths of the bitmap font's ink, labelled with their text.
        XCTAssertFalse(all.contains { name($0) == "text" })
        let titles = all.filter { (attribute($0, "id") ?? "").hasPrefix("title") }
        XCTAssertEqual(titles.map { name($0) }, ["path", "path", "path"])
        XCTAssertEqual(titles.map { attribute($0, "aria-label") ?? "" }, [title, "3D", "Tab"])
        XCTAssertEqual(titles.map { attribute($0, "id") ?? "" }, ["title1", "title2", "title5"])
        XCTAssertEqual(attribute(titles[0], "fill"), "#ffffff", "white ink on a mid blue")
        XCTAssertEqual(attribute(titles[0], "fill-opacity"), "0.5", "the item's alpha")
        XCTAssertEqual(attribute(titles[2], "fill"), "#000000", "black ink on a clear view")
        XCTAssertEqual(attribute(titles[2], "fill-opacity"), "0.8")
        // A flat title: whole font pixels under the item's matrix scaled to the title's place.
        let layout = try XCTUnwrap(
            TitleLayout(title: title, size: Size(width: 120, height: 60), color: Color(red: 0.2, green: 0.4, blue: 0.8))
        )
        let t = numbers(try XCTUnwrap(attribute(titles[0], "transform")))
        XCTAssertEqual(t[0], m[0] * layout.pixelSize, accuracy: 1e-5)
        XCTAssertEqual(t[3], m[3] * layout.pixelSize, accuracy: 1e-5)
        XCTAssertEqual(t[4], m[0] * layout.originX + m[2] * layout.originY + m[4], accuracy: 2e-3)
        XCTAssertEqual(t[5], m[1] * layout.originX + m[3] * layout.originY + m[5], accuracy: 2e-3)
        let d = try XCTUnwrap(attribute(titles[0], "d"))
        XCTAssertEqual(d.filter { $0 == "M" }.count, layout.inkRectangles.count)
        XCTAssertTrue(numbers(d).allSatisfy { $0 == $0.rounded() }, "font pixels are whole numbers")
        // Under perspective: no matrix, each rectangle projected (four points each).
        XCTAssertNil(attribute(titles[1], "transform"))
        let layout3D = try XCTUnwrap(
            TitleLayout(title: "3D", size: Size(width: 80, height: 80), color: Color(rgb: 0xFF8800)))
        XCTAssertEqual(numbers(attribute(titles[1], "d") ?? "").count, layout3D.inkRectangles.count * 8)
        let clips = all.filter { name($0) == "clipPath" }
        XCTAssertEqual(clips.count, 1)
        let clipID = try XCTUnwrap(attribute(clips[0], "id"))
        let group = try XCTUnwrap(all.first { attribute($0, "clip-path") == "url(#\(clipID))" })
        XCTAssertEqual(elements(group).compactMap { attribute($0, "id") }, ["item3"])
    }

    /// Ink that would leave the item (a title shrunk to a low view hangs its descenders below
    /// it) is clipped to the item's outline, as the rasterizer clips it; ink well inside is not.
    func testTitleInkOutsideItsViewIsClippedToTheView() throws {
        let low = S.item(1, Rect(x: 10, y: 10, width: 100, height: 6), color: Color(rgb: 0xCCCCCC), title: "gypq")
        let pill = S.item(
            2, Rect(x: 10, y: 30, width: 60, height: 24), color: Color(rgb: 0xCCCCCC), radius: 12, title: "Button")
        let plain = S.item(
            3, Rect(x: 10, y: 60, width: 100, height: 40), color: Color(rgb: 0xCCCCCC), radius: 6, title: "OK")
        for item in [low, pill, plain] {
            let t = try XCTUnwrap(TitleLayout(title: item.title, size: item.size, color: item.color))
            XCTAssertEqual(
                SVGRenderer.inkLeavesShape(
                    t, width: item.size.width, height: item.size.height, radius: SVGRenderer.radius(item)),
                item.id != 3, "item \(item.id)")
        }
        let doc = try XMLDocument(
            xmlString: SVGRenderer().document(for: S.frame(Size(width: 120, height: 110), [low, pill, plain])),
            options: [])
        let all = elements(try XCTUnwrap(doc.rootElement()))
        let clips = all.filter { name($0) == "clipPath" }
        XCTAssertEqual(clips.count, 2)
        // The low view's clip is its rectangle; the pill's its outline with 8 segments per corner.
        let points = clips.map { numbers(attribute(elements($0)[0], "points") ?? "").count / 2 }
        XCTAssertEqual(points, [4, 36])
        for (id, clip) in [("title1", clips[0]), ("title2", clips[1])] {
            let group = try XCTUnwrap(
                all.first { attribute($0, "clip-path") == "url(#\(attribute(clip, "id") ?? ""))" })
            XCTAssertEqual(elements(group).compactMap { attribute($0, "id") }, [id])
        }
        let ok = try XCTUnwrap(all.first { attribute($0, "id") == "title3" })
        XCTAssertFalse(all.contains { attribute($0, "clip-path") != nil && elements($0).contains { $0 === ok } })
    }

    func testControlCharactersAreReplacedAndTheDocumentStillParses() throws {
        let f = S.frame(
            Size(width: 100, height: 50),
            [S.item(1, Rect(x: 0, y: 0, width: 100, height: 50), color: .white, title: "a\u{1}b\u{0}]]>")])
        let doc = try XMLDocument(xmlString: SVGRenderer().document(for: f), options: [])
        let text = elements(try XCTUnwrap(doc.rootElement())).first { attribute($0, "id") == "title1" }
        XCTAssertEqual(text.flatMap { attribute($0, "aria-label") }, "a\u{FFFD}b\u{FFFD}]]>")
    }

    func testAnimatedDocumentShowsEachFrameInItsSlot() throws {
        let frames = (0..<5).map { i in
            S.frame(
                Size(width: 100, height: 100),
                [S.item(1, Rect(x: Double(i) * 10, y: 10, width: 30, height: 30), color: .black)], time: Double(i) / 10)
        }
        let doc = try XMLDocument(xmlString: SVGRenderer().animatedDocument(for: frames, fps: 10), options: [])
        let all = elements(try XCTUnwrap(doc.rootElement()))
        let groups = all.filter { name($0) == "g" && (attribute($0, "id") ?? "").hasPrefix("frame") }
        XCTAssertEqual(groups.count, 5)
        XCTAssertEqual(groups.map { attribute($0, "visibility") }, ["visible", "hidden", "hidden", "hidden", "hidden"])
        let anims = groups.map { g in elements(g).first { name($0) == "animate" }! }
        XCTAssertTrue(
            anims.allSatisfy {
                attribute($0, "dur") == "0.5s" && attribute($0, "calcMode") == "discrete"
                    && attribute($0, "repeatCount") == "indefinite" && attribute($0, "attributeName") == "visibility"
            })
        XCTAssertEqual(attribute(anims[2], "keyTimes"), "0;0.4;0.6")
        XCTAssertEqual(attribute(anims[2], "values"), "hidden;visible;hidden")
        XCTAssertEqual(attribute(anims[0], "values"), "visible;hidden")
        XCTAssertEqual(attribute(anims[4], "keyTimes"), "0;0.8")
        // Each frame's square is where that frame put it.
        let rect3 = try XCTUnwrap(elements(groups[3]).first { name($0) == "rect" })
        XCTAssertEqual(numbers(attribute(rect3, "transform") ?? "")[4], 30, accuracy: 1e-9)
        // Ids stay unique across frames.
        let ids = all.compactMap { attribute($0, "id") }
        XCTAssertEqual(Set(ids).count, ids.count)
    }
}
