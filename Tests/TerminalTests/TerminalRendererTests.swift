import Rendering
import Session
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Terminal

final class TerminalRendererTests: XCTestCase {
    let red = RGBA8(255, 0, 0), green = RGBA8(0, 255, 0), blue = RGBA8(0, 0, 255)
    let white = RGBA8.white, black = RGBA8.black

    /// 2 × 2 pixels: red, green over blue, blue.
    func tiny() -> Canvas {
        var c = Canvas(width: 2, height: 2)
        c[0, 0] = red
        c[1, 0] = green
        c[0, 1] = blue
        c[1, 1] = blue
        return c
    }

    func testTrueColorExactOutput() {
        let out = TerminalRenderer(mode: .trueColor).render(tiny())
        XCTAssertEqual(out, "\u{1B}[1;1H\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[38;2;0;255;0m▀\u{1B}[0m")
    }

    func test256ColorExactOutput() {
        let out = TerminalRenderer(mode: .palette256).render(tiny())
        XCTAssertEqual(out, "\u{1B}[1;1H\u{1B}[38;5;196;48;5;21m▀\u{1B}[38;5;46m▀\u{1B}[0m")
    }

    func testMonochromeHasNoColourEscapes() {
        // Columns: white over white, white over black, black over black, mid grey over mid grey.
        var c = Canvas(width: 4, height: 2)
        c[0, 0] = white
        c[0, 1] = white
        c[1, 0] = white
        c[1, 1] = black
        c[2, 0] = black
        c[2, 1] = black
        c[3, 0] = RGBA8(190, 190, 190)
        c[3, 1] = RGBA8(190, 190, 190)
        let out = TerminalRenderer(mode: .monochrome).render(c)
        XCTAssertEqual(out, "\u{1B}[1;1H█▒ ▓")
        XCTAssertFalse(out.contains("m"), "no SGR at all")
    }

    func testOddHeightLeavesLastLowerHalfDefault() {
        var c = Canvas(width: 1, height: 3)
        c[0, 0] = red
        c[0, 1] = green
        c[0, 2] = blue
        let out = TerminalRenderer(mode: .trueColor).render(c)
        XCTAssertEqual(out, "\u{1B}[1;1H\u{1B}[38;2;255;0;0;48;2;0;255;0m▀\u{1B}[2;1H\u{1B}[38;2;0;0;255;49m▀\u{1B}[0m")
        let mono = TerminalRenderer(mode: .monochrome).render(c)
        XCTAssertEqual(mono, "\u{1B}[1;1H▒\u{1B}[2;1H ")
    }

    func testOnlyChangedCellsAreRedrawn() {
        let r = TerminalRenderer(mode: .trueColor)
        var grid = CellGrid(columns: 4, rows: 3)
        r.place(tiny(), in: &grid, column: 1, row: 1)
        XCTAssertEqual(r.draw(grid, over: grid), "", "nothing changed, nothing written")
        var next = grid
        next[3, 2] = r.cell(top: white, bottom: black)
        XCTAssertEqual(
            r.draw(next, over: grid, top: 5, left: 10),
            "\u{1B}[7;13H\u{1B}[38;2;255;255;255;48;2;0;0;0m▀\u{1B}[0m")
        // A cell going back to blank resets the colours to the defaults.
        var cleared = grid
        cleared[1, 1] = .blank
        XCTAssertEqual(r.draw(cleared, over: grid), "\u{1B}[2;2H ")
        // A grid of another size is drawn whole.
        XCTAssertEqual(r.draw(grid, over: CellGrid(columns: 1, rows: 1)), r.draw(grid, over: nil))
    }

    func testPlaceCutsAtTheGridEdges() {
        let r = TerminalRenderer(mode: .palette256)
        var grid = CellGrid(columns: 2, rows: 1)
        r.place(tiny(), in: &grid, column: 1, row: 0)
        XCTAssertEqual(grid[0, 0], .blank)
        XCTAssertEqual(grid[1, 0], TerminalCell("▀", foreground: .indexed(196), background: .indexed(21)))
        r.place(tiny(), in: &grid, column: -1, row: 0)
        XCTAssertEqual(grid[0, 0], TerminalCell("▀", foreground: .indexed(46), background: .indexed(21)))
    }

