/// The last sub-step's contacts as warm starting reads them: the contacts, their manifolds
/// (ranges of contacts), the manifolds bucketed by body `b` (`start[b]..<start[b + 1]` in
/// `byBody`, in the order they were made) and each contact's final impulses.
struct DynamicsLastContacts {
    var contacts: [DynamicsContact]
    var ranges: [(start: Int32, count: Int32)]
    var start: [Int32]
    var byBody: [Int32]
    var normal: [Double]
    var tangent: [Double]

    /// For the manifold `now[first..<first + count]`: each point's impulses from the nearest
    /// point (within ``DynamicsWorld/warmRadius``, normal within about 25°) of the last
    /// manifolds between the same two, the later of equally near ones, into `wn` and `wt`.
    @inline(__always)
    func match(
        _ now: UnsafeBufferPointer<DynamicsContact>, _ first: Int, _ count: Int,
        _ wn: UnsafeMutableBufferPointer<Double>,
        _ wt: UnsafeMutableBufferPointer<Double>
    ) {
        let r2 = DynamicsWorld.warmRadius * DynamicsWorld.warmRadius
        let head = now[first]
        contacts.withUnsafeBufferPointer { last in
            ranges.withUnsafeBufferPointer { ranges in
                start.withUnsafeBufferPointer { start in
                    byBody.withUnsafeBufferPointer { byBody in
                        for i in first..<(first + count) {
                            let k = now[i]
                            var best = -1, bestDistance = r2
                            for e in Int(start[head.b])..<Int(start[head.b + 1]) {
                                let r = ranges[Int(byBody[e])]
                                let h = last[Int(r.start)]
                                guard h.a == head.a,
                                    head.a >= 0 || (h.group == head.group && h.boundary == head.boundary)
                                else { continue }
                                for j in Int(r.start)..<Int(r.start + r.count) {
                                    guard last[j].normal.dot(k.normal) > 0.9 else { continue }
                                    let d = last[j].point - k.point
                                    let d2 = d.dot(d)
                                    if d2 <= bestDistance {
                                        best = j
                                        bestDistance = d2
                                    }
                                }
                            }
                            if best >= 0 {
                                wn[i] = normal[best]
                                wt[i] = tangent[best]
                            }
                        }
                    }
                }
            }
        }
    }
}
