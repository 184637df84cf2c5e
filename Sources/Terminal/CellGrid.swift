/// A rectangle of ``TerminalCell``s, row by row from the top: what the picture area of the
/// screen shows, kept from frame to frame so that only the changed cells are redrawn.
package struct CellGrid: Hashable, Sendable {
    /// Width in cells.
    package let columns: Int
    /// Height in cells.
    package let rows: Int
    /// `columns × rows` cells, rows top to bottom.
    package var cells: [TerminalCell]

    /// A grid of blank cells.
    package init(columns: Int, rows: Int, fill: TerminalCell = .blank) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: fill, count: self.columns * self.rows)
    }

    /// The cell at 0-based `column`, `row`.
    package subscript(column: Int, row: Int) -> TerminalCell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }
}
