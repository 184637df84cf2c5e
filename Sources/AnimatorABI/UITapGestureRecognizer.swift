/// UIKit's `UITapGestureRecognizer`: recognized (state ``UIGestureRecognizer/State/recognized``)
/// when the pointer goes down in the view and comes up within ``allowableMovement`` points of
/// where it went down, ``numberOfTapsRequired`` times with at most ``maximumTapInterval``
/// seconds between taps. It needs the host's presses (`AP_EVENT_PRESS`, ABI 1.1).
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// A tap recognizer calling `handler` when a tap is recognized.
    public convenience init(handler: @escaping (UITapGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UITapGestureRecognizer) }
    }

    /// Taps in a row (1 by default).
    open var numberOfTapsRequired = 1
    /// Kept and read back (the host has one pointer).
    open var numberOfTouchesRequired = 1
    /// How far the pointer may move during a tap, points (this host's choice).
    public static let allowableMovement: CGFloat = 10
    /// The longest pause between taps of one gesture, seconds (this host's choice).
    public static let maximumTapInterval: Double = 0.35

    private var taps = 0
    private var lastTap = -Double.infinity

    override func receivePress(_ phase: InteractionEvent.Phase, location: CGPoint, time: Double) {
        current = location
        switch phase {
        case .began:
            beginPress(at: location, time: time)
            if time - lastTap > UITapGestureRecognizer.maximumTapInterval { taps = 0 }
        case .ended:
            guard tracking, distance(location, pressOrigin) <= UITapGestureRecognizer.allowableMovement else {
                tracking = false
                taps = 0
                return
            }
            taps += 1
            lastTap = time
            if taps >= numberOfTapsRequired {
                taps = 0
                finish(.recognized)
            } else {
                tracking = false
            }
        default:
            tracking = false
            taps = 0
        }
    }

    override func receive(_ event: InteractionEvent) {
        // A pan that moves too far is not a tap.
        guard tracking, case let .pointer(_, location, _, _) = event.kind else { return }
        current = location
        if distance(location, pressOrigin) > UITapGestureRecognizer.allowableMovement {
            tracking = false
            taps = 0
        }
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
