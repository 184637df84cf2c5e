import Foundation

/// A 2D vector in points, the stepper's working type: plain `Double`s so that the arithmetic
/// is the same on every machine and the functions below can be checked by hand.
public struct DynamicsVector: Equatable, Sendable {
    /// Horizontal component (points, or points per second for a velocity).
    public var x: Double
    /// Vertical component (down is positive, as in UIKit).
    public var y: Double

    /// A vector of these components.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The zero vector.
    public static let zero = DynamicsVector(0, 0)

    static func + (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector { DynamicsVector(a.x + b.x, a.y + b.y) }
    static func - (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector { DynamicsVector(a.x - b.x, a.y - b.y) }
    static func * (a: DynamicsVector, s: Double) -> DynamicsVector { DynamicsVector(a.x * s, a.y * s) }
    static prefix func - (a: DynamicsVector) -> DynamicsVector { DynamicsVector(-a.x, -a.y) }
    static func += (a: inout DynamicsVector, b: DynamicsVector) {
        a.x += b.x
        a.y += b.y
    }
    static func -= (a: inout DynamicsVector, b: DynamicsVector) {
        a.x -= b.x
        a.y -= b.y
    }

    /// Dot product.
    func dot(_ b: DynamicsVector) -> Double { x * b.x + y * b.y }
    /// The z component of the 3D cross product (a scalar in 2D).
    func cross(_ b: DynamicsVector) -> Double { x * b.y - y * b.x }
    /// Length.
    var length: Double { (x * x + y * y).squareRoot() }
    /// Rotated a quarter turn: (−y, x).
    var perpendicular: DynamicsVector { DynamicsVector(-y, x) }
    /// Rotated by `angle` radians (clockwise on screen, as UIKit's rotation transforms).
    func rotated(_ angle: Double) -> DynamicsVector {
        let c = cos(angle), s = sin(angle)
        return DynamicsVector(c * x - s * y, s * x + c * y)
    }
    /// ω × r for an angular velocity ω about the z axis: the point's velocity from spin.
    static func spin(_ w: Double, _ r: DynamicsVector) -> DynamicsVector { DynamicsVector(-w * r.y, w * r.x) }
}
