import Foundation

/// The rigid-body stepper under `UIDynamicAnimator`, as a value: boxes, joints and collision
/// groups, advanced in fixed sub-steps of 1/120 s by semi-implicit Euler (velocities from the
/// forces first, then positions from the new velocities), with contacts and rigid joints
/// solved by sequential impulses (restitution and Coulomb friction) and overlaps projected
/// out. No clock, no randomness and no unordered collection decides anything, so the same
/// world stepped the same way gives bit-identical results on every run.
///
/// Public so that tests and `host-cli bench dynamics` can drive it without a host; plugin
/// code uses the UIKit classes.
public struct DynamicsWorld: Sendable {
    /// The fixed sub-step, seconds.
    public static let substep = 1.0 / 120
    /// Speed (points/s) and spin (rad/s) below which a body counts as still.
    public static let restSpeed = 2.0, restSpin = 0.05
    /// How long (s) every body must stay still for the world to be at rest.
    public static let restTime = 0.1
    /// Approach speed (points/s) below which contacts do not bounce, so resting items settle.
    public static let bounceThreshold = 20.0
    /// Overlap (points) left alone, so resting contacts do not jitter.
    public static let slop = 0.5

    /// The bodies.
    public var bodies: [DynamicBody] = []
    /// Attachments and snaps.
    public var joints: [DynamicsJoint] = []
    /// Collision behaviours.
    public var groups: [DynamicsCollisionGroup] = []
    /// Solver passes per sub-step.
    public var iterations = 6
    /// Simulated seconds so far.
    public private(set) var time = 0.0
    /// Sub-steps so far.
    public private(set) var steps = 0
    /// Who touches whom after the last sub-step, sorted.
    public private(set) var touching: [DynamicsContactKey] = []
    /// Contacts that began during the last `advance` (sorted within each sub-step).
    public private(set) var began: [DynamicsContactKey] = []
    /// Contacts that ended during the last `advance`.
    public private(set) var ended: [DynamicsContactKey] = []
    /// The contacts of the last sub-step.
    public private(set) var contacts: [DynamicsContact] = []
    private var pending = 0.0
    /// The sweep's working list, kept between sub-steps.
    private var boxes: [SweepBox] = []

    /// A body's bounding box in the sweep.
    private struct SweepBox: Sendable {
        var index: Int
        var minX, minY, maxX, maxY: Double
    }

    /// An empty world.
    public init() {}

    /// True when every body has been still for ``restTime`` (an empty world is at rest).
    public var isResting: Bool { bodies.allSatisfy { $0.stillTime >= Self.restTime } }

    /// Advances by `dt` seconds in whole sub-steps (a remainder carries to the next call), so
    /// a frame of 1/60 s is two sub-steps.
    public mutating func advance(by dt: Double) {
        began = []; ended = []
        guard dt.isFinite, dt > 0 else { return }
        pending += dt
        while pending >= Self.substep * (1 - 1e-9) {
            step()
            pending -= Self.substep
        }
        if abs(pending) < 1e-12 { pending = 0 }
    }

    /// One sub-step.
    public mutating func step() {
        let h = Self.substep
        integrateForces(h)
        applySprings(h)
        contacts.removeAll(keepingCapacity: true)
        detectContacts()
        prepareContacts()
        for _ in 0..<iterations {
            for j in joints.indices where joints[j].frequency == 0 && !joints[j].isSnap { solveRigid(joints[j], h) }
            for c in contacts.indices { solveContact(c) }
        }
        for i in bodies.indices {
            bodies[i].position += bodies[i].velocity * h
            bodies[i].angle += bodies[i].angularVelocity * h
        }
        correctPositions(h)
        for i in bodies.indices {
            let b = bodies[i]
            let still = (b.inverseMass == 0 && b.inverseInertia == 0)
                || (b.velocity.length < Self.restSpeed && abs(b.angularVelocity) < Self.restSpin)
            bodies[i].stillTime = still ? bodies[i].stillTime + h : 0
        }
        updateTouching()
        time += h
        steps += 1
    }

    // MARK: Forces

