import Foundation
import Isolation
import PluginRuntime
import ProcessSupport
import TextFormat
import Validation

/// `host-cli validate`: the conformance validator (see ``Validator``): parses, resolves the
/// targets, prints the report.
struct ValidateCommand: ParsableCommand {
    /// `--scenario`.
    static let scenario = CommandSpec.Option.value(
        "scenario", "NAME[,NAME]",
        "Run the transition checks in these scenarios, in this order (default: \(ValidationScenario.defaults.map(\.rawValue).joined(separator: ",")); names: \(ValidationScenario.allCases.map(\.rawValue).joined(separator: ", ")))",
        repeatable: true, completes: .words(ValidationScenario.allCases.map(\.rawValue)))
    /// `--json`.
    static let json = CommandSpec.Option.flag(
        "json", "Print one JSON document (plugins with their checks, and a summary) instead of text")
    /// `--junit`.
    static let junit = CommandSpec.Option.value(
        "junit", "FILE", "Also write a JUnit XML report to FILE (for CI systems)", completes: .file)
    /// `--timeout`.
    static let timeout = CommandSpec.Option.value("timeout", "SECONDS", "Time limit of each check (default 20)")
    /// `--only`.
    static let only = CommandSpec.Option.value("only", "REGEX", "Run only the checks whose name matches")
    /// `--skip`.
    static let skip = CommandSpec.Option.value("skip", "REGEX", "Skip the checks whose name matches")
    /// `--seed`.
    static let seed = CommandSpec.Option.value(
        "seed", "N",
        "Seed of the randomized checks and of the plugins' random numbers (default 1; the same seed repeats a run)")
    /// `--in-process`.
    static let inProcess = CommandSpec.Option.flag(
        "in-process", "Run the checks in this process (debugging: a crashing plugin then takes the validator down)")
    /// `--single-section`.
    static let singleSection = CommandSpec.Option.flag(
        "single-section",
        "Lay out layouts in one section only (the item counts of the layout checks summed into it): for a layout whose contract is one section"
    )
    /// `--jobs`.
    static let jobs = CommandSpec.Option.value(
        "jobs", "N", "Checks run at the same time, each in its own process (default: one per core)")

    static let spec = CommandSpec(
        name: "validate", summary: "Check that plugins keep the contract; no plugin can crash or hang the validator",
        arguments: "PATH|ID...",
        discussion: """
            Each target is a plugin file (a path; it need not be in a plugins folder) or the id of a
            plugin found in the search path (see host-cli list). The `file` check reads the file
            without running it; every other check runs in a child process of its own, in its own
            process group, killed with its group after --timeout seconds, with its address space
            limited to 4 GiB — so a plugin that crashes, hangs, allocates without bound or prints is
            reported as such and the run goes on. Statuses: pass, fail, crash, timeout, skip,
            warning. The last line counts them (N passed, N failed, ...). Exit status 0 when nothing
            failed, crashed or timed out, 1 otherwise, 2 for bad usage. Progress goes to stderr: on a
            terminal one line updated in place and cleared before the report, else a line per check.

            Checks:
            \(ValidationCheck.all.map { "  " + $0.name.padding(toLength: 18, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

            Scenarios (--scenario NAME, repeatable or a comma-separated list; a plugin's descriptor
            cannot declare them): the checks of one transition run in every scenario chosen;
            lifecycle, event-fuzz, completion-speed and memory in the first; file, handshake and
            descriptor in none. Each report line names the scenario its check ran in. Without
            --scenario only \(ValidationScenario.defaults.map(\.rawValue).joined(separator: ", ")) runs; a check that fails there only because the animator
            never adds the to view is tried in modal-dismiss too, and its message then says
            whether the animator is a dismissal-only one. In modal-present, such a failure says
            how to validate an animator whose app's presentation controller adds the view
            (modal-present-in-container). --after PRESENT.so (dismissal scenarios only; without
            --scenario, modal-dismiss) makes each dismissal follow the paired presenting plugin's
            presentation, animated and run to its end on the same stage, for a dismissal that
            animates what that presentation left in the container (a snapshot, a dimming view); no
            check looks at the presentation, and a `prelude` row, last, says how it went (a
            warning at most, never a failure of the dismissal).
            \(ValidationScenario.allCases.map { "  " + $0.rawValue.padding(toLength: 28, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))
            """,
        options: [
            scenario, after, json, junit, timeout, only, skip, seed, inProcess, singleSection, jobs,
            PluginFolders.option
        ],
        positionals: ("a plugin path or id", 1, 64), positionalCompletion: .plugins(kind: nil, orFile: true))

