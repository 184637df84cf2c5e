/// The layout pass: the host's active constraints solved by
/// ``AutoLayoutSolver`` and the results set on the views whose
/// `translatesAutoresizingMaskIntoConstraints` is false.
extension UIView {
    /// Lays out now, as UIKit's: solves the active constraints and moves this view and the
    /// views under it whose `translatesAutoresizingMaskIntoConstraints` is false (a view made in
    /// code keeps its frame until that is set false, as in UIKit). Other views the constraints
    /// name (the superview, views outside this subtree, views that translate their frames) are
    /// fixed references at their current frames. The views get their new size through
    /// `bounds` and their place through `center`, as UIKit's engine sets them (transforms play
    /// no part), so inside a `UIView.animate` block or a property animator's animations the
    /// moves animate like any other change. Returns at once when no constraint is active.
    public func layoutIfNeeded() {
        guard !connection.activeConstraints.isEmpty else { return }
        UIView.layOutConstraints(in: self, connection)
    }
    /// Does nothing: a layout pass follows every constraint change by itself (see
    /// ``layoutIfNeeded()``), and the host has no other layout to redo.
    public func setNeedsLayout() {}
    /// Does nothing: the host draws views from their layer properties.
    public func setNeedsDisplay() {}

    /// Logged once: a pass broke a required constraint.
    // Set from plugin code, which runs only inside host calls, all made from one thread.
    nonisolated(unsafe) static var reportedBrokenConstraint = false

    /// One layout pass over the views under `scope` (every constrained view when nil).
    static func layOutConstraints(in scope: UIView?, _ connection: HostConnection) {
        connection.activeConstraints.removeAll { c in
            c.firstItem == nil || (c.secondAttribute != .notAnAttribute && c.secondItem == nil)
                || (c.firstOrigin.map { $0.item == nil } ?? false) || (c.secondOrigin.map { $0.item == nil } ?? false)
        }
        let constraints = connection.activeConstraints
        guard !constraints.isEmpty else { return }
        var space = LayoutSpace()
        var rules: [AutoLayoutSolver.Rule] = []
        for c in constraints {
            guard let a = c.firstItem as? UIView, let first = space.id(a) else { continue }
            var rule = AutoLayoutSolver.Rule(
                first: first, firstAttribute: c.firstAttribute, relation: c.relation, multiplier: c.multiplier,
                constant: c.constant, priority: c.priority.rawValue, order: c.activationOrder)
            if c.secondAttribute != .notAnAttribute {
                guard let b = c.secondItem as? UIView, let second = space.id(b),
                    space.roots[first] == space.roots[second]
                else { continue }
                rule.second = second
                rule.secondAttribute = c.secondAttribute
            }
            // A side measured between two anchors: its origin in the same hierarchy, or no rule.
            if let o = c.firstOrigin {
                guard let term = space.term(o, sharingRootWith: first) else { continue }
                rule.firstOrigin = term
            }
            if let o = c.secondOrigin {
                guard let term = space.term(o, sharingRootWith: first) else { continue }
                rule.secondOrigin = term
            }
            rules.append(rule)
        }
        var variables = Set<Int>()
        for (id, v) in space.views.enumerated() where !v.translatesAutoresizingMaskIntoConstraints {
            if scope.map({ space.isInside(id, $0) }) ?? true { variables.insert(id) }
        }
        guard !variables.isEmpty else { return }
        rules += intrinsicSizeRules(variables, space)
        let solution = AutoLayoutSolver(frames: space.frames, variables: variables, rules: rules).solve()
        if !solution.brokenRequired.isEmpty, !reportedBrokenConstraint {
            reportedBrokenConstraint = true
            connection.log(
                "Auto Layout: unable to simultaneously satisfy constraints; broke \(solution.brokenRequired.count) "
                    + "required constraint(s), keeping the higher-priority and later-activated ones (logged once)",
                level: AP_LOG_WARNING)
        }
        space.apply(solution.frames)
    }

