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
/// (`host-cli __validate-check CHECK TARGET --seed N --result FILE`), in its own process group,
/// with a timeout that kills the whole group and an address-space limit, so a crash, a hang,
/// a runaway allocation or a plugin that prints are each reported as what they are.
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

        /// Default options.
        package init() {}
    }

    /// What one check found, with how long its process took.
    package struct Outcome: Sendable {
        /// The check's name.
        package var check: String
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

    /// Builds the `__validate-check` target for a plugin: its path, or `builtin:ID`.
    static func childTarget(path: String?, id: String?) -> String {
        (path.map { PluginSource.file(path: $0) } ?? .builtIn(id: id ?? "")).description
    }

    /// Validates the plugin at `path` (or the built-in plugin `builtinID`), calling `progress`
    /// with one line per finished check.
    package static func validate(target: String, path: String?, builtinID: String? = nil, options: Options,
                                 progress: @escaping (String) -> Void = { _ in }) -> Report {
        var report = Report(target: target, path: path, id: builtinID, label: nil, outcomes: [])
        let checks = ValidationCheck.all.filter { selected($0.name, options) }
        let wanted = Set(checks.map(\.name))
        func add(_ o: Outcome) {
            if wanted.contains(o.check) { report.outcomes.append(o); progress("\(o.result.status.rawValue) \(o.check)") }
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
            let (r, info) = runChild("handshake", childTarget, options)
            identity = info
            report.id = info?.id ?? report.id; report.label = info?.label
            add(Outcome(check: "handshake", result: r, seconds: DisplayLink.now() - t0))
            if r.status != .pass && r.status != .warning { blocked = "the handshake did not pass" }
        }
        // 3. Everything else, one child each.
        let rest = checks.filter { $0.name != "file" && $0.name != "handshake" }
        report.outcomes += runRest(rest, childTarget, identity: identity, blocked: blocked, options, progress)
        return report
    }

    /// The `file` check: file safety and ELF sanity (skipped for a built-in plugin).
    static func fileOutcome(_ path: String?) -> Outcome {
        guard let path else { return Outcome(check: "file", result: .skip("built into the host: there is no file"), seconds: 0) }
        let t0 = DisplayLink.now()
        let r = fileCheck(path)
        return Outcome(check: "file", result: r, seconds: DisplayLink.now() - t0)
    }

    /// Runs `checks`, one child process each, `jobs` at a time (each child is independent,
    /// so a plugin that hangs in every check costs timeout × checks / jobs, not × checks);
    /// returns their outcomes in check order, whatever order they finished in. Checks that do
    /// not apply (`blocked`, or the wrong kind of plugin) are skips, reported at the end.
    static func runRest(_ checks: [ValidationCheck], _ childTarget: String, identity: Identity?, blocked: String?, _ options: Options,
                        _ progress: @escaping (String) -> Void) -> [Outcome] {
        var results = [Outcome?](repeating: nil, count: checks.count)
        var toRun: [Int] = []
        for (i, check) in checks.enumerated() {
            if let reason = blocked.map({ "not run: \($0)" }) ?? identity.flatMap { check.skipReason(animator: $0.animator, interaction: $0.interaction) } {
                results[i] = Outcome(check: check.name, result: .skip(reason), seconds: 0)
            } else {
                toRun.append(i)
            }
        }
        let lock = NSLock()
        let width = options.inProcess ? 1 : max(1, options.jobs)
        let slots = DispatchSemaphore(value: width)
        let group = DispatchGroup()
        let queue = DispatchQueue(label: "validator", attributes: .concurrent)
        for i in toRun {
            let name = checks[i].name
            let run = {
                let t0 = DisplayLink.now()
                let (r, _) = runChild(name, childTarget, options)
                let o = Outcome(check: name, result: r, seconds: DisplayLink.now() - t0)
                lock.lock(); results[i] = o; progress("\(r.status.rawValue) \(name)"); lock.unlock()
            }
            if width == 1 { run(); continue }
            slots.wait()
            queue.async(group: group) { run(); slots.signal() }
        }
        group.wait()
        return results.enumerated().map { i, o in
            let o = o ?? Outcome(check: checks[i].name, result: .fail("the check produced no result"), seconds: 0)
            if !toRun.contains(i) { progress("\(o.result.status.rawValue) \(o.check)") }
            return o
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
    struct Identity { var id: String; var label: String; var animator: Bool; var interaction: Bool }

    /// Runs one check in a child (or in this process with `inProcess`) and maps how it ended.
    static func runChild(_ check: String, _ target: String, _ o: Options) -> (CheckResult, Identity?) {
        if o.inProcess || o.executable == nil {
            let (lines, _) = runCheck(check, target: target, seed: o.seed)
            return parse(lines)
        }
        let child = CheckProcess.run(check, target: target, options: o)
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

    /// Result-file lines: `status TAB message`, and for the handshake `identity TAB id TAB
    /// label TAB kinds`.
    static func parse(_ lines: [String]) -> (CheckResult, Identity?) {
        var result = CheckResult.fail("the check wrote no result")
        var identity: Identity?
        for line in lines {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if f.count >= 2, let s = CheckStatus(rawValue: f[0]) {
                result = CheckResult(status: s, message: f[1...].joined(separator: "\t").replacingOccurrences(of: "\\n", with: "\n"))
            } else if f.count == 4, f[0] == "identity" {
                identity = Identity(id: f[1], label: f[2], animator: f[3].contains("animator"), interaction: f[3].contains("interaction"))
            }
        }
        return (result, identity)
    }

    // MARK: The child's side

    /// Runs check `name` against `target` (a path, or `builtin:ID`) in this process and returns
    /// the result-file lines. The handshake loads the plugin through the loader's gates.
    static func runCheck(_ name: String, target: String, seed: UInt64) -> ([String], Bool) {
        func line(_ r: CheckResult) -> String { "\(r.status.rawValue)\t\(r.message.replacingOccurrences(of: "\n", with: "\\n"))" }
        let plugin: LoadedPlugin
        switch PluginSource(target).load() {
        case .success(let p): plugin = p
        case .failure(let r): return ([line(.fail("the loader rejects it: \(r.reason.rawValue): \(r.message)"))], false)
        }
        guard let check = ValidationCheck.all.first(where: { $0.name == name }) else {
            return ([line(.fail("unknown check \(name)"))], false)
        }
        let identity = "identity\t\(plugin.info.id)\t\(plugin.info.name) \(plugin.info.version)\t\(plugin.info.isAnimator ? "animator" : "")\(plugin.info.isInteraction ? ",interaction" : "")"
        if let why = check.skipReason(plugin.info) { return ([line(.skip(why)), identity], true) }
        return ([line(check.run(plugin, seed: seed)), identity], true)
    }

    /// The `__validate-check CHECK TARGET --seed N --result FILE` entry: limits the address
    /// space, runs the check and writes the result file. Returns the exit code.
    package static func childMain(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 2 else { return 2 }
        var seed: UInt64 = 1
        if let i = arguments.firstIndex(of: "--seed"), i + 1 < arguments.count { seed = UInt64(arguments[i + 1]) ?? 1 }
        let lines: [String]
        if let early = CheckProcess.confine(target: arguments[1]) {
            lines = [early]
        } else {
            (lines, _) = runCheck(arguments[0], target: arguments[1], seed: seed)
        }
        return CheckProcess.report(lines) ? 0 : 3
    }
}
