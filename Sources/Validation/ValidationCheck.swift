import CAnimatorABI
import Foundation
import AnimationCore
import HostContainer
import PluginRuntime
import ProcessSupport
import TextFormat

/// One check of the validator: a name (stable, for `--only`/`--skip` and reports), what it
/// verifies, where it runs (``Scope``), and its body, which runs in a child process of its own
/// against a freshly loaded plugin (except `file`, which runs no plugin code and runs in the
/// parent).
package struct ValidationCheck: Sendable {
    /// Where a check runs: the scenarios are about transitions, so a check that runs none has
    /// no scenario, and a check about the plugin's whole lifetime needs only one.
    package enum Scope: Sendable {
        /// No transition of the plugin's (file, handshake, descriptor): no scenario.
        case plugin
        /// The plugin's lifetime over many transitions or events (lifecycle, event-fuzz,
        /// completion-speed, memory): once, in the first scenario chosen.
        case firstScenario
        /// One transition's contract: once in every scenario chosen.
        case everyScenario
    }

    /// Stable name.
    package let name: String
    /// One line: what it verifies.
    package let summary: String
    /// The one kind of plugin it applies to (nil: every plugin).
    let only: PluginKind?
    /// Where it runs.
    package let scope: Scope
    /// The check; a helper that finds a problem early throws it.
    let body: @Sendable (LoadedPlugin, CheckRun) throws(CheckResult) -> CheckResult

    init(
        _ name: String, _ summary: String, only: PluginKind? = nil, scope: Scope,
        body: @escaping @Sendable (LoadedPlugin, CheckRun) throws(CheckResult) -> CheckResult
    ) {
        self.name = name
        self.summary = summary
        self.only = only
        self.scope = scope
        self.body = body
    }

    /// One of an animator's transition contracts: animators only, once in every scenario.
    static func animatorContract(
        _ name: String, _ summary: String,
        _ body: @escaping @Sendable (LoadedPlugin, CheckRun) throws(CheckResult) -> CheckResult
    ) -> ValidationCheck {
        ValidationCheck(name, summary, only: .animator, scope: .everyScenario, body: body)
    }

    /// Runs the check on `plugin`. A failure whose transitions completed without the animator
    /// adding the to view is marked (``CheckResult/missedToView``), so the validator can try
    /// the check where there is no to view.
    func run(_ plugin: LoadedPlugin, _ run: CheckRun) -> CheckResult {
        var r: CheckResult
        do { r = try body(plugin, run) } catch { r = error }
        r.missedToView = r.status == .fail && run.missedToView
        return r
    }

    /// The scenarios the check runs in when `scenarios` are chosen (`[nil]`: it runs once, in none).
    func scenarios(_ scenarios: [ValidationScenario]) -> [ValidationScenario?] {
        switch scope {
        case .plugin: return [nil]
        case .firstScenario: return [scenarios.first ?? ValidationScenario.defaults[0]]
        case .everyScenario: return scenarios
        }
    }

    /// Every check, in the order they run.
    package static let all: [ValidationCheck] = [
        ValidationCheck(
            "file", "regular .so file, safe ownership and permissions, ELF for this machine (no plugin code runs)",
            scope: .plugin
        ) { _, _ in
            .pass("checked before loading")
        },
        ValidationCheck("handshake", "entry symbol, ABI major/minor, descriptor size", scope: .plugin) { p, _ in
            .pass("ABI \(p.info.abiMajor).\(p.info.abiMinor), descriptor of \(p.descriptor.pointee.struct_size) bytes")
        },
        ValidationCheck(
            "descriptor", "id grammar, strings present and UTF-8, semver, vtables, parameters well-formed",
            scope: .plugin, body: Checks.descriptor),
        ValidationCheck(
            "lifecycle", "create and destroy 50 times, and with every parameter at its minimum, maximum and default",
            scope: .firstScenario, body: Checks.lifecycle),
        .animatorContract(
            "duration", "transitionDuration finite, 0 or more (0 warned), at most 60 s, the same for the same context",
            Checks.duration),
        .animatorContract(
            "completes", "animateTransition completes exactly once, in time, in every direction, with no refused calls",
            Checks.completes),
        .animatorContract(
            "odd-sizes", "completes in tiny, huge, non-square and zero-width containers without NaN", Checks.oddSizes),
        .animatorContract(
            "invariants", "the views end where the scenario wants them, nothing left behind, appearance balanced",
            Checks.invariants),
        .animatorContract(
            "settles",
            "nothing keeps animating after completeTransition: the host is idle within \(Rounding.format(Checks.settleLimit)) s",
            Checks.settles),
        .animatorContract(
            "interactive", "scrubbed forwards and back through the percent-driven driver, then finished",
            Checks.interactive),
        .animatorContract(
            "cancel-restores",
            "a cancelled interactive transition leaves every property and the hierarchy as they were",
            Checks.cancelRestores),
        .animatorContract(
            "no-nan", "no NaN or infinite value ever set on or shown by a view", Checks.noNaN),
        .animatorContract(
            "animation-ended", "animationEnded called once, after completion, with the right flag",
            Checks.animationEnded),
        .animatorContract(
            "outside-container", "nothing outside the container view touched", Checks.outsideContainer),
        .animatorContract(
            "determinism", "the same frames for the same input, twice (compared frame by frame by digest)",
            Checks.determinism),
        ValidationCheck(
            "event-fuzz", "events in any order never crash and never leave a transition running", only: .interaction,
            scope: .firstScenario, body: Checks.eventFuzz),
        ValidationCheck(
            "releases",
            "every drag the controller follows (across, up, down; long and short) ends the transition within \(Rounding.format(Checks.releaseLimit)) s of its release",
            only: .interaction, scope: .firstScenario, body: Checks.releases),
        ValidationCheck(
            "completion-speed",
            "completion_speed within \(Rounding.format(Checks.completionSpeeds.lowerBound))...\(Rounding.format(Checks.completionSpeeds.upperBound)); a finish and a cancel from halfway end",
            only: .interaction, scope: .firstScenario, body: Checks.completionSpeed),
        ValidationCheck(
            "layout",
            "layouts: the right number of items, all finite, the same twice, for 0, 1, 3 and 10,000 items in tiny, odd and zero sizes, several sections",
            only: .layout, scope: .plugin, body: Checks.layout),
        ValidationCheck(
            "layout-transition",
            "a layout-to-layout push from a grid to the layout and the pop back end exactly at each one's attributes; a push cancelled halfway restores every item",
            only: .layout, scope: .plugin, body: Checks.layoutTransition),
        ValidationCheck(
            "memory", "no memory growth over 200 transitions (for a layout: 200 layouts of 100 items)",
            scope: .firstScenario, body: Checks.memory)
    ]

    /// Whether the check applies to a plugin, and why not.
    func skipReason(_ info: PluginInfo) -> String? {
        skipReason(animator: info.isAnimator, interaction: info.isInteraction, layout: info.isLayout)
    }

    /// Whether the check applies to a plugin of these kinds, and why not.
    func skipReason(animator: Bool, interaction: Bool, layout: Bool = false) -> String? {
        guard let only else { return nil }
        let provides =
            switch only {
            case .animator: animator
            case .interaction: interaction
            case .layout: layout
            }
        return provides ? nil : "not \(only.withArticle) plugin"
    }
}

