@testable import AnimatorABI

// Scripts for TableAndStackSDKTests: UIKit's table view (rows laid out from the data source's
// counts and the delegate's heights, cells loaded for the visible rows and recycled as the
// content scrolls, selection, scrolling to a row), its controller and cells, a stack view's
// layout against hand-computed frames, and the smaller controls, run inside a real transition
// and reporting through `check`.

/// A cell as apps write them: `init(style:reuseIdentifier:)` overridden, `init?(coder:)` that
/// traps. It counts how many were made and its reuses.
final class NumberCell: UITableViewCell {
    // Counted by the script alone, inside one host call on the host's thread.
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        NumberCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Two sections: 3 rows of 60 points, then (under the title "More") 10 rows of the table's
/// row height. Records the rows shown and hidden.
final class TwoSections: UITableViewDataSource, UITableViewDelegate {
    var displayed: [IndexPath] = []
    var ended: [IndexPath] = []
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section)-\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 1 ? "More" : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? 60 : tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ended.append(indexPath)
    }
}

/// A section header as apps write one, counting how many were made.
final class CountingHeader: UITableViewHeaderFooterView {
    // Counted by the script alone, inside one host call on the host's thread.
    nonisolated(unsafe) static var made = 0
    override init(reuseIdentifier: String?) {
        CountingHeader.made += 1
        super.init(reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Two sections of two rows, each under a dequeued 30-point header.
final class HeadedSections: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .value1, reuseIdentifier: "c")
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let h = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h")
        h?.textLabel?.text = "S\(section)"
        return h
    }
}

/// Five rows; records what the table tells it about selection, and refuses row 4.
final class PickingRows: UITableViewDataSource, UITableViewDelegate {
    var told: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 4 ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        told.append("select \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        told.append("deselect \(indexPath.row)")
    }
}

/// A table controller as apps write one: cells registered in `viewDidLoad`, the data source
/// members overridden.
final class FourRowsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        c.textLabel?.text = "row \(indexPath.row)"
        if indexPath.row == 0 {
            c.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        }
        return c
    }
}

/// A view with a size of its own.
final class SizedView: UIView {
    var size = CGSize.zero
    override var intrinsicContentSize: CGSize { size }
    static func of(_ w: CGFloat, _ h: CGFloat) -> SizedView {
        let v = SizedView(frame: .zero)
        v.size = CGSize(width: w, height: h)
        return v
    }
}

/// A field that insets its text and moves its left view, as apps subclass UITextField.
final class InsetField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 32, dy: 0) }
    override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        var r = super.leftViewRect(forBounds: bounds)
        r.origin.x += 12
        return r
    }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 42, dy: 0) }
}

/// Records a text field's delegate calls.
final class FieldWatcher: UITextFieldDelegate {
    var calls: [String] = []
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("began") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        calls.append("should end")
        return true
    }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("ended") }
}

