import Foundation

/// The Auto Layout subset the SDK solves, as a pure value: constraint descriptions and the
/// items' current rectangles in, the variable items' new rectangles out (``solve()``).
///
/// Each item has, along each axis, two unknowns: its minimum edge and its length; every
/// supported attribute is a linear form of them (left, leading, top: the minimum; right,
/// trailing, bottom: minimum plus length; the centres: minimum plus half the length; width
/// and height: the length). A constraint is one linear equation or inequality between those
/// forms, so the whole layout is one linear system, solved at once as UIKit's engine does:
/// chains in any order, and cycles that are consistent (two columns of equal width filling
/// a row) solve like any other system. How it picks:
///
/// - Equalities are taken one by one from the highest priority down, the later-activated
///   first among equal priorities; each that is independent of those already taken is kept.
///   One that contradicts them is dropped (over-determined: the higher priority wins, then
///   the later one); a dropped required constraint is reported in ``Solution/brokenRequired``
///   (UIKit logs "Unable to simultaneously satisfy constraints" and breaks one the same way).
/// - Unknowns still free are kept at their current values, lengths first, then minimum edges:
///   a view whose centre alone is fixed keeps its width, one whose width alone is fixed keeps
///   its minimum edge (UIKit's engine likewise keeps an ambiguous variable where it was).
/// - Inequalities are bounds applied after: those the solution breaks become equalities in
///   their places in the order (clamped), and the system is solved again, until none is broken
///   or every broken one is outranked by what it contradicts (a required width of
///   100 stays 100 against an optional width of at most 50; a required trailing edge inside the
///   superview shrinks an optional width).
///
/// Nothing iterates to a fixpoint, so nothing can hang: the work is one elimination per round
/// of broken inequalities (every bound broken in a round is clamped at once), and the rows are
/// sparse.
struct AutoLayoutSolver {
    /// The axis an attribute lies on.
    enum Axis: Int, Hashable { case horizontal = 0, vertical = 1 }

    /// One constraint between items named by integers: `first.firstAttribute relation
    /// second.secondAttribute × multiplier + constant` (no second item: `… relation constant`).
    struct Rule {
        var first: Int
        var firstAttribute: NSLayoutConstraint.Attribute
        var relation: NSLayoutConstraint.Relation = .equal
        var second: Int?
        var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
        var multiplier: CGFloat = 1
        var constant: CGFloat = 0
        var priority: Float = 1000
        /// When it was activated (higher: later); breaks ties between equal priorities.
        var order: Int = 0
        /// A position subtracted from the first side (`anchorWithOffset(to:)`: the side is the
        /// distance from it to `first.firstAttribute`, a length); nil: none.
        var firstOrigin: (item: Int, attribute: NSLayoutConstraint.Attribute)?
        /// The same for the second side.
        var secondOrigin: (item: Int, attribute: NSLayoutConstraint.Attribute)?
    }

    /// What ``solve()`` found.
    struct Solution: Equatable {
        /// The variable items' rectangles, in the same space as the input.
        var frames: [Int: CGRect]
        /// The indices (into ``AutoLayoutSolver/rules``) of required rules the solution breaks.
        var brokenRequired: [Int]
    }

    /// Every item's current rectangle, in one space shared by all of them (alignment
    /// rectangles: transforms play no part, as in UIKit).
    var frames: [Int: CGRect]
    /// The items whose rectangles the solver may set; the others are fixed references.
    var variables: Set<Int>
    /// The constraints.
    var rules: [Rule]

    /// Along which axis `a` lies and its coefficients on (minimum, length), or nil for an
    /// attribute outside the subset (baselines, margins), whose rules are left out.
    static func form(_ a: NSLayoutConstraint.Attribute) -> (axis: Axis, min: Double, length: Double)? {
        switch a {
        case .left, .leading: (.horizontal, 1, 0)
        case .right, .trailing: (.horizontal, 1, 1)
        case .centerX: (.horizontal, 1, 0.5)
        case .width: (.horizontal, 0, 1)
        case .top: (.vertical, 1, 0)
        case .bottom: (.vertical, 1, 1)
        case .centerY: (.vertical, 1, 0.5)
        case .height: (.vertical, 0, 1)
        default: nil
        }
    }

