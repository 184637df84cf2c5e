import AnimationCore
import HostContainer
import PluginRuntime
import TextFormat

/// The scene of the validator's checks, set up as a ``ValidationScenario`` says, with nothing
/// else that could hide what a plugin does: a root view (the window), the view a transition
/// runs in, and two child controllers. Each ``run(animator:interaction:goingRight:maxSeconds:watchdogMargin:drive:afterFrame:stop:)``
/// drives one transition on a 60 fps virtual clock and records what the checks need — but no
/// frames: a check that looks at frames evaluates the one it needs in `afterFrame`, so a scene
/// of 100,000 views costs one frame of memory, not one per frame of the transition.
///
/// * ``ValidationScenario/customContainer``: a container view filling the window, showing
///   `from`; the transition slides to `to` (both views handed out), and its completion does
///   the container's hierarchy work (removes the from view, or the to view when cancelled).
/// * ``ValidationScenario/modalDismiss``: a ``ModalController`` whose root (`to`, the
///   presenting controller) has presented `from` with the custom style before the first frame;
///   each run dismisses it through the real controller, so the context, the dimming view and
///   the hierarchy work are the host's own.
///   ``ValidationScenario/modalDismissFullScreen``: the same with the full-screen style, whose
///   presentation took the presenting view (`to`) out of the window; the dismissal hands it
///   out but, as in UIKit, leaves adding it to the animator.
/// * ``ValidationScenario/modalPresent``: a ``ModalController`` whose root is `from` (the
///   presenting controller); each run presents `to` with the custom style through the real
///   controller (a completed presentation before it is dismissed first, without animation),
///   so the container view, the dimming view and the appearance callbacks are the host's own.
///   ``ValidationScenario/modalPresentInContainer``: the same, with a presentation controller
///   that puts the presented view in the container at its final frame before the animator runs.
///   ``ValidationScenario/modalPresentFullScreen``: the same with the full-screen style, which
///   moves the presenting view (`from`) into the container, hands it out, and takes it out of
///   the window when the presentation completes.
final class ValidationStage {
    let scenario: ValidationScenario
    let engine = AnimationEngine()
    let log = EventLog()
    let bridge: PluginBridge
    let size: Size
    /// The window.
    let root: View
    /// The view the transition runs in (modal-dismiss: the presentation's container view, which
    /// a completed dismissal takes out of the window; modal-present: the window until a run
    /// starts, then that presentation's container view, which a cancelled presentation takes
    /// out of the window).
    private(set) var container: View
    /// The controller shown at the start (modal-dismiss: the presented one, being dismissed;
    /// modal-present: the presenting one, whose view is not handed out and must be left alone).
    let from: ViewController
    /// The controller shown at the end of a completed transition (modal-dismiss: the presenting
    /// one, whose view is not handed out and must be left alone; modal-present: the presented one).
    let to: ViewController
    /// Runs the frames, as in every other run: the transition, then the engine.
    let runner: TransitionRunner
    /// The modal scenarios: the controller that presents and dismisses.
    private let modal: ModalController?
    /// The host's dimming view of the current presentation (nil: none), which is not the
    /// animator's.
    var dimmingView: View? { modal?.presentationController?.dimmingView }

    /// Whether `view` is the host's own chrome, not the plugin's: the stand-in presentation
    /// controller's dimming view (or a view inside it), whose fade the host runs alongside
    /// every modal transition for the transition's duration.
    func isHostChrome(_ view: View) -> Bool {
        guard let d = dimmingView else { return false }
        return view === d || view.isDescendant(of: d)
    }
    /// The modal scenarios: vends the animator under test for the dismissal or the
    /// presentation (the controller holds its delegate weakly, so the stage keeps it).
    private let vendor = AnimatorVendor()
    /// Told about every run as it ends (a check's ``CheckRun`` collects what the validator
    /// needs beyond the verdict).
    var onRun: ((Run) -> Void)?

    /// What one transition did.
    struct Run {
        var context: TransitionContext
        /// Frames run from the start until the transition ended (or the time limit).
        var frameCount: Int
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

        /// True when the transition completed without the animator putting the to view in the
        /// container: the host added it (and said so in a diagnostic, whose wording this
        /// matches: `TransitionContext.complete`). What a dismissal-only animator does in a
        /// scenario that hands out a to view.
        var missedToView: Bool { diagnostics.contains { $0.contains(ValidationStage.missedToViewDiagnostic) } }