/// What a check body gets — the seed of the randomized checks and the scenario its transitions
/// run in — and what its transitions showed beyond the verdict.
final class CheckRun {
    /// The seed (`--seed`): the same seed repeats a randomized check exactly.
    let seed: UInt64
    /// Where the check's transitions run.
    let scenario: ValidationScenario
    /// `--single-section`: layouts are laid out in one section (``layoutContexts``).
    let singleSection: Bool
    /// True once a transition of the check completed without the animator adding the to view.
    private(set) var missedToView = false
    /// `--after`: the paired presenting plugin whose presentation precedes each dismissal
    /// stage's runs (see ``ValidationStage/playPrelude(_:)``); nil: none.
    let prelude: LoadedPlugin?

    init(seed: UInt64, scenario: ValidationScenario, singleSection: Bool = false, prelude: LoadedPlugin? = nil) {
        self.seed = seed
        self.scenario = scenario
        self.singleSection = singleSection
        self.prelude = prelude
    }

    /// The contexts a layout is checked in: ``Checks/layoutContexts``, or with
    /// `--single-section` each context's items in one section (none: one empty section).
    var layoutContexts: [CollectionLayoutContext] {
        guard singleSection else { return Checks.layoutContexts }
        return Checks.layoutContexts.map {
            CollectionLayoutContext(size: $0.size, sections: [$0.sections.reduce(0, +)])
        }
    }

    /// A fresh stage in the check's scenario, whose runs report back here.
    func stage(size: Size = Checks.phone) -> ValidationStage {
        // Each stage's plugin code draws the same random numbers (the seed's), so two runs of
        // a shatter animator match, as two runs with the same `--seed` do.
        PluginRandomness.begin(seed: seed)
        let stage = ValidationStage(scenario: scenario, size: size, prelude: prelude.map(Checks.preludeAnimator))
        stage.onRun = { [unowned self] r in if r.missedToView { self.missedToView = true } }
        return stage
    }
}

/// The check bodies, and their thresholds.
enum Checks {
    /// The size of the stage most checks use (a phone in portrait).
    static let phone = Size(width: 390, height: 844)

    /// Seconds of frames after a transition ended within which the host must be idle (nothing
    /// animating, anywhere, and no completion waiting). Nothing a transition does should run
    /// past its `completeTransition` — the `invariants` check already fails an animation left on
    /// a view in the window 2 frames after the end — so 5 s is generous; a completion that
    /// starts another animation, forever, never gets there. Bounded: at most 300 frames.
    static let settleLimit = 5.0

    /// The completion speeds an interaction controller may return. A finish or cancel from a
    /// percent p takes (1 − p or p) × duration ÷ speed: at 0.1 the rest of a 1 s transition
    /// takes up to 10 s, which a person already takes for a hang; below it the completion is a
    /// stall (5e-324 makes it ~1e323 s, and the host's watchdog waits just as long). Above 10 a
    /// 1 s transition completes within 3 frames — a jump, which is allowed but reported as a
    /// warning. The host itself refuses only what is not a positive finite number
    /// (`PluginInteraction.completionSpeed` reports it and uses 1).
    static let completionSpeeds = 0.1...10.0

    /// An animator instance of `p` on `stage` with `params`.
    static func animator(_ p: LoadedPlugin, _ stage: ValidationStage, _ params: [String] = []) throws(CheckResult)
        -> PluginAnimator
    {
        do {
            let values = try ParameterValues(plugin: p.info, assignments: params)
            return try PluginAnimator(plugin: p, parameters: values, bridge: stage.bridge)
        } catch {
            throw .fail("could not create an animator instance: \(error)")
        }
    }

    /// A fresh stage of `size` in `c`'s scenario with an animator instance of `p` on it.
    static func staged(_ p: LoadedPlugin, _ c: CheckRun, size: Size = phone) throws(CheckResult) -> (
        ValidationStage, PluginAnimator
    ) {
        let stage = c.stage(size: size)
        return (stage, try animator(p, stage))
    }

    /// One transition of `p` on a fresh stage, left to complete, or (`cancel`) driven to 40 %
    /// at frame 2 and cancelled at frame 4; the stage and the run.
    static func completedOrCancelled(_ p: LoadedPlugin, _ c: CheckRun, cancel: Bool) throws(CheckResult) -> (
        ValidationStage, ValidationStage.Run
    ) {
        let (stage, a) = try staged(p, c)
        let driver = PercentDrivenInteractiveTransition(displayName: "validator")
        let r = stage.run(animator: a, interaction: cancel ? driver : nil, maxSeconds: 70) { _, frame in
            if cancel && frame == 2 { driver.update(0.4) }
            if cancel && frame == 4 { driver.cancel() }
        }
        return (stage, r)
    }

    /// A warning when a run meant to be cancelled at `cancelFrame` ended completed before it:
    /// its animations took no time, so the cancel never reached it and whether it restores on
    /// cancel is untested. Not a failure: it is what an animator does whose animation block
    /// changed nothing — on iOS as here — and in a ported file that is mostly because every view
    /// it animates is one its app sets (a nil here) or a stand-in that ran its work at once.
    static func endedBeforeCancel(_ r: ValidationStage.Run, cancelFrame: Int) -> CheckResult? {
        guard r.ended, !r.context.transitionWasCancelled, r.frameCount <= cancelFrame else { return nil }
        return .warning(
            "the transition completed after \(r.frameCount) frame(s), before the interaction cancelled it (at frame \(cancelFrame)): its animations took no time (an animation block that changed nothing — often every view it animates was nil — or a completion called at once), so cancelling was not tested; on iOS too an interactive transition whose animations take no time ends at once — animate the views the context hands out over transitionDuration and complete with transitionContext.completeTransition(!transitionContext.transitionWasCancelled)"
        )
    }

    static func diagnosticsText(_ d: [String]) -> String {
        d.prefix(3).joined(separator: "; ") + (d.count > 3 ? " (and \(d.count - 3) more)" : "")
    }

    static func descriptor(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        var notes: [String] = []
        if BuiltInPlugins.all.contains(where: { $0.info.id == p.info.id }) && !p.isBuiltIn {
            return .fail(
                "its id \"\(p.info.id)\" is taken by a plugin built into the host, which always wins; rename it")
        }
        if p.info.summary.count > 120 {
            notes.append("its summary is \(p.info.summary.count) characters; keep it to one line (≤ 120)")
        }
        if p.descriptor.pointee.get_extension != nil {
            let answer = p.descriptor.pointee.get_extension!("validator.nonexistent/1")
            if answer != nil {
                return .fail(
                    "get_extension answers a made-up id (\"validator.nonexistent/1\"); return NULL for ids you do not support"
                )
            }
        }
        let summary =
            "id \(p.info.id), version \(p.info.version), \(p.info.kindsText), \(p.info.parameters.count) parameter(s)"
        return notes.isEmpty ? .pass(summary) : .warning(summary + "; " + notes.joined(separator: "; "))
    }