    /// Velocities from constant accelerations, forces and torques, then exponential resistance.
    private mutating func integrateForces(_ h: Double) {
        for i in bodies.indices {
            var b = bodies[i]
            if b.inverseMass > 0 { b.velocity += (b.acceleration + b.force * b.inverseMass) * h }
            if b.inverseInertia > 0 { b.angularVelocity += b.torque * b.inverseInertia * h } else { b.angularVelocity = 0 }
            if b.resistance > 0 { b.velocity = b.velocity * exp(-b.resistance * h) }
            if b.angularResistance > 0 { b.angularVelocity *= exp(-b.angularResistance * h) }
            bodies[i] = b
        }
    }

    /// The attachment point of joint end `a` (or the anchor) and its offset from the body's centre.
    private func ends(_ j: DynamicsJoint) -> (pa: DynamicsVector, ra: DynamicsVector, pb: DynamicsVector, rb: DynamicsVector) {
        let A = bodies[j.a]
        let ra = j.offsetA.rotated(A.angle)
        if let b = j.b {
            let B = bodies[b]
            let rb = j.offsetB.rotated(B.angle)
            return (A.position + ra, ra, B.position + rb, rb)
        }
        return (A.position + ra, ra, j.offsetB, .zero)
    }

    /// 1 / effective mass of the pair along `n` at offsets `ra`, `rb`.
    private func inverseEffectiveMass(_ a: Int, _ ra: DynamicsVector, _ b: Int?, _ rb: DynamicsVector, _ n: DynamicsVector) -> Double {
        let A = bodies[a]
        var k = A.inverseMass + A.inverseInertia * pow(ra.cross(n), 2)
        if let b { let B = bodies[b]; k += B.inverseMass + B.inverseInertia * pow(rb.cross(n), 2) }
        return k
    }

    private func pointVelocity(_ i: Int?, _ r: DynamicsVector) -> DynamicsVector {
        guard let i, i >= 0 else { return .zero }
        return bodies[i].velocity(at: r)
    }

    private mutating func impulse(_ i: Int?, _ p: DynamicsVector, at r: DynamicsVector) {
        guard let i, i >= 0 else { return }
        bodies[i].applyImpulse(p, at: r)
    }

    /// Springs (frequency > 0) and snaps: the spring force from the positions at the start of
    /// the step, the damping trapezoidal between the old and the new velocity.
    private mutating func applySprings(_ h: Double) {
        for j in joints where j.frequency > 0 {
            let w = 2 * Double.pi * j.frequency
            if j.isSnap {
                var b = bodies[j.a]
                guard b.inverseMass > 0 else { continue }
                let soft = 1 + j.damping * w * h
                b.velocity += ((j.offsetB - b.position) * (w * w) - b.velocity * (2 * j.damping * w)) * (h / soft)
                if b.inverseInertia > 0 {
                    let angle = remainder(b.angle, 2 * Double.pi)
                    b.angularVelocity += (-angle * w * w - b.angularVelocity * 2 * j.damping * w) * (h / soft)
                }
                bodies[j.a] = b
                continue
            }
            let (pa, ra, pb, rb) = ends(j)
            let d = pb - pa
            let dist = d.length
            guard dist > 1e-9 else { continue }
            let n = d * (1 / dist)
            let k = inverseEffectiveMass(j.a, ra, j.b, rb, n)
            guard k > 0 else { continue }
            let vrel = (pointVelocity(j.b, rb) - pointVelocity(j.a, ra)).dot(n)
            // The damping is taken half at the old and half at the new velocity (trapezoidal),
            // which keeps the damped frequency second-order accurate in the step.
            let f = (w * w * (dist - j.length) + 2 * j.damping * w * vrel) / k / (1 + j.damping * w * h)
            impulse(j.a, n * (f * h), at: ra)
            impulse(j.b, n * (-f * h), at: rb)
        }
    }

