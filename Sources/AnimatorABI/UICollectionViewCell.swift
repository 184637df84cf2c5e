/// UIKit's `UICollectionViewCell`: a reusable view whose `contentView` fills it and holds what
/// it shows, over an optional `backgroundView` (and `selectedBackgroundView`, shown instead
/// while selected or highlighted, as in UIKit). The content and background views follow the
/// cell's size when `frame` or `bounds` change (with them, inside an animation block).
/// `prepareForReuse()` clears the selected and highlighted states, as UIKit's cell does.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add subviews to.
    public private(set) var contentView: UIView!

    /// A cell with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A cell with an empty frame (the coder is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        let content = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        contentView = content
        addSubview(content)
    }

    /// Shown behind the content (nil: none).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView {
                oldValue?.removeFromSuperview()
                arrangeBackgrounds()
            }
        }
    }
    /// Shown behind the content instead of ``backgroundView`` while selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView {
                oldValue?.removeFromSuperview()
                arrangeBackgrounds()
            }
        }
    }
    /// The selected state (shows ``selectedBackgroundView``).
    open var isSelected = false { didSet { arrangeBackgrounds() } }
    /// The highlighted state (shows ``selectedBackgroundView``).
    open var isHighlighted = false { didSet { arrangeBackgrounds() } }

    /// Clears the selected and highlighted states.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// Puts the background views under the content (see ``UIView/arrangeCellBackgrounds(_:_:shown:)``).
    private func arrangeBackgrounds() {
        arrangeCellBackgrounds(backgroundView, selectedBackgroundView, shown: isSelected || isHighlighted)
    }

    /// A new frame or bounds: the content and background views follow its size.
    override func geometryDidChange() { fill() }

    private func fill() {
        let full = CGRect(origin: .zero, size: bounds.size)
        for v in [contentView, backgroundView, selectedBackgroundView] { v?.frame = full }
    }
}
