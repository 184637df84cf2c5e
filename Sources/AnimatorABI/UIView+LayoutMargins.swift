import Foundation

/// UIKit's layout margins: the space a view's content keeps from its edges (UIKit's default: 8
/// points on every side). Kept on the view by the SDK (the host never reads them) and used by a
/// ``UIStackView`` with ``UIStackView/isLayoutMarginsRelativeArrangement`` and by the view's
/// ``layoutMarginsGuide``. The host lays out left to right, so leading is left.
extension UIView {
    /// The margins (UIKit's default: 8 points on every side).
    public var layoutMargins: UIEdgeInsets {
        get { connection.layerHints[handle.bits]?["layoutMargins"] as? UIEdgeInsets ?? UIView.defaultMargins }
        set {
            connection.layerHints[handle.bits, default: [:]]["layoutMargins"] = newValue
            (self as? UIStackView)?.layoutSubviews()
        }
    }
    /// The margins by leading and trailing edge (the same margins: leading is left here).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }
    /// Whether the superview's margins add to these (kept; UIKit's default: false).
    public var preservesSuperviewLayoutMargins: Bool {
        get { connection.layerHints[handle.bits]?["preservesSuperviewLayoutMargins"] as? Bool ?? false }
        set { connection.layerHints[handle.bits, default: [:]]["preservesSuperviewLayoutMargins"] = newValue }
    }
    /// Whether the safe area adds to the margins (kept; UIKit's default: true; the safe area
    /// is empty here).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { connection.layerHints[handle.bits]?["insetsLayoutMarginsFromSafeArea"] as? Bool ?? true }
        set { connection.layerHints[handle.bits, default: [:]]["insetsLayoutMarginsFromSafeArea"] = newValue }
    }

    /// UIKit's default margins.
    static let defaultMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}
