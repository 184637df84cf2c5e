import CAnimatorABI
import Foundation
import AnimationCore
import HostContainer
import PluginRuntime
import ProcessSupport
import TextFormat

/// One check of the validator: a name (stable, for `--only`/`--skip` and reports), what it
/// verifies, and its body, which runs in a child process of its own against a freshly loaded
/// plugin (except `file`, which runs no plugin code and runs in the parent).
package struct ValidationCheck {
    /// Stable name.
    package let name: String
    /// One line: what it verifies.
    package let summary: String
    let animatorOnly: Bool
    let interactionOnly: Bool
    /// The check; a helper that finds a problem early throws it.
    let body: (LoadedPlugin, UInt64) throws(CheckResult) -> CheckResult

    /// Runs the check on `plugin`.
    func run(_ plugin: LoadedPlugin, seed: UInt64) -> CheckResult {
        do { return try body(plugin, seed) } catch { return error }
    }

    /// Every check, in the order they run.
    package static let all: [ValidationCheck] = [
        ValidationCheck(name: "file", summary: "regular .so file, safe ownership and permissions, ELF for this machine (no plugin code runs)",
                        animatorOnly: false, interactionOnly: false) { _, _ in .pass("checked before loading") },
        ValidationCheck(name: "handshake", summary: "entry symbol, ABI major/minor, descriptor size", animatorOnly: false, interactionOnly: false) { p, _ in
            .pass("ABI \(p.info.abiMajor).\(p.info.abiMinor), descriptor of \(p.descriptor.pointee.struct_size) bytes")
        },
        ValidationCheck(name: "descriptor", summary: "id grammar, strings present and UTF-8, semver, vtables, parameters well-formed", animatorOnly: false, interactionOnly: false, body: Checks.descriptor),
        ValidationCheck(name: "lifecycle", summary: "create and destroy 50 times, and with every parameter at its minimum, maximum and default", animatorOnly: false, interactionOnly: false, body: Checks.lifecycle),
        ValidationCheck(name: "duration", summary: "transitionDuration finite, positive, at most 60 s, the same for the same context", animatorOnly: true, interactionOnly: false, body: Checks.duration),
        ValidationCheck(name: "completes", summary: "animateTransition completes exactly once, in time, going right and left, with no refused calls", animatorOnly: true, interactionOnly: false, body: Checks.completes),
        ValidationCheck(name: "odd-sizes", summary: "completes in tiny, huge, non-square and zero-width containers without NaN", animatorOnly: true, interactionOnly: false, body: Checks.oddSizes),
        ValidationCheck(name: "invariants", summary: "to view in place at its final frame, from view removed, nothing left behind, appearance balanced", animatorOnly: true, interactionOnly: false, body: Checks.invariants),
        ValidationCheck(name: "interactive", summary: "scrubbed forwards and back through the percent-driven driver, then finished", animatorOnly: true, interactionOnly: false, body: Checks.interactive),
        ValidationCheck(name: "cancel-restores", summary: "a cancelled interactive transition leaves every property and the hierarchy as they were", animatorOnly: true, interactionOnly: false, body: Checks.cancelRestores),
        ValidationCheck(name: "no-nan", summary: "no NaN or infinite value ever set on or shown by a view", animatorOnly: true, interactionOnly: false, body: Checks.noNaN),
        ValidationCheck(name: "animation-ended", summary: "animationEnded called once, after completion, with the right flag", animatorOnly: true, interactionOnly: false, body: Checks.animationEnded),
        ValidationCheck(name: "outside-container", summary: "nothing outside the container view touched", animatorOnly: true, interactionOnly: false, body: Checks.outsideContainer),
        ValidationCheck(name: "determinism", summary: "the same frames for the same input, twice", animatorOnly: true, interactionOnly: false, body: Checks.determinism),
        ValidationCheck(name: "event-fuzz", summary: "events in any order never crash and never leave a transition running", animatorOnly: false, interactionOnly: true, body: Checks.eventFuzz),
        ValidationCheck(name: "memory", summary: "no memory growth over 200 transitions", animatorOnly: false, interactionOnly: false, body: Checks.memory),
    ]

    /// Whether the check applies to a plugin, and why not.
    func skipReason(_ info: PluginInfo) -> String? { skipReason(animator: info.isAnimator, interaction: info.isInteraction) }

    /// Whether the check applies to a plugin of these kinds, and why not.
    func skipReason(animator: Bool, interaction: Bool) -> String? {
        if animatorOnly && !animator { return "not an animator plugin" }
        if interactionOnly && !interaction { return "not an interaction plugin" }
        return nil
    }
}

