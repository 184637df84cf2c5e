/// How an animation's progress follows its time: a Bézier curve over the normalised duration,
/// or a spring evaluated in seconds.
public enum TimingFunction: Hashable, Sendable {
    /// Progress `= curve(u)` for the time fraction `u` of the duration.
    case bezier(CubicBezier)
    /// Progress `= 1 − x(u × duration)` for the unit spring solution; exactly 1 at the end of
    /// the duration (the spring snaps to its target, as UIKit's spring animations do).
    case spring(SpringSolution)

    /// `linear`.
    public static let linear = TimingFunction.bezier(.linear)
    /// `easeInEaseOut`, UIKit's default for block animations.
    public static let easeInEaseOut = TimingFunction.bezier(.easeInEaseOut)

    /// Progress for the time fraction `u` of an animation lasting `duration` seconds.
    @inlinable public func progress(fraction u: Double, duration: Double) -> Double {
        switch self {
        case .bezier(let b): return b.progress(u)
        case .spring(let s): return u >= 1 ? 1 : s.progress(at: u * duration)
        }
    }
}

/// UIKit's `UIView.AnimationCurve`, and the Bézier curve each one means.
public enum AnimationCurve: String, Codable, Sendable, CaseIterable {
    /// Slow at both ends (`easeInEaseOut`): UIKit's default.
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Constant speed.
    case linear

    /// The curve, as the reference notes map UIKit's curves to Core Animation's named timing
    /// functions (Apple publishes no table).
    public var bezier: CubicBezier {
        switch self {
        case .easeInOut: return .easeInEaseOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        }
    }
}