    /// The targets as given: paths and ids.
    var items: [String]
    /// `--plugins`.
    var plugins: PluginFolders
    /// `--json`.
    var printsJSON: Bool
    /// `--junit`.
    var junitPath: String?
    /// The command line, for ``parseOptions(_:)``.
    private let parsed: ParsedArguments
    /// The validator's options and the resolved targets, worked out by ``validate()``.
    private var options = Validator.Options()
    private var targets: [(target: String, path: String?, builtin: String?)] = []

    init(parsed: ParsedArguments) {
        items = parsed.positionals
        plugins = PluginFolders(parsed: parsed)
        printsJSON = parsed.has(Self.json)
        junitPath = parsed.value(Self.junit)
        self.parsed = parsed
    }

    mutating func validate() throws(UsageError) {
        try plugins.validate()
        options = try Self.parseOptions(parsed)
        try Self.parseAfter(parsed, folders: plugins.folders, options: &options)
        if let junitPath { try OutputPaths.check(junitPath, option: "--junit", example: "report.xml") }
        targets = try Self.resolve(items, folders: plugins.folders)
    }

    func run(_ console: Console) -> ExitCode {
        // On a terminal, one line updated in place (cleared before the report); elsewhere a
        // plain line per check.
        let progress = ValidationProgress(console: console, checks: Validator.plannedCount(options))
        var reports: [Validator.Report] = []
        for (n, t) in targets.enumerated() {
            let prefix = targets.count > 1 ? "[\(n + 1)/\(targets.count)] " : ""
            progress.begin(prefix + TerminalText.escape(t.target))
            reports.append(
                Validator.validate(target: t.target, path: t.path, builtinID: t.builtin, options: options) { line in
                    progress.finished(line)
                })
        }
        progress.clear()
        if printsJSON {
            console.line(ValidationReport.json(reports))
        } else {
            console.out(ValidationReport.text(reports.map(Self.escaped)))
        }
        if let junitPath {
            do {
                let file = try OutputFile(junitPath)
                try file.write(ValidationReport.junit(reports))
                try file.commit()
            } catch {
                console.error("--junit \(error)")
                return .failure
            }
        }
        return ValidationReport.Summary(reports).ok ? .success : .failure
    }

    /// `report` with every string a plugin or the file system controls (target, path, id,
    /// label, check messages) escaped with ``TerminalText``, for the text report on a terminal
    /// (the JSON and JUnit reports escape in their own formats).
    static func escaped(_ report: Validator.Report) -> Validator.Report {
        let e = TerminalText.escape
        var r = report
        r.target = e(r.target)
        r.path = r.path.map(e)
        r.id = r.id.map(e)
        r.label = r.label.map(e)
        r.outcomes = r.outcomes.map { o in
            var o = o
            o.check = e(o.check)
            o.result.message = e(o.result.message)
            return o
        }
        return r
    }

