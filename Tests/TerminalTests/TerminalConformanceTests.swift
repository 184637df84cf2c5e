import Rendering
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Terminal

/// The terminal renderer draws the ``ConformanceScene`` like the reference: for several
/// terminal sizes and every colour mode, each cell of the picture shows the two pixels of the
/// scene rasterized at the terminal's scale (the whole frame, not the player's cut one), and
/// every other cell is blank.
///
/// Tolerance: 24-bit colour exact (0 of 255 on every channel); 256 colours: the nearest
/// palette entry, within 48 of 255 on every channel (the largest half-step of the 6 × 6 × 6
/// cube is 47.5); no colour: the brightness character of the two pixels' mean Rec. 709 luma,
/// exactly. No anti-aliased edges are excluded: cells are the rasterizer's pixels.
final class TerminalConformanceTests: XCTestCase {
    /// Terminal sizes, cells: common ones, and ones where the picture is bound by the width,
    /// by the height, or tiny.
    static let sizes = [(80, 24), (100, 41), (120, 35), (61, 20), (200, 60), (43, 17), (37, 13), (150, 30)]

    /// The largest per-channel difference allowed in 256-colour mode, of 255.
    static let paletteTolerance = 48

    /// Every cell of every size and colour mode against the reference, then the edges.
    func testCellsShowTheSceneRasterizedAtTheTerminalsScale() throws {
        let (frame, _) = ConformanceScene.frame()
        for (columns, rows) in Self.sizes {
            let layout = TerminalLayout(columns: columns, rows: rows, viewport: frame.size)
            XCTAssertFalse(layout.isEmpty)
            let reference = Rasterizer(scale: layout.scale, background: .white).render(frame)
            for mode in ColorMode.allCases {
                var canvas = Canvas(width: 0, height: 0)
                let grid = TerminalRenderer(mode: mode).picture(frame, layout: layout, canvas: &canvas)
                XCTAssertEqual(grid.columns, columns)
                XCTAssertEqual(grid.rows, rows - 1, "all rows but the status line")
                let wrong = mismatches(grid, reference: reference, layout: layout, mode: mode)
                XCTAssertEqual(wrong, [], "\(columns)×\(rows) cells, \(mode): first of \(wrong.count) wrong cells")
            }
            assertRootColourAtTheEdges(frame, layout: layout, label: "\(columns)×\(rows)")
        }
    }

    /// The cells (at most five, described) that do not show the reference as `mode` must.
    func mismatches(_ grid: CellGrid, reference: Canvas, layout: TerminalLayout, mode: ColorMode) -> [String] {
        var out: [String] = []
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where out.count < 5 {
                let x = column - layout.originColumn, r = row - layout.originRow
                let cell = grid[column, row]
                guard x >= 0, x < layout.imageWidth, r >= 0, r < layout.imageRows else {
                    if cell != .blank { out.append("(\(column), \(row)) outside the picture is \(cell)") }
                    continue
                }
                let top = reference[x, 2 * r]
                let bottom = 2 * r + 1 < layout.imageHeight ? reference[x, 2 * r + 1] : nil
                if !shows(cell, top: top, bottom: bottom, mode: mode) {
                    out.append(
                        "(\(column), \(row)) is \(cell), pixels \(top) over \(bottom.map(\.description) ?? "nothing")")
                }
            }
        }
        return out
    }

    /// True when `cell` shows `top` over `bottom` in `mode` within the tolerance.
    func shows(_ cell: TerminalCell, top: RGBA8, bottom: RGBA8?, mode: ColorMode) -> Bool {
        func close(_ c: TerminalColor?, _ p: RGBA8?) -> Bool {
            switch (c, p) {
            case (nil, nil): return true
            case let (.rgb(r, g, b)?, p?): return mode == .trueColor && (r, g, b) == (p.r, p.g, p.b)
            case let (.indexed(i)?, p?):
                let e = Palette256.color(of: i)
                return mode == .palette256
                    && [(e.r, p.r), (e.g, p.g), (e.b, p.b)].allSatisfy {
                        abs(Int($0.0) - Int($0.1)) <= Self.paletteTolerance
                    }
            default: return false
            }
        }
        guard mode == .monochrome else {
            return cell.character == TerminalRenderer.halfBlock && close(cell.foreground, top)
                && close(cell.background, bottom)
        }
        let luma =
            bottom.map { (TerminalRenderer.luminance(top) + TerminalRenderer.luminance($0)) / 2 }
            ?? TerminalRenderer.luminance(top)
        let ramp = TerminalRenderer.luminanceCharacters
        return cell.foreground == nil && cell.background == nil
            && cell.character == ramp[Int((luma * Double(ramp.count - 1)).rounded())]
    }

    /// No stray column or row: the picture's bottom pixel row, and its right pixel column
    /// away from the views near the right edge, show the root view's colour exactly, not a
    /// blend with the white background of a partly covered pixel.
    func assertRootColourAtTheEdges(_ frame: RenderFrame, layout: TerminalLayout, label: String) {
        var canvas = Canvas(width: 0, height: 0)
        let grid = TerminalRenderer(mode: .trueColor).picture(frame, layout: layout, canvas: &canvas)
        let root = RGBA8(ConformanceScene.rootColor)
        let rootCell = TerminalColor.rgb(root.r, root.g, root.b)
        let lastPixelRow = layout.imageHeight - 1
        for x in 0..<layout.imageWidth {
            let cell = grid[layout.originColumn + x, layout.originRow + lastPixelRow / 2]
            XCTAssertEqual(
                lastPixelRow % 2 == 0 ? cell.foreground : cell.background, rootCell, "\(label): bottom row, pixel \(x)")
        }
        for y in 0..<layout.imageHeight where (Double(y) + 1) / layout.scale < 80 || Double(y) / layout.scale > 135 {
            let cell = grid[layout.originColumn + layout.imageWidth - 1, layout.originRow + y / 2]
            XCTAssertEqual(
                y % 2 == 0 ? cell.foreground : cell.background, rootCell, "\(label): right column, pixel row \(y)")
        }
    }
}
