/// A distance constraint between a point of one body and an anchor or a point of another
/// body (`UIAttachmentBehavior`), or a snap of a body to a point (`UISnapBehavior`).
///
/// Frequency 0 is rigid: the distance is held by the solver. A positive frequency f is a
/// spring of angular frequency ω = 2πf on the pair's effective mass, so an item on an anchor
/// oscillates at f Hz whatever its mass, damped at ratio `damping` (1 = critical).
public struct DynamicsJoint: Equatable, Sendable {
    /// The first body.
    public var a: Int
    /// The second body, or nil: `anchor` is a fixed point.
    public var b: Int?
    /// Offset of the attachment point from `a`'s centre, in `a`'s unrotated frame.
    public var offsetA: DynamicsVector
    /// Offset from `b`'s centre, or the anchor point when `b` is nil.
    public var offsetB: DynamicsVector
    /// Rest length, points.
    public var length: Double
    /// Hz; 0 is rigid.
    public var frequency: Double
    /// Damping ratio of the spring.
    public var damping: Double
    /// A snap: a spring of length 0 on both axes that also turns the body upright.
    public var isSnap = false

    /// A joint with these fields.
    public init(
        a: Int, b: Int?, offsetA: DynamicsVector, offsetB: DynamicsVector, length: Double, frequency: Double,
        damping: Double, isSnap: Bool = false
    ) {
        self.a = a
        self.b = b
        self.offsetA = offsetA
        self.offsetB = offsetB
        self.length = length
        self.frequency = frequency
        self.damping = damping
        self.isSnap = isSnap
    }
}
