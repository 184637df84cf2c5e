/// The bodies of one `UICollisionBehavior`: which of them collide with each other, and the
/// boundaries they collide with.
public struct DynamicsCollisionGroup: Equatable, Sendable {
    /// Body indices.
    public var members: [Int]
    /// Members collide with each other (`collisionMode` has `.items`).
    public var collidesItems: Bool
    /// Members collide with `boundaries` (`collisionMode` has `.boundaries`).
    public var collidesBoundaries: Bool
    /// The boundaries, in the behaviour's order (the reference-bounds walls first).
    public var boundaries: [DynamicsBoundary]

    /// A group with these fields.
    public init(
        members: [Int], collidesItems: Bool = true, collidesBoundaries: Bool = true, boundaries: [DynamicsBoundary] = []
    ) {
        self.members = members
        self.collidesItems = collidesItems
        self.collidesBoundaries = collidesBoundaries
        self.boundaries = boundaries
    }
}
