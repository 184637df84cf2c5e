/// UIKit's `UISwipeGestureRecognizer`: a discrete gesture, recognized (state
/// ``UIGestureRecognizer/State/recognized``) when the pointer goes down in the view, travels
/// at least ``minimumDistance`` points in one of the allowed ``direction``s, at most half as
/// far across it, and is released within ``maximumDuration`` seconds. UIKit documents no
/// thresholds; these are this host's. It needs the host's presses (`AP_EVENT_PRESS`, ABI 1.1).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// UIKit's swipe directions, with its raw values.
    public struct Direction: OptionSet, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt
        /// The directions of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards larger x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards smaller x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards smaller y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards larger y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// A swipe recognizer calling `handler` when a swipe is recognized.
    public convenience init(handler: @escaping (UISwipeGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UISwipeGestureRecognizer) }
    }

    /// The directions that count (UIKit's default: `.right`).
    open var direction: Direction = .right
    /// Kept and read back (the host has one pointer).
    open var numberOfTouchesRequired = 1
    /// The shortest travel along the direction, points (this host's choice).
    public static let minimumDistance: CGFloat = 50
    /// The longest a swipe may take from press to release, seconds (this host's choice).
    public static let maximumDuration: Double = 0.5

    override func receivePress(_ phase: InteractionEvent.Phase, location: CGPoint, time: Double) {
        current = location
        switch phase {
        case .began:
            beginPress(at: location, time: time)
        case .ended:
            guard tracking else { return }
            let dx = location.x - pressOrigin.x, dy = location.y - pressOrigin.y
            if time - pressTime <= UISwipeGestureRecognizer.maximumDuration, let d = Self.direction(dx, dy),
                direction.contains(d)
            {
                finish(.recognized)
            } else {
                finish(.failed)
            }
        default:
            tracking = false
        }
    }

    override func receive(_ event: InteractionEvent) {
        guard tracking, case let .pointer(_, location, _, _) = event.kind else { return }
        current = location
    }

    /// The direction of a travel of (`dx`, `dy`) root points, if it is a swipe.
    static func direction(_ dx: CGFloat, _ dy: CGFloat) -> Direction? {
        let m = UISwipeGestureRecognizer.minimumDistance
        if abs(dx) >= m, abs(dy) <= abs(dx) / 2 { return dx > 0 ? .right : .left }
        if abs(dy) >= m, abs(dx) <= abs(dy) / 2 { return dy > 0 ? .down : .up }
        return nil
    }
}
