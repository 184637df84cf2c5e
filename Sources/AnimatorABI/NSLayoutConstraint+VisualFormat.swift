import Foundation

extension NSLayoutConstraint {
    /// UIKit's options for ``constraints(withVisualFormat:options:metrics:views:)``: an edge or
    /// centre every view of the format is aligned on (across the format's axis), and the
    /// direction a horizontal format runs in. UIKit's raw values.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The old name of ``alignAllLastBaseline``.
        public static let alignAllBaseline = alignAllLastBaseline
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Leading to trailing (the default; left to right here, as leading is).
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Spacing between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Kept; baselines play no part in the SDK's layout, so spacing is edge to edge.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// UIKit's standard space of a bare `-` between two views of a format, points.
    static let standardSiblingSpace: CGFloat = 8
    /// UIKit's standard space of a bare `-` between a view and its superview's edge, points.
    static let standardEdgeSpace: CGFloat = 20

    /// UIKit's Visual Format Language (`"H:|-[icon(40)]-8-[title]-|"`): the constraints the
    /// format describes, inactive (activate them, or add them to a view, as on iOS). Names
    /// in the format are keys of `views` (each a ``UIView``) and of `metrics` (numbers); `|`
    /// is the superview of the view beside it. A format UIKit would reject (bad syntax, an
    /// unknown name, a `|` with no superview, alignment along the format's own axis) stops
    /// the plugin with UIKit's message, as iOS raises an exception there. A bare `-` is 8
    /// points between views and 20 to a superview's edge, UIKit's standard spaces.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        let parsed: VisualFormat
        do {
            parsed = try VisualFormat(format, metrics: numbers(metrics ?? [:], format))
        } catch {
            fatalError(error.description)
        }
        let viewNames = Set(views.compactMap { $0.value is UIView ? $0.key : nil })
        if let problem = parsed.problem(viewNames: viewNames, options: opts) {
            fatalError("Visual format \"\(format)\": \(problem)")
        }
        return VisualFormatBuilder(format: parsed, text: format, options: opts, views: views).constraints()
    }

    /// The metrics as numbers (stopping the plugin on one that is not).
    private static func numbers(_ metrics: [String: Any], _ format: String) -> [String: Double] {
        metrics.mapValues { value in
            guard let v = number(of: value) else {
                fatalError("Visual format \"\(format)\": the metric \(value) is not a number")
            }
            return v
        }
    }
}

/// The constraints of one parsed ``VisualFormat``, UIKit's way: neighbours' facing edges
/// spaced by the connection, the first and last views' outer edges to the superview's, each
/// view's size bounded by its predicates, and the options' alignment between neighbours.
struct VisualFormatBuilder {
    let format: VisualFormat
    let text: String
    let options: NSLayoutConstraint.FormatOptions
    let views: [String: Any]

    /// The attributes of a view's leading and trailing edges along the axis, and its size.
    private var edges: (leading: NSLayoutConstraint.Attribute, trailing: NSLayoutConstraint.Attribute) {
        if format.axis == .vertical { return (.top, .bottom) }
        if options.intersection(.directionMask) == .directionRightToLeft { return (.right, .left) }
        if options.intersection(.directionMask) == .directionLeftToRight { return (.left, .right) }
        return (.leading, .trailing)
    }
    private var sizeAttribute: NSLayoutConstraint.Attribute { format.axis == .vertical ? .height : .width }

    func constraints() -> [NSLayoutConstraint] {
        let items = format.items.map { view(named: $0.name) }
        var out: [NSLayoutConstraint] = []
        for (i, item) in format.items.enumerated() {
            for p in item.size {
                let other = p.object.viewName.map { view(named: $0) }
                out.append(
                    make(
                        items[i], sizeAttribute, p.relation, other, other == nil ? .notAnAttribute : sizeAttribute,
                        p.object.constant, p.priority))
            }
        }
        if let c = format.leadingEdge {
            let superview = self.superview(of: items[0])
            out += space(
                c, standard: NSLayoutConstraint.standardEdgeSpace, from: (superview, edges.leading),
                to: (items[0], edges.leading))
        }
        for (i, c) in format.gaps.enumerated() {
            out += space(
                c, standard: NSLayoutConstraint.standardSiblingSpace, from: (items[i], edges.trailing),
                to: (items[i + 1], edges.leading))
        }
        if let c = format.trailingEdge, let last = items.last {
            out += space(
                c, standard: NSLayoutConstraint.standardEdgeSpace, from: (last, edges.trailing),
                to: (superview(of: last), edges.trailing))
        }
        out += alignment(items)
        return out
    }

