/// The contact solver's points two manifolds wide (structure of arrays: every field a
/// `SIMD2<Double>` holding the same field of two manifolds), so a pass solves two manifolds
/// with one stream of instructions instead of two.
///
/// **Same results.** Two manifolds are put side by side only when they are of one colour (see
/// ``DynamicsSolver``): they share no body, so solving them together is solving them one after
/// the other, and each lane does exactly the scalar solver's arithmetic in the same order (a
/// boundary is a body that never moves, all zeros, whose writes are thrown away; `max` and
/// `min` pick as `Swift.max` and `Swift.min` do; friction is skipped per lane where the
/// scalar solver skips it). The velocities and impulses are bit-identical to the scalar
/// passes' (a test holds the two to that on a pile).
///
/// A colour's manifolds of one point go in pairs, those of two points in pairs; an odd one
/// out is paired with an empty lane (both bodies the still one, no mass, nothing to aim for).
struct DynamicsWidePoints {
    typealias Wide = SIMD2<Double>

    /// Two points' solver values side by side (the fields of ``DynamicsSolver/Point``).
    struct Point {
        var nx, ny, an, bn, at, bt: Wide
        var normalMass, tangentMass, target, friction: Wide
        var pn, pt: Wide
    }

    /// Two manifolds side by side: their bodies (the still body for a boundary or an empty
    /// lane), their first point in ``points`` and whether they have two points each.
    struct Lane {
        var a0, a1, b0, b1: Int32
        var first: Int32
        var two: Bool
        /// The bodies' inverse masses and inertias, side by side (read with the lane rather
        /// than gathered from the bodies every pass; they do not change during a solve).
        var imA, iiA, imB, iiB: Wide
    }

    /// Two bodies' velocities and inverse masses side by side.
    struct Body {
        var vx, vy, w, im, ii: Wide
    }

    /// The lanes, colour after colour (the first ``laneCount``; the arrays only grow, so that
    /// a sub-step neither allocates nor clears them).
    private var lanes: [Lane] = []
    /// The points of the lanes (the first ``pointCount``).
    private var points: [Point] = []
    /// For each lane of each point (`2 * point + lane`), the contact it holds, or -1.
    private var source: [Int32] = []
    /// How many lanes and points the layout holds.
    private(set) var laneCount = 0, pointCount = 0

    /// Makes room for `lanes` lanes of `points` points in all and hands their storage to `fill`,
    /// which must write every one of them (lanes, points and both sources of each point).
    mutating func fill(
        lanes laneTotal: Int, points pointTotal: Int,
        _ fill: (UnsafeMutablePointer<Lane>, UnsafeMutablePointer<Point>, UnsafeMutablePointer<Int32>) -> Void
    ) {
        laneCount = laneTotal
        pointCount = pointTotal
        guard laneTotal > 0 else { return }
        if lanes.count < laneTotal {
            lanes.append(
                contentsOf: repeatElement(
                    Lane(
                        a0: 0, a1: 0, b0: 0, b1: 0, first: 0, two: false, imA: .zero, iiA: .zero, imB: .zero,
                        iiB: .zero), count: laneTotal - lanes.count))
        }
        if points.count < pointTotal {
            let zero = Wide.zero
            points.append(
                contentsOf: repeatElement(
                    Point(
                        nx: zero, ny: zero, an: zero, bn: zero, at: zero, bt: zero, normalMass: zero,
                        tangentMass: zero, target: zero, friction: zero, pn: zero, pt: zero),
                    count: pointTotal - points.count))
        }
        if source.count < 2 * pointTotal {
            source.append(contentsOf: repeatElement(-1, count: 2 * pointTotal - source.count))
        }
        lanes.withUnsafeMutableBufferPointer { l in
            points.withUnsafeMutableBufferPointer { p in
                source.withUnsafeMutableBufferPointer { s in fill(l.baseAddress!, p.baseAddress!, s.baseAddress!) }
            }
        }
    }

    /// Empties the layout, keeping its storage.
    mutating func removeAll() {
        laneCount = 0
        pointCount = 0
    }

