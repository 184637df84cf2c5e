import Foundation

/// UIKit's `UITableViewCell`: one row of a ``UITableView``. Its ``contentView`` fills it (less
/// the accessory's width) and holds what it shows; ``textLabel``, ``detailTextLabel`` and
/// ``imageView`` are made when first asked for, inside the content view, and placed by the
/// cell's ``CellStyle`` as UIKit's standard styles place them (16-point margins; the image,
/// when it has one, a square at the leading edge as high as the row less 8 points above and
/// below). A label's text is drawn (see ``UILabel``). The content and background views follow
/// the cell's size when `frame` or `bounds` change. ``prepareForReuse()`` clears the selected
/// and highlighted states, as UIKit's cell does.
///
/// A table makes a cell of a registered class with ``init(reuseIdentifierForDequeue:)``, which
/// runs the class's `init(style:reuseIdentifier:)`: Swift on Linux has no Objective-C runtime
/// to call it on a class object (see ``UITableView/dequeueReusableCell(withIdentifier:for:)``).
open class UITableViewCell: UIView {
    /// UIKit's standard cell styles (UIKit's raw values).
    public enum CellStyle: Int, Sendable {
        /// A label at the leading edge (and an image before it); no detail label.
        case `default` = 0
        /// The label at the leading edge, the detail label at the trailing edge.
        case value1 = 1
        /// The detail label after a narrow label (a third of the width).
        case value2 = 2
        /// The label in the top half, the detail label under it.
        case subtitle = 3
    }

    /// UIKit's standard accessories (UIKit's raw values).
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A check mark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How the cell looks while selected (UIKit's raw values; kept).
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none = 0
        /// Blue (gray since iOS 7, as `.default`).
        case blue = 1
        /// Gray.
        case gray = 2
        /// UIKit's default.
        case `default` = 3
    }

