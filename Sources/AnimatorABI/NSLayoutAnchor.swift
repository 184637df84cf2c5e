/// Auto Layout's anchors: an item's attribute, making ``NSLayoutConstraint``s (solved at the
/// next layout pass once active: see there). The type parameter keeps X anchors to X anchors,
/// Y to Y and dimensions to dimensions, as in UIKit.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The item (held weakly).
    weak var item: AnyObject?
    /// Its attribute.
    let attribute: NSLayoutConstraint.Attribute
    /// How far this anchor lies from the item's attribute (a layout guide's anchor stands for
    /// its view's, moved by the guide's insets: see ``UILayoutGuide``); 0 for a view's own.
    var offset: CGFloat = 0
    /// For a dimension made by `anchorWithOffset(to:)`, the position it is measured from: the
    /// dimension is ``item``'s ``attribute`` less this one (nil for an item's own anchor).
    var origin: LayoutTerm?

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier,
            constant: constant + multiplier * (other?.offset ?? 0) - offset)
        c.firstOrigin = origin
        c.secondOrigin = other?.origin
        return c
    }

    /// This anchor equal to `anchor` (inactive, as in UIKit).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }
    /// This anchor equal to `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// This anchor at least `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// This anchor at least `anchor` plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, constant: c) }
    /// This anchor at most `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    /// This anchor at most `anchor` plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, constant: c) }
}

/// A horizontal position anchor (leading, trailing, left, right, centre X).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (`otherAnchor` less this one, negative
    /// when it lies to the left), as a dimension constraints can fix or relate to another:
    /// equal gaps between views without spacer views, as in UIKit.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(between: self, and: otherAnchor)
    }
}
/// A vertical position anchor (top, bottom, centre Y).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor down to `otherAnchor`, as a dimension (see
    /// ``NSLayoutXAxisAnchor/anchorWithOffset(to:)``).
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(between: self, and: otherAnchor)
    }
}

/// One item's attribute, held weakly: the position a dimension made by `anchorWithOffset(to:)`
/// is measured from.
struct LayoutTerm {
    /// The item (a view or layout guide).
    weak var item: AnyObject?
    /// Its attribute (a position).
    var attribute: NSLayoutConstraint.Attribute
}

/// A size anchor (width, height), which can also equal a constant or a multiple.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// The distance from position `start` to position `end` (`end` less `start`).
    convenience init<A>(between start: NSLayoutAnchor<A>, and end: NSLayoutAnchor<A>) {
        self.init(end.item ?? NSObject(), end.attribute)
        offset = end.offset - start.offset
        origin = LayoutTerm(item: start.item, attribute: start.attribute)
    }

    /// This size equal to `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// This size at least `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// This size at most `c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// This size `m` times `anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// This size `m` times `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.equal, anchor, multiplier: m, constant: c) }
}

extension UIView {
    /// The leading edge (left: the host lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    /// Whether the frame stands for constraints (true by default, as in UIKit): only a view
    /// that sets it false is moved by the constraints that name it (see
    /// ``layoutIfNeeded()``); one that keeps it true keeps the frame the plugin gives it.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { connection.layerHints[handle.bits]?["translatesAutoresizingMaskIntoConstraints"] as? Bool ?? true }
        set { connection.layerHints[handle.bits, default: [:]]["translatesAutoresizingMaskIntoConstraints"] = newValue }
    }

    /// The constraints held by this view, as UIKit's: those added with ``addConstraint(_:)``,
    /// then the other active ones it would hold in UIKit, whose items' nearest common ancestor
    /// it is (a constraint on one view alone, such as a constant width, is that view's), so
    /// that `view.removeConstraints(view.constraints)` clears what UIKit clears.
    public var constraints: [NSLayoutConstraint] {
        let added = addedConstraints
        guard !connection.activeConstraints.isEmpty else { return added }
        return added
            + connection.activeConstraints.filter { c in
                !added.contains { $0 === c } && c.commonAncestor == self
            }
    }
    /// The constraints added with ``addConstraint(_:)`` and not removed since.
    private var addedConstraints: [NSLayoutConstraint] {
        get { connection.layerHints[handle.bits]?["constraints"] as? [NSLayoutConstraint] ?? [] }
        set { connection.layerHints[handle.bits, default: [:]]["constraints"] = newValue }
    }
    /// Adds `constraint` to ``constraints`` and activates it, as UIKit does.
    public func addConstraint(_ constraint: NSLayoutConstraint) { addConstraints([constraint]) }
    /// Adds each to ``constraints`` and activates it.
    public func addConstraints(_ list: [NSLayoutConstraint]) {
        addedConstraints += list
        NSLayoutConstraint.activate(list)
    }
    /// Removes `constraint` from ``constraints`` and deactivates it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { removeConstraints([constraint]) }
    /// Removes each from ``constraints`` and deactivates it.
    public func removeConstraints(_ list: [NSLayoutConstraint]) {
        addedConstraints = addedConstraints.filter { c in !list.contains { $0 === c } }
        NSLayoutConstraint.deactivate(list)
    }
}
