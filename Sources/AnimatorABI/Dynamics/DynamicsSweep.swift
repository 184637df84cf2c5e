/// The broad phase: which members of a collision group may touch, by sweep and prune along x
/// (bounding boxes sorted by their left edge, ties by body index; each box meets the boxes
/// that start before its right edge, and keeps those whose vertical extents overlap too, unless
/// neither moves).
///
/// Items move little in a sub-step, so each group's order from the last sub-step is kept and
/// re-sorted by insertion: a few swaps instead of a full sort. The order is a strict total
/// order, so the result is the one a full sort would give, whatever the order before.
struct DynamicsSweep {
    /// An axis-aligned bounding box of body `index`, which moves or turns unless `movable`
    /// is false (two that do not never collide).
    struct Box {
        var minX, maxX, minY, maxY: Double
        var index: Int32
        var movable: Bool
    }

    /// Per group: the members its order was made for, and its last order.
    private var members: [[Int]] = []
    private var orders: [[Int32]] = []
    /// Per group: whether its members list a body more than once (a box then meets itself).
    private var repeats: [Bool] = []
    private var boxes: [Box] = []
    /// Scratch for one box's window (see `scan`).
    private var window: [(Int32, Int32)] = []

    /// Appends to `out` every pair (lower index first) of `group`'s members whose boxes
    /// (`bounds`, indexed by body) overlap.
    mutating func pairs(group g: Int, members list: [Int], bounds: [Box], into out: inout [(Int32, Int32)]) {
        while members.count <= g {
            members.append([])
            orders.append([])
            repeats.append(false)
        }
        if members[g] != list {
            members[g] = list
            orders[g] = list.map { Int32($0) }
            repeats[g] = Set(list).count != list.count
        }
        // The order is taken out of `orders` while it is worked on, so that writing it back
        // is a plain store (not a uniqueness check of the outer and inner arrays per box).
        var order: [Int32] = []
        swap(&order, &orders[g])
        defer { swap(&order, &orders[g]) }
        boxes.removeAll(keepingCapacity: true)
        bounds.withUnsafeBufferPointer { b in for i in order { boxes.append(b[Int(i)]) } }
        Self.sort(&boxes)
        boxes.withUnsafeBufferPointer { b in
            order.withUnsafeMutableBufferPointer { o in for p in b.indices { o[p] = b[p].index } }
        }
        Self.scan(boxes, repeats: repeats[g], window: &window, into: &out)
    }

    /// The window scan over the sorted boxes: each box meets those after it that start before
    /// its right edge. The window's end is found first (a run of predictable compares); then
    /// every box of the window is written to `window` and kept, or not, by how far the count
    /// moves (the vertical test, the box itself and two still ones), without a branch on the
    /// test, whose outcome a pile makes unpredictable. The pairs and their order are those of a
    /// branch per box.
    private static func scan(
        _ boxes: [Box], repeats: Bool, window: inout [(Int32, Int32)], into out: inout [(Int32, Int32)]
    ) {
        boxes.withUnsafeBufferPointer { b in
            let n = b.count
            for p in 0..<n {
                let me = b[p]
                var end = p + 1
                while end < n, b[end].minX <= me.maxX { end += 1 }
                guard end > p + 1 else { continue }
                if window.count < end - p {
                    window.append(contentsOf: repeatElement((0, 0), count: end - p - window.count))
                }
                let kept = window.withUnsafeMutableBufferPointer { w in
                    var kept = 0
                    if me.movable, !repeats {
                        // The usual case, with two of the four terms known to be 1: a box that
                        // moves, in a group that lists no body twice.
                        for q in (p + 1)..<end {
                            let other = b[q]
                            let below = other.minY <= me.maxY ? 1 : 0, above = me.minY <= other.maxY ? 1 : 0
                            w[kept] = me.index < other.index ? (me.index, other.index) : (other.index, me.index)
                            kept += below & above
                        }
                        return kept
                    }
                    for q in (p + 1)..<end {
                        let other = b[q]
                        let below = other.minY <= me.maxY ? 1 : 0, above = me.minY <= other.maxY ? 1 : 0
                        let distinct = other.index != me.index ? 1 : 0
                        let moves = me.movable || other.movable ? 1 : 0
                        w[kept] = me.index < other.index ? (me.index, other.index) : (other.index, me.index)
                        kept += below & above & distinct & moves
                    }
                    return kept
                }
                if kept > 0 { out.append(contentsOf: window[0..<kept]) }
            }
        }
    }

    @inline(__always) private static func before(_ l: Box, _ r: Box) -> Bool {
        l.minX != r.minX ? l.minX < r.minX : l.index < r.index
    }

    /// Insertion sort, which is linear on the nearly sorted order of the last sub-step; past
    /// a few shifts per box (the first sub-step, a scene rebuilt) a full sort finishes it.
    private static func sort(_ boxes: inout [Box]) {
        let budget = 8 * boxes.count + 64
        var shifts = 0
        let done: Bool = boxes.withUnsafeMutableBufferPointer { b in
            guard b.count > 1 else { return true }
            for i in 1..<b.count {
                let x = b[i]
                var j = i
                while j > 0, before(x, b[j - 1]) {
                    b[j] = b[j - 1]
                    j -= 1
                }
                b[j] = x
                shifts += i - j
                if shifts > budget { return false }
            }
            return true
        }
        if !done { boxes.sort(by: before) }
    }
}