    /// UIKit's content hugging and compression resistance (the view's priorities, 250 and 750 by
    /// default) for the variable views that report an ``intrinsicContentSize``: a size nothing
    /// else fixes is the intrinsic one.
    private static func intrinsicSizeRules(_ variables: Set<Int>, _ space: LayoutSpace) -> [AutoLayoutSolver.Rule] {
        var rules: [AutoLayoutSolver.Rule] = []
        for id in variables.sorted() {
            let view = space.views[id]
            let size = view.intrinsicContentSize
            for (attribute, length, axis) in [
                (NSLayoutConstraint.Attribute.width, size.width, NSLayoutConstraint.Axis.horizontal),
                (.height, size.height, .vertical)
            ] where length >= 0 {
                rules.append(
                    .init(
                        first: id, firstAttribute: attribute, relation: .lessThanOrEqual, constant: length,
                        priority: view.contentHuggingPriority(for: axis).rawValue))
                rules.append(
                    .init(
                        first: id, firstAttribute: attribute, relation: .greaterThanOrEqual, constant: length,
                        priority: view.contentCompressionResistancePriority(for: axis).rawValue))
            }
        }
        return rules
    }
}

/// The views of one layout pass and their alignment rectangles in one shared space: each
/// view's origin is its superview's plus its own place in the superview (`center` less half
/// the `bounds` size), up to its root. Bounds origins and transforms play no part, as in
/// UIKit's engine (a scroll view's content is laid out in its content's space).
struct LayoutSpace {
    /// The views, by id.
    var views: [UIView] = []
    /// Each view's rectangle in the shared space, by id.
    var frames: [Int: CGRect] = [:]
    /// Each view's root's handle bits, by id.
    var roots: [Int: UInt64] = [:]
    /// Each view's superview's id (nil for a root), by id.
    var parents: [Int: Int] = [:]
    private var ids: [UInt64: Int] = [:]

    /// `term` with its view's id, when its view is in the hierarchy of view `id`.
    mutating func term(_ term: LayoutTerm, sharingRootWith id: Int) -> (
        item: Int, attribute: NSLayoutConstraint.Attribute
    )? {
        guard let v = term.item as? UIView, let t = self.id(v), roots[t] == roots[id] else { return nil }
        return (t, term.attribute)
    }

    /// The id of `view`, adding it and its superviews (nil for a view with no host view).
    mutating func id(_ view: UIView) -> Int? {
        let bits = UInt64(view.handle.bits)
        guard bits != 0 else { return nil }
        if let id = ids[bits] { return id }
        let parent = view.superview.flatMap { self.id($0) }
        let id = views.count
        ids[bits] = id
        views.append(view)
        let size = view.bounds.size
        let c = view.center
        var origin = CGPoint(x: c.x - size.width / 2, y: c.y - size.height / 2)
        if let parent, let p = frames[parent] {
            origin.x += p.minX
            origin.y += p.minY
            parents[id] = parent
            roots[id] = roots[parent]
        } else {
            roots[id] = bits
        }
        frames[id] = CGRect(origin: origin, size: size)
        return id
    }

    /// Whether view `id` is `scope` or under it.
    func isInside(_ id: Int, _ scope: UIView) -> Bool {
        var at: Int? = id
        while let i = at {
            if views[i] === scope || views[i] == scope { return true }
            at = parents[i]
        }
        return false
    }

    /// Sets the views' new rectangles through `bounds` (size) and `center` (place in the
    /// superview, from the superview's new rectangle), each only when it changed by more than
    /// the elimination's rounding: a pass that finds the layout as it is sets nothing, so the
    /// end-of-call pass after an animation block leaves the block's animations alone.
    func apply(_ solved: [Int: CGRect]) {
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
        for (id, r) in solved.sorted(by: { $0.key < $1.key }) {
            let v = views[id]
            let old = frames[id]!
            if !near(r.width, old.width) || !near(r.height, old.height) {
                var b = v.bounds
                b.size = r.size
                v.bounds = b
            }
            let parent = parents[id].map { solved[$0] ?? frames[$0]! }?.origin ?? .zero
            let local = CGPoint(x: r.midX - parent.x, y: r.midY - parent.y)
            let oldParent = parents[id].map { frames[$0]!.origin } ?? .zero
            if !near(local.x, old.midX - oldParent.x) || !near(local.y, old.midY - oldParent.y) { v.center = local }
        }
    }
}