        /// True when a dismissal completed with the presenting view, handed out as the to view,
        /// not in the container: the host returned it to the window, as UIKit does.
        var presenterNeverAdded: Bool {
            context.log.texts([.transition]).contains { $0.contains(ValidationStage.presenterReturnedNote) }
        }
    }

    /// The words of the host's diagnostic for a transition completed without the to view in
    /// the container (see ``Run/missedToView``).
    static let missedToViewDiagnostic = "without putting the to view"

    /// The words of the host's log line for a dismissal completed with the presenting view
    /// (handed out as the to view) out of the container: UIKit, and the host, return it to the
    /// window then (see ``Run/presenterNeverAdded``).
    static let presenterReturnedNote = "was not in the container at completion"

    /// A stage for `scenario` whose window is `size`. `prelude`, in a dismissal scenario, makes
    /// the paired presenting animator (`--after`) that presents `from` before the first run
    /// instead of the validator's own setup (see ``playPrelude(_:)``).
    init(scenario: ValidationScenario, size: Size, prelude: ((PluginBridge) -> AnimatedTransitioning?)? = nil) {
        self.scenario = scenario
        self.size = size
        bridge = PluginBridge(engine: engine, log: log)
        runner = TransitionRunner(engine: engine, clock: VirtualClock(fps: 60), log: log)
        from = ViewController(title: "From", color: Color(rgb: 0xFF3B30), engine: engine, log: log)
        to = ViewController(title: "To", color: Color(rgb: 0x34C759), engine: engine, log: log)
        switch scenario {
        case .customContainer:
            modal = nil
            root = View(
                engine: engine, frame: Rect(origin: .zero, size: size), title: "window", backgroundColor: .black)
            container = View(
                engine: engine, frame: Rect(origin: .zero, size: size), title: "container",
                backgroundColor: Color(rgb: 0x1C1C1E))
            try? root.addSubview(container)
            from.view.frame = container.bounds
            try? container.addSubview(from.view)
        case .modalDismiss, .modalDismissFullScreen:
            let m = ModalController(root: to, size: size, defaultAnimator: SetupAnimator(), engine: engine, log: log)
            m.transitioningDelegate = vendor
            // As UIKit: the animator, not the host, puts the presenting view back.
            m.insertsPresentingViewOnDismiss = false
            // The presentation that sets the dismissal up is not animated and never the
            // plugin's (no animator is asked for it; the vendor would give none): it completes
            // within a frame or two, before any check looks.
            if prelude == nil {
                m.present(from, style: scenario == .modalDismiss ? .custom : .fullScreen, animated: false)
                runner.run(maxFrames: 10) { m.currentTransition == nil }
            }
            modal = m
            root = m.window
            root.title = "window"
            container = m.presentationController?.containerView ?? m.window
        case .modalPresent, .modalPresentInContainer, .modalPresentFullScreen:
            let m = ModalController(root: from, size: size, defaultAnimator: SetupAnimator(), engine: engine, log: log)
            m.transitioningDelegate = vendor
            vendor.presents = true
            vendor.placesPresentedView = scenario == .modalPresentInContainer
            modal = m
            root = m.window
            root.title = "window"
            // No presentation yet: each run's container is made by its presentation.
            container = m.window
        }
        runner.willRunFrame = { CallMonitor.frame($0.index, time: $0.time) }
        if let prelude, scenario.dismisses {
            statesBeforePrelude = states()
            preludeRun = playPrelude(prelude(bridge))
        }
    }

    /// Every layer under the root, with its state and title.
    func states() -> [Int: (LayerState, String?)] {
        var out: [Int: (LayerState, String?)] = [:]
        for v in root.subtree { out[v.id] = (v.layer.model, v.title) }
        return out
    }

    /// How long past its `transitionDuration` a transition may run before the watchdog ends it:
    /// `run`'s default (`--watchdog`'s). UIKit has no watchdog, and real animators often animate
    /// longer than they declare (a keyframe animation of 1 s in a transition of 0.5 s) without
    /// a bug a non-interactive transition shows; `completes` warns when it happens.
    static let watchdogMargin = 2.0

