import AnimationCore
import Rendering
import TestSupport
import TextFormat
import XCTest
@testable import host_cli

/// The benchmark's scene, rendered by the engine and encoded, decodes to what it should show.
final class RenderBenchmarkTests: XCTestCase {
    func testTransitionGIFShowsFromThenTo() throws {
        let frames = RenderBenchmark.transitionFrames(count: 60, fps: 60)
        XCTAssertEqual(frames.count, 60)
        XCTAssertEqual(frames[0].items.count, 3)
        let canvases = frames.map { Rasterizer(scale: 0.5).render($0) }
        let gif = try GIFDecoder(GIFEncoder.encode(canvases, fps: 60))
        XCTAssertEqual(gif.width, 195)
        XCTAssertEqual(gif.height, 422)
        XCTAssertEqual(gif.frames.map(\.delay).reduce(0, +), 100)
        XCTAssertEqual(gif.loopCount, 0)
        let from = RGBA8(Color(rgb: 0xF4D35E)), to = RGBA8(Color(rgb: 0x2E5EAA))
        XCTAssertEqual(gif.frames[0].screen[20, 100], from, "starts on the From view")
        XCTAssertEqual(gif.frames.last!.screen[20, 100], to, "ends on the To view")
        // Titles: dark ink on the light From view in the middle of the first frame.
        let first = gif.frames[0].screen
        let dark = (205..<217).flatMap { y in (85..<110).map { first[$0, y] } }.filter { $0.r < 160 && $0.g < 160 }
        XCTAssertGreaterThan(dark.count, 10)
        // Midway both views are on screen: From's colour on the left, To's blend on the right.
        let mid = gif.frames[gif.frames.count / 3].screen
        XCTAssertNotEqual(mid[2, 100], mid[192, 100])
        for f in gif.frames { XCTAssertEqual(f.screen.pixels, canvases.first { $0.pixels == f.screen.pixels }?.pixels) }
    }

    func testBenchmarkReportsItsFields() {
        let r = RenderBenchmark.gif(samples: 1, scale: 0.25)
        XCTAssertEqual(r.name, "render.gif")
        XCTAssertEqual(r["frames"]?.double, 60)
        // 40 after merging short frames, minus the 4 last spring frames that are pixel-identical at
        // this scale (they only extend the previous frame's delay).
        XCTAssertEqual(r["gif_frames"]?.double, 36)
        XCTAssertEqual(r["width"]?.double, 98)
        XCTAssertEqual(r["height"]?.double, 211)
        XCTAssertGreaterThan(r["bytes"]?.double ?? 0, 500)
        XCTAssertGreaterThan(r["frames_per_second"]?.double ?? 0, 0)
        XCTAssertTrue(r.json.hasPrefix("{\"name\": \"render.gif\""))
    }
}