enum TableAndStackScripts {
    /// UITextField's overlay and text rectangles: UIKit's defaults from the overlays that
    /// show, and a subclass's overrides calling `super`.
    static func textFieldRects(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 30)
        let field = UITextField(frame: bounds)
        check(
            "no overlays", field.leftViewRect(forBounds: bounds) == .zero && field.textRect(forBounds: bounds) == bounds
        )
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        check("a left view that never shows", field.leftViewRect(forBounds: bounds) == .zero)
        field.leftViewMode = .always
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.rightViewMode = .unlessEditing
        field.clearButtonMode = .always
        field.text = "Ada"
        field.borderStyle = .roundedRect
        check("left view", field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 10, width: 20, height: 10))
        check("right view", field.rightViewRect(forBounds: bounds) == CGRect(x: 170, y: 0, width: 30, height: 30))
        check(
            "clear button left of the right view",
            field.clearButtonRect(forBounds: bounds) == CGRect(x: 145, y: 5.5, width: 19, height: 19),
            "\(field.clearButtonRect(forBounds: bounds))")
        check(
            "text between the overlays",
            field.textRect(forBounds: bounds) == CGRect(x: 20, y: 0, width: 125, height: 30)
                && field.placeholderRect(forBounds: bounds) == field.textRect(forBounds: bounds),
            "\(field.textRect(forBounds: bounds))")
        _ = field.becomeFirstResponder()
        check(
            "editing hides the right view",
            field.rightViewRect(forBounds: bounds) == .zero
                && field.editingRect(forBounds: bounds) == CGRect(x: 20, y: 0, width: 155, height: 30),
            "\(field.editingRect(forBounds: bounds))")
        let inset = InsetField(frame: bounds)
        inset.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        inset.leftViewMode = .always
        check(
            "a subclass's overrides",
            inset.textRect(forBounds: bounds) == CGRect(x: 32, y: 0, width: 136, height: 30)
                && inset.leftViewRect(forBounds: bounds) == CGRect(x: 12, y: 7, width: 16, height: 16)
                && inset.editingRect(forBounds: bounds).minX == 42 && inset.borderRect(forBounds: bounds) == bounds)
    }

    /// The table's rows, cells, scrolling and selection (rectangles computed by hand from the
    /// heights: a 40-point header view, 3 rows of 60, a 28-point titled header, 10 rows of 50).
    static func table(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        NumberCell.made = 0
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        let source = TwoSections()
        t.register(NumberCell.self, forCellReuseIdentifier: "n")
        t.rowHeight = 50
        t.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
        t.dataSource = source
        t.delegate = source
        check("nothing loaded out of a hierarchy", NumberCell.made == 0 && t.subviews.count <= 1)
        ctx.containerView.addSubview(t)
        check(
            "counts", t.numberOfSections == 2 && t.numberOfRows(inSection: 1) == 10 && t.numberOfRows(inSection: 5) == 0
        )
        check("header view", t.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        check(
            "row rect", t.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 298, width: 200, height: 50))
        check("titled header", t.rectForHeader(inSection: 1) == CGRect(x: 0, y: 220, width: 200, height: 28))
        check("content size", t.contentSize == CGSize(width: 200, height: 748), "\(t.contentSize)")
        let first = t.cellForRow(at: IndexPath(row: 1, section: 0))
        check(
            "cell placed",
            first is NumberCell && first?.frame == CGRect(x: 0, y: 100, width: 200, height: 60)
                && first?.superview === t && first?.reuseIdentifier == "n" && first?.textLabel?.text == "0-1",
            "\(String(describing: first?.frame))")
        check("visible", t.visibleCells.count == 5 && source.displayed.count == 5 && NumberCell.made == 5)
        t.contentOffset = CGPoint(x: 0, y: 300)
        let rows = (1...7).map { IndexPath(row: $0, section: 1) }
        check("scrolled rows", t.indexPathsForVisibleRows == rows, "\(String(describing: t.indexPathsForVisibleRows))")
        check(
            "recycled and reused",
            source.ended.count == 4 && NumberCell.made == 7 && t.cellForRow(at: IndexPath(row: 0, section: 0)) == nil
                && t.visibleCells.compactMap { ($0 as? NumberCell)?.reuses }.reduce(0, +) == 4,
            "\(source.ended) \(NumberCell.made)")
        check(
            "scrolled cell frame",
            t.cellForRow(at: IndexPath(row: 7, section: 1))?.frame == CGRect(x: 0, y: 598, width: 200, height: 50))
        let third = IndexPath(row: 3, section: 1), fourth = IndexPath(row: 4, section: 1)
        t.selectRow(at: third, animated: false, scrollPosition: .none)
        check("selected", t.indexPathForSelectedRow == third && t.cellForRow(at: third)?.isSelected == true)
        t.selectRow(at: fourth, animated: false, scrollPosition: .none)
        check(
            "single selection",
            t.indexPathsForSelectedRows == [fourth] && t.cellForRow(at: third)?.isSelected == false
                && t.cellForRow(at: fourth)?.isSelected == true)
        t.scrollToRow(at: IndexPath(row: 9, section: 1), at: .bottom, animated: false)
        check("scroll to bottom row", t.contentOffset.y == 448, "\(t.contentOffset)")
        t.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
        check("scroll to top row", t.contentOffset.y == 248, "\(t.contentOffset)")
        t.scrollToRow(at: IndexPath(row: 1, section: 0), at: .middle, animated: false)
        check("middle clamped", t.contentOffset.y == 0, "\(t.contentOffset)")
        check("row at point", t.indexPathForRow(at: CGPoint(x: 10, y: 250)) == IndexPath(row: 0, section: 1))
        check("unregistered", t.dequeueReusableCell(withIdentifier: "none") == nil)
        t.reloadData()
        check("reloaded", t.visibleCells.count == 5 && NumberCell.made == 7, "\(NumberCell.made)")
    }

    /// A table controller's table is its view, with it as data source and delegate; its cells
    /// are 44 points high; the standard cell styles place their labels.
    static func controllerAndCells(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let vc = FourRowsController(style: .grouped)
        let t = vc.tableView!
        check(
            "table is the view",
            vc.view === t && t.dataSource === vc && t.delegate === vc && t.style == .grouped
                && t.frame == UIScreen.main.bounds)
        ctx.containerView.addSubview(t)
        let w = t.bounds.width
        check(
            "rows of 44",
            t.visibleCells.count == 4
                && t.cellForRow(at: IndexPath(row: 2, section: 0))?.frame == CGRect(x: 0, y: 88, width: w, height: 44)
                && t.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "row 3")
        let withImage = t.cellForRow(at: IndexPath(row: 0, section: 0))
        check(
            "configured cell laid out",
            withImage?.imageView?.frame == CGRect(x: 16, y: 8, width: 28, height: 28)
                && withImage?.textLabel?.frame == CGRect(x: 60, y: 0, width: w - 76, height: 44),
            "\(String(describing: withImage?.imageView?.frame)) \(String(describing: withImage?.textLabel?.frame))")
        t.removeFromSuperview()
        let sub = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        check(
            "subtitle",
            sub.frame.size == CGSize(width: 320, height: 44)
                && sub.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 22)
                && sub.detailTextLabel?.frame == CGRect(x: 16, y: 22, width: 288, height: 22))
        let plain = UITableViewCell(style: .default, reuseIdentifier: "p")
        plain.accessoryType = .disclosureIndicator
        check(
            "default and accessory",
            plain.detailTextLabel == nil && plain.contentView.frame == CGRect(x: 0, y: 0, width: 282, height: 44)
                && plain.reuseIdentifier == "p" && plain.selectionStyle == .default)
    }

    /// A row of views with sizes of their own, by each distribution and alignment, against
    /// frames computed by hand (see TableAndStackSDKTests).
    static func stackRow(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let a = SizedView.of(40, 20), b = SizedView.of(60, 30),
            c = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let s = UIStackView(arrangedSubviews: [a, b, c])
        s.spacing = 10
        s.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        check(
            "fill",
            a.frame == CGRect(x: 0, y: 0, width: 40, height: 50)
                && b.frame == CGRect(x: 50, y: 0, width: 60, height: 50)
                && c.frame == CGRect(x: 120, y: 0, width: 180, height: 50), "\(a.frame) \(b.frame) \(c.frame)")
        b.isHidden = true
        check("hidden collapses", c.frame == CGRect(x: 50, y: 0, width: 250, height: 50), "\(c.frame)")
        b.isHidden = false
        s.distribution = .fillEqually
        let third = CGFloat(280) / 3
        check(
            "fill equally",
            near(a.frame.origin, .zero) && abs(b.frame.minX - (third + 10)) < 1e-9
                && abs(c.frame.minX - (2 * third + 20)) < 1e-9 && abs(c.frame.width - third) < 1e-9, "\(b.frame)")
        s.removeArrangedSubview(c)
        check("removed stays a subview", c.superview === s && s.arrangedSubviews.count == 2)
        s.distribution = .fillProportionally
        check(
            "proportionally",
            a.frame == CGRect(x: 0, y: 0, width: 116, height: 50)
                && b.frame == CGRect(x: 126, y: 0, width: 174, height: 50))
        s.distribution = .equalCentering
        check("equal centering", a.frame.minX == 0 && b.frame.minX == 240, "\(b.frame)")
        let sw = UISwitch(frame: .zero)
        s.addArrangedSubview(sw)
        s.distribution = .equalSpacing
        check("equal spacing", a.frame.minX == 0 && b.frame.minX == 114.5 && sw.frame.minX == 249, "\(sw.frame)")
        s.removeArrangedSubview(sw)
        s.distribution = .fill
        s.alignment = .center
        check("centre", a.frame.minY == 15 && a.frame.height == 20 && b.frame.minY == 10, "\(a.frame)")
        s.alignment = .bottom
        check("bottom", a.frame.minY == 30 && b.frame.minY == 20)
        s.alignment = .fill
        s.isLayoutMarginsRelativeArrangement = true
        s.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        s.distribution = .fillEqually
        s.spacing = 0
        check(
            "margins",
            a.frame == CGRect(x: 20, y: 10, width: 130, height: 30)
                && b.frame == CGRect(x: 150, y: 10, width: 130, height: 30), "\(a.frame) \(b.frame)")
        s.isLayoutMarginsRelativeArrangement = false
        s.spacing = 10
        check("intrinsic size", s.intrinsicContentSize == CGSize(width: 110, height: 30))
    }

    /// A column: the last view takes the room left; a new size lays out again.
    static func stackColumn(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let a = SizedView.of(40, 20), b = SizedView.of(60, 30)
        let s = UIStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        s.axis = .vertical
        s.alignment = .leading
        s.spacing = 5
        s.addArrangedSubview(a)
        s.insertArrangedSubview(b, at: 0)
        check(
            "column",
            b.frame == CGRect(x: 0, y: 0, width: 60, height: 30)
                && a.frame == CGRect(x: 0, y: 35, width: 40, height: 165), "\(a.frame) \(b.frame)")
        s.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        check("resized", a.frame == CGRect(x: 0, y: 35, width: 40, height: 65), "\(a.frame)")
        check("arranged order", s.arrangedSubviews == [b, a])
        let image = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 24, height: 12)).image { _ in })
        s.addArrangedSubview(image)
        check(
            "image view by its image (the last view takes the room left)",
            image.frame == CGRect(x: 0, y: 60, width: 24, height: 40)
                && a.frame == CGRect(x: 0, y: 35, width: 40, height: 20)
                && UIImageView(frame: .zero).intrinsicContentSize == CGSize(width: -1, height: -1),
            "\(image.frame)")
    }

    /// Switch, text field, progress bar, page control, spinner, layout guides.
    static func controls(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let sw = UISwitch(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        sw.setOn(true, animated: true)
        check(
            "switch",
            sw.frame == CGRect(x: 10, y: 10, width: 51, height: 31) && sw.isOn && sw.subviews.count == 1
                && sw.subviews[0].frame == CGRect(x: 22, y: 2, width: 27, height: 27))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let watcher = FieldWatcher()
        var events: [String] = []
        field.delegate = watcher
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        field.placeholder = "Name"
        check("placeholder drawn", field.text == "" && field.title == "Name")
        field.text = "Ada"
        field.returnKeyType = .done
        check("text drawn", field.title == "Ada" && field.attributedText?.string == "Ada")
        let began = field.becomeFirstResponder()
        check("editing", began && field.isEditing && field.isFirstResponder && events == ["begin"])
        field.resignFirstResponder()
        check(
            "ended", !field.isEditing && watcher.calls == ["began", "should end", "ended"] && events == ["begin", "end"]
        )
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        bar.setProgress(1.5, animated: false)
        let clamped = bar.progress
        bar.progress = 0.25
        check("progress", clamped == 1 && bar.subviews.first?.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        pages.numberOfPages = 3
        pages.currentPage = 5
        check(
            "pages",
            pages.currentPage == 2 && pages.size(forNumberOfPages: 3) == CGSize(width: 39, height: 26)
                && pages.subviews.count == 3 && pages.subviews[0].frame == CGRect(x: 30.5, y: 9.5, width: 7, height: 7))
        let spinner = UIActivityIndicatorView(style: .large)
        let hiddenAtFirst = spinner.isHidden
        spinner.startAnimating()
        check(
            "spinner",
            hiddenAtFirst && !spinner.isHidden && spinner.isAnimating
                && spinner.bounds.size == CGSize(width: 37, height: 37))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        ctx.containerView.addSubview(parent)
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: parent.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor, constant: 5),
            child.heightAnchor.constraint(equalTo: parent.layoutMarginsGuide.heightAnchor)
        ])
        parent.layoutIfNeeded()
        check("guides", child.frame == CGRect(x: 8, y: 5, width: 184, height: 84), "\(child.frame)")
        check(
            "guide frames",
            parent.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84)
                && parent.safeAreaLayoutGuide.layoutFrame == parent.bounds
                && parent.directionalLayoutMargins
                    == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        )
        parent.removeFromSuperview()
    }

    /// Segmented control, search bar, text view and toolbar.
    static func moreControls(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let seg = UISegmentedControl(items: ["One", "Two"])
        seg.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        seg.insertSegment(withTitle: "Zero", at: 0, animated: false)
        seg.insertSegment(withTitle: "Last", at: 9, animated: false)
        seg.selectedSegmentIndex = 1
        check(
            "segments",
            seg.numberOfSegments == 4 && seg.titleForSegment(at: 0) == "Zero"
                && seg.titleForSegment(at: 3) == "Last" && seg.subviews.count == 4
                && seg.subviews[1].frame == CGRect(x: 75, y: 0, width: 75, height: 32)
                && seg.subviews[1].backgroundColor == .white && seg.subviews[0].backgroundColor == .clear,
            "\(seg.subviews.map(\.frame)) \(seg.subviews.map { String(describing: $0.backgroundColor) })")
        seg.setWidth(150, forSegmentAt: 0)
        seg.removeSegment(at: 0, animated: false)
        check(
            "selection follows removal",
            seg.selectedSegmentIndex == 0 && seg.titleForSegment(at: 0) == "One"
                && seg.subviews[2].frame == CGRect(x: 200, y: 0, width: 100, height: 32))
        seg.selectedSegmentIndex = 7
        check("out of range is none", seg.selectedSegmentIndex == UISegmentedControl.noSegment)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.placeholder = "Search"
        bar.text = "cats"
        check(
            "search bar",
            bar.searchTextField.frame == CGRect(x: 8, y: 8, width: 304, height: 40)
                && bar.searchTextField.title == "cats" && bar.intrinsicContentSize.height == 56)
        let began = bar.becomeFirstResponder()
        check("search editing", began && bar.isFirstResponder && bar.searchTextField.isEditing)
        bar.resignFirstResponder()
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        tv.text = "Hello"
        tv.isEditable = false
        check("text view", tv.title == "Hello" && !tv.becomeFirstResponder() && tv.contentOffset == .zero)
        let first = SizedView.of(10, 10), second = SizedView.of(10, 10)
        let st = UIStackView(arrangedSubviews: [first, second])
        st.spacing = UIStackView.spacingUseSystem
        st.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        let systemGap = second.frame.minX
        st.spacing = 4
        st.setCustomSpacing(UIStackView.spacingUseDefault, after: first)
        seg.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
        check(
            "system and default spacing, title attributes",
            systemGap == 18 && second.frame.minX == 14 && st.customSpacing(after: first) == 4
                && seg.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .red
                && seg.titleTextAttributes(for: .normal) == nil && tv.keyboardDismissMode == .none,
            "\(systemGap) \(second.frame)")
        let tb = UIToolbar(frame: .zero)
        tb.setItems([UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)], animated: false)
        check("toolbar", tb.items?.count == 1 && tb.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
    }

    /// Section headers dequeued from a registered class, placed at their sections, reused on a
    /// reload; cells made the old way (`dequeueReusableCell(withIdentifier:) ?? UITableViewCell(...)`).
    static func headerFooter(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        CountingHeader.made = 0
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let source = HeadedSections()
        t.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "h")
        t.dataSource = source
        t.delegate = source
        ctx.containerView.addSubview(t)
        let h1 = t.headerView(forSection: 1)
        check(
            "header placed",
            h1 is CountingHeader && h1?.frame == CGRect(x: 0, y: 118, width: 200, height: 30)
                && h1?.textLabel?.text == "S1" && h1?.textLabel?.frame == CGRect(x: 16, y: 0, width: 168, height: 30)
                && h1?.superview === t, "\(String(describing: h1?.frame))")
        check(
            "rows under headers",
            t.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 148, width: 200, height: 44))
        let cells = t.visibleCells
        check(
            "old-style cells", cells.count == 4 && cells.allSatisfy { $0.reuseIdentifier == "c" && $0.style == .value1 }
        )
        t.reloadData()
        check(
            "headers reused",
            CountingHeader.made == 2 && t.headerView(forSection: 0)?.textLabel?.text == "S0"
                && t.footerView(forSection: 0) == nil && t.dequeueReusableHeaderFooterView(withIdentifier: "x") == nil,
            "\(CountingHeader.made)")
    }

    /// Taps on rows select them as UIKit's table does, telling the delegate (a touch made as the
    /// host's input makes one, ended on the table).
    static func tapToSelect(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let rows = PickingRows()
        t.dataSource = rows
        t.delegate = rows
        ctx.containerView.addSubview(t)
        func tap(_ y: CGFloat) {
            let touch = UITouch(view: t, location: t.convert(CGPoint(x: 10, y: y), to: nil), time: 0)
            t.touchesEnded([touch], with: nil)
        }
        tap(60)
        check("tap selects", t.indexPathForSelectedRow == IndexPath(row: 1, section: 0) && rows.told == ["select 1"])
        tap(100)
        check(
            "single selection moves",
            t.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)]
                && rows.told == ["select 1", "deselect 1", "select 2"] && t.visibleCells[2].isSelected
                && !t.visibleCells[1].isSelected, "\(rows.told)")
        tap(190)
        check("refused", t.indexPathForSelectedRow == IndexPath(row: 2, section: 0) && rows.told.count == 3)
        t.allowsMultipleSelection = true
        tap(10)
        tap(100)
        check(
            "multiple: a second tap deselects",
            t.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)]
                && rows.told.suffix(2) == ["select 0", "deselect 2"], "\(rows.told)")
        t.removeFromSuperview()
    }
}
