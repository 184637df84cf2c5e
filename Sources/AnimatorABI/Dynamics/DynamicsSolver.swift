/// The sequential-impulse contact solver's working set for one sub-step, laid out for its
/// inner loop: every body's velocities and inverse masses in 40 bytes, and every contact
/// point's precomputed lever arms, effective masses and accumulated impulses side by side.
///
/// **Order.** The points come in manifolds (the one or two points of one pair, or of one item
/// on one boundary), solved together: the bodies are read once, each point gets its normal
/// impulse then its friction, and the bodies are written back. The manifolds are put in
/// *colours* (greedily: the first colour in which neither body has a manifold yet), and a
/// pass solves colour after colour. Within a colour no two manifolds share a body, so the
/// processor overlaps their arithmetic instead of waiting, manifold after manifold, for the
/// velocities the last one wrote (with the points of a manifold solved together, a third
/// less time per pass on the 1,000-item benchmark).
/// A pass remains sequential Gauss–Seidel (every manifold sees the impulses of those before
/// it), in an order fixed by the contacts' order, so the result is the same on every run.
///
/// The passes run over raw buffers: 6 passes over a few thousand contacts, twice a frame, are
/// most of a dynamics frame, so no bounds check, copy-on-write check or whole-body copy may sit
/// in them.
struct DynamicsSolver {
    /// A body's velocities and inverse mass and inertia.
    struct Body {
        var vx, vy, w, im, ii: Double
    }

    /// One contact point: the normal, the lever arms crossed with the normal (`an`, `bn`) and
    /// with the tangent (`at`, `bt`), the effective masses, the velocity it aims for along the
    /// normal (a bounce), the friction coefficient and the impulses accumulated this sub-step.
    struct Point {
        var nx, ny: Double
        var an, bn, at, bt: Double
        var normalMass, tangentMass: Double
        var target, friction: Double
        var pn, pt: Double
    }

    /// The points (and contacts) `start..<start + count`, one or two, between bodies `a` (-1:
    /// a boundary) and `b`.
    struct Manifold {
        var a, b: Int32
        var start: Int32
        var count: Int32
    }

    /// The bodies' velocities (read from the world at the start of the solve, written back
    /// at its end).
    var bodies: [Body] = []
    /// The points solved one manifold at a time, in the manifolds' order (so a pass reads them
    /// front to back): the last group's when the passes are wide (the colours' points are
    /// made straight into ``widePoints``), else every manifold's.
    private var points: [Point] = []
    /// For each of ``points``, its contact's index.
    private var order: [Int32] = []
    /// The manifolds, colour by colour.
    private var manifolds: [Manifold] = []
    // Scratch for the colouring.
    private var masks: [UInt64] = []
    private var colours: [UInt16] = []
    private var colourStarts: [Int32] = []
    /// Whether the passes solve each colour two manifolds at a time (see ``DynamicsWidePoints``;
    /// the same results as one at a time, which tests compare it with).
    var wide = true
    /// The colours' manifolds two at a time, and where the last group (manifolds that found no
    /// free colour, solved one by one after the colours) starts in ``manifolds``.
    private var widePoints = DynamicsWidePoints()
    private var lastGroupStart = 0

    /// Reads the velocities of `source`, and adds a still body after them (index
    /// `source.count`: no velocity, no mass), which stands for boundaries in the wide passes.
    mutating func load(_ source: [DynamicBody]) {
        if bodies.count != source.count + 1 {
            bodies = Array(repeating: Body(vx: 0, vy: 0, w: 0, im: 0, ii: 0), count: source.count + 1)
        }
        // Over raw buffers: no uniqueness or bounds check per write.
        source.withUnsafeBufferPointer { source in
            bodies.withUnsafeMutableBufferPointer { bodies in
                for (i, b) in source.enumerated() {
                    bodies[i] = Body(
                        vx: b.velocity.x, vy: b.velocity.y, w: b.angularVelocity, im: b.inverseMass,
                        ii: b.inverseInertia)
                }
                bodies[source.count] = Body(vx: 0, vy: 0, w: 0, im: 0, ii: 0)
            }
        }
    }

