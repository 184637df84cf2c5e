import Dispatch
import Foundation

/// Grand Central Dispatch's `async` and `asyncAfter` as plugin code spells them
/// (`DispatchQueue.main.async { }`, `.asyncAfter(deadline: .now() + 0.5) { }`), running on the
/// transition's virtual clock instead of the wall clock: the worker's real main queue is never
/// drained, and a wall-clock delay would make a transition end at a different frame on every
/// run.
///
/// These are overloads on Dispatch's own `DispatchQueue`, with fewer parameters than its
/// (no `qos:`, `flags:` or `group:`), which Swift prefers for a call that passes none of them:
/// they win whether the file imports UIKit alone or Foundation and Dispatch too (measured with
/// Swift 6.3). A call that passes `qos:`/`flags:`/`group:`, or a `DispatchWorkItem` (Dispatch's
/// overload has the same signature and wins), reaches real Dispatch and never runs in a
/// worker. Every queue (`main`, `global()`, one made with a label) runs this work on the
/// host's main thread, in order of due time (plugin code may touch views only there): `async`
/// at the next frame, `asyncAfter` at the first frame at or after the deadline (deadlines are
/// measured from the call, rounded to the millisecond).
extension Dispatch.DispatchQueue {
    /// Runs `work` at the next frame.
    public func async(execute work: @escaping () -> Void) {
        RunLoopScheduler.schedule(after: 0, keepsRunning: true, "DispatchQueue.async", work)
    }

    /// Runs `work` at the first frame at or after `deadline` (`.now() + seconds`).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        guard let d = RunLoopScheduler.delay(deadline) else { return }
        RunLoopScheduler.schedule(after: d, keepsRunning: true, "DispatchQueue.asyncAfter(deadline:)", work)
    }

    /// Runs `work` at the first frame at or after the wall-clock `wallDeadline`
    /// (`.now() + seconds`, measured from the call as `deadline` is).
    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping () -> Void) {
        guard let d = RunLoopScheduler.delay(wallDeadline) else { return }
        RunLoopScheduler.schedule(after: d, keepsRunning: true, "DispatchQueue.asyncAfter(wallDeadline:)", work)
    }
}
