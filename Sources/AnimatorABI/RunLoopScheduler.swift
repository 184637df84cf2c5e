import CAnimatorABI
import Dispatch
import Foundation

/// The SDK's way onto the host's main run loop (ABI 1.2 `run_loop_schedule`): the one place
/// `DispatchQueue.main`, `Timer`, `RunLoop.main` and `CADisplayLink` schedule work, so all of
/// it runs on the transition's virtual clock.
///
/// Internal API for other SDK code (UIKit Dynamics steps once per frame through a
/// ``CADisplayLink`` made with `CADisplayLink(block:)` and added to `RunLoop.main`).
enum RunLoopScheduler {
    /// What a scheduled callback carries: the work and the connection it runs with (so that
    /// UIKit calls without a receiver, `UIView.animate`, find their host).
    final class Work {
        let connection: HostConnection
        let body: () -> Void
        init(_ connection: HostConnection, _ body: @escaping () -> Void) {
            self.connection = connection
            self.body = body
        }
    }

    /// Runs `body` once, `delay` seconds of virtual time from now (0: the next frame); returns
    /// the host's token, or 0 when nothing was scheduled (no host call in progress, a host
    /// before ABI 1.2, or a refused delay — each logged).
    @discardableResult
    static func schedule(after delay: Double, keepsRunning: Bool, _ call: String, _ body: @escaping () -> Void)
        -> UInt64
    {
        guard let c = HostConnection.current else {
            // Outside any call from the host there is no run loop to reach; say so instead of
            // dropping the work silently.
            let line = "AnimatorABI: \(call) was called outside of a call from the host; it can not run\n"
            _ = line.withCString { write(2, $0, strlen($0)) }
            return 0
        }
        guard c.has(\.run_loop_schedule), let schedule = c.api.run_loop_schedule else {
            c.unsupported(call, needs: 2)
            return 0
        }
        let user = Unmanaged.passRetained(Work(c, body)).toOpaque()
        let callback = ap_completion(
            fn: { user, fired in
                guard let user else { return }
                let work = Unmanaged<Work>.fromOpaque(user).takeRetainedValue()
                if fired { HostConnection.with(work.connection) { work.body() } }
            }, user: user)
        return schedule(c.host, max(0, delay), keepsRunning, callback)
    }

    /// Cancels a token `schedule` returned (its work is let go, not run).
    static func cancel(_ token: UInt64, connection: HostConnection?) {
        guard token != 0, let c = connection ?? HostConnection.current, c.has(\.run_loop_cancel) else { return }
        _ = c.api.run_loop_cancel!(c.host, token)
    }

    /// The host's media time now (`CACurrentMediaTime()` on the virtual clock), 0 outside a
    /// host call.
    static func now(_ c: HostConnection?) -> Double {
        guard let c, c.has(\.current_media_time) else { return 0 }
        return c.api.current_media_time!(c.host)
    }

    /// Seconds between frames (1/60 on a host that does not say).
    static func frameInterval(_ c: HostConnection?) -> Double {
        guard let c, c.has(\.run_loop_frame_interval) else { return 1.0 / 60 }
        return c.api.run_loop_frame_interval!(c.host)
    }

    /// Seconds from now to `deadline`, or nil for one too far to ever come (`.distantFuture`).
    static func delay(_ deadline: DispatchTime) -> Double? {
        let now = DispatchTime.now().uptimeNanoseconds
        guard deadline.uptimeNanoseconds < UInt64(Int64.max) else { return nil }
        return delay(nanoseconds: Int64(deadline.uptimeNanoseconds) - Int64(now))
    }

    /// Seconds from now to the wall-clock `deadline`, or nil for `.distantFuture`.
    static func delay(_ deadline: DispatchWallTime) -> Double? {
        guard let a = wallNanoseconds(deadline), let b = wallNanoseconds(.now()) else { return nil }
        return delay(nanoseconds: a - b)
    }

    /// Nanoseconds since the epoch of a wall time: libdispatch keeps them as the negated count
    /// (older releases) or in the low 62 bits under a wall-clock tag (bit 62 set).
    static func wallNanoseconds(_ t: DispatchWallTime) -> Int64? {
        let raw = t.rawValue
        if raw == UInt64.max { return nil }
        let tag: UInt64 = 0b11 << 62
        if raw & tag == 1 << 62 { return Int64(raw & ~tag) }
        let signed = Int64(bitPattern: raw)
        return signed < 0 ? -signed : nil
    }

    /// A delay measured against the wall clock (a `DispatchTime` deadline), in seconds of
    /// virtual time: rounded to the millisecond, so the microseconds between writing
    /// `.now() + 0.5` and this call do not move the callback off its frame.
    static func delay(nanoseconds: Int64) -> Double {
        (Double(max(0, nanoseconds)) / 1e6).rounded() / 1e3
    }
}
