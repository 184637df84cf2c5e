import Foundation

/// UIKit's `UICollisionBehaviorDelegate`: told when its items start and stop touching each
/// other or a boundary. Every method is optional. The reference bounds have a nil identifier.
public protocol UICollisionBehaviorDelegate: AnyObject {
    /// Two items began to touch at `p`.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint)
    /// Two items stopped touching.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    /// An item began to touch a boundary at `p`.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    /// An item stopped touching a boundary.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    /// Does nothing unless implemented.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint
    ) {}
    /// Does nothing unless implemented.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem
    ) {}
    /// Does nothing unless implemented.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {}
    /// Does nothing unless implemented.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?
    ) {}
}

/// UIKit's `UICollisionBehavior`: its items collide with each other and with its boundaries —
/// the reference view's bounds (inset) when `translatesReferenceBoundsIntoBoundary` is on,
/// segments, and the outlines of paths (curves flattened to eight segments each). Items are
/// boxes of their bounds (see ``UIDynamicItemCollisionBoundsType``).
open class UICollisionBehavior: UIDynamicBehavior {
    /// UIKit's collision modes.
    public struct Mode: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A mode from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1)
        /// Items collide with the boundaries.
        public static let boundaries = Mode(rawValue: 2)
        /// Both (the default).
        public static let everything: Mode = [.items, .boundaries]
    }

    private var list: DynamicItemList
    private var named: [(id: NSCopying, path: UIBezierPath, segments: [DynamicsBoundary])] = []

    /// Collisions among `items`.
    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// Collisions among no items yet (`addItem(_:)` adds them), as `UICollisionBehavior()` makes one on iOS.
    public convenience override init() { self.init(items: []) }

    /// The items.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { if list.add(item) { changed() } }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { if list.remove(item) { changed() } }

    /// What collides.
    open var collisionMode: Mode = .everything { didSet { changed() } }
    /// Told of contacts.
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    /// Whether the reference view's bounds (inset by ``setTranslatesReferenceBoundsIntoBoundary(with:)``)
    /// are a boundary that keeps the items inside.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { changed() } }
    /// The insets of the reference bounds boundary.
    public private(set) var referenceInsets = UIEdgeInsets.zero

    /// Turns the reference bounds boundary on, inset by `insets`.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds (or replaces) a boundary along the outline of `path`.
    open func addBoundary(withIdentifier identifier: NSCopying, for path: UIBezierPath) {
        remove(identifier)
        named.append((identifier, path, DynamicsBoundary.segments(of: path.cgPath)))
        changed()
    }

    /// Adds (or replaces) a straight boundary from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// ``addBoundary(withIdentifier:for:)`` with a string identifier (given to the delegate
    /// as an `NSString`), since Swift on Linux does not bridge a `String` to `NSCopying`.
    open func addBoundary(withIdentifier identifier: String, for path: UIBezierPath) {
        addBoundary(withIdentifier: NSString(string: identifier), for: path)
    }

    /// ``addBoundary(withIdentifier:from:to:)`` with a string identifier.
    open func addBoundary(withIdentifier identifier: String, from p1: CGPoint, to p2: CGPoint) {
        addBoundary(withIdentifier: NSString(string: identifier), from: p1, to: p2)
    }

    /// The path of the boundary named `identifier` (a segment's is a two-point path).
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        named.first { Self.same($0.id, identifier) }?.path
    }

    /// Removes the boundary named `identifier`.
    open func removeBoundary(withIdentifier identifier: NSCopying) { if remove(identifier) { changed() } }

    /// The identifiers of the named boundaries (nil when there are none, as UIKit answers).
    open var boundaryIdentifiers: [NSCopying]? { named.isEmpty ? nil : named.map { $0.id } }

    /// Removes every named boundary (not the reference bounds).
    open func removeAllBoundaries() {
        guard !named.isEmpty else { return }
        named = []
        changed()
    }

    @discardableResult
    private func remove(_ identifier: NSCopying) -> Bool {
        let before = named.count
        named.removeAll { Self.same($0.id, identifier) }
        return named.count != before
    }

    /// Identifiers are equal when `isEqual` says so (strings by value), else by identity.
    static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        return (a as AnyObject) === (b as AnyObject)
    }

    // MARK: For the animator

    /// The identifier of boundary `k` of this behaviour's group (nil for the reference bounds).
    func identifier(ofBoundary k: Int, referenceWalls: Int) -> NSCopying? {
        var k = k - referenceWalls
        if k < 0 { return nil }
        for n in named {
            if k < n.segments.count { return n.id }
            k -= n.segments.count
        }
        return nil
    }

    override var ownItems: [UIDynamicItem] { list.items }

    override func apply(to world: inout DynamicsWorld, index: (UIDynamicItem) -> Int?, animator: UIDynamicAnimator) {
        var boundaries: [DynamicsBoundary] = []
        if translatesReferenceBoundsIntoBoundary, let r = animator.referenceBounds {
            let i = referenceInsets
            boundaries += DynamicsBoundary.walls(
                of: CGRect(
                    x: r.minX + i.left, y: r.minY + i.top,
                    width: r.width - i.left - i.right, height: r.height - i.top - i.bottom))
        }
        for n in named { boundaries += n.segments }
        let members = list.items.compactMap(index)
        animator.registerCollisionGroup(
            self, index: world.groups.count,
            referenceWalls: boundaries.count - named.reduce(0) { $0 + $1.segments.count })
        world.groups.append(
            DynamicsCollisionGroup(
                members: members, collidesItems: collisionMode.contains(.items),
                collidesBoundaries: collisionMode.contains(.boundaries), boundaries: boundaries))
    }
}
