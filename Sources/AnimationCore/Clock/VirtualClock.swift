/// A clock that steps by exactly 1/fps per frame without waiting: the same calls give the
/// same times on every machine, which is what tests, traces and renders use.
///
/// Frame `n` is at `n / fps`, computed from `n` (never by adding deltas, so there is no
/// accumulated rounding).
public final class VirtualClock: FrameClock {
    /// Frames per second.
    public let framesPerSecond: Double
    private var next = 0

    /// Creates a clock at `fps` frames per second (must be positive and finite).
    public init(fps: Double) {
        precondition(fps > 0 && fps.isFinite, "VirtualClock needs a positive finite fps, got \(fps)")
        framesPerSecond = fps
    }

    /// The frame after the last one returned.
    public func nextFrame() -> FrameTick {
        defer { next += 1 }
        return FrameTick(index: next, time: Double(next) / framesPerSecond, delta: next == 0 ? 0 : 1 / framesPerSecond)
    }

    /// The time of frame `index`.
    public func time(ofFrame index: Int) -> Double { Double(index) / framesPerSecond }
}
