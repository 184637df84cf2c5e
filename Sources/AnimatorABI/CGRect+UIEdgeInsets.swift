extension CGRect {
    /// UIKit's `inset(by:)`: the rectangle with each edge moved inwards by its inset (negative
    /// insets grow it), on the standardized rectangle; a rectangle whose insets overlap is
    /// `.null`, as UIKit's (Core Graphics' `insetBy`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        let w = r.width - insets.left - insets.right, h = r.height - insets.top - insets.bottom
        guard w >= 0, h >= 0, !r.isNull else { return .null }
        return CGRect(x: r.minX + insets.left, y: r.minY + insets.top, width: w, height: h)
    }
}

/// Swift 4's `UIEdgeInsetsInsetRect(rect, insets)`.
@available(*, deprecated, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }
