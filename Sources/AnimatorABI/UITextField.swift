import Foundation

/// UIKit's `UITextField`: one line of editable text. The host draws a view's ``RendererTitled/title``
/// with its bitmap font, so the field shows its ``text``, or its ``placeholder`` while the text
/// is empty; the styling (``font``, ``textColor``, ``textAlignment``…) is kept and read back.
/// ``borderStyle`` `.roundedRect` and `.line` draw a border on the view's layer as UIKit's do
/// (5-point corners and a light grey line; a black line), `.bezel` a grey line.
///
/// Editing: ``becomeFirstResponder()`` asks the ``delegate`` (`textFieldShouldBeginEditing`),
/// then the field is ``isEditing``, tells the delegate and sends `.editingDidBegin`;
/// ``resignFirstResponder()`` asks `textFieldShouldEndEditing`, then ends editing, tells the
/// delegate and sends `.editingDidEnd`, as UIKit's field does. The host shows no keyboard and
/// types no text: the text changes only as code sets it (which sends no event, as in UIKit).
open class UITextField: UIControl {
    /// UIKit's border styles (UIKit's raw values).
    public enum BorderStyle: Int, Sendable {
        /// No border (UIKit's default).
        case none = 0
        /// A thin black line.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle.
        case roundedRect = 3
    }

    /// When an overlay view (clear button, left or right view) shows (UIKit's raw values).
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// While editing.
        case whileEditing = 1
        /// Unless editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// The text (UIKit reads back "" for nil).
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            showText()
        }
    }
    private var storedText = ""
    /// The text with attributes: the text, read back with no attributes; setting it sets the text.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText) }
        set { text = newValue?.string }
    }
    /// Shown while the text is empty.
    open var placeholder: String? { didSet { showText() } }
    /// The placeholder with attributes: setting it sets ``placeholder``.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// The font (UIKit's default: the 17-point system font; kept).
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// The text colour (UIKit's default: black; kept).
    open var textColor: UIColor? = .black
    /// The alignment (kept; UIKit's default: natural).
    open var textAlignment: NSTextAlignment = .natural
    /// The border (drawn on the layer; see ``UITextField``).
    open var borderStyle: BorderStyle = .none { didSet { drawBorder() } }
    /// The delegate (held weakly, as in UIKit).
    open weak var delegate: UITextFieldDelegate?
    /// Whether the text is hidden as dots (kept).
    open var isSecureTextEntry = false
    /// The keyboard asked for (kept).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title (kept).
    open var returnKeyType: UIReturnKeyType = .default
    /// Capitalization (kept; UIKit's default: sentences).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection (kept).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// When the clear button shows (kept).
    open var clearButtonMode: ViewMode = .never
    /// A view at the leading edge (kept; not placed).
    open var leftView: UIView?
    /// When ``leftView`` shows (kept).
    open var leftViewMode: ViewMode = .never
    /// A view at the trailing edge (kept; not placed).
    open var rightView: UIView?
    /// When ``rightView`` shows (kept).
    open var rightViewMode: ViewMode = .never
    /// Shown instead of the keyboard (kept).
    open var inputView: UIView?
    /// Shown above the keyboard (kept).
    open var inputAccessoryView: UIView?
    /// Whether the text shrinks to fit (kept).
    open var adjustsFontSizeToFitWidth = false
    /// The least font size when shrinking (kept).
    open var minimumFontSize: CGFloat = 0
    /// Whether editing clears the text (kept).
    open var clearsOnBeginEditing = false
    /// True while editing (between becoming and resigning first responder).
    open private(set) var isEditing = false

    /// A field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing when the delegate agrees (see ``UITextField``).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        isEditing = true
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing when the delegate agrees (see ``UITextField``).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    // MARK: Overlay and text rectangles (UIKit's overridable geometry)

    /// The border's rectangle: the bounds, as UIKit's.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the left overlay view goes while it shows (``leftViewMode``): its own size at the
    /// bounds' left edge, centred vertically; `.zero` while it does not show. Overridden (as
    /// apps do, calling `super` and moving the result), it places nothing: the host lays out
    /// no overlays, so it is the app's geometry for its own code.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = leftView, shows(leftViewMode) else { return .zero }
        let size = v.bounds.size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the right overlay view goes while it shows: its own size at the bounds' right
    /// edge, centred vertically; `.zero` while it does not show.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = rightView, shows(rightViewMode) else { return .zero }
        let size = v.bounds.size
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the clear button goes while it shows (``clearButtonMode``, and only with text, as
    /// in UIKit): a 19-point square 6 points from the right edge (left of a showing right
    /// view), centred vertically; `.zero` otherwise.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        guard shows(clearButtonMode), !storedText.isEmpty else { return .zero }
        let right = rightViewRect(forBounds: bounds)
        let edge = right == .zero ? bounds.maxX : right.minX
        return CGRect(x: edge - 6 - 19, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// The text's rectangle: the bounds less the overlays that show (left view, clear button,
    /// right view) and, for ``BorderStyle/roundedRect``, UIKit's 7-point inset on each side.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = borderStyle == .roundedRect ? 7 : 0
        let left = leftViewRect(forBounds: bounds), clear = clearButtonRect(forBounds: bounds)
        let right = rightViewRect(forBounds: bounds)
        let minX = max(bounds.minX + inset, left == .zero ? bounds.minX : left.maxX)
        let maxX = min(
            bounds.maxX - inset, clear == .zero ? bounds.maxX : clear.minX, right == .zero ? bounds.maxX : right.minX)
        return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
    }

    /// The placeholder's rectangle: ``textRect(forBounds:)``'s, as UIKit's default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The text's rectangle while editing: ``textRect(forBounds:)``'s, as UIKit's default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Draws the text: the host draws the field's ``RendererTitled/title`` itself, so this does
    /// nothing (an override calling `super` compiles and runs).
    open func drawText(in rect: CGRect) {}

    /// Draws the placeholder: nothing, as ``drawText(in:)``.
    open func drawPlaceholder(in rect: CGRect) {}

    /// Whether an overlay with `mode` shows now.
    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        case .always: true
        }
    }

    /// Shows the text, or the placeholder while the text is empty.
    private func showText() { title = storedText.isEmpty ? placeholder : storedText }

    /// Draws the border style on the layer.
    private func drawBorder() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
            layer.cornerRadius = 0
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.gray.cgColor
            layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 0.5
            layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
            layer.cornerRadius = 5
        }
    }
}