    /// Every parameter at each of its extreme values (the others at their defaults).
    static func variants(_ info: PluginInfo) -> [[String]] {
        var out: [[String]] = [[]]
        for par in info.parameters {
            switch par.kind {
            case let .number(lo, hi):
                out.append(["\(par.name)=\(lo)"])
                out.append(["\(par.name)=\(hi)"])
            case .bool:
                out.append(["\(par.name)=true"])
                out.append(["\(par.name)=false"])
            case .choice(let c):
                out += c.map { ["\(par.name)=\($0)"] }
            }
        }
        return out
    }

    static func lifecycle(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        let stage = c.stage()
        for _ in 0..<50 {
            do {
                let v = try ParameterValues(plugin: p.info, assignments: [])
                if p.info.isAnimator { _ = try PluginAnimator(plugin: p, parameters: v, bridge: stage.bridge) }
                if p.info.isInteraction { _ = try PluginInteraction(plugin: p, parameters: v, bridge: stage.bridge) }
                if p.info.isLayout { _ = try PluginLayout(plugin: p, parameters: v, bridge: stage.bridge) }
            } catch {
                return .fail("create failed with the default parameters: \(error)")
            }
        }
        let vs = variants(p.info)
        for v in vs {
            do {
                let values = try ParameterValues(plugin: p.info, assignments: v)
                if p.info.isAnimator {
                    let a = try PluginAnimator(plugin: p, parameters: values, bridge: stage.bridge)
                    if !v.isEmpty {
                        let run = c.stage()
                        let a2 = try PluginAnimator(plugin: p, parameters: values, bridge: run.bridge)
                        let r = run.run(animator: a2, maxSeconds: 70)
                        if !r.ended || !r.diagnostics.isEmpty {
                            return .fail(
                                "with --param \(v.joined(separator: " ")): the transition \(r.ended ? "ran but" : "did not end;") \(diagnosticsText(r.diagnostics))"
                            )
                        }
                    }
                    _ = a
                }
                if p.info.isInteraction {
                    _ = try PluginInteraction(plugin: p, parameters: values, bridge: stage.bridge)
                }
                if p.info.isLayout {
                    let l = try PluginLayout(plugin: p, parameters: values, bridge: stage.bridge)
                    // The defaults are the `layout` check's; here, each extreme.
                    if !v.isEmpty, let problem = Checks.layoutProblem(l, stage, c.layoutContexts) {
                        return .fail("with --param \(v.joined(separator: " ")): \(problem)")
                    }
                }
            } catch {
                return .fail("create failed with --param \(v.joined(separator: " ")): \(error)")
            }
        }
        return .pass("50 create/destroy cycles, and \(vs.count - 1) parameter extremes")
    }

    static func duration(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        let (stage, a) = try staged(p, c)
        let noContext = a.transitionDuration(using: nil)
        var values: [Double] = [noContext]
        final class Probe: AnimatedTransitioning {
            var durations: [Double] = []
            let inner: PluginAnimator
            init(_ i: PluginAnimator) { inner = i }
            var displayName: String { inner.displayName }
            func transitionDuration(using c: TransitionContext?) -> Double {
                let d = inner.transitionDuration(using: c), again = inner.transitionDuration(using: c)
                durations += [d, again]
                return d
            }
            func animateTransition(using c: TransitionContext) { inner.animateTransition(using: c) }
            func animationEnded(_ done: Bool) { inner.animationEnded(done) }
        }
        let probe = Probe(a)
        _ = stage.run(animator: probe, maxSeconds: 70)
        values += probe.durations
        for d in values {
            if !d.isFinite { return .fail("transitionDuration returned \(d); return a finite number of seconds") }
            if d < 0 {
                return .fail(
                    "transitionDuration returned \(d); it must be 0 or more (0: a transition without animation)")
            }
            if d > 60 { return .fail("transitionDuration returned \(d) s; more than 60 s is not a transition") }
        }
        if probe.durations.count >= 2 && probe.durations[0] != probe.durations[1] {
            return .fail(
                "transitionDuration returned \(probe.durations[0]) then \(probe.durations[1]) for the same context; it must not change"
            )
        }
        if probe.durations.contains(0) { return .warning(zeroDurationNote) }
        if noContext == 0 {
            // UIKit may ask without a context (an estimate); a transition runs with one.
            return .warning(
                "transitionDuration(using: nil) returned 0 and, with the transition's context, \(Rounding.format(values.last ?? 0)) s: legal on iOS (0 means no animation), but UIKit may ask without a context for the length of the animations (a navigation bar's, a coordinator's alongside work), which then run in no time; return the same seconds without a context"
            )
        }
        return .pass("\(Rounding.format(values.last ?? noContext)) s")
    }

    static func completes(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        var notes: [String] = []
        var late: [String] = []
        for (dir, right) in c.scenario.directions {
            let (stage, a) = try staged(p, c)
            let r = stage.run(animator: a, goingRight: right, maxSeconds: 70)
            if !r.ended {
                return .fail(
                    "\(dir): the transition never ended; call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) once when the animation ends (every path, including a guard that returns early)"
                )
            }
            if let w = r.diagnostics.first(where: { $0.contains("watchdog") }) { return .fail("\(dir): \(w)") }
            if r.completeCalls != 1 {
                return .fail("\(dir): completeTransition was called \(r.completeCalls) times; call it exactly once")
            }
            if !r.diagnostics.isEmpty { return .fail("\(dir): \(diagnosticsText(r.diagnostics))") }
            if r.context.transitionWasCancelled { return .fail("\(dir): a non-interactive transition ended cancelled") }
            notes.append("\(dir) in \(Rounding.format(r.seconds, quantum: 0.001)) s")
            if r.seconds > r.context.duration + 0.5 {
                late.append(
                    "\(dir) it ran \(Rounding.format(r.seconds, quantum: 0.001)) s, but its transitionDuration is \(Rounding.format(r.context.duration, quantum: 0.001)) s"
                )
            }
        }
        if !late.isEmpty {
            return .warning(
                "\(notes.joined(separator: ", ")); \(late.joined(separator: "; ")): its animation outlasts the duration it declares (legal on iOS for a transition no gesture drives; a percent-driven interaction scrubs over transitionDuration and would end early) — return the animation's length from transitionDuration"
            )
        }
        return .pass(notes.joined(separator: ", "))
    }

    static func oddSizes(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        // The largest is the largest screen iOS runs on (a 13-inch iPad in landscape, in
        // points): animators whose work grows with the area (one snapshot per 10-point tile)
        // are right to take it, and a made-up 4096 × 4096 timed out ported files that run on
        // every device.
        let sizes = [
            Size(width: 2, height: 2), Size(width: 1376, height: 1032), Size(width: 900, height: 120),
            Size(width: 0, height: 600)
        ]
        for s in sizes {
            let (r, bad) = try runWatchingNonFinite(p, c, size: s)
            let label = "in a \(Rounding.format(s.width))×\(Rounding.format(s.height)) container"
            if !r.ended { return .fail("\(label): the transition never ended") }
            if !r.diagnostics.isEmpty { return .fail("\(label): \(diagnosticsText(r.diagnostics))") }
            if let bad { return .fail("\(label): \(bad)") }
        }
        return .pass("2×2, 1376×1032, 900×120 and 0×600")
    }

