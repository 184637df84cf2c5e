import Foundation

/// Where a ``UITableView`` puts its parts, in content coordinates: each section's header,
/// rows and footer, top to bottom, and the height of it all.
struct TableGeometry {
    /// One section's rectangles.
    struct Section {
        /// The header's rectangle (zero height: none).
        var header: CGRect
        /// The rows' rectangles, in order.
        var rows: [CGRect]
        /// The footer's rectangle (zero height: none).
        var footer: CGRect
    }

    /// The sections, in order.
    var sections: [Section] = []
    /// The content's height: the table's header view, the sections and the footer view.
    var height: CGFloat = 0

    /// The rectangle of the row at `indexPath`, or nil when there is no such row.
    func row(_ indexPath: IndexPath) -> CGRect? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let rows = sections[indexPath.section].rows
        return rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
    }

    /// The rows whose rectangles (of some height) meet `rect`, in section and row order. A
    /// rectangle of no size meets the rows it lies on (their edges included).
    func rows(in rect: CGRect) -> [IndexPath] {
        var found: [IndexPath] = []
        for (s, section) in sections.enumerated() {
            for (r, row) in section.rows.enumerated() where row.height > 0 {
                let meets =
                    rect.width == 0 || rect.height == 0
                    ? row.minY <= rect.maxY && rect.minY <= row.maxY && row.minX <= rect.maxX && rect.minX <= row.maxX
                    : row.intersects(rect)
                if meets { found.append(IndexPath(row: r, section: s)) }
            }
        }
        return found
    }
}
