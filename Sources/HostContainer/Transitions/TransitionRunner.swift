import AnimationCore

/// Runs frames: each ``step()`` takes the clock's next frame and, in this order, advances the
/// running transition (its completion phase and watchdog) by the measured delta, delivers the
/// scripted input due by then (pointer samples to the pointer target, keys and signals to the
/// attached interaction), sends a tick to the attached interaction, advances the engine
/// (presentations, ended animations, completions), and fires the engine's main run loop (the
/// plugins' delayed blocks, timers and display links due by then, ``MainRunLoop``). A release
/// delivered in a frame therefore starts its completion phase at that frame's time.
///
/// With a ``VirtualClock`` the same input gives the same frames on every machine.
public final class TransitionRunner {
    /// The engine.
    public let engine: AnimationEngine
    /// The clock.
    public let clock: FrameClock
    /// The log (its clock reading follows the frames).
    public let log: EventLog
    /// Scripted input, in time order.
    public private(set) var input: [ScriptedInput]
    private var nextInput = 0
    /// Receives pointer samples (e.g. a container's pan).
    public var pointerTarget: ((ScriptedInput) -> Void)?
    /// An interaction controller attached for the whole run: it gets keys, signals, ticks (and
    /// whatever the caller forwards), with the running transition as context.
    public var interaction: InteractiveTransitioning?
    /// The transition running now, if any.
    public var activeTransition: () -> TransitionContext? = { nil }
    /// The last frame run.
    public private(set) var lastTick: FrameTick?
    /// Told each frame's number and time before anything of the frame runs (a worker's
    /// flight recorder notes them, so a crash report can say at which frame it happened).
    public var willRunFrame: ((FrameTick) -> Void)?

    /// Creates a runner.
    public init(engine: AnimationEngine, clock: FrameClock, log: EventLog, input: [ScriptedInput] = []) {
        self.engine = engine
        self.clock = clock
        self.log = log
        self.input = input
        engine.mainRunLoop.frameInterval = 1 / clock.framesPerSecond
    }

    /// Adds input (kept in time order; inputs earlier than the current frame run on the next one).
    public func schedule(_ more: [ScriptedInput]) {
        let rest = Array(input[nextInput...]) + more
        input =
            Array(input[..<nextInput])
            + rest.enumerated().sorted {
                $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
            }.map(\.element)
    }

    /// True when scripted input remains.
    public var hasPendingInput: Bool { nextInput < input.count }

    /// True when nothing more will happen: no transition running, no input due, nothing
    /// animating in the engine, no one-shot work waiting on the main run loop (repeating
    /// timers and display links do not keep a run going).
    public var isIdle: Bool {
        activeTransition() == nil && !hasPendingInput && engine.isIdle && !engine.mainRunLoop.keepsRunning
    }

    /// Runs one frame.
    @discardableResult
    public func step() -> FrameTick {
        let tick = clock.nextFrame()
        willRunFrame?(tick)
        log.now = { tick.time }
        // The running transition reaches this frame's time first, so that a finish or cancel
        // delivered below starts its completion phase at this frame's time (elapsed 0), not
        // one frame earlier.
        activeTransition()?.tick(tick.delta)
        while nextInput < input.count && input[nextInput].time <= tick.time + 1e-9 {
            let item = input[nextInput]
            nextInput += 1
            switch item {
            case .pointer:
                pointerTarget?(item)
            case let .key(t, code, down):
                interaction?.handle(
                    InputEvent(.key(down ? .began : .ended, key: code), time: t), context: activeTransition())
            case let .signal(t, name, value):
                interaction?.handle(InputEvent(.signal(name: name, value: value), time: t), context: activeTransition())
            }
        }
        interaction?.handle(InputEvent(.tick(delta: tick.delta), time: tick.time), context: activeTransition())
        engine.advance(to: tick.time)
        // The main run loop after the animations: a block or timer due now sees this frame's
        // presentation, and the animations it adds begin at this frame's time.
        engine.mainRunLoop.fire(through: tick.time)
        lastTick = tick
        return tick
    }

    /// Runs frames until `done` holds after a frame or `maxFrames` have run; returns the number run.
    @discardableResult
    public func run(maxFrames: Int, until done: () -> Bool) -> Int {
        var n = 0
        while n < maxFrames {
            step()
            n += 1
            if done() { break }
        }
        return n
    }

    /// Runs frames until ``isIdle`` holds after a frame or `maxFrames` have run; returns the
    /// number run.
    @discardableResult
    public func runUntilIdle(maxFrames: Int) -> Int { run(maxFrames: maxFrames) { isIdle } }
}