    /// The first view of `f` that shows a non-finite value, as a sentence.
    static func firstNonFinite(_ f: RenderFrame) -> String? {
        for item in f.items where !(item.alpha.isFinite && item.corners.allSatisfy(\.isFinite)) {
            return
                "view \(item.title ?? "#\(item.id)") shows a non-finite value at t = \(Rounding.format(f.time, quantum: 0.001)) s"
        }
        return nil
    }

    /// After a completed transition the views end where the scenario wants them, nothing the
    /// animator added is left behind or still animating, and the appearance callbacks came as
    /// UIKit sends them. Every problem is reported, not just the first: a plugin author fixes
    /// them in one round.
    static func invariants(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        let (stage, a) = try staged(p, c)
        // modal-dismiss-full-screen: where the presenting view is while it is in the
        // container (the dismissal's end returns it to the window), and the frames it was not
        // there with nothing of its size standing in for it.
        var lastFrame: Rect?
        var uncovered = 0
        var running: TransitionContext?
        let r = stage.run(
            animator: a, maxSeconds: 70, drive: { context, _ in running = context },
            afterFrame: { _ in
                if stage.to.view.isDescendant(of: stage.container) {
                    lastFrame = untransformedFrame(stage.to.view.layer.model)
                } else if running?.hasEnded == false, !hasStandIn(stage) {
                    // The frame that ended the dismissal shows the window, not the container.
                    uncovered += 1
                }
            })
        guard r.ended else { return .fail("the transition never ended") }
        if c.scenario == .modalPresentFullScreen { return fullScreenPresentInvariants(stage, r) }
        if c.scenario.presents { return modalPresentInvariants(stage, r) }
        var problems: [String]
        let expected: [String]
        switch c.scenario {
        case .modalDismissFullScreen:
            problems = fullScreenDismissalProblems(stage, r, lastFrame: lastFrame, uncovered: uncovered)
            expected = fullScreenDismissAppearance
        case .customContainer:
            problems = presentedViewProblems(stage, r)
            expected = [
                "From.viewWillDisappear(animated: true)", "To.viewWillAppear(animated: true)",
                "From.viewDidDisappear(animated: true)", "To.viewDidAppear(animated: true)"
            ]
        case .modalDismiss, .modalPresent, .modalPresentInContainer, .modalPresentFullScreen:
            problems = presentingViewProblems(stage, presenting: stage.to.view, "To", dismissal: true)
            expected = ["From.viewWillDisappear(animated: true)", "From.viewDidDisappear(animated: true)"]
        }
        // Before leftBehindProblems, which may let follow-up animations end.
        let followUp = followUpWarning(stage, r)
        problems += leftBehindProblems(stage, c.scenario, r)
        let appearance = r.context.log.texts([.appearance])
        if !Checks.sameCallbacksPerController(appearance, expected) {
            problems.append("appearance callbacks were \(appearance), expected \(expected)")
        }
        let done =
            c.scenario == .modalDismissFullScreen
            ? (r.presenterNeverAdded
                ? "presenting view never put in the container, and a view of its size stood in for it on every frame; the dismissal's end returned it to the window, as UIKit does; dismissed view removed, nothing left behind"
                : "presenting view added \(lastFrame == nil ? "as the dismissal ended (a view of its size stood in for it until then)" : "at its final frame") and back in the window, dismissed view removed, nothing left behind")
            : c.scenario == .modalDismiss
                ? "presenting view untouched, dismissed view removed, nothing left behind"
                : "to view in place, from view removed, nothing left behind"
        guard problems.isEmpty else { return .fail(problems.joined(separator: "; ")) }
        let left = dismissalLeftovers(stage, r)
        let notes = [left, followUp].compactMap { $0 }
        let checked = left == nil ? done : done.replacingOccurrences(of: ", nothing left behind", with: "")
        return notes.isEmpty ? .pass(done) : .warning(([checked] + notes).joined(separator: "; "))
    }

    /// ``invariants(_:_:)`` in the custom container: the container still in the window, the to
    /// view in it at its final frame with no transform and full alpha, the from view removed.
    static func presentedViewProblems(_ stage: ValidationStage, _ r: ValidationStage.Run) -> [String] {
        var problems: [String] = []
        if stage.container.superview !== stage.root {
            problems.append("the container view was removed from the window; never remove the container")
        }
        if stage.to.view.superview !== stage.container {
            problems.append("the to view is not in the container at the end; add it with containerView.addSubview")
        }
        let final = r.context.finalFrame(for: stage.to)
        let f = stage.to.view.layer.model.frame
        if abs(f.minX - final.minX) > 1e-6 || abs(f.minY - final.minY) > 1e-6 || abs(f.width - final.width) > 1e-6
            || abs(f.height - final.height) > 1e-6
        {
            problems.append(
                "the to view ends at \(f), not at its final frame \(final)\(partialFrameHint(f, final: final, in: stage.container.bounds))"
            )
        }
        if !stage.to.view.transform.isIdentity {
            let t = stage.to.view.transform
            // `CGAffineTransform()` is all zeros on iOS, not the identity: a common slip.
            let zeros =
                t.determinant == 0 && t.a == 0 && t.d == 0
                ? " (a transform of all zeros: `CGAffineTransform()` is not the identity on iOS either — write `.identity`)"
                : ""
            problems.append("the to view ends with transform \(t); reset it to identity\(zeros)")
        }
        if stage.to.view.alpha != 1 {
            problems.append("the to view ends with alpha \(Rounding.format(stage.to.view.alpha))")
        }
        if stage.from.view.superview != nil { problems.append("the from view is still in a hierarchy") }
        return problems
    }

    /// ``invariants(_:_:)`` in a modal dismissal or presentation: the presenting view (`title`)
    /// is not handed out (view(forKey: .to) is nil in a dismissal, .from in a presentation), so
    /// it must end exactly as it was, in the window, filling it; a dismissal's dismissed view
    /// removed.
    static func presentingViewProblems(
        _ stage: ValidationStage, presenting: View, _ title: String, dismissal: Bool
    ) -> [String] {
        var problems: [String] = []
        let alone =
            dismissal
            ? "; view(forKey: .to) is nil in a custom dismissal: leave the presenting view alone"
            : "; view(forKey: .from) is nil in a custom presentation: leave the presenting view alone"
        if presenting.superview !== stage.root {
            // The mistake in a custom dismissal is what a full-screen one asks for.
            let fullScreen =
                dismissal
                ? " (if your app presents it with a full-screen style, UIKit hands that view out and the animator must add it: validate with --scenario modal-dismiss-full-screen)"
                : ""
            problems.append("the presenting view (\(title)) is no longer in the window\(alone)\(fullScreen)")
        }
        if presenting.layer.model.frame != stage.root.bounds {
            problems.append(
                "the presenting view (\(title)) ends at \(presenting.layer.model.frame), not where it was (\(stage.root.bounds))\(alone)"
            )
        }
        if !presenting.transform.isIdentity {
            problems.append("the presenting view (\(title)) ends with transform \(presenting.transform)\(alone)")
        }
        if presenting.alpha != 1 {
            problems.append(
                "the presenting view (\(title)) ends with alpha \(Rounding.format(presenting.alpha))\(alone)")
        }
        if dismissal, stage.from.view.superview != nil {
            problems.append("the dismissed view (From) is still in a hierarchy")
        }
        return problems
    }

