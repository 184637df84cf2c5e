import Foundation

/// UIKit's `UITextViewDelegate`: asked and told about a text view's editing (a
/// ``UIScrollViewDelegate``, as UIKit's). Every member is optional in UIKit; each has UIKit's
/// answer when left out (editing may begin and end, changes are allowed). The view asks it when
/// it becomes or resigns first responder; the host types no text, so the change members are
/// asked only by code that calls them.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` may be replaced by `text`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// UIKit's answer when left out: yes.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Left out: nothing to do.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// UIKit's answer when left out: yes.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Left out: nothing to do.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// UIKit's answer when left out: yes.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Left out: nothing to do.
    public func textViewDidChange(_ textView: UITextView) {}
}