    /// Writes the velocities back into `target`.
    func store(into target: inout [DynamicBody]) {
        bodies.withUnsafeBufferPointer { v in
            target.withUnsafeMutableBufferPointer { t in
                for i in t.indices {
                    t[i].velocity = DynamicsVector(v[i].vx, v[i].vy)
                    t[i].angularVelocity = v[i].w
                }
            }
        }
    }

    /// The solver's values for `contacts`, whose manifolds are the ranges `ranges`: lever arms
    /// from the bodies' centres, effective masses along the normal and the tangent, the bounce
    /// aimed for (restitution, the larger elasticity of the two, for approach faster than
    /// `bounceThreshold`) and the friction (the geometric mean of the two coefficients; a
    /// boundary's is the item's own); then the manifolds in colours.
    ///
    /// `warmNormal` and `warmTangent` (empty, or one per contact) are the impulses the same
    /// contacts ended the last sub-step with: each point starts from them and they are applied
    /// to the velocities before the first pass (warm starting), so a resting stack's passes
    /// refine last sub-step's answer instead of building it again from zero.
    mutating func prepare(
        _ contacts: [DynamicsContact], ranges: [(start: Int32, count: Int32)], _ bodyList: [DynamicBody],
        bounceThreshold: Double,
        warmNormal: [Double] = [], warmTangent: [Double] = []
    ) {
        colour(contacts, ranges)
        let warm = warmNormal.count == contacts.count && warmTangent.count == contacts.count
        // The points are computed from the velocities as loaded (the bounce aimed for is the
        // approach before any warm impulse), read from `bodyList`, which they were loaded
        // from; each manifold's carried impulses are applied as soon as its points are made,
        // colour after colour, which is the order a separate warm-start pass would take
        // (within a colour no two manifolds share a body, so their order there changes
        // nothing).
        widePoints.removeAll()
        lastGroupStart = 0
        if wide, !manifolds.isEmpty {
            // After `colour`, bucket c ends at colourStarts[c]; the last group starts at the end
            // of colour 63's last bucket.
            lastGroupStart = Int(colourStarts[4 * 64 - 1])
            prepareWide(contacts, bodyList, bounceThreshold, warm ? warmNormal : [], warm ? warmTangent : [])
        }
        preparePoints(contacts, bodyList, bounceThreshold, warm ? warmNormal : [], warm ? warmTangent : [])
    }

