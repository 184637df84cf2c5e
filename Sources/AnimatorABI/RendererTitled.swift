/// A view that carries the short label the host's renderers draw: `title` (not in UIKit; handy
/// for snapshots and debugging, and what `UILabel.text` and `UIButton`'s current title draw as).
///
/// Why a protocol: `title` lives in this protocol's extension, not on `UIView` itself, so that an
/// app's own `UIView` subclass may declare a member of that name (`var title = UILabel()` in a
/// cell, `let title: String` in a card view: common in real iOS code, which knows no `title` on
/// `UIView`) and compile unchanged. A subclass's member shadows a protocol extension's; it could
/// not shadow a property of its superclass without `override`. Inside such a subclass `title` is
/// the app's member; `(view as UIView).title` still reaches the drawn label.
public protocol RendererTitled: AnyObject {}

extension UIView: RendererTitled {}

extension RendererTitled where Self: UIView {
    /// The label renderers draw in this view (UTF-8; nil or empty draws none). Main thread.
    public var title: String? {
        get { connection.string(handle, AP_PROP_TITLE) }
        set { connection.setString(handle, AP_PROP_TITLE, newValue) }
    }
}
