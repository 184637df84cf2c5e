import AnimationCore
import HostContainer
import PluginRuntime

/// A minimal custom container for the validator's checks: a root view (the window), a
/// container view filling it, and two child controllers, with nothing else that could hide
/// what a plugin does. Each ``run(animator:interaction:goingRight:maxSeconds:drive:)`` drives
/// one transition on a 60 fps virtual clock and records what the checks need.
final class ValidationStage {
    let engine = AnimationEngine()
    let log = EventLog()
    let bridge: PluginBridge
    let size: Size
    let root: View
    let container: View
    let from: ViewController
    let to: ViewController
    /// Runs the frames, as in every other run: the transition, then the engine.
    let runner: TransitionRunner

    /// What one transition did.
    struct Run {
        var context: TransitionContext
        /// Frames from the start until the transition ended (or the time limit).
        var frames: [RenderFrame]
        /// True when the transition ended.
        var ended: Bool
        /// Diagnostics recorded during the run.
        var diagnostics: [String]
        /// `completeTransition` calls recorded (one expected).
        var completeCalls: Int
        /// `animationEnded` calls recorded, with their flag.
        var animationEnded: [Bool]
        /// Layers outside the container (and not created during the run) whose properties changed.
        var touchedOutside: [Layer]
        /// States of every layer under the root before and after.
        var before: [Int: (LayerState, String?)], after: [Int: (LayerState, String?)]
        /// The container's subview ids before and after.
        var subviewsBefore: [Int], subviewsAfter: [Int]
        /// Seconds of virtual time from the start to the end.
        var seconds: Double
    }

    init(size: Size) {
        self.size = size
        bridge = PluginBridge(engine: engine, log: log)
        root = View(engine: engine, frame: Rect(origin: .zero, size: size), title: "window", backgroundColor: .black)
        container = View(engine: engine, frame: Rect(origin: .zero, size: size), title: "container", backgroundColor: Color(rgb: 0x1C1C1E))
        try? root.addSubview(container)
        from = ViewController(title: "From", color: Color(rgb: 0xFF3B30), engine: engine, log: log)
        to = ViewController(title: "To", color: Color(rgb: 0x34C759), engine: engine, log: log)
        from.view.frame = container.bounds
        try? container.addSubview(from.view)
        runner = TransitionRunner(engine: engine, clock: VirtualClock(fps: 60), log: log)
        runner.willRunFrame = { CallMonitor.frame($0.index, time: $0.time) }
    }

    /// Every layer under the root, with its state and title.
    func states() -> [Int: (LayerState, String?)] {
        var out: [Int: (LayerState, String?)] = [:]
        for v in root.subtree { out[v.id] = (v.layer.model, v.title) }
        return out
    }

    /// Runs one transition from `from` to `to`. `drive(context, frame)` is called before each
    /// frame (to scrub, finish, cancel).
    func run(animator: AnimatedTransitioning, interaction: InteractiveTransitioning? = nil, goingRight: Bool = true,
             maxSeconds: Double = 12, watchdogMargin: Double = 0.5, drive: ((TransitionContext, Int) -> Void)? = nil) -> Run {
        log.clear()
        let context = makeContext(animator: animator, interaction: interaction, goingRight: goingRight, watchdogMargin: watchdogMargin)
        let before = states()
        let subviewsBefore = container.subviews.map(\.id)
        var touched: [Int: Layer] = [:]
        let token = watchOutsideContainer { touched[$0.id] = $0 }
        defer { engine.removeChangeObserver(token) }
        runner.activeTransition = { [unowned context] in context.hasEnded ? nil : context }
        let start = runner.lastTick.map { $0.time + 1 / runner.clock.framesPerSecond } ?? 0
        context.start()
        var frames: [RenderFrame] = []
        let limit = Int(maxSeconds * runner.clock.framesPerSecond)
        while !context.hasEnded && frames.count < limit {
            drive?(context, frames.count)
            runner.step()
            frames.append(RenderModel.evaluate(root))
        }
        // Let completions that the end triggered run, and animations left behind show up.
        for _ in 0..<2 { runner.step() }
        let texts = log.texts()
        let completeCalls = texts.filter { $0.hasPrefix("completeTransition(") }.count
            + texts.filter { $0.contains("called completeTransition(") && $0.contains("again") }.count
        return Run(context: context, frames: frames, ended: context.hasEnded, diagnostics: log.diagnostics, completeCalls: completeCalls,
                   animationEnded: texts.compactMap { t in t.hasSuffix(".animationEnded(true)") ? true : (t.hasSuffix(".animationEnded(false)") ? false : nil) },
                   touchedOutside: Array(touched.values), before: before, after: states(),
                   subviewsBefore: subviewsBefore, subviewsAfter: container.subviews.map(\.id), seconds: (runner.lastTick?.time ?? 0) - start)
    }

    /// A transition from `from` to `to` sliding by the container's width, whose completion
    /// does the container's hierarchy work.
    private func makeContext(animator: AnimatedTransitioning, interaction: InteractiveTransitioning?, goingRight: Bool,
                             watchdogMargin: Double) -> TransitionContext {
        to.view.frame = container.bounds
        var setup = TransitionSetup.sliding(in: container, from: from, to: to, forward: goingRight)
        setup.watchdogMargin = watchdogMargin
        let context = TransitionContext(setup: setup, animator: animator, interactionController: interaction, log: log)
        let fromView = from.view, toView = to.view
        context.onComplete = { completed in
            if completed { fromView.removeFromSuperview() } else { toView.removeFromSuperview() }
        }
        return context
    }

    /// Calls `touched` for each change to a layer that existed before now and is not under the
    /// container (nor the container itself).
    private func watchOutsideContainer(_ touched: @escaping (Layer) -> Void) -> Int {
        let inside = Set(root.subtree.filter { $0.isDescendant(of: container) }.map(\.id))
        let known = Set(root.subtree.map(\.id))
        let containerID = container.id
        return engine.addChangeObserver { layer in
            guard known.contains(layer.id), !inside.contains(layer.id), layer.id != containerID else { return }
            touched(layer)
        }
    }
}
