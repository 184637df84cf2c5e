import AnimatorABI

/// One line of the DSL as it is written (`make.top.left.equalTo(other).offset(8).priority(.high)`):
/// the item it constrains, its attributes, the relation and right side, the constant, the
/// factor and the priority. ``constraint`` turns it into Auto Layout constraints, one per
/// attribute, made once.
final class ConstraintDescription {
    /// What the right side is.
    enum Related {
        /// Nothing yet (a line without a relation makes no constraint).
        case none
        /// An item, a view or a guide (`equalTo(other.snp.top)`, `equalTo(other)`).
        case item(ConstraintItem)
        /// The superview (a layout guide's owning view).
        case superview
        /// A value: width and height take it as their constant, other attributes as a
        /// constant from the same attribute of the superview.
        case value(ConstraintConstantTarget)
    }

    /// How the constant of each attribute is found.
    enum Amount {
        /// `offset(_:)` (or the relation's value): the target's constant for the attribute.
        case offset(ConstraintConstantTarget)
        /// `inset(_:)`: the edges moved inwards.
        case inset(UIEdgeInsets)
    }

    /// The view or guide on the left.
    weak var item: AnyObject?
    var attributes: ConstraintAttributes
    var relation: NSLayoutConstraint.Relation = .equal
    var related: Related = .none
    var amount: Amount?
    var multiplier: CGFloat = 1
    var priority: Float = 1000
    var label: String?
    private var made: Constraint?

    init(item: AnyObject, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }

    /// The constant of `attribute`: the offset or inset given, else the relation's value.
    func constant(for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        switch amount {
        case .offset(let t): return t.constraintConstant(for: attribute)
        case .inset(let insets): return insets.constraintConstant(for: attribute)
        case nil:
            if case .value(let v) = related { return v.constraintConstant(for: attribute) }
            return 0
        }
    }

    /// The Auto Layout constraints of this line (made on first use); nil when it names no
    /// relation or its item is gone.
    var constraint: Constraint? {
        if let made { return made }
        guard let from = item, !isNone(related) else { return nil }
        var out: [NSLayoutConstraint] = [], shifts: [CGFloat] = []
        for a in attributes.layoutAttributes {
            let (fromItem, fromAttribute) = Self.laidOut(from, a)
            let to = self.to(for: a, from: from)
            // A view's own guide is solved as the view, its edge moved by the guide's insets.
            let left = Self.solved(fromItem, fromAttribute)
            let right = to.map { Self.solved($0.item, $0.attribute) }
            let shift = multiplier * (right?.offset ?? 0) - left.offset
            let c = NSLayoutConstraint(
                item: left.item, attribute: fromAttribute, relatedBy: relation, toItem: right?.item,
                attribute: to?.attribute ?? .notAnAttribute, multiplier: multiplier,
                constant: constant(for: a) + shift)
            c.priority = UILayoutPriority(min(1000, max(1, priority)))
            c.identifier = label
            out.append(c)
            shifts.append(shift)
        }
        let c = Constraint(description: self, layoutConstraints: out, shifts: shifts)
        made = c
        return c
    }

    private func isNone(_ r: Related) -> Bool { if case .none = r { return true } else { return false } }

    /// The right side's item and attribute for left attribute `a` (nil: a constant width or height).
    private func to(for a: NSLayoutConstraint.Attribute, from: AnyObject) -> (
        item: AnyObject, attribute: NSLayoutConstraint.Attribute
    )? {
        let superview = (from as? UIView)?.superview ?? (from as? UILayoutGuide)?.owningView
        switch related {
        case .none: return nil
        case .superview: return superview.map { Self.laidOut($0, a) }
        case .value:
            guard !a.isDimension else { return nil }
            return superview.map { Self.laidOut($0, a) }
        case .item(let i):
            guard let t = i.target else { return nil }
            let theirs = i.attributes.layoutAttributes
            // One attribute on the right relates every left one to it (`make.top.bottom.equalTo(x.snp.centerY)`);
            // several relate by name, a margin to its edge (`make.edges.equalTo(x.snp.margins)`);
            // none: the same one.
            let edge = a.withoutMargin.attribute
            let b =
                theirs.count == 1
                ? theirs[0]
                : theirs.isEmpty
                    ? a : (theirs.first { $0 == a } ?? theirs.first { $0.withoutMargin.attribute == edge } ?? theirs[0])
            return Self.laidOut(t, b)
        }
    }

    /// The item the SDK's solver lays out for `item` and how far `attribute` of `item` is from
    /// that item's: a view's safe-area or margins guide is the view, its edges moved inwards by
    /// its safe-area insets or layout margins as they are now (the SDK's anchors of those
    /// guides do the same);
    /// anything else is itself.
    static func solved(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> (
        item: AnyObject, offset: CGFloat
    ) {
        guard let g = item as? UILayoutGuide, let v = g.owningView else { return (item, 0) }
        if g === v.safeAreaLayoutGuide { return (v, v.safeAreaInsets.constraintConstant(for: attribute)) }
        if g === v.layoutMarginsGuide { return (v, v.layoutMargins.constraintConstant(for: attribute)) }
        return (item, 0)
    }

    /// The item and attribute the solver lays out for `attribute` of `item`: a margin
    /// attribute of a view is that edge of its `layoutMarginsGuide`; of a guide, its own edge.
    static func laidOut(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> (
        item: AnyObject, attribute: NSLayoutConstraint.Attribute
    ) {
        let (plain, isMargin) = attribute.withoutMargin
        guard isMargin else { return (item, attribute) }
        if let v = item as? UIView { return (v.layoutMarginsGuide, plain) }
        return (item, plain)
    }
}
