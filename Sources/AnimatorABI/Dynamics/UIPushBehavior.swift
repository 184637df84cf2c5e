import Foundation

/// UIKit's `UIPushBehavior`: a force on its items, continuous or as one impulse.
///
/// Units are UIKit's: a continuous push of magnitude 1 on a 100 × 100 point item of density 1
/// (mass 1, see ``DynamicBody``) accelerates it at 100 points/s², so acceleration =
/// 100 × magnitude / mass; an instantaneous push of magnitude 1 changes that item's velocity by
/// 100 points/s, Δv = 100 × magnitude / mass. An instantaneous push acts once, at the next
/// step after it becomes active, and then sets `active` to false; set it to true to push again.
open class UIPushBehavior: UIDynamicBehavior {
    /// UIKit's push modes.
    public enum Mode: Int, Sendable {
        /// A force applied every step while active.
        case continuous
        /// One impulse, then inactive.
        case instantaneous
    }

    private var list: DynamicItemList
    private var offsets: [(UIDynamicItem, CGPoint)] = []

    /// A push on `items` in `mode`, active, of magnitude 0 until set.
    public init(items: [UIDynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    /// The mode.
    public let mode: Mode
    /// The items it pushes.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { if list.add(item) { changed() } }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { if list.remove(item) { changed() } }

    /// Whether it pushes (true when made).
    open var active = true { didSet { if active != oldValue { changed() } } }

    /// The force in UIKit's units (see the type's documentation).
    open var pushDirection = CGVector.zero { didSet { changed() } }

    /// The direction's angle, radians clockwise from the x axis.
    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length.
    open var magnitude: CGFloat {
        get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the force from an angle and a magnitude.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// Where on `item` the force acts, from its centre in the item's own (unrotated)
    /// coordinates; off centre it also turns the item.
    open func setTargetOffsetFromCenter(_ offset: CGPoint, for item: UIDynamicItem) {
        offsets.removeAll { $0.0 === item }
        offsets.append((item, offset))
        changed()
    }

    /// The offset set for `item` (zero by default).
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> CGPoint {
        offsets.first { $0.0 === item }?.1 ?? .zero
    }

    override var ownItems: [UIDynamicItem] { list.items }

    override func apply(to world: inout DynamicsWorld, index: (UIDynamicItem) -> Int?, animator: UIDynamicAnimator) {
        guard active else { return }
        let f = DynamicsVector(Double(pushDirection.dx) * 100, Double(pushDirection.dy) * 100)
        for item in list.items {
            guard let i = index(item) else { continue }
            let o = targetOffsetFromCenter(for: item)
            let r = DynamicsVector(Double(o.x), Double(o.y)).rotated(world.bodies[i].angle)
            switch mode {
            case .continuous:
                world.bodies[i].force += f
                world.bodies[i].torque += r.cross(f)
            case .instantaneous:
                world.bodies[i].applyImpulse(f, at: r)
            }
        }
        if mode == .instantaneous { active = false }
    }
}
