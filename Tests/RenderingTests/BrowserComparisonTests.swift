import Foundation
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// The HTML player drawn by a real headless Chromium must match the PNG renderer's pixels.
/// Skipped when no Chromium (or python3, used to decode the screenshot) is installed; see
/// `.ci/install-test-tools`.
final class RenderBrowserComparisonTests: XCTestCase {
    typealias S = RenderTestSupport

    /// A scene with everything the rasterizer does: rotation, perspective, rounded corners,
    /// clipping, translucency and titles.
    func frames() -> [RenderFrame] {
        (0..<2).map { i in
            let tilt = Transform3D.rotation(0.5 + Double(i) * 0.2, x: 0, y: 1, z: 0).concatenating(
                .perspective(distance: 400))
            return S.frame(
                Size(width: 260, height: 180),
                [
                    S.item(1, Rect(x: 0, y: 0, width: 260, height: 180), color: Color(rgb: 0xF0F0E8)),
                    S.item(
                        2, size: Size(width: 110, height: 70), center: Point(x: 80, y: 70),
                        transform: .rotation(0.35 + Double(i) * 0.1, x: 0, y: 0, z: 1),
                        color: Color(red: 0.2, green: 0.45, blue: 0.85), alpha: 0.85, radius: 12, title: "Rotated"),
                    S.item(
                        3, size: Size(width: 100, height: 90), center: Point(x: 190, y: 95), transform: tilt,
                        color: Color(rgb: 0xE4572E),
                        radius: 10, title: "Tilted 3D"),
                    S.item(
                        4, Rect(x: 20, y: 120, width: 150, height: 50),
                        color: Color(red: 0.1, green: 0.6, blue: 0.3, alpha: 0.7),
                        title: "clip me", clips: [S.quad(Rect(x: 0, y: 130, width: 140, height: 60))])
                ], time: Double(i) / 60)
        }
    }

    func testChromiumDrawsThePlayerLikeThePNGRenderer() throws {
        let browser = try ChromiumScreenshots.require()
        let scale = 1.5
        let frames = frames()
        let dir = try S.temporaryDirectory(for: self)
        let page = dir.appendingPathComponent("player.html")
        try Data(HTMLRenderer(scale: scale).document(for: frames).utf8).write(to: page)
        for index in [1, 0] {
            let expected = Rasterizer(scale: scale).render(frames[index])
            let got = try ChromiumScreenshots.shoot(
                browser, url: page.absoluteString + "#frame=\(index)", width: expected.width,
                height: expected.height, folder: dir, name: "shot\(index)")
            XCTAssertEqual(got.width, expected.width)
            XCTAssertEqual(got.height, expected.height)
            guard got.width == expected.width, got.height == expected.height else { continue }
            let all = ConformanceComparison.allPixels(got, expected)
            XCTAssertLessThan(all.mean, 2, "frame \(index): mean absolute difference (of 255)")
            XCTAssertGreaterThanOrEqual(all.close, 0.99, "frame \(index): pixels within 8/255")
            // The frame is not trivially empty: the tilted view's colour is in the middle of it.
            XCTAssertEqual(got[Int(190 * scale), Int(95 * scale)], expected[Int(190 * scale), Int(95 * scale)])
        }
    }

    /// `#frame=N` opens the frame the trace calls `"frame": N`, and the readout says N too
    /// (all numbered from 0; the slider's value is the same index, set by the same `show`).
    func testFrameHashReadoutAndSliderNumberFramesAsTheTraceDoes() throws {
        let browser = try ChromiumScreenshots.require()
        let frames = frames()
        XCTAssertGreaterThanOrEqual(frames.count, 2)
        let dir = try S.temporaryDirectory(for: self)
        let page = dir.appendingPathComponent("player.html")
        try Data(HTMLRenderer().document(for: frames).utf8).write(to: page)
        let last = frames.count - 1
        for index in [0, last] {
            let dom = try ChromiumScreenshots.dom(
                browser, url: page.absoluteString + "#frame=\(index)", folder: dir, name: "dom\(index)")
            let time = String(format: "%.3f", frames[index].time)
            XCTAssertTrue(
                dom.contains("<span id=\"readout\">frame \(index) (of 0\u{2013}\(last))  t = \(time) s</span>"),
                "frame \(index): \(dom.components(separatedBy: "id=\"bar\"").last?.prefix(400) ?? "")")
            XCTAssertTrue(dom.contains("data-ready=\"true\""), "frame \(index): the player drew")
        }
    }
}
