/// UIKit's `UITableViewDataSource`: what a table asks for its sections, rows and cells. The two
/// required members are required here; each optional one has UIKit's answer when a data
/// source leaves it out (one section, no titles, rows editable, not movable), as the SDK
/// models optional requirements elsewhere (``UICollectionViewDataSource``).
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell that shows the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (optional in UIKit; 1 when left out).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header (optional; nil when left out: no header).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (optional; nil when left out: no footer).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row may be edited (optional; true when left out, as UIKit).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row may be moved (optional; false when left out).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// An edit of `editingStyle` was committed on the row (optional; nothing when left out).
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath)
    /// A row was moved (optional; nothing when left out).
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// UIKit's answer when left out: one section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// UIKit's answer when left out: no header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// UIKit's answer when left out: no footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// UIKit's answer when left out: every row may be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's answer when left out: rows cannot be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Left out: nothing to do.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}
    /// Left out: nothing to do.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
