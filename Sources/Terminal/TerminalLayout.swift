import AnimationCore

/// Where the picture goes on a terminal screen, and the mapping between terminal cells and
/// container points.
///
/// The bottom row is the status line; the rows above it hold the picture, two pixels per cell
/// vertically (half blocks) and one horizontally, so pixels are about square. The viewport is
/// scaled to fit `columns × 2·(rows − 1)` pixels keeping its aspect ratio, and centred in whole
/// cells (so a cell's two pixels always belong to the same picture row pair).
package struct TerminalLayout: Hashable, Sendable {
    /// Terminal width, cells.
    package let columns: Int
    /// Terminal height, cells (the last row is the status line).
    package let rows: Int
    /// The container's size, points.
    package let viewport: Size
    /// Pixels per point (0 when there is no room for a picture).
    package let scale: Double
    /// The picture's size in pixels, as the ``Rasterizer`` makes it at ``scale``.
    package let imageWidth: Int, imageHeight: Int
    /// The picture's top-left cell, 0-based.
    package let originColumn: Int, originRow: Int

    /// Rows available for the picture (all but the status line).
    package var pictureRows: Int { max(0, rows - 1) }
    /// Rows the picture covers.
    package var imageRows: Int { (imageHeight + 1) / 2 }
    /// True when there is no room for a picture.
    package var isEmpty: Bool { imageWidth == 0 || imageHeight == 0 }

    /// The layout of a `viewport` on a terminal of `columns × rows` cells.
    package init(columns: Int, rows: Int, viewport: Size) {
        self.columns = max(0, columns); self.rows = max(0, rows); self.viewport = viewport
        let pw = Double(self.columns), ph = Double(2 * max(0, self.rows - 1))
        let s = viewport.width > 0 && viewport.height > 0 ? min(pw / viewport.width, ph / viewport.height) : 0
        guard s > 0, s.isFinite else {
            scale = 0; imageWidth = 0; imageHeight = 0; originColumn = 0; originRow = 0
            return
        }
        scale = s
        // The rasterizer's own rounding (up, with a 1e-9 allowance), bounded by the room.
        func side(_ points: Double, _ room: Int) -> Int { min(room, max(1, Int((points * s - 1e-9).rounded(.up)))) }
        imageWidth = side(viewport.width, self.columns)
        imageHeight = side(viewport.height, 2 * (self.rows - 1))
        originColumn = (self.columns - imageWidth) / 2
        originRow = (self.rows - 1 - (imageHeight + 1) / 2) / 2
    }

    /// The container point under the centre of the cell at 1-based `column`, `row` (as SGR mouse
    /// reports them): the inverse of the drawing's scale and offset, a cell counting as one
    /// pixel across and two down. Cells outside the picture give points outside the viewport.
    package func point(column: Int, row: Int) -> Point {
        guard scale > 0 else { return .zero }
        let px = Double(column - 1 - originColumn) + 0.5
        let py = Double(2 * (row - 1 - originRow)) + 1
        return Point(x: px / scale, y: py / scale)
    }

    /// The 1-based cell that shows container point `p` (the inverse of ``point(column:row:)``).
    package func cell(of p: Point) -> (column: Int, row: Int) {
        guard scale > 0 else { return (1, 1) }
        let px = (p.x * scale).rounded(.down), py = (p.y * scale / 2).rounded(.down)
        let cx = px.isFinite ? Int(max(-1e6, min(1e6, px))) : 0, cy = py.isFinite ? Int(max(-1e6, min(1e6, py))) : 0
        return (cx + originColumn + 1, cy + originRow + 1)
    }

    /// True when the 1-based cell shows part of the picture.
    package func contains(column: Int, row: Int) -> Bool {
        let c = column - 1 - originColumn, r = row - 1 - originRow
        return c >= 0 && c < imageWidth && r >= 0 && r < imageRows
    }
}