    /// The index of each unknown: item `i`'s minimum and length along `axis`.
    private struct Unknown: Hashable {
        let item: Int
        let axis: Axis
        let isLength: Bool
    }

    /// A linear row: coefficients on unknowns (by index), `relation` a constant.
    private struct Row {
        var coefficients: [Int: Double]
        var relation: NSLayoutConstraint.Relation
        var constant: Double
        var priority: Float
        var order: Int
        var rule: Int?
    }

    /// The variable items' rectangles that satisfy the rules as described above.
    func solve() -> Solution {
        let items = variables.filter { frames[$0] != nil }.sorted()
        guard !items.isEmpty else { return Solution(frames: [:], brokenRequired: []) }
        var index: [Unknown: Int] = [:]
        var current: [Double] = []
        for item in items {
            let f = frames[item]!
            for (axis, min, length) in [
                (Axis.horizontal, f.minX, f.width), (.vertical, f.minY, f.height)
            ] {
                index[Unknown(item: item, axis: axis, isLength: false)] = current.count
                current.append(Double(min))
                index[Unknown(item: item, axis: axis, isLength: true)] = current.count
                current.append(Double(length))
            }
        }
        let rows = rules.indices.compactMap { row(for: $0, index) }
        let ranked = rows.sorted {
            ($0.priority, $0.order, -($0.rule ?? 0)) > ($1.priority, $1.order, -($1.rule ?? 0))
        }
        var promoted = Set<Int>()
        var values = current
        while true {
            let equalities = ranked.indices.filter { ranked[$0].relation == .equal || promoted.contains($0) }
            values = Self.eliminate(equalities.map { ranked[$0] }, keeping: current)
            // Every bound broken now is clamped at once (made tight in its place in the order);
            // a round only adds bounds, so there are at most as many rounds as bounds.
            let broken = ranked.indices.filter { i in
                !promoted.contains(i) && ranked[i].relation != .equal && Self.violates(ranked[i], values)
            }
            guard !broken.isEmpty else { break }
            promoted.formUnion(broken)
        }
        var out: [Int: CGRect] = [:]
        for item in items {
            func v(_ axis: Axis, _ isLength: Bool) -> CGFloat {
                CGFloat(values[index[Unknown(item: item, axis: axis, isLength: isLength)]!])
            }
            out[item] = CGRect(
                x: v(.horizontal, false), y: v(.vertical, false), width: v(.horizontal, true),
                height: v(.vertical, true))
        }
        let brokenRequired = ranked.compactMap { r in
            r.priority >= 1000 && Self.violates(r, values) ? r.rule : nil
        }
        return Solution(frames: out, brokenRequired: brokenRequired.sorted())
    }

    /// Rule `i` as a row over the unknowns (fixed items' values moved to the constant side),
    /// or nil when it is outside the subset, names a missing item, mixes axes of positions, or
    /// bears on no unknown.
    private func row(for i: Int, _ index: [Unknown: Int]) -> Row? {
        let r = rules[i]
        guard let first = side(r.first, r.firstAttribute, less: r.firstOrigin, factor: 1) else { return nil }
        var terms = first.terms
        if let second = r.second, r.secondAttribute != .notAnAttribute {
            guard
                let s = side(second, r.secondAttribute, less: r.secondOrigin, factor: -Double(r.multiplier)),
                first.isPosition == s.isPosition, !first.isPosition || first.axis == s.axis
            else { return nil }
            terms += s.terms
        }
        var row = Row(
            coefficients: [:], relation: r.relation, constant: Double(r.constant), priority: r.priority,
            order: r.order, rule: i)
        for t in terms {
            let rect = frames[t.item]!
            for (isLength, c) in [(false, t.form.min), (true, t.form.length)] where c != 0 {
                let k = c * t.factor
                if let u = index[Unknown(item: t.item, axis: t.form.axis, isLength: isLength)] {
                    row.coefficients[u, default: 0] += k
                } else {
                    let value =
                        t.form.axis == .horizontal
                        ? (isLength ? rect.width : rect.minX) : (isLength ? rect.height : rect.minY)
                    row.constant -= k * Double(value)
                }
            }
        }
        row.coefficients = row.coefficients.filter { abs($0.value) > 1e-12 }
        return row.coefficients.isEmpty ? nil : row
    }

