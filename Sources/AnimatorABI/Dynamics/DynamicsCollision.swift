/// Contact generation between boxes and boundaries: small pure functions, each exact for the
/// geometry it takes, so they can be tested case by case. Each pair gives at most two contact
/// points (the deepest), appended to the caller's list so that a step allocates nothing per pair.
public enum DynamicsCollision {
    /// The two deepest contacts offered, in a fixed order for equal depths (the first offered).
    struct Manifold {
        var first: DynamicsContact?
        var second: DynamicsContact?

        mutating func offer(_ c: DynamicsContact) {
            if let f = first {
                if c.depth > f.depth { second = f; first = c } else if second == nil || c.depth > second!.depth { second = c }
            } else { first = c }
        }

        /// Appends the kept contacts, each with its share of the pair's position correction.
        func flush(into out: inout [DynamicsContact]) {
            guard var f = first else { return }
            if var s = second { f.share = 0.5; s.share = 0.5; out.append(f); out.append(s) } else { out.append(f) }
        }

        var isEmpty: Bool { first == nil }
    }

    /// A box's contacts with `boundary`, as contacts with a = -1 (the boundary) and b = `index`.
    public static func contacts(_ body: DynamicBody, index: Int, boundary: DynamicsBoundary) -> [DynamicsContact] {
        var out: [DynamicsContact] = []
        append(body, index: index, boundary: boundary, into: &out)
        return out
    }

    /// Appends a box's contacts with `boundary` to `out`.
    static func append(_ body: DynamicBody, index: Int, boundary: DynamicsBoundary, into out: inout [DynamicsContact]) {
        var m = Manifold()
        switch boundary {
        case let .wall(normal, offset):
            // Quick reject: the whole box is on the inside.
            if normal.dot(body.position) - body.radius(along: normal) >= offset { return }
            for k in 0..<4 {
                let p = body.corner(k)
                let depth = offset - normal.dot(p)
                if depth > 0 { m.offer(DynamicsContact(a: -1, b: index, normal: normal, point: p, depth: depth)) }
            }
        case let .segment(p0, p1):
            let d = p1 - p0
            let len = d.length
            guard len > 1e-9 else { return }
            let t = d * (1 / len)
            var n = t.perpendicular
            let centre = n.dot(body.position - p0)
            if abs(centre) > body.radius(along: n) { return }
            if centre < 0 { n = -n }   // the side the box's centre is on
            for k in 0..<4 {
                let p = body.corner(k)
                let dist = n.dot(p - p0), along = t.dot(p - p0)
                if dist < 0, along >= 0, along <= len {
                    m.offer(DynamicsContact(a: -1, b: index, normal: n, point: p, depth: -dist))
                }
            }
            // An end of the segment poking into the box: pushed out along the box's nearest face.
            let (u, v) = body.axes
            for e in [p0, p1] {
                let local = DynamicsVector(u.dot(e - body.position), v.dot(e - body.position))
                let px = body.halfSize.x - abs(local.x), py = body.halfSize.y - abs(local.y)
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
        append(A, ia, B, ib, into: &out)
        return out
    }

    /// Appends two boxes' contacts to `out`.
    static func append(_ A: DynamicBody, _ ia: Int, _ B: DynamicBody, _ ib: Int, into out: inout [DynamicsContact]) {
        let (ua, va) = A.axes, (ub, vb) = B.axes
        let d = B.position - A.position
        var best = Double.infinity, bestAxis = DynamicsVector.zero, fromA = true
        for k in 0..<4 {
            let axis = k == 0 ? ua : k == 1 ? va : k == 2 ? ub : vb
            let overlap = A.radius(along: axis) + B.radius(along: axis) - abs(d.dot(axis))
            if overlap <= 0 { return }
            // A's faces win ties and near-ties, so a resting pair keeps one reference face.
            let better = k < 2 ? overlap < best : overlap < 0.95 * best - 0.01
            if better { best = overlap; bestAxis = axis; fromA = k < 2 }
        }
        let n = d.dot(bestAxis) < 0 ? -bestAxis : bestAxis   // from A to B
        var m = Manifold()
        let incident = fromA ? B : A
        // The reference face's plane, as a distance along the direction into the incident box.
        let into = fromA ? n : -n
        let face = (fromA ? A.position.dot(n) + A.radius(along: n) : B.position.dot(-n) + B.radius(along: n))
        for k in 0..<4 {
            let p = incident.corner(k)
            let depth = face - p.dot(into)
            if depth > 0 { m.offer(DynamicsContact(a: ia, b: ib, normal: n, point: p, depth: min(depth, best))) }
        }
        if m.isEmpty {
            // Edge across edge: they overlap but no corner is through; touch between the centres.
            m.offer(DynamicsContact(a: ia, b: ib, normal: n, point: A.position + d * 0.5, depth: best))
        }
        m.flush(into: &out)
    }
}