    /// Runs one transition from `from` to `to` (`goingRight` picks the custom container's
    /// direction; a dismissal has one). `drive(context, frame)` is called before each frame (to
    /// scrub, finish, cancel), `afterFrame(frame)` after it (to look at what it shows), and the
    /// run stops early when `stop` says so. At most `maxSeconds` of frames run.
    func run(
        animator: AnimatedTransitioning, interaction: InteractiveTransitioning? = nil, goingRight: Bool = true,
        maxSeconds: Double = 12, watchdogMargin: Double = ValidationStage.watchdogMargin,
        drive: ((TransitionContext, Int) -> Void)? = nil,
        afterFrame: ((Int) -> Void)? = nil, stop: (() -> Bool)? = nil
    ) -> Run {
        if scenario.presents { dismissPresented() }
        log.clear()
        let begin = prepare(
            animator: animator, interaction: interaction, goingRight: goingRight, watchdogMargin: watchdogMargin)
        let before = states()
        // A presentation's container does not exist before it starts: nothing is in it.
        let subviewsBefore = scenario.presents ? [] : container.subviews.map(\.id)
        var touched: [Int: Layer] = [:]
        let token = watchOutsideContainer { touched[$0.id] = $0 }
        defer { engine.removeChangeObserver(token) }
        let start = runner.lastTick.map { $0.time + 1 / runner.clock.framesPerSecond } ?? 0
        let context = begin()
        runner.activeTransition = { [unowned context] in context.hasEnded ? nil : context }
        var frames = 0
        let limit = Int(maxSeconds * runner.clock.framesPerSecond)
        while !context.hasEnded && frames < limit && !(stop?() ?? false) {
            drive?(context, frames)
            runner.step()
            afterFrame?(frames)
            frames += 1
        }
        // Let completions that the end triggered run, and animations left behind show up.
        for _ in 0..<2 { runner.step() }
        let texts = log.texts()
        let completeCalls =
            texts.filter { $0.hasPrefix("completeTransition(") }.count
            + texts.filter { $0.contains("called completeTransition(") && $0.contains("again") }.count
        let run = Run(
            context: context, frameCount: frames, ended: context.hasEnded,
            diagnostics: log.diagnostics.filter { !isLatePreludeCall($0) },
            completeCalls: completeCalls,
            animationEnded: texts.compactMap { t in
                t.hasSuffix(".animationEnded(true)") ? true : (t.hasSuffix(".animationEnded(false)") ? false : nil)
            },
            touchedOutside: Array(touched.values), before: before, after: states(),
            subviewsBefore: subviewsBefore, subviewsAfter: subviewsAfter(),
            seconds: (runner.lastTick?.time ?? 0) - start)
        onRun?(run)
        return run
    }

    /// The container's subview ids after a run: none once a modal presentation's container
    /// has left the window (a cancelled presentation), as before it started.
    private func subviewsAfter() -> [Int] {
        scenario.presents && container.superview == nil ? [] : container.subviews.map(\.id)
    }

    /// modal-present: dismisses, without animation and with the host's own animator, what an
    /// earlier run presented, so that each run presents from the same start.
    private func dismissPresented() {
        guard let modal, modal.presentedViewController != nil else { return }
        modal.dismiss(animated: false)
        runner.run(maxFrames: 10) { modal.currentTransition == nil }
        container = modal.window
    }

    /// `--after`: how the paired presenting animator's presentation went (nil: no prelude).
    private(set) var preludeRun: PreludeRun?
    /// `--after`: every layer's state before the prelude's presentation (nil: no prelude), so
    /// a dismissal that puts back what the presentation changed outside the container (a
    /// card's presenting view, scaled and dimmed) is seen to end as things began.
    private(set) var statesBeforePrelude: [Int: (LayerState, String?)]?
    /// The paired presenting animator, kept for as long as the stage (its presentation's
    /// completions may still reach it).
    private var preludeAnimator: AnimatedTransitioning?
    /// True when the prelude outlasted its limit and the validator ended it.
    private var preludeEndedByValidator = false

    /// A diagnostic about a late call of the prelude's plugin on the presentation the validator
    /// ended (its animation's completion coming during the dismissal): the prelude row's
    /// matter, not the dismissal's.
    private func isLatePreludeCall(_ d: String) -> Bool {
        guard preludeEndedByValidator, let name = preludeAnimator?.displayName else { return false }
        return d.hasPrefix("plugin \(name): ") && d.contains("on a transition that has already ended")
    }

