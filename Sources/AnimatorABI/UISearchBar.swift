import Foundation

/// UIKit's `UISearchBar`: a bar with a search field (``searchTextField``, a ``UITextField``
/// subview inset 8 points from the bar's edges, which draws the text or the placeholder). The
/// bar's ``text`` and ``placeholder`` are the field's; setting the text tells the ``delegate``
/// (`searchBar(_:textDidChange:)`), and becoming or resigning first responder goes through the
/// field and asks and tells the delegate, as UIKit's bar does. UIKit's bar is 56 points high
/// (its ``intrinsicContentSize``).
open class UISearchBar: UIView {
    /// UIKit's bar styles (UIKit's raw values; kept).
    public enum Style: Int, Sendable {
        /// The default.
        case `default` = 0
        /// A bar with a background.
        case prominent = 1
        /// No background.
        case minimal = 2
    }

    /// The search field.
    public private(set) var searchTextField: UITextField!

    /// A bar at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A bar with an empty frame (the coder is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        let f = UITextField(frame: .zero)
        f.borderStyle = .roundedRect
        addSubview(f)
        searchTextField = f
        placeField()
    }

    /// The delegate (held weakly, as in UIKit).
    open weak var delegate: UISearchBarDelegate?
    /// The text (the field's).
    open var text: String? {
        get { searchTextField.text }
        set {
            let old = searchTextField.text
            searchTextField.text = newValue
            if searchTextField.text != old { delegate?.searchBar(self, textDidChange: searchTextField.text ?? "") }
        }
    }
    /// The placeholder (the field's).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line above the bar (kept).
    open var prompt: String?
    /// Whether the cancel button shows (kept).
    open var showsCancelButton = false
    /// Sets ``showsCancelButton`` (no animation here).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }
    /// The style (kept).
    open var searchBarStyle: Style = .default
    /// The bar's colour (drawn as its background).
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor } }
    /// The scope titles (kept).
    open var scopeButtonTitles: [String]?
    /// The selected scope (kept).
    open var selectedScopeButtonIndex = 0
    /// No intrinsic width; 56 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: 56) }

    /// A bar becomes first responder through its field.
    open override var canBecomeFirstResponder: Bool { true }
    /// Begins editing in the field when the delegate agrees.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard delegate?.searchBarShouldBeginEditing(self) ?? true, searchTextField.becomeFirstResponder() else {
            return false
        }
        delegate?.searchBarTextDidBeginEditing(self)
        return true
    }
    /// Ends editing in the field when the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard searchTextField.isFirstResponder else { return true }
        guard delegate?.searchBarShouldEndEditing(self) ?? true, searchTextField.resignFirstResponder() else {
            return false
        }
        delegate?.searchBarTextDidEndEditing(self)
        return true
    }
    /// True while its field is editing.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// The frame; the field follows.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            placeField()
        }
    }

    private func placeField() {
        searchTextField?.frame = bounds.insetBy(dx: 8, dy: 8)
    }
}
