/// UIKit's `UITouch`: the host's pointer as a finger on the screen, for views that override the
/// ``UIResponder`` touch methods.
///
/// One touch stands for one pointer sequence, from the press to the release (the same object
/// throughout, as in UIKit): its ``view`` is the view hit-tested under the press, kept until the
/// touch ends even when the pointer leaves it; ``location(in:)`` and ``previousLocation(in:)``
/// convert the window (host root view) coordinates into the view asked for, through every
/// transform, as the geometry conversions do. The host has one pointer, so a set of touches
/// always holds one; there is no pressure (``force`` is 0) and ``tapCount`` is 1.
open class UITouch: NSObject {
    /// UIKit's touch phases (UIKit's raw values).
    public enum Phase: Int, Sendable {
        /// The finger went down.
        case began = 0
        /// It moved.
        case moved
        /// It is down and did not move.
        case stationary
        /// It lifted.
        case ended
        /// The system took it away.
        case cancelled
        /// A pointer entered a region (never here: the host has no hovering pointer).
        case regionEntered
        /// A pointer moved within a region (never here).
        case regionMoved
        /// A pointer left a region (never here).
        case regionExited
    }

    /// UIKit's kinds of touch (UIKit's raw values).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen: every touch here.
        case direct = 0
        /// A remote touch surface.
        case indirect
        /// A stylus.
        case pencil
        /// An indirect pointer (trackpad, mouse).
        case indirectPointer
    }

    /// Where it is in its sequence.
    open internal(set) var phase: Phase
    /// The view it went down in (kept until it ends, wherever it moves).
    open internal(set) var view: UIView?
    /// The time of its last change, seconds since the interaction was attached (UIKit counts
    /// from boot; only differences mean anything in either).
    open internal(set) var timestamp: Double
    /// Taps in a row at one place: 1 (each press is a new touch here).
    open var tapCount: Int { 1 }
    /// A finger: ``TouchType/direct``.
    open var type: TouchType { .direct }
    /// Pressure: 0 (the host's pointer has none), so code that scales by
    /// `force / maximumPossibleForce` gets 0, not a division by zero.
    open var force: CGFloat { 0 }
    /// The largest possible pressure: 20/3, what iPhones with 3D Touch report.
    open var maximumPossibleForce: CGFloat { 20.0 / 3.0 }
    /// The radius of the touch, points (UIKit's typical finger, 20, fixed).
    open var majorRadius: CGFloat { 20 }
    /// The gesture recognizers attached to the view and its ancestors, which see this touch.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        var found: [UIGestureRecognizer] = []
        var v = view
        while let current = v {
            found += current.gestureRecognizers ?? []
            v = current.superview
        }
        return found
    }
    /// The window it is in (its view's).
    open var window: UIWindow? { view?.window }

    /// The location now and before the last move, in window coordinates.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    /// A touch that went down on `view` at `location` (window coordinates) at `time`.
    init(view: UIView?, location: CGPoint, time: Double) {
        self.view = view
        windowLocation = location
        previousWindowLocation = location
        timestamp = time
        phase = .began
    }

    /// Its location in `view`'s bounds coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// Its location before its last move, in `view`'s bounds coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    /// Moves it to `location` (window coordinates) at `time` in `phase`, remembering where it
    /// was.
    func update(_ location: CGPoint, _ phase: Phase, time: Double) {
        previousWindowLocation = windowLocation
        windowLocation = location
        self.phase = phase
        timestamp = time
    }
}
