import Foundation

/// UIKit's `UIDynamicItemBehavior`: the material of its items — density (mass), elasticity,
/// friction, resistance, angular resistance, rotation, anchoring — and velocity kicks.
///
/// Defaults are UIKit's: density 1, elasticity 0, friction 0, resistance 0, angular
/// resistance 0, rotation allowed, not anchored. Resistance r makes speed decay as e^(−r·t)
/// (angular resistance likewise for spin). When several item behaviours name one item, the
/// one added last to the animator wins.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    /// Velocity kicks not yet given to the stepper, in the order asked.
    private var kicks: [(UIDynamicItem, DynamicsVector, Double)] = []

    /// The material of `items`.
    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// The material of no items yet (`addItem(_:)` adds them), as `UIDynamicItemBehavior()` makes one on iOS.
    public convenience override init() { self.init(items: []) }

    /// The items.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { if list.add(item) { changed() } }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { if list.remove(item) { changed() } }

    /// Mass per area: a 100 × 100 point item of density 1 has mass 1.
    open var density: CGFloat = 1 { didSet { changed() } }
    /// Bounciness of collisions, 0…1.
    open var elasticity: CGFloat = 0 { didSet { changed() } }
    /// Coulomb friction coefficient in collisions.
    open var friction: CGFloat = 0 { didSet { changed() } }
    /// Linear velocity decay rate, per second.
    open var resistance: CGFloat = 0 { didSet { changed() } }
    /// Angular velocity decay rate, per second.
    open var angularResistance: CGFloat = 0 { didSet { changed() } }
    /// Whether the items turn.
    open var allowsRotation = true { didSet { changed() } }
    /// Anchored items collide but never move.
    open var isAnchored = false { didSet { changed() } }
    /// Kept for source compatibility; the stepper has no charge fields.
    open var charge: CGFloat = 0

    /// Adds `velocity` (points/s) to `item`'s.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        kicks.append((item, DynamicsVector(Double(velocity.x), Double(velocity.y)), 0))
        changed()
    }

    /// `item`'s velocity, points/s (kicks not yet stepped included).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        var v = dynamicAnimator?.body(of: item)?.velocity ?? .zero
        for k in kicks where k.0 === item { v += k.1 }
        return CGPoint(x: v.x, y: v.y)
    }

    /// Adds `velocity` (radians/s) to `item`'s spin.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        kicks.append((item, .zero, Double(velocity)))
        changed()
    }

    /// `item`'s spin, radians/s.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        var w = dynamicAnimator?.body(of: item)?.angularVelocity ?? 0
        for k in kicks where k.0 === item { w += k.2 }
        return CGFloat(w)
    }

    override var ownItems: [UIDynamicItem] { list.items }

    override func apply(to world: inout DynamicsWorld, index: (UIDynamicItem) -> Int?, animator: UIDynamicAnimator) {
        for item in list.items {
            guard let i = index(item) else { continue }
            var b = world.bodies[i]
            b.density = max(0, Double(density))
            b.elasticity = max(0, Double(elasticity))
            b.friction = max(0, Double(friction))
            b.resistance = max(0, Double(resistance))
            b.angularResistance = max(0, Double(angularResistance))
            b.allowsRotation = allowsRotation
            b.isAnchored = isAnchored
            world.bodies[i] = b
        }
        for (item, v, w) in kicks {
            guard let i = index(item) else { continue }
            world.bodies[i].velocity += v
            if world.bodies[i].allowsRotation { world.bodies[i].angularVelocity += w }
        }
        kicks = []
    }
}
