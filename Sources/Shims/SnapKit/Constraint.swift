import AnimatorABI

/// The Auto Layout constraints one line of the DSL made (SnapKit's `Constraint`, which code
/// keeps — `topConstraint = make.top.equalToSuperview().constraint` — to change later).
public final class Constraint {
    private let description: ConstraintDescription
    /// The constraints, one per attribute of the line.
    public let layoutConstraints: [NSLayoutConstraint]

    /// What each constraint's constant carries besides the line's amount: the insets of a
    /// view's own guide it names (see ``ConstraintDescription/solved(_:_:)``).
    private let shifts: [CGFloat]

    init(description: ConstraintDescription, layoutConstraints: [NSLayoutConstraint], shifts: [CGFloat] = []) {
        self.description = description
        self.layoutConstraints = layoutConstraints
        self.shifts = shifts + Array(repeating: 0, count: max(0, layoutConstraints.count - shifts.count))
    }

    /// Whether the constraints take part in layout.
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActive } }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates them (they lay out from the next layout pass).
    public func activate() { NSLayoutConstraint.activate(layoutConstraints) }

    /// Deactivates them.
    public func deactivate() { NSLayoutConstraint.deactivate(layoutConstraints) }

    /// Sets each constraint's constant as `offset(_:)` would have.
    @discardableResult
    public func update(offset amount: ConstraintOffsetTarget) -> Constraint {
        description.amount = .offset(amount)
        refreshConstants()
        return self
    }

    /// Sets each constraint's constant as `inset(_:)` would have.
    @discardableResult
    public func update(inset amount: ConstraintInsetTarget) -> Constraint {
        description.amount = .inset(amount.constraintInsets)
        refreshConstants()
        return self
    }

    /// Sets each constraint's priority.
    @discardableResult
    public func update(priority amount: ConstraintPriorityTarget) -> Constraint {
        description.priority = amount.constraintPriority
        for c in layoutConstraints { c.priority = UILayoutPriority(min(1000, max(1, amount.constraintPriority))) }
        return self
    }

    /// Sets each constraint's priority (`update(priority: .high)`).
    @discardableResult
    public func update(priority amount: ConstraintPriority) -> Constraint {
        update(priority: amount as ConstraintPriorityTarget)
    }

    /// SnapKit's older spelling of ``update(offset:)``.
    public func updateOffset(amount: ConstraintOffsetTarget) { update(offset: amount) }
    /// SnapKit's older spelling of ``update(inset:)``.
    public func updateInsets(amount: ConstraintInsetTarget) { update(inset: amount) }

    /// The constant of each constraint from the line's amount, by the attribute it lays out
    /// (a margin attribute's constant is its edge's).
    private func refreshConstants() {
        for (k, (c, a)) in zip(layoutConstraints, description.attributes.layoutAttributes).enumerated() {
            c.constant = description.constant(for: a) + shifts[k]
        }
    }

    /// Takes the constant and priority of `other`'s constraints (same attributes of the same
    /// items), for `updateConstraints`.
    func take(_ other: Constraint) {
        description.amount = other.description.amount
        if case .value = other.description.related { description.related = other.description.related }
        description.priority = other.description.priority
        for (mine, theirs) in zip(layoutConstraints, other.layoutConstraints) {
            mine.constant = theirs.constant
            mine.priority = theirs.priority
        }
    }

    /// True when both relate the same attributes of the same items in the same way.
    func relatesLike(_ other: Constraint) -> Bool {
        guard layoutConstraints.count == other.layoutConstraints.count else { return false }
        return zip(layoutConstraints, other.layoutConstraints).allSatisfy { a, b in
            a.firstItem === b.firstItem && a.firstAttribute == b.firstAttribute && a.relation == b.relation
                && a.secondItem === b.secondItem && a.secondAttribute == b.secondAttribute
                && a.multiplier == b.multiplier
        }
    }
}
