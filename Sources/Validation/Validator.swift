import AnimationCore
import Foundation
import Isolation
import PluginRuntime
import ProcessSupport
import Sandbox
import TextFormat
#if canImport(Glibc)
    import Glibc
#endif

/// Runs the conformance checks of ``ValidationCheck/all`` against one plugin so that nothing
/// the plugin does can take the validator down: the `file` check reads the file without
/// running any of its code, and every other check runs in a worker of its own, started like a
/// `run` worker (`host-cli __worker`, the check asked for in a message: ``CheckProcess``), in
/// its own process group, with a timeout that kills the whole group and an address-space
/// limit, so a crash, a hang, a runaway allocation or a plugin that prints are each reported
/// as what they are. The verdict is the front end's, drawn from the steps the check must
/// report completely (``CheckTranscript``), never a status the worker states.
///
/// **Scenarios.** A check runs in the scenarios its ``ValidationCheck/Scope`` says, out of
/// ``Options/scenarios``. When none were chosen (``ValidationScenario/defaults``), a check that
/// fails in the custom container only after transitions the animator completed without adding
/// the to view is run once more in ``ValidationScenario/modalDismiss``; when it passes there,
/// the failure says so and how to validate a dismissal-only animator. The verdict stays a
/// failure: without `--scenario`, the plugin is validated as an animator for every container.
package enum Validator {
    /// How checks run.
    package struct Options {
        /// Seconds one check may take before its process group is killed.
        package var timeout: Double = 20
        /// Only checks whose name matches; nil: all.
        package var only: NSRegularExpression?
        /// Checks whose name matches are skipped.
        package var skip: NSRegularExpression?
        /// Seed of the randomized checks (the same seed repeats them exactly).
        package var seed: UInt64 = 1
        /// Run the check bodies in this process (debugging only: a crash takes the validator down).
        package var inProcess = false
        /// The program whose `__worker` runs checks (normally `host-cli` itself).
        package var executable: String? = ChildProcess.currentExecutable
        /// Checks run at the same time (each in its own process); default: one per core.
        package var jobs = ProcessInfo.processInfo.activeProcessorCount
        /// The scenarios chosen (`--scenario`), in order; nil: none chosen, run
        /// ``ValidationScenario/defaults`` and explain a missing to view (see ``Validator``).
        package var scenarios: [ValidationScenario]?
        /// `--single-section`: a layout is laid out in one section only (the item counts of the
        /// default contexts summed into it), for a layout whose contract is one section
        /// (`assert(collectionView.numberOfSections == 1)`), which several sections would crash
        /// for no fault of its own.
        package var singleSection = false
        /// `--after`: a presenting plugin (a path or `builtin:ID`) whose presentation, animated
        /// and run to its end on the same stage, precedes each dismissal (the dismissal
        /// scenarios only): for a dismissal that animates what its paired presentation left in
        /// the container. The report gets a `prelude` row saying how it went.
        package var after: String?

        /// The scenarios the checks run in.
        package var effectiveScenarios: [ValidationScenario] { scenarios ?? ValidationScenario.defaults }

        /// Default options.
        package init() {}
    }

    /// What one check found, with how long its process took.
    package struct Outcome: Sendable {
        /// The check's name.
        package var check: String
        /// The scenario its transitions ran in (nil for a check that runs none).
        package var scenario: ValidationScenario?
        /// Its status and message.
        package var result: CheckResult
        /// Wall-clock seconds.
        package var seconds: Double
    }

    /// The validation of one plugin.
    package struct Report: Sendable {
        /// What was asked for (a path or an id).
        package var target: String
        /// The file (nil for a plugin built into the host).
        package var path: String?
        /// The plugin's id and label, once the handshake told them.
        package var id: String?, label: String?
        /// One outcome per check, in order.
        package var outcomes: [Outcome]

        /// The number of outcomes with `status`.
        package func count(_ status: CheckStatus) -> Int { outcomes.filter { $0.result.status == status }.count }
        /// True when a check failed, crashed or timed out.
        package var failed: Bool { outcomes.contains { $0.result.status.isFailure } }
    }

    /// Address-space limit of a check's process: generous for a transition host, small enough
    /// that a plugin allocating without bound fails in its own process instead of pushing the
    /// machine into swap. (The Swift runtime itself reserves well under 1 GiB.)
    package static let addressSpaceLimit: rlim_t = 4 << 30

    /// One check to run in one scenario (nil: a check without transitions).
    struct Job {
        var check: ValidationCheck
        var scenario: ValidationScenario?
    }

    /// The checks `options` select, each in each scenario it runs in, in report order (check
    /// by check, each in the order the scenarios were chosen).
    static func jobs(_ options: Options) -> [Job] {
        ValidationCheck.all.filter { selected($0.name, options) }.flatMap { check in
            check.scenarios(options.effectiveScenarios).map { Job(check: check, scenario: $0) }
        }
    }

    /// How many outcomes one plugin's report has with `options` (for progress).
    package static func plannedCount(_ options: Options) -> Int { jobs(options).count }

    /// Builds the check request's target for a plugin: its path, or `builtin:ID`.
    static func childTarget(path: String?, id: String?) -> String {
        (path.map { PluginSource.file(path: $0) } ?? .builtIn(id: id ?? "")).description
    }

    /// Validates the plugin at `path` (or the built-in plugin `builtinID`), calling `progress`
    /// with one line per finished check.
    package static func validate(
        target: String, path: String?, builtinID: String? = nil, options: Options,
        progress: @escaping (String) -> Void = { _ in }
    ) -> Report {
        var report = Report(target: target, path: path, id: builtinID, label: nil, outcomes: [])
        let jobs = jobs(options)
        let wanted = Set(jobs.map(\.check.name))
        func add(_ o: Outcome) {
            if wanted.contains(o.check) {
                report.outcomes.append(o)
                progress(progressLine(o, options))
            }
        }
        // 1. The file, read but never run.
        let file = fileOutcome(path)
        add(file)
        var blocked: String? = file.result.status == .fail ? "the file check failed" : nil
        // 2. The handshake, in a child, tells what the plugin is (which checks apply).
        let childTarget = childTarget(path: path, id: builtinID)
        var identity: CheckIdentity?
        if blocked == nil {
            let t0 = DisplayLink.now()
            let (r, info) = runChild(handshakeCheck, nil, childTarget, options, handshake: nil)
            identity = info
            report.id = info?.id ?? report.id
            report.label = info?.label
            add(Outcome(check: "handshake", scenario: nil, result: r, seconds: DisplayLink.now() - t0))
            if r.status != .pass && r.status != .warning { blocked = "the handshake did not pass" }
        } else if let blocked {
            // Every planned row is in the report (and in JUnit), a check not run as a skip
            // that says why.
            add(Outcome(check: "handshake", scenario: nil, result: .skip("not run: \(blocked)"), seconds: 0))
        }
        // 3. Everything else, one child each.
        let rest = jobs.filter { $0.check.name != "file" && $0.check.name != "handshake" }
        report.outcomes += runRest(rest, childTarget, identity: identity, blocked: blocked, options, progress)
        if options.after != nil {
            report.outcomes.append(preludeOutcome(childTarget, identity, blocked, options, progress))
        }
        // 4. No scenario chosen: say whether what failed for want of a to view is a dismissal animator.
        if options.scenarios == nil { explainMissedToView(&report.outcomes, childTarget, identity: identity, options) }
        explainPresentationController(&report.outcomes)
        return report
    }

    /// For each failure in the custom container whose transitions completed without the to
    /// view, runs the same check in modal-dismiss (no to view there); when it passes, the
    /// failure's message says so and how to validate a dismissal-only animator. The status
    /// stays `fail`, and these extra runs are not outcomes of their own.
    static func explainMissedToView(
        _ outcomes: inout [Outcome], _ childTarget: String, identity: CheckIdentity?, _ options: Options
    ) {
        let suspects = outcomes.indices.filter {
            outcomes[$0].result.missedToView && outcomes[$0].scenario == .customContainer
        }
        guard !suspects.isEmpty else { return }
        let rechecks = runJobs(
            suspects.map { i in
                Job(check: ValidationCheck.all.first { $0.name == outcomes[i].check }!, scenario: .modalDismiss)
            }, childTarget, identity: identity, options
        ) { _ in }
        for (i, recheck) in zip(suspects, rechecks)
        where !recheck.result.status.isFailure && recheck.result.status != .skip {
            outcomes[i].result.passesInModalDismiss = true
            outcomes[i].result.message +=
                ". The animator never adds the to view, and this check passes in the modal-dismiss scenario (a custom modal dismissal, where view(forKey: .to) is nil): if the animator is made only for custom modal dismissals, validate it with --scenario modal-dismiss"
        }
    }

    /// The hint added to a modal-present failure whose transitions completed without the
    /// animator adding the presented view (see ``explainPresentationController(_:)``).
    package static let presentationControllerHint =
        ". If your app's UIPresentationController puts the presented view in the container (containerView.addSubview(presentedView) in presentationTransitionWillBegin, as sheet libraries do), that is where the view comes from on iOS: validate with --scenario modal-present-in-container (port picks it when its files declare that presentation controller)"

    /// For each failure in modal-present whose transitions completed without the animator
    /// adding the presented view, says how to validate an animator whose app's presentation
    /// controller adds it (no re-run: whether the app's presentation controller does is not
    /// the plugin's to show).
    static func explainPresentationController(_ outcomes: inout [Outcome]) {
        for i in outcomes.indices where outcomes[i].result.missedToView && outcomes[i].scenario == .modalPresent {
            outcomes[i].result.message += presentationControllerHint
        }
    }

    /// `STATUS CHECK` for the progress, with ` [SCENARIO]` when several scenarios were chosen.
    static func progressLine(_ o: Outcome, _ options: Options) -> String {
        let scenario = options.effectiveScenarios.count > 1 ? o.scenario.map { " [\($0.rawValue)]" } ?? "" : ""
        return "\(o.result.status.rawValue) \(o.check)\(scenario)"
    }

    /// The `file` check: file safety and ELF sanity (skipped for a built-in plugin).
    static func fileOutcome(_ path: String?) -> Outcome {
        guard let path else {
            return Outcome(
                check: "file", scenario: nil, result: .skip("built into the host: there is no file"), seconds: 0)
        }
        let t0 = DisplayLink.now()
        let r = fileCheck(path)
        return Outcome(check: "file", scenario: nil, result: r, seconds: DisplayLink.now() - t0)
    }

    /// Runs `jobs`, one child process each, `options.jobs` at a time (each child is
    /// independent, so a plugin that hangs in every check costs timeout × checks / jobs, not ×
    /// checks); returns their outcomes in job order, whatever order they finished in. Checks
    /// that do not apply (`blocked`, or the wrong kind of plugin) are skips, reported at the end.
    static func runRest(
        _ jobs: [Job], _ childTarget: String, identity: CheckIdentity?, blocked: String?, _ options: Options,
        _ progress: @escaping (String) -> Void
    ) -> [Outcome] {
        var results = [Outcome?](repeating: nil, count: jobs.count)
        var toRun: [Int] = []
        for (i, job) in jobs.enumerated() {
            if let reason = blocked.map({ "not run: \($0)" })
                ?? identity.flatMap({
                    job.check.skipReason(animator: $0.animator, interaction: $0.interaction, layout: $0.layout)
                })
            {
                results[i] = Outcome(check: job.check.name, scenario: job.scenario, result: .skip(reason), seconds: 0)
            } else {
                toRun.append(i)
            }
        }
        let ran = runJobs(toRun.map { jobs[$0] }, childTarget, identity: identity, options) {
            progress(progressLine($0, options))
        }
        for (i, o) in zip(toRun, ran) { results[i] = o }
        return results.enumerated().map { i, o in
            let o =
                o
                ?? Outcome(
                    check: jobs[i].check.name, scenario: jobs[i].scenario,
                    result: .fail("the check produced no result"), seconds: 0)
            if !toRun.contains(i) { progress(progressLine(o, options)) }
            return o
        }
    }

    /// Runs each of `jobs` in a child process, `options.jobs` at a time, calling `finished`
    /// (under a lock) as each ends; returns the outcomes in job order.
    static func runJobs(
        _ jobs: [Job], _ childTarget: String, identity: CheckIdentity?, _ options: Options,
        finished: @escaping (Outcome) -> Void
    ) -> [Outcome] {
        // The jobs' outcomes and the `finished` callback, reached only under the box's lock:
        // `finished` is called for one outcome at a time, from whichever lane ended it.
        final class Results: @unchecked Sendable {  // every access holds `lock`
            let lock = NSLock()
            var outcomes: [Outcome?]
            let finished: (Outcome) -> Void
            init(_ count: Int, _ finished: @escaping (Outcome) -> Void) {
                outcomes = Array(repeating: nil, count: count)
                self.finished = finished
            }
            func set(_ i: Int, _ o: Outcome) {
                lock.lock()
                outcomes[i] = o
                finished(o)
                lock.unlock()
            }
        }
        let results = Results(jobs.count, finished)
        let width = options.inProcess ? 1 : max(1, options.jobs)
        let slots = DispatchSemaphore(value: width)
        let group = DispatchGroup()
        let queue = DispatchQueue(label: "validator", attributes: .concurrent)
        for (i, job) in jobs.enumerated() {
            let run: @Sendable () -> Void = {
                let t0 = DisplayLink.now()
                let (r, _) = runChild(job.check, job.scenario, childTarget, options, handshake: identity)
                results.set(
                    i,
                    Outcome(check: job.check.name, scenario: job.scenario, result: r, seconds: DisplayLink.now() - t0))
            }
            if width == 1 {
                run()
                continue
            }
            slots.wait()
            queue.async(group: group) {
                run()
                slots.signal()
            }
        }
        group.wait()
        return results.outcomes.enumerated().map { i, o in
            o
                ?? Outcome(
                    check: jobs[i].check.name, scenario: jobs[i].scenario,
                    result: .fail("the check produced no result"), seconds: 0)
        }
    }

    package static func selected(_ name: String, _ o: Options) -> Bool {
        func matches(_ re: NSRegularExpression) -> Bool {
            re.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        }
        if let only = o.only, !matches(only) { return false }
        if let skip = o.skip, matches(skip) { return false }
        return true
    }

    /// File safety and ELF sanity, without running any plugin code.
    static func fileCheck(_ path: String) -> CheckResult {
        switch PluginLoader.inspect(path: path) {
        case .success(let f):
            PluginLoader.close(f)
            return .pass(
                "regular file, \(f.size) bytes, safe ownership and permissions, ELF shared object for this machine")
        case .failure(let r):
            return .fail("\(r.reason.rawValue): \(r.message)")
        }
    }

    /// The handshake check, which every validation runs first.
    static let handshakeCheck = ValidationCheck.all.first { $0.name == "handshake" }!

    /// Runs one check (in `scenario`) in a worker (or in this process with `inProcess`) and
    /// decides its verdict: from the steps the check reported when it reached its `end` and
    /// its worker exited 0 (``CheckTranscript/verdict(handshake:)``), else from how it ended —
    /// a protocol breach fails, a death before the last step is a crash, a deadline a timeout
    /// — naming the plugin. Returns the verdict and what the plugin said it is.
    static func runChild(
        _ check: ValidationCheck, _ scenario: ValidationScenario?, _ target: String, _ o: Options,
        handshake: CheckIdentity?
    ) -> (CheckResult, CheckIdentity?) {
        if o.inProcess || o.executable == nil {
            return runInProcess(check, scenario, target, o, handshake: handshake)
        }
        let child = CheckProcess.run(check, scenario: scenario, target: target, options: o)
        if case .notStarted(let why) = child.ending {
            return (.fail("could not start the check's worker: \(why)"), nil)
        }
        let end = WorkerEnd(child, check: check.name, plugin: pluginName(target), timeout: o.timeout)
        return (end.verdict(child, handshake: handshake), child.transcript.identity)
    }

    /// ``runChild(_:_:_:_:handshake:)`` without a worker, for debugging: the same steps and the
    /// same verdict, the protocol checked message by message as a worker's would be.
    static func runInProcess(
        _ check: ValidationCheck, _ scenario: ValidationScenario?, _ target: String, _ o: Options,
        handshake: CheckIdentity?
    ) -> (CheckResult, CheckIdentity?) {
        let request = CheckRequest(
            check: check.name, target: target, seed: o.seed, scenario: scenario, nonce: .random(),
            singleSection: o.singleSection, after: o.after)
        var transcript = CheckTranscript(check: check, nonce: request.nonce)
        var step = 0
        var violation: String?
        _ = CheckWorker.perform(request, confine: false) { body in
            defer { step += 1 }
            if violation == nil {
                violation = transcript.accept(CheckMessage(nonce: request.nonce, step: step, body: body))
            }
            return violation == nil
        }
        if let violation {
            return (
                .fail("`\(check.name)` of \(pluginName(target)) broke the check's protocol: \(violation)"),
                transcript.identity
            )
        }
        return (transcript.verdict(handshake: handshake), transcript.identity)
    }

    /// How a started worker's end reads in a verdict, worked out once for the messages of
    /// every way it can end: the check and the plugin by name, where the flight recorder
    /// places the end, how far the check got, and what the plugin printed.
    struct WorkerEnd {
        /// The check's name.
        let name: String
        /// The plugin, as ``pluginName(_:)`` names it.
        let plugin: String
        /// Where the worker was, " (in CALL, frame F, t = T s)", or "" when the flight recorder
        /// does not say.
        let detail: String
        /// How far the check got: a worker may also die after its `end` (a plugin's destructor
        /// runs at exit), which is still not a pass.
        let steps: String
        /// The first lines the plugin printed ("" when none).
        let said: String
        /// The check's deadline, seconds (`--timeout`).
        let timeout: Double

        /// The words for `child`'s end.
        init(_ child: CheckProcess, check: String, plugin: String, timeout: Double) {
            name = check
            self.plugin = plugin
            self.timeout = timeout
            said = child.said
            detail =
                child.crash.map { r -> String in
                    var parts: [String] = []
                    if r.call != .none { parts.append("in \(r.call.text)") }
                    if let f = r.frame, let t = r.time {
                        parts.append("frame \(f)")
                        parts.append("t = \(Rounding.format(t, quantum: 1e-3)) s")
                    }
                    return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
                } ?? ""
            steps =
                child.transcript.ended
                ? "after the check's last step, while its worker was exiting"
                : "before its last step (the check had reported: \(child.transcript.received))"
        }

        /// The verdict on `child`: a deadline, then a protocol breach, then how it exited.
        func verdict(_ child: CheckProcess, handshake: CheckIdentity?) -> CheckResult {
            if child.timedOut {
                return CheckResult(
                    status: .timeout,
                    message:
                        "`\(name)` did not finish within \(Rounding.format(timeout)) s\(detail); its process group was killed (a hang or an endless loop in \(plugin), or a plugin writing without end on the host's descriptors; raise --timeout if the plugin is just slow)"
                )
            }
            if let violation = child.violation {
                return .fail(
                    "the worker of `\(name)` for \(plugin) broke the check's protocol\(detail): it sent \(violation). Only the plugin's code runs in that worker besides the host's: a plugin must not write to descriptors it did not open (descriptor 3 carries the host's messages); the check counts as failed"
                )
            }
            switch child.ending {
            case .exited(0) where child.transcript.ended:
                return finished(child.transcript.verdict(handshake: handshake))
            case .exited(let code) where code == WorkerSandbox.violationExitStatus:
                let call = child.crash?.syscall ?? "a forbidden system call"
                return CheckResult(
                    status: .crash,
                    message:
                        "\(plugin) tried to call \(call) during `\(name)`\(detail), which the sandbox forbids; plugins may not write files, start processes, open sockets or signal other processes"
                )
            case .exited(let code):
                return CheckResult(
                    status: .crash,
                    message:
                        "the check's worker exited with status \(code) during `\(name)`\(detail) \(steps), without a result: \(plugin) called exit or abort\(said.isEmpty ? "" : ": " + said)"
                )
            case .signaled(SIGXCPU):
                // The kernel's CPU-time backstop: the plugin spun until its worker's limit, a hang.
                return CheckResult(
                    status: .timeout,
                    message:
                        "`\(name)` hung\(detail): \(plugin) used up its worker's CPU-time limit \(steps) (a hang or an endless loop in \(plugin); raise --timeout if the plugin is just slow)"
                )
            case .signaled(let s):
                return CheckResult(
                    status: .crash,
                    message:
                        "\(plugin) crashed with \(ChildProcess.signalName(s)) during `\(name)`\(detail) \(steps)\(said.isEmpty ? "" : ": " + said)"
                )
            case .timedOut:
                return CheckResult(
                    status: .timeout,
                    message:
                        "`\(name)` did not finish within \(Rounding.format(timeout)) s\(detail); its process group was killed (a hang or an endless loop in \(plugin); raise --timeout if the plugin is just slow)"
                )
            case .notStarted(let why):
                return .fail("could not start the check's worker: \(why)")
            }
        }

        /// The verdict of a check that reached its `end` and exited 0, with a note when the
        /// plugin printed: the worker's own protocol goes to its message pipe, so anything
        /// printed came from the plugin.
        func finished(_ result: CheckResult) -> CheckResult {
            guard !said.isEmpty else { return result }
            let note =
                "the plugin wrote to the host's standard output or error (\(said)); a plugin must not print: it corrupts `run --trace -` — use the host's log function"
            return result.status == .pass
                ? .warning(result.message + "; but " + note)
                : CheckResult(status: result.status, message: result.message + "; " + note)
        }
    }

    /// How a message names the plugin of `target`: "the plugin FILE" or "the plugin ID" (escaped
    /// for a terminal by the report, like every message).
    static func pluginName(_ target: String) -> String {
        switch PluginSource(target) {
        case .file(let path): return "the plugin \((path as NSString).lastPathComponent)"
        case .builtIn(let id): return "the built-in plugin \(id)"
        }
    }
}