    func testPalette256KnownColours() {
        XCTAssertEqual(Palette256.index(r: 0, g: 0, b: 0), 16)
        XCTAssertEqual(Palette256.index(r: 255, g: 255, b: 255), 231)
        XCTAssertEqual(Palette256.index(r: 255, g: 0, b: 0), 196)
        XCTAssertEqual(Palette256.index(r: 0, g: 255, b: 0), 46)
        XCTAssertEqual(Palette256.index(r: 0, g: 0, b: 255), 21)
        XCTAssertEqual(Palette256.index(r: 95, g: 135, b: 175), 67)
        XCTAssertEqual(Palette256.index(r: 128, g: 128, b: 128), 244, "mid grey is on the ramp")
        XCTAssertEqual(Palette256.index(r: 8, g: 8, b: 8), 232)
        XCTAssertEqual(Palette256.index(r: 238, g: 238, b: 238), 255)
        XCTAssertEqual(Palette256.index(r: 0xFF, g: 0x3B, b: 0x30), 203, "the first child's red")
        XCTAssertEqual(Palette256.index(r: 0x00, g: 0x7A, b: 0xFF), 33, "the third child's blue")
        // Every entry maps back to itself.
        for i in 16...255 {
            let c = Palette256.color(of: UInt8(i))
            let back = Palette256.index(r: c.r, g: c.g, b: c.b)
            XCTAssertEqual(Palette256.color(of: back).r, c.r, "entry \(i)")
            XCTAssertEqual(Palette256.color(of: back).g, c.g, "entry \(i)")
            XCTAssertEqual(Palette256.color(of: back).b, c.b, "entry \(i)")
        }
    }

    func testPalette256IsNearest() {
        // Brute force over a coarse lattice: no palette entry is closer than the chosen one.
        func d(_ a: (r: UInt8, g: UInt8, b: UInt8), _ r: Int, _ g: Int, _ b: Int) -> Int {
            (Int(a.r) - r) * (Int(a.r) - r) + (Int(a.g) - g) * (Int(a.g) - g) + (Int(a.b) - b) * (Int(a.b) - b)
        }
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 0, through: 255, by: 17) {
                for b in stride(from: 0, through: 255, by: 17) {
                    let chosen = d(
                        Palette256.color(of: Palette256.index(r: UInt8(r), g: UInt8(g), b: UInt8(b))), r, g, b)
                    let best = (16...255).map { d(Palette256.color(of: UInt8($0)), r, g, b) }.min()!
                    XCTAssertEqual(chosen, best, "(\(r), \(g), \(b))")
                }
            }
        }
    }

    func testColorModeFromEnvironment() {
        XCTAssertEqual(ColorMode.detect(environment: [:]), .palette256)
        XCTAssertEqual(ColorMode.detect(environment: ["COLORTERM": "truecolor"]), .trueColor)
        XCTAssertEqual(ColorMode.detect(environment: ["COLORTERM": "24bit"]), .trueColor)
        XCTAssertEqual(ColorMode.detect(environment: ["COLORTERM": "yes"]), .palette256)
        XCTAssertEqual(ColorMode.detect(environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"]), .monochrome)
        XCTAssertEqual(
            ColorMode.detect(environment: ["COLORTERM": "truecolor", "NO_COLOR": ""]), .trueColor,
            "an empty NO_COLOR does not count")
    }

    func testRasterizedFrameBecomesHalfBlocks() {
        // A red square on white, 4 × 4 points at scale 1: every cell is a half block.
        let frame = RenderFrame(
            time: 0, size: Size(width: 4, height: 4),
            items: [
                RenderItem(
                    id: 1, title: nil,
                    corners: [Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 2), Point(x: 0, y: 2)],
                    size: Size(width: 2, height: 2), alpha: 1, color: Color(rgb: 0xFF0000), cornerRadius: 0, clips: [],
                    depth: 1, zPosition: 0)
            ])
        let canvas = Rasterizer(scale: 1, background: .white).render(frame)
        let grid = TerminalRenderer(mode: .trueColor).cells(of: canvas)
        XCTAssertEqual(grid.columns, 4)
        XCTAssertEqual(grid.rows, 2)
        XCTAssertEqual(grid[0, 0], TerminalCell("▀", foreground: .rgb(255, 0, 0), background: .rgb(255, 0, 0)))
        XCTAssertEqual(grid[3, 1], TerminalCell("▀", foreground: .rgb(255, 255, 255), background: .rgb(255, 255, 255)))
    }
}
