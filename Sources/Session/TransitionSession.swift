import AnimationCore
import HostContainer
import PluginRuntime
import TextFormat

/// Runs one transition in a scene and reports every frame and the result: the single code path
/// behind `host-cli run`, `play`, and the tests.
///
/// Everything that goes in (``SessionConfiguration``, the live controls) and comes out
/// (``Frame``, ``Result``, ``Status``) is plain data, so a session can run in another process
/// than the one that shows or saves its frames. The plugins are loaded from their sources when
/// the session is made.
package final class TransitionSession {
    /// One frame of a session.
    package struct Frame: Hashable, Sendable {
        /// Frame number.
        package var index: Int
        /// Seconds since the start.
        package var time: Double
        /// The transition's progress, 0…1 (1 or 0 once it has completed or been cancelled).
        package var progress: Double
        /// What is on screen.
        package var render: RenderFrame

        /// A frame made of its parts.
        package init(index: Int, time: Double, progress: Double, render: RenderFrame) {
            self.index = index
            self.time = time
            self.progress = progress
            self.render = render
        }
    }

    /// How the run ended.
    package enum Outcome: String, Hashable, Sendable {
        /// The transition completed.
        case completed
        /// It was cancelled.
        case cancelled
        /// No transition ran (e.g. a pan at the end of the list).
        case none
    }

    /// The result.
    package struct Result: Hashable, Sendable {
        /// How it ended.
        package var outcome: Outcome
        /// The animator's duration, seconds (0 when none ran).
        package var duration: Double
        /// Every event, in order.
        package var events: [EventLog.Event]
        /// Number of frames run.
        package var frames: Int
        /// True when the run hit `maxDuration` before going idle.
        package var timedOut: Bool
        /// For a timed-out run: the likely reason it never ended, in words.
        package var stall: String?

        /// A result made of its parts.
        package init(
            outcome: Outcome, duration: Double, events: [EventLog.Event], frames: Int, timedOut: Bool,
            stall: String? = nil
        ) {
            self.outcome = outcome
            self.duration = duration
            self.events = events
            self.frames = frames
            self.timedOut = timedOut
            self.stall = stall
        }
    }

    /// What the transition is doing now, for a status line.
    package struct Status: Hashable, Sendable {
        /// Its phase.
        package var phase: TransitionPhase
        /// Its progress, 0…1.
        package var progress: Double
        /// The interaction driving it (or configured): `none`, `pan`, `keyboard`, a plugin's id.
        package var interaction: String
        /// The animator's duration, seconds, once a transition has started.
        package var duration: Double?

        /// A status made of its parts.
        package init(phase: TransitionPhase, progress: Double, interaction: String, duration: Double?) {
            self.phase = phase
            self.progress = progress
            self.interaction = interaction
            self.duration = duration
        }
    }

    /// The configuration.
    package let config: SessionConfiguration
    private let engine = AnimationEngine()
    private let log = EventLog()
    private let bridge: PluginBridge
    private let runner: TransitionRunner
    private let scene: TransitionScene
    private let animator: PluginAnimator
    /// The interaction plugin attached for the whole run, if any.
    private let pluginInteraction: PluginInteraction?
    /// The interaction that adopts a transition the live controls grab.
    private let keyboard = PercentDrivenInteractiveTransition(displayName: "keyboard")
    /// The pinch, with `--interaction pinch`.
    private let pinch: PinchInteraction?
    /// A collection's layout plugins (kept alive for the run).
    private let layouts: (from: PluginLayout, to: PluginLayout)?
    private var begun = false
    /// True once a frame went over the frame budget (reported once per run, not per frame).
    private var reportedOverBudget = false

    /// Loads the configured plugins and builds the scene. `clock` drives the frames (a virtual
    /// clock at `config.fps` by default; a display link for live playback).
    package init(config: SessionConfiguration, clock: FrameClock? = nil) throws(PluginInstanceError) {
        self.config = config
        // Before any plugin code of the run: its random numbers start from the seed.
        PluginRandomness.begin(seed: config.seed)
        bridge = PluginBridge(engine: engine, log: log)
        animator = try PluginAnimator(
            plugin: try config.animator.load().get(), parameters: config.animator.parameters, bridge: bridge)
        if case let .plugin(choice) = config.interaction {
            pluginInteraction = try PluginInteraction(
                plugin: try choice.load().get(), parameters: choice.parameters, bridge: bridge)
        } else {
            pluginInteraction = nil
        }
        if config.container == .collection, let from = config.layout, let to = config.toLayout {
            layouts = (
                try PluginLayout(plugin: try from.load().get(), parameters: from.parameters, bridge: bridge),
                try PluginLayout(plugin: try to.load().get(), parameters: to.parameters, bridge: bridge)
            )
        } else {
            layouts = nil
        }
        pinch = config.interaction == .pinch ? PinchInteraction() : nil
        let s = TransitionScene.make(
            config, engine: engine, log: log, animator: animator, interaction: pluginInteraction ?? pinch,
            layouts: layouts.map { ($0.from, $0.to) })
        scene = s
        runner = TransitionRunner(
            engine: engine, clock: clock ?? VirtualClock(fps: config.fps), log: log, input: config.input)
        runner.willRunFrame = { CallMonitor.frame($0.index, time: $0.time) }
        runner.activeTransition = { [unowned s] in s.host.currentTransition }
        if let pinch {
            // The pinch starts the configured transition itself, forwards when the fingers spread.
            pinch.opensOnSpread = config.container == .modal ? !config.dismiss : config.to > config.from
            pinch.onBegin = { [unowned s] _ in s.begin() }
            runner.interaction = pinch
        }
        if let pi = pluginInteraction {
            runner.interaction = pi
            s.host.panObserver = { [unowned s, unowned pi] e in pi.handle(e, context: s.host.currentTransition) }
            // The plugin also gets the raw presses (taps).
            runner.pointerTarget = InputEvent.forwardingPresses(
                to: { [unowned s, unowned pi] in pi.handle($0, context: s.host.currentTransition) },
                around: { [unowned s] in s.host.handlePointer($0) })
        } else {
            runner.pointerTarget = { [unowned s] in s.host.handlePointer($0) }
        }
        log.clear()
    }

    // MARK: Running

    /// Starts the transition (unless the pan starts it), then runs frames until idle or
    /// `maxDuration`, calling `onFrame` after each (frame 0 shows the state at the start).
    @discardableResult
    package func run(onFrame: (Frame) -> Void = { _ in }) -> Result {
        let maxFrames = Int((config.maxDuration * runner.clock.framesPerSecond).rounded(.up))
        var frames = 0
        var timedOut = true
        while frames < maxFrames {
            onFrame(step())
            frames += 1
            if isIdle {
                timedOut = false
                break
            }
        }
        return result(frames: frames, timedOut: timedOut)
    }

    /// Runs one frame (starting the transition before the first).
    package func step() -> Frame {
        if !begun {
            begun = true
            if !config.interaction.startsTheTransition { scene.begin() }
        }
        let tick = runner.step()
        var dropped = 0
        let render = RenderModel.evaluate(scene.host.rootView, dropped: &dropped)
        if dropped > 0 && !reportedOverBudget {
            // The scene is the plugins' doing: name them, once, so the log stays small.
            reportedOverBudget = true
            log.record(
                .diagnostic,
                "\(scenePlugins): frame \(tick.index) holds more than the \(FrameBudget.maximumFrameBytes >> 20) MiB a frame's render model may take; \(dropped) item\(dropped == 1 ? " was" : "s were") left out of it (and items of any later frame over the budget); make fewer views, shorter titles or simpler paths"
            )
        }
        return Frame(index: tick.index, time: tick.time, progress: progress, render: render)
    }

    /// The plugins that build the scene, for a diagnostic: the animator and, when there is
    /// one, the interaction plugin.
    private var scenePlugins: String {
        var ids = [config.animator.id]
        if case let .plugin(choice) = config.interaction, choice.id != config.animator.id { ids.append(choice.id) }
        return ids.count == 1 ? "plugin \(ids[0])" : "plugins \(ids.joined(separator: ", "))"
    }

    /// What drives the interactive transition, for a diagnostic: `plugin ID` for an
    /// interaction plugin, else the host's pan or pinch.
    private var interactionName: String {
        switch config.interaction {
        case .plugin(let choice): return "plugin \(choice.id)"
        case .pan: return "the container's pan"
        case .pinch: return "the pinch"
        case .none: return "the interaction"
        }
    }

    /// True when nothing more will happen: no transition, no input, nothing animating.
    package var isIdle: Bool { runner.isIdle }

    /// The result so far.
    package func result(frames: Int, timedOut: Bool) -> Result {
        let ctx = scene.host.lastTransition
        let outcome: Outcome =
            ctx.map { $0.hasEnded ? ($0.transitionWasCancelled ? .cancelled : .completed) : .none } ?? .none
        return Result(
            outcome: outcome, duration: ctx?.duration ?? 0, events: log.events, frames: frames, timedOut: timedOut,
            stall: timedOut ? stallReason : nil)
    }

    /// Why a run that reached `maxDuration` has not ended, as far as the session can tell.
    var stallReason: String {
        let limit = "in \(Rounding.format(config.maxDuration)) s (--max-duration)"
        if let c = scene.host.currentTransition {
            if c.isInteractive {
                // Without input nothing can move an interaction that waits for a gesture (one the
                // app drives included): say how to give it one.
                let noInput =
                    config.input.isEmpty
                    ? "; no input reached it: give one with --gesture, e.g. --gesture \"press 300 400; move -200 0 over 0.4; release\""
                    : ""
                return
                    "\(interactionName) never released the transition: it was still held at \(Int((c.percentComplete * 100).rounded())) % \(limit); an interaction controller must finish or cancel it\(noInput)"
            }
            if case .completing? = c.driver?.state, let speed = c.driver?.completionSpeed, speed < 0.05 {
                return
                    "\(interactionName) set the completion speed \(speed), so small that the transition cannot finish \(limit); the interaction controller must return a completion speed within 0.1…10 (1 = the transition's own pace)"
            }
            // A limit shorter than the transition itself (or than its length plus the
            // watchdog's margin) stops the run before the animator or the watchdog could end
            // it: say which limit, not that the animator failed.
            let own = c.duration, margin = config.watchdogMargin,
                needed = Rounding.format(c.duration + config.watchdogMargin)
            if own >= config.maxDuration {
                return
                    "--max-duration \(Rounding.format(config.maxDuration)) s is shorter than the transition's own length (\(Rounding.format(own)) s, the animator's transitionDuration), so the run stopped before it could end; raise --max-duration (above \(needed) s leaves room for the watchdog)"
            }
            if own + margin >= config.maxDuration {
                return
                    "the animator did not complete the transition within its own length (\(Rounding.format(own)) s), and --max-duration \(Rounding.format(config.maxDuration)) s ends the run before the watchdog would (\(Rounding.format(margin)) s later, at \(needed) s); raise --max-duration above \(needed) s to see the watchdog end it"
            }
            return
                "the animator never completed the transition \(limit) and the watchdog did not end it (is --watchdog very long?)"
        }
        if scene.host.lastTransition?.hasEnded == true && !engine.isIdle {
            return
                "the transition ended, but animations kept running \(limit): a completion of \(scenePlugins) keeps starting animations after completeTransition"
        }
        if runner.hasPendingInput {
            return "the scripted input lasts longer than \(Rounding.format(config.maxDuration)) s (--max-duration)"
        }
        return "the run did not go idle \(limit): \(scenePlugins) kept something running"
    }

    // MARK: What it is doing

    /// The transition shown: the running one, else the last one.
    private var context: TransitionContext? { scene.host.currentTransition ?? scene.host.lastTransition }

    /// The transition's progress, 0…1 (1 or 0 once it has completed or been cancelled).
    package var progress: Double {
        guard let c = context else { return 0 }
        return c.isCompleted ? (c.transitionWasCancelled ? 0 : 1) : c.percentComplete
    }

    /// The transition's phase, progress and driver now.
    package var status: Status {
        Status(
            phase: TransitionPhase(context), progress: progress,
            interaction: context?.interactionController?.displayName ?? config.interaction.name,
            duration: context?.duration)
    }

    /// The animator's duration for a transition that has not started yet (for progress bars),
    /// seconds.
    package var expectedDuration: Double { animator.transitionDuration(using: nil) }

    /// The diagnostics recorded so far (refused plugin calls, watchdog endings, ...).
    package var diagnostics: [String] { log.diagnostics }

    // MARK: Live control

    /// Feeds a raw pointer input to the scene's pan now (live input, e.g. a mouse drag in
    /// `play`), and its presses to an interaction plugin, as scripted input is fed; scripted
    /// input goes through the configuration instead.
    package func handlePointer(_ input: ScriptedInput) { runner.pointerTarget?(input) }

    /// Grabs the transition if needed and moves its progress by `delta` (clamped to 0…1). A
    /// running transition is paused (`pauseInteractiveTransition()`), or adopted by a keyboard
    /// interaction when it has no interaction controller; a pan- or pinch-driven session that
    /// has not started yet starts the configured transition and grabs it at 0.
    package func scrub(by delta: Double) {
        if context == nil && config.interaction.startsTheTransition {
            begun = true
            scene.begin()
        }
        guard let c = scene.host.currentTransition, !c.isCompleted else { return }
        if !c.isInteractive {
            if c.interactionController == nil { c.adopt(keyboard) } else { c.pauseInteractiveTransition() }
        }
        guard c.isInteractive else { return }
        c.updateInteractiveTransition(min(1, max(0, c.percentComplete + delta)))
    }

    /// Lets go of a held transition: finishes above `threshold`, else cancels.
    package func release(threshold: Double) {
        guard let c = scene.host.currentTransition, !c.isCompleted, c.isInteractive else { return }
        if c.percentComplete > threshold { c.finishInteractiveTransition() } else { c.cancelInteractiveTransition() }
    }

    /// A named signal (e.g. `pinch` with the scale, from the mouse wheel in `play`) for the
    /// attached interaction (the pinch or a plugin), as scripted signals are delivered.
    package func sendSignal(_ name: String, value: Double, at time: Double) {
        runner.interaction?.handle(
            InputEvent(.signal(name: name, value: value), time: time), context: scene.host.currentTransition)
    }

    /// A key pressed and released, for the interaction plugin (if there is one).
    package func pressKey(_ code: Int32, at time: Double) {
        guard let interaction = runner.interaction else { return }
        interaction.handle(InputEvent(.key(.began, key: code), time: time), context: scene.host.currentTransition)
        interaction.handle(InputEvent(.key(.ended, key: code), time: time), context: scene.host.currentTransition)
    }
}