    /// A rigid joint's velocity constraint: no stretching along the line between its ends.
    private mutating func solveRigid(_ j: DynamicsJoint, _ h: Double) {
        let (pa, ra, pb, rb) = ends(j)
        let d = pb - pa
        let dist = d.length
        guard dist > 1e-9 else { return }
        let n = d * (1 / dist)
        let k = inverseEffectiveMass(j.a, ra, j.b, rb, n)
        guard k > 0 else { return }
        let vrel = (pointVelocity(j.b, rb) - pointVelocity(j.a, ra)).dot(n)
        let lambda = -(vrel + 0.1 / h * (dist - j.length)) / k
        impulse(j.b, n * lambda, at: rb)
        impulse(j.a, n * -lambda, at: ra)
    }

    // MARK: Contacts

    private mutating func detectContacts() {
        var seen = Set<Int>()
        let dedupe = groups.count > 1
        let n = bodies.count
        for g in groups.indices {
            let group = groups[g]
            if group.collidesBoundaries, !group.boundaries.isEmpty {
                for i in group.members where bodies[i].inverseMass > 0 || bodies[i].inverseInertia > 0 {
                    for (k, boundary) in group.boundaries.enumerated() {
                        let start = contacts.count
                        DynamicsCollision.append(bodies[i], index: i, boundary: boundary, into: &contacts)
                        for c in start..<contacts.count { contacts[c].boundary = k; contacts[c].group = g }
                    }
                }
            }
            guard group.collidesItems, group.members.count > 1 else { continue }
            // Sweep and prune along x: sorted by the left edge of the bounding box (ties by index).
            boxes.removeAll(keepingCapacity: true)
            for i in group.members {
                let (lo, hi) = bodies[i].boundingBox
                boxes.append(SweepBox(index: i, minX: lo.x, minY: lo.y, maxX: hi.x, maxY: hi.y))
            }
            boxes.sort { $0.minX != $1.minX ? $0.minX < $1.minX : $0.index < $1.index }
            for p in boxes.indices {
                let me = boxes[p]
                let i = me.index
                var q = p + 1
                while q < boxes.count, boxes[q].minX <= me.maxX {
                    let other = boxes[q]
                    let j = other.index
                    q += 1
                    guard other.minY <= me.maxY, me.minY <= other.maxY, i != j else { continue }
                    let (a, b) = i < j ? (i, j) : (j, i)
                    let A = bodies[a], B = bodies[b]
                    if A.inverseMass == 0 && A.inverseInertia == 0 && B.inverseMass == 0 && B.inverseInertia == 0 { continue }
                    if dedupe { guard seen.insert(a * n + b).inserted else { continue } }
                    DynamicsCollision.append(A, a, B, b, into: &contacts)
                }
            }
        }
    }

    private mutating func prepareContacts() {
        for c in contacts.indices {
            var k = contacts[c]
            let B = bodies[k.b]
            let A: DynamicBody? = k.a >= 0 ? bodies[k.a] : nil
            k.rA = A.map { k.point - $0.position } ?? .zero
            k.rB = k.point - B.position
            let n = k.normal, t = n.perpendicular
            var kn = B.inverseMass + B.inverseInertia * pow(k.rB.cross(n), 2)
            var kt = B.inverseMass + B.inverseInertia * pow(k.rB.cross(t), 2)
            if let A {
                kn += A.inverseMass + A.inverseInertia * pow(k.rA.cross(n), 2)
                kt += A.inverseMass + A.inverseInertia * pow(k.rA.cross(t), 2)
            }
            k.normalMass = kn > 0 ? 1 / kn : 0
            k.tangentMass = kt > 0 ? 1 / kt : 0
            let vn = (B.velocity(at: k.rB) - (A?.velocity(at: k.rA) ?? .zero)).dot(n)
            let e = A.map { max($0.elasticity, B.elasticity) } ?? B.elasticity
            k.targetVelocity = vn < -Self.bounceThreshold ? -e * vn : 0
            k.friction = A.map { ($0.friction * B.friction).squareRoot() } ?? B.friction
            k.normalImpulse = 0; k.tangentImpulse = 0
            contacts[c] = k
        }
    }