    /// One side of a rule, `factor × (item.attribute − origin)`, as terms: whether it is a
    /// position (an edge or centre alone; a distance between two positions is a length, like a
    /// width) and its axis; nil when an attribute is outside the subset, an item is missing, or
    /// a distance mixes axes or is measured to or from a length.
    private func side(
        _ item: Int, _ attribute: NSLayoutConstraint.Attribute,
        less origin: (item: Int, attribute: NSLayoutConstraint.Attribute)?, factor: Double
    ) -> (
        terms: [(item: Int, form: (axis: Axis, min: Double, length: Double), factor: Double)], isPosition: Bool,
        axis: Axis
    )? {
        guard let f = Self.form(attribute), frames[item] != nil else { return nil }
        guard let origin else { return ([(item, f, factor)], f.min != 0, f.axis) }
        guard let o = Self.form(origin.attribute), frames[origin.item] != nil, o.axis == f.axis, o.min != 0, f.min != 0
        else { return nil }
        return ([(item, f, factor), (origin.item, o, -factor)], false, f.axis)
    }

    /// Whether `values` break inequality `r` (by more than rounding).
    private static func violates(_ r: Row, _ values: [Double]) -> Bool {
        let lhs = r.coefficients.keys.sorted().reduce(0) { $0 + r.coefficients[$1]! * values[$1] }
        switch r.relation {
        case .greaterThanOrEqual: return lhs < r.constant - 1e-6
        case .lessThanOrEqual: return lhs > r.constant + 1e-6
        case .equal: return abs(lhs - r.constant) > 1e-6
        }
    }

    /// Solves `rows` (taken in order, each kept only if independent of those before it: one
    /// that contradicts them is dropped), then fixes the unknowns still free at `current`
    /// (lengths first). Sparse: a row holds its few nonzero coefficients, and every loop that
    /// sums runs in the order of the unknowns, so the result is the same on every run.
    private static func eliminate(_ rows: [Row], keeping current: [Double]) -> [Double] {
        // Reduced row echelon form, by pivot: each kept row has a pivot unknown no other kept
        // row mentions.
        var basis: [Int: (row: [Int: Double], rhs: Double)] = [:]
        // For each unknown, the pivots whose rows mention it besides their own.
        var holders: [Int: Set<Int>] = [:]
        func add(_ coefficients: [Int: Double], _ rhs: Double) {
            var v = coefficients
            var c = rhs
            for p in coefficients.keys.sorted() {
                guard let b = basis[p], let k = v[p] else { continue }
                for (j, x) in b.row { v[j, default: 0] -= k * x }
                c -= k * b.rhs
            }
            v = v.filter { abs($0.value) > 1e-12 }
            // The largest coefficient is the pivot (the lowest unknown among equals).
            guard let p = v.keys.sorted().max(by: { abs(v[$0]!) < abs(v[$1]!) }), abs(v[p]!) > 1e-9 else { return }
            let k = v[p]!
            for j in Array(v.keys) { v[j]! /= k }
            c /= k
            for q in (holders.removeValue(forKey: p) ?? []).sorted() {
                var (row, rhs) = basis[q]!
                let m = row.removeValue(forKey: p)!
                for (j, x) in v where j != p {
                    let y = row[j, default: 0] - m * x
                    if abs(y) > 1e-12 {
                        row[j] = y
                        holders[j, default: []].insert(q)
                    } else {
                        row[j] = nil
                        holders[j]?.remove(q)
                    }
                }
                basis[q] = (row, rhs - m * c)
            }
            for j in v.keys where j != p { holders[j, default: []].insert(p) }
            basis[p] = (v, c)
        }
        for r in rows { add(r.coefficients, r.constant) }
        // Lengths (odd unknowns) first, then minimum edges: see the type's comment. With all
        // unknowns pivots, every row reads `unknown = value`.
        let n = current.count
        for j in Array(stride(from: 1, to: n, by: 2)) + Array(stride(from: 0, to: n, by: 2))
        where basis[j] == nil
            || basis[j]!.row.count > 1
        {
            add([j: 1], current[j])
        }
        var values = current
        for (p, b) in basis { values[p] = b.rhs }
        return values
    }
}
