import Foundation

/// UIKit's `UIAttachmentBehavior`: holds a point of an item at a distance from an anchor point
/// or from a point of another item. With `frequency` 0 (the default) the distance is rigid;
/// with a positive frequency it is a spring that oscillates at that many hertz on the
/// attachment's effective mass, damped at ratio `damping` (0 none … 1 critical).
/// `length` starts as the distance between the two points when the behaviour is made.
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// UIKit's attachment kinds.
    public enum AttachmentType: Int, Sendable {
        /// Two items.
        case items
        /// An item and an anchor point.
        case anchor
    }

    private let first: UIDynamicItem
    private let second: UIDynamicItem?
    private let offsetFirst: UIOffset
    private let offsetSecond: UIOffset

    /// Attaches `item`'s centre to `point`.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point at `offset` from `item`'s centre (in its own coordinates) to `point`.
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        first = item
        second = nil
        offsetFirst = offset
        offsetSecond = .zero
        anchorPoint = point
        attachedBehaviorType = .anchor
        let p = UIAttachmentBehavior.point(item, offset)
        length = ((p.x - point.x) * (p.x - point.x) + (p.y - point.y) * (p.y - point.y)).squareRoot()
        super.init()
    }

    /// Attaches two items' centres.
    public convenience init(item: UIDynamicItem, attachedTo other: UIDynamicItem) {
        self.init(item: item, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
    }

    /// Attaches a point of `item` to a point of `other`, each at an offset from its centre.
    public init(
        item: UIDynamicItem, offsetFromCenter o1: UIOffset, attachedTo other: UIDynamicItem,
        offsetFromCenter o2: UIOffset
    ) {
        first = item
        second = other
        offsetFirst = o1
        offsetSecond = o2
        anchorPoint = .zero
        attachedBehaviorType = .items
        let p = UIAttachmentBehavior.point(item, o1), q = UIAttachmentBehavior.point(other, o2)
        length = ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
        super.init()
    }

    /// The point at `offset` from `item`'s centre, rotated with it.
    private static func point(_ item: UIDynamicItem, _ offset: UIOffset) -> CGPoint {
        let t = item.transform
        let angle = atan2(t.b, t.a)
        let r = DynamicsVector(Double(offset.horizontal), Double(offset.vertical)).rotated(Double(angle))
        return CGPoint(x: item.center.x + CGFloat(r.x), y: item.center.y + CGFloat(r.y))
    }

    /// Whether it joins two items or an item and an anchor.
    public let attachedBehaviorType: AttachmentType
    /// The items: one, or two.
    open var items: [UIDynamicItem] { second.map { [first, $0] } ?? [first] }
    /// The anchor point (reference view coordinates); unused between two items.
    open var anchorPoint: CGPoint { didSet { changed() } }
    /// The distance held, points.
    open var length: CGFloat { didSet { changed() } }
    /// Damping ratio of the spring (frequency > 0).
    open var damping: CGFloat = 0 { didSet { changed() } }
    /// Hz; 0 is rigid.
    open var frequency: CGFloat = 0 { didSet { changed() } }

    override var ownItems: [UIDynamicItem] { items }

    override func apply(to world: inout DynamicsWorld, index: (UIDynamicItem) -> Int?, animator: UIDynamicAnimator) {
        guard let a = index(first) else { return }
        let oa = DynamicsVector(Double(offsetFirst.horizontal), Double(offsetFirst.vertical))
        var j = DynamicsJoint(
            a: a, b: nil, offsetA: oa, offsetB: DynamicsVector(Double(anchorPoint.x), Double(anchorPoint.y)),
            length: max(0, Double(length)), frequency: max(0, Double(frequency)), damping: max(0, Double(damping)))
        if let second {
            guard let b = index(second) else { return }
            j.b = b
            j.offsetB = DynamicsVector(Double(offsetSecond.horizontal), Double(offsetSecond.vertical))
        }
        // Explicit springs are stable below about 38 Hz at 120 sub-steps a second.
        if j.frequency > 30 { j.frequency = 30 }
        world.joints.append(j)
    }
}
