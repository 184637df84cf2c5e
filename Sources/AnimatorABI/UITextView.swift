import Foundation

/// UIKit's `UITextView`: scrollable, editable text (a ``UIScrollView``). The host draws a view's
/// ``RendererTitled/title`` with its bitmap font, so the view shows its ``text``; the styling is kept
/// and read back. Editing: ``becomeFirstResponder()`` (while ``isEditable``) asks the delegate
/// (`textViewShouldBeginEditing`, the ``UIScrollView/delegate`` read as a
/// ``UITextViewDelegate``) and tells it, and ``resignFirstResponder()`` likewise, as UIKit's
/// view does; the host shows no keyboard and types no text.
open class UITextView: UIScrollView {
    /// The text (UIKit reads back "" for nil).
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            title = storedText
        }
    }
    private var storedText = ""
    /// The text with attributes: the text, read back with no attributes; setting it sets the text.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: storedText) }
        set { text = newValue?.string }
    }
    /// The font (UIKit's default: nil, the 12-point system font; kept).
    open var font: UIFont?
    /// The text colour (kept).
    open var textColor: UIColor?
    /// The alignment (kept; UIKit's default: natural).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text may be edited (UIKit's default: true).
    open var isEditable = true
    /// Whether the text may be selected (UIKit's default: true; kept).
    open var isSelectable = true
    /// The text's inset from the edges (UIKit's default: 8 points above and below; kept).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The keyboard asked for (kept).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title (kept).
    open var returnKeyType: UIReturnKeyType = .default
    /// Shown instead of the keyboard (kept).
    open var inputView: UIView?
    /// Shown above the keyboard (kept).
    open var inputAccessoryView: UIView?
    /// True while editing.
    private(set) var isEditingText = false

    private var textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// A text view can become first responder while editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing when the delegate agrees.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard textDelegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        isEditingText = true
        textDelegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Ends editing when the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard textDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditingText = false
        textDelegate?.textViewDidEndEditing(self)
        return true
    }
}
