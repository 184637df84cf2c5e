import AnimatorABI

/// The attribute items of a view's or layout guide's `snp`, shared by both.
public protocol ConstraintAttributesDSL {
    /// The view or layout guide.
    var target: AnyObject? { get }
}

extension ConstraintAttributesDSL {
    private func item(_ a: ConstraintAttributes) -> ConstraintItem { ConstraintItem(target: target, attributes: a) }

    public var top: ConstraintItem { item(.top) }
    public var bottom: ConstraintItem { item(.bottom) }
    public var left: ConstraintItem { item(.left) }
    public var right: ConstraintItem { item(.right) }
    public var leading: ConstraintItem { item(.leading) }
    public var trailing: ConstraintItem { item(.trailing) }
    public var width: ConstraintItem { item(.width) }
    public var height: ConstraintItem { item(.height) }
    public var centerX: ConstraintItem { item(.centerX) }
    public var centerY: ConstraintItem { item(.centerY) }
    public var lastBaseline: ConstraintItem { item(.lastBaseline) }
    public var firstBaseline: ConstraintItem { item(.firstBaseline) }
    public var topMargin: ConstraintItem { item(.topMargin) }
    public var bottomMargin: ConstraintItem { item(.bottomMargin) }
    public var leftMargin: ConstraintItem { item(.leftMargin) }
    public var rightMargin: ConstraintItem { item(.rightMargin) }
    public var leadingMargin: ConstraintItem { item(.leadingMargin) }
    public var trailingMargin: ConstraintItem { item(.trailingMargin) }
    public var centerXWithinMargins: ConstraintItem { item(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintItem { item(.centerYWithinMargins) }
    public var edges: ConstraintItem { item(.edges) }
    public var horizontalEdges: ConstraintItem { item(.horizontalEdges) }
    public var verticalEdges: ConstraintItem { item(.verticalEdges) }
    public var directionalEdges: ConstraintItem { item(.directionalEdges) }
    public var size: ConstraintItem { item(.size) }
    public var center: ConstraintItem { item(.center) }
    public var margins: ConstraintItem { item(.margins) }
    public var directionalMargins: ConstraintItem { item(.directionalMargins) }
    public var centerWithinMargins: ConstraintItem { item(.centerWithinMargins) }
}

/// A view's `snp`: its attribute items and the calls that make, remake, update and remove the
/// constraints made through it.
public struct ConstraintViewDSL: ConstraintAttributesDSL {
    /// The view.
    public let view: UIView
    public var target: AnyObject? { view }

    /// The view's safe-area guide (`make.top.equalTo(view.snp.safeAreaLayoutGuide)`, or its
    /// items: `view.snp.safeAreaLayoutGuide.snp.top`).
    public var safeAreaLayoutGuide: UILayoutGuide { view.safeAreaLayoutGuide }

    /// Makes the constraints `closure` describes and activates them; the view stops
    /// translating its autoresizing mask into constraints, as SnapKit does.
    @discardableResult
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        return ConstraintMaker.make(view, closure)
    }

    /// Removes the constraints made through `snp` for this view, then makes these.
    @discardableResult
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        ConstraintMaker.removeAll(view)
        return ConstraintMaker.make(view, closure)
    }

    /// Updates the constant and priority of each constraint made through `snp` that relates
    /// the same attributes of the same items; makes the others.
    @discardableResult
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        return ConstraintMaker.update(view, closure)
    }

    /// Deactivates and forgets the constraints made through `snp` for this view.
    public func removeConstraints() { ConstraintMaker.removeAll(view) }

    /// Makes the constraints without activating them (each can be activated later).
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        return ConstraintMaker.prepare(view, closure)
    }
}

/// A layout guide's `snp`: as a view's, for a guide.
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    /// The guide.
    public let guide: UILayoutGuide
    public var target: AnyObject? { guide }

    /// Makes the constraints `closure` describes and activates them.
    @discardableResult
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.make(guide, closure)
    }

    /// Removes the constraints made through `snp` for this guide, then makes these.
    @discardableResult
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.removeAll(guide)
        return ConstraintMaker.make(guide, closure)
    }

    /// As ``ConstraintViewDSL/updateConstraints(_:)``.
    @discardableResult
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.update(guide, closure)
    }

    /// Deactivates and forgets the constraints made through `snp` for this guide.
    public func removeConstraints() { ConstraintMaker.removeAll(guide) }
}
