/// The last sub-step's contacts as warm starting reads them: the contacts, their manifolds
/// bucketed by body `b` (`start[b]..<start[b + 1]` in `byBody`, in the order they were made,
/// each with whom it was with, so that a look-up reads one short run of entries and only the
/// matching manifold's contacts) and each contact's final impulses.
struct DynamicsLastContacts {
    /// A last manifold: with whom (``key(_:)``) and its contacts `start..<start + count`.
    struct Entry {
        var key: Int64
        var start, count: Int32
    }

    var contacts: [DynamicsContact]
    var start: [Int32]
    var byBody: [Entry]
    var normal: [Double]
    var tangent: [Double]

    /// For each manifold `ranges` of `now` (one or two points): each point's impulses from
    /// the nearest point (within ``DynamicsWorld/warmRadius``, normal within about 25°) of the
    /// last manifolds between the same two, the later of equally near ones, into `wn` and `wt`.
    /// A manifold finds those by their first points among its body `b`'s last manifolds.
    func match(
        _ now: [DynamicsContact], _ nowRanges: [(start: Int32, count: Int32)], _ wn: UnsafeMutableBufferPointer<Double>,
        _ wt: UnsafeMutableBufferPointer<Double>
    ) {
        now.withUnsafeBufferPointer { now in
            nowRanges.withUnsafeBufferPointer { nowRanges in
                contacts.withUnsafeBufferPointer { last in
                    start.withUnsafeBufferPointer { start in
                        byBody.withUnsafeBufferPointer { byBody in
                            normal.withUnsafeBufferPointer { normal in
                                tangent.withUnsafeBufferPointer { tangent in
                                    for m in nowRanges {
                                        let first = Int(m.start), count = Int(m.count)
                                        var best = Best()
                                        let head = now[first]
                                        let key = Self.key(head)
                                        for e in Int(start[head.b])..<Int(start[head.b + 1]) {
                                            let r = byBody[e]
                                            guard r.key == key else { continue }
                                            for j in Int(r.start)..<Int(r.start + r.count) {
                                                best.offer(now[first], j, last[j], into: 0)
                                                if count > 1 { best.offer(now[first + 1], j, last[j], into: 1) }
                                            }
                                        }
                                        if best.first >= 0 {
                                            wn[first] = normal[best.first]
                                            wt[first] = tangent[best.first]
                                        }
                                        if count > 1, best.second >= 0 {
                                            wn[first + 1] = normal[best.second]
                                            wt[first + 1] = tangent[best.second]
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// With whom a manifold whose first contact is `head` is: body `a`, or for a boundary
    /// (a = -1) its group and index, as one number (negative) — equal keys, the same two.
    @inline(__always)
    static func key(_ head: DynamicsContact) -> Int64 {
        head.a >= 0 ? Int64(head.a) : -1 - (Int64(head.group) << 32 | Int64(head.boundary))
    }

    /// The nearest last point so far for each of a manifold's (up to two) points.
    private struct Best {
        var first = -1, second = -1
        var firstDistance = DynamicsWorld.warmRadius * DynamicsWorld.warmRadius
        var secondDistance = DynamicsWorld.warmRadius * DynamicsWorld.warmRadius

        /// Offers last point `j`, `old`, to point `slot` (0 or 1), which is `k`.
        @inline(__always)
        mutating func offer(_ k: DynamicsContact, _ j: Int, _ old: DynamicsContact, into slot: Int) {
            guard old.normal.dot(k.normal) > 0.9 else { return }
            let d = old.point - k.point
            let d2 = d.dot(d)
            if slot == 0 {
                if d2 <= firstDistance {
                    first = j
                    firstDistance = d2
                }
            } else if d2 <= secondDistance {
                second = j
                secondDistance = d2
            }
        }
    }
}
