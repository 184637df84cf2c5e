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
    /// Overlap beyond ``slop`` deeper than this share of the smaller half side of the two
    /// items is *deep*: an item driven into another, as the rows of a pile are when they land
    /// at speed. A deep overlap is projected out only when neither item touches more than
    /// ``crowd`` others (boundaries count); in a pile it is left as it is (the solver still
    /// stops it growing), because pushing it out there drives the item into its other
    /// neighbours, whose pushes drive it back: a 1,000-item pile was shuffled by about half a
    /// point a sub-step, its items jittered at about 30 points/s for good and nothing slept.
    public static let deepOverlap = 0.25
    /// See ``deepOverlap``: two touching items on a floor are not a crowd, so two items placed
    /// overlapping are still pushed apart.
    public static let crowd = 2.0
    /// How long (s) an island must stay still before it falls asleep: Box2D's default, the
    /// engine UIKit Dynamics is built on; longer than ``restTime``, so a scene that comes to
    /// rest as a whole pauses its animator before anything sleeps.
    public static let sleepTime = 0.5

    /// The bodies.
    public var bodies: [DynamicBody] = []
    /// Attachments and snaps.
    public var joints: [DynamicsJoint] = []
    /// Collision behaviours.
    public var groups: [DynamicsCollisionGroup] = []
    /// Solver passes per sub-step: 5, as contacts are warm-started (see ``warmStarting``); a
    /// stack of ten holds better with these than with the 6 cold passes the stepper used to run.
    public var iterations = 5
    /// Whether still islands fall asleep. An island is the movable bodies whose bounding
    /// boxes overlap, transitively, or that a joint links (boundaries and anchored items do
    /// not link); when every body of one has been still for ``sleepTime`` and none is pushed
    /// by a continuous force, its bodies sleep: their velocities are set to zero and they are
    /// neither integrated nor solved, and contacts among them and with boundaries are not
    /// recomputed (they keep touching, so no collision ends). A sleeping island wakes, whole,
    /// when a moving body's bounding box overlaps one of its bodies, when one of its bodies is
    /// given a velocity, a force, a new position, angle or acceleration, or is anchored, and
    /// every island wakes when the joints, the collision groups or the number of bodies
    /// change. Turning this off wakes everything on the next sub-step.
    public var allowsSleeping = true
    /// Whether each contact starts the solve from the impulses it ended the last sub-step
    /// with (warm starting): a contact point of the same pair (or item and boundary) within
    /// ``warmRadius`` of one of the last sub-step's, with a normal within about 25°, carries
    /// its normal and friction impulses over. A resting stack then holds with the same passes
    /// instead of sinking a little every sub-step, and settles (and sleeps) sooner.
    public var warmStarting = true
    /// How far (points) a contact point may move between sub-steps and still count as the same.
    public static let warmRadius = 1.0
    /// Simulated seconds so far.
    public private(set) var time = 0.0
    /// Sub-steps so far.
    public private(set) var steps = 0
    /// Of ``steps``, those that reused the last sub-step's contacts (see ``advance(by:)``).
    private(set) var reusedSteps = 0
    /// Who touches whom after the last sub-step that made contacts (a sub-step that reuses
    /// them keeps it: see ``advance(by:)``), sorted.
    public private(set) var touching: [DynamicsContactKey] = []
    /// Contacts that began during the last `advance` (sorted within each sub-step).
    public private(set) var began: [DynamicsContactKey] = []
    /// Contacts that ended during the last `advance`.
    public private(set) var ended: [DynamicsContactKey] = []
    /// The contacts of the last sub-step.
    public private(set) var contacts: [DynamicsContact] = []
    private var pending = 0.0
    /// Scratch kept between sub-steps so that a step allocates nothing once warm: the solver's
    /// working set, the broad phase's orders, every body's box (for contact generation and its
    /// bounds), the candidate pairs, and the keys of who touches whom.
    private var solver = DynamicsSolver()
    private var sweep = DynamicsSweep()
    private var shapes: [DynamicsShape] = []
    private var bounds: [DynamicsSweep.Box] = []
    private var candidates: [(Int32, Int32)] = []
    private var ranges: [(start: Int32, count: Int32)] = []
    private var wallKeys: [DynamicsContactKey] = []
    private var pairKeys: [DynamicsContactKey] = []
    private var keyBuckets: [Int32] = []
    private var nextTouching: [DynamicsContactKey] = []
    private var wallTests: [WallTest] = []
    /// Where each group's candidate pairs end in `candidates`.
    private var groupEnds: [Int] = []
    /// Sleeping state: whether any body sleeps, the next island number, what the joints,
    /// groups and body count were at the last sub-step (a change wakes everything), and the
    /// union–find that groups bodies into islands.
    private var anySleeping = false
    private var nextIsland = 1
    private var lastGroups: [DynamicsCollisionGroup] = []
    private var lastJoints: [DynamicsJoint] = []
    private var lastCount = 0
    private var islands = DynamicsIslands()
    private var movers: [Bool] = []
    /// The last sub-step ran with no awake moving body and no rigid joint: the next one, if
    /// nothing wakes, can change nothing but the clock (see ``stepFrozen()``).
    private var frozen = false
    /// The last sub-step made contacts, warm starting is on, it put nothing to sleep and left
    /// nothing moving fast (see ``nothingFast(_:)``): the next, if it is the second of a
    /// frame, may reuse them.
    private var reusable = false
    /// Scratch for the projection: how many others each body touches.
    private var touches: [Double] = []
    private var projected: [Projected] = []
    /// Warm starting: the last sub-step's contacts, manifolds and impulses, the manifolds'
    /// indices bucketed by body `b` (a counting sort), and the impulses this sub-step's
    /// contacts start from.
    private var lastContacts: [DynamicsContact] = []
    /// Whether the last sub-step kept its contacts for warm starting (see `keepContacts`).
    private var keptContacts = false
    /// The solver holds the impulses of a solve of ``contacts`` not yet kept (see `keepContacts`).
    private var solvedContacts = false
    private var lastRanges: [(start: Int32, count: Int32)] = []
    private var lastNormal: [Double] = [], lastTangent: [Double] = []
    private var lastByBody: [DynamicsLastContacts.Entry] = [], lastBodyStart: [Int32] = [], lastFill: [Int32] = []
    private var warmNormal: [Double] = [], warmTangent: [Double] = []

    /// Whether the solver's passes run two manifolds of a colour at a time
    /// (``DynamicsWidePoints``): the same results either way, so only tests turn it off, to
    /// compare the two.
    var widePasses: Bool {
        get { solver.wide }
        set { solver.wide = newValue }
    }

    /// An empty world.
    public init() {}

    /// True when every body has been still for ``restTime`` (an empty world is at rest).
    public var isResting: Bool { bodies.allSatisfy { $0.stillTime >= Self.restTime } }

    /// How many bodies sleep now (see ``allowsSleeping``).
    public var sleepingCount: Int { bodies.reduce(0) { $0 + ($1.isSleeping ? 1 : 0) } }

    /// Advances by `dt` seconds in whole sub-steps (a remainder carries to the next call), so
    /// a frame of 1/60 s is two sub-steps. Every second sub-step of a call reuses the contacts
    /// of the one before (``stepReusingContacts()``) when that one allows it: it made them
    /// with warm starting on, put nothing to sleep and left nothing moving fast.
    public mutating func advance(by dt: Double) {
        began.removeAll(keepingCapacity: true)
        ended.removeAll(keepingCapacity: true)
        guard dt.isFinite, dt > 0 else { return }
        pending += dt
        var substep = 0
        while pending >= Self.substep * (1 - 1e-9) {
            // A frame's second sub-step reuses its first's contacts when nothing moves fast.
            if substep % 2 == 1, reusable { stepReusingContacts() } else { step() }
            substep += 1
            pending -= Self.substep
        }
        if abs(pending) < 1e-12 { pending = 0 }
    }

    /// One sub-step.
    public mutating func step() {
        let h = Self.substep
        if anySleeping { wakeChanged() }
        if frozen, allowsSleeping, anySleeping, !hasAwakeMover, !hasRigidJoint {
            stepFrozen()
            return
        }
        broadPhase()
        if anySleeping { wakeTouched() }
        integrateForces(h)
        applySprings(h)
        // The last solve's impulses are kept here, not after it: a frame's second sub-step
        // reuses its points and needs none of this.
        if solvedContacts, warmStarting, bodies.count == lastCount { keepContacts() }
        solvedContacts = false
        if keptContacts { swap(&lastContacts, &contacts) }
        keptContacts = false
        contacts.removeAll(keepingCapacity: true)
        detectContacts()
        solver.load(bodies)
        if warmStarting {
            matchLastContacts()
        } else {
            warmNormal.removeAll(keepingCapacity: true)
            warmTangent.removeAll(keepingCapacity: true)
        }
        solver.prepare(
            contacts, ranges: ranges, bodies, bounceThreshold: Self.bounceThreshold, warmNormal: warmNormal,
            warmTangent: warmTangent)
        solveAndMove(h)
        updateTouching()
        let sleeping = sleepingCount
        finishStep(h)
        // Reusing carries the impulses over, which is warm starting: not without it.
        reusable = warmStarting && sleepingCount == sleeping && !frozen && nothingFast(h)
    }

    /// A sub-step on the last sub-step's contacts (a frame's second: see ``advance(by:)``):
    /// no broad phase, no narrow phase, no colouring and no new points. Each contact's depth
    /// and point move with its two bodies (the depth less how far the anchors moved apart
    /// along the normal, as Box2D 3 does between its sub-steps), the passes start from the
    /// impulses the last sub-step ended with, and who touches whom stays as it was.
    mutating func stepReusingContacts() {
        let h = Self.substep
        reusable = false
        reusedSteps += 1
        integrateForces(h)
        applySprings(h)
        moveContacts()
        solver.load(bodies)
        solver.warmAgain()
        solveAndMove(h, reused: true)
        finishStep(h, sleep: false)
    }

    /// Whether no awake body moves further in a sub-step than a quarter of its smaller half
    /// side, so a sub-step without new contacts cannot miss more overlap than the deep
    /// overlaps the projection leaves (see ``deepOverlap``), nor carry an item through a
    /// segment or another item it did not touch.
    private func nothingFast(_ h: Double) -> Bool {
        bodies.withUnsafeBufferPointer { b in
            for body in b where !body.isSleeping {
                let reach = body.velocity.length * h
                let spin = abs(body.angularVelocity) * h * max(body.halfSize.x, body.halfSize.y)
                if reach + spin > Self.deepOverlap * min(body.halfSize.x, body.halfSize.y) { return false }
            }
            return true
        }
    }

    /// Moves each contact with its bodies since its contacts were made (their boxes then are
    /// `shapes`): the anchor on each body moves as the body's centre and turn move it, the
    /// depth shrinks by how far the two anchors moved apart along the normal, and the point
    /// follows body `b`'s anchor.
    private mutating func moveContacts() {
        let shapeList = shapes
        bodies.withUnsafeBufferPointer { world in
            shapeList.withUnsafeBufferPointer { then in
                contacts.withUnsafeMutableBufferPointer { list in
                    for i in list.indices {
                        let k = list[i]
                        let db = Self.anchorMove(world[k.b], then[k.b], k.point)
                        var d = db
                        if k.a >= 0 { d -= Self.anchorMove(world[k.a], then[k.a], k.point) }
                        list[i].depth = k.depth - d.dot(k.normal)
                        list[i].point = k.point + db
                    }
                }
            }
        }
    }

    /// How far the point `p` of a body whose box was `then` has moved with it.
    @inline(__always)
    private static func anchorMove(_ now: DynamicBody, _ then: DynamicsShape, _ p: DynamicsVector) -> DynamicsVector {
        let rx = p.x - then.x, ry = p.y - then.y
        // The turn since then: cos and sin of the angle's change.
        let c = now.cosine * then.c + now.sine * then.s, s = now.sine * then.c - now.cosine * then.s
        return DynamicsVector(
            now.position.x - then.x + (c * rx - s * ry - rx), now.position.y - then.y + (s * rx + c * ry - ry))
    }

    /// The solver's passes (contacts and rigid joints), the velocities written back and kept
    /// for warm starting, then the positions integrated and the overlap left projected out.
    /// `reused`: the contacts are the last sub-step's, moved (the same pairs and shares, so
    /// who touches how many others is what the last projection counted).
    private mutating func solveAndMove(_ h: Double, reused: Bool = false) {
        let rigid = joints.contains { $0.frequency == 0 && !$0.isSnap }
        for _ in 0..<iterations {
            if rigid {
                for j in joints.indices where joints[j].frequency == 0 && !joints[j].isSnap { solveRigid(joints[j], h) }
            }
            solver.pass()
        }
        solver.store(into: &bodies)
        solvedContacts = true
        bodies.withUnsafeMutableBufferPointer { b in
            for i in b.indices {
                b[i].position += b[i].velocity * h
                // Only a turn sets the angle (which computes its cosine and sine).
                if b[i].angularVelocity != 0 { b[i].angle += b[i].angularVelocity * h }
            }
        }
        correctPositions(h, reused: reused)
    }

    /// The end of every sub-step: still times, sleep, and the clock.
    private mutating func finishStep(_ h: Double, sleep: Bool = true) {
        bodies.withUnsafeMutableBufferPointer { b in
            for i in b.indices {
                let still =
                    (b[i].inverseMass == 0 && b[i].inverseInertia == 0)
                    || (b[i].velocity.length < Self.restSpeed && abs(b[i].angularVelocity) < Self.restSpin)
                b[i].stillTime = still ? b[i].stillTime + h : 0
            }
        }
        if allowsSleeping {
            if sleep { fallAsleep() }
        } else if anySleeping {
            wakeAll()
        }
        frozen = anySleeping && !hasAwakeMover && !hasRigidJoint
        lastGroups = groups
        lastJoints = joints
        lastCount = bodies.count
        time += h
        steps += 1
    }

    // MARK: Warm starting

    /// The impulses each contact starts from: those of the nearest of the last sub-step's
    /// points between the same two (a boundary: the same group and boundary) within
    /// ``warmRadius`` and with a normal within about 25°, else zero.
    ///
    /// The points between the same two are the points of their last manifolds (one, unless
    /// a body is listed twice in a group), so each manifold looks up its body `b`'s last
    /// manifolds (a handful) by their first point, and its points compare only with theirs,
    /// in the order the last contacts were made (so equally near points resolve as before).
    private mutating func matchLastContacts() {
        warmNormal.removeAll(keepingCapacity: true)
        warmTangent.removeAll(keepingCapacity: true)
        warmNormal.append(contentsOf: repeatElement(0, count: contacts.count))
        warmTangent.append(contentsOf: repeatElement(0, count: contacts.count))
        guard !lastContacts.isEmpty, lastBodyStart.count == bodies.count + 1 else { return }
        // Worked on as locals through raw buffers (no uniqueness check per write).
        var wn: [Double] = [], wt: [Double] = []
        swap(&wn, &warmNormal)
        swap(&wt, &warmTangent)
        defer {
            swap(&wn, &warmNormal)
            swap(&wt, &warmTangent)
        }
        let last = DynamicsLastContacts(
            contacts: lastContacts, start: lastBodyStart, byBody: lastByBody, normal: lastNormal,
            tangent: lastTangent)
        wn.withUnsafeMutableBufferPointer { wn in
            wt.withUnsafeMutableBufferPointer { wt in last.match(contacts, ranges, wn, wt) }
        }
    }

    /// Keeps this sub-step's manifolds and impulses for the next, the manifolds bucketed by
    /// body `b`; the contacts themselves become `lastContacts` when the next sub-step starts
    /// (they stay this sub-step's ``contacts`` till then, and are not copied).
    private mutating func keepContacts() {
        solver.impulses(normal: &lastNormal, tangent: &lastTangent, count: contacts.count)
        keptContacts = true
        lastRanges.removeAll(keepingCapacity: true)
        lastRanges.append(contentsOf: ranges)
        lastBodyStart.removeAll(keepingCapacity: true)
        lastBodyStart.append(contentsOf: repeatElement(0, count: bodies.count + 1))
        lastByBody.removeAll(keepingCapacity: true)
        lastByBody.append(
            contentsOf: repeatElement(DynamicsLastContacts.Entry(key: 0, start: 0, count: 0), count: lastRanges.count))
        lastFill.removeAll(keepingCapacity: true)
        lastFill.append(contentsOf: repeatElement(0, count: bodies.count + 1))
        // A counting sort by body `b`, over raw buffers (no uniqueness check per write).
        let n = bodies.count
        contacts.withUnsafeBufferPointer { contacts in
            lastRanges.withUnsafeBufferPointer { ranges in
                lastBodyStart.withUnsafeMutableBufferPointer { start in
                    lastFill.withUnsafeMutableBufferPointer { fill in
                        lastByBody.withUnsafeMutableBufferPointer { byBody in
                            for r in ranges { start[contacts[Int(r.start)].b + 1] += 1 }
                            for i in 0..<n { start[i + 1] += start[i] }
                            for i in 0...n { fill[i] = start[i] }
                            for r in ranges {
                                let head = contacts[Int(r.start)]
                                byBody[Int(fill[head.b])] = DynamicsLastContacts.Entry(
                                    key: DynamicsLastContacts.key(head), start: r.start, count: r.count)
                                fill[head.b] += 1
                            }
                        }
                    }
                }
            }
        }
    }

    // MARK: Sleeping

    /// Whether some body moves and is awake.
    private var hasAwakeMover: Bool {
        bodies.contains { !$0.isSleeping && ($0.inverseMass > 0 || $0.inverseInertia > 0) }
    }

    /// Whether a rigid attachment links bodies (its constraint acts even between sleepers).
    private var hasRigidJoint: Bool { joints.contains { $0.frequency == 0 && !$0.isSnap } }

    /// A sub-step of a world in which everything that moves sleeps, after one such sub-step
    /// ran in full and nothing woke since: that one found what this one would (no body moved,
    /// so the broad phase gives the same pairs, the sleepers no contact, and who touches whom
    /// is what it was), so only the clock and the still times advance. A world at rest then
    /// costs microseconds a sub-step instead of a broad phase and a look-up per pair.
    private mutating func stepFrozen() {
        let h = Self.substep
        reusable = false
        for i in bodies.indices { bodies[i].stillTime += h }
        contacts.removeAll(keepingCapacity: true)
        lastContacts.removeAll(keepingCapacity: true)
        lastRanges.removeAll(keepingCapacity: true)
        keptContacts = false
        solvedContacts = false
        time += h
        steps += 1
    }

    /// Whether body `i` moves and is awake.
    @inline(__always)
    private func isAwakeMover(_ i: Int) -> Bool {
        let b = bodies[i]
        return !b.isSleeping && (b.inverseMass > 0 || b.inverseInertia > 0)
    }

    /// Wakes every body of island `id`, whose still time starts again.
    private mutating func wake(island id: Int) {
        for i in bodies.indices where bodies[i].isSleeping && bodies[i].sleepIsland == id {
            bodies[i].isSleeping = false
            bodies[i].stillTime = 0
        }
    }

    private mutating func wakeAll() {
        for i in bodies.indices where bodies[i].isSleeping {
            bodies[i].isSleeping = false
            bodies[i].stillTime = 0
        }
        anySleeping = false
    }

    /// Wakes the islands of sleeping bodies changed from outside since they fell asleep, and
    /// everything when the joints, the groups or the number of bodies changed.
    private mutating func wakeChanged() {
        if bodies.count != lastCount || groups != lastGroups || joints != lastJoints {
            wakeAll()
            return
        }
        for i in bodies.indices where bodies[i].isSleeping {
            let b = bodies[i]
            if b.velocity != .zero || b.angularVelocity != 0 || b.force != .zero || b.torque != 0
                || b.position != b.sleptPosition || b.angle != b.sleptAngle || b.acceleration != b.sleptAcceleration
                || (b.inverseMass == 0 && b.inverseInertia == 0)
            {
                wake(island: b.sleepIsland)
            }
        }
        anySleeping = bodies.contains { $0.isSleeping }
    }

    /// Wakes the islands of sleeping bodies whose bounds overlap an awake moving body's, until
    /// none does (a woken island may overlap another).
    private mutating func wakeTouched() {
        var changed = true
        while changed {
            changed = false
            for (a32, b32) in candidates {
                let a = Int(a32), b = Int(b32)
                let sa = bodies[a].isSleeping, sb = bodies[b].isSleeping
                guard sa != sb else { continue }
                if sa, isAwakeMover(b) {
                    wake(island: bodies[a].sleepIsland)
                    changed = true
                } else if sb, isAwakeMover(a) {
                    wake(island: bodies[b].sleepIsland)
                    changed = true
                }
            }
        }
        anySleeping = bodies.contains { $0.isSleeping }
    }

    /// Puts to sleep the islands of awake movers (linked by overlapping bounds and by joints)
    /// whose bodies have all been still for ``sleepTime`` with no continuous force, numbered
    /// in the order of their first body.
    private mutating func fallAsleep() {
        // No island can sleep unless some awake mover has been still long enough.
        if movers.count != bodies.count { movers = Array(repeating: false, count: bodies.count) }
        var anyOld = false
        bodies.withUnsafeBufferPointer { bodies in
            movers.withUnsafeMutableBufferPointer { movers in
                for i in bodies.indices {
                    let m = !bodies[i].isSleeping && (bodies[i].inverseMass > 0 || bodies[i].inverseInertia > 0)
                    movers[i] = m
                    if m, bodies[i].stillTime >= Self.sleepTime { anyOld = true }
                }
            }
        }
        guard anyOld else { return }
        islands.reset(bodies.count)
        islands.union(candidates, where: movers)
        for j in joints {
            guard let b = j.b else { continue }
            if movers[j.a], movers[b] { islands.union(j.a, b) }
        }
        // An island may sleep unless one of its bodies is too young or pushed.
        islands.clearFlags()
        for i in bodies.indices where isAwakeMover(i) {
            let b = bodies[i]
            if b.stillTime < Self.sleepTime || b.force != .zero || b.torque != 0 { islands.forbid(i) }
        }
        var firstSleeper = true
        for i in bodies.indices where isAwakeMover(i) && islands.mayRest(i) {
            let root = islands.find(i)
            let id = islands.number(root, next: &nextIsland)
            var b = bodies[i]
            b.isSleeping = true
            b.sleepIsland = id
            b.velocity = .zero
            b.angularVelocity = 0
            b.sleptPosition = b.position
            b.sleptAngle = b.angle
            b.sleptAcceleration = b.acceleration
            bodies[i] = b
            if firstSleeper {
                anySleeping = true
                firstSleeper = false
            }
        }
    }

    // MARK: Forces

    /// Velocities from constant accelerations, forces and torques, then exponential resistance.
    private mutating func integrateForces(_ h: Double) {
        bodies.withUnsafeMutableBufferPointer { bodies in
            // Field by field in place: copying the whole body in and out cost more than the arithmetic.
            for i in bodies.indices where !bodies[i].isSleeping {
                if bodies[i].inverseMass > 0 {
                    bodies[i].velocity += (bodies[i].acceleration + bodies[i].force * bodies[i].inverseMass) * h
                }
                if bodies[i].inverseInertia > 0 {
                    bodies[i].angularVelocity += bodies[i].torque * bodies[i].inverseInertia * h
                } else {
                    bodies[i].angularVelocity = 0
                }
                if bodies[i].resistance > 0 { bodies[i].velocity = bodies[i].velocity * exp(-bodies[i].resistance * h) }
                if bodies[i].angularResistance > 0 {
                    bodies[i].angularVelocity *= exp(-bodies[i].angularResistance * h)
                }
            }
        }
    }

    /// The attachment point of joint end `a` (or the anchor) and its offset from the body's centre.
    private func ends(_ j: DynamicsJoint) -> (
        pa: DynamicsVector, ra: DynamicsVector, pb: DynamicsVector, rb: DynamicsVector
    ) {
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
    private func inverseEffectiveMass(
        _ a: Int, _ ra: DynamicsVector, _ b: Int?, _ rb: DynamicsVector, _ n: DynamicsVector
    ) -> Double {
        let A = bodies[a]
        var k = A.inverseMass + A.inverseInertia * pow(ra.cross(n), 2)
        if let b {
            let B = bodies[b]
            k += B.inverseMass + B.inverseInertia * pow(rb.cross(n), 2)
        }
        return k
    }

    /// A joint's line between its ends: the lever arms, the unit direction from a to b, the
    /// distance and the inverse effective mass along it; nil when the ends coincide or neither
    /// end can move.
    private func axis(_ j: DynamicsJoint) -> (
        ra: DynamicsVector, rb: DynamicsVector, n: DynamicsVector, dist: Double, k: Double
    )? {
        let (pa, ra, pb, rb) = ends(j)
        let d = pb - pa
        let dist = d.length
        guard dist > 1e-9 else { return nil }
        let n = d * (1 / dist)
        let k = inverseEffectiveMass(j.a, ra, j.b, rb, n)
        return k > 0 ? (ra, rb, n, dist, k) : nil
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
        for j in joints where j.frequency > 0 && !bodies[j.a].isSleeping {
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
            guard let (ra, rb, n, dist, k) = axis(j) else { continue }
            let vrel = (pointVelocity(j.b, rb) - pointVelocity(j.a, ra)).dot(n)
            // The damping is taken half at the old and half at the new velocity (trapezoidal),
            // which keeps the damped frequency second-order accurate in the step.
            let f = (w * w * (dist - j.length) + 2 * j.damping * w * vrel) / k / (1 + j.damping * w * h)
            impulse(j.a, n * (f * h), at: ra)
            impulse(j.b, n * (-f * h), at: rb)
        }
    }

    /// A rigid joint's velocity constraint: no stretching along the line between its ends.
    /// Runs inside the solver's passes, so it works on the solver's velocities (the positions
    /// do not change during the passes).
    private mutating func solveRigid(_ j: DynamicsJoint, _ h: Double) {
        guard let (ra, rb, n, dist, k) = axis(j) else { return }
        func velocity(_ i: Int?, _ r: DynamicsVector) -> DynamicsVector {
            guard let i else { return .zero }
            let v = solver.bodies[i]
            return DynamicsVector(v.vx - v.w * r.y, v.vy + v.w * r.x)
        }
        func impulse(_ i: Int?, _ p: DynamicsVector, at r: DynamicsVector) {
            guard let i else { return }
            solver.bodies[i].vx += p.x * solver.bodies[i].im
            solver.bodies[i].vy += p.y * solver.bodies[i].im
            solver.bodies[i].w += solver.bodies[i].ii * r.cross(p)
        }
        let vrel = (velocity(j.b, rb) - velocity(j.a, ra)).dot(n)
        let lambda = -(vrel + 0.1 / h * (dist - j.length)) / k
        impulse(j.b, n * lambda, at: rb)
        impulse(j.a, n * -lambda, at: ra)
    }

    // MARK: Contacts

    /// The contacts of this sub-step, per collision group: its members' contacts with its
    /// boundaries, then the pairs of members the broad phase finds whose boxes touch (a pair
    /// in two groups counts once).
    private mutating func broadPhase() {
        if shapes.count != bodies.count {
            shapes = Array(repeating: DynamicsShape(x: 0, y: 0, c: 1, s: 0, hx: 0, hy: 0), count: bodies.count)
            bounds = Array(
                repeating: DynamicsSweep.Box(minX: 0, maxX: 0, minY: 0, maxY: 0, index: 0, movable: false),
                count: bodies.count)
        }
        // Every box written over raw buffers (no uniqueness or bounds check per write).
        bodies.withUnsafeBufferPointer { bodies in
            shapes.withUnsafeMutableBufferPointer { shapes in
                bounds.withUnsafeMutableBufferPointer { bounds in
                    for i in bodies.indices {
                        let s = bodies[i].shape
                        shapes[i] = s
                        let rx = s.hx * abs(s.c) + s.hy * abs(s.s), ry = s.hx * abs(s.s) + s.hy * abs(s.c)
                        let movable = bodies[i].inverseMass > 0 || bodies[i].inverseInertia > 0
                        bounds[i] = DynamicsSweep.Box(
                            minX: s.x - rx, maxX: s.x + rx, minY: s.y - ry, maxY: s.y + ry, index: Int32(i),
                            movable: movable)
                    }
                }
            }
        }
        candidates.removeAll(keepingCapacity: true)
        groupEnds.removeAll(keepingCapacity: true)
        for g in groups.indices {
            let group = groups[g]
            if group.collidesItems, group.members.count > 1 {
                sweep.pairs(group: g, members: group.members, bounds: bounds, into: &candidates)
            }
            groupEnds.append(candidates.count)
        }
    }

    /// Whether the contacts of the last sub-step included `key` (binary search).
    private func wasTouching(_ key: DynamicsContactKey) -> Bool {
        var lo = 0, hi = touching.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if touching[mid] < key { lo = mid + 1 } else { hi = mid }
        }
        return lo < touching.count && touching[lo] == key
    }

    /// The narrow phase over the broad phase's candidates. Pairs with no awake moving body,
    /// and sleeping bodies against boundaries, get no contacts; they keep touching as they did.
    private mutating func detectContacts() {
        wallKeys.removeAll(keepingCapacity: true)
        pairKeys.removeAll(keepingCapacity: true)
        ranges.removeAll(keepingCapacity: true)
        var seen = Set<Int>()
        let dedupe = groups.count > 1
        let n = bodies.count
        for g in groups.indices {
            let group = groups[g]
            if group.collidesBoundaries, !group.boundaries.isEmpty { boundaryContacts(group, g) }
            let list = candidates[(g == 0 ? 0 : groupEnds[g - 1])..<groupEnds[g]], shapeList = shapes
            let sleepers = anySleeping
            shapeList.withUnsafeBufferPointer { shape in
                for (a32, b32) in list {
                    let a = Int(a32), b = Int(b32)
                    if dedupe { guard seen.insert(a * n + b).inserted else { continue } }
                    if sleepers, !isAwakeMover(a), !isAwakeMover(b) {
                        let key = DynamicsContactKey(a: a, b: b, group: -1, boundary: -1)
                        if wasTouching(key) { pairKeys.append(key) }
                        continue
                    }
                    let before = contacts.count
                    DynamicsCollision.append(shape[a], a, shape[b], b, into: &contacts)
                    if contacts.count > before {
                        pairKeys.append(DynamicsContactKey(a: a, b: b, group: -1, boundary: -1))
                        ranges.append((Int32(before), Int32(contacts.count - before)))
                    }
                }
            }
        }
    }

    /// A boundary as the members' loop reads it: a wall's normal and offset, or a segment.
    private struct WallTest {
        var nx, ny, offset: Double
        var isWall: Bool
    }

    /// The contacts of group `g`'s awake members with its boundaries (a sleeping member keeps
    /// touching the boundaries it touched). The boundaries are read once into ``wallTests``,
    /// so that the members' loop tests walls over a raw buffer, not an enumeration of enums.
    private mutating func boundaryContacts(_ group: DynamicsCollisionGroup, _ g: Int) {
        wallTests.removeAll(keepingCapacity: true)
        for boundary in group.boundaries {
            if case .wall(let n, let offset) = boundary {
                wallTests.append(WallTest(nx: n.x, ny: n.y, offset: offset, isWall: true))
            } else {
                wallTests.append(WallTest(nx: 0, ny: 0, offset: 0, isWall: false))
            }
        }
        let tests = wallTests
        tests.withUnsafeBufferPointer { tests in
            for i in group.members where bodies[i].inverseMass > 0 || bodies[i].inverseInertia > 0 {
                if bodies[i].isSleeping {
                    for k in group.boundaries.indices {
                        let key = DynamicsContactKey(a: -1, b: i, group: g, boundary: k)
                        if wasTouching(key) { wallKeys.append(key) }
                    }
                    continue
                }
                let s = shapes[i], box = bounds[i]
                for (k, t) in tests.enumerated() {
                    // A wall's quick reject (the box wholly inside) here, not behind a call:
                    // most items are nowhere near most walls.
                    if t.isWall, Self.inside(s, box, DynamicsVector(t.nx, t.ny), t.offset) { continue }
                    let start = contacts.count
                    DynamicsCollision.append(s, index: i, boundary: group.boundaries[k], into: &contacts)
                    guard contacts.count > start else { continue }
                    for c in start..<contacts.count {
                        contacts[c].boundary = k
                        contacts[c].group = g
                    }
                    wallKeys.append(DynamicsContactKey(a: -1, b: i, group: g, boundary: k))
                    ranges.append((Int32(start), Int32(contacts.count - start)))
                }
            }
        }
    }

    /// Whether box `s`, whose bounding box is `box`, is wholly on the inside of the wall
    /// `n · p >= offset`: `n · centre − radius(n) >= offset`. For the walls of the reference
    /// bounds (normals along the axes) that is, to the bit, the bounding box's edge against
    /// the offset (the box's radius along an axis is the bounding box's half extent, computed
    /// by the same products in the same order), which the broad phase has already computed.
    @inline(__always)
    private static func inside(_ s: DynamicsShape, _ box: DynamicsSweep.Box, _ n: DynamicsVector, _ offset: Double)
        -> Bool
    {
        if n.x == 0 {
            if n.y == 1 { return box.minY >= offset }
            if n.y == -1 { return -box.maxY >= offset }
        } else if n.y == 0 {
            if n.x == 1 { return box.minX >= offset }
            if n.x == -1 { return -box.maxX >= offset }
        }
        return n.x * s.x + n.y * s.y - s.radius(n.x, n.y) >= offset
    }

    /// Projects out what overlap is left after the step (less the slop), and pulls rigid
    /// joints back to their length, moving centres only.
    private mutating func correctPositions(_ h: Double, reused: Bool) {
        Self.project(contacts, &bodies, h, touches: &touches, counted: reused, moved: &projected)
        for j in joints where j.frequency == 0 && !j.isSnap && !bodies[j.a].isSleeping {
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

    /// What the projection reads and moves of a body, side by side: its centre, velocity,
    /// inverse mass and smaller half side (48 bytes, not a whole ``DynamicBody``).
    private struct Projected {
        var x, y, vx, vy, im, side: Double
    }

    /// The contacts' share of the overlap left (less the slop), pushed apart along their
    /// normals in order, but for deep overlaps in a crowd (see ``deepOverlap``). `touches`:
    /// scratch, how many others (pairs or boundaries) each body touches (`counted`: already
    /// counted for these contacts' pairs); `moved`: scratch, the bodies as the projection works
    /// on them (their centres are written back at the end).
    private static func project(
        _ contacts: [DynamicsContact], _ bodies: inout [DynamicBody], _ h: Double, touches: inout [Double],
        counted: Bool, moved work: inout [Projected]
    ) {
        if !counted || touches.count != bodies.count { count(contacts, bodies.count, into: &touches) }
        if work.count != bodies.count {
            work = Array(repeating: Projected(x: 0, y: 0, vx: 0, vy: 0, im: 0, side: 0), count: bodies.count)
        }
        bodies.withUnsafeBufferPointer { bodies in
            work.withUnsafeMutableBufferPointer { work in
                for (i, b) in bodies.enumerated() {
                    work[i] = Projected(
                        x: b.position.x, y: b.position.y, vx: b.velocity.x, vy: b.velocity.y, im: b.inverseMass,
                        side: min(b.halfSize.x, b.halfSize.y))
                }
            }
        }
        let touchList = touches
        touchList.withUnsafeBufferPointer { touching in
            work.withUnsafeMutableBufferPointer { b in
                contacts.withUnsafeBufferPointer { contacts in project(contacts, b, touching, h) }
            }
        }
        work.withUnsafeBufferPointer { w in
            bodies.withUnsafeMutableBufferPointer { b in
                for i in b.indices { b[i].position = DynamicsVector(w[i].x, w[i].y) }
            }
        }
    }

    /// How many others (pairs or boundaries) each of `n` bodies touches in `contacts`.
    private static func count(_ contacts: [DynamicsContact], _ n: Int, into touches: inout [Double]) {
        touches.removeAll(keepingCapacity: true)
        touches.append(contentsOf: repeatElement(0, count: n))
        // Over raw buffers: no uniqueness or bounds check per write.
        contacts.withUnsafeBufferPointer { contacts in
            touches.withUnsafeMutableBufferPointer { touches in
                // A manifold's points share 1 between them.
                for k in contacts {
                    touches[k.b] += k.share
                    if k.a >= 0 { touches[k.a] += k.share }
                }
            }
        }
    }

    /// The pushes of ``project(_:_:_:touches:counted:moved:)``, in the contacts' order.
    private static func project(
        _ contacts: UnsafeBufferPointer<DynamicsContact>, _ b: UnsafeMutableBufferPointer<Projected>,
        _ touching: UnsafeBufferPointer<Double>, _ h: Double
    ) {
        for k in contacts {
            let mb = b[k.b].im
            var ma = 0.0, vax = 0.0, vay = 0.0
            var side = b[k.b].side
            if k.a >= 0 {
                ma = b[k.a].im
                vax = b[k.a].vx
                vay = b[k.a].vy
                side = min(side, b[k.a].side)
            }
            guard ma + mb > 0 else { continue }
            let moved = ((b[k.b].vx - vax) * k.normal.x + (b[k.b].vy - vay) * k.normal.y) * h
            let left = k.depth - moved - slop
            guard left > 0 else { continue }
            if left > deepOverlap * side,
                touching[k.b] > crowd || (k.a >= 0 && touching[k.a] > crowd)
            {
                continue
            }
            let push = 0.8 * left * k.share / (ma + mb)
            b[k.b].x += k.normal.x * (push * mb)
            b[k.b].y += k.normal.y * (push * mb)
            if k.a >= 0 {
                b[k.a].x -= k.normal.x * (push * ma)
                b[k.a].y -= k.normal.y * (push * ma)
            }
        }
    }

    /// Who touches whom now, sorted, and what began and ended since the last sub-step (a
    /// merge of the two sorted lists). The boundary keys come sorted when the members are
    /// listed in order (else they are sorted); the pairs, found in the broad phase's order,
    /// are put in order by a counting sort on the first body and an insertion sort on the
    /// second within each (a body touches a handful of others), linear in the contacts.
    private mutating func updateTouching() {
        if !Self.isSorted(wallKeys) {
            wallKeys.sort()
            Self.dropRepeats(&wallKeys)
        }
        nextTouching.removeAll(keepingCapacity: true)
        nextTouching.append(contentsOf: wallKeys)
        Self.appendSorted(pairKeys, bodies: bodies.count, buckets: &keyBuckets, into: &nextTouching)
        // Merge the two sorted lists.
        let now = nextTouching, was = touching
        now.withUnsafeBufferPointer { now in
            was.withUnsafeBufferPointer { was in
                var i = 0, j = 0
                while i < was.count || j < now.count {
                    if j == now.count || (i < was.count && was[i] < now[j]) {
                        ended.append(was[i])
                        i += 1
                    } else if i == was.count || now[j] < was[i] {
                        began.append(now[j])
                        j += 1
                    } else {
                        i += 1
                        j += 1
                    }
                }
            }
        }
        swap(&touching, &nextTouching)
    }

    private static func isSorted(_ keys: [DynamicsContactKey]) -> Bool {
        var i = 1
        while i < keys.count {
            if !(keys[i - 1] < keys[i]) { return false }
            i += 1
        }
        return true
    }

    private static func dropRepeats(_ keys: inout [DynamicsContactKey]) {
        guard keys.count > 1 else { return }
        var w = 1
        for r in 1..<keys.count where keys[r] != keys[w - 1] {
            keys[w] = keys[r]
            w += 1
        }
        keys.removeLast(keys.count - w)
    }

    /// Appends the pair keys `keys` (first body below `bodies`) to `out` in order, without repeats.
    private static func appendSorted(
        _ keys: [DynamicsContactKey], bodies: Int, buckets: inout [Int32], into out: inout [DynamicsContactKey]
    ) {
        guard !keys.isEmpty else { return }
        buckets.removeAll(keepingCapacity: true)
        buckets.append(contentsOf: repeatElement(0, count: bodies + 1))
        let base = out.count
        out.append(
            contentsOf: repeatElement(DynamicsContactKey(a: 0, b: 0, group: -1, boundary: -1), count: keys.count))
        // Over raw buffers: no uniqueness or bounds check per write.
        let kept = keys.withUnsafeBufferPointer { keys in
            buckets.withUnsafeMutableBufferPointer { buckets in
                out.withUnsafeMutableBufferPointer { out in
                    for k in keys { buckets[k.a + 1] += 1 }
                    for i in 0..<bodies { buckets[i + 1] += buckets[i] }
                    for k in keys {
                        out[base + Int(buckets[k.a])] = k
                        buckets[k.a] += 1
                    }
                    // Within each first body, by the second.
                    var start = base
                    while start < out.count {
                        var end = start + 1
                        while end < out.count, out[end].a == out[start].a { end += 1 }
                        if end - start > 1 {
                            for i in (start + 1)..<end {
                                let x = out[i]
                                var j = i
                                while j > start, x.b < out[j - 1].b {
                                    out[j] = out[j - 1]
                                    j -= 1
                                }
                                out[j] = x
                            }
                        }
                        start = end
                    }
                    var w = base + 1
                    for r in (base + 1)..<out.count where out[r] != out[w - 1] {
                        out[w] = out[r]
                        w += 1
                    }
                    return w
                }
            }
        }
        out.removeLast(out.count - kept)
    }
}
