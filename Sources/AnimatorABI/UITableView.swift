import Foundation

/// UIKit's `UITableView`: a ``UIScrollView`` that shows rows, in sections, top to bottom. `open`,
/// as UIKit's, so app subclasses and their `init(frame:style:)` compile.
///
/// **Layout.** Content coordinates, as UIKit's: the ``tableHeaderView`` at the top (the
/// table's width, its own height), then each section's header, its rows and its footer, then
/// the ``tableFooterView``; ``contentSize`` is the table's width by that height. A row is as
/// high as the delegate's `tableView(_:heightForRowAt:)` says, else ``rowHeight``;
/// ``UITableView/automaticDimension`` (UIKit's default) is 44 points, UIKit's standard row (the
/// host does not size cells from their constraints). A section header or footer set to
/// ``UITableView/automaticDimension`` (the default) is 28 points when the section has a title
/// (data source) or a view (delegate), else none; such views (a ``UILabel`` for a title, 16
/// points in) are subviews at their rectangles.
///
/// **Cells.** As UIKit does on a layout pass, the table asks its data source for the cell of
/// every row whose rectangle meets the visible part of the content (the bounds), adds it as a
/// subview at the row's rectangle, and tells the delegate `willDisplay`; a row that scrolls out
/// of the bounds gives its cell back to its reuse queue (`didEndDisplaying`), off the table.
/// There are no layout passes here, so the table loads its cells when it is in a hierarchy and
/// is reloaded, resized or scrolled (``contentOffset`` is the bounds' origin), when it is added
/// to a superview, when ``layoutSubviews()`` is called, and whenever plugin code asks for
/// cells (``visibleCells``, ``cellForRow(at:)``, ``indexPathsForVisibleRows``): never
/// before, so a data source that registers its cells in `viewDidLoad` works as on iOS.
///
/// The ``delegate`` is the scroll view's (`UIScrollViewDelegate?`): assign a
/// ``UITableViewDelegate`` (it is one); the table reads it back as one.
open class UITableView: UIScrollView {
    /// UIKit's table styles (UIKit's raw values). The style is kept; sections lay out alike.
    public enum Style: Int, Sendable {
        /// Plain sections.
        case plain = 0
        /// Grouped sections.
        case grouped = 1
        /// Grouped sections inset from the edges.
        case insetGrouped = 2
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row (UIKit's raw values).
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as makes the row visible.
        case none = 0
        /// The row at the top of the bounds.
        case top = 1
        /// The row in the middle.
        case middle = 2
        /// The row at the bottom.
        case bottom = 3
    }

    /// UIKit's row animations (UIKit's raw values; rows change at once here).
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade = 0
        /// Slide from the right.
        case right = 1
        /// Slide from the left.
        case left = 2
        /// Slide from the top.
        case top = 3
        /// Slide from the bottom.
        case bottom = 4
        /// None.
        case none = 5
        /// Keep centred.
        case middle = 6
        /// UIKit chooses.
        case automatic = 100
    }

    /// UIKit's `UITableView.automaticDimension` (its value, −1): a height the table chooses.
    public static let automaticDimension: CGFloat = -1
    /// The height a row of ``automaticDimension`` gets: UIKit's standard row.
    static let standardRowHeight: CGFloat = 44
    /// The height an automatic section header or footer with a title or view gets.
    static let standardSectionHeight: CGFloat = 28

    /// The style it was made with.
    public let style: Style

