import Foundation
import TestSupport
import XCTest
@testable import Rendering

/// The APNG encoder against an independent decoder (Python's zlib): every frame composes back
/// to exactly the canvas given, repeated frames merge into longer delays that add up to real
/// time, changed rectangles are as small as the change.
final class APNGEncoderTests: XCTestCase {
    /// A 9 × 7 canvas, transparent but for `dots` (x, y, colour).
    private func canvas(_ dots: [(Int, Int, RGBA8)]) -> Canvas {
        var c = Canvas(width: 9, height: 7)
        for (x, y, color) in dots {
            c.pixels.replaceSubrange((y * 9 + x) * 4..<(y * 9 + x) * 4 + 4, with: [color.r, color.g, color.b, color.a])
        }
        return c
    }

    private func decode(_ bytes: [UInt8]) throws -> [APNGDecoding.Frame] {
        guard PNGDecoding.hasPython else { throw XCTSkip("python3 is not installed") }
        let path = try NativeTools.temporaryFolder(for: self) + "/x.apng"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try APNGDecoding.decode(path: path)
    }

    func testFramesComposeBackExactlyAndRepeatsMergeIntoDelays() throws {
        let red = RGBA8(255, 0, 0), half = RGBA8(0, 0, 255, 128)
        let a = canvas([(0, 0, red)]), b = canvas([(0, 0, red), (5, 3, half)]), c = canvas([(8, 6, red), (5, 3, half)])
        let e = APNGEncoder(width: 9, height: 7, fps: 60)
        for frame in [a, a, b, c, c, c] { e.add(frame) }
        let frames = try decode(e.finish())
        XCTAssertEqual(frames.map(\.canvas.pixels), [a.pixels, b.pixels, c.pixels])
        XCTAssertEqual(frames.map(\.delayNumerator), [2, 1, 3])
        XCTAssertEqual(frames.map(\.delayDenominator), [60, 60, 60])
        // Only what changed: b adds one dot (1 × 1 at 5, 3); c moves the red dot (0, 0 → 8, 6).
        XCTAssertEqual(APNGEncoder.changedBox(a, b).map { [$0.x, $0.y, $0.width, $0.height] }, [5, 3, 1, 1])
        XCTAssertEqual(APNGEncoder.changedBox(b, c).map { [$0.x, $0.y, $0.width, $0.height] }, [0, 0, 9, 7])
        XCTAssertNil(APNGEncoder.changedBox(c, c))
    }

    /// A rate that is not a whole number: delays in milliseconds.
    func testAFractionalRateGivesMillisecondDelays() throws {
        let e = APNGEncoder(width: 9, height: 7, fps: 29.97)
        e.add(canvas([]))
        e.add(canvas([]))
        e.add(canvas([(1, 1, .white)]))
        let frames = try decode(e.finish())
        XCTAssertEqual(frames.map(\.delayNumerator), [67, 33])
        XCTAssertEqual(frames.map(\.delayDenominator), [1000, 1000])
    }

    /// No frame at all still makes a valid one-frame file.
    func testNoFramesIsOneTransparentFrame() throws {
        let frames = try decode(APNGEncoder(width: 3, height: 2, fps: 60).finish())
        XCTAssertEqual(frames.count, 1)
        XCTAssertEqual(frames[0].canvas.pixels, [UInt8](repeating: 0, count: 3 * 2 * 4))
    }
}
