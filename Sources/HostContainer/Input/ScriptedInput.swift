import AnimationCore

/// One raw input at a time: what a gesture script or file describes, before any recognizer.
public enum ScriptedInput: Hashable, Sendable {
    /// The pointer went down, moved, went up, or was taken away (cancelled).
    public enum PointerPhase: String, Hashable, Sendable { case down, move, up, cancel }
    /// A pointer sample at `location` (container coordinates, points).
    case pointer(time: Double, location: Point, phase: PointerPhase)
    /// A key went down (`down` true) or up.
    case key(time: Double, code: Int32, down: Bool)
    /// A named scalar signal.
    case signal(time: Double, name: String, value: Double)

    /// When it happens, seconds from the start of the run.
    public var time: Double {
        switch self {
        case .pointer(let t, _, _), .key(let t, _, _), .signal(let t, _, _): return t
        }
    }
}
