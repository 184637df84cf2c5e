import Foundation

/// A table's rows: their rectangles from the data source's counts and the delegate's heights,
/// the cells of the visible rows (asked from the data source, placed, recycled as rows leave
/// the bounds), registration and dequeue, as UIKit does them (see ``UITableView``).
///
/// What differs from UIKit, and why:
/// * A new cell of a registered class is made with
///   ``UITableViewCell/init(reuseIdentifierForDequeue:)`` (which runs the class's
///   `init(style:reuseIdentifier:)`): Swift on Linux has no Objective-C runtime to call an
///   initializer on a class object.
/// * A nib registration gives a plain default-style ``UITableViewCell``: Linux has no nibs.
/// * `dequeueReusableCell(withIdentifier:for:)` with nothing registered stops the plugin with
///   UIKit's message, as UIKit's exception does.
/// * Row insertions, deletions, moves and reloads lay every row out again at once (no row
///   animations).
extension UITableView {
    /// Registers `cellClass` for cells of `identifier` (nil removes the registration, as in UIKit).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        rows.registered[identifier] = cellClass
    }

    /// Registers `nib` for cells of `identifier` (nil removes the registration).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        rows.registered[identifier] = nib
    }

    /// A cell of `identifier` waiting to be reused (after its `prepareForReuse()`), else a new one
    /// of the registered class; nil when none waits and nothing is registered, as in UIKit.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = rows.waiting[identifier], let cell = queue.popLast() {
            rows.waiting[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        let cell: UITableViewCell
        switch rows.registered[identifier] {
        case let cls as UITableViewCell.Type: cell = cls.init(reuseIdentifierForDequeue: identifier)
        case is UINib: cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        default: return nil
        }
        cell.markDequeued(identifier)
        return cell
    }

    /// A cell of the class registered for `identifier`, sized to the row at `indexPath` (UIKit's).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        if let rect = geometry.row(indexPath) { cell.frame = rect }
        return cell
    }

    /// The cells of the visible rows, in section and row order (loaded first if needed).
    public var visibleCells: [UITableViewCell] {
        layOutRows()
        return rows.shown.keys.sorted(by: UITableView.inOrder).compactMap { rows.shown[$0] }
    }
    /// The visible rows, in order (loaded first if needed); nil when none, as UIKit.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layOutRows()
        let found = rows.shown.keys.sorted(by: UITableView.inOrder)
        return found.isEmpty ? nil : found
    }
    /// The cell of the row at `indexPath` if the row is visible, else nil (UIKit's answer).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layOutRows()
        return rows.shown[indexPath]
    }
    /// The row whose cell is `cell`, if it is shown.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { rows.shown.first { $0.value === cell }?.key }

    /// Rows inserted: the table lays out again (no animation here).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Rows deleted: the table lays out again (no animation here).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Rows reloaded: the table lays out again (no animation here).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Sections inserted: the table lays out again.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Sections deleted: the table lays out again.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Sections reloaded: the table lays out again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// A row moved: the table lays out again.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Starts a group of updates (each lays out at once here).
    public func beginUpdates() {}
    /// Ends a group of updates: the table lays out again.
    public func endUpdates() { reloadData() }
    /// Runs `updates`, lays out again and calls `completion` with true (no animation here).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// Section and row order.
    static func inOrder(_ a: IndexPath, _ b: IndexPath) -> Bool { (a.section, a.row) < (b.section, b.row) }

    /// The rows' rectangles, computed when they changed.
    var geometry: TableGeometry {
        if let g = rows.geometry { return g }
        let g = computeGeometry()
        rows.geometry = g
        contentSize = CGSize(width: bounds.width, height: g.height)
        return g
    }

    /// The rows changed: their rectangles are computed again, and in a hierarchy the cells
    /// are loaded at once.
    func invalidateRows() {
        rows.geometry = nil
        if superview != nil { layOutRows() }
    }

    /// Computes the rectangles (see ``UITableView``) and places the table's header and footer
    /// views and the sections' views.
    private func computeGeometry() -> TableGeometry {
        let width = bounds.width
        recycleSectionViews()
        var g = TableGeometry()
        var y: CGFloat = 0
        if let h = tableHeaderView {
            h.frame = CGRect(x: 0, y: 0, width: width, height: h.bounds.height)
            if h.superview !== self { addSubview(h) }
            y = h.bounds.height
        }
        let count = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        for s in 0..<count {
            let header = sectionPart(s, header: true, at: y, width: width)
            y = header.maxY
            var rects: [CGRect] = []
            for r in 0..<max(0, dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0) {
                let asked = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: r, section: s)) ?? rowHeight
                let h = asked < 0 ? UITableView.standardRowHeight : asked
                rects.append(CGRect(x: 0, y: y, width: width, height: h))
                y += h
            }
            let footer = sectionPart(s, header: false, at: y, width: width)
            y = footer.maxY
            g.sections.append(TableGeometry.Section(header: header, rows: rects, footer: footer))
        }
        if let f = tableFooterView {
            f.frame = CGRect(x: 0, y: y, width: width, height: f.bounds.height)
            if f.superview !== self { addSubview(f) }
            y += f.bounds.height
        }
        g.height = y
        return g
    }

    /// The rectangle of section `s`'s header (or footer) at `y`, its view (the delegate's, or a
    /// label with the data source's title) added there.
    private func sectionPart(_ s: Int, header: Bool, at y: CGFloat, width: CGFloat) -> CGRect {
        let view =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: s)
            : tableDelegate?.tableView(self, viewForFooterInSection: s)
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: s)
            : dataSource?.tableView(self, titleForFooterInSection: s)
        let asked =
            header
            ? tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
        let height = asked >= 0 ? asked : (view != nil || title != nil ? UITableView.standardSectionHeight : 0)
        let rect = CGRect(x: 0, y: y, width: width, height: height)
        var shown = view
        if shown == nil, let title {
            let label = UILabel(frame: rect.insetBy(dx: 16, dy: 0))
            label.text = title
            shown = label
        } else {
            view?.frame = rect
        }
        if let shown, height > 0 {
            addSubview(shown)
            shown.layoutSubviews()
            rows.sectionViews[TableRows.SectionView(section: s, isHeader: header)] = shown
        }
        return rect
    }

    /// Loads the cells of the rows visible in the bounds and gives back those of rows that left.
    func layOutRows() {
        guard !rows.isLoading else { return }
        rows.isLoading = true
        defer { rows.isLoading = false }
        let visible = bounds.isEmpty ? [] : geometry.rows(in: bounds)
        for ip in rows.shown.keys.sorted(by: UITableView.inOrder) where !visible.contains(ip) { recycleCell(ip) }
        guard let dataSource else { return }
        for ip in visible {
            let cell: UITableViewCell
            let isNew = rows.shown[ip] == nil
            if let c = rows.shown[ip] {
                cell = c
            } else {
                cell = dataSource.tableView(self, cellForRowAt: ip)
                rows.shown[ip] = cell
                if cell.superview !== self { addSubview(cell) }
                if rows.selected.contains(ip), !cell.isSelected { cell.setSelected(true, animated: false) }
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
            }
            if let rect = geometry.row(ip), cell.frame != rect { cell.frame = rect }
            // As UIKit's layout pass lays a cell out once it is configured and placed.
            if isNew { cell.layoutSubviews() }
        }
    }

    /// Takes the cell of `indexPath` off the table into its reuse queue (a cell with no reuse
    /// identifier is let go), telling the delegate.
    private func recycleCell(_ indexPath: IndexPath) {
        guard let cell = rows.shown.removeValue(forKey: indexPath) else { return }
        cell.removeFromSuperview()
        if let id = cell.reuseIdentifier { rows.waiting[id, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Takes every shown cell into its queue, in row order.
    func recycleAllCells() {
        for ip in rows.shown.keys.sorted(by: UITableView.inOrder) { recycleCell(ip) }
    }
}
