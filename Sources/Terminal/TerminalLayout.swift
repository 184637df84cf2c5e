import AnimationCore

/// Where the picture goes on a terminal screen, and the mapping between terminal cells and
/// container points.
///
/// The bottom row is the status line; the rows above it hold the picture, two pixels per cell
/// vertically (half blocks) and one horizontally, so pixels are about square. The viewport is
/// scaled to fit `columns × 2·(rows − 1)` pixels keeping its aspect ratio, and centred in whole
/// cells (so a cell's two pixels always belong to the same picture row pair).
///
/// The picture is a whole number of pixels that the viewport covers completely: at the
/// fitting scale one side is usually a fraction of a pixel longer than a whole number, and
/// that last, partly covered pixel column (or row) would show as a stripe of the background.
/// So each side is rounded to a whole number of pixels (down, or up with the scale raised to
/// match), choosing the rounding that cuts the least of the viewport: less than one pixel in
/// all, at the right and bottom edges (see ``shownSize``).
package struct TerminalLayout: Hashable, Sendable {
    /// Terminal width, cells.
    package let columns: Int
    /// Terminal height, cells (the last row is the status line).
    package let rows: Int
    /// The container's size, points.
    package let viewport: Size
    /// Pixels per point (0 when there is no room for a picture).
    package let scale: Double
    /// The picture's size in pixels: whole pixels, every one inside the viewport at ``scale``.
    package let imageWidth: Int, imageHeight: Int
    /// The picture's top-left cell, 0-based.
    package let originColumn: Int, originRow: Int

    /// Rows available for the picture (all but the status line).
    package var pictureRows: Int { max(0, rows - 1) }
    /// Rows the picture covers.
    package var imageRows: Int { (imageHeight + 1) / 2 }
    /// True when there is no room for a picture.
    package var isEmpty: Bool { imageWidth == 0 || imageHeight == 0 }
    /// The part of the viewport the picture shows, points from its top-left corner: the
    /// picture's pixels at ``scale`` (the viewport less a cut of under a pixel at the right or
    /// bottom). A frame of this size makes a ``Rasterizer`` at ``scale`` draw exactly
    /// ``imageWidth`` × ``imageHeight`` pixels.
    package var shownSize: Size {
        scale > 0 ? Size(width: Double(imageWidth) / scale, height: Double(imageHeight) / scale) : .zero
    }

    /// The layout of a `viewport` on a terminal of `columns × rows` cells.
    package init(columns: Int, rows: Int, viewport: Size) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.viewport = viewport
        let fit = TerminalLayout.fit(viewport, width: self.columns, height: 2 * max(0, self.rows - 1))
        scale = fit.scale
        imageWidth = fit.width
        imageHeight = fit.height
        originColumn = fit.scale > 0 ? (self.columns - imageWidth) / 2 : 0
        originRow = fit.scale > 0 ? (self.rows - 1 - (imageHeight + 1) / 2) / 2 : 0
    }

    /// The scale and whole-pixel picture size for `viewport` in a room of `width × height`
    /// pixels: among each side's two roundings of the fitting size (the scale raised so that
    /// both sides are covered), the one that cuts the least of the viewport, the larger on a
    /// tie. All zero when there is no room or the viewport is empty.
    static func fit(_ viewport: Size, width: Int, height: Int) -> (scale: Double, width: Int, height: Int) {
        let vw = viewport.width, vh = viewport.height
        guard vw > 0, vh > 0, vw.isFinite, vh.isFinite, width > 0, height > 0 else { return (0, 0, 0) }
        let s0 = min(Double(width) / vw, Double(height) / vh)
        guard s0 > 0, s0.isFinite else { return (0, 0, 0) }
        /// Whole-pixel candidates for a side of `exact` pixels in a room of `room`.
        func roundings(_ exact: Double, _ room: Int) -> [Int] {
            Set([(exact + 1e-9).rounded(.down), (exact - 1e-9).rounded(.up)].map { min(room, max(1, Int($0))) })
                .sorted()
        }
        // A side shorter than one pixel at the fitting scale cannot be whole: it keeps that
        // scale (its one pixel is partly covered) and does not raise the scale.
        let wholeWidth = vw * s0 >= 1 - 1e-9, wholeHeight = vh * s0 >= 1 - 1e-9
        var best: (cut: Double, scale: Double, width: Int, height: Int)?
        for w in roundings(vw * s0, width) {
            for h in roundings(vh * s0, height) {
                let raised = max(wholeWidth ? Double(w) / vw : 0, wholeHeight ? Double(h) / vh : 0)
                let s = raised > 0 ? raised : s0
                let cut = max(0, vw * s - Double(w)) + max(0, vh * s - Double(h))
                if best == nil || cut < best!.cut - 1e-12
                    || (abs(cut - best!.cut) <= 1e-12 && w * h > best!.width * best!.height)
                {
                    best = (cut, s, w, h)
                }
            }
        }
        guard let best else { return (0, 0, 0) }
        return (best.scale, best.width, best.height)
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
