/// UIKit's `UILongPressGestureRecognizer`: a continuous gesture that begins once the pointer
/// has stayed down in the view for ``minimumPressDuration`` seconds (0.5, UIKit's default)
/// without moving more than ``allowableMovement`` points (10, UIKit's default), changes as
/// it then moves, and ends when it is released. Moving too far first, or releasing early,
/// fails it (no handler call). Time comes from the host's events (a tick each frame), so the
/// press begins on the first frame at or after the duration. It needs the host's presses
/// (`AP_EVENT_PRESS`, ABI 1.1).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// A long-press recognizer calling `handler` on every state change.
    public convenience init(handler: @escaping (UILongPressGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UILongPressGestureRecognizer) }
    }

    /// How long the pointer must stay down, seconds.
    open var minimumPressDuration: Double = 0.5
    /// How far it may move before the press begins, points.
    open var allowableMovement: CGFloat = 10
    /// Kept and read back (the host has one pointer).
    open var numberOfTouchesRequired = 1
    /// Taps before the press (kept; the host counts none).
    open var numberOfTapsRequired = 0

    override func receivePress(_ phase: InteractionEvent.Phase, location: CGPoint, time: Double) {
        current = location
        switch phase {
        case .began:
            beginPress(at: location, time: time)
        case .ended, .cancelled:
            guard tracking else { return }
            if state == .began || state == .changed {
                finish(phase == .ended ? .ended : .cancelled)
            } else {
                finish(.failed)
            }
        default:
            break
        }
    }

    override func receive(_ event: InteractionEvent) {
        guard tracking else { return }
        if case let .pointer(_, location, _, _) = event.kind {
            current = location
            if state == .possible {
                let dx = location.x - pressOrigin.x, dy = location.y - pressOrigin.y
                if (dx * dx + dy * dy).squareRoot() > allowableMovement {
                    finish(.failed)
                    return
                }
            } else {
                transition(to: .changed)
                return
            }
        }
        if state == .possible, event.time - pressTime >= minimumPressDuration - 1e-9 { transition(to: .began) }
    }
}