    /// A table at `frame` of `style` (UIKit's designated initializer).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table at `frame` (UIKit's `init(frame:)`).
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// A plain table with an empty frame (the coder is ignored: no archives here).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The data source (held weakly, as in UIKit); setting it lays the rows out again.
    open weak var dataSource: UITableViewDataSource? { didSet { invalidateRows() } }
    /// The delegate (the scroll view's; assign a ``UITableViewDelegate``): setting it lays the
    /// rows out again, since it may size them.
    open override weak var delegate: UIScrollViewDelegate? { didSet { invalidateRows() } }
    /// The delegate, read as a table delegate.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The height of a row the delegate does not size (UIKit's default: ``automaticDimension``,
    /// 44 points).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    /// The estimated row height (kept; the table uses the real heights).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of a section header the delegate does not size (default: ``automaticDimension``).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    /// The height of a section footer the delegate does not size (default: ``automaticDimension``).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    /// The estimated section header height (kept).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimated section footer height (kept).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The separator style (kept; UIKit's default: a single line).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separator colour (kept).
    open var separatorColor: UIColor?
    /// The separators' insets (kept; UIKit's default: 16 points at the leading edge).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// A view behind the rows, sized to the table (kept at the bounds, behind every subview).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            guard let v = backgroundView else { return }
            v.frame = CGRect(origin: .zero, size: bounds.size)
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(v, at: 0)
        }
    }
    /// The view above the first section: as wide as the table, its own height.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            invalidateRows()
        }
    }
    /// The view below the last section: as wide as the table, its own height.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            invalidateRows()
        }
    }
    /// Whether rows can be selected (UIKit's default, true).
    open var allowsSelection = true
    /// Whether more than one row can be selected at once (UIKit's default, false).
    open var allowsMultipleSelection = false
    /// The padding above each section header (kept; UIKit's default: ``automaticDimension``).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// Whether cell margins follow the readable width (kept).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether rows can be selected while editing (kept).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing (kept).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is editing (kept).
    open var isEditing = false
    /// Sets ``isEditing`` (no animation here).
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// The rows' rectangles, the views shown and the reuse queues (`UITableView+Cells.swift`).
    var rows = TableRows()

    /// The number of sections: the data source's `numberOfSections(in:)` (none without one).
    open var numberOfSections: Int { geometry.sections.count }
    /// The number of rows in `section` (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        let s = geometry.sections
        return s.indices.contains(section) ? s[section].rows.count : 0
    }
    /// The rectangle of the row at `indexPath`, in content coordinates (`.zero` for no row).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { geometry.row(indexPath) ?? .zero }
    /// The rectangle of `section`: its header, rows and footer (`.zero` for no section).
    open func rect(forSection section: Int) -> CGRect {
        let s = geometry.sections
        guard s.indices.contains(section) else { return .zero }
        return s[section].header.union(s[section].footer)
    }
    /// The rectangle of `section`'s header (`.zero` for no section).
    open func rectForHeader(inSection section: Int) -> CGRect {
        let s = geometry.sections
        return s.indices.contains(section) ? s[section].header : .zero
    }
    /// The rectangle of `section`'s footer (`.zero` for no section).
    open func rectForFooter(inSection section: Int) -> CGRect {
        let s = geometry.sections
        return s.indices.contains(section) ? s[section].footer : .zero
    }
    /// The row whose rectangle holds `point` (content coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        geometry.rows(in: CGRect(x: point.x, y: point.y, width: 0, height: 0)).first {
            rectForRow(at: $0).contains(point)
        }
    }
    /// The rows whose rectangles meet `rect` (content coordinates), in order; nil when none.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let found = geometry.rows(in: rect)
        return found.isEmpty ? nil : found
    }

    /// Lays the rows out again: the shown cells go back to their reuse queues and, in a
    /// hierarchy, the visible rows' cells are asked for again.
    open func reloadData() {
        recycleAllCells()
        invalidateRows()
    }

    /// The frame; a new width lays the rows out again, a new size loads the visible rows.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = bounds
            super.frame = newValue
            boundsChanged(from: old)
        }
    }
    /// The bounds; a scroll (a new origin) or a resize loads the rows now visible.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = bounds
            super.bounds = newValue
            boundsChanged(from: old)
        }
    }

    /// A touch that ends on a row selects it as a tap does in UIKit (see
    /// `UITableView+Selection.swift`); elsewhere it goes up the responder chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let row = indexPathForRow(at: touch.location(in: self)) else {
            return super.touchesEnded(touches, with: event)
        }
        tapped(row)
    }

    /// Loads the visible rows' cells (UIKit's layout pass does this).
    open override func layoutSubviews() { layOutRows() }
    /// Added to a superview: loads the visible rows' cells.
    open override func didMoveToSuperview() { if superview != nil { layOutRows() } }

    private func boundsChanged(from old: CGRect) {
        let new = bounds
        guard new != old else { return }
        if new.width != old.width { rows.geometry = nil }
        if superview != nil || !rows.shown.isEmpty { layOutRows() }
    }
}
