/// An input event for an interaction controller.
public struct InteractionEvent: Sendable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// A pan: phase, location and translation (points), velocity (points per second).
        case pointer(Phase, location: CGPoint, translation: CGPoint, velocity: CGPoint)
        /// A key went down or up (`AP_KEY_*` or a Unicode scalar).
        case key(Phase, key: Int32)
        /// A named scalar signal.
        case signal(name: String, value: Double)
        /// A frame went by; `delta` is the measured time since the previous tick.
        case tick(delta: Double)
    }

    /// Pointer and key phases.
    public enum Phase: Sendable, Equatable { case began, changed, ended, cancelled, none }

    /// What happened.
    public let kind: Kind
    /// Seconds since the interaction was attached.
    public let time: Double

    /// The event, or nil for an event type this enum does not carry (presses, which go to
    /// gesture recognizers only, and types a newer host may add).
    init?(_ e: ap_event) {
        time = e.time
        let phase: Phase
        switch e.phase {
        case AP_PHASE_BEGAN: phase = .began
        case AP_PHASE_CHANGED: phase = .changed
        case AP_PHASE_ENDED: phase = .ended
        case AP_PHASE_CANCELLED: phase = .cancelled
        default: phase = .none
        }
        switch e.type {
        case AP_EVENT_POINTER:
            kind = .pointer(
                phase, location: CGPoint(e.location), translation: CGPoint(e.translation), velocity: CGPoint(e.velocity)
            )
        case AP_EVENT_KEY: kind = .key(phase, key: e.key)
        case AP_EVENT_SIGNAL: kind = .signal(name: e.name.map { String(cString: $0) } ?? "", value: e.value)
        case AP_EVENT_TICK: kind = .tick(delta: e.value)
        default: return nil
        }
    }
}
