/// One point where two bodies, or a body and a boundary, touch (the solver's working values
/// live apart, in ``DynamicsSolver``). The normal points from `a` to `b`; `a` is -1 for a
/// boundary (which never moves).
public struct DynamicsContact: Equatable, Sendable {
    /// The first body, or -1 for a boundary.
    public var a: Int
    /// The second body.
    public var b: Int
    /// Unit normal from `a` to `b`: the direction `b` is pushed.
    public var normal: DynamicsVector
    /// The contact point, world coordinates.
    public var point: DynamicsVector
    /// How deep the two overlap along the normal, points (> 0).
    public var depth: Double
    /// For a boundary contact, the boundary's index in its collision group's list; -1 for two items.
    public var boundary: Int = -1
    /// For a boundary contact, the collision group it belongs to.
    public var group: Int = -1
    /// This point's share of its pair's position correction (1, or ½ for each of two points).
    public var share: Double = 1

    /// A contact with these fields.
    public init(a: Int, b: Int, normal: DynamicsVector, point: DynamicsVector, depth: Double) {
        self.a = a
        self.b = b
        self.normal = normal
        self.point = point
        self.depth = depth
    }

    /// Equal geometry and owners.
    public static func == (l: DynamicsContact, r: DynamicsContact) -> Bool {
        l.a == r.a && l.b == r.b && l.normal == r.normal && l.point == r.point && l.depth == r.depth
            && l.boundary == r.boundary && l.group == r.group
    }
}
