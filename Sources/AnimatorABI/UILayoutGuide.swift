import Foundation

/// UIKit's `UILayoutGuide`: a rectangle in a view's coordinates that constraints can name.
///
/// The guides a view makes — ``UIView/safeAreaLayoutGuide`` and ``UIView/layoutMarginsGuide``
/// — stand for the view's bounds inset by its safe area (none here: the whole bounds) or its
/// ``UIView/layoutMargins``: their anchors are the view's own, moved by those insets (the
/// margins as they are when the anchor is made), so constraints to them are solved as
/// constraints to the view. A guide a plugin makes and adds with ``UIView/addLayoutGuide(_:)``
/// has anchors of its own that the SDK's Auto Layout pass does not solve (its constraints
/// leave the views as they are) and a ``layoutFrame`` of zero.
open class UILayoutGuide: NSObject {
    /// The view it belongs to (held weakly, as in UIKit).
    open internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    /// What the guide stands for: the owning view's bounds inset by these (nil: a free guide).
    var insets: (() -> UIEdgeInsets)?

    /// A free guide (add it to a view with ``UIView/addLayoutGuide(_:)``).
    public override init() {}

    /// A guide standing for `view`'s bounds inset by `insets`.
    init(view: UIView, insets: @escaping () -> UIEdgeInsets, identifier: String) {
        owningView = view
        self.insets = insets
        self.identifier = identifier
    }

    /// The guide's rectangle in the owning view's coordinates (zero for a free guide).
    open var layoutFrame: CGRect {
        guard let owningView, let insets else { return .zero }
        return owningView.bounds.inset(by: insets())
    }

    /// The item an anchor of the guide names: the owning view (a guide standing for part of
    /// it), else the guide itself.
    private var anchorItem: AnyObject {
        if insets != nil, let owningView { return owningView }
        return self
    }

    /// `anchor`, moved from the owning view's attribute by the guide's insets (see ``UILayoutGuide``).
    private func moved<A: AnyObject>(_ anchor: NSLayoutAnchor<A>) -> NSLayoutAnchor<A> {
        guard owningView != nil, let insets else { return anchor }
        let i = insets()
        switch anchor.attribute {
        case .top: anchor.offset = i.top
        case .bottom: anchor.offset = -i.bottom
        case .left, .leading: anchor.offset = i.left
        case .right, .trailing: anchor.offset = -i.right
        case .centerX: anchor.offset = (i.left - i.right) / 2
        case .centerY: anchor.offset = (i.top - i.bottom) / 2
        case .width: anchor.offset = -(i.left + i.right)
        case .height: anchor.offset = -(i.top + i.bottom)
        default: break
        }
        return anchor
    }

    private func x(_ a: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        let anchor = NSLayoutXAxisAnchor(anchorItem, a)
        _ = moved(anchor)
        return anchor
    }
    private func y(_ a: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        let anchor = NSLayoutYAxisAnchor(anchorItem, a)
        _ = moved(anchor)
        return anchor
    }
    private func size(_ a: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        let anchor = NSLayoutDimension(anchorItem, a)
        _ = moved(anchor)
        return anchor
    }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { x(.leading) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { x(.trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { x(.left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { x(.right) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { x(.centerX) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { y(.top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { y(.bottom) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { y(.centerY) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { size(.width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { size(.height) }
}