/// The check bodies.
enum Checks {
    /// The size of the stage most checks use (a phone in portrait).
    static let phone = Size(width: 390, height: 844)

    /// An animator instance of `p` on `stage` with `params`.
    static func animator(_ p: LoadedPlugin, _ stage: ValidationStage, _ params: [String] = []) throws(CheckResult) -> PluginAnimator {
        do {
            let values = try ParameterValues(plugin: p.info, assignments: params)
            return try PluginAnimator(plugin: p, parameters: values, bridge: stage.bridge)
        } catch {
            throw .fail("could not create an animator instance: \(error)")
        }
    }

    /// A fresh stage of `size` with an animator instance of `p` on it.
    static func staged(_ p: LoadedPlugin, size: Size = phone) throws(CheckResult) -> (ValidationStage, PluginAnimator) {
        let stage = ValidationStage(size: size)
        return (stage, try animator(p, stage))
    }

    static func diagnosticsText(_ d: [String]) -> String {
        d.prefix(3).joined(separator: "; ") + (d.count > 3 ? " (and \(d.count - 3) more)" : "")
    }

    static func descriptor(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        var notes: [String] = []
        if BuiltInPlugins.all.contains(where: { $0.info.id == p.info.id }) && !p.isBuiltIn {
            return .fail("its id \"\(p.info.id)\" is taken by a plugin built into the host, which always wins; rename it")
        }
        if p.info.summary.count > 120 { notes.append("its summary is \(p.info.summary.count) characters; keep it to one line (≤ 120)") }
        if p.descriptor.pointee.get_extension != nil {
            let answer = p.descriptor.pointee.get_extension!("validator.nonexistent/1")
            if answer != nil { return .fail("get_extension answers a made-up id (\"validator.nonexistent/1\"); return NULL for ids you do not support") }
        }
        let summary = "id \(p.info.id), version \(p.info.version), \(p.info.kindsText), \(p.info.parameters.count) parameter(s)"
        return notes.isEmpty ? .pass(summary) : .warning(summary + "; " + notes.joined(separator: "; "))
    }

    /// Every parameter at each of its extreme values (the others at their defaults).
    static func variants(_ info: PluginInfo) -> [[String]] {
        var out: [[String]] = [[]]
        for par in info.parameters {
            switch par.kind {
            case let .number(lo, hi):
                out.append(["\(par.name)=\(lo)"]); out.append(["\(par.name)=\(hi)"])
            case .bool:
                out.append(["\(par.name)=true"]); out.append(["\(par.name)=false"])
            case .choice(let c):
                out += c.map { ["\(par.name)=\($0)"] }
            }
        }
        return out
    }

