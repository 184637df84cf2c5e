import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// The pixel buffer's layout and helpers.
final class RenderCanvasTests: XCTestCase {
    func testLayoutAndPixelHelpers() {
        var c = Canvas(width: 3, height: 2, fill: RGBA8(1, 2, 3, 4))
        XCTAssertEqual(c.pixels.count, 24)
        XCTAssertEqual(Array(c.pixels.prefix(8)), [1, 2, 3, 4, 1, 2, 3, 4])
        c[2, 1] = RGBA8(9, 8, 7, 6)
        XCTAssertEqual(Array(c.pixels.suffix(4)), [9, 8, 7, 6], "row-major RGBA, top row first")
        XCTAssertEqual(c.pixel(x: 2, y: 1), RGBA8(9, 8, 7, 6))
        c.setPixel(x: 0, y: 1, .white)
        XCTAssertEqual(c[0, 1], .white)
        XCTAssertFalse(c.isOpaque)
        c.fill(x: -5, y: -5, width: 7, height: 6, .black)
        XCTAssertEqual(c[1, 0], .black)
        XCTAssertEqual(c[2, 0], RGBA8(1, 2, 3, 4))
        var big = Canvas(width: 5, height: 5)
        big.draw(c, x: 3, y: 4)
        XCTAssertEqual(big[3, 4], .black)
        XCTAssertEqual(big[4, 4], .black)
        XCTAssertEqual(big[2, 4], .clear)
        XCTAssertEqual(RGBA8(Color(red: 0.5, green: -1, blue: 2, alpha: .nan)), RGBA8(128, 0, 255, 0))
        XCTAssertEqual(RGBA8(packed: RGBA8(1, 2, 3, 4).packed), RGBA8(1, 2, 3, 4))
    }
}
