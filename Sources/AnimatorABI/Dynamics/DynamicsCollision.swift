/// Contact generation between boxes and boundaries: small pure functions, each exact for the
/// geometry it takes, so they can be tested case by case. Each pair gives at most two contact
/// points (the deepest), appended to the caller's list so that a step allocates nothing per pair.
public enum DynamicsCollision {
    /// The two deepest contacts offered, in a fixed order for equal depths (the first offered).
    struct Manifold {
        var first: DynamicsContact?
        var second: DynamicsContact?

        @inline(__always) mutating func offer(_ c: DynamicsContact) {
            if let f = first {
                if c.depth > f.depth {
                    second = f
                    first = c
                } else if second == nil || c.depth > second!.depth {
                    second = c
                }
            } else {
                first = c
            }
        }

        /// Appends the kept contacts, each with its share of the pair's position correction.
        @inline(__always) func flush(into out: inout [DynamicsContact]) {
            guard var f = first else { return }
            if var s = second {
                f.share = 0.5
                s.share = 0.5
                out.append(f)
                out.append(s)
            } else {
                out.append(f)
            }
        }

        var isEmpty: Bool { first == nil }
    }

    /// A box's contacts with `boundary`, as contacts with a = -1 (the boundary) and b = `index`.
    public static func contacts(_ body: DynamicBody, index: Int, boundary: DynamicsBoundary) -> [DynamicsContact] {
        var out: [DynamicsContact] = []
        append(body.shape, index: index, boundary: boundary, into: &out)
        return out
    }

    /// Appends a box's contacts with `boundary` to `out`.
    static func append(_ body: DynamicsShape, index: Int, boundary: DynamicsBoundary, into out: inout [DynamicsContact])
    {
        let centre = DynamicsVector(body.x, body.y)
        var m = Manifold()
        switch boundary {
        case let .wall(normal, offset):
            // Quick reject: the whole box is on the inside.
            if normal.dot(centre) - body.radius(normal.x, normal.y) >= offset { return }
            var best = BestTwo()
            for k in 0..<4 { best.offer(k, offset - normal.dot(body.corner(k))) }
            best.append(a: -1, b: index, normal: normal, corners: body, into: &out)
            return
        case let .segment(p0, p1):
            let d = p1 - p0
            let len = d.length
            guard len > 1e-9 else { return }
            let t = d * (1 / len)
            var n = t.perpendicular
            let side = n.dot(centre - p0)
            if abs(side) > body.radius(n.x, n.y) { return }
            if side < 0 { n = -n }  // the side the box's centre is on
            for k in 0..<4 {
                let p = body.corner(k)
                let dist = n.dot(p - p0), along = t.dot(p - p0)
                if dist < 0, along >= 0, along <= len {
                    m.offer(DynamicsContact(a: -1, b: index, normal: n, point: p, depth: -dist))
                }
            }
            // An end of the segment poking into the box: pushed out along the box's nearest face.
            let u = DynamicsVector(body.c, body.s), v = DynamicsVector(-body.s, body.c)
            for e in [p0, p1] {
                let local = DynamicsVector(u.dot(e - centre), v.dot(e - centre))
                let px = body.hx - abs(local.x), py = body.hy - abs(local.y)
                guard px > 0, py > 0 else { continue }
                let normal = px < py ? u * (local.x < 0 ? 1 : -1) : v * (local.y < 0 ? 1 : -1)
                m.offer(DynamicsContact(a: -1, b: index, normal: normal, point: e, depth: min(px, py)))
            }
        }
        m.flush(into: &out)
    }

    /// Two boxes' contacts by the separating axis test: none when an axis separates them,
    /// else the incident box's corners that are through the reference face of least overlap.
    public static func contacts(_ A: DynamicBody, _ ia: Int, _ B: DynamicBody, _ ib: Int) -> [DynamicsContact] {
        var out: [DynamicsContact] = []
        append(A.shape, ia, B.shape, ib, into: &out)
        return out
    }