    /// ``invariants(_:_:)`` in any scenario: views the animator added and left in the
    /// container, animations still running, and animations kept past their end that show
    /// something the model does not hold.
    /// The views the animator added to the container and left there: all but the view that
    /// belongs there (none once a dismissal's container is gone), and, after an `--after`
    /// prelude, what the presentation left there and the dismissal did not add.
    static func leftoverViews(_ stage: ValidationStage, _ scenario: ValidationScenario, _ run: ValidationStage.Run)
        -> [View]
    {
        let prelude = stage.preludeRun == nil ? [] : Set(run.subviewsBefore)
        return stage.container.subviews.filter {
            (scenario.dismisses || $0 !== stage.to.view) && !prelude.contains($0.id)
        }
    }

    /// The warning about views a completed modal dismissal left in its container, or nil: on
    /// iOS UIKit takes the dismissal's container (the presentation's, or the transition view
    /// of a full-screen one) out of the window when the dismissal completes, with everything in
    /// it, so nothing of them shows — but a cancelled dismissal keeps the container, so they
    /// must go in the completion (`cancel-restores` fails one that leaves them then).
    static func dismissalLeftovers(_ stage: ValidationStage, _ run: ValidationStage.Run) -> String? {
        guard stage.scenario.dismisses else { return nil }
        let left = leftoverViews(stage, stage.scenario, run)
        guard !left.isEmpty else { return nil }
        return
            "\(left.count) view(s) left in the container after the completed dismissal (\(left.map { $0.title ?? "#\($0.id)" }.joined(separator: ", "))): UIKit removes a dismissal's container with everything in it, so nothing shows — remove them in the completion anyway, since a cancelled dismissal keeps them on screen"
    }

    static func leftBehindProblems(_ stage: ValidationStage, _ scenario: ValidationScenario, _ run: ValidationStage.Run)
        -> [String]
    {
        var problems: [String] = []
        // What is left in the container besides the view that belongs there (none once a
        // dismissal's container is gone) was added by the animator and not removed. A
        // presentation's container lives as long as the presentation: what the animator
        // leaves there (a dimming or backdrop view it takes away when dismissing) is allowed.
        // After an `--after` prelude, what the presentation left there and the dismissal did
        // not add is the presentation's: on iOS it goes with the container.
        // A completed modal dismissal's container goes with everything in it (see
        // ``dismissalLeftovers(_:_:)``): what is left there is a warning, not a problem.
        var leftovers = leftoverViews(stage, scenario, run)
        // The host's dimming view is the stand-in presentation controller's: its fade runs
        // alongside for the transition's duration whatever the animator does (on iOS such
        // coordinator animations run and end with the transition), so it is never the plugin's.
        let animated = stage.root.subtree.filter { v in
            !stage.isHostChrome(v) && v.layer.runningAnimations.contains { !isFollowUp($0, on: v.layer, run) }
        }
        // A follow-up the completion started may take them away when it ends (Pokedex's
        // presenting animator fades the to view in after completeTransition and removes its
        // copies in that fade's completion, held-out 44): on iOS they are gone a moment later.
        // Those that a follow-up's end removes are no leftovers; the follow-up is warned of.
        // Only when nothing but follow-ups runs, so the checks below see what they would have.
        if !leftovers.isEmpty, !scenario.presents, !scenario.dismisses, animated.isEmpty,
            followUpWarning(stage, run) != nil, stage.settle(maxSeconds: settleLimit) != nil
        {
            leftovers = leftoverViews(stage, scenario, run)
        }
        if !leftovers.isEmpty, !scenario.presents, !scenario.dismisses {
            problems.append(
                "\(leftovers.count) view(s) left in the container (snapshots?); remove the views you add in the animation's completion (snapshot.removeFromSuperview()) before completeTransition"
            )
        }
        if !animated.isEmpty {
            problems.append(
                "animations still running after completeTransition on \(animated.map { $0.title ?? "#\($0.id)" }.joined(separator: ", ")) (\(animated.flatMap { $0.layer.runningAnimationKeys.map(\.rawValue) }.joined(separator: ", "))); complete the transition when they end"
            )
        }
        // An animation kept past its end is harmless while it shows what the model holds; one
        // that shows something else leaves the view looking unlike its model for good.
        let masking = stage.root.subtree.filter { v in
            v.layer.presentation != v.layer.model && !v.layer.heldAnimations.isEmpty
        }
        if !masking.isEmpty {
            problems.append(
                "an animation kept past its end (isRemovedOnCompletion = false) on \(masking.map { $0.title ?? "#\($0.id)" }.joined(separator: ", ")) shows a value its model does not have; set the model to the end value, or let the animation be removed"
            )
        }
        return problems
    }

    /// After a completed and a cancelled transition the host must go idle within
    /// ``settleLimit``: an animator whose completion keeps starting animations (or leaves a
    /// repeating one, on any view, in the window or not) never lets it.
    static func settles(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        var notes: [String] = []
        for cancel in [false, true] {
            let (stage, r) = try completedOrCancelled(p, c, cancel: cancel)
            let what = cancel ? "a cancelled transition" : "a completed transition"
            guard r.ended else { return .fail("\(what) never ended") }
            guard let seconds = stage.settle(maxSeconds: settleLimit) else {
                let engine = stage.engine
                let running = engine.runningAnimationCount
                let busy =
                    running > 0
                    ? "\(running) animation(s) still running on \(engine.animatedLayerCount) view(s) (a repeating animation, or a completion that starts the next one)"
                    : "nothing moves, but an animation block's completion is queued every frame (a completion that starts another animation block, again and again)"
                return .fail(
                    "the host was still busy \(Rounding.format(settleLimit)) s after \(what) ended: \(busy); nothing may keep animating after completeTransition — finish every animation, then call completeTransition once, and start nothing from a completion after it"
                )
            }
            notes.append(
                "\(cancel ? "cancelled" : "completed"): idle \(Rounding.format(seconds, quantum: 0.001)) s after the end"
            )
        }
        return .pass(notes.joined(separator: ", "))
    }

    /// The `duration` check's warning for a duration of 0: legal, and what it leaves untested.
    static let zeroDurationNote =
        "transitionDuration returned 0: a transition without animation, legal on iOS (it ends as soon as the animator completes it); a percent-driven interaction has nothing to scrub in it, so the interactive check cannot test scrubbing, and cancel-restores and animation-ended cannot test a cancel when it completes before the cancel comes (each says so); return the seconds your animations take if it animates"

