import Foundation
#if canImport(Glibc)
import Glibc
import AnimationCore
import PluginRuntime
import Sandbox
import ProcessSupport
import TextFormat
#endif

/// Runs the conformance checks of ``ValidationCheck/all`` against one plugin so that nothing
/// the plugin does can take the validator down: the `file` check reads the file without
/// running any of its code, and every other check runs in a child process of its own
/// (`host-cli __validate-check CHECK TARGET --seed N [--scenario NAME]`), in its own process
/// group, with a timeout that kills the whole group and an address-space limit, so a crash, a
/// hang, a runaway allocation or a plugin that prints are each reported as what they are.
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
        /// The program that understands `__validate-check` (normally `host-cli` itself).
        package var executable: String? = ChildProcess.currentExecutable
        /// Checks run at the same time (each in its own process); default: one per core.
        package var jobs = ProcessInfo.processInfo.activeProcessorCount
        /// The scenarios chosen (`--scenario`), in order; nil: none chosen, run
        /// ``ValidationScenario/defaults`` and explain a missing to view (see ``Validator``).
        package var scenarios: [ValidationScenario]?

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

    /// Builds the `__validate-check` target for a plugin: its path, or `builtin:ID`.
    static func childTarget(path: String?, id: String?) -> String {
        (path.map { PluginSource.file(path: $0) } ?? .builtIn(id: id ?? "")).description
    }

    /// Validates the plugin at `path` (or the built-in plugin `builtinID`), calling `progress`
    /// with one line per finished check.
    package static func validate(target: String, path: String?, builtinID: String? = nil, options: Options,
                                 progress: @escaping (String) -> Void = { _ in }) -> Report {
        var report = Report(target: target, path: path, id: builtinID, label: nil, outcomes: [])
        let jobs = jobs(options)
        let wanted = Set(jobs.map(\.check.name))
        func add(_ o: Outcome) {
            if wanted.contains(o.check) { report.outcomes.append(o); progress(progressLine(o, options)) }
        }
        // 1. The file, read but never run.
        let file = fileOutcome(path)
        add(file)
        var blocked: String? = file.result.status == .fail ? "the file check failed" : nil
        // 2. The handshake, in a child, tells what the plugin is (which checks apply).
        let childTarget = childTarget(path: path, id: builtinID)
        var identity: Identity?
        if blocked == nil {
            let t0 = DisplayLink.now()
            let (r, info) = runChild("handshake", nil, childTarget, options)
            identity = info
            report.id = info?.id ?? report.id; report.label = info?.label
            add(Outcome(check: "handshake", scenario: nil, result: r, seconds: DisplayLink.now() - t0))
            if r.status != .pass && r.status != .warning { blocked = "the handshake did not pass" }
        }
        // 3. Everything else, one child each.
        let rest = jobs.filter { $0.check.name != "file" && $0.check.name != "handshake" }
        report.outcomes += runRest(rest, childTarget, identity: identity, blocked: blocked, options, progress)
        // 4. No scenario chosen: say whether what failed for want of a to view is a dismissal animator.
        if options.scenarios == nil { explainMissedToView(&report.outcomes, childTarget, options) }
        return report
    }

    /// For each failure in the custom container whose transitions completed without the to
    /// view, runs the same check in modal-dismiss (no to view there); when it passes, the
    /// failure's message says so and how to validate a dismissal-only animator. The status
    /// stays `fail`, and these extra runs are not outcomes of their own.
    static func explainMissedToView(_ outcomes: inout [Outcome], _ childTarget: String, _ options: Options) {
        let suspects = outcomes.indices.filter {
            outcomes[$0].result.missedToView && outcomes[$0].scenario == .customContainer
        }
        guard !suspects.isEmpty else { return }
        let rechecks = runJobs(suspects.map { i in
            Job(check: ValidationCheck.all.first { $0.name == outcomes[i].check }!, scenario: .modalDismiss)
        }, childTarget, options) { _ in }
        for (i, recheck) in zip(suspects, rechecks) where !recheck.result.status.isFailure && recheck.result.status != .skip {
            outcomes[i].result.message += ". The animator never adds the to view, and this check passes in the modal-dismiss scenario (a custom modal dismissal, where view(forKey: .to) is nil): if the animator is made only for custom modal dismissals, validate it with --scenario modal-dismiss"
        }
    }

    /// `STATUS CHECK` for the progress, with ` [SCENARIO]` when several scenarios were chosen.
    static func progressLine(_ o: Outcome, _ options: Options) -> String {
        let scenario = options.effectiveScenarios.count > 1 ? o.scenario.map { " [\($0.rawValue)]" } ?? "" : ""
        return "\(o.result.status.rawValue) \(o.check)\(scenario)"
    }

    /// The `file` check: file safety and ELF sanity (skipped for a built-in plugin).
    static func fileOutcome(_ path: String?) -> Outcome {
        guard let path else { return Outcome(check: "file", scenario: nil, result: .skip("built into the host: there is no file"), seconds: 0) }
        let t0 = DisplayLink.now()
        let r = fileCheck(path)
        return Outcome(check: "file", scenario: nil, result: r, seconds: DisplayLink.now() - t0)
    }

    /// Runs `jobs`, one child process each, `options.jobs` at a time (each child is
    /// independent, so a plugin that hangs in every check costs timeout × checks / jobs, not ×
    /// checks); returns their outcomes in job order, whatever order they finished in. Checks
    /// that do not apply (`blocked`, or the wrong kind of plugin) are skips, reported at the end.
    static func runRest(_ jobs: [Job], _ childTarget: String, identity: Identity?, blocked: String?, _ options: Options,
                        _ progress: @escaping (String) -> Void) -> [Outcome] {
        var results = [Outcome?](repeating: nil, count: jobs.count)
        var toRun: [Int] = []
        for (i, job) in jobs.enumerated() {
            if let reason = blocked.map({ "not run: \($0)" }) ?? identity.flatMap({ job.check.skipReason(animator: $0.animator, interaction: $0.interaction, layout: $0.layout) }) {
                results[i] = Outcome(check: job.check.name, scenario: job.scenario, result: .skip(reason), seconds: 0)
            } else {
                toRun.append(i)
            }
        }
        let ran = runJobs(toRun.map { jobs[$0] }, childTarget, options) { progress(progressLine($0, options)) }
        for (i, o) in zip(toRun, ran) { results[i] = o }
        return results.enumerated().map { i, o in
            let o = o ?? Outcome(check: jobs[i].check.name, scenario: jobs[i].scenario, result: .fail("the check produced no result"), seconds: 0)
            if !toRun.contains(i) { progress(progressLine(o, options)) }
            return o
        }
    }

    /// Runs each of `jobs` in a child process, `options.jobs` at a time, calling `finished`
    /// (under a lock) as each ends; returns the outcomes in job order.
    static func runJobs(_ jobs: [Job], _ childTarget: String, _ options: Options, finished: @escaping (Outcome) -> Void) -> [Outcome] {
        var results = [Outcome?](repeating: nil, count: jobs.count)
        let lock = NSLock()
        let width = options.inProcess ? 1 : max(1, options.jobs)
        let slots = DispatchSemaphore(value: width)
        let group = DispatchGroup()
        let queue = DispatchQueue(label: "validator", attributes: .concurrent)
        for (i, job) in jobs.enumerated() {
            let run = {
                let t0 = DisplayLink.now()
                let (r, _) = runChild(job.check.name, job.scenario, childTarget, options)
                let o = Outcome(check: job.check.name, scenario: job.scenario, result: r, seconds: DisplayLink.now() - t0)
                lock.lock(); results[i] = o; finished(o); lock.unlock()
            }
            if width == 1 { run(); continue }
            slots.wait()
            queue.async(group: group) { run(); slots.signal() }
        }
        group.wait()
        return results.enumerated().map { i, o in
            o ?? Outcome(check: jobs[i].check.name, scenario: jobs[i].scenario, result: .fail("the check produced no result"), seconds: 0)
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
            return .pass("regular file, \(f.size) bytes, safe ownership and permissions, ELF shared object for this machine")
        case .failure(let r):
            return .fail("\(r.reason.rawValue): \(r.message)")
        }
    }

    /// What the handshake child reports about the plugin.
    struct Identity { var id: String; var label: String; var animator: Bool; var interaction: Bool; var layout: Bool = false }

    /// Runs one check (in `scenario`) in a child (or in this process with `inProcess`) and
    /// maps how it ended.
    static func runChild(_ check: String, _ scenario: ValidationScenario?, _ target: String, _ o: Options) -> (CheckResult, Identity?) {
        if o.inProcess || o.executable == nil {
            let (lines, _) = runCheck(check, target: target, seed: o.seed, scenario: scenario)
            return parse(lines)
        }
        let child = CheckProcess.run(check, scenario: scenario, target: target, options: o)
        var (result, identity) = child.written.isEmpty ? (CheckResult.fail(""), nil) : parse(child.written.split(separator: "\n").map(String.init))
        let said = child.said
        let detail = child.crash.map { r -> String in
            var parts: [String] = []
            if r.call != .none { parts.append("in \(r.call.text)") }
            if let f = r.frame, let t = r.time { parts.append("frame \(f)"); parts.append("t = \(Rounding.format(t, quantum: 1e-3)) s") }
            return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
        } ?? ""
        switch child.ending {
        case .exited(0) where !child.written.isEmpty:
            // The child's own protocol goes to its result pipe; anything printed came from the plugin.
            if !said.isEmpty {
                let note = "the plugin wrote to the host's standard output or error (\(said)); a plugin must not print: it corrupts `run --trace -` — use the host's log function"
                result = result.status == .pass ? .warning(result.message + "; but " + note) : CheckResult(status: result.status, message: result.message + "; " + note)
            }
        case .exited(let code) where code == WorkerSandbox.violationExitStatus:
            let call = child.crash?.syscall ?? "a forbidden system call"
            result = CheckResult(status: .crash, message: "the plugin tried to call \(call) during `\(check)`\(detail), which the sandbox forbids; plugins may not write files, start processes, open sockets or signal other processes")
        case .exited(let code):
            result = CheckResult(status: .crash, message: "the check's process exited with status \(code) during `\(check)`\(detail) without a result (the plugin called exit or abort)\(said.isEmpty ? "" : ": " + said)")
        case .signaled(let s):
            result = CheckResult(status: .crash, message: "the plugin crashed with \(ChildProcess.signalName(s)) during `\(check)`\(detail)\(said.isEmpty ? "" : ": " + said)")
        case .timedOut:
            result = CheckResult(status: .timeout, message: "`\(check)` did not finish within \(Rounding.format(o.timeout)) s\(detail); its process group was killed (a hang or an endless loop in the plugin; raise --timeout if the plugin is just slow)")
        case .notStarted(let why):
            result = .fail("could not start the check's process: \(why)")
        }
        return (result, identity)
    }

    /// Result-file lines: `status TAB message`, for the handshake `identity TAB id TAB label
    /// TAB kinds`, and `hint TAB missed-to-view` when the check's transitions completed without
    /// the to view (see ``CheckResult/missedToView``).
    static func parse(_ lines: [String]) -> (CheckResult, Identity?) {
        var result = CheckResult.fail("the check wrote no result")
        var identity: Identity?
        var missedToView = false
        for line in lines {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if f.count >= 2, let s = CheckStatus(rawValue: f[0]) {
                result = CheckResult(status: s, message: f[1...].joined(separator: "\t").replacingOccurrences(of: "\\n", with: "\n"))
            } else if f.count == 4, f[0] == "identity" {
                identity = Identity(id: f[1], label: f[2], animator: f[3].contains("animator"), interaction: f[3].contains("interaction"),
                                    layout: f[3].contains("layout"))
            } else if f == ["hint", missedToViewHint] {
                missedToView = true
            }
        }
        result.missedToView = missedToView && result.status == .fail
        return (result, identity)
    }

    /// The `hint` a child writes for ``CheckResult/missedToView``.
    static let missedToViewHint = "missed-to-view"

    // MARK: The child's side

    /// Runs check `name` against `target` (a path, or `builtin:ID`) in this process, its
    /// transitions in `scenario` (nil: the check's first default), and returns the
    /// result-file lines. The handshake loads the plugin through the loader's gates.
    static func runCheck(_ name: String, target: String, seed: UInt64, scenario: ValidationScenario?) -> ([String], Bool) {
        func line(_ r: CheckResult) -> String { "\(r.status.rawValue)\t\(r.message.replacingOccurrences(of: "\n", with: "\\n"))" }
        let plugin: LoadedPlugin
        switch PluginSource(target).load() {
        case .success(let p): plugin = p
        case .failure(let r): return ([line(.fail("the loader rejects it: \(r.reason.rawValue): \(r.message)"))], false)
        }
        guard let check = ValidationCheck.all.first(where: { $0.name == name }) else {
            return ([line(.fail("unknown check \(name)"))], false)
        }
        let identity = "identity\t\(plugin.info.id)\t\(plugin.info.name) \(plugin.info.version)\t\(plugin.info.kindsText)"
        if let why = check.skipReason(plugin.info) { return ([line(.skip(why)), identity], true) }
        let result = check.run(plugin, CheckRun(seed: seed, scenario: scenario ?? ValidationScenario.defaults[0]))
        return ([line(result), identity] + (result.missedToView ? ["hint\t\(missedToViewHint)"] : []), true)
    }

    /// The `__validate-check CHECK TARGET --seed N [--scenario NAME]` entry: confines the
    /// process, runs the check and writes the result lines to descriptor 3. Returns the exit code.
    package static func childMain(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 2 else { return 2 }
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let seed = value("--seed").flatMap { UInt64($0) } ?? 1
        var scenario: ValidationScenario?
        if let name = value("--scenario") {
            guard let s = ValidationScenario(rawValue: name) else {
                return CheckProcess.report(["\(CheckStatus.fail.rawValue)\tunknown scenario \(name)"]) ? 0 : 3
            }
            scenario = s
        }
        let lines: [String]
        if let early = CheckProcess.confine(target: arguments[1]) {
            lines = [early]
        } else {
            (lines, _) = runCheck(arguments[0], target: arguments[1], seed: seed, scenario: scenario)
        }
        return CheckProcess.report(lines) ? 0 : 3
    }
}
