import Rendering
import Session
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Terminal

final class TerminalLayoutTests: XCTestCase {
    func testTallViewportIsScaledToTheHeightAndCentredAcross() {
        // 100 × 41 cells: 100 × 80 pixels for the picture, the last row for the status.
        let l = TerminalLayout(columns: 100, rows: 41, viewport: Size(width: 390, height: 844))
        XCTAssertEqual(l.scale, 80.0 / 844, accuracy: 1e-12)
        XCTAssertEqual(l.imageWidth, 37)
        XCTAssertEqual(l.imageHeight, 80)
        XCTAssertEqual(l.imageRows, 40)
        XCTAssertEqual(l.originColumn, 31)
        XCTAssertEqual(l.originRow, 0)
        // The rasterizer makes exactly that picture.
        let size = Rasterizer(scale: l.scale).pixelSize(of: RenderFrame(time: 0, size: l.viewport, items: []))
        XCTAssertEqual(size.width, l.imageWidth)
        XCTAssertEqual(size.height, l.imageHeight)
    }

    func testWideViewportIsCentredDown() {
        let l = TerminalLayout(columns: 40, rows: 21, viewport: Size(width: 400, height: 100))
        XCTAssertEqual(l.scale, 0.1, accuracy: 1e-12)
        XCTAssertEqual(l.imageWidth, 40)
        XCTAssertEqual(l.imageHeight, 10)
        XCTAssertEqual(l.originColumn, 0)
        XCTAssertEqual(l.originRow, 7)   // (20 − 5) / 2
    }

    func testCellsMapToPointsAndBack() {
        let l = TerminalLayout(columns: 100, rows: 41, viewport: Size(width: 390, height: 844))
        // The picture's top-left cell (1-based 32, 1) is the first pixel column and the first
        // two pixel rows: its centre is at (0.5, 1) pixels.
        let p = l.point(column: 32, row: 1)
        XCTAssertEqual(p.x, 0.5 / l.scale, accuracy: 1e-9)
        XCTAssertEqual(p.y, 1 / l.scale, accuracy: 1e-9)
        // The last cell's centre.
        let q = l.point(column: 32 + 36, row: 40)
        XCTAssertEqual(q.x, 36.5 / l.scale, accuracy: 1e-9)
        XCTAssertEqual(q.y, 79 / l.scale, accuracy: 1e-9)
        XCTAssertLessThan(q.x, 390); XCTAssertLessThan(q.y, 844)
        // Round trip for every cell, inside the picture and around it.
        for row in 1...41 {
            for column in 1...100 {
                let c = l.cell(of: l.point(column: column, row: row))
                XCTAssertEqual(c.column, column); XCTAssertEqual(c.row, row)
            }
        }
        XCTAssertEqual(l.cell(of: Point(x: 195, y: 422)).column, 32 + Int(195 * l.scale))
        XCTAssertTrue(l.contains(column: 32, row: 1))
        XCTAssertTrue(l.contains(column: 68, row: 40))
        XCTAssertFalse(l.contains(column: 31, row: 1))
        XCTAssertFalse(l.contains(column: 69, row: 1))
        XCTAssertFalse(l.contains(column: 40, row: 41), "the status line is not the picture")
        // Left of the picture is a negative x.
        XCTAssertLessThan(l.point(column: 1, row: 1).x, 0)
    }

    func testNoRoomGivesAnEmptyLayout() {
        XCTAssertTrue(TerminalLayout(columns: 80, rows: 1, viewport: Size(width: 390, height: 844)).isEmpty)
        XCTAssertTrue(TerminalLayout(columns: 0, rows: 24, viewport: Size(width: 390, height: 844)).isEmpty)
        let tiny = TerminalLayout(columns: 1, rows: 2, viewport: Size(width: 390, height: 844))
        XCTAssertFalse(tiny.isEmpty)
        XCTAssertEqual(tiny.imageWidth, 1); XCTAssertEqual(tiny.imageHeight, 2)
    }

    func testStatusLineText() {
        let s = StatusLine(animator: "slide", interaction: "keyboard", time: 1.234, progress: 0.456, state: .interactive)
        XCTAssertEqual(s.fullText, " slide | keyboard | t 1.23 s | 46% | interactive | ←/→ scrub  space release  r replay  q quit")
        XCTAssertEqual(s.text(width: 20), " slide | keyboard |")
        XCTAssertEqual(s.text(width: 1000), s.fullText)
        let done = StatusLine(animator: "slide", interaction: "none", time: 1, progress: 1, state: .completed)
        XCTAssertEqual(done.fullText, " slide | none | t 1.00 s | 100% | completed, showing the last frame | r replay  q quit")
        XCTAssertTrue(StatusLine(animator: "a", interaction: "pan", time: 0, progress: 0, state: .waiting).help.contains("drag"))
    }
}
