import Foundation

/// UIKit's `UISnapBehavior`: pulls an item to a point, and upright, with a damped spring
/// that settles. The spring runs at 2 Hz; `damping` (0…1, default 0.5) sets its damping
/// ratio to 0.1 + 0.9 × damping, so 1 is critically damped and 0 still settles.
open class UISnapBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem

    /// Snaps `item` to `point` (reference view coordinates).
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    /// Where the item's centre goes.
    open var snapPoint: CGPoint { didSet { changed() } }

    /// 0 (most oscillation) … 1 (none); default 0.5.
    open var damping: CGFloat = 0.5 { didSet { changed() } }

    override var ownItems: [UIDynamicItem] { [item] }

    override func apply(to world: inout DynamicsWorld, index: (UIDynamicItem) -> Int?, animator: UIDynamicAnimator) {
        guard let i = index(item) else { return }
        let zeta = 0.1 + 0.9 * min(max(Double(damping), 0), 1)
        world.joints.append(
            DynamicsJoint(
                a: i, b: nil, offsetA: .zero, offsetB: DynamicsVector(Double(snapPoint.x), Double(snapPoint.y)),
                length: 0, frequency: 2, damping: zeta, isSnap: true))
    }
}
