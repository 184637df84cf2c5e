import AnimatorABI

/// The attributes one line of the DSL names (`make.top.left`, `make.edges`): a set, expanded to
/// Auto Layout attributes in a fixed order when the constraints are made.
public struct ConstraintAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let left = ConstraintAttributes(rawValue: 1 << 0)
    public static let top = ConstraintAttributes(rawValue: 1 << 1)
    public static let right = ConstraintAttributes(rawValue: 1 << 2)
    public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    public static let leading = ConstraintAttributes(rawValue: 1 << 4)
    public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    public static let width = ConstraintAttributes(rawValue: 1 << 6)
    public static let height = ConstraintAttributes(rawValue: 1 << 7)
    public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    public static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    public static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
    public static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    public static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
    public static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
    public static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
    public static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
    public static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
    public static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
    public static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
    public static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

    public static let edges: ConstraintAttributes = [.top, .left, .bottom, .right]
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let directionalEdges: ConstraintAttributes = [.top, .leading, .bottom, .trailing]
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    public static let size: ConstraintAttributes = [.width, .height]
    public static let center: ConstraintAttributes = [.centerX, .centerY]
    public static let margins: ConstraintAttributes = [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
    public static let directionalMargins: ConstraintAttributes = [
        .topMargin, .leadingMargin, .bottomMargin, .trailingMargin
    ]
    public static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// Each single attribute with its Auto Layout attribute, in the order constraints are made.
    static let table: [(ConstraintAttributes, NSLayoutConstraint.Attribute)] = [
        (.top, .top), (.left, .left), (.bottom, .bottom), (.right, .right), (.leading, .leading),
        (.trailing, .trailing), (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY),
        (.lastBaseline, .lastBaseline), (.firstBaseline, .firstBaseline), (.topMargin, .topMargin),
        (.leftMargin, .leftMargin), (.bottomMargin, .bottomMargin), (.rightMargin, .rightMargin),
        (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
        (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins)
    ]

    /// The Auto Layout attributes of the set, in the table's order.
    var layoutAttributes: [NSLayoutConstraint.Attribute] { Self.table.filter { contains($0.0) }.map(\.1) }
}

extension NSLayoutConstraint.Attribute {
    /// The edge or centre a margin attribute is measured from inside (`topMargin` → `top`),
    /// and whether it is one: the SDK's solver lays out edges, so a margin attribute of a view
    /// is laid out as that edge of the view's `layoutMarginsGuide`.
    var withoutMargin: (attribute: NSLayoutConstraint.Attribute, isMargin: Bool) {
        switch self {
        case .leftMargin: return (.left, true)
        case .rightMargin: return (.right, true)
        case .topMargin: return (.top, true)
        case .bottomMargin: return (.bottom, true)
        case .leadingMargin: return (.leading, true)
        case .trailingMargin: return (.trailing, true)
        case .centerXWithinMargins: return (.centerX, true)
        case .centerYWithinMargins: return (.centerY, true)
        default: return (self, false)
        }
    }

    /// True for width and height, which a plain number sets; other attributes a number
    /// offsets from the same attribute of the superview.
    var isDimension: Bool { self == .width || self == .height }
}
