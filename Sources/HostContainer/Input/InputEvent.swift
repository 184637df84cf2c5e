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
        /// The pointer went down (`began`), up (`ended`) or was taken away (`cancelled`) at
        /// `location` (container coordinates), whether or not it moved: what taps are
        /// recognized from (a pan also gets `pointer` events).
        case press(Phase, location: Point)
    }

    /// The press event of a raw pointer input that goes down, up or is cancelled (nil for a
    /// move and for other inputs).
    public static func press(of input: ScriptedInput) -> InputEvent? {
        guard case let .pointer(t, p, phase) = input else { return nil }
        switch phase {
        case .down: return InputEvent(.press(.began, location: p), time: t)
        case .up: return InputEvent(.press(.ended, location: p), time: t)
        case .cancel: return InputEvent(.press(.cancelled, location: p), time: t)
        case .move: return nil
        }
    }

    /// A pointer target that hands raw inputs to `target` (a container's pan) and their
    /// presses to `press` (an interaction plugin): the down before the target sees it, the up
    /// or cancel after, so a plugin's recognizers see a press around the pan's events.
    public static func forwardingPresses(
        to press: @escaping (InputEvent) -> Void, around target: @escaping (ScriptedInput) -> Void
    ) -> (ScriptedInput) -> Void {
        { input in
            let event = InputEvent.press(of: input)
            if let event, case .press(.began, _) = event.kind { press(event) }
            target(input)
            if let event, case .press(let phase, _) = event.kind, phase != .began { press(event) }
        }
    }

    /// What happened.
    public var kind: Kind
    /// Seconds on the run's clock.
    public var time: Double

    /// Creates an event.
    public init(_ kind: Kind, time: Double) {
        self.kind = kind
        self.time = time
    }
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
