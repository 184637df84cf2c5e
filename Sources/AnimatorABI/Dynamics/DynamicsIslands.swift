/// The islands of the stepper's sleeping rule: a union–find over body indices (with path
/// halving and union by index, so the same links give the same roots on every run), a flag
/// per island saying one of its bodies may not rest, and the number each island is given
/// when it falls asleep. Kept in the world so that a sub-step allocates nothing once warm.
struct DynamicsIslands {
    private var parent: [Int32] = []
    private var restless: [Bool] = []
    private var numbers: [Int] = []

    /// `count` islands of one body each.
    mutating func reset(_ count: Int) {
        if parent.count != count { parent = Array(repeating: 0, count: count) }
        parent.withUnsafeMutableBufferPointer { parent in
            for i in 0..<count { parent[i] = Int32(i) }
        }
    }

    /// The island's root: its smallest body index.
    mutating func find(_ i: Int) -> Int {
        parent.withUnsafeMutableBufferPointer { Self.find(i, $0) }
    }

    @inline(__always)
    private static func find(_ i: Int, _ parent: UnsafeMutableBufferPointer<Int32>) -> Int {
        var x = i
        while Int(parent[x]) != x {
            let up = Int(parent[x])
            parent[x] = parent[up]
            x = up
        }
        return x
    }

    /// Joins the islands of `a` and `b` (the smaller root stays root).
    mutating func union(_ a: Int, _ b: Int) {
        parent.withUnsafeMutableBufferPointer { Self.union(a, b, $0) }
    }

    @inline(__always)
    private static func union(_ a: Int, _ b: Int, _ parent: UnsafeMutableBufferPointer<Int32>) {
        let ra = find(a, parent), rb = find(b, parent)
        if ra < rb { parent[rb] = Int32(ra) } else if rb < ra { parent[ra] = Int32(rb) }
    }

    /// ``union(_:_:)`` for each of `pairs` whose two bodies are both `movers`, in order, over
    /// raw buffers (the broad phase's few thousand pairs a sub-step).
    mutating func union(_ pairs: [(Int32, Int32)], where movers: [Bool]) {
        movers.withUnsafeBufferPointer { m in
            pairs.withUnsafeBufferPointer { pairs in
                parent.withUnsafeMutableBufferPointer { parent in
                    for (a, b) in pairs where m[Int(a)] && m[Int(b)] { Self.union(Int(a), Int(b), parent) }
                }
            }
        }
    }

    /// Clears the flags and numbers (after the unions).
    mutating func clearFlags() {
        restless.removeAll(keepingCapacity: true)
        restless.append(contentsOf: repeatElement(false, count: parent.count))
        numbers.removeAll(keepingCapacity: true)
        numbers.append(contentsOf: repeatElement(0, count: parent.count))
    }

    /// Marks the island of `i` as one that may not sleep.
    mutating func forbid(_ i: Int) { restless[find(i)] = true }

    /// Whether the island of `i` may sleep.
    mutating func mayRest(_ i: Int) -> Bool { !restless[find(i)] }

    /// The number of the island with root `root`, handing out `next` the first time.
    mutating func number(_ root: Int, next: inout Int) -> Int {
        if numbers[root] == 0 {
            numbers[root] = next
            next += 1
        }
        return numbers[root]
    }
}
