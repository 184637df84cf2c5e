import Dispatch
import Foundation

/// Grand Central Dispatch's queue as plugin code spells it (`DispatchQueue.main.async`,
/// `asyncAfter(deadline:)`), running on the transition's virtual clock instead of the wall
/// clock: the worker's real main queue is never drained, and a wall-clock delay would make a
/// transition end at a different frame on every run.
///
/// This type shadows `Dispatch.DispatchQueue` in code that imports UIKit (Swift prefers a
/// module's declaration over one of a module it imports). Every queue, `main`, `global()` or
/// one made with a label, runs its work on the host's main thread, one item at a time, in
/// order of due time (plugin code may touch views only there). `async` runs the work at the
/// next frame; `asyncAfter` at the first frame at or after the deadline (deadlines are
/// measured from the call, rounded to the millisecond); `sync` runs it at once.
public final class DispatchQueue: @unchecked Sendable {
    /// The main queue: the host's main run loop.
    public static let main = DispatchQueue(label: "com.apple.main-thread")
    /// The queue's label.
    public let label: String

    /// A queue; its work runs on the main run loop like `main`'s (see the type's notes).
    public init(label: String, qos: DispatchQoS = .unspecified, attributes: Dispatch.DispatchQueue.Attributes = [],
                autoreleaseFrequency: Dispatch.DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) {
        self.label = label
    }

    /// A global queue; its work runs on the main run loop (there is no other thread a plugin
    /// may touch views from).
    public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue(label: "com.apple.root.global") }

    /// Runs `work` at the next frame.
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void) {
        group?.enter()
        RunLoopScheduler.schedule(after: 0, keepsRunning: true, "DispatchQueue.async") { work(); group?.leave() }
    }

    /// Runs `workItem` at the next frame, unless it is cancelled by then.
    public func async(execute workItem: DispatchWorkItem) {
        RunLoopScheduler.schedule(after: 0, keepsRunning: true, "DispatchQueue.async") { if !workItem.isCancelled { workItem.perform() } }
    }

    /// Runs `work` at the first frame at or after `deadline` (`.now() + seconds`).
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void) {
        guard let d = DispatchQueue.delay(deadline) else { return }
        RunLoopScheduler.schedule(after: d, keepsRunning: true, "DispatchQueue.asyncAfter(deadline:)", work)
    }

    /// Runs `workItem` at the first frame at or after `deadline`, unless it is cancelled by then.
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        guard let d = DispatchQueue.delay(deadline) else { return }
        RunLoopScheduler.schedule(after: d, keepsRunning: true, "DispatchQueue.asyncAfter(deadline:)") { if !workItem.isCancelled { workItem.perform() } }
    }

    /// Runs `work` at the first frame at or after the wall-clock `wallDeadline`
    /// (`.now() + seconds`, measured from the call as `deadline` is).
    public func asyncAfter(wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void) {
        guard let d = DispatchQueue.delay(wallDeadline) else { return }
        RunLoopScheduler.schedule(after: d, keepsRunning: true, "DispatchQueue.asyncAfter(wallDeadline:)", work)
    }

    /// Runs `workItem` at the first frame at or after `wallDeadline`, unless cancelled.
    public func asyncAfter(wallDeadline: DispatchWallTime, execute workItem: DispatchWorkItem) {
        guard let d = DispatchQueue.delay(wallDeadline) else { return }
        RunLoopScheduler.schedule(after: d, keepsRunning: true, "DispatchQueue.asyncAfter(wallDeadline:)") { if !workItem.isCancelled { workItem.perform() } }
    }

    /// Runs `work` now and returns its result (every queue is the main thread's).
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    /// Runs `workItem` now.
    public func sync(execute workItem: DispatchWorkItem) { workItem.perform() }

    /// Seconds from now to `deadline`, or nil for one too far to ever come (`.distantFuture`).
    static func delay(_ deadline: DispatchTime) -> Double? {
        let now = DispatchTime.now().uptimeNanoseconds
        guard deadline.uptimeNanoseconds < UInt64(Int64.max) else { return nil }
        return RunLoopScheduler.delay(nanoseconds: Int64(deadline.uptimeNanoseconds) - Int64(now))
    }

    /// Seconds from now to the wall-clock `deadline`, or nil for `.distantFuture`.
    static func delay(_ deadline: DispatchWallTime) -> Double? {
        guard let a = wallNanoseconds(deadline), let b = wallNanoseconds(.now()) else { return nil }
        return RunLoopScheduler.delay(nanoseconds: a - b)
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
}
