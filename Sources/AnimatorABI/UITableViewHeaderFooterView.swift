import Foundation

/// UIKit's `UITableViewHeaderFooterView`: a reusable view for a section's header or footer. Its
/// ``contentView`` fills it and holds what it shows; ``textLabel`` (and ``detailTextLabel``) are
/// made when first asked for, inside the content view, 16 points in from the sides. A table
/// makes one of a registered class with ``init(reuseIdentifierForDequeue:)``, which runs the
/// class's `init(reuseIdentifier:)` (no Objective-C runtime to call it on a class object),
/// and puts the views its delegate returned back in their queue when it lays its sections out
/// again (see ``UITableView/dequeueReusableHeaderFooterView(withIdentifier:)``).
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it was made or dequeued with (nil: not reusable).
    open private(set) var reuseIdentifier: String?
    /// The view to add subviews to: the whole view.
    public private(set) var contentView: UIView!
    /// The labels, made when first asked for.
    private var labels: (text: UILabel?, detail: UILabel?) = (nil, nil)

    /// A view reused under `reuseIdentifier` (UIKit's designated initializer).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUp()
    }

    /// A view with no reuse identifier (the coder is ignored: no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// A view at `frame` with no reuse identifier (UIKit's `init(frame:)`).
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a view of a registered class, through the class's
    /// `init(reuseIdentifier:)`. `required` and `convenience`, so every subclass that overrides
    /// UIKit's two designated initializers (or none) inherits it.
    public required convenience init(reuseIdentifierForDequeue reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    private func setUp() {
        let content = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        contentView = content
        addSubview(content)
    }

    /// The title label (made when first asked for).
    open var textLabel: UILabel? {
        if let l = labels.text { return l }
        let l = UILabel(frame: .zero)
        labels.text = l
        contentView.addSubview(l)
        fill()
        return l
    }
    /// A second label, under the title (made when first asked for).
    open var detailTextLabel: UILabel? {
        if let l = labels.detail { return l }
        let l = UILabel(frame: .zero)
        labels.detail = l
        contentView.addSubview(l)
        fill()
        return l
    }
    /// Shown behind the content (nil: none).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let b = backgroundView, b.superview !== self { insertSubview(b, at: 0) }
            fill()
        }
    }

    /// Called before the table reuses the view (UIKit's default does nothing).
    open func prepareForReuse() {}

    /// Places the content and background views and the labels (the table calls it when it
    /// shows the view). Subclasses that lay out their own subviews here call super.
    open override func layoutSubviews() { fill() }

    /// The identifier a dequeue call set.
    func markDequeued(_ identifier: String) { reuseIdentifier = identifier }

    /// The frame; the content follows its size.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            fill()
        }
    }

    /// Sizes the content and background views and places the labels (the title over the whole
    /// height, or the top half when there is a detail label).
    private func fill() {
        guard let contentView else { return }
        let size = bounds.size
        contentView.frame = CGRect(origin: .zero, size: size)
        backgroundView?.frame = CGRect(origin: .zero, size: size)
        let width = max(0, size.width - 32)
        let half = labels.detail == nil ? size.height : size.height / 2
        labels.text?.frame = CGRect(x: 16, y: 0, width: width, height: half)
        labels.detail?.frame = CGRect(x: 16, y: half, width: width, height: size.height - half)
    }
}
