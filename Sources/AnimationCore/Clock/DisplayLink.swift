#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real-time frame clock on the monotonic clock, for live playback: it sleeps until the
/// next frame's deadline and reports the time actually measured, so a slow frame shows up
/// as a longer delta (and the animation stays on time) rather than as a slower animation.
///
/// Deadlines are `start + k / fps`; when a frame is late the clock skips to the next deadline
/// still ahead instead of running several frames back to back.
public final class DisplayLink: FrameClock {
    /// Frames per second aimed for.
    public let framesPerSecond: Double
    private var start: Double?
    private var last = 0.0
    private var index = 0
    private var slot = 0

    /// Creates a display link at `fps` (positive and finite).
    public init(fps: Double) {
        precondition(fps > 0 && fps.isFinite, "DisplayLink needs a positive finite fps, got \(fps)")
        framesPerSecond = fps
    }

    /// Seconds on the monotonic clock (CLOCK_MONOTONIC).
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Sleeps until the next deadline and returns the measured frame.
    public func nextFrame() -> FrameTick {
        guard let s = start else {
            let n = DisplayLink.now()
            start = n
            last = 0
            defer {
                index = 1
                slot = 1
            }
            return FrameTick(index: 0, time: 0, delta: 0)
        }
        let interval = 1 / framesPerSecond
        var deadline = Double(slot) * interval
        let elapsed = DisplayLink.now() - s
        if elapsed > deadline {
            slot = Int(elapsed / interval) + 1
            deadline = Double(slot) * interval
        }
        let wait = deadline - (DisplayLink.now() - s)
        if wait > 0 {
            var request = timespec(tv_sec: Int(wait), tv_nsec: Int((wait - Double(Int(wait))) * 1e9))
            var remaining = timespec()
            // Resume after a signal with whatever time is left.
            while nanosleep(&request, &remaining) != 0 { request = remaining }
        }
        let t = DisplayLink.now() - s
        defer {
            last = t
            index += 1
            slot += 1
        }
        return FrameTick(index: index, time: t, delta: t - last)
    }
}