    static func interactive(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        let (stage, a) = try staged(p, c)
        let driver = PercentDrivenInteractiveTransition(displayName: "validator")
        var at30: RenderFrame?, at70: RenderFrame?
        let r = stage.run(animator: a, interaction: driver, maxSeconds: 70) { _, frame in
            switch frame {
            case 5: driver.update(0.3)
            case 10: driver.update(0.7)
            case 15: driver.update(0.2)
            case 20: driver.finish()
            default: break
            }
            if frame == 7 { at30 = RenderModel.evaluate(stage.root) }
            if frame == 12 { at70 = RenderModel.evaluate(stage.root) }
        }
        guard r.ended else { return .fail("the interactive transition never ended after finish()") }
        if !r.diagnostics.isEmpty { return .fail(diagnosticsText(r.diagnostics)) }
        if r.context.transitionWasCancelled {
            return .fail("the transition ended cancelled although the interaction finished it")
        }
        if r.context.duration == 0 {
            return .warning(
                "transitionDuration is 0 (a transition without animation): there is nothing to scrub, so scrubbing was not tested; the interactive transition ended, completed, after \(r.frameCount) frame(s)"
            )
        }
        if let a = at30, let b = at70, a.items == b.items {
            return .warning(
                "the views looked the same at 30% and 70%: the animator's changes do not follow the percent — animate with the host's animation API (UIView.animate and friends) so the transition can be scrubbed"
            )
        }
        return .pass("scrubbed to 30%, 70%, 20%, then finished")
    }

    static func cancelRestores(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        let (stage, a) = try staged(p, c)
        let driver = PercentDrivenInteractiveTransition(displayName: "validator")
        let r = stage.run(animator: a, interaction: driver, maxSeconds: 70) { _, frame in
            if frame == 3 { driver.update(0.5) }
            if frame == 6 { driver.cancel() }
        }
        guard r.ended else { return .fail("the cancelled transition never ended") }
        if let early = endedBeforeCancel(r, cancelFrame: 6) { return early }
        if !r.context.transitionWasCancelled {
            return .fail(
                "the transition ended completed although it was cancelled; complete with transitionContext.completeTransition(!transitionContext.transitionWasCancelled), not completeTransition(true)"
            )
        }
        if !r.diagnostics.isEmpty { return .fail(diagnosticsText(r.diagnostics)) }
        let moved = movedIntoWindowOnCancel(stage, r)
        var changed: [String] = []
        for (id, (state, title)) in r.before where !moved.contains(id) {
            guard let (now, nowTitle) = r.after[id] else { continue }
            if now != state || nowTitle != title { changed.append(title ?? "#\(id)") }
        }
        if r.subviewsAfter != r.subviewsBefore.filter({ !moved.contains($0) }) {
            changed.append(
                "the container's subviews \(r.subviewsBefore) became \(r.subviewsAfter)\(addedOnCancelHint(r))\(presenterTakenOnCancelHint(stage, r))"
            )
        }
        if changed.isEmpty && !moved.isEmpty {
            return .warning(
                movedIntoWindowWarning(r.subviewsBefore.filter(moved.contains).map { r.before[$0]?.1 ?? "#\($0)" }))
        }
        return changed.isEmpty
            ? .pass("every property and the hierarchy as before")
            : .fail("after the cancel these differ from before the transition: \(changed.joined(separator: ", "))")
    }

    /// One transition of `p` on a fresh stage of `size`, and the first non-finite value a frame
    /// of it drew (nil: none), for `odd-sizes` and `no-nan`.
    static func runWatchingNonFinite(_ p: LoadedPlugin, _ c: CheckRun, size: Size = phone) throws(CheckResult) -> (
        ValidationStage.Run, String?
    ) {
        let (stage, a) = try staged(p, c, size: size)
        var bad: String?
        let r = stage.run(
            animator: a, maxSeconds: 70,
            afterFrame: { _ in
                if bad == nil { bad = firstNonFinite(RenderModel.evaluate(stage.root)) }
            })
        return (r, bad)
    }

    static func noNaN(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        let (r, bad) = try runWatchingNonFinite(p, c)
        if let d = r.diagnostics.first(where: { $0.contains("non-finite") || $0.contains("NaN") }) { return .fail(d) }
        if let bad { return .fail(bad) }
        return .pass("\(r.frameCount) frames, all finite")
    }

    static func animationEnded(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        for cancel in [false, true] {
            let (_, r) = try completedOrCancelled(p, c, cancel: cancel)
            guard r.ended else { return .fail("the transition never ended") }
            if cancel, let early = endedBeforeCancel(r, cancelFrame: 4) { return early }
            if r.animationEnded != [!cancel] {
                return .fail(
                    "animationEnded was called \(r.animationEnded) for a \(cancel ? "cancelled" : "completed") transition; expected [\(!cancel)]"
                )
            }
        }
        return .pass("once, true when completed and false when cancelled")
    }

    static func outsideContainer(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        let (stage, a) = try staged(p, c)
        let r = stage.run(animator: a, maxSeconds: 70)
        guard r.ended else { return .fail("the transition never ended") }
        if !r.touchedOutside.isEmpty {
            if let restored = presentingViewRestored(stage, r) ?? presenterLeftShowingResult(stage, r) {
                return restored
            }
            let presenting =
                c.scenario == .modalDismiss
                ? " (in a custom dismissal the presenting view, To, stays outside the container and view(forKey: .to) is nil: leave it alone)"
                : c.scenario.presentsCustom
                    ? " (in a custom presentation the presenting view, From, stays outside the container and view(forKey: .from) is nil: leave it alone)"
                    : ""
            return .fail(
                "it changed view(s) outside the container: \(r.touchedOutside.map { $0.title ?? "#\($0.id)" }.joined(separator: ", ")); animate only the container and the views the context hands out\(presenting)"
            )
        }
        return .pass("nothing outside the container changed")
    }

    /// Two runs of the same transition must show the same frames. Each frame is reduced to a
    /// ``FrameDigest`` of the view tree as it is shown, so the check holds two lists of 24-byte
    /// digests, not two lists of frames: 100,000 views × 61 frames × 2 runs of render items
    /// was 3.5 GB, which the 4 GiB address-space limit of the check's process (or its time
    /// limit, evaluating them) turned into a false crash or timeout.
    static func determinism(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        var runs: [[FrameDigest]] = []
        for _ in 0..<2 {
            let (stage, a) = try staged(p, c)
            var digests: [FrameDigest] = []
            _ = stage.run(animator: a, maxSeconds: 70, afterFrame: { _ in digests.append(FrameDigest(stage.root)) })
            runs.append(digests)
        }
        if runs[0].count != runs[1].count {
            return .fail("two identical runs took \(runs[0].count) and \(runs[1].count) frames")
        }
        for (i, (f0, f1)) in zip(runs[0], runs[1]).enumerated() where f0 != f1 {
            let views = f0.viewCount != f1.viewCount ? " (\(f0.viewCount) views shown, then \(f1.viewCount))" : ""
            return .fail(
                "two identical runs differ at frame \(i) (t = \(Rounding.format(f0.time, quantum: 0.001)) s)\(views); do not use the wall clock or state kept from one run to the next (random numbers are seeded in the sandbox, not with --in-process)"
            )
        }
        return .pass("\(runs[0].count) identical frames")
    }