    /// A dismissal's prelude: `animator` (nil: it could not be made) presents `from` as the
    /// app would, animated, on this stage, run to its end — so the dismissal finds what it
    /// left in the container (a snapshot, a dimming view). Nothing is checked; what went wrong
    /// is recorded in the ``PreludeRun``. When it leaves nothing presented (not made, never
    /// ended, cancelled), the validator's own setup presentation presents `from` instead, so
    /// the dismissal still runs.
    private func playPrelude(_ animator: AnimatedTransitioning?) -> PreludeRun {
        guard let modal else { return PreludeRun(name: nil, seconds: 0, ended: false, presented: false) }
        let style: PresentationStyle = scenario == .modalDismiss ? .custom : .fullScreen
        var run = PreludeRun(name: animator?.displayName, seconds: 0, ended: false, presented: false)
        if let animator {
            preludeAnimator = animator
            vendor.presents = true
            vendor.animator = animator
            log.clear()
            let limit = Int(PreludeRun.maxSeconds * runner.clock.framesPerSecond)
            // As the runs': a presentation that never completes is ended by the watchdog.
            modal.watchdogMargin = 0.5
            modal.present(from, style: style, animated: true)
            // The runner drives the context (its watchdog too) as in every run.
            if let context = modal.currentTransition {
                runner.activeTransition = { [unowned context] in context.hasEnded ? nil : context }
            }
            var frames = 0
            while modal.currentTransition != nil && frames < limit {
                runner.step()
                frames += 1
            }
            run.ended = modal.currentTransition == nil
            preludeEndedByValidator = !run.ended
            // One that has not ended (a duration of minutes) is ended here, as the watchdog
            // would, so the dismissal has a presentation to dismiss; the prelude is reported as
            // not having ended.
            modal.currentTransition?.end(
                because:
                    "the --after presentation did not end within \(Rounding.format(PreludeRun.maxSeconds)) s; the validator ended it to dismiss it"
            )
            // Completions the end triggered, as after every run.
            for _ in 0..<2 { runner.step() }
            run.seconds = Double(frames) / runner.clock.framesPerSecond
            run.presented = modal.presentedViewController === from
            run.diagnostics = log.diagnostics
            vendor.presents = false
            vendor.animator = nil
        }
        if run.presented, modal.currentTransition == nil, let c = modal.presentationController?.containerView {
            container = c
            run.left = c.subviews.filter { $0 !== from.view && $0 !== modal.presentationController?.dimmingView }
                .map { $0.title ?? "#\($0.id)" }
            return run
        }
        if modal.currentTransition == nil && modal.presentedViewController == nil {
            modal.present(from, style: style, animated: false)
            runner.run(maxFrames: 10) { modal.currentTransition == nil }
            container = modal.presentationController?.containerView ?? modal.window
            run.fellBack = true
        }
        return run
    }

    /// After a run: frames until nothing animates anywhere (views in the window or not) and no
    /// completion waits, at most `maxSeconds` of them. Returns the seconds it took, or nil when
    /// the engine was still busy at the limit.
    func settle(maxSeconds: Double) -> Double? {
        let limit = Int(maxSeconds * runner.clock.framesPerSecond)
        for frame in 0...limit {
            if engine.isIdle { return Double(frame) / runner.clock.framesPerSecond }
            if frame < limit { runner.step() }
        }
        return nil
    }

