/// Who touches whom, for `UICollisionBehaviorDelegate`'s began and ended callbacks: two
/// bodies (`group` and `boundary` -1), or a body and boundary `boundary` of collision group
/// `group` (`a` -1). Ordered so that the callbacks come in the same order on every run.
public struct DynamicsContactKey: Comparable, Hashable, Sendable {
    /// The first body (the lower index), or -1 for a boundary.
    public var a: Int
    /// The second body.
    public var b: Int
    /// The collision group of a boundary contact, else -1.
    public var group: Int
    /// The boundary's index in its group, else -1.
    public var boundary: Int

    /// A key with these fields.
    public init(a: Int, b: Int, group: Int, boundary: Int) {
        self.a = a
        self.b = b
        self.group = group
        self.boundary = boundary
    }

    /// By first body, second body, group, boundary.
    public static func < (l: Self, r: Self) -> Bool {
        if l.a != r.a { return l.a < r.a }
        if l.b != r.b { return l.b < r.b }
        if l.group != r.group { return l.group < r.group }
        return l.boundary < r.boundary
    }
}