    static func eventFuzz(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        var rng = SeededRandom(seed: c.seed)
        let stage = c.stage()
        let (interaction, animator) = try interactionWithDefaultAnimator(p, stage)
        func randomEvent(_ t: Double) -> InputEvent {
            let phases: [InputEvent.Phase] = [.began, .changed, .ended, .cancelled]
            let p = Point(x: Double.random(in: -50...450, using: &rng), y: Double.random(in: -50...900, using: &rng))
            switch Int.random(in: 0..<5, using: &rng) {
            case 0:
                return InputEvent(
                    .pointer(
                        phases.randomElement(using: &rng)!, location: p, translation: p - Point(x: 200, y: 400),
                        velocity: Point(x: Double.random(in: -3000...3000, using: &rng), y: 0)), time: t)
            case 1:
                return InputEvent(
                    .key(
                        [.began, .ended].randomElement(using: &rng)!,
                        key: [KeyCode.left, KeyCode.right, KeyCode.return, KeyCode.escape, KeyCode.space, 97]
                            .randomElement(using: &rng)!), time: t)
            // Signal names include the SDK's pinch recognizer's, with any value.
            case 2:
                return InputEvent(
                    .signal(
                        name: ["fuzz", "pinch", "pinch-end"].randomElement(using: &rng)!,
                        value: Double.random(in: -1e6...1e6, using: &rng)), time: t)
            // Presses (taps) in any order: an up without a down, two downs.
            case 3: return InputEvent(.press(phases.randomElement(using: &rng)!, location: p), time: t)
            default: return InputEvent(.tick(delta: Double.random(in: 0...0.2, using: &rng)), time: t)
            }
        }
        // Without a transition.
        for i in 0..<100 { interaction.handle(randomEvent(Double(i) / 60), context: nil) }
        stage.log.clear()
        // During a transition, then the host lets it run; if still running after 5 s of ticks the
        // host cancels it, and it must end.
        var t = 0.0
        let r = stage.run(animator: animator, interaction: interaction, maxSeconds: 30) { ctx, frame in
            t = Double(frame) / 60
            if frame < 120 {
                for _ in 0..<Int.random(in: 0...3, using: &rng) { interaction.handle(randomEvent(t), context: ctx) }
            }
            interaction.handle(InputEvent(.tick(delta: 1.0 / 60), time: t), context: ctx)
            if frame == 420 && !ctx.isCompleted { ctx.cancelInteractiveTransition() }
        }
        if !r.ended {
            // A completion that crawls is the completion speed's fault, not the driving's.
            if let speed = r.context.driver?.completionSpeed, speed < completionSpeeds.lowerBound {
                return .fail(
                    "the transition was still running 30 s after it started: its finish or cancel runs at completion_speed \(speed), so it practically never ends; return a completion speed of at least \(Rounding.format(completionSpeeds.lowerBound)) (1 = the transition's own pace)"
                )
            }
            return .fail(
                "the transition was still running 30 s after it started, even after the host cancelled it at 7 s; after finish or cancel, stop driving it"
            )
        }
        // Calls the host refused (a bad handle, a call on a context that has ended) fail.
        let refused = r.diagnostics.filter { $0.contains("plugin \(p.info.id)") }
        if !refused.isEmpty {
            return .fail("it made calls the host refused: \(diagnosticsText(refused))")
        }
        // Driving calls after its interaction ended, while the transition completes (a second
        // gesture's `finish()` during the first's cancel animation): UIKit ignores them, as the
        // host does, and nothing on screen differs, so they warn rather than fail.
        let late = r.diagnostics.filter { $0.contains("ignored") }
        // After the transition: events with no context.
        for i in 0..<100 { interaction.handle(randomEvent(t + Double(i) / 60), context: nil) }
        let done =
            "\(100 + 100) events without a transition and up to 360 during one (seed \(c.seed)); the transition ended"
        guard late.isEmpty else {
            return .warning(
                "\(done); but it kept driving the transition after it had finished or cancelled it, which UIKit ignores as the host did: \(diagnosticsText(late)); keep a flag set from finish() or cancel() until the next startInteractiveTransition and drive nothing while it is set"
            )
        }
        return .pass(done)
    }

    /// An instance of interaction plugin `p` and one of the built-in default animator for it
    /// to drive, on `stage`.
    static func interactionWithDefaultAnimator(_ p: LoadedPlugin, _ stage: ValidationStage) throws(CheckResult) -> (
        PluginInteraction, PluginAnimator
    ) {
        do {
            let interaction = try PluginInteraction(
                plugin: p, parameters: try ParameterValues(plugin: p.info, assignments: []), bridge: stage.bridge)
            let d = BuiltInPlugins.defaultAnimator
            let animator = try PluginAnimator(
                plugin: d, parameters: try ParameterValues(plugin: d.info, assignments: []), bridge: stage.bridge)
            return (interaction, animator)
        } catch {
            throw .fail("could not create an instance: \(error)")
        }
    }