    /// Appends two boxes' contacts to `out`.
    ///
    /// Each box's extent along its own axes is its half size; along the other box's axes it
    /// comes from the four products of the two boxes' axes, computed once.
    @inline(__always)
    static func append(_ A: DynamicsShape, _ ia: Int, _ B: DynamicsShape, _ ib: Int, into out: inout [DynamicsContact])
    {
        let dx = B.x - A.x, dy = B.y - A.y
        // Axes: ua = (cA, sA), va = (−sA, cA), ub = (cB, sB), vb = (−sB, cB).
        let uu = abs(A.c * B.c + A.s * B.s)  // |ua·ub| = |va·vb|
        let uv = abs(A.s * B.c - A.c * B.s)  // |ua·vb| = |va·ub|
        var best = Double.infinity, bestX = 0.0, bestY = 0.0, fromA = true, bestHalf = 0.0
        // k = 0: ua. A reaches hx; B reaches hx·|ua·ub| + hy·|ua·vb|.
        var overlap = A.hx + B.hx * uu + B.hy * uv - abs(dx * A.c + dy * A.s)
        if overlap <= 0 { return }
        best = overlap
        bestX = A.c
        bestY = A.s
        bestHalf = A.hx
        // k = 1: va.
        overlap = A.hy + B.hx * uv + B.hy * uu - abs(dy * A.c - dx * A.s)
        if overlap <= 0 { return }
        if overlap < best {
            best = overlap
            bestX = -A.s
            bestY = A.c
            bestHalf = A.hy
        }
        // A's faces win ties and near-ties, so a resting pair keeps one reference face.
        // k = 2: ub.
        overlap = B.hx + A.hx * uu + A.hy * uv - abs(dx * B.c + dy * B.s)
        if overlap <= 0 { return }
        if overlap < 0.95 * best - 0.01 {
            best = overlap
            bestX = B.c
            bestY = B.s
            fromA = false
            bestHalf = B.hx
        }
        // k = 3: vb.
        overlap = B.hy + A.hx * uv + A.hy * uu - abs(dy * B.c - dx * B.s)
        if overlap <= 0 { return }
        if overlap < 0.95 * best - 0.01 {
            best = overlap
            bestX = -B.s
            bestY = B.c
            fromA = false
            bestHalf = B.hy
        }
        let flip = dx * bestX + dy * bestY < 0
        let n = DynamicsVector(flip ? -bestX : bestX, flip ? -bestY : bestY)  // from A to B
        let incident = fromA ? B : A
        // The reference face's plane, as a distance along the direction into the incident box.
        let into = fromA ? n : -n
        let face = (fromA ? A.x * n.x + A.y * n.y : -(B.x * n.x + B.y * n.y)) + bestHalf
        var corners = BestTwo()
        for k in 0..<4 { corners.offer(k, min(face - incident.corner(k).dot(into), best)) }
        if corners.first < 0 {
            // Edge across edge: they overlap but no corner is through; touch between the centres.
            out.append(
                DynamicsContact(
                    a: ia, b: ib, normal: n, point: DynamicsVector(A.x + dx * 0.5, A.y + dy * 0.5), depth: best))
            return
        }
        corners.append(a: ia, b: ib, normal: n, corners: incident, into: &out)
    }

    /// The two deepest of a box's corners through a plane (depth > 0), by index, in the order
    /// ``Manifold`` keeps contacts; without building a contact per corner.
    struct BestTwo {
        var first = -1, second = -1
        var firstDepth = 0.0, secondDepth = 0.0

        @inline(__always) mutating func offer(_ k: Int, _ depth: Double) {
            guard depth > 0 else { return }
            if first < 0 {
                first = k
                firstDepth = depth
            } else if depth > firstDepth {
                second = first
                secondDepth = firstDepth
                first = k
                firstDepth = depth
            } else if second < 0 || depth > secondDepth {
                second = k
                secondDepth = depth
            }
        }

        /// Appends the kept corners of `corners` as contacts (½ of the correction each when two).
        @inline(__always) func append(
            a: Int, b: Int, normal: DynamicsVector, corners box: DynamicsShape, into out: inout [DynamicsContact]
        ) {
            guard first >= 0 else { return }
            var c = DynamicsContact(a: a, b: b, normal: normal, point: box.corner(first), depth: firstDepth)
            if second < 0 {
                out.append(c)
                return
            }
            c.share = 0.5
            out.append(c)
            c.point = box.corner(second)
            c.depth = secondDepth
            out.append(c)
        }
    }
}
