import AnimationCore
import Rendering

/// Turns pixels into terminal cells and cells into escape sequences: pure, no I/O.
///
/// **Cells.** Each cell shows two vertical pixels with the upper half block `▀` (U+2580): the
/// foreground is the upper pixel, the background the lower one. With an odd number of pixel
/// rows the last cell's lower half keeps the terminal's default background. In
/// ``ColorMode/monochrome`` a cell is one of ``luminanceCharacters`` chosen by the mean
/// brightness of its two pixels, with no colour at all. Alpha is ignored (the rasterizer paints
/// an opaque background).
///
/// **Output.** ``draw(_:over:top:left:)`` writes only the cells that differ from the previous
/// grid (all of them when there is none): a cursor move (`ESC[row;colH`) before each run of
/// changed cells, an SGR only when the colours differ from the ones in effect, and a final
/// `ESC[0m` when colours were set. It assumes the default colours are in effect at the start
/// and never clears the screen.
package struct TerminalRenderer: Sendable {
    /// Brightness ramp for ``ColorMode/monochrome``, darkest first (for light text on a dark
    /// terminal: the brightest pixels are full blocks).
    package static let luminanceCharacters: [Character] = [" ", "░", "▒", "▓", "█"]
    /// The upper half block.
    package static let halfBlock: Character = "▀"

    /// The colour mode.
    package var mode: ColorMode

    /// A renderer for `mode`.
    package init(mode: ColorMode) { self.mode = mode }

    /// The terminal colour for a pixel in this mode (nil in monochrome).
    package func color(_ p: RGBA8) -> TerminalColor? {
        switch mode {
        case .trueColor: return .rgb(p.r, p.g, p.b)
        case .palette256: return .indexed(Palette256.index(r: p.r, g: p.g, b: p.b))
        case .monochrome: return nil
        }
    }

    /// Rec. 709 luma of a pixel's (gamma-encoded) channels, 0…1.
    package static func luminance(_ p: RGBA8) -> Double {
        (0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b)) / 255
    }

    /// The cell showing `top` over `bottom` (nil: no lower pixel).
    package func cell(top: RGBA8, bottom: RGBA8?) -> TerminalCell {
        if mode == .monochrome {
            let l =
                bottom.map { (TerminalRenderer.luminance(top) + TerminalRenderer.luminance($0)) / 2 }
                ?? TerminalRenderer.luminance(top)
            let ramp = TerminalRenderer.luminanceCharacters
            let i = min(ramp.count - 1, max(0, Int((l * Double(ramp.count - 1)).rounded())))
            return TerminalCell(ramp[i])
        }
        return TerminalCell(TerminalRenderer.halfBlock, foreground: color(top), background: bottom.flatMap(color))
    }

    /// The cells of `canvas`: `canvas.width` columns, `ceil(canvas.height / 2)` rows.
    package func cells(of canvas: Canvas) -> CellGrid {
        var grid = CellGrid(columns: canvas.width, rows: (canvas.height + 1) / 2)
        place(canvas, in: &grid, column: 0, row: 0)
        return grid
    }

    /// Draws `canvas` into `grid` with its top-left pixel at cell (`column`, `row`), 0-based;
    /// what falls outside the grid is cut.
    package func place(_ canvas: Canvas, in grid: inout CellGrid, column: Int, row: Int) {
        let rows = (canvas.height + 1) / 2
        let w = canvas.width
        canvas.pixels.withUnsafeBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            func pixel(_ x: Int, _ y: Int) -> RGBA8 { RGBA8(packed: UInt32(littleEndian: px[y * w + x])) }
            var cache: (UInt32, UInt32, TerminalCell)?
            for r in 0..<rows {
                let gr = row + r
                guard gr >= 0 && gr < grid.rows else { continue }
                for x in 0..<w {
                    let gc = column + x
                    guard gc >= 0 && gc < grid.columns else { continue }
                    let top = px[2 * r * w + x]
                    let hasBottom = 2 * r + 1 < canvas.height
                    let bottom = hasBottom ? px[(2 * r + 1) * w + x] : 0
                    // Neighbouring cells are mostly alike: reuse the last conversion.
                    if hasBottom, let c = cache, c.0 == top, c.1 == bottom {
                        grid[gc, gr] = c.2
                        continue
                    }
                    let cell = self.cell(top: pixel(x, 2 * r), bottom: hasBottom ? pixel(x, 2 * r + 1) : nil)
                    if hasBottom { cache = (top, bottom, cell) }
                    grid[gc, gr] = cell
                }
            }
        }
    }

    /// The picture area of a screen laid out by `layout` showing `frame`: a grid of
    /// `layout.columns × layout.pictureRows` cells, blank around the picture, the frame
    /// rasterized over white at the layout's scale and cut to the layout's whole pixels (see
    /// ``TerminalLayout/shownSize``), so no partly covered column or row shows. `canvas` is
    /// reused from call to call.
    package func picture(_ frame: RenderFrame, layout: TerminalLayout, canvas: inout Canvas) -> CellGrid {
        var grid = CellGrid(columns: layout.columns, rows: layout.pictureRows)
        guard !layout.isEmpty else { return grid }
        var shown = frame
        shown.size = layout.shownSize
        Rasterizer(scale: layout.scale, background: .white).render(shown, into: &canvas)
        place(canvas, in: &grid, column: layout.originColumn, row: layout.originRow)
        return grid
    }

    /// The escape sequences that turn the screen from `previous` into `grid` (everything when
    /// `previous` is nil or of another size), with the grid's top-left cell at the 1-based
    /// screen position (`top`, `left`).
    package func draw(_ grid: CellGrid, over previous: CellGrid?, top: Int = 1, left: Int = 1) -> String {
        let old = previous.flatMap { $0.columns == grid.columns && $0.rows == grid.rows ? $0 : nil }
        var out = ""
        var fg: TerminalColor?, bg: TerminalColor?
        var colored = false
        for r in 0..<grid.rows {
            var cursor = -1  // column where the cursor is in this row, -1: elsewhere
            for c in 0..<grid.columns {
                let cell = grid[c, r]
                if let old, old[c, r] == cell { continue }
                if cursor != c { out += "\u{1B}[\(top + r);\(left + c)H" }
                if mode != .monochrome && (cell.foreground != fg || cell.background != bg) {
                    var parts: [String] = []
                    if cell.foreground != fg { parts.append(cell.foreground?.sgr(background: false) ?? "39") }
                    if cell.background != bg { parts.append(cell.background?.sgr(background: true) ?? "49") }
                    out += "\u{1B}[" + parts.joined(separator: ";") + "m"
                    fg = cell.foreground
                    bg = cell.background
                    colored = true
                }
                out.append(cell.character)
                cursor = c + 1
            }
        }
        if colored && (fg != nil || bg != nil) { out += "\u{1B}[0m" }
        return out
    }

    /// The whole of `canvas` drawn at the screen's top-left corner: ``cells(of:)`` then
    /// ``draw(_:over:top:left:)`` with no previous grid.
    package func render(_ canvas: Canvas) -> String {
        draw(cells(of: canvas), over: nil)
    }
}
