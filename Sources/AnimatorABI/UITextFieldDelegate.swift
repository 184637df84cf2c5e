import Foundation

/// UIKit's `UITextFieldDelegate`: asked and told about a text field's editing. Every member is
/// optional in UIKit; each has UIKit's answer when left out (editing may begin and end, the
/// change and the clear are allowed, return does nothing special), as the SDK models optional
/// requirements elsewhere. The field asks it when it becomes or resigns first responder; the
/// host types no text, so the change, clear and return members are asked only by code that
/// calls them.
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` may be replaced by `string`.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// Whether the text may be cleared.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key does its default.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// UIKit's answer when left out: yes.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Left out: nothing to do.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// UIKit's answer when left out: yes.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Left out: nothing to do.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// UIKit's answer when left out: yes.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// UIKit's answer when left out: yes.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// UIKit's answer when left out: yes.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
