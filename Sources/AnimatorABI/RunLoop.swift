import Foundation

/// Foundation's run loop as plugin code spells it (`RunLoop.main.add(timer, forMode: .common)`):
/// the host's main run loop, on the transition's virtual clock. There is one; `current` is it.
/// Shadows `Foundation.RunLoop` in files that import UIKit (see ``Timer`` for a file that
/// imports Foundation too).
public final class RunLoop: Sendable {
    /// The modes a timer or display link is added for; every mode is the same loop here.
    public typealias Mode = Foundation.RunLoop.Mode
    /// The main run loop.
    public static let main = RunLoop()
    /// The run loop of the calling thread: plugin code runs on the main thread only.
    public class var current: RunLoop { main }

    private init() {}

    /// Schedules `timer` (a second add, or an invalidated timer, does nothing).
    public func add(_ timer: Timer, forMode mode: Mode) { timer.schedule() }

    /// Schedules `link` to fire every frame.
    public func add(_ link: CADisplayLink, forMode mode: Mode) { link.add(to: self, forMode: mode) }

    /// Runs `block` at the next frame.
    public func perform(_ block: @escaping @Sendable () -> Void) {
        RunLoopScheduler.schedule(after: 0, keepsRunning: true, "RunLoop.perform", block)
    }

    /// Runs `block` at the next frame (the modes are one loop here).
    public func perform(inModes modes: [Mode], block: @escaping @Sendable () -> Void) { perform(block) }
}
