/// What an animation shows outside its active interval (`CAMediaTimingFillMode`).
public enum FillMode: String, Codable, Sendable, CaseIterable {
    /// Nothing before or after: the model value shows (Core Animation's default).
    case removed
    /// Holds the first frame before the start.
    case backwards
    /// Holds the last frame after the end.
    case forwards
    /// Both.
    case both

    /// True when the start is held before the active interval.
    @inlinable public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// True when the end is held after the active interval.
    @inlinable public var fillsForwards: Bool { self == .forwards || self == .both }
}

/// Core Animation's `CAMediaTiming`, which layers and animations both adopt.
///
/// Time flows down the layer tree in two stages:
/// 1. **Active local time**: `t = (t_parent − beginTime) × speed + timeOffset` (the header's
///    exact formula). Pausing is `speed = 0` with `timeOffset` set to the paused time.
/// 2. **Basic local time** (Apple publishes no formula; this is the SMIL-style reading the
///    reference notes reconstruct): with the period `P = duration × (autoreverses ? 2 : 1)`,
///    the active duration is `repeatDuration` if > 0, else `repeatCount × P` if > 0, else `P`.
///    Inside it, `u = t mod P`, mirrored to `2·duration − u` on the way back. Before it, the
///    start is held if ``fillMode`` fills backwards; after it, the last frame is held if it
///    fills forwards; otherwise the timing is *inactive*.
///
/// A `duration` of 0 means "unbounded": stage 2 is the identity. That is what layers use (a
/// layer with the default timing passes its parent's time through unchanged); animations get
/// their duration from the transaction that creates them.
public struct MediaTiming: Hashable, Codable, Sendable {
    /// When the timeline starts, in the parent's time, seconds.
    public var beginTime: Double = 0
    /// Rate of local time relative to the parent's; 0 pauses, negative runs backwards.
    public var speed: Double = 1
    /// Added to local time after scaling, seconds.
    public var timeOffset: Double = 0
    /// Basic duration in seconds; 0 means unbounded (see the type's discussion).
    public var duration: Double = 0
    /// Number of repetitions (may be fractional); 0 means once. `.infinity` repeats forever.
    public var repeatCount: Double = 0
    /// Total active duration in seconds; 0 means unset. Takes precedence over `repeatCount`.
    public var repeatDuration: Double = 0
    /// Plays backwards after each forward play.
    public var autoreverses: Bool = false
    /// What shows outside the active interval.
    public var fillMode: FillMode = .removed

    /// The default timing: begin 0, speed 1, offset 0, unbounded.
    public init() {}

    /// Creates a timing with the given values.
    public init(
        beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0, duration: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false, fillMode: FillMode = .removed
    ) {
        self.beginTime = beginTime
        self.speed = speed
        self.timeOffset = timeOffset
        self.duration = duration
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// True for the default timing, whose local time equals the parent's.
    @inlinable public var isIdentity: Bool {
        beginTime == 0 && speed == 1 && timeOffset == 0 && duration == 0
    }

    /// Stage 1: active local time for the parent time `parentTime`.
    @inlinable public func activeTime(_ parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// Stage 1's inverse: the parent time at which the local time equals `localTime`
    /// (`nil` while paused, when every parent time maps to the same local time).
    @inlinable public func parentTime(forActive localTime: Double) -> Double? {
        speed == 0 ? nil : (localTime - timeOffset) / speed + beginTime
    }

    /// The period `duration × (autoreverses ? 2 : 1)`.
    @inlinable public var period: Double { autoreverses ? 2 * duration : duration }

    /// How many whole periods lie before active time `t` (0 in the first), counting the last
    /// one begun when `t` is at or past the end: what a cumulative animation adds per pass.
    @inlinable public func completedPasses(_ t: Double) -> Double {
        MediaTiming.completedPasses(t, period: period, active: activeDuration)
    }

    /// ``completedPasses(_:)`` from the period and the active duration.
    @inlinable public static func completedPasses(_ t: Double, period p: Double, active: Double) -> Double {
        guard p > 0, t > 0 else { return 0 }
        let a = min(t, active)
        let k = (a / p).rounded(.down)
        return a >= active && k > 0 && k * p >= a ? k - 1 : k
    }

    /// The active duration: how long the timing runs before its fill takes over, in local time.
    @inlinable public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount * period }
        return period
    }

    /// Stage 2: the basic local time in [0, duration] for an active time, or `nil` when the
    /// timing is inactive there (outside the active interval without a fill).
    @inlinable public func basicTime(_ t: Double) -> Double? {
        if duration <= 0 { return t }
        let active = activeDuration
        if t < 0 { return fillMode.fillsBackwards ? 0 : nil }
        if t >= active {
            guard fillMode.fillsForwards else { return nil }
            return endBasicTime
        }
        let p = period
        let i = (t / p).rounded(.down)
        var u = t - i * p
        if autoreverses && u > duration { u = 2 * duration - u }
        return u
    }

    /// The basic time of the last frame of the active interval (approached from inside).
    @inlinable public var endBasicTime: Double {
        let p = period
        guard p > 0 else { return duration }
        // How many periods the active interval holds, from the count itself when there is one
        // (dividing active by period would turn 3 into 3.0000000000000004 and round it up).
        let periods = repeatDuration > 0 ? repeatDuration / p : (repeatCount > 0 ? repeatCount : 1)
        guard periods.isFinite else { return duration }
        var fraction = periods - periods.rounded(.down)
        // A count within rounding of a whole number ends at the end of a full period.
        if fraction < 1e-9 * max(1, periods) { fraction = 1 }
        var u = fraction * p
        if autoreverses && u > duration { u = 2 * duration - u }
        return min(max(u, 0), duration)
    }

    /// Stage 1 then stage 2 from the parent's time.
    @inlinable public func localTime(_ parentTime: Double) -> Double? { basicTime(activeTime(parentTime)) }
}
