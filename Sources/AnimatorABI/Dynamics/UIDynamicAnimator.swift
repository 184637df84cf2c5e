import Foundation

/// UIKit's `UIDynamicAnimator`: runs its behaviours on their items, in the reference view's
/// coordinates, until every item rests, then pauses and tells its delegate.
///
/// The motion is computed by ``DynamicsWorld`` (fixed 1/120 s sub-steps, two per 1/60 s frame)
/// and is deterministic. How frames reach it on the transition's virtual clock is
/// ``DynamicsClock``'s business: read its documentation for what differs from UIKit until the
/// host has a per-frame callback.
open class UIDynamicAnimator: NSObject {
    /// An animator whose items move in `view`'s coordinates and whose collision behaviours may
    /// use its bounds as a boundary.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// An animator without a reference view (no reference bounds boundary).
    public override init() { super.init() }

    /// An animator whose items are `layout`'s attributes (UIKit's collection-view form): they
    /// move in the collection's content coordinates, the reference bounds (for
    /// `translatesReferenceBoundsIntoBoundary`) are the layout's content rectangle, and every
    /// frame that moves them invalidates the layout, as UIKit does, so the collection asks
    /// again and the layout answers from ``items(in:)`` and ``layoutAttributesForCell(at:)``.
    /// The layout is held weakly (it usually holds the animator). The behaviours' items
    /// should all be `UICollectionViewLayoutAttributes`, as UIKit requires.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
    }

    /// The view whose coordinates the items move in.
    public private(set) weak var referenceView: UIView?

    /// The layout whose attributes the items are (``init(collectionViewLayout:)``), else nil.
    private(set) weak var collectionViewLayout: UICollectionViewLayout?

    /// Told when the motion resumes and when everything rests.
    open weak var delegate: UIDynamicAnimatorDelegate?

    /// The behaviours added, in order.
    open var behaviors: [UIDynamicBehavior] { topLevel }

    /// Adds a behaviour (once); its items start moving from their current state.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !topLevelIDs.contains(ObjectIdentifier(behavior)) else { return }
        behavior.dynamicAnimator?.removeBehavior(behavior)
        behavior.attach(to: self)
        topLevel.append(behavior)
        topLevelIDs.insert(ObjectIdentifier(behavior))
        behaviorsDidChange()
    }

    /// Removes a behaviour.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard topLevelIDs.contains(ObjectIdentifier(behavior)),
            let i = topLevel.firstIndex(where: { $0 === behavior })
        else { return }
        topLevel.remove(at: i)
        topLevelIDs.remove(ObjectIdentifier(behavior))
        behavior.attach(to: nil)
        if topLevel.isEmpty && !isSimulating { clock.stop(self) } else { behaviorsDidChange() }
    }

    /// Removes every behaviour: the items stop at once where they are, and the animator pauses.
    open func removeAllBehaviors() {
        let all = topLevel
        topLevel = []
        topLevelIDs = []
        for b in all { b.attach(to: nil) }
        if isSimulating { behaviorsDidChange() } else { clock.stop(self) }
    }

    /// True while items move (false once every item rests, or before any behaviour).
    open var isRunning: Bool { clock.isRunning(self) }

    /// Seconds of motion so far (the animator's own time: it does not advance while paused).
    open var elapsedTime: TimeInterval { clock.elapsedTime(self) }

    /// The items whose frames (rotated boxes' bounding rectangles) meet `rect`, now, in the
    /// order the behaviours name them. An item a behaviour added since the last frame is
    /// found where it is, as in UIKit (a layout adds its attachments in `prepare()` and
    /// answers from this method in the same pass).
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        clock.catchUp(self)
        return currentItems.filter { item in
            let body = index(of: item).map { world.bodies[$0] } ?? Self.body(reading: item)
            let (lo, hi) = body.boundingBox
            return CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y).intersects(rect)
        }
    }

    /// The attributes of the cell at `indexPath` among the items (UIKit's lookup for a layout
    /// driven by its animator, with their state now); nil when no behaviour holds them, or
    /// when the animator was not made with ``init(collectionViewLayout:)``, as UIKit documents.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        heldAttributes(.cell, nil, indexPath)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath` among the items (nil
    /// as for ``layoutAttributesForCell(at:)``).
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { heldAttributes(.supplementaryView, kind, indexPath) }

    /// The attributes of the decoration view of `decorationViewKind` at `indexPath` among the
    /// items (nil as for ``layoutAttributesForCell(at:)``).
    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { heldAttributes(.decorationView, decorationViewKind, indexPath) }

    /// The item that is the attributes of that element, with its state now.
    private func heldAttributes(_ category: UICollectionView.ElementCategory, _ kind: String?, _ indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard collectionViewLayout != nil else { return nil }
        clock.catchUp(self)
        for item in currentItems {
            guard let a = item as? UICollectionViewLayoutAttributes, a.representedElementCategory == category,
                a.indexPath == indexPath, a.representedElementKind == kind
            else { continue }
            return a
        }
        return nil
    }

    /// The items the behaviours name now (the bodies' items, unless behaviours changed since
    /// the last frame).
    private var currentItems: [UIDynamicItem] {
        guard clock.needsSync else { return items }
        return Self.distinctItems(of: allBehaviors)
    }

    /// The items `behaviors` name, each once, in the order first named. A set of identities
    /// keeps this linear: a shatter names thousands of items, one push behaviour each.
    static func distinctItems(of behaviors: [UIDynamicBehavior]) -> [UIDynamicItem] {
        var next: [UIDynamicItem] = []
        var seen: Set<ObjectIdentifier> = []
        for b in behaviors {
            for item in b.ownItems where seen.insert(ObjectIdentifier(item)).inserted { next.append(item) }
        }
        return next
    }

    /// Reads `item`'s centre, size and rotation again (after code moved it by hand).
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let i = index(of: item) else { return }
        clock.catchUp(self)
        var b = Self.body(reading: item, keeping: world.bodies[i])
        if clock.plan?.ends(body: i, at: b) == true {
            // The item shows the planned motion's end (its model value): it was not moved by
            // hand, so it goes on from where the motion has it now, with its new size.
            b.position = world.bodies[i].position
            b.angle = world.bodies[i].angle
        }
        world.bodies[i] = b
        behaviorsDidChange()
    }

    /// One frame of `dt` seconds from a per-frame clock (``DynamicsClock``): steps the world,
    /// writes the items, calls the collision delegates and action blocks; false once every
    /// item rests, after telling the delegate (the clock then stops calling until a change).
    @discardableResult
    func tick(_ dt: TimeInterval) -> Bool {
        if !clock.running {
            clock.running = true
            delegate?.dynamicAnimatorWillResume(self)
        }
        simulateFrame(dt, write: true)
        clock.elapsed += dt
        // UIKit invalidates a collection-view animator's layout on every frame that moves its
        // attributes, so that the collection asks the layout again.
        collectionViewLayout?.invalidateLayout()
        guard world.isResting else { return true }
        clock.running = false
        delegate?.dynamicAnimatorDidPause(self)
        return false
    }

    // MARK: State (internal)

    private var topLevel: [UIDynamicBehavior] = []
    /// The identities of ``topLevel``: adding thousands of behaviours (a push each for the
    /// tiles of a shatter) checks each against a set, not against every one added before.
    private var topLevelIDs: Set<ObjectIdentifier> = []
    /// The stepper.
    var world = DynamicsWorld()
    /// The items, in body order.
    private(set) var items: [UIDynamicItem] = []
    /// The clock state (see ``DynamicsClock``).
    let clock = DynamicsClock()
    /// Collision behaviours by group index for this frame, with their count of reference walls.
    private var groupOwners: [(UICollisionBehavior, Int)] = []
    /// The reference view's bounds, read once per plan (nil: no reference view).
    private(set) var referenceBounds: CGRect?

    /// The body index of `item`.
    func index(of item: UIDynamicItem) -> Int? { items.firstIndex { $0 === item } }

    /// The body of `item`, now.
    func body(of item: UIDynamicItem) -> DynamicBody? {
        guard let i = index(of: item) else { return nil }
        clock.catchUp(self)
        return world.bodies[i]
    }

    /// Called by behaviours when anything about them changes. While a frame is computed the
    /// change is already in force (the world reads the behaviours every frame; an
    /// instantaneous push turning itself off is such a change), so only the item list is
    /// marked to be read again.
    func behaviorsDidChange() {
        if isSimulating {
            clock.needsSync = true
            return
        }
        clock.behaviorsChanged(self)
    }

    /// True while a frame is computed.
    private var isSimulating = false

    /// Every behaviour, depth first.
    var allBehaviors: [UIDynamicBehavior] { topLevel.flatMap { $0.tree } }

    /// A body for `item` from its current centre, bounds and transform.
    static func body(reading item: UIDynamicItem, keeping old: DynamicBody? = nil) -> DynamicBody {
        let t = item.transform, c = item.center, size = item.bounds.size
        var b = DynamicBody(
            position: DynamicsVector(Double(c.x), Double(c.y)), size: size, angle: Double(atan2(t.b, t.a)))
        if let old {
            b.velocity = old.velocity
            b.angularVelocity = old.angularVelocity
        }
        return b
    }

    /// Makes the bodies those of the items the behaviours name now: new items are read, items
    /// no behaviour names any more are let go, the others keep their state.
    func syncItems() {
        let next = Self.distinctItems(of: allBehaviors)
        // The bodies by their items' identities (each item is once in `items`).
        var old: [ObjectIdentifier: Int] = [:]
        old.reserveCapacity(items.count)
        for (i, item) in items.enumerated() where old[ObjectIdentifier(item)] == nil { old[ObjectIdentifier(item)] = i }
        var bodies: [DynamicBody] = []
        bodies.reserveCapacity(next.count)
        for item in next {
            if let i = old[ObjectIdentifier(item)] {
                bodies.append(world.bodies[i])
            } else {
                bodies.append(Self.body(reading: item))
            }
        }
        items = next
        world.bodies = bodies
        referenceBounds =
            referenceView?.bounds
            ?? collectionViewLayout.map { CGRect(origin: .zero, size: $0.collectionViewContentSize) }
    }

    /// Puts the behaviours' forces, joints and collision groups into the world for one frame.
    func configureWorld() {
        let was = isSimulating
        isSimulating = true
        defer { isSimulating = was }
        for i in world.bodies.indices {
            var b = world.bodies[i]
            b.acceleration = .zero
            b.force = .zero
            b.torque = 0
            b.density = 1
            b.elasticity = 0
            b.friction = 0
            b.resistance = 0
            b.angularResistance = 0
            b.allowsRotation = true
            b.isAnchored = false
            world.bodies[i] = b
        }
        world.joints = []
        world.groups = []
        groupOwners = []
        // Items are few per behaviour; a dictionary of identities keeps this linear for big scenes.
        var lookup: [ObjectIdentifier: Int] = [:]
        for (i, item) in items.enumerated() { lookup[ObjectIdentifier(item)] = i }
        let index: (UIDynamicItem) -> Int? = { lookup[ObjectIdentifier($0)] }
        // Materials first, so that pushes act on the masses they set.
        let all = allBehaviors
        for b in all where b is UIDynamicItemBehavior { b.apply(to: &world, index: index, animator: self) }
        for b in all where !(b is UIDynamicItemBehavior) { b.apply(to: &world, index: index, animator: self) }
        for i in world.bodies.indices where world.bodies[i].isAnchored {
            world.bodies[i].velocity = .zero
            world.bodies[i].angularVelocity = 0
        }
    }

    /// Records which collision behaviour owns group `index` (called while configuring).
    func registerCollisionGroup(_ behavior: UICollisionBehavior, index: Int, referenceWalls: Int) {
        groupOwners.append((behavior, referenceWalls))
    }

    /// One frame of `dt` seconds: the behaviours' effects, the sub-steps, then (when `write`)
    /// the items' new centres and rotations, the collision delegates and the action blocks.
    func simulateFrame(_ dt: Double, write: Bool) {
        isSimulating = true
        defer { isSimulating = false }
        if clock.needsSync {
            syncItems()
            clock.needsSync = false
        }
        configureWorld()
        world.advance(by: dt)
        if write { writeItems() }
        deliverContacts()
        for b in allBehaviors { b.action?() }
    }

    /// Sets every item's centre and rotation from its body.
    func writeItems() {
        for (i, item) in items.enumerated() {
            let b = world.bodies[i]
            item.center = CGPoint(x: b.position.x, y: b.position.y)
            item.transform = CGAffineTransform(rotationAngle: CGFloat(b.angle))
        }
    }

    /// True when a collision delegate or an action block wants to see the items move frame by frame.
    var observesFrames: Bool {
        allBehaviors.contains { $0.action != nil || ($0 as? UICollisionBehavior)?.collisionDelegate != nil }
    }

    /// Tells the collision delegates which contacts began and ended in the last frame.
    private func deliverContacts() {
        guard !groupOwners.isEmpty, !(world.began.isEmpty && world.ended.isEmpty) else { return }
        func point(_ k: DynamicsContactKey) -> CGPoint {
            let c = world.contacts.first {
                ($0.a == k.a || (k.a < 0 && $0.a < 0)) && $0.b == k.b
                    && (k.a >= 0 || ($0.group == k.group && $0.boundary == k.boundary))
            }
            let p = c?.point ?? world.bodies[k.b].position
            return CGPoint(x: p.x, y: p.y)
        }
        for (began, list) in [(true, world.began), (false, world.ended)] {
            for k in list {
                if k.a >= 0 {
                    for (g, _) in groupOwners where g.collisionMode.contains(.items) {
                        guard let d = g.collisionDelegate, g.items.contains(where: { $0 === items[k.a] }),
                            g.items.contains(where: { $0 === items[k.b] })
                        else { continue }
                        if began {
                            d.collisionBehavior(g, beganContactFor: items[k.a], with: items[k.b], at: point(k))
                        } else {
                            d.collisionBehavior(g, endedContactFor: items[k.a], with: items[k.b])
                        }
                    }
                } else if k.group < groupOwners.count {
                    let (g, walls) = groupOwners[k.group]
                    guard let d = g.collisionDelegate else { continue }
                    let id = g.identifier(ofBoundary: k.boundary, referenceWalls: walls)
                    if began {
                        d.collisionBehavior(g, beganContactFor: items[k.b], withBoundaryIdentifier: id, at: point(k))
                    } else {
                        d.collisionBehavior(g, endedContactFor: items[k.b], withBoundaryIdentifier: id)
                    }
                }
            }
        }
    }
}