    /// Sets up the next transition and returns what starts it (after the caller has recorded
    /// the state before). custom-container: a context sliding by the container's width, whose
    /// completion does the container's hierarchy work. modal-dismiss: the controller's own
    /// dismissal, with `animator` vended for it. modal-present: the controller's own custom
    /// presentation of `to`, likewise.
    private func prepare(
        animator: AnimatedTransitioning, interaction: InteractiveTransitioning?, goingRight: Bool,
        watchdogMargin: Double
    ) -> () -> TransitionContext {
        if let modal, scenario.presents {
            vendor.animator = animator
            modal.watchdogMargin = watchdogMargin
            return {
                modal.present(
                    self.to, style: self.scenario == .modalPresentFullScreen ? .fullScreen : .custom,
                    interaction: interaction)
                // The stage dismissed anything presented before, so the presentation always starts.
                guard let context = modal.lastTransition, context.toViewController === self.to else {
                    preconditionFailure("the validator's modal stage could not present")
                }
                self.container = context.containerView
                return context
            }
        }
        if let modal {
            vendor.animator = animator
            modal.watchdogMargin = watchdogMargin
            return {
                modal.dismiss(interaction: interaction)
                // The stage presented `from` itself, so the dismissal always starts.
                guard let context = modal.lastTransition, context.toViewController === self.to else {
                    preconditionFailure("the validator's modal stage has nothing presented to dismiss")
                }
                return context
            }
        }
        to.view.frame = container.bounds
        var setup = TransitionSetup.sliding(in: container, from: from, to: to, forward: goingRight)
        setup.watchdogMargin = watchdogMargin
        let context = TransitionContext(setup: setup, animator: animator, interactionController: interaction, log: log)
        let fromView = from.view, toView = to.view
        context.onComplete = { completed in
            if completed { fromView.removeFromSuperview() } else { toView.removeFromSuperview() }
        }
        return {
            context.start()
            return context
        }
    }

    /// Calls `touched` for each change to a layer that existed before now and is not under the
    /// container (nor the container itself).
    private func watchOutsideContainer(_ touched: @escaping (Layer) -> Void) -> Int {
        // A presentation's container is made when it starts: every view there now is outside
        // it, but for the presenting view a full-screen presentation moves into it and hands out.
        let inside =
            scenario == .modalPresentFullScreen
            ? Set(from.view.subtree.map(\.id))
            : scenario.presents ? [] : Set(root.subtree.filter { $0.isDescendant(of: container) }.map(\.id))
        let known = Set(root.subtree.map(\.id))
        let containerID = container.id
        return engine.addChangeObserver { layer in
            guard known.contains(layer.id), !inside.contains(layer.id), layer.id != containerID else { return }
            touched(layer)
        }
    }
}

/// The modal stage's transitioning delegate: the animator under test for dismissals
/// (modal-dismiss) or presentations (modal-present), none for the other (the controller then
/// uses its default, ``SetupAnimator``; the stage never animates those).
private final class AnimatorVendor: TransitioningDelegate {
    /// The animator under test.
    var animator: AnimatedTransitioning?
    /// True: the animator is for presentations; false: for dismissals.
    var presents = false
    /// modal-present-in-container: the presentation controller puts the presented view in
    /// the container before the animator runs.
    var placesPresentedView = false

    func animationController(forPresented presented: ViewController, presenting: ViewController)
        -> AnimatedTransitioning?
    { presents ? animator : nil }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        presents ? nil : animator
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController, style: PresentationStyle
    ) -> PresentationController? {
        placesPresentedView
            ? PlacingPresentationController(presented: presented, presenting: presenting, style: style) : nil
    }
}

/// modal-present-in-container's presentation controller: as a sheet library's
/// `UIPresentationController` does in `presentationTransitionWillBegin`, it puts the presented
/// view in the container at its final frame (above the dimming view) before the animator runs.
private final class PlacingPresentationController: PresentationController {
    override func presentationTransitionWillBegin(_ context: TransitionContext) {
        super.presentationTransitionWillBegin(context)
        guard let c = containerView else { return }
        let v = presentedViewController.view
        v.frame = frameOfPresentedViewInContainerView
        try? c.addSubview(v)
    }
}

/// The modal stage's default animator (the controller needs one). It would run the setup
/// presentation only if the context ran an animator for a transition that is not animated —
/// it does not: it places the views itself — so this is the same behaviour, host-side and
/// never the plugin's: the presented view at its final frame, completed on the next frame
/// (not inside `animateTransition`, so the coordinator's alongside work, the dimming view,
/// runs first, as for any animator).
private final class SetupAnimator: AnimatedTransitioning {
    var displayName: String { "validator setup" }
    func transitionDuration(using context: TransitionContext?) -> Double { 0.25 }
    func animateTransition(using context: TransitionContext) {
        if let view = context.view(forKey: .to) {
            try? context.containerView.addSubview(view)
            view.frame = context.finalFrame(for: context.toViewController)
        }
        context.engine.scheduleCompletion(finished: true) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
    func animationEnded(_ transitionCompleted: Bool) {}
}
