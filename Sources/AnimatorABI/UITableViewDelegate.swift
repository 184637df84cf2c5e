/// UIKit's `UITableViewDelegate`: row and section heights, header and footer views, selection
/// and display. Every member is optional in UIKit; each has here the answer UIKit uses when a
/// delegate leaves it out (the table's ``UITableView/rowHeight`` and section heights, no
/// views, rows selectable), as the SDK models optional requirements elsewhere. The table asks
/// for heights and views when it lays out, and tells it about selection and display.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// An estimate of the row's height (kept for code that calls it; the table uses the real one).
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// The view of `section`'s header (nil: the title's, if any).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The view of `section`'s footer (nil: the title's, if any).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Whether the row may be highlighted (UIKit's default: true).
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row that will be selected instead of `indexPath` (nil: none; UIKit's default: it).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was selected by the user.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row that will be deselected instead of `indexPath` (UIKit's default: it).
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was deselected by the user.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// A cell is about to be shown for the row.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A cell stopped being shown for the row.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// UIKit's answer when left out: the table's ``UITableView/rowHeight``.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// UIKit's answer when left out: the table's ``UITableView/estimatedRowHeight``.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// UIKit's answer when left out: the table's ``UITableView/sectionHeaderHeight``.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// UIKit's answer when left out: the table's ``UITableView/sectionFooterHeight``.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// UIKit's answer when left out: no view (a title's header, if the data source gives one).
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// UIKit's answer when left out: no view.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// UIKit's answer when left out: rows may be highlighted.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's answer when left out: the row asked for.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Left out: nothing to do.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// UIKit's answer when left out: the row asked for.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// Left out: nothing to do.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Left out: nothing to do.
    public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Left out: nothing to do.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
}