    /// Two scalar points side by side.
    @inline(__always)
    static func pair(_ p0: DynamicsSolver.Point, _ p1: DynamicsSolver.Point) -> Point {
        Point(
            nx: Wide(p0.nx, p1.nx), ny: Wide(p0.ny, p1.ny), an: Wide(p0.an, p1.an), bn: Wide(p0.bn, p1.bn),
            at: Wide(p0.at, p1.at), bt: Wide(p0.bt, p1.bt), normalMass: Wide(p0.normalMass, p1.normalMass),
            tangentMass: Wide(p0.tangentMass, p1.tangentMass), target: Wide(p0.target, p1.target),
            friction: Wide(p0.friction, p1.friction), pn: Wide(p0.pn, p1.pn), pt: Wide(p0.pt, p1.pt))
    }

    /// Writes each point's accumulated impulses to `normal` and `tangent` at its contact's index.
    func copyImpulses(normal: UnsafeMutableBufferPointer<Double>, tangent: UnsafeMutableBufferPointer<Double>) {
        points.withUnsafeBufferPointer { points in
            source.withUnsafeBufferPointer { source in
                for i in 0..<pointCount {
                    let p = points[i]
                    let k0 = Int(source[2 * i])
                    normal[k0] = p.pn[0]
                    tangent[k0] = p.pt[0]
                    let k1 = Int(source[2 * i + 1])
                    if k1 >= 0 {
                        normal[k1] = p.pn[1]
                        tangent[k1] = p.pt[1]
                    }
                }
            }
        }
    }

    /// One pass over every lane, in order, on the velocities `bodies` (the still body included).
    mutating func pass(_ bodies: UnsafeMutablePointer<DynamicsSolver.Body>) {
        lanes.withUnsafeBufferPointer { lanes in
            points.withUnsafeMutableBufferPointer { pb in
                let p = pb.baseAddress!
                for lane in lanes[0..<laneCount] {
                    let a0 = bodies + Int(lane.a0), a1 = bodies + Int(lane.a1)
                    let b0 = bodies + Int(lane.b0), b1 = bodies + Int(lane.b1)
                    var A = Self.load(a0, a1, im: lane.imA, ii: lane.iiA)
                    var B = Self.load(b0, b1, im: lane.imB, ii: lane.iiB)
                    let first = p + Int(lane.first)
                    Self.solve(first, &A, &B)
                    if lane.two { Self.solve(first + 1, &A, &B) }
                    // The still body's lanes write zeros back (it has no mass), so the order
                    // of these writes does not matter.
                    Self.store(A, a0, a1)
                    Self.store(B, b0, b1)
                }
            }
        }
    }

    /// Applies every lane's accumulated impulses to `bodies` once (warm starting a solve that
    /// reuses these points).
    mutating func applyImpulses(_ bodies: UnsafeMutablePointer<DynamicsSolver.Body>) {
        lanes.withUnsafeBufferPointer { lanes in
            points.withUnsafeBufferPointer { pb in
                let p = pb.baseAddress!
                for lane in lanes[0..<laneCount] {
                    let a0 = bodies + Int(lane.a0), a1 = bodies + Int(lane.a1)
                    let b0 = bodies + Int(lane.b0), b1 = bodies + Int(lane.b1)
                    var A = Self.load(a0, a1), B = Self.load(b0, b1)
                    for k in 0..<(lane.two ? 2 : 1) {
                        let c = p[Int(lane.first) + k]
                        // The impulse pn·n + pt·t, with t = (−ny, nx).
                        let px = c.pn * c.nx - c.pt * c.ny, py = c.pn * c.ny + c.pt * c.nx
                        B.vx += px * B.im
                        B.vy += py * B.im
                        B.w += (c.pn * c.bn + c.pt * c.bt) * B.ii
                        A.vx -= px * A.im
                        A.vy -= py * A.im
                        A.w -= (c.pn * c.an + c.pt * c.at) * A.ii
                    }
                    Self.store(A, a0, a1)
                    Self.store(B, b0, b1)
                }
            }
        }
    }

