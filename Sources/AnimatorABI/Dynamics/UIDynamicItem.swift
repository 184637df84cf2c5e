import Foundation

/// UIKit's `UIDynamicItemCollisionBoundsType`. The stepper collides every item as its bounds
/// rectangle; an ellipse or path item collides as the rectangle around it (README, "UIKit
/// Dynamics").
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds (the only shape the stepper has).
    case rectangle
    /// Collides as its bounds rectangle here.
    case ellipse
    /// Collides as its bounds rectangle here.
    case path
}

/// UIKit's `UIDynamicItem`: what a dynamic animator moves. The animator reads the centre,
/// the bounds' size (the body's box and, with the density, its mass) and the rotation of the
/// transform when it first sees the item (or on `updateItem(usingCurrentState:)`), and writes
/// the centre and a pure rotation transform back, as UIKit does. `UIView` conforms; a plain
/// class conforms by having these three properties.
public protocol UIDynamicItem: AnyObject {
    /// The centre, in the reference view's coordinates.
    var center: CGPoint { get set }
    /// The bounds; only the size is used.
    var bounds: CGRect { get }
    /// The transform; the animator sets it to a rotation.
    var transform: CGAffineTransform { get set }
    /// The shape it collides as (see ``UIDynamicItemCollisionBoundsType``).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

extension UIDynamicItem {
    /// A rectangle, UIKit's default.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

extension UIView: UIDynamicItem {}
