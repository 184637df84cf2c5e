/// UIKit's `UIEvent`: what the touches handed to the ``UIResponder`` methods belong to. Here
/// every event is a touch event holding the one touch of the host's pointer.
open class UIEvent: NSObject {
    /// UIKit's event types (UIKit's raw values).
    public enum EventType: Int, Sendable {
        /// Touches: every event here.
        case touches = 0
        /// Device motion (never here).
        case motion
        /// Remote-control commands (never here).
        case remoteControl
        /// Physical button presses (never here).
        case presses
        /// A hardware scroll (never here).
        case scroll = 10
        /// A hovering pointer (never here).
        case hover
        /// A trackpad pinch or rotation (never here).
        case transform
    }

    /// UIKit's event subtypes (UIKit's raw values); touch events have none.
    public enum EventSubtype: Int, Sendable {
        /// No subtype: every event here.
        case none = 0
        /// The device was shaken (never here).
        case motionShake = 1
    }

    /// The touches of the event.
    private let touches: Set<UITouch>

    /// The event of `touches` at `time`.
    init(touches: Set<UITouch>, time: Double) {
        self.touches = touches
        timestamp = time
    }

    /// ``EventType/touches``.
    open var type: EventType { .touches }
    /// ``EventSubtype/none``.
    open var subtype: EventSubtype { .none }
    /// When it happened, seconds since the interaction was attached.
    public let timestamp: Double
    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touches }
    /// The touches that went down in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
    /// The touches a gesture recognizer sees: those of its view and the views within it.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touches.filter { t in t.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