    /// The validator's options from `args`: each number in its range, each pattern a regular
    /// expression, and a filter that leaves nothing to run refused.
    static func parseOptions(_ args: ParsedArguments) throws(UsageError) -> Validator.Options {
        var o = Validator.Options()
        o.timeout = try RunCommand.number(args, timeout, 20, 0.1...3600)
        if let s = args.value(seed) {
            guard let v = UInt64(s) else {
                throw .invalidValue(option: seed.flagName, value: s, expected: "a whole number ≥ 0")
            }
            o.seed = v
        }
        func regex(_ option: CommandSpec.Option) throws(UsageError) -> NSRegularExpression? {
            guard let p = args.value(option) else { return nil }
            do { return try NSRegularExpression(pattern: p) } catch {
                throw .invalidValue(
                    option: option.flagName, value: p,
                    expected:
                        "a regular expression over the check names (\(ValidationCheck.all.map(\.name).joined(separator: ", ")))"
                )
            }
        }
        o.only = try regex(only)
        o.skip = try regex(skip)
        o.inProcess = args.has(inProcess)
        o.singleSection = args.has(singleSection)
        let scenarios = args.all(scenario)
        if !scenarios.isEmpty {
            do { o.scenarios = try ValidationScenario.parse(scenarios) } catch {
                throw .scenario(error)
            }
        }
        if args.value(jobs) != nil { o.jobs = Int(try RunCommand.number(args, jobs, 1, 1...64)) }
        // A filter that leaves nothing to run is a mistake, never an empty pass.
        if !ValidationCheck.all.contains(where: { Validator.selected($0.name, o) }) {
            let filters = [o.only.map { "--only \($0.pattern)" }, o.skip.map { "--skip \($0.pattern)" }].compactMap {
                $0
            }.joined(separator: " with ")
            throw .notApplicable(
                option: filters,
                reason:
                    "leaves no check to run; loosen it (the check names are \(ValidationCheck.all.map(\.name).joined(separator: ", ")))"
            )
        }
        return o
    }

    /// Paths stay paths (made absolute); anything else is an id looked up in the search path.
    static func resolve(_ items: [String], folders: [String]) throws(UsageError) -> [(
        target: String, path: String?, builtin: String?
    )] {
        var scan: Catalog?
        var out: [(String, String?, String?)] = []
        let cwd = FileManager.default.currentDirectoryPath
        for item in items {
            let path = item.hasPrefix("/") ? item : cwd + "/" + item
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            // A folder is never a plugin, whether it was meant as a path or as an id.
            if exists, isFolder.boolValue {
                let shown = TerminalText.escape(item)
                throw .refusedValue(
                    option: "", value: item,
                    reason:
                        "a folder, not a plugin; give a plugin .so file in it (host-cli validate \(shown.hasSuffix("/") ? shown : shown + "/")libNAME.so) or a plugin id (see host-cli list)"
                )
            }
            if item.contains("/") || item.hasSuffix(".so") {
                guard exists else {
                    throw .refusedValue(
                        option: "", value: item,
                        reason: "no such file; give the path of a plugin .so or the id of a listed plugin")
                }
                out.append((item, (path as NSString).standardizingPath, nil))
                continue
            }
            if scan == nil { scan = PluginCatalog.scan(folders: folders) }
            guard let p = scan!.plugin(id: item) else {
                let ids = scan!.plugins.map(\.info.id)
                let hint = Suggestions.closest(item, in: ids).map { "; did you mean \($0)?" } ?? ""
                let rejected = scan!.rejected.first { ($0.path as NSString).lastPathComponent.contains(item) }
                let why =
                    rejected.map {
                        "; a file that may be it was rejected (\($0.reason.rawValue)): validate it by path: host-cli validate \($0.path)"
                    } ?? ""
                let file =
                    exists
                    ? "; a file of that name is here: to validate it, give it as a path: host-cli validate ./\(TerminalText.escape(item))"
                    : ""
                throw .refusedValue(
                    option: "", value: item,
                    reason:
                        "no plugin with that id\(hint)\(why)\(file) (the plugins are: \(ids.joined(separator: ", ")); see host-cli list)"
                )
            }
            out.append((item, p.isBuiltIn ? nil : p.path, p.isBuiltIn ? p.info.id : nil))
        }
        return out
    }
}
