/// UIKit's constraint-update cycle and the Auto Layout settings of a view: the
/// `setNeedsUpdateConstraints()` mark, `updateConstraintsIfNeeded()` (``updateConstraints()``
/// of each marked view, subviews first), `invalidateIntrinsicContentSize()`, and the content
/// hugging and compression resistance priorities, which the SDK's layout pass uses for the
/// views that report an ``intrinsicContentSize``.
extension UIView {
    /// UIKit's `UIView.noIntrinsicMetric` (−1): a dimension with no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// UIKit's `UIView.layoutFittingCompressedSize`: the smallest size, (0, 0).
    public static let layoutFittingCompressedSize = CGSize.zero

    /// Marks the view for ``updateConstraintsIfNeeded()``.
    public func setNeedsUpdateConstraints() { connection.setHint(handle, "needsUpdateConstraints", true) }

    /// Whether the view is marked for a constraint update.
    public func needsUpdateConstraints() -> Bool { connection.hint(handle, "needsUpdateConstraints", false) }

    /// Calls ``updateConstraints()`` on the marked views of the subtree, subviews before their
    /// superview (UIKit's bottom-up order), and clears the marks.
    public func updateConstraintsIfNeeded() {
        eachInSubtree(childrenFirst: true) { v in
            guard v.needsUpdateConstraints() else { return }
            connection.setHint(v.handle, "needsUpdateConstraints", nil)
            v.updateConstraints()
        }
    }

    /// Tells the layout that ``intrinsicContentSize`` changed: the next layout pass reads it
    /// again (the SDK reads it in every pass, so nothing else is needed).
    public func invalidateIntrinsicContentSize() {}

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250,
    /// `.defaultLow`, unless set).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        connection.hint(handle, "hugging.\(axis.rawValue)", UILayoutPriority.defaultLow)
    }

    /// Sets the content hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        connection.setHint(handle, "hugging.\(axis.rawValue)", priority)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750,
    /// `.defaultHigh`, unless set).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        connection.hint(handle, "compression.\(axis.rawValue)", UILayoutPriority.defaultHigh)
    }

    /// Sets the compression resistance priority along `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        connection.setHint(handle, "compression.\(axis.rawValue)", priority)
    }
}
