import Foundation

/// UIKit's `UITableViewController`: a controller whose view is a ``UITableView`` of its
/// ``style``, made by ``loadView()`` with the controller as its data source and delegate, as
/// UIKit makes it. The data source and delegate members are the controller's own `open`
/// methods (with UIKit's answers: no rows, a plain cell, the table's heights), so that a
/// subclass writes `override func tableView(_:numberOfRowsInSection:)` and the others as on
/// iOS.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style its table is made with.
    public let style: UITableView.Style

    /// A controller whose table will be of `style` (UIKit's designated initializer).
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table (no nibs here: both arguments are ignored).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a plain table (the coder is ignored).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// A stand-in of the app's table view controller (``UIViewController/transitionStandIns``)
    /// has a table as UIKit's has once loaded: the host's view, as a plain ``UITableView``
    /// (with no data source: the app's is not here), so that `fromVC.tableView!` works. A
    /// subclass may return its own view class.
    open override class var transitionStandInView: (() -> UIView)? { { UITableView(frame: .zero, style: .plain) } }

    /// Its table: its view (loaded when first asked for). Setting it sets the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }
    /// Whether the selection is cleared when the view appears (kept; UIKit's default, true).
    open var clearsSelectionOnViewWillAppear = true
    /// Enters or leaves editing mode, the table's with it, as UIKit's.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    /// Makes the table: the screen's size, of ``style``, with this controller as its data
    /// source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    // MARK: Data source (UIKit's answers; override them)

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No rows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A plain default-style cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Rows may be edited.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Rows may not be moved.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Nothing.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: Delegate (UIKit's answers; override them)

    /// The table's ``UITableView/rowHeight``.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// The table's ``UITableView/estimatedRowHeight``.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's ``UITableView/sectionHeaderHeight``.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's ``UITableView/sectionFooterHeight``.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// No header view.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No footer view.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Rows may be highlighted.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// The row asked for.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// The row asked for.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Nothing (the scroll view delegate's member, which UIKit's table controller implements).
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
