/// A body's box as contact generation reads it: centre, the cosine and sine of its rotation,
/// and its half extents, six numbers side by side. The narrow phase tests a few thousand pairs
/// a sub-step; reading these 48 bytes instead of a whole ``DynamicBody`` (its material, forces
/// and velocities too) keeps the pairs' data in the first-level cache.
struct DynamicsShape {
    /// Centre.
    var x, y: Double
    /// cos and sin of the rotation.
    var c, s: Double
    /// Half the width and half the height.
    var hx, hy: Double

    /// Half the extent of the box along unit `(ax, ay)`.
    @inline(__always) func radius(_ ax: Double, _ ay: Double) -> Double {
        hx * abs(c * ax + s * ay) + hy * abs(c * ay - s * ax)
    }

    /// Corner `k` (0...3) round the box from its local (−x, −y) corner.
    @inline(__always) func corner(_ k: Int) -> DynamicsVector {
        let lx = k == 1 || k == 2 ? hx : -hx
        let ly = k >= 2 ? hy : -hy
        return DynamicsVector(x + c * lx - s * ly, y + s * lx + c * ly)
    }
}

extension DynamicBody {
    /// The box as contact generation reads it.
    @inline(__always) var shape: DynamicsShape {
        DynamicsShape(x: position.x, y: position.y, c: cosine, s: sine, hx: halfSize.x, hy: halfSize.y)
    }
}
