import AnimatorABI

/// The `make` of `snp.makeConstraints { make in … }`: each attribute it hands out starts one
/// line of the DSL.
public final class ConstraintMaker {
    private let item: AnyObject
    private var descriptions: [ConstraintDescription] = []

    init(item: AnyObject) { self.item = item }

    private func start(_ a: ConstraintAttributes) -> ConstraintMakerExtendable {
        let d = ConstraintDescription(item: item, attributes: a)
        descriptions.append(d)
        return ConstraintMakerExtendable(d)
    }

    public var top: ConstraintMakerExtendable { start(.top) }
    public var bottom: ConstraintMakerExtendable { start(.bottom) }
    public var left: ConstraintMakerExtendable { start(.left) }
    public var right: ConstraintMakerExtendable { start(.right) }
    public var leading: ConstraintMakerExtendable { start(.leading) }
    public var trailing: ConstraintMakerExtendable { start(.trailing) }
    public var width: ConstraintMakerExtendable { start(.width) }
    public var height: ConstraintMakerExtendable { start(.height) }
    public var centerX: ConstraintMakerExtendable { start(.centerX) }
    public var centerY: ConstraintMakerExtendable { start(.centerY) }
    public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }
    public var topMargin: ConstraintMakerExtendable { start(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { start(.bottomMargin) }
    public var leftMargin: ConstraintMakerExtendable { start(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { start(.rightMargin) }
    public var leadingMargin: ConstraintMakerExtendable { start(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { start(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { start(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { start(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { start(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { start(.directionalHorizontalEdges) }
    public var size: ConstraintMakerExtendable { start(.size) }
    public var center: ConstraintMakerExtendable { start(.center) }
    public var margins: ConstraintMakerExtendable { start(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { start(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }

    // MARK: What the DSL's calls do

    /// The constraints `closure` describes for `item`, not yet active.
    static func prepare(_ item: AnyObject, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let m = ConstraintMaker(item: item)
        closure(m)
        return m.descriptions.compactMap(\.constraint)
    }

    /// Makes, activates and remembers (for remake, update and remove) the constraints.
    static func make(_ item: AnyObject, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let made = prepare(item, closure)
        for c in made { c.activate() }
        InstalledConstraints.of(item).list += made
        return made
    }

    /// Updates the remembered constraints that relate like the new ones; makes the rest.
    static func update(_ item: AnyObject, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let installed = InstalledConstraints.of(item)
        var added: [Constraint] = []
        for c in prepare(item, closure) {
            if let old = installed.list.first(where: { $0.relatesLike(c) }) {
                old.take(c)
            } else {
                c.activate()
                added.append(c)
            }
        }
        installed.list += added
        return added
    }

    /// Deactivates and forgets the remembered constraints.
    static func removeAll(_ item: AnyObject) {
        let installed = InstalledConstraints.of(item)
        for c in installed.list { c.deactivate() }
        installed.list = []
    }
}

/// The constraints made through `snp` for one view or guide, kept with it (an associated
/// object) so `remakeConstraints`, `updateConstraints` and `removeConstraints` find them.
final class InstalledConstraints {
    var list: [Constraint] = []

    /// The key: the address of a value that lives as long as the program.
    private final class Key: Sendable {
        static let shared = Key()
    }

    static func of(_ item: AnyObject) -> InstalledConstraints {
        let key = UnsafeRawPointer(Unmanaged.passUnretained(Key.shared).toOpaque())
        if let found = objc_getAssociatedObject(item, key) as? InstalledConstraints { return found }
        let made = InstalledConstraints()
        objc_setAssociatedObject(item, key, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }
}

/// The end of a line: its constraint (`make.top.equalToSuperview().constraint`) and a label.
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription
    init(_ description: ConstraintDescription) { self.description = description }

    /// The line's constraints (kept to change them later: `update(offset:)`, `deactivate()`).
    /// A line without a relation has none: a placeholder that holds no constraint.
    public var constraint: Constraint {
        description.constraint ?? Constraint(description: description, layoutConstraints: [])
    }

    /// Names the constraints (their `identifier`).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable { editing { $0.label = label } }

    /// Applies `change` to the line and returns it, for the chain's next call.
    func editing(_ change: (ConstraintDescription) -> Void) -> Self {
        change(description)
        return self
    }
}

/// A line that can still take a priority.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// The priority of the line's constraints.
    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        editing { $0.priority = amount.constraintPriority }
    }

    /// The priority of the line's constraints (`.priority(.high)`).
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        priority(amount as ConstraintPriorityTarget)
    }

    /// SnapKit's older spellings.
    @discardableResult public func priorityRequired() -> ConstraintMakerFinalizable { priority(1000) }
    @discardableResult public func priorityHigh() -> ConstraintMakerFinalizable { priority(750) }
    @discardableResult public func priorityMedium() -> ConstraintMakerFinalizable { priority(500) }
    @discardableResult public func priorityLow() -> ConstraintMakerFinalizable { priority(250) }
}

/// A line with its relation: its constant, factor and priority may follow.
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Adds `amount` to every attribute's constant (replacing a value given to the relation).
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        editing { $0.amount = .offset(amount) }
    }

    /// Moves the edges inwards by `amount`: top and left (leading) by plus, bottom and right
    /// (trailing) by minus, a width or height by both insets.
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        editing { $0.amount = .inset(amount.constraintInsets) }
    }

    /// The factor on the right side.
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        editing { $0.multiplier = amount.constraintMultiplier }
    }

    /// One over the factor on the right side.
    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        editing { $0.multiplier = 1 / amount.constraintMultiplier }
    }
}

/// A line's attributes, waiting for its relation.
public class ConstraintMakerRelatable {
    let description: ConstraintDescription
    init(_ description: ConstraintDescription) { self.description = description }

    private func relate(_ r: NSLayoutConstraint.Relation, _ other: ConstraintRelatableTarget)
        -> ConstraintMakerEditable
    {
        description.relation = r
        switch other {
        case let i as ConstraintItem: description.related = .item(i)
        case let v as UIView: description.related = .item(ConstraintItem(target: v, attributes: []))
        case let g as UILayoutGuide: description.related = .item(ConstraintItem(target: g, attributes: []))
        case let c as ConstraintConstantTarget: description.related = .value(c)
        default: description.related = .none
        }
        return ConstraintMakerEditable(description)
    }

    private func relateToSuperview(_ r: NSLayoutConstraint.Relation) -> ConstraintMakerEditable {
        description.relation = r
        description.related = .superview
        return ConstraintMakerEditable(description)
    }

    /// `==` the right side.
    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(.equal, other) }
    /// `<=` the right side.
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, other)
    }
    /// `>=` the right side.
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, other)
    }
    /// `==` the same attributes of the superview.
    @discardableResult
    public func equalToSuperview() -> ConstraintMakerEditable { relateToSuperview(.equal) }
    /// `<=` the same attributes of the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable { relateToSuperview(.lessThanOrEqual) }
    /// `>=` the same attributes of the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual)
    }
}

/// A line's attributes so far; more may be added (`make.top.left`, `make.left.and.right`).
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ a: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(a)
        return self
    }

    /// The same line (reads as English: `make.left.and.right`).
    public var and: ConstraintMakerExtendable { self }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var left: ConstraintMakerExtendable { adding(.left) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    public var size: ConstraintMakerExtendable { adding(.size) }
    public var center: ConstraintMakerExtendable { adding(.center) }
    public var margins: ConstraintMakerExtendable { adding(.margins) }
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }
}