    /// The interaction's completion speed, read as the host reads it: on a fresh instance, and
    /// when the host itself finishes and cancels a transition from 50 % (where the value counts).
    /// A speed below ``completionSpeeds`` fails — the run stops as soon as the host has read it,
    /// so the check never waits for the crawl —, one above it is a warning, one the host refuses
    /// (not a positive finite number) fails with the host's own words.
    static func completionSpeed(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        /// Forwards to the plugin and keeps every completion speed the host reads.
        final class SpeedProbe: InteractiveTransitioning {
            let inner: PluginInteraction
            var speeds: [Double] = []
            init(_ inner: PluginInteraction) { self.inner = inner }
            var displayName: String { inner.displayName }
            func startInteractiveTransition(_ context: TransitionContext) { inner.startInteractiveTransition(context) }
            var completionSpeed: Double {
                let s = inner.completionSpeed
                speeds.append(s)
                return s
            }
            var completionCurve: AnimationCurve { inner.completionCurve }
            var wantsInteractiveStart: Bool { inner.wantsInteractiveStart }
            func handle(_ event: InputEvent, context: TransitionContext?) { inner.handle(event, context: context) }
        }
        let range = completionSpeeds
        let advice =
            "return a speed within \(Rounding.format(range.lowerBound))...\(Rounding.format(range.upperBound)) (1 = the transition's own pace, 0.5 takes twice as long)"
        func tooSlow(_ s: Double, _ when: String) -> CheckResult {
            let seconds = 0.5 / s
            let takes =
                seconds.isFinite
                ? "\(Rounding.format(seconds, quantum: seconds < 1e6 ? 0.1 : 1)) s"
                : "more seconds than a double can count (over 1e308)"
            return .fail(
                "completion_speed returned \(s) \(when): finishing the second half of a 1 s transition would take \(takes) — to a user the transition never ends; \(advice)"
            )
        }
        let stage = c.stage()
        let (interaction, _) = try interactionWithDefaultAnimator(p, stage)
        let fresh = interaction.completionSpeed
        if let refused = stage.log.diagnostics.first(where: { $0.contains("completion_speed") }) {
            return .fail("\(refused) (on a fresh instance); \(advice)")
        }
        if fresh < range.lowerBound { return tooSlow(fresh, "on a fresh instance") }
        var read: [Double] = [fresh]
        for forward in [true, false] {
            let stage = c.stage()
            let (plugin, animator) = try interactionWithDefaultAnimator(p, stage)
            let probe = SpeedProbe(plugin)
            let duration = animator.transitionDuration(using: nil)
            let what =
                forward ? "when the host finished a transition at 50 %" : "when the host cancelled a transition at 50 %"
            // An accepted speed ends the rest within half the duration ÷ the slowest speed.
            let bound = 0.1 + 0.5 * duration / range.lowerBound + 1
            let r = stage.run(
                animator: animator, interaction: probe, maxSeconds: bound,
                drive: { ctx, frame in
                    if frame == 2 {
                        if !ctx.isInteractive { ctx.pauseInteractiveTransition() }
                        ctx.updateInteractiveTransition(0.5)
                    }
                    if frame == 4 {
                        if forward { ctx.finishInteractiveTransition() } else { ctx.cancelInteractiveTransition() }
                    }
                }, stop: { probe.speeds.contains { $0 < range.lowerBound } })
            if let refused = r.diagnostics.first(where: { $0.contains("completion_speed") }) {
                return .fail("\(refused) (\(what)); \(advice)")
            }
            if let slow = probe.speeds.first(where: { $0 < range.lowerBound }) { return tooSlow(slow, what) }
            if !r.ended {
                return .fail(
                    "the transition did not end within \(Rounding.format(bound)) s \(what) (completion speeds read: \(probe.speeds.map { Rounding.format($0) }.joined(separator: ", "))); after a finish or cancel, stop driving the transition"
                )
            }
            read += probe.speeds
        }
        if let fast = read.first(where: { $0 > range.upperBound }) {
            return .warning(
                "completion_speed returned \(Rounding.format(fast)): a 1 s transition would finish within \(Rounding.format(60 / fast, quantum: 0.1)) frames — a jump, not an animation; \(advice)"
            )
        }
        let values = Array(Set(read.map { Rounding.format($0) })).sorted()
        return .pass("completion speed \(values.joined(separator: ", ")); a finish and a cancel from 50 % ended")
    }

    /// The contexts a layout is checked in: no items, one, a few over sections (one empty),
    /// 10,000; zero, tiny, odd and phone sizes.
    static let layoutContexts: [CollectionLayoutContext] = [
        CollectionLayoutContext(size: Size(width: 0, height: 0), sections: [0]),
        CollectionLayoutContext(size: Size(width: 0, height: 300), sections: [1]),
        CollectionLayoutContext(size: Size(width: 1, height: 1), sections: [1]),
        CollectionLayoutContext(size: Size(width: 37, height: 1001), sections: [3, 0, 7]),
        CollectionLayoutContext(size: Size(width: 390, height: 844), sections: []),
        CollectionLayoutContext(size: Size(width: 390, height: 844), sections: [10_000])
    ]

    /// What is wrong with `l`'s layouts, or nil: a refused layout (the diagnostics say why),
    /// a wrong item count or path, or a different result for the same context.
    static func layoutProblem(_ l: PluginLayout, _ stage: ValidationStage, _ contexts: [CollectionLayoutContext])
        -> String?
    {
        for ctx in contexts {
            let before = stage.log.diagnostics.count
            let a = l.prepare(ctx), b = l.prepare(ctx)
            let what =
                "\(Rounding.format(ctx.size.width)) × \(Rounding.format(ctx.size.height)), sections \(ctx.sections)"
            let new = stage.log.diagnostics.dropFirst(before)
            if let d = new.first { return "\(what): \(d)" }
            guard a.items.map(\.count) == ctx.sections.map({ max(0, $0) }) else {
                return "\(what): \(a.items.map(\.count)) items instead of \(ctx.sections)"
            }
            guard a == b else { return "\(what): a second layout of the same context differs" }
        }
        return nil
    }

    static func layout(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        let stage = c.stage()
        do {
            let l = try PluginLayout(
                plugin: p, parameters: try ParameterValues(plugin: p.info, assignments: []), bridge: stage.bridge)
            if let problem = layoutProblem(l, stage, c.layoutContexts) { return .fail(problem) }
        } catch { return .fail("create failed with the default parameters: \(error)") }
        return .pass(
            "\(layoutContexts.count) contexts, up to 10,000 items\(c.singleSection ? " in one section (--single-section)" : ""), each laid out twice alike"
        )
    }

    static func memory(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        func cycle() -> String? {
            let stage = c.stage(size: Size(width: 200, height: 300))
            do {
                let values = try ParameterValues(plugin: p.info, assignments: [])
                if p.info.isAnimator {
                    let a = try PluginAnimator(plugin: p, parameters: values, bridge: stage.bridge)
                    let r = stage.run(animator: a, maxSeconds: 70)
                    if !r.ended { return "a transition never ended" }
                } else if p.info.isLayout && !p.info.isInteraction {
                    let l = try PluginLayout(plugin: p, parameters: values, bridge: stage.bridge)
                    _ = l.prepare(CollectionLayoutContext(size: Size(width: 200, height: 300), sections: [100]))
                } else {
                    let i = try PluginInteraction(plugin: p, parameters: values, bridge: stage.bridge)
                    for k in 0..<60 { i.handle(InputEvent(.tick(delta: 1.0 / 60), time: Double(k) / 60), context: nil) }
                }
            } catch { return "\(error)" }
            return nil
        }
        // A transition of seconds with hundreds of animated layers (Apple's checkerboard) takes
        // a good part of a second here: the cycles stop at a time budget, well inside the
        // check's timeout, but never before ``memoryMinimumCycles`` measured ones.
        let clock = ContinuousClock()
        let warmUp = clock.now
        for k in 0..<30 {
            if let e = cycle() { return .fail(e) }
            if k >= 2, clock.now - warmUp > .milliseconds(memoryBudgetSeconds * 250) { break }
        }
        let before = ProcessMemory.residentBytes()
        let start = clock.now
        var n = 0
        while n < 200 {
            if let e = cycle() { return .fail(e) }
            n += 1
            if n >= memoryMinimumCycles, clock.now - start > .seconds(memoryBudgetSeconds) { break }
        }
        let growth = ProcessMemory.residentBytes() - before
        let mib = Double(growth) / 1_048_576
        let over = n == 200 ? "over 200 transitions" : "over \(n) transitions (the check's time budget)"
        if mib > 32 {
            return .fail("resident memory grew by \(Rounding.format(mib, quantum: 0.1)) MiB \(over); something leaks")
        }
        if mib > 4 {
            return .warning("resident memory grew by \(Rounding.format(mib, quantum: 0.1)) MiB \(over)")
        }
        return .pass("\(Rounding.format(mib, quantum: 0.01)) MiB \(over)")
    }

    /// Seconds of measured transitions `memory` runs at most (plus a quarter of it warming up).
    static let memoryBudgetSeconds = 10
    /// The fewest measured transitions `memory` runs, however long each takes.
    static let memoryMinimumCycles = 12
}
