import Foundation

/// What a ``UITableView`` keeps of its rows: their rectangles (until the rows change), the
/// cells shown by row, the cells waiting to be reused by identifier, the registrations, the
/// selection and the section header and footer views it made.
struct TableRows {
    /// The rows' rectangles; nil when they must be computed again.
    var geometry: TableGeometry?
    /// The cells shown, by row.
    var shown: [IndexPath: UITableViewCell] = [:]
    /// The cells waiting to be reused, by reuse identifier, the last recycled last.
    var waiting: [String: [UITableViewCell]] = [:]
    /// The registered cell classes and nibs, by reuse identifier.
    var registered: [String: Any] = [:]
    /// The selected rows, in the order they were selected.
    var selected: [IndexPath] = []
    /// The section header and footer views shown (the delegate's, or labels for titles), by
    /// section and kind.
    var sectionViews: [SectionView: UIView] = [:]
    /// The header and footer views waiting to be reused, by reuse identifier.
    var waitingHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]

    /// A section's header or footer.
    struct SectionView: Hashable {
        /// The section.
        let section: Int
        /// True for the header, false for the footer.
        let isHeader: Bool
    }
    /// True while the table loads cells (a data source asking the table for rows must not
    /// start another load).
    var isLoading = false
}
