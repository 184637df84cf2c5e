import AnimatorABI

/// What the right side of `equalTo(_:)`, `lessThanOrEqualTo(_:)` and
/// `greaterThanOrEqualTo(_:)` may be: a view, a layout guide, an item (`other.snp.top`), or a
/// value (a number, `CGPoint`, `CGSize`, `UIEdgeInsets`), which is a constant — of the
/// attribute itself for width and height, else from the same attribute of the superview.
public protocol ConstraintRelatableTarget {}

/// A value the DSL turns into each attribute's constant (see ``ConstraintConstantTarget/constraintConstant(for:)``).
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {
    /// The constant for `attribute` when this is an `equalTo(_:)` value or an `offset(_:)`.
    func constraintConstant(for attribute: NSLayoutConstraint.Attribute) -> CGFloat
}

/// An amount `offset(_:)` adds: a number, the same for every attribute.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

/// An amount `inset(_:)` moves the edges inwards by: a number for every edge, or insets.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {
    /// The insets (a number: the same on all four edges).
    var constraintInsets: UIEdgeInsets { get }
}

/// A factor `multipliedBy(_:)` and `dividedBy(_:)` take: a number.
public protocol ConstraintMultiplierTarget {
    /// The factor.
    var constraintMultiplier: CGFloat { get }
}

/// A priority `priority(_:)` takes: a number, a `UILayoutPriority` or a ``ConstraintPriority``.
public protocol ConstraintPriorityTarget {
    /// The priority, 1…1000.
    var constraintPriority: Float { get }
}

/// A number: the same constant for every attribute, every inset, the factor, the priority.
public protocol ConstraintNumber: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget
{
    /// The number as a `CGFloat` (a name no app extension of the number types is likely to use).
    var constraintNumberValue: CGFloat { get }
}

extension ConstraintNumber {
    public func constraintConstant(for attribute: NSLayoutConstraint.Attribute) -> CGFloat { constraintNumberValue }
    public var constraintInsets: UIEdgeInsets {
        UIEdgeInsets(
            top: constraintNumberValue, left: constraintNumberValue, bottom: constraintNumberValue,
            right: constraintNumberValue)
    }
    public var constraintMultiplier: CGFloat { constraintNumberValue }
    public var constraintPriority: Float { Float(constraintNumberValue) }
}

extension Int: ConstraintNumber { public var constraintNumberValue: CGFloat { CGFloat(self) } }
extension UInt: ConstraintNumber { public var constraintNumberValue: CGFloat { CGFloat(self) } }
extension Float: ConstraintNumber { public var constraintNumberValue: CGFloat { CGFloat(self) } }
extension Double: ConstraintNumber { public var constraintNumberValue: CGFloat { CGFloat(self) } }
extension CGFloat: ConstraintNumber { public var constraintNumberValue: CGFloat { self } }

extension CGPoint: ConstraintConstantTarget {
    /// x for horizontal attributes, y for vertical ones, 0 for width and height.
    public func constraintConstant(for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        switch attribute.withoutMargin.attribute {
        case .left, .right, .leading, .trailing, .centerX: return x
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return y
        default: return 0
        }
    }
}

extension CGSize: ConstraintConstantTarget {
    /// The width for `width`, the height for `height`, 0 otherwise.
    public func constraintConstant(for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        switch attribute {
        case .width: return width
        case .height: return height
        default: return 0
        }
    }
}

extension UIEdgeInsets: ConstraintInsetTarget {
    public var constraintInsets: UIEdgeInsets { self }

    /// Each edge moved inwards by its inset (top and left down and right, bottom and right up
    /// and left), the size made smaller by both of its insets, a centre moved by half their
    /// difference.
    public func constraintConstant(for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        switch attribute.withoutMargin.attribute {
        case .top, .firstBaseline: return top
        case .left, .leading: return left
        case .bottom, .lastBaseline: return -bottom
        case .right, .trailing: return -right
        case .width: return -(left + right)
        case .height: return -(top + bottom)
        case .centerX: return (left - right) / 2
        case .centerY: return (top - bottom) / 2
        default: return 0
        }
    }
}

extension UIView: ConstraintRelatableTarget {}
extension UILayoutGuide: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}

/// SnapKit's priorities: `.required` 1000, `.high` 750, `.medium` 500, `.low` 250, or any
/// number from 1 to 1000.
public struct ConstraintPriority: ConstraintPriorityTarget, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    Hashable, Sendable
{
    public let value: Float
    public init(_ value: Float) { self.value = value }
    public init(floatLiteral value: Float) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Float(value) }
    public var constraintPriority: Float { value }

    public static let required = ConstraintPriority(1000)
    public static let high = ConstraintPriority(750)
    public static let medium = ConstraintPriority(500)
    public static let low = ConstraintPriority(250)

    public static func + (l: ConstraintPriority, r: Float) -> ConstraintPriority { ConstraintPriority(l.value + r) }
    public static func - (l: ConstraintPriority, r: Float) -> ConstraintPriority { ConstraintPriority(l.value - r) }
}

extension UILayoutPriority: ConstraintPriorityTarget {
    public var constraintPriority: Float { rawValue }
}
