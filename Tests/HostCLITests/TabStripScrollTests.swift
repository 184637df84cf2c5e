import Foundation
import HostContainer
import ProcessSupport
import Rendering
import TestSupport
import XCTest

/// The custom container's button strip with more buttons than fit (26 children on a 390-point
/// screen): it scrolls, as UIKit's scrolling segmented controls and tab bars do, so the
/// selected button and its indicator are always on screen — checked on rendered PNGs, decoded.
final class TabStripScrollTests: XCTestCase {
    /// The x range of the selection indicator's blue (0x0A84FF) pixels, and their rows.
    private func indicator(_ canvas: Canvas) -> (xs: ClosedRange<Int>, ys: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let p = canvas.pixel(x: x, y: y)
                if p.b > 230, p.r < 40, p.g > 110, p.g < 150 {
                    xs.append(x)
                    ys.append(y)
                }
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    private func render(_ args: [String], _ dir: String, _ name: String) throws -> Canvas {
        let png = dir + "/\(name).png"
        let o = try NativeTools.cli(
            ["run", "--output", png] + args, environment: NativeTools.cliEnvironment(cacheDirectory: dir + "/cache"))
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        return try PNGDecoding.decode(path: png).canvas
    }

    func testTheStripScrollsToTheSelection() throws {
        guard PNGDecoding.hasPython else { throw XCTSkip("python3 decodes the PNGs") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "strip")
        // Closed form: the window is 390 − 2·8 = 374 points wide at x = 8; the strip 26 × 64 =
        // 1664 points. Child 25 ends the strip at the window's right edge: its slot spans
        // 8 + 374 − 64 = 318…382 and the indicator (the slot less 8 points each side) 326…374.
        let last = try render(["--to", "25", "--at", "1"], dir, "last")
        let end = try XCTUnwrap(indicator(last), "the selected tab's indicator is not on screen")
        XCTAssertEqual(Double(end.xs.lowerBound), 326, accuracy: 1)
        XCTAssertEqual(Double(end.xs.upperBound), 373, accuracy: 1)
        XCTAssertEqual(Double(end.ys.lowerBound), (844 * 0.4 - 22 + 39).rounded(.down), accuracy: 1)
        // Child 0 at the start: the strip's left end at the window's left edge: 16…64.
        let first = try render(["--to", "25", "--at", "0"], dir, "first")
        let start = try XCTUnwrap(indicator(first))
        XCTAssertEqual(Double(start.xs.lowerBound), 16, accuracy: 1)
        XCTAssertEqual(Double(start.xs.upperBound), 63, accuracy: 1)
        // Child 12 of 26: centred in the window, 195 ± 24.
        let middle = try render(["--from", "12", "--to", "25", "--at", "0"], dir, "middle")
        let centre = try XCTUnwrap(indicator(middle))
        XCTAssertEqual(Double(centre.xs.lowerBound + centre.xs.upperBound + 1) / 2, 195, accuracy: 1)
        // The default three children (A, B, C) fit: the strip, 192 points, is centred as
        // before, unscrolled (at 99…291; slot 0's indicator 107…155).
        let three = try render(["--at", "0"], dir, "three")
        let fits = try XCTUnwrap(indicator(three))
        XCTAssertEqual(Double(fits.xs.lowerBound), 107, accuracy: 1)
        XCTAssertEqual(Double(fits.xs.upperBound), 154, accuracy: 1)
        XCTAssertEqual(ContainerViewController.stripOffset(index: 1, count: 2, slotWidth: 64, visibleWidth: 128), 0)
    }
}
