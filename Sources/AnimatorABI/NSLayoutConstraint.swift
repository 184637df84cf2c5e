/// Auto Layout's `NSLayoutConstraint`, solved by the SDK for the attributes transition code
/// uses (edges, leading and trailing as left and right, centres, width and height; ``==``,
/// ``>=`` and ``<=``; priorities; multipliers): see ``AutoLayoutSolver`` for how, and
/// ``UIView/layoutIfNeeded()`` for when. Active constraints are kept in one list per plugin
/// in the order they were activated, one list per host (UIKit installs them on the items' nearest common
/// ancestor; the list plays that part, and the order breaks ties between equal priorities).
/// As in UIKit, changing a constraint moves nothing at once: the views move at the next layout
/// pass, which is ``UIView/layoutIfNeeded()`` (inside an animation block: the moves animate)
/// or else the end of the current call from the host (UIKit's end of the run-loop turn).
/// Baseline and margin attributes are kept but play no part; the SDK has no layout guides.
open class NSLayoutConstraint: NSObject {
    /// UIKit's layout attributes (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right = 2, top = 3, bottom = 4, leading = 5, trailing = 6, width = 7, height = 8
        case centerX = 9, centerY = 10, lastBaseline = 11, firstBaseline = 12
        case leftMargin = 13, rightMargin = 14, topMargin = 15, bottomMargin = 16, leadingMargin = 17, trailingMargin =
            18
        case centerXWithinMargins = 19, centerYWithinMargins = 20
        case notAnAttribute = 0
    }

    /// UIKit's relations (UIKit's raw values).
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    /// The first item (a view or layout guide; held weakly, as in UIKit).
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The second item (nil for a constant constraint; held weakly).
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`.notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// The factor on the second side.
    public let multiplier: CGFloat
    /// The constant added to the second side (settable, as in UIKit: an active constraint's
    /// views move at the next layout pass).
    open var constant: CGFloat { didSet { if isActive, constant != oldValue { host?.needsLayout() } } }
    /// The priority (`.required` by default).
    open var priority: UILayoutPriority = .required {
        didSet { if isActive, priority != oldValue { host?.needsLayout() } }
    }
    /// A name for debugging.
    open var identifier: String?
    /// Whether the constraint takes part in layout (from the next layout pass).
    open var isActive = false { didSet { if isActive != oldValue { activeChanged() } } }
    /// For a side made from a dimension between two anchors (`anchorWithOffset(to:)`): the
    /// position subtracted from ``firstItem``'s ``firstAttribute`` (nil: that attribute alone).
    var firstOrigin: LayoutTerm?
    /// The same for the second side (subtracted before the multiplier applies).
    var secondOrigin: LayoutTerm?
    /// When it was last activated (``activations`` then): later wins ties of priority.
    var activationOrder = 0
    /// The host whose list holds it while active.
    weak var host: HostConnection?
    /// Whether it is archived (kept).
    open var shouldBeArchived = false

    /// `item.attribute relation toItem.attribute × multiplier + constant`, inactive (UIKit's
    /// designated form).
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Sets ``isActive`` on each (UIKit's batch form).
    open class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    /// Clears ``isActive`` on each.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }
}

/// UIKit's layout priorities (a Float from 1 to 1000).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The bits (or value), as UIKit stores them.
    public let rawValue: Float
    /// The value of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    /// Must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// A button's resistance to compression (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A window resize drag (macOS, 510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// A window keeping its size (macOS, 500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that cannot resize the window (macOS, 490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// A button's hugging of its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The level fitting sizes are computed at (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// Ordered by value.
    public static func < (l: UILayoutPriority, r: UILayoutPriority) -> Bool { l.rawValue < r.rawValue }
    /// A priority `r` higher (UIKit's arithmetic on priorities).
    public static func + (l: UILayoutPriority, r: Float) -> UILayoutPriority { UILayoutPriority(l.rawValue + r) }
    /// A priority `r` lower.
    public static func - (l: UILayoutPriority, r: Float) -> UILayoutPriority { UILayoutPriority(l.rawValue - r) }
}
