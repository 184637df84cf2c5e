/// The table view's side of the app state a stand-in plays (see
/// UIViewController+AppState.swift): on iOS the user tapped a row of the list before the
/// transition, so `tableView.indexPathForSelectedRow` and `cellForRow(at:)` find it.
extension UIViewController {
    /// Selects a row of its table view as the app's user did before the transition
    /// (``UITableView/selectARowAsTheApp(in:cellClass:)``): the table is the stored property
    /// `name` (an outlet, a `let`, a `lazy var` once made), else the first one in its view.
    /// Returns the row selected, nil when there is no table view or no row can be shown.
    @discardableResult
    public func selectARowAsTheApp(inTableView name: String, cellClass: UITableViewCell.Type = UITableViewCell.self)
        -> IndexPath?
    {
        guard let table = storedView(name, of: UITableView.self) ?? Self.firstView(of: UITableView.self, in: view)
        else { return nil }
        return table.selectARowAsTheApp(in: view, cellClass: cellClass)
    }
}

extension UITableView {
    /// Plays the app before a transition that reads the selected row: a table in no hierarchy
    /// is put in `holder` (the controller's view) at its bounds; a table without rows gets 24
    /// of 60 points, shown as cells of `cellClass` (the class the files cast `cellForRow(at:)`
    /// to); and, unless the app's code selected one already, the first visible row — (0, 0)
    /// at the top — is selected. Returns the selected row, nil when no row is visible.
    @discardableResult
    public func selectARowAsTheApp(in holder: UIView?, cellClass: UITableViewCell.Type = UITableViewCell.self)
        -> IndexPath?
    {
        // A table view controller's table is its view: it is the holder.
        placeAsTheAppsList(in: holder)
        if (0..<numberOfSections).allSatisfy({ numberOfRows(inSection: $0) == 0 }) {
            let rows = AppRows(cellClass)
            register(cellClass, forCellReuseIdentifier: AppRows.identifier)
            // The data source is weak, as UIKit's: the view's own table keeps it.
            connection.layerHints[handle.bits, default: [:]]["appRows"] = rows
            if rowHeight == UITableView.automaticDimension { rowHeight = 60 }
            dataSource = rows
            reloadData()
        }
        if let chosen = indexPathForSelectedRow { return chosen }
        guard let first = indexPathsForVisibleRows?.first else { return nil }
        let allowed = allowsSelection
        allowsSelection = true
        selectRow(at: first, animated: false, scrollPosition: .none)
        allowsSelection = allowed
        return first
    }
}

/// The rows of a table whose app would have had some: 24 in one section, each a cell of the
/// class the files expect.
final class AppRows: UITableViewDataSource {
    /// The reuse identifier its cells are registered under.
    static let identifier = "transitionhost.app-row"
    /// The class of the cells.
    let cellClass: UITableViewCell.Type

    init(_ cellClass: UITableViewCell.Type) { self.cellClass = cellClass }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 24 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        cell.tag = indexPath.row
        return cell
    }
}