    /// One pass over contact `c`: the normal impulse (never pulling), then friction within
    /// the cone. Works on the few fields it needs, not on copies of the bodies.
    private mutating func solveContact(_ c: Int) {
        let a = contacts[c].a, b = contacts[c].b
        let n = contacts[c].normal, t = n.perpendicular
        let rA = contacts[c].rA, rB = contacts[c].rB
        var vb = bodies[b].velocity, wb = bodies[b].angularVelocity
        let mb = bodies[b].inverseMass, ib = bodies[b].inverseInertia
        var va = DynamicsVector.zero, wa = 0.0, ma = 0.0, ia = 0.0
        if a >= 0 { va = bodies[a].velocity; wa = bodies[a].angularVelocity; ma = bodies[a].inverseMass; ia = bodies[a].inverseInertia }
        @inline(__always) func relative() -> DynamicsVector {
            DynamicsVector(vb.x - wb * rB.y - va.x + wa * rA.y, vb.y + wb * rB.x - va.y - wa * rA.x)
        }
        @inline(__always) func apply(_ p: DynamicsVector) {
            vb.x += p.x * mb; vb.y += p.y * mb; wb += ib * rB.cross(p)
            va.x -= p.x * ma; va.y -= p.y * ma; wa -= ia * rA.cross(p)
        }
        var dv = relative()
        let old = contacts[c].normalImpulse
        let total = max(old + contacts[c].normalMass * (contacts[c].targetVelocity - dv.dot(n)), 0)
        contacts[c].normalImpulse = total
        apply(n * (total - old))
        let mu = contacts[c].friction
        if mu > 0 {
            dv = relative()
            let oldT = contacts[c].tangentImpulse, limit = mu * total
            let tt = min(max(oldT - contacts[c].tangentMass * dv.dot(t), -limit), limit)
            contacts[c].tangentImpulse = tt
            apply(t * (tt - oldT))
        }
        bodies[b].velocity = vb; bodies[b].angularVelocity = wb
        if a >= 0 { bodies[a].velocity = va; bodies[a].angularVelocity = wa }
    }

    /// Projects out what overlap is left after the step (less the slop), and pulls rigid
    /// joints back to their length, moving centres only.
    private mutating func correctPositions(_ h: Double) {
        for c in contacts.indices {
            let k = contacts[c]
            let ma = k.a >= 0 ? bodies[k.a].inverseMass : 0, mb = bodies[k.b].inverseMass
            guard ma + mb > 0 else { continue }
            let va = k.a >= 0 ? bodies[k.a].velocity : .zero
            let moved = (bodies[k.b].velocity - va).dot(k.normal) * h
            let left = k.depth - moved - Self.slop
            guard left > 0 else { continue }
            let push = 0.8 * left * k.share / (ma + mb)
            bodies[k.b].position += k.normal * (push * mb)
            if k.a >= 0 { bodies[k.a].position -= k.normal * (push * ma) }
        }
        for j in joints where j.frequency == 0 && !j.isSnap {
            let (pa, _, pb, _) = ends(j)
            let d = pb - pa
            let dist = d.length
            guard dist > 1e-9 else { continue }
            let n = d * (1 / dist)
            let ma = bodies[j.a].inverseMass, mb = j.b.map { bodies[$0].inverseMass } ?? 0
            guard ma + mb > 0 else { continue }
            let error = dist - j.length
            bodies[j.a].position += n * (error * ma / (ma + mb))
            if let b = j.b { bodies[b].position -= n * (error * mb / (ma + mb)) }
        }
    }

    private mutating func updateTouching() {
        var now: [DynamicsContactKey] = []
        now.reserveCapacity(contacts.count)
        for k in contacts {
            now.append(k.a >= 0 ? DynamicsContactKey(a: k.a, b: k.b, group: -1, boundary: -1)
                                : DynamicsContactKey(a: -1, b: k.b, group: k.group, boundary: k.boundary))
        }
        now.sort()
        var unique: [DynamicsContactKey] = []
        unique.reserveCapacity(now.count)
        for k in now where unique.last != k { unique.append(k) }
        // Merge the two sorted lists.
        var i = 0, j = 0
        while i < touching.count || j < unique.count {
            if j == unique.count || (i < touching.count && touching[i] < unique[j]) { ended.append(touching[i]); i += 1 }
            else if i == touching.count || unique[j] < touching[i] { began.append(unique[j]); j += 1 }
            else { i += 1; j += 1 }
        }
        touching = unique
    }
}