    /// The points of the manifolds from ``lastGroupStart`` on (all of them when the passes are
    /// not wide) in the manifolds' order, with their warm impulses applied (see ``prepare``);
    /// their manifolds' `start` becomes their first point's index in ``points``.
    private mutating func preparePoints(
        _ contacts: [DynamicsContact], _ bodyList: [DynamicBody], _ bounceThreshold: Double, _ warmNormal: [Double],
        _ warmTangent: [Double]
    ) {
        let warm = !warmNormal.isEmpty
        var total = 0
        for m in manifolds[lastGroupStart...] { total += Int(m.count) }
        // Every point below `total` is written below, so the array only grows (a pass reads
        // the points through its manifolds, never by the array's count).
        if points.count < total {
            points.append(
                contentsOf: repeatElement(
                    Point(
                        nx: 0, ny: 0, an: 0, bn: 0, at: 0, bt: 0, normalMass: 0, tangentMass: 0, target: 0,
                        friction: 0, pn: 0, pt: 0), count: total - points.count))
        }
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: repeatElement(0, count: total))
        guard total > 0 else { return }
        var list = manifolds
        manifolds = []
        defer { manifolds = list }
        let from = lastGroupStart
        bodyList.withUnsafeBufferPointer { world in
            contacts.withUnsafeBufferPointer { contact in
                points.withUnsafeMutableBufferPointer { point in
                    order.withUnsafeMutableBufferPointer { order in
                        bodies.withUnsafeMutableBufferPointer { vb in
                            list.withUnsafeMutableBufferPointer { ms in
                                var next = 0
                                for i in from..<ms.count {
                                    let m = ms[i]
                                    ms[i].start = Int32(next)
                                    let material = Self.material(m, world)
                                    for k in Int(m.start)..<Int(m.start + m.count) {
                                        var p = Self.point(contact[k], world, material, bounceThreshold)
                                        if warm {
                                            p.pn = warmNormal[k]
                                            p.pt = warmTangent[k]
                                            Self.applyWarm(p, a: Int(m.a), b: Int(m.b), vb)
                                        }
                                        point[next] = p
                                        order[next] = Int32(k)
                                        next += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// How many lanes and wide points the colours' manifolds take (see ``prepareWide``).
    private func wideTotals() -> (lanes: Int, points: Int) {
        // Bucket 4·colour + 2·pair + two holds colourStarts[bucket - 1]..<colourStarts[bucket].
        func size(_ bucket: Int) -> Int {
            Int(colourStarts[bucket]) - (bucket == 0 ? 0 : Int(colourStarts[bucket - 1]))
        }
        var laneTotal = 0, pointTotal = 0
        for c in 0..<64 {
            for two in 0..<2 {
                let lanes = (size(4 * c + two) + size(4 * c + 2 + two) + 1) / 2
                laneTotal += lanes
                pointTotal += lanes * (two + 1)
            }
        }
        return (laneTotal, pointTotal)
    }

    /// The colours' manifolds two by two (those of one point, then those of two, colour
    /// after colour; an odd one out beside an empty lane) straight into ``widePoints``, each
    /// point computed and warm-started as ``preparePoints`` does.
    private mutating func prepareWide(
        _ contacts: [DynamicsContact], _ bodyList: [DynamicBody], _ bounceThreshold: Double, _ warmNormal: [Double],
        _ warmTangent: [Double]
    ) {
        let ends = colourStarts
        let (laneTotal, pointTotal) = wideTotals()
        let warm = !warmNormal.isEmpty
        let still = Int32(bodies.count - 1)
        let list = manifolds
        let empty = Point(
            nx: 0, ny: 0, an: 0, bn: 0, at: 0, bt: 0, normalMass: 0, tangentMass: 0, target: 0, friction: 0, pn: 0,
            pt: 0)
        bodyList.withUnsafeBufferPointer { world in
            contacts.withUnsafeBufferPointer { contact in
                list.withUnsafeBufferPointer { ms in
                    bodies.withUnsafeMutableBufferPointer { vb in
                        // Point `k` of contact index `at` of manifold `m`, warm-started.
                        func make(_ m: Manifold, _ k: Int, _ material: Material) -> Point {
                            let at = Int(m.start) + k
                            var p = Self.point(contact[at], world, material, bounceThreshold)
                            if warm {
                                p.pn = warmNormal[at]
                                p.pt = warmTangent[at]
                                Self.applyWarm(p, a: Int(m.a), b: Int(m.b), vb)
                            }
                            return p
                        }
                        widePoints.fill(lanes: laneTotal, points: pointTotal) { lanes, points, source in
                            var lane = 0, next = 0
                            func add(_ m0: Manifold, _ m1: Manifold?, two: Bool) {
                                let a0 = m0.a < 0 ? still : m0.a, a1 = m1.map { $0.a < 0 ? still : $0.a } ?? still
                                let b0 = m0.b, b1 = m1?.b ?? still
                                let A0 = vb[Int(a0)], A1 = vb[Int(a1)], B0 = vb[Int(b0)], B1 = vb[Int(b1)]
                                lanes[lane] = DynamicsWidePoints.Lane(
                                    a0: a0, a1: a1, b0: b0, b1: b1, first: Int32(next), two: two,
                                    imA: .init(A0.im, A1.im), iiA: .init(A0.ii, A1.ii), imB: .init(B0.im, B1.im),
                                    iiB: .init(B0.ii, B1.ii))
                                lane += 1
                                let material0 = Self.material(m0, world),
                                    material1 = m1.map { Self.material($0, world) }
                                for k in 0..<(two ? 2 : 1) {
                                    let p0 = make(m0, k, material0)
                                    let p1 = m1.map { make($0, k, material1!) } ?? empty
                                    points[next] = DynamicsWidePoints.pair(p0, p1)
                                    source[2 * next] = m0.start + Int32(k)
                                    source[2 * next + 1] = m1.map { $0.start + Int32(k) } ?? -1
                                    next += 1
                                }
                            }
                            for c in 0..<64 {
                                for two in 0..<2 {
                                    var pending: Manifold?
                                    for pair in 0..<2 {
                                        let bucket = 4 * c + 2 * pair + two
                                        for i in (bucket == 0 ? 0 : Int(ends[bucket - 1]))..<Int(ends[bucket]) {
                                            if let first = pending {
                                                add(first, ms[i], two: two == 1)
                                                pending = nil
                                            } else {
                                                pending = ms[i]
                                            }
                                        }
                                    }
                                    if let first = pending { add(first, nil, two: two == 1) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Contact `k`'s solver values: lever arms crossed with the normal and the tangent, the
    /// effective masses, the bounce aimed for and the friction (see ``prepare``), from the
    /// bodies' velocities and masses as `world` holds them (as ``load(_:)`` read them).
    @inline(__always)
    private static func point(
        _ k: DynamicsContact, _ world: UnsafeBufferPointer<DynamicBody>, _ material: Material, _ bounceThreshold: Double
    ) -> Point {
        let B = world[k.b]
        let nx = k.normal.x, ny = k.normal.y
        // Tangent t = (−ny, nx); r × n = r.x·ny − r.y·nx; r × t = r.x·nx + r.y·ny.
        let rbx = k.point.x - B.position.x, rby = k.point.y - B.position.y
        let bn = rbx * ny - rby * nx, bt = rbx * nx + rby * ny
        var kn = B.inverseMass + B.inverseInertia * bn * bn
        var kt = B.inverseMass + B.inverseInertia * bt * bt
        var vn = B.velocity.x * nx + B.velocity.y * ny + B.angularVelocity * bn
        var an = 0.0, at = 0.0
        if k.a >= 0 {
            let A = world[k.a]
            let rax = k.point.x - A.position.x, ray = k.point.y - A.position.y
            an = rax * ny - ray * nx
            at = rax * nx + ray * ny
            kn += A.inverseMass + A.inverseInertia * an * an
            kt += A.inverseMass + A.inverseInertia * at * at
            vn -= A.velocity.x * nx + A.velocity.y * ny + A.angularVelocity * an
        }
        return Point(
            nx: nx, ny: ny, an: an, bn: bn, at: at, bt: bt,
            normalMass: kn > 0 ? 1 / kn : 0, tangentMass: kt > 0 ? 1 / kt : 0,
            target: vn < -bounceThreshold ? -material.elasticity * vn : 0, friction: material.friction, pn: 0, pt: 0)
    }

    /// A manifold's restitution and friction (see ``prepare``), the same for its points.
    typealias Material = (elasticity: Double, friction: Double)

    /// The restitution and friction of manifold `m` (see ``prepare``).
    @inline(__always)
    private static func material(_ m: Manifold, _ world: UnsafeBufferPointer<DynamicBody>) -> Material {
        let B = world[Int(m.b)]
        guard m.a >= 0 else { return (B.elasticity, B.friction) }
        let A = world[Int(m.a)]
        return (max(A.elasticity, B.elasticity), (A.friction * B.friction).squareRoot())
    }

    /// Applies point `c`'s carried impulses (warm starting) to bodies `b` and `a` (-1: a boundary).
    @inline(__always)
    private static func applyWarm(_ c: Point, a: Int, b: Int, _ bodies: UnsafeMutableBufferPointer<Body>) {
        let pn = c.pn, pt = c.pt
        guard pn != 0 || pt != 0 else { return }
        // The impulse pn·n + pt·t, with t = (−ny, nx).
        let px = pn * c.nx - pt * c.ny, py = pn * c.ny + pt * c.nx
        bodies[b].vx += px * bodies[b].im
        bodies[b].vy += py * bodies[b].im
        bodies[b].w += (pn * c.bn + pt * c.bt) * bodies[b].ii
        if a >= 0 {
            bodies[a].vx -= px * bodies[a].im
            bodies[a].vy -= py * bodies[a].im
            bodies[a].w -= (pn * c.an + pt * c.at) * bodies[a].ii
        }
    }

    /// The impulses each contact ended the solve with, in the contacts' order.
    func impulses(normal: inout [Double], tangent: inout [Double], count: Int) {
        normal.removeAll(keepingCapacity: true)
        tangent.removeAll(keepingCapacity: true)
        normal.append(contentsOf: repeatElement(0, count: count))
        tangent.append(contentsOf: repeatElement(0, count: count))
        normal.withUnsafeMutableBufferPointer { n in
            tangent.withUnsafeMutableBufferPointer { t in
                // The colours' impulses are in the wide points; the last group's (or, when the
                // passes are not wide, every manifold's) in `points`, in `order`.
                widePoints.copyImpulses(normal: n, tangent: t)
                order.withUnsafeBufferPointer { o in
                    points.withUnsafeBufferPointer { p in
                        for (i, k) in o.enumerated() {
                            n[Int(k)] = p[i].pn
                            t[Int(k)] = p[i].pt
                        }
                    }
                }
            }
        }
    }

    /// Puts the manifolds in colours (64 at most; a manifold that finds none free goes in a
    /// last group solved after them, one by one), and within each colour the wall manifolds
    /// of one point, of two, then the pairs' of one and of two (the order within a colour
    /// changes nothing, as no two share a body; grouped, the pass's branches are predictable),
    /// in the contacts' order within each.
    private mutating func colour(_ contacts: [DynamicsContact], _ ranges: [(start: Int32, count: Int32)]) {
        let n = bodies.count
        masks.removeAll(keepingCapacity: true)
        masks.append(contentsOf: repeatElement(0, count: n))
        colours.removeAll(keepingCapacity: true)
        colours.append(contentsOf: repeatElement(0, count: ranges.count))
        colourStarts.removeAll(keepingCapacity: true)
        colourStarts.append(contentsOf: repeatElement(0, count: 4 * 65 + 1))
        manifolds.removeAll(keepingCapacity: true)
        manifolds.append(contentsOf: repeatElement(Manifold(a: 0, b: 0, start: 0, count: 0), count: ranges.count))
        // Over raw buffers: no uniqueness or bounds check per write.
        contacts.withUnsafeBufferPointer { contacts in
            ranges.withUnsafeBufferPointer { ranges in
                masks.withUnsafeMutableBufferPointer { masks in
                    colours.withUnsafeMutableBufferPointer { colours in
                        colourStarts.withUnsafeMutableBufferPointer { starts in
                            for (i, r) in ranges.enumerated() {
                                let k = contacts[Int(r.start)]
                                var used = masks[k.b]
                                if k.a >= 0 { used |= masks[k.a] }
                                let c = (~used).trailingZeroBitCount  // 64 when every colour is taken
                                if c < 64 {
                                    let bit: UInt64 = 1 << UInt64(c)
                                    masks[k.b] |= bit
                                    if k.a >= 0 { masks[k.a] |= bit }
                                }
                                let bucket = 4 * c + (k.a >= 0 ? 2 : 0) + (r.count > 1 ? 1 : 0)
                                colours[i] = UInt16(bucket)
                                starts[bucket + 1] += 1
                            }
                            for c in 0..<(4 * 65) { starts[c + 1] += starts[c] }
                            manifolds.withUnsafeMutableBufferPointer { manifolds in
                                for (i, r) in ranges.enumerated() {
                                    let k = contacts[Int(r.start)]
                                    let c = Int(colours[i])
                                    manifolds[Int(starts[c])] = Manifold(
                                        a: Int32(k.a), b: Int32(k.b), start: r.start, count: r.count)
                                    starts[c] += 1
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Applies every point's impulses as they ended the last solve to the velocities just
    /// loaded: a sub-step that reuses the last one's points (see ``DynamicsWorld``) starts its
    /// passes from them, as warm starting does, in the order the passes take.
    mutating func warmAgain() {
        let from = lastGroupStart
        let list = manifolds
        bodies.withUnsafeMutableBufferPointer { vb in
            widePoints.applyImpulses(vb.baseAddress!)
            points.withUnsafeBufferPointer { p in
                for m in list[from...] {
                    for i in Int(m.start)..<Int(m.start + m.count) {
                        Self.applyWarm(p[i], a: Int(m.a), b: Int(m.b), vb)
                    }
                }
            }
        }
    }

    /// One pass over every manifold: each point gets the normal impulse that brings its
    /// approach to its target (the accumulated impulse never pulling), then friction within
    /// the cone.
    mutating func pass() {
        if widePoints.laneCount > 0 { bodies.withUnsafeMutableBufferPointer { widePoints.pass($0.baseAddress!) } }
        if lastGroupStart < manifolds.count { Self.pass(&bodies, &points, manifolds[lastGroupStart...]) }
    }

    private static func pass(_ bodies: inout [Body], _ points: inout [Point], _ manifolds: ArraySlice<Manifold>) {
        bodies.withUnsafeMutableBufferPointer { vb in
            let v = vb.baseAddress!
            points.withUnsafeMutableBufferPointer { pb in
                let p = pb.baseAddress!
                manifolds.withUnsafeBufferPointer { mb in
                    for m in mb {
                        let first = p + Int(m.start)
                        if m.a < 0 {
                            let b = v + Int(m.b)
                            var B = b.pointee
                            solveWall(first, &B)
                            if m.count > 1 { solveWall(first + 1, &B) }
                            b.pointee = B
                        } else {
                            let a = v + Int(m.a), b = v + Int(m.b)
                            var A = a.pointee, B = b.pointee
                            solvePair(first, &A, &B)
                            if m.count > 1 { solvePair(first + 1, &A, &B) }
                            a.pointee = A
                            b.pointee = B
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func solveWall(_ c: UnsafeMutablePointer<Point>, _ B: inout Body) {
        let nx = c.pointee.nx, ny = c.pointee.ny, bn = c.pointee.bn
        let old = c.pointee.pn
        let dvn = (B.vx * nx + B.vy * ny) + B.w * bn
        let total = max(old + c.pointee.normalMass * (c.pointee.target - dvn), 0)
        c.pointee.pn = total
        let d = total - old
        B.vx += d * (nx * B.im)
        B.vy += d * (ny * B.im)
        B.w += d * (bn * B.ii)
        let mu = c.pointee.friction
        if mu > 0 {
            let bt = c.pointee.bt
            let dvt = (B.vy * nx - B.vx * ny) + B.w * bt
            let oldT = c.pointee.pt, limit = mu * total
            let tt = min(max(oldT - c.pointee.tangentMass * dvt, -limit), limit)
            c.pointee.pt = tt
            let e = tt - oldT
            B.vx -= e * (ny * B.im)
            B.vy += e * (nx * B.im)
            B.w += e * (bt * B.ii)
        }
    }

    @inline(__always)
    private static func solvePair(_ c: UnsafeMutablePointer<Point>, _ A: inout Body, _ B: inout Body) {
        let nx = c.pointee.nx, ny = c.pointee.ny, an = c.pointee.an, bn = c.pointee.bn
        let old = c.pointee.pn
        let x = B.vx - A.vx, y = B.vy - A.vy
        let dvn = (x * nx + y * ny) + (B.w * bn - A.w * an)
        let total = max(old + c.pointee.normalMass * (c.pointee.target - dvn), 0)
        c.pointee.pn = total
        let d = total - old
        B.vx += d * (nx * B.im)
        B.vy += d * (ny * B.im)
        B.w += d * (bn * B.ii)
        A.vx -= d * (nx * A.im)
        A.vy -= d * (ny * A.im)
        A.w -= d * (an * A.ii)
        let mu = c.pointee.friction
        if mu > 0 {
            let at = c.pointee.at, bt = c.pointee.bt
            let x = B.vx - A.vx, y = B.vy - A.vy
            let dvt = (y * nx - x * ny) + (B.w * bt - A.w * at)
            let oldT = c.pointee.pt, limit = mu * total
            let tt = min(max(oldT - c.pointee.tangentMass * dvt, -limit), limit)
            c.pointee.pt = tt
            let e = tt - oldT
            B.vx -= e * (ny * B.im)
            B.vy += e * (nx * B.im)
            B.w += e * (bt * B.ii)
            A.vx += e * (ny * A.im)
            A.vy -= e * (nx * A.im)
            A.w -= e * (at * A.ii)
        }
    }
}
