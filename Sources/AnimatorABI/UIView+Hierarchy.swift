extension UIView {
    /// True when this view is `view` or lies inside it (UIKit's `isDescendant(of:)`): `view`
    /// is found walking up the superviews.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }
}