    /// UIKit's separator styles (UIKit's raw values; a table keeps its ``UITableView/separatorStyle``: the host draws no separators).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A line between rows.
        case singleLine = 1
        /// An etched line.
        case singleLineEtched = 2
    }

    /// UIKit's editing styles (for ``UITableViewDataSource``'s `commit` call).
    public enum EditingStyle: Int, Sendable {
        /// Not editable.
        case none = 0
        /// A delete control.
        case delete = 1
        /// An insert control.
        case insert = 2
    }

    /// The width UIKit's standard accessories take at the trailing edge, points.
    static let accessoryWidth: CGFloat = 38

    /// The style it was made with.
    public let style: CellStyle
    /// The identifier it was made or dequeued with (nil: not reusable).
    open private(set) var reuseIdentifier: String?
    /// The view to add subviews to: the cell's bounds less the accessory.
    public private(set) var contentView: UIView!
    /// The standard labels and image view, made when first asked for.
    private var parts: (text: UILabel?, detail: UILabel?, image: UIImageView?) = (nil, nil, nil)

    /// A cell of `style`, reused under `reuseIdentifier`: UIKit's designated initializer, 320 by
    /// 44 points as UIKit makes it.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUp()
    }

    /// A default-style cell with no reuse identifier (the coder is ignored: no archives here).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        setUp()
    }

    /// A default-style cell at `frame` with no reuse identifier (UIKit's `init(frame:)`).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a cell of a registered class: a default-style cell of
    /// `reuseIdentifier`, through the class's `init(style:reuseIdentifier:)`. `required` and
    /// `convenience`, so every subclass that overrides UIKit's two designated initializers (or
    /// none) inherits it.
    public required convenience init(reuseIdentifierForDequeue reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    private func setUp() {
        let content = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        contentView = content
        addSubview(content)
    }

    /// The main label (UIKit's: made when first asked for).
    open var textLabel: UILabel? {
        if let l = parts.text { return l }
        let l = UILabel(frame: .zero)
        parts.text = l
        contentView.addSubview(l)
        placeParts()
        return l
    }
    /// The secondary label: nil for the ``CellStyle/default`` style, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let l = parts.detail { return l }
        let l = UILabel(frame: .zero)
        parts.detail = l
        contentView.addSubview(l)
        placeParts()
        return l
    }
    /// The image view: nil for the ``CellStyle/value2`` style, as in UIKit; placed only while
    /// it has an image.
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let v = parts.image { return v }
        let v = UIImageView(frame: .zero)
        parts.image = v
        contentView.addSubview(v)
        placeParts()
        return v
    }

    /// The standard accessory (its width is taken from the content view).
    open var accessoryType: AccessoryType = .none { didSet { fill() } }
    /// A view shown instead of the standard accessory, at the trailing edge, centred vertically.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            if let v = accessoryView, v.superview !== self { addSubview(v) }
            fill()
        }
    }
    /// How it looks while selected (kept).
    open var selectionStyle: SelectionStyle = .default
    /// The separator's insets (UIKit's default: 16 points at the leading edge; kept).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The indentation level (kept).
    open var indentationLevel = 0
    /// The width of one indentation level (UIKit's 10 points; kept).
    open var indentationWidth: CGFloat = 10
    /// Shown behind the content (nil: none).
    open var backgroundView: UIView? { didSet { swapBackground(oldValue, backgroundView) } }
    /// Shown behind the content instead of ``backgroundView`` while selected or highlighted.
    open var selectedBackgroundView: UIView? { didSet { swapBackground(oldValue, selectedBackgroundView) } }
    /// The selected state (shows ``selectedBackgroundView``); set through ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// The highlighted state; set through ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedState = false
    private var highlightedState = false

    /// Sets the selected state (UIKit's override point: subclasses restyle here and call super).
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        arrangeBackgrounds()
    }
    /// Sets the highlighted state (UIKit's override point, as ``setSelected(_:animated:)``).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        arrangeBackgrounds()
    }

    /// Called before the table reuses the cell: clears the selected and highlighted states.
    open func prepareForReuse() {
        if selectedState { setSelected(false, animated: false) }
        if highlightedState { setHighlighted(false, animated: false) }
    }

    /// Places the content view, the backgrounds, the accessory view and the standard parts (as
    /// UIKit's cell does in its layout pass); the table calls it when it shows the cell, after
    /// the data source configured it. Subclasses that lay out their own subviews here call super.
    open override func layoutSubviews() { fill() }

    /// The identifier a dequeue call set (the table reuses the cell under it).
    func markDequeued(_ identifier: String) { reuseIdentifier = identifier }

    private func swapBackground(_ old: UIView?, _ new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        arrangeBackgrounds()
    }

    /// Puts the background views under the content (see ``UIView/arrangeCellBackgrounds(_:_:shown:)``).
    private func arrangeBackgrounds() {
        arrangeCellBackgrounds(backgroundView, selectedBackgroundView, shown: selectedState || highlightedState)
    }

    /// A new frame or bounds: the content view, the backgrounds and the accessory follow its size.
    override func geometryDidChange() { fill() }

    /// Sizes the content view (the bounds less the accessory), the backgrounds, the accessory
    /// view and the standard parts.
    private func fill() {
        guard let contentView else { return }
        let size = bounds.size
        var trailing: CGFloat = accessoryType == .none ? 0 : UITableViewCell.accessoryWidth
        if let a = accessoryView {
            let s = a.bounds.size
            a.frame = CGRect(
                x: size.width - 16 - s.width, y: (size.height - s.height) / 2, width: s.width, height: s.height)
            trailing = s.width + 16
        }
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, size.width - trailing), height: size.height)
        for v in [backgroundView, selectedBackgroundView] { v?.frame = CGRect(origin: .zero, size: size) }
        placeParts()
    }

    /// Places the standard parts by the style in the content view: 16-point margins, the image
    /// (when it has one) a square `height − 16` at the leading edge, then the labels.
    private func placeParts() {
        guard let contentView else { return }
        let size = contentView.bounds.size
        var x: CGFloat = 16
        if let v = parts.image {
            let side = v.image == nil ? 0 : max(0, size.height - 16)
            v.frame = CGRect(x: 16, y: 8, width: side, height: side)
            if side > 0 { x += side + 16 }
        }
        let width = max(0, size.width - 16 - x)
        let h = size.height
        switch style {
        case .default:
            parts.text?.frame = CGRect(x: x, y: 0, width: width, height: h)
        case .subtitle:
            parts.text?.frame = CGRect(x: x, y: 0, width: width, height: h / 2)
            parts.detail?.frame = CGRect(x: x, y: h / 2, width: width, height: h / 2)
        case .value1:
            parts.text?.frame = CGRect(x: x, y: 0, width: width / 2, height: h)
            parts.detail?.frame = CGRect(x: x + width / 2, y: 0, width: width / 2, height: h)
        case .value2:
            parts.text?.frame = CGRect(x: x, y: 0, width: width / 3, height: h)
            parts.detail?.frame = CGRect(x: x + width / 3 + 6, y: 0, width: max(0, width * 2 / 3 - 6), height: h)
        }
    }
}
