/// One frame of a clock: its index, its time and how long since the previous frame.
public struct FrameTick: Hashable, Sendable {
    /// Frame number, from 0.
    public var index: Int
    /// Seconds since the clock started.
    public var time: Double
    /// Seconds since the previous frame: nominal for a ``VirtualClock``, measured for a
    /// ``DisplayLink`` (so a dropped frame shows up as a longer delta instead of slowing the
    /// animation down, the fault of display-link code that adds the nominal duration).
    public var delta: Double
}

/// A source of frames: deterministic (``VirtualClock``) or real-time (``DisplayLink``).
public protocol FrameClock: AnyObject {
    /// Frames per second the clock aims for.
    var framesPerSecond: Double { get }
    /// Waits for (or computes) the next frame and returns it. The first call returns frame 0
    /// at time 0.
    func nextFrame() -> FrameTick
}
