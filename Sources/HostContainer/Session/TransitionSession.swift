/// Runs one transition in a scene on a virtual clock and reports every frame and the result:
/// the single code path behind `host-cli run`, `play`, the validator and the tests.
public final class TransitionSession {
    /// One frame of a session.
    public struct Frame {
        /// Frame number.
        public var index: Int
        /// Seconds since the start.
        public var time: Double
        /// The transition's progress, 0…1 (1 or 0 once it has completed or been cancelled).
        public var progress: Double
        /// What is on screen.
        public var render: RenderFrame
    }

    /// How the run ended.
    public enum Outcome: String, Sendable {
        /// The transition completed.
        case completed
        /// It was cancelled.
        case cancelled
        /// No transition ran (e.g. a pan at the end of the list).
        case none
    }

    /// The result.
    public struct Result {
        public var outcome: Outcome
        /// The animator's duration, seconds (0 when none ran).
        public var duration: Double
        /// Every event, in order.
        public var events: [EventLog.Event]
        /// Number of frames run.
        public var frames: Int
        /// True when the run hit `maxDuration` before going idle.
        public var timedOut: Bool
    }

    /// The configuration.
    public let config: SessionConfiguration
    /// The engine.
    public let engine = AnimationEngine()
    /// The log.
    public let log = EventLog()
    /// The plugin runtime.
    public let runtime: PluginRuntime
    /// The frame runner.
    public let runner: TransitionRunner
    let scene: TransitionScene
    /// The animator instance.
    public let animator: PluginAnimator
    /// The interaction controller instance (plugin or pan), if any.
    public private(set) var interaction: InteractiveTransitioning?

    /// Builds the scene (instantiating the plugins).
    public init(config: SessionConfiguration, clock: FrameClock? = nil) throws(PluginInstanceError) {
        self.config = config
        runtime = PluginRuntime(engine: engine, log: log)
        animator = try PluginAnimator(plugin: config.animator, parameters: config.animatorParameters, runtime: runtime)
        var pluginInteraction: PluginInteraction?
        if case let .plugin(p, params) = config.interaction {
            pluginInteraction = try PluginInteraction(plugin: p, parameters: params, runtime: runtime)
        }
        let s: TransitionScene
        s = ContainerScenes.make(config, engine: engine, log: log, animator: animator, interaction: pluginInteraction)
        scene = s
        runner = TransitionRunner(engine: engine, clock: clock ?? VirtualClock(fps: config.fps), log: log, input: config.input)
        runner.pointerTarget = { [unowned s] in s.handlePointer($0) }
        runner.activeTransition = { [unowned s] in s.currentTransition }
        if let pi = pluginInteraction {
            interaction = pi
            runner.interaction = pi
            s.panObserver = { [unowned s, unowned pi] e in pi.handle(e, context: s.currentTransition) }
        } else if case .pan = config.interaction {
            interaction = s.panInteraction
        }
        log.clear()
    }

    /// The root view being animated.
    public var rootView: View { scene.rootView }

    /// Feeds a raw pointer input to the scene's pan now (live input, e.g. a mouse drag in
    /// `play`); scripted input goes through the runner instead.
    public func handlePointer(_ input: ScriptedInput) { scene.handlePointer(input) }

    /// The transition running now.
    public var currentTransition: TransitionContext? { scene.currentTransition }

    /// The last transition started.
    public var lastTransition: TransitionContext? { scene.lastTransition }

    private var begun = false
    private var idleFrames = 0

    /// Starts the transition (unless the pan starts it), then runs frames until idle or
    /// `maxDuration`, calling `onFrame` after each (frame 0 shows the state at the start).
    @discardableResult
    public func run(onFrame: (Frame) -> Void = { _ in }) -> Result {
        let maxFrames = Int((config.maxDuration * runner.clock.framesPerSecond).rounded(.up))
        var frames = 0
        var timedOut = true
        while frames < maxFrames {
            let f = step()
            onFrame(f)
            frames += 1
            if isIdle { timedOut = false; break }
        }
        return result(frames: frames, timedOut: timedOut)
    }

    /// Runs one frame (starting the transition before the first).
    public func step() -> Frame {
        if !begun {
            begun = true
            if case .pan = config.interaction {} else { scene.begin() }
        }
        let tick = runner.step()
        let ctx = scene.currentTransition ?? scene.lastTransition
        let progress: Double
        if let c = ctx {
            progress = c.isCompleted ? (c.transitionWasCancelled ? 0 : 1) : c.percentComplete
        } else {
            progress = 0
        }
        return Frame(index: tick.index, time: tick.time, progress: progress, render: RenderModel.evaluate(scene.rootView))
    }

    /// True when nothing more will happen: no transition, no input, nothing animating.
    public var isIdle: Bool {
        scene.currentTransition == nil && !runner.hasPendingInput && !engine.hasPendingCompletions && engine.animatedLayerCount == 0
    }

    /// The result so far.
    public func result(frames: Int, timedOut: Bool) -> Result {
        let ctx = scene.lastTransition
        let outcome: Outcome = ctx.map { $0.hasEnded ? ($0.transitionWasCancelled ? .cancelled : .completed) : .none } ?? .none
        return Result(outcome: outcome, duration: ctx?.duration ?? 0, events: log.events, frames: frames, timedOut: timedOut)
    }
}

/// Builds the navigation, tab and modal scenes.
enum ContainerScenes {
    static func make(_ config: SessionConfiguration, engine: AnimationEngine, log: EventLog, animator: AnimatedTransitioning,
                     interaction: InteractiveTransitioning?) -> TransitionScene {
        switch config.container {
        case .custom: return CustomContainerScene(config: config, engine: engine, log: log, animator: animator, interaction: interaction)
        case .navigation: return NavigationScene(config: config, engine: engine, log: log, animator: animator, interaction: interaction)
        case .tab: return TabScene(config: config, engine: engine, log: log, animator: animator, interaction: interaction)
        case .modal: return ModalScene(config: config, engine: engine, log: log, animator: animator, interaction: interaction)
        }
    }

    static func children(_ config: SessionConfiguration, _ engine: AnimationEngine, _ log: EventLog) -> [ViewController] {
        let colors: [UInt32] = [0xFF3B30, 0x34C759, 0x007AFF, 0xFF9500, 0xAF52DE, 0x5AC8FA]
        return config.childTitles.enumerated().map {
            ViewController(title: $1, color: Color(rgb: colors[$0 % colors.count]), engine: engine, log: log)
        }
    }
}