    static func lifecycle(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        let stage = ValidationStage(size: phone)
        for _ in 0..<50 {
            do {
                let v = try ParameterValues(plugin: p.info, assignments: [])
                if p.info.isAnimator { _ = try PluginAnimator(plugin: p, parameters: v, bridge: stage.bridge) }
                if p.info.isInteraction { _ = try PluginInteraction(plugin: p, parameters: v, bridge: stage.bridge) }
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
                        let run = ValidationStage(size: phone)
                        let a2 = try PluginAnimator(plugin: p, parameters: values, bridge: run.bridge)
                        let r = run.run(animator: a2, maxSeconds: 70)
                        if !r.ended || !r.diagnostics.isEmpty {
                            return .fail("with --param \(v.joined(separator: " ")): the transition \(r.ended ? "ran but" : "did not end;") \(diagnosticsText(r.diagnostics))")
                        }
                    }
                    _ = a
                }
                if p.info.isInteraction { _ = try PluginInteraction(plugin: p, parameters: values, bridge: stage.bridge) }
            } catch {
                return .fail("create failed with --param \(v.joined(separator: " ")): \(error)")
            }
        }
        return .pass("50 create/destroy cycles, and \(vs.count - 1) parameter extremes")
    }

    static func duration(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        let (stage, a) = try staged(p)
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
            if d <= 0 { return .fail("transitionDuration returned \(d); it must be positive (the percent-driven interaction divides by it)") }
            if d > 60 { return .fail("transitionDuration returned \(d) s; more than 60 s is not a transition") }
        }
        if probe.durations.count >= 2 && probe.durations[0] != probe.durations[1] {
            return .fail("transitionDuration returned \(probe.durations[0]) then \(probe.durations[1]) for the same context; it must not change")
        }
        return .pass("\(Rounding.format(values.last ?? noContext)) s")
    }

    static func completes(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        var notes: [String] = []
        for right in [true, false] {
            let (stage, a) = try staged(p)
            let r = stage.run(animator: a, goingRight: right, maxSeconds: 70)
            let dir = right ? "going right" : "going left"
            if !r.ended { return .fail("\(dir): the transition never ended") }
            if let w = r.diagnostics.first(where: { $0.contains("watchdog") }) { return .fail("\(dir): \(w)") }
            if r.completeCalls != 1 { return .fail("\(dir): completeTransition was called \(r.completeCalls) times; call it exactly once") }
            if !r.diagnostics.isEmpty { return .fail("\(dir): \(diagnosticsText(r.diagnostics))") }
            if r.context.transitionWasCancelled { return .fail("\(dir): a non-interactive transition ended cancelled") }
            notes.append("\(dir) in \(Rounding.format(r.seconds, quantum: 0.001)) s")
        }
        return .pass(notes.joined(separator: ", "))
    }

    static func oddSizes(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        let sizes = [Size(width: 2, height: 2), Size(width: 4096, height: 4096), Size(width: 900, height: 120), Size(width: 0, height: 600)]
        for s in sizes {
            let (stage, a) = try staged(p, size: s)
            let r = stage.run(animator: a, maxSeconds: 70)
            let label = "in a \(Rounding.format(s.width))×\(Rounding.format(s.height)) container"
            if !r.ended { return .fail("\(label): the transition never ended") }
            if !r.diagnostics.isEmpty { return .fail("\(label): \(diagnosticsText(r.diagnostics))") }
            if let bad = firstNonFinite(r.frames) { return .fail("\(label): \(bad)") }
        }
        return .pass("2×2, 4096×4096, 900×120 and 0×600")
    }

    static func firstNonFinite(_ frames: [RenderFrame]) -> String? {
        for f in frames {
            for item in f.items where !(item.alpha.isFinite && item.corners.allSatisfy(\.isFinite)) {
                return "view \(item.title ?? "#\(item.id)") shows a non-finite value at t = \(Rounding.format(f.time, quantum: 0.001)) s"
            }
        }
        return nil
    }

    static func invariants(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        let (stage, a) = try staged(p)
        let r = stage.run(animator: a, maxSeconds: 70)
        guard r.ended else { return .fail("the transition never ended") }
        var problems: [String] = []
        if stage.container.superview !== stage.root { problems.append("the container view was removed from the window; never remove the container") }
        if stage.to.view.superview !== stage.container { problems.append("the to view is not in the container at the end; add it with containerView.addSubview") }
        let final = r.context.finalFrame(for: stage.to)
        let f = stage.to.view.layer.model.frame
        if abs(f.minX - final.minX) > 1e-6 || abs(f.minY - final.minY) > 1e-6 || abs(f.width - final.width) > 1e-6 || abs(f.height - final.height) > 1e-6 {
            problems.append("the to view ends at \(f), not at its final frame \(final)")
        }
        if !stage.to.view.transform.isIdentity { problems.append("the to view ends with transform \(stage.to.view.transform); reset it to identity") }
        if stage.to.view.alpha != 1 { problems.append("the to view ends with alpha \(Rounding.format(stage.to.view.alpha))") }
        if stage.from.view.superview != nil { problems.append("the from view is still in a hierarchy") }
        let leftovers = stage.container.subviews.filter { $0 !== stage.to.view }
        if !leftovers.isEmpty { problems.append("\(leftovers.count) view(s) left in the container (snapshots?); remove the views you add") }
        let animated = stage.root.subtree.filter { !$0.layer.animationKeys.isEmpty }
        if !animated.isEmpty {
            problems.append("animations still running after completeTransition on \(animated.map { $0.title ?? "#\($0.id)" }.joined(separator: ", ")) (\(animated.flatMap { $0.layer.animationKeys.map(\.rawValue) }.joined(separator: ", "))); complete the transition when they end")
        }
        let appearance = r.context.log.texts([.appearance])
        let expected = ["From.viewWillDisappear(animated: true)", "To.viewWillAppear(animated: true)", "From.viewDidDisappear(animated: true)", "To.viewDidAppear(animated: true)"]
        if appearance != expected { problems.append("appearance callbacks were \(appearance), expected \(expected)") }
        return problems.isEmpty ? .pass("to view in place, from view removed, nothing left behind") : .fail(problems.joined(separator: "; "))
    }

    static func interactive(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        let (stage, a) = try staged(p)
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
        if r.context.transitionWasCancelled { return .fail("the transition ended cancelled although the interaction finished it") }
        if let a = at30, let b = at70, a.items == b.items {
            return .warning("the views looked the same at 30% and 70%: the animator's changes do not follow the percent — animate with the host's animation API (UIView.animate and friends) so the transition can be scrubbed")
        }
        return .pass("scrubbed to 30%, 70%, 20%, then finished")
    }

    static func cancelRestores(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        let (stage, a) = try staged(p)
        let driver = PercentDrivenInteractiveTransition(displayName: "validator")
        let r = stage.run(animator: a, interaction: driver, maxSeconds: 70) { _, frame in
            if frame == 3 { driver.update(0.5) }
            if frame == 6 { driver.cancel() }
        }
        guard r.ended else { return .fail("the cancelled transition never ended") }
        if !r.context.transitionWasCancelled { return .fail("the transition ended completed although it was cancelled") }
        if !r.diagnostics.isEmpty { return .fail(diagnosticsText(r.diagnostics)) }
        var changed: [String] = []
        for (id, (state, title)) in r.before {
            guard let (now, nowTitle) = r.after[id] else { continue }
            if now != state || nowTitle != title { changed.append(title ?? "#\(id)") }
        }
        if r.subviewsAfter != r.subviewsBefore { changed.append("the container's subviews \(r.subviewsBefore) became \(r.subviewsAfter)") }
        return changed.isEmpty ? .pass("every property and the hierarchy as before") : .fail("after the cancel these differ from before the transition: \(changed.joined(separator: ", "))")
    }

    static func noNaN(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        let (stage, a) = try staged(p)
        let r = stage.run(animator: a, maxSeconds: 70)
        if let d = r.diagnostics.first(where: { $0.contains("non-finite") || $0.contains("NaN") }) { return .fail(d) }
        if let bad = firstNonFinite(r.frames) { return .fail(bad) }
        return .pass("\(r.frames.count) frames, all finite")
    }

    static func animationEnded(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        for cancel in [false, true] {
            let (stage, a) = try staged(p)
            let driver = PercentDrivenInteractiveTransition(displayName: "validator")
            let r = stage.run(animator: a, interaction: cancel ? driver : nil, maxSeconds: 70) { _, frame in
                if cancel && frame == 2 { driver.update(0.4) }
                if cancel && frame == 4 { driver.cancel() }
            }
            guard r.ended else { return .fail("the transition never ended") }
            if r.animationEnded != [!cancel] { return .fail("animationEnded was called \(r.animationEnded) for a \(cancel ? "cancelled" : "completed") transition; expected [\(!cancel)]") }
        }
        return .pass("once, true when completed and false when cancelled")
    }

    static func outsideContainer(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        let (stage, a) = try staged(p)
        let r = stage.run(animator: a, maxSeconds: 70)
        guard r.ended else { return .fail("the transition never ended") }
        if !r.touchedOutside.isEmpty {
            return .fail("it changed view(s) outside the container: \(r.touchedOutside.map { $0.title ?? "#\($0.id)" }.joined(separator: ", ")); animate only the container and the views the context hands out")
        }
        return .pass("nothing outside the container changed")
    }

    static func determinism(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        var runs: [[RenderFrame]] = []
        for _ in 0..<2 {
            let (stage, a) = try staged(p)
            runs.append(stage.run(animator: a, maxSeconds: 70).frames)
        }
        if runs[0].count != runs[1].count { return .fail("two identical runs took \(runs[0].count) and \(runs[1].count) frames") }
        for (i, (f0, f1)) in zip(runs[0], runs[1]).enumerated() where f0.items != f1.items {
            return .fail("two identical runs differ at frame \(i) (t = \(Rounding.format(f0.time, quantum: 0.001)) s); do not use randomness or the wall clock")
        }
        return .pass("\(runs[0].count) identical frames")
    }

    static func eventFuzz(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        var rng = SeededRandom(seed: seed)
        let stage = ValidationStage(size: phone)
        let interaction: PluginInteraction
        let animator: PluginAnimator
        do {
            interaction = try PluginInteraction(plugin: p, parameters: try ParameterValues(plugin: p.info, assignments: []), bridge: stage.bridge)
            let d = BuiltInPlugins.defaultAnimator
            animator = try PluginAnimator(plugin: d, parameters: try ParameterValues(plugin: d.info, assignments: []), bridge: stage.bridge)
        } catch {
            return .fail("could not create an instance: \(error)")
        }
        func randomEvent(_ t: Double) -> InputEvent {
            let phases: [InputEvent.Phase] = [.began, .changed, .ended, .cancelled]
            let p = Point(x: Double.random(in: -50...450, using: &rng), y: Double.random(in: -50...900, using: &rng))
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return InputEvent(.pointer(phases.randomElement(using: &rng)!, location: p, translation: p - Point(x: 200, y: 400), velocity: Point(x: Double.random(in: -3000...3000, using: &rng), y: 0)), time: t)
            case 1: return InputEvent(.key([.began, .ended].randomElement(using: &rng)!, key: [KeyCode.left, KeyCode.right, KeyCode.return, KeyCode.escape, KeyCode.space, 97].randomElement(using: &rng)!), time: t)
            case 2: return InputEvent(.signal(name: "fuzz", value: Double.random(in: -1e6...1e6, using: &rng)), time: t)
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
        if !r.ended { return .fail("the transition was still running 30 s after it started, even after the host cancelled it at 7 s; after finish or cancel, stop driving it") }
        let misbehaviour = r.diagnostics.filter { $0.contains("ignored") || $0.contains("plugin \(p.info.id)") }
        if !misbehaviour.isEmpty {
            return .fail("it kept driving the transition after releasing it, or made calls the host refused: \(diagnosticsText(misbehaviour))")
        }
        // After the transition: events with no context.
        for i in 0..<100 { interaction.handle(randomEvent(t + Double(i) / 60), context: nil) }
        return .pass("\(100 + 100) events without a transition and up to 360 during one (seed \(seed)); the transition ended")
    }

    static func memory(_ p: LoadedPlugin, _ seed: UInt64) throws(CheckResult) -> CheckResult {
        func cycle() -> String? {
            let stage = ValidationStage(size: Size(width: 200, height: 300))
            do {
                let values = try ParameterValues(plugin: p.info, assignments: [])
                if p.info.isAnimator {
                    let a = try PluginAnimator(plugin: p, parameters: values, bridge: stage.bridge)
                    let r = stage.run(animator: a, maxSeconds: 70)
                    if !r.ended { return "a transition never ended" }
                } else {
                    let i = try PluginInteraction(plugin: p, parameters: values, bridge: stage.bridge)
                    for k in 0..<60 { i.handle(InputEvent(.tick(delta: 1.0 / 60), time: Double(k) / 60), context: nil) }
                }
            } catch { return "\(error)" }
            return nil
        }
        for _ in 0..<30 { if let e = cycle() { return .fail(e) } }
        let before = ProcessMemory.residentBytes()
        for _ in 0..<200 { if let e = cycle() { return .fail(e) } }
        let growth = ProcessMemory.residentBytes() - before
        let mib = Double(growth) / 1_048_576
        if mib > 32 { return .fail("resident memory grew by \(Rounding.format(mib, quantum: 0.1)) MiB over 200 transitions; something leaks") }
        if mib > 4 { return .warning("resident memory grew by \(Rounding.format(mib, quantum: 0.1)) MiB over 200 transitions") }
        return .pass("\(Rounding.format(mib, quantum: 0.01)) MiB over 200 transitions")
    }
}
