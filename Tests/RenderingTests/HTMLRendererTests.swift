import Foundation
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// The HTML player's page: self-contained, carrying the frames and the controls.
final class RenderHTMLRendererTests: XCTestCase {
    typealias S = RenderTestSupport

    func frames() -> [RenderFrame] {
        (0..<3).map { i in
            S.frame(
                Size(width: 120, height: 80),
                [
                    S.item(1, Rect(x: 0, y: 0, width: 120, height: 80), color: Color(rgb: 0xDDEEFF)),
                    S.item(
                        2, Rect(x: Double(i) * 20, y: 10, width: 100, height: 40), color: Color(rgb: 0x884422),
                        radius: 6,
                        title: "</script><script>alert(1)</script> é"),
                    S.item(3, Rect(x: 0, y: 0, width: 0, height: 10), color: .black)
                ], time: Double(i) / 30)
        }
    }

    func testPageIsSelfContainedAndCarriesFramesAndControls() throws {
        let html = HTMLRenderer(scale: 2, fps: 30, title: "A <b> & c").document(for: frames())
        for forbidden in ["http://", "https://", "src=", "<link", "@import", "url(", "<iframe", "<img"] {
            XCTAssertFalse(html.contains(forbidden), "must not reference anything outside: found \(forbidden)")
        }
        XCTAssertEqual(
            html.components(separatedBy: "</script>").count - 1, 2, "titles cannot close the script elements")
        XCTAssertTrue(html.contains("<title>A &lt;b&gt; &amp; c</title>"))
        XCTAssertTrue(html.contains("<canvas id=\"view\" width=\"240\" height=\"160\""))
        XCTAssertTrue(html.contains("id=\"play\""))
        XCTAssertTrue(html.contains("type=\"range\"") && html.contains("max=\"2\""))
        XCTAssertTrue(html.contains("id=\"readout\""))
        XCTAssertTrue(
            html.contains("window.showFrame") && html.contains("playerReady") && html.contains("data-ready")
                && html.contains("frame="))
        // The embedded data parses as JSON and holds every frame's drawable items.
        let start = try XCTUnwrap(html.range(of: "<script type=\"application/json\" id=\"frame-data\">")).upperBound
        let end = try XCTUnwrap(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any])
        XCTAssertEqual(json["width"] as? Int, 240)
        XCTAssertEqual(json["scale"] as? Double, 2)
        XCTAssertEqual(((json["font"] as? [String: Any])?["rows"] as? [Any])?.count, BitmapFont.rows.count)
        let fs = try XCTUnwrap(json["frames"] as? [[String: Any]])
        XCTAssertEqual(fs.count, 3)
        let items = try XCTUnwrap(fs[2]["items"] as? [[String: Any]])
        XCTAssertEqual(items.count, 2, "the empty item is not embedded")
        XCTAssertEqual(items[1]["q"] as? [Double], [40, 10, 140, 10, 140, 50, 40, 50])
        let title = try XCTUnwrap(items[1]["t"] as? [String: Any])
        XCTAssertEqual(title["text"] as? String, "</script><script>alert(1)</script> é")
        XCTAssertEqual((title["g"] as? [Int])?.last, BitmapFont.unknownGlyph)
        XCTAssertEqual(fs[1]["time"] as? Double, 1.0 / 30)
    }

    func testEmptyFrameListStillMakesAPage() {
        let html = HTMLRenderer().document(for: [])
        XCTAssertTrue(html.contains("<canvas id=\"view\" width=\"1\" height=\"1\""))
        XCTAssertTrue(html.contains("\"frames\":[]"))
    }
}
