import Foundation

/// UIKit's `UIGravityBehavior`: a constant acceleration on its items, whatever their mass.
/// A `gravityDirection` of length 1 — UIKit's standard gravity, magnitude 1.0 — is
/// 1,000 points/s²; the default points down the screen.
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: DynamicItemList

    /// Gravity on `items`.
    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// Gravity on no items yet.
    public convenience override init() { self.init(items: []) }

    /// The items it pulls.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { if list.add(item) { changed() } }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { if list.remove(item) { changed() } }

    /// The acceleration in units of 1,000 points/s² (default (0, 1): down).
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { changed() } }

    /// The direction's angle in radians, clockwise from the x axis (π/2: down).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length: 1.0 is 1,000 points/s².
    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction from an angle and a magnitude.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var ownItems: [UIDynamicItem] { list.items }

    override func apply(to world: inout DynamicsWorld, index: (UIDynamicItem) -> Int?, animator: UIDynamicAnimator) {
        let a = DynamicsVector(Double(gravityDirection.dx) * 1000, Double(gravityDirection.dy) * 1000)
        for item in list.items { if let i = index(item) { world.bodies[i].acceleration += a } }
    }
}
