import Foundation

/// One item as the stepper sees it: a box (the item's bounds) with a centre, a rotation, their
/// velocities and the material of `UIDynamicItemBehavior`.
///
/// Mass follows UIKit's definition of density: a 100 × 100 point item of density 1 has mass 1,
/// so mass = density × width × height / 10,000. The moment of inertia is the box's,
/// m (w² + h²) / 12.
public struct DynamicBody: Equatable, Sendable {
    /// Centre, points.
    public var position: DynamicsVector
    /// Rotation, radians (clockwise on screen).
    public var angle: Double {
        didSet {
            cosine = cos(angle)
            sine = sin(angle)
        }
    }
    /// cos(angle) and sin(angle), kept with it (the collision tests use them many times a step).
    private(set) var cosine = 1.0, sine = 0.0
    /// Points per second.
    public var velocity: DynamicsVector = .zero
    /// Radians per second.
    public var angularVelocity: Double = 0
    /// Half the width and half the height of the item's bounds.
    public var halfSize: DynamicsVector
    /// `UIDynamicItemBehavior.density`.
    public var density: Double = 1 { didSet { updateMass() } }
    /// `elasticity`: 0 no bounce … 1 a bounce that keeps the speed.
    public var elasticity: Double = 0
    /// `friction`: Coulomb's coefficient against boundaries and other items.
    public var friction: Double = 0
    /// `resistance`: linear velocity decays as e^(−resistance·t).
    public var resistance: Double = 0
    /// `angularResistance`: angular velocity decays as e^(−angularResistance·t).
    public var angularResistance: Double = 0
    /// `allowsRotation`.
    public var allowsRotation = true { didSet { updateMass() } }
    /// `isAnchored`: takes part in collisions but never moves.
    public var isAnchored = false { didSet { updateMass() } }
    /// Acceleration applied every step regardless of mass (gravity), points/s².
    public var acceleration: DynamicsVector = .zero
    /// Force applied every step (continuous pushes), in UIKit's units: mass × points/s².
    public var force: DynamicsVector = .zero
    /// Torque applied every step (continuous pushes off centre).
    public var torque: Double = 0
    /// Seconds the body has been still (below the rest thresholds) without a break.
    public var stillTime: Double = 0
    /// Asleep: the body and every movable body whose bounds overlap its own (transitively)
    /// have been still for ``DynamicsWorld/sleepTime``, so the stepper leaves them where they
    /// are, with no velocity, at no cost, until something wakes them (see
    /// ``DynamicsWorld/allowsSleeping``). Set by the stepper only.
    public internal(set) var isSleeping = false
    /// The island the body fell asleep with (a number the world hands out, not an index, so
    /// that it survives the animator reordering its bodies), and what it was when it did:
    /// a change of any of these from outside wakes it.
    var sleepIsland = 0
    var sleptPosition = DynamicsVector.zero, sleptAngle = 0.0, sleptAcceleration = DynamicsVector.zero

    /// 1/mass (0: does not move).
    public private(set) var inverseMass: Double = 0
    /// 1/moment of inertia (0: does not turn).
    public private(set) var inverseInertia: Double = 0

    /// A box of `size` centred at `position`, turned by `angle`, of density 1.
    public init(position: DynamicsVector, size: CGSize, angle: Double = 0) {
        self.position = position
        self.angle = angle
        cosine = cos(angle)
        sine = sin(angle)
        halfSize = DynamicsVector(max(0, Double(size.width)) / 2, max(0, Double(size.height)) / 2)
        updateMass()
    }

    /// Mass by UIKit's density rule (an empty box counts as one square point).
    public var mass: Double { density * max(1, 4 * halfSize.x * halfSize.y) / 10_000 }

    private mutating func updateMass() {
        let m = mass
        inverseMass = isAnchored || !(m > 0) ? 0 : 1 / m
        let inertia = m * (4 * halfSize.x * halfSize.x + 4 * halfSize.y * halfSize.y) / 12
        inverseInertia = isAnchored || !allowsRotation || !(inertia > 0) ? 0 : 1 / inertia
    }

    /// The box's two axes (its local x and y in world coordinates).
    var axes: (DynamicsVector, DynamicsVector) {
        (DynamicsVector(cosine, sine), DynamicsVector(-sine, cosine))
    }

    /// The four corners, in order round the box.
    var corners: [DynamicsVector] { (0..<4).map { corner($0) } }

    /// Corner `k` (0...3) round the box from its local (−x, −y) corner.
    @inline(__always)
    func corner(_ k: Int) -> DynamicsVector {
        let c = cosine, s = sine
        let lx = k == 1 || k == 2 ? halfSize.x : -halfSize.x
        let ly = k >= 2 ? halfSize.y : -halfSize.y
        return DynamicsVector(position.x + c * lx - s * ly, position.y + s * lx + c * ly)
    }

    /// Half the extent of the box along unit `axis`.
    func radius(along axis: DynamicsVector) -> Double {
        halfSize.x * Swift.abs(cosine * axis.x + sine * axis.y) + halfSize.y
            * Swift.abs(cosine * axis.y - sine * axis.x)
    }

    /// The axis-aligned bounding box: min and max corners.
    var boundingBox: (DynamicsVector, DynamicsVector) {
        let rx = radius(along: DynamicsVector(1, 0)), ry = radius(along: DynamicsVector(0, 1))
        return (DynamicsVector(position.x - rx, position.y - ry), DynamicsVector(position.x + rx, position.y + ry))
    }

    /// The velocity of the point at offset `r` from the centre.
    func velocity(at r: DynamicsVector) -> DynamicsVector { velocity + DynamicsVector.spin(angularVelocity, r) }

    /// Applies impulse `p` (mass × points/s) at offset `r` from the centre.
    mutating func applyImpulse(_ p: DynamicsVector, at r: DynamicsVector) {
        velocity += p * inverseMass
        angularVelocity += inverseInertia * r.cross(p)
    }
}