    @inline(__always)
    private static func load(
        _ p0: UnsafeMutablePointer<DynamicsSolver.Body>, _ p1: UnsafeMutablePointer<DynamicsSolver.Body>
    ) -> Body {
        let x = p0.pointee, y = p1.pointee
        return Body(
            vx: Wide(x.vx, y.vx), vy: Wide(x.vy, y.vy), w: Wide(x.w, y.w), im: Wide(x.im, y.im), ii: Wide(x.ii, y.ii))
    }

    /// Two bodies' velocities, with their inverse masses and inertias as the lane holds them.
    @inline(__always)
    private static func load(
        _ p0: UnsafeMutablePointer<DynamicsSolver.Body>, _ p1: UnsafeMutablePointer<DynamicsSolver.Body>, im: Wide,
        ii: Wide
    ) -> Body {
        let x = p0.pointee, y = p1.pointee
        return Body(vx: Wide(x.vx, y.vx), vy: Wide(x.vy, y.vy), w: Wide(x.w, y.w), im: im, ii: ii)
    }

    @inline(__always)
    private static func store(
        _ b: Body, _ p0: UnsafeMutablePointer<DynamicsSolver.Body>, _ p1: UnsafeMutablePointer<DynamicsSolver.Body>
    ) {
        p0.pointee.vx = b.vx[0]
        p0.pointee.vy = b.vy[0]
        p0.pointee.w = b.w[0]
        p1.pointee.vx = b.vx[1]
        p1.pointee.vy = b.vy[1]
        p1.pointee.w = b.w[1]
    }

    /// `Swift.max(x, y)` per lane: `y` where `y >= x`, else `x`.
    @inline(__always) private static func maximum(_ x: Wide, _ y: Wide) -> Wide { x.replacing(with: y, where: y .>= x) }

    /// `Swift.min(x, y)` per lane: `y` where `y < x`, else `x`.
    @inline(__always) private static func minimum(_ x: Wide, _ y: Wide) -> Wide { x.replacing(with: y, where: y .< x) }

    /// The scalar solver's point of a pair, two lanes at once: the normal impulse, then friction
    /// within the cone in the lanes whose friction is positive.
    @inline(__always)
    private static func solve(_ c: UnsafeMutablePointer<Point>, _ A: inout Body, _ B: inout Body) {
        let nx = c.pointee.nx, ny = c.pointee.ny, an = c.pointee.an, bn = c.pointee.bn
        let old = c.pointee.pn
        let x = B.vx - A.vx, y = B.vy - A.vy
        let dvn = (x * nx + y * ny) + (B.w * bn - A.w * an)
        let total = maximum(old + c.pointee.normalMass * (c.pointee.target - dvn), .zero)
        c.pointee.pn = total
        let d = total - old
        B.vx += d * (nx * B.im)
        B.vy += d * (ny * B.im)
        B.w += d * (bn * B.ii)
        A.vx -= d * (nx * A.im)
        A.vy -= d * (ny * A.im)
        A.w -= d * (an * A.ii)
        let mu = c.pointee.friction
        let on = mu .> .zero
        guard any(on) else { return }
        let at = c.pointee.at, bt = c.pointee.bt
        let xt = B.vx - A.vx, yt = B.vy - A.vy
        let dvt = (yt * nx - xt * ny) + (B.w * bt - A.w * at)
        let oldT = c.pointee.pt, limit = mu * total
        let tt = minimum(maximum(oldT - c.pointee.tangentMass * dvt, -limit), limit)
        let e = tt - oldT
        var nA = A, nB = B
        nB.vx -= e * (ny * B.im)
        nB.vy += e * (nx * B.im)
        nB.w += e * (bt * B.ii)
        nA.vx += e * (ny * A.im)
        nA.vy -= e * (nx * A.im)
        nA.w -= e * (at * A.ii)
        if all(on) {
            c.pointee.pt = tt
            A = nA
            B = nB
            return
        }
        // A lane without friction keeps its impulse and velocities, as the scalar solver does.
        c.pointee.pt = oldT.replacing(with: tt, where: on)
        A.vx.replace(with: nA.vx, where: on)
        A.vy.replace(with: nA.vy, where: on)
        A.w.replace(with: nA.w, where: on)
        B.vx.replace(with: nB.vx, where: on)
        B.vy.replace(with: nB.vy, where: on)
        B.w.replace(with: nB.w, where: on)
    }
}