    /// `to.attribute relation from.attribute + space` for each of the connection's bounds.
    private func space(
        _ c: VisualFormat.Connection, standard: CGFloat, from: (UIView, NSLayoutConstraint.Attribute),
        to: (UIView, NSLayoutConstraint.Attribute)
    ) -> [NSLayoutConstraint] {
        let bounds: [(NSLayoutConstraint.Relation, CGFloat, Float)]
        switch c {
        case .flush: bounds = [(.equal, 0, 1000)]
        case .standard: bounds = [(.equal, standard, 1000)]
        case .predicates(let list):
            bounds = list.map { p in
                guard case .constant(let v) = p.object else { return (p.relation, 0, p.priority) }
                return (p.relation, CGFloat(v), p.priority)
            }
        }
        return bounds.map { make(to.0, to.1, $0.0, from.0, from.1, $0.1, $0.2) }
    }

    /// Each alignment option and the attribute it aligns.
    static let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
        (.alignAllFirstBaseline, .firstBaseline)
    ]

    /// The options' alignment: each view's attribute equal to the one before it.
    private func alignment(_ items: [UIView]) -> [NSLayoutConstraint] {
        let chosen = VisualFormatBuilder.alignments.filter { options.contains($0.0) }.map(\.1)
        guard items.count > 1, !chosen.isEmpty else { return [] }
        return zip(items.dropFirst(), items).flatMap { view, previous in
            chosen.map { make(view, $0, .equal, previous, $0, 0, 1000) }
        }
    }

    private func make(
        _ first: UIView, _ a: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ second: UIView?,
        _ b: NSLayoutConstraint.Attribute, _ constant: CGFloat, _ priority: Float
    ) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(
            item: first, attribute: a, relatedBy: r, toItem: second, attribute: b, multiplier: 1, constant: constant)
        c.priority = UILayoutPriority(priority)
        return c
    }

    /// The view `name` stands for (``VisualFormat/problem(viewNames:options:)`` saw it is one).
    private func view(named name: String) -> UIView {
        guard let v = views[name] as? UIView else { preconditionFailure("\(name) was checked") }
        return v
    }

    private func superview(of view: UIView) -> UIView {
        guard let s = view.superview else {
            fatalError(
                "Visual format \"\(text)\": unable to interpret '|' character, because the related view doesn't have a superview; add it to its superview first"
            )
        }
        return s
    }
}

extension VisualFormat.Predicate.Object {
    /// The view a predicate names, if any.
    var viewName: String? {
        if case .view(let n) = self { return n }
        return nil
    }
    /// The predicate's constant (0 when it names a view).
    var constant: CGFloat {
        if case .constant(let v) = self { return CGFloat(v) }
        return 0
    }
}

extension VisualFormat {
    /// What UIKit would reject in this format beyond its syntax, in UIKit's words, or nil: a
    /// name that is not a view of `viewNames`, or alignment options along the format's own
    /// axis with more than one view to align (UIKit raises for both).
    func problem(viewNames: Set<String>, options: NSLayoutConstraint.FormatOptions) -> String? {
        let named = items.flatMap { [$0.name] + $0.size.compactMap(\.object.viewName) }
        if let missing = named.first(where: { !viewNames.contains($0) }) {
            return "\(missing) is not a key in the views dictionary (or its value is not a UIView)"
        }
        let horizontalEdges: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leading, .trailing, .centerX]
        let along = VisualFormatBuilder.alignments.filter {
            options.contains($0.0) && horizontalEdges.contains($0.1) == (axis == .horizontal)
        }
        if items.count > 1, !along.isEmpty {
            return
                "the options align the views on an edge along the format's own axis, which UIKit does not allow; align across it (alignAllTop… for H:, alignAllLeading… for V:)"
        }
        return nil
    }
}
