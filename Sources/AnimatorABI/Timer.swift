import Foundation

/// Foundation's timer as plugin code spells it, firing on the transition's virtual clock:
/// Foundation's own `Timer` waits for the wall clock on a run loop the worker never runs.
///
/// Shadows `Foundation.Timer` in files that import UIKit (not in a file that also imports
/// Foundation itself: there `Timer` is ambiguous; write `UIKit.Timer`, or drop the import, as
/// UIKit brings Foundation). The block forms, and the target forms with the SDK's
/// ``Selector`` in place of `#selector`, which Swift on Linux lacks. A timer fires at its start plus its interval (a
/// repeating one every interval after, on a fixed schedule, skipping ticks a frame missed, as
/// a run loop does) at the first frame at or after that time; `tolerance` is ignored.
// Sendable as Foundation's Timer, so the @Sendable blocks iOS code passes may capture it; its state
// is used only on the host's call thread, where the run loop fires it: plugin code runs only inside
// host calls, all made from one thread; the host's tables refuse calls from any other.
open class Timer: @unchecked Sendable {
    /// Seconds between fires (a one-shot timer's delay).
    public let timeInterval: TimeInterval
    /// True until invalidated (a one-shot timer invalidates itself after it fires).
    public private(set) var isValid = true
    /// What the timer's creator attached.
    open var userInfo: Any?
    /// Accepted and ignored: fires are frame-exact.
    open var tolerance: TimeInterval = 0
    /// Fires again after each fire.
    public let repeats: Bool
    /// What a fire runs (dropped when invalidated, so a target is let go, as Foundation's is).
    private var block: (Timer) -> Void
    /// The media time of the next fire, once scheduled.
    private var nextFire: Double?
    private var token: UInt64 = 0
    private weak var connection: HostConnection?

    /// A timer that must be added to a run loop (`RunLoop.main.add(_:forMode:)`) to fire.
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        timeInterval = max(0, interval.isFinite ? interval : 0)
        self.repeats = repeats
        self.block = block
    }

    /// A timer whose first fire is at `date` (measured from now on the wall clock, rounded to
    /// the millisecond), then every `interval` when it repeats.
    public convenience init(
        fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) {
        self.init(timeInterval: interval, repeats: repeats, block: block)
        firstDelay = RunLoopScheduler.delay(nanoseconds: Int64((date.timeIntervalSinceNow * 1e9).rounded()))
    }
    private var firstDelay: Double?

    /// A timer that calls `aSelector` on `aTarget` with the timer at each fire (Foundation's
    /// target form, with the SDK's ``Selector`` — `Selector(Controller.tick(_:))` — where iOS
    /// code writes `#selector`). As Foundation's, it holds the target strongly until it is
    /// invalidated; it must be added to a run loop to fire.
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) {
        let target = TimerTarget(object: aTarget as AnyObject)
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in _ = aSelector.call(target.object, timer) }
        self.userInfo = userInfo
    }

    /// The target form of ``init(timeInterval:target:selector:userInfo:repeats:)``, scheduled
    /// on the main run loop now.
    @discardableResult
    open class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) -> Timer {
        let t = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        t.schedule()
        return t
    }

    /// A timer scheduled on the main run loop now.
    @discardableResult
    open class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let t = Timer(timeInterval: interval, repeats: repeats, block: block)
        t.schedule()
        return t
    }

    /// When it fires next (a date as far from now as the media time is from the fire).
    open var fireDate: Date {
        let now = RunLoopScheduler.now(connection ?? HostConnection.current)
        return Date(timeIntervalSinceNow: (nextFire ?? now) - now)
    }

    /// Runs the block now (a one-shot timer is then invalidated; a repeating one keeps its
    /// schedule).
    open func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops it: it never fires again.
    open func invalidate() {
        guard isValid else { return }
        isValid = false
        block = { _ in }
        RunLoopScheduler.cancel(token, connection: connection)
        token = 0
    }

    /// Puts it on the main run loop (RunLoop.add); a second add does nothing.
    func schedule() {
        guard isValid, nextFire == nil, let c = HostConnection.current else { return }
        connection = c
        let now = RunLoopScheduler.now(c)
        let first = firstDelay ?? timeInterval
        nextFire = now + first
        arm(delay: first)
    }

    private func arm(delay: Double) {
        // The run loop holds the timer (as Foundation's does) until it fires or is invalidated.
        token = RunLoopScheduler.schedule(after: delay, keepsRunning: !repeats, repeats ? "Timer (repeating)" : "Timer")
        { [self] in
            token = 0
            guard isValid else { return }
            block(self)
            guard repeats, isValid, let due = nextFire else {
                if !repeats { isValid = false }
                return
            }
            let now = RunLoopScheduler.now(connection)
            // The next tick of the fixed schedule after now (a zero interval: every frame).
            let step = max(timeInterval, 1e-4)
            var next = due + step
            if next < now - 1e-9 { next = due + step * ((now - due) / step).rounded(.up) }
            nextFire = next
            arm(delay: max(0, next - now))
        }
    }
}

/// A timer's target, held by its block.
// Sendable as the timer is: it is used only on the host's call thread, where the run loop fires
// the timer (plugin code runs only inside host calls, all made from one thread).
private struct TimerTarget: @unchecked Sendable {
    let object: AnyObject
}
