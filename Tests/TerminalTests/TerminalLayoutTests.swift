import Rendering
import Session
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Terminal

final class TerminalLayoutTests: XCTestCase {
    func testTallViewportIsScaledToTheHeightAndCentredAcross() {
        // 100 × 41 cells: 100 × 80 pixels for the picture, the last row for the status. Fitted
        // to the height the width is 36.97 pixels: rounded up to 37, with the scale raised to
        // 37 / 390 so that the last column is covered; 0.07 pixels of the bottom are cut.
        let l = TerminalLayout(columns: 100, rows: 41, viewport: Size(width: 390, height: 844))
        XCTAssertEqual(l.scale, 37.0 / 390, accuracy: 1e-12)
        XCTAssertEqual(l.imageWidth, 37)
        XCTAssertEqual(l.imageHeight, 80)
        XCTAssertEqual(l.imageRows, 40)
        XCTAssertEqual(l.originColumn, 31)
        XCTAssertEqual(l.originRow, 0)
        // The rasterizer makes exactly that picture from the part of the viewport shown.
        let size = Rasterizer(scale: l.scale).pixelSize(of: RenderFrame(time: 0, size: l.shownSize, items: []))
        XCTAssertEqual(size.width, l.imageWidth)
        XCTAssertEqual(size.height, l.imageHeight)
        XCTAssertEqual(l.shownSize.width, 390, accuracy: 1e-9)
        XCTAssertEqual(
            844 - l.shownSize.height, (844 * 37.0 / 390 - 80) * 390 / 37, accuracy: 1e-9,
            "0.07 pixels cut at the bottom")
        XCTAssertEqual(844 - l.shownSize.height, 0.757, accuracy: 1e-3)
    }

    /// The viewports the layout tests fit, in points: the default phone size both ways, others
    /// of the CLI's examples, square, 16:9, and fractional.
    static let viewports = [
        Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 320, height: 480),
        Size(width: 300, height: 420), Size(width: 1000, height: 1000), Size(width: 1280, height: 720),
        Size(width: 123.4, height: 56.7)
    ]

    /// For every terminal of 1…200 columns and 2…70 rows and every viewport: the picture is
    /// whole pixels that the viewport covers (no partly covered column or row, which showed as
    /// a stripe of the background), fills the room along one side, keeps the aspect ratio (the
    /// cut is under one pixel in all), is centred, and is exactly what the rasterizer draws
    /// from ``TerminalLayout/shownSize``.
    func testNoTerminalSizeLeavesAStrayColumnOrRow() {
        var checked = 0, strayBefore = 0
        for viewport in Self.viewports {
            for columns in 1...200 {
                for rows in 2...70 {
                    let l = TerminalLayout(columns: columns, rows: rows, viewport: viewport)
                    let room = (columns, 2 * (rows - 1))
                    let label = "\(columns)×\(rows) cells, viewport \(viewport.width)×\(viewport.height)"
                    let exact = (viewport.width * l.scale, viewport.height * l.scale)
                    // Sides of under a pixel at the fitting scale cannot be whole (none here).
                    guard
                        min(viewport.width, viewport.height)
                            * min(Double(room.0) / viewport.width, Double(room.1) / viewport.height) >= 1
                    else { continue }
                    checked += 1
                    if strayColumnOrRowOfTheOldLayout(viewport, room) { strayBefore += 1 }
                    guard !l.isEmpty,
                        Double(l.imageWidth) <= exact.0 + 1e-9, Double(l.imageHeight) <= exact.1 + 1e-9,
                        (exact.0 - Double(l.imageWidth)) + (exact.1 - Double(l.imageHeight)) < 1,
                        l.imageWidth <= room.0, l.imageHeight <= room.1,
                        l.imageWidth == room.0 || l.imageHeight == room.1,
                        l.originColumn == (columns - l.imageWidth) / 2, l.originRow == (rows - 1 - l.imageRows) / 2
                    else {
                        XCTFail(
                            "\(label): picture \(l.imageWidth)×\(l.imageHeight) at scale \(l.scale) (exact \(exact)) in \(room)"
                        )
                        continue
                    }
                    let drawn = Rasterizer(scale: l.scale).pixelSize(for: l.shownSize)
                    if drawn.width != l.imageWidth || drawn.height != l.imageHeight {
                        XCTFail("\(label): the rasterizer draws \(drawn)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 90_000, "nearly all of the 96,600 sizes have sides of a pixel or more")
        print(
            "terminal layout: \(checked) sizes checked; the old layout left a partly covered column or row at \(strayBefore) of them"
        )
        XCTAssertGreaterThan(strayBefore, checked / 2, "the range holds the sizes that showed the stripe")
    }

    /// The old rule (scale to fit, each side rounded up): true when its last pixel column or
    /// row was only partly covered by the viewport.
    func strayColumnOrRowOfTheOldLayout(_ viewport: Size, _ room: (Int, Int)) -> Bool {
        let s = min(Double(room.0) / viewport.width, Double(room.1) / viewport.height)
        let w = viewport.width * s, h = viewport.height * s
        return min(Double(room.0), (w - 1e-9).rounded(.up)) - w > 1e-6
            || min(Double(room.1), (h - 1e-9).rounded(.up)) - h > 1e-6
    }

    func testWideViewportIsCentredDown() {
        let l = TerminalLayout(columns: 40, rows: 21, viewport: Size(width: 400, height: 100))
        XCTAssertEqual(l.scale, 0.1, accuracy: 1e-12)
        XCTAssertEqual(l.imageWidth, 40)
        XCTAssertEqual(l.imageHeight, 10)
        XCTAssertEqual(l.originColumn, 0)
        XCTAssertEqual(l.originRow, 7)  // (20 − 5) / 2
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
        XCTAssertLessThan(q.x, 390)
        XCTAssertLessThan(q.y, 844)
        // Round trip for every cell, inside the picture and around it.
        for row in 1...41 {
            for column in 1...100 {
                let c = l.cell(of: l.point(column: column, row: row))
                XCTAssertEqual(c.column, column)
                XCTAssertEqual(c.row, row)
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
        XCTAssertEqual(tiny.imageWidth, 1)
        XCTAssertEqual(tiny.imageHeight, 2)
    }
}
