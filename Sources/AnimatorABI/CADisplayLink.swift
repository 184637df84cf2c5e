import Foundation

/// Core Animation's display link: a callback once per frame of the transition's virtual
/// clock, with the frame's times, so per-frame code (progress from `timestamp`, physics
/// steps) is frame-exact and the same on every run.
///
/// iOS makes one with a target and a selector; Swift on Linux has no `#selector`, so the SDK
/// takes a closure, `CADisplayLink { link in ... }`, or a target with the SDK's ``Selector``
/// (`CADisplayLink(target: self, selector: Selector(Menu.step))`, what `host-cli port` makes of
/// `#selector(step)`), then `add(to: .main, forMode: .common)` as on iOS. Other SDK code (UIKit Dynamics) steps itself
/// the same way. The run loop holds a link from `add` until `invalidate()`; a running link
/// does not keep the run going once the transition is over.
// Sendable so the @Sendable blocks iOS code passes may capture it; its state is used only on the
// host's call thread, where the run loop fires it: plugin code runs only inside host calls, all
// made from one thread; the host's tables refuse calls from any other.
open class CADisplayLink: NSObject, @unchecked Sendable {
    /// The media time of the frame now being shown (`CACurrentMediaTime()` then).
    public private(set) var timestamp: CFTimeInterval = 0
    /// The media time of the next frame: `timestamp + duration`.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// Seconds between frames (1 / fps of the run).
    public private(set) var duration: CFTimeInterval = 1.0 / 60
    /// While true the callback is skipped (the link stays on the run loop).
    open var isPaused = false
    /// 0 (the default): every frame. Otherwise at most this many callbacks a second: a frame
    /// is skipped while less than 1 / preferredFramesPerSecond has passed since the last one.
    open var preferredFramesPerSecond = 0
    /// Deprecated iOS form: call back every `frameInterval`-th frame (1: every frame).
    open var frameInterval = 1
    /// The frame rates it would like (iOS 15): a `preferred` rate above zero bounds its
    /// callbacks as ``preferredFramesPerSecond`` does (that one wins when both are set).
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// Emptied by `invalidate()`, so a target the callback holds (the target form) is released.
    private var callback: (CADisplayLink) -> Void
    private var token: UInt64 = 0
    private var added = false
    private var invalidated = false
    private var lastFire: Double?
    private var frameCount = 0
    private weak var connection: HostConnection?

    /// A link that calls `block` each frame once added to a run loop.
    public init(block: @escaping (CADisplayLink) -> Void) { callback = block }

    /// Starts the callbacks, from the next frame (a second add does nothing).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !added, !invalidated, let c = HostConnection.current else { return }
        added = true
        connection = c
        duration = RunLoopScheduler.frameInterval(c)
        arm()
    }

    /// Stops the callbacks (as invalidate, for a link added to one run loop).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Stops it for good; the run loop lets go of it.
    open func invalidate() {
        invalidated = true
        callback = { _ in }
        RunLoopScheduler.cancel(token, connection: connection)
        token = 0
    }

    private func arm() {
        token = RunLoopScheduler.schedule(after: 0, keepsRunning: false, "CADisplayLink") { [self] in
            token = 0
            guard !invalidated else { return }
            let now = RunLoopScheduler.now(connection)
            arm()
            frameCount += 1
            guard !isPaused else { return }
            if frameInterval > 1 && (frameCount - 1) % frameInterval != 0 { return }
            let wanted =
                preferredFramesPerSecond > 0
                ? Double(preferredFramesPerSecond) : Double(preferredFrameRateRange.preferred ?? 0)
            if wanted > 0, let last = lastFire, now - last < 1 / wanted - 1e-6 {
                return
            }
            lastFire = now
            timestamp = now
            targetTimestamp = now + duration
            callback(self)
        }
    }
}
