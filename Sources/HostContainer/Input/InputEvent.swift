import AnimationCore

/// One input event, as interaction controllers receive it (the host form of `ap_event`).
public struct InputEvent: Hashable, Sendable {
    /// Pointer and key phases.
    public enum Phase: String, Hashable, Sendable { case began, changed, ended, cancelled }

    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A pan: location in the container, translation since it began (points), velocity
        /// (points per second).
        case pointer(Phase, location: Point, translation: Point, velocity: Point)
        /// A key went down (`began`) or up (`ended`); `key` is an `AP_KEY_*` code or a Unicode scalar.
        case key(Phase, key: Int32)
        /// A named scalar signal.
        case signal(name: String, value: Double)
        /// A frame went by; `delta` is the measured time since the previous tick.
        case tick(delta: Double)
    }

    /// What happened.
    public var kind: Kind
    /// Seconds on the run's clock.
    public var time: Double

    /// Creates an event.
    public init(_ kind: Kind, time: Double) { self.kind = kind; self.time = time }
}

/// Key codes for keys without a character (the same values as `AP_KEY_*`).
public enum KeyCode {
    public static let left: Int32 = -1
    public static let right: Int32 = -2
    public static let up: Int32 = -3
    public static let down: Int32 = -4
    public static let escape: Int32 = -5
    public static let `return`: Int32 = -6
    /// The space bar.
    public static let space: Int32 = 32

    /// The code for a key name: `left`, `right`, `up`, `down`, `escape`/`esc`, `return`/`enter`,
    /// `space`, or a single character.
    public static func named(_ name: String) -> Int32? {
        switch name.lowercased() {
        case "left": return left
        case "right": return right
        case "up": return up
        case "down": return down
        case "escape", "esc": return escape
        case "return", "enter": return `return`
        case "space": return space
        default:
            let scalars = Array(name.unicodeScalars)
            return scalars.count == 1 ? Int32(scalars[0].value) : nil
        }
    }
}
