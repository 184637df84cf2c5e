import Foundation
import Isolation
import PluginRuntime
import Porting
import ProcessSupport
import TextFormat
import Validation

/// `host-cli port FILE.swift... [--class NAME]... [--construct EXPR]... [--output DIR]
/// [--install] [--dir DIR] [--host DIR] [--no-validate]`: from iOS source files to validated
/// plugins in one command. It reads the files as written for iOS, applies the mechanical
/// rewrites Swift on Linux needs (``PortRewriter``), finds the animators, interaction
/// controllers and layouts (``PortableClassFinder``), writes a plugin package
/// (``PortProject``), builds it, validates every plugin and installs them on request,
/// printing a report: per class built / validated / installed, and per blocker the file,
/// line, problem and what to do. The user's files are never changed.
struct PortCommand: ParsableCommand {
    /// The options, each declared once.
    enum Options {
        typealias Option = CommandSpec.Option
        static let className = Option.value(
            "class", "NAME", "Port only this class (its name or Outer.Name)", repeatable: true)
        static let construct = Option.value(
            "construct", "EXPR", "How to make a class whose initializers need arguments, e.g. 'Swipe(edge: .left)'",
            repeatable: true)
        static let output = Option.value(
            "output", "DIR", "Where to write the package (default ./NAME-plugin)", completes: .directory)
        static let install = Option.flag(
            "install", "Install every plugin that validated into the per-user plugins folder (or --dir)")
        static let dir = Option.value("dir", "DIR", "With --install: the folder to install into", completes: .directory)
        static let host = Option.value(
            "host", "DIR",
            "The TransitionHost checkout to build against (default: TRANSITION_HOST_PATH, else the one above host-cli)",
            completes: .directory)
        static let noBuild = Option.flag("no-build", "Write the package and the report of rewrites only")
        static let noValidate = Option.flag("no-validate", "Build without validating (and so install nothing)")
        static let timeout = Option.value(
            "timeout", "SECONDS", "Seconds one validation check may take, as validate --timeout (default 20)")
        static let scenario = Option.value(
            "scenario", "NAME[,NAME]",
            "Validate every plugin in these scenarios instead of the ones port chooses per class (names: \(ValidationScenario.allCases.map(\.rawValue).joined(separator: ", ")))",
            repeatable: true, completes: .words(ValidationScenario.allCases.map(\.rawValue)))
        /// In the order the help lists them.
        static let all = [className, construct, output, install, dir, host, noBuild, noValidate, timeout, scenario]
    }

    static let spec = CommandSpec(
        name: "port", summary: "Make plugins of the animators, interaction controllers and layouts in iOS source files",
        arguments: "FILE.swift...",
        discussion: """
            Reads the files as written for iOS (they are never changed), finds every class that
            conforms to UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning
            or subclasses UIPercentDrivenInteractiveTransition or UICollectionViewLayout (through
            extensions, superclasses in the same files, nested and enum-namespaced types too),
            and makes each a plugin: DIR gets a package on this checkout's UIKit and QuartzCore
            products with a copy of the files and a generated PortExport.swift per plugin, and
            DIR/ported/ the files as compiled, each with a .diff against yours when port had to
            change it. Then it builds the package, validates every plugin (as host-cli validate
            does), copies each library to DIR/plugins/ and, with --install, installs the ones that
            passed.

            Mechanical rewrites, each listed in the report: @objc, @objcMembers, dynamic and the
            @IB attributes removed; #selector(m) made Selector(Type.m) for the SDK's target/action
            APIs; x.m?(...) calls of UIKit's optional requirements made x.m(...); a method of an
            extension that a subclass overrides moved into its class; import os / os.log / OSLog
            removed (os_log and Logger write to the host's log); import UIKit added to a file that
            uses UIKit but imports only Foundation; a file whose code repeats an earlier file's
            (comments and spacing aside) commented out, so each type is declared once.

            Types of your app that the files use but do not declare (a view controller they cast
            the transition's controllers to, a Constants namespace, a card view) get stand-ins
            inferred from the compiler's errors, built again up to 12 rounds: PortStubs.swift,
            listed in the report. The SDK makes the from/to controllers a file casts to a stubbed
            controller class as instances of it, so the cast succeeds.

            A class is made with no arguments (an init() or one whose parameters all have
            defaults), else with placeholder arguments where port can make a harmless value of
            every parameter's type (numbers, a duration 0.35; false; ""; nil; empty collections
            and option sets; closures that do nothing; the SDK's views, colours and geometry;
            the files' own enums, structs and classes through their initializers; stand-ins of
            the app's types): the report lists the initializer and the arguments. Otherwise, or
            to choose, give --construct 'Name(arguments)'. --class NAME ports only the named
            classes.

            Each animator is validated in the scenario it was written for, chosen from the files:
            modal-dismiss (a custom modal dismissal, no to view) when a transitioning delegate
            returns it from animationController(forDismissed:), its presenting/dismissing flag is
            made on the dismissing side, its name says it dismisses, or it reads the side from
            the modal presentation at run time (presentingViewController, isBeingDismissed) —
            modal-dismiss-full-screen instead when it adds the to view to the container
            (view(forKey: .to) or the to controller's view) and the files show no .custom
            presentation, so it is a full-screen dismissal, where UIKit hands the presenting view
            out and the animator must add it;
            modal-present (a custom modal presentation: no from view, the presenter's appearance
            calls are the animator's) when it animates the presenting side (the delegate's
            animationController(forPresented:), a presenting flag, its name) and the files show a
            .custom presentation (it calls beginAppearanceTransition, modalPresentationStyle and
            .custom on one line, a UIPresentationController subclass) — modal-present-in-container
            when that presentation controller adds the presented view to the container itself,
            or when a presenting animator reads the to view but adds no view anywhere (an
            assumption, said in the report: its app's presentation controller must add it);
            custom-container (the to view must be added) otherwise. A dismissal the files pair
            with a presenting animator (a delegate returning both, a viewWithTag tag the other
            uses, names that differ only in Dismiss/Present or Hide/Show) is validated after
            that animator's presentation (validate --after); one that would have been validated
            in custom-container becomes a modal dismissal by the pairing (full-screen when the
            presenter reads view(forKey: .from)); the presenting animator of a pair whose
            dismissal is so validated full-screen, in files with no .custom presentation, is
            validated in modal-present-full-screen (the style its dismissal runs after: the
            presenting view handed out, out of the window once presented, and what the animator
            leaves in the container kept). A class with no such evidence
            that fails in custom-container only where the validator says the check passes in
            modal-dismiss is validated again there, and the report says so. The report gives the
            scenario and the reason per plugin; --scenario NAME validates every plugin in NAME.

            An animator whose animateTransition can never call completeTransition (nor can
            anything it reaches in the files) and that is meant to be subclassed (not final; a
            subclass in the files, open, an empty animateTransition, a completing method it never
            reaches, or a comment calling it a base class) is reported as a base class and not
            made into an animator plugin; its subclasses in the files are.

            DIR (default ./NAME-plugin after the first file) must be new, empty, or a folder an
            earlier port made. The package builds in a per-user cache shared by every port
            ($XDG_CACHE_HOME/transition-host/port-build, or ~/.cache/…), so the SDK is built once:
            the first port takes minutes, later ones seconds.

            Exit status: 0 when every class was built and validated (and installed with --install),
            1 when one was not (the report says why), 2 for a usage error.
            """,
        options: Options.all,
        positionals: ("Swift files", 1, 256), positionalCompletion: .file)

    /// The largest source file read.
    static let maximumFileSize = 4 << 20

    /// The command line, planned by ``validate()``.
    private let parsed: ParsedArguments
    /// Everything decided before anything is written, by ``validate()``.
    private var plan: Plan?

    init(parsed: ParsedArguments) { self.parsed = parsed }

    mutating func validate() throws(UsageError) { plan = try Plan(parsed) }

    func run(_ console: Console) -> ExitCode {
        guard let plan else { preconditionFailure("port: run before validate") }
        return plan.run(console)
    }

    /// Everything decided before anything is written.
    struct Plan {
        var files: [PortRewriter.File] = []
        var results: [PortRewriter.Result] = []
        var classes: [PortableClass] = []
        /// The animators that are base classes: not made into animator plugins.
        var baseClasses: [AnimatorBaseClass] = []
        var constructions: [String: String] = [:]
        var output: String
        var host: HostCheckout
        var install: Bool, installFolder: String?, build: Bool, validate: Bool
        /// Seconds one validation check may take (`--timeout`).
        var checkTimeout = 20.0
        /// `--scenario`: the scenarios every plugin is validated in (nil: port chooses per class).
        var scenarios: [ValidationScenario]?

        init(_ args: ParsedArguments) throws(UsageError) {
            files = try args.positionals.map { path throws(UsageError) in try Self.source(path) }
            results = PortRewriter().rewrite(files)
            let found = PortableClassFinder.find(files.map { ($0.path, SwiftDeclarations($0.source)) })
            // --class: only these.
            let wanted = args.all(Options.className)
            func matches(_ c: PortableClass, _ name: String) -> Bool {
                c.qualifiedName == name || c.qualifiedName.split(separator: ".").last.map(String.init) == name
            }
            for name in wanted where !found.contains(where: { matches($0, name) }) {
                let names = found.map(\.qualifiedName)
                let near =
                    Suggestions.closest(name, in: names) ?? names.first { $0.lowercased().contains(name.lowercased()) }
                throw .unknownName(
                    option: Options.className.flagName, value: name,
                    what: "an animator, interaction controller or layout in the files", suggestion: near, choices: names
                )
            }
            classes = wanted.isEmpty ? found : found.filter { c in wanted.contains { matches(c, $0) } }
            baseClasses = AnimatorBaseClass.find(in: classes, files: files.map { ($0.path, $0.source) })
            // --construct: keyed by the type the expression starts with.
            for expr in args.all(Options.construct) {
                let head = String(expr.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
                let type = head.hasSuffix(".init") ? String(head.dropLast(5)) : head
                guard let c = found.first(where: { matches($0, type) }) else {
                    throw .invalidValue(
                        option: Options.construct.flagName, value: expr,
                        expected:
                            "the name of a class port found (\(found.map(\.qualifiedName).joined(separator: ", "))) and its arguments, e.g. --construct '\(found.first?.qualifiedName ?? "MyAnimator")(duration: 0.4)'"
                    )
                }
                constructions[c.qualifiedName] = expr
            }
            // A class made by --construct is not made with placeholders: the report does not list them.
            for i in classes.indices where constructions[classes[i].qualifiedName] != nil {
                classes[i].placeholderArguments = nil
                classes[i].placeholderInitializer = nil
            }
            let first = ((args.positionals[0] as NSString).lastPathComponent as NSString).deletingPathExtension
            output = args.value(Options.output) ?? first + "-plugin"
            host = try HostCheckout.locate(
                explicit: args.value(Options.host), environment: ProcessInfo.processInfo.environment,
                executableDirectory: PluginSearchPath.executableDirectory())
            install = args.has(Options.install)
            installFolder = args.value(Options.dir)
            build = !args.has(Options.noBuild)
            validate = !args.has(Options.noValidate)
            checkTimeout = try RunCommand.number(args, Options.timeout, 20, 0.1...3600)
            let named = args.all(Options.scenario)
            if !named.isEmpty {
                do { scenarios = try ValidationScenario.parse(named) } catch { throw .scenario(error) }
            }
            // Validated only as dismissals (--scenario): a presenting/dismissing flag keeps
            // its initial value instead of being set to the presenting side.
            if let scenarios, scenarios.allSatisfy({ $0.rawValue.hasPrefix("modal-dismiss") }) {
                for i in classes.indices { classes[i].appSet.removeAll(where: \.sideFlag) }
            }
            if installFolder != nil, !install {
                throw .notApplicable(
                    option: Options.dir.flagName, reason: "needs --install (it names the folder to install into)")
            }
            if install, !validate {
                throw .notApplicable(
                    option: Options.install.flagName,
                    reason: "needs validation: port installs only plugins that validated; leave out --no-validate")
            }
            try PortOutput.check(output)
        }

        /// The Swift source file `path`: a regular `.swift` file of at most 4 MiB of UTF-8.
        static func source(_ path: String) throws(UsageError) -> PortRewriter.File {
            guard path.hasSuffix(".swift") else {
                throw .refusedValue(
                    option: "", value: path,
                    reason:
                        "not a Swift file; give the .swift files of your animators, interaction controllers or layouts"
                )
            }
            var st = stat()
            guard stat(path, &st) == 0 else {
                throw .refusedValue(
                    option: "", value: path,
                    reason:
                        "\(errno == ENOENT ? "no such file" : WriteLoop.reason(errno)); give the path of a .swift file"
                )
            }
            guard st.st_mode & S_IFMT == S_IFREG else {
                throw .refusedValue(option: "", value: path, reason: "not a regular file; give a .swift file")
            }
            guard Int(st.st_size) <= PortCommand.maximumFileSize else {
                throw .refusedValue(
                    option: "", value: path,
                    reason: "\(st.st_size) bytes, more than a source file port reads (4 MiB)")
            }
            guard let data = FileManager.default.contents(atPath: path),
                let text = String(data: data, encoding: .utf8)
            else {
                throw .refusedValue(
                    option: "", value: path, reason: "cannot be read as UTF-8 text; give a Swift source file")
            }
            return PortRewriter.File(path: path, source: text)
        }

        /// Writes, builds, validates and installs; prints the report.
        func run(_ console: Console) -> ExitCode {
            let fileNames = PortOutput.uniqueNames(files.map(\.path))
            let (plugins, unmade) = pluginsToMake()
            var project = PortProject(
                name: PortOutput.packageName(output), hostPath: host.path,
                files: zip(fileNames, results).map { ($0, $1.source) },
                plugins: PortProject.plugins(for: plugins))
            // The files as given: their `@IBOutlet`s, which the rewrite drops, are the outlets.
            let givenScans = files.map { ($0.path, SwiftDeclarations($0.source)) }
            project.controllerClasses = PortableClassFinder.controllerClasses(givenScans)
            project.standInControllerClasses = PortableClassFinder.controllerClasses(givenScans, standIns: true)
            var report = PortReport(
                files: files.map(\.path), results: results, classes: classes, unmade: unmade, plugins: project.plugins)
            report.baseClasses = baseClasses
            do {
                try PortOutput.write(project, originals: files, results: results, names: fileNames, to: output)
            } catch {
                console.error("\(output): \(error)")
                return .failure
            }
            guard build, !project.plugins.isEmpty else {
                console.out(report.text(output: output, escape: TerminalText.escape))
                return classes.isEmpty || !unmade.isEmpty || project.plugins.isEmpty ? .failure : .success
            }
            var built = buildPackage(&project, names: fileNames, report: &report, console: console)
            var builtProject = project
            // A rebuild can fail on files of its own that the first build's errors hid: those
            // are left out in turn, a few rounds at most.
            for _ in 0..<PortCommand.Plan.rebuildRounds where built.failure != nil {
                guard
                    let again = rebuildWithoutBlocked(builtProject, names: fileNames, report: &report, console: console)
                else { break }
                (builtProject, built) = (again.project, again.built)
            }
            let scans = files.map { ($0.path, SwiftDeclarations($0.source)) }
            for (i, p) in project.plugins.enumerated() {
                guard builtProject.plugins.contains(where: { $0.target == p.target }) else {
                    report.outcomes[i].note =
                        report.builtWithout.contains(p.sourcePath)
                        ? "not built: its file is blocked (below)"
                        : "not built: its generated PortExport.swift does not compile (below)"
                    continue
                }
                let choice = withPrelude(scenario(for: p, scans: scans), builtProject, built, dismissal: p.className)
                let protocols = builtProject.protocolStandIns(for: p).standIns
                report.outcomes[i].protocolStandIns = protocols.map {
                    ($0.key, String($0.type.dropFirst(PortProject.protocolControllerPrefix.count)))
                }
                report.outcomes[i].protocolStandInsRefused = builtProject.protocolStandInsRefused(for: p)
                report.outcomes[i].ownControllerStandIns = builtProject.ownControllerStandIns(
                    for: p, protocolKeys: Set(protocols.map(\.key)))
                builtProject.reportContainersAndAppState(for: p, protocols: protocols, in: &report.outcomes[i])
                deliver(p, from: built, in: choice, outcome: &report.outcomes[i], console: console)
            }
            console.out(report.text(output: output, escape: TerminalText.escape))
            return report.succeeded(install: install, validate: validate) ? .success : .failure
        }

        /// Each plugin to make (a class, one of its kinds, the expression that makes it), and
        /// the classes no expression makes, with why: `--construct` first, else an initializer
        /// without arguments.
        func pluginsToMake() -> (
            plugins: [(PortableClass, PortableClass.Kind, String)], unmade: [(PortableClass, String)]
        ) {
            var plugins: [(PortableClass, PortableClass.Kind, String)] = []
            var unmade: [(PortableClass, String)] = []
            for c in classes {
                // A base class is no animator on its own (its subclasses are): its other kinds stay.
                let base = baseClasses.contains { $0.className == c.qualifiedName }
                if base && c.kinds == [.animator] { continue }
                guard let make = constructions[c.qualifiedName] ?? c.construction else {
                    unmade.append((c, c.constructionBlocker ?? "no initializer without arguments"))
                    continue
                }
                for k in c.kinds where !(base && k == .animator) { plugins.append((c, k, make)) }
            }
            return (plugins, unmade)
        }

        /// Builds the package written (completing stubs as ``PortBuild`` does) and puts in
        /// `report` the stubs, the time taken, and the blockers, each at its line in the user's
        /// file (ported copies' lines are mapped back through ``LineDiff``), or the build's
        /// failure when no blocker explains it.
        func buildPackage(
            _ project: inout PortProject, names fileNames: [String], report: inout PortReport, console: Console
        ) -> PortBuild.Result {
            let scratch = PortOutput.scratchPath(host: host.path)
            console.err(
                "building \(project.plugins.count) plugin\(project.plugins.count == 1 ? "" : "s") (swift build; the first port also builds the SDK, which takes minutes)…\n"
            )
            let started = Date()
            let built = PortBuild.runCompletingStubs(
                &project, originals: files, results: results, names: fileNames, output: output,
                scratch: scratch, console: console)
            report.stubs = project.stubs
            report.buildSeconds = Date().timeIntervalSince(started)
            report.blockers = PortDiagnostic.parse(
                built.log, copies: Self.copies(names: fileNames, originals: files, results: results))
            if let failure = built.failure, report.blockers.isEmpty { report.buildFailure = failure }
            return built
        }

        /// One plugin after the build: its library copied to the output's plugins/, validated,
        /// and installed when asked and it passed; `outcome` says how far it got and why not.
        /// Only from a build that succeeded: a failed one may leave libraries of the targets
        /// that compiled, made of the same failing files.
        func deliver(
            _ p: PortProject.Plugin, from built: PortBuild.Result, in choice: PortScenario,
            outcome: inout PortReport.Outcome, console: Console
        ) {
            let library = built.failure == nil ? built.binPath.map { $0 + "/lib\(p.target).so" } : nil
            guard let library, FileManager.default.fileExists(atPath: library) else { return }
            let copy = output + "/plugins/lib\(p.target).so"
            do { try PortOutput.copyLibrary(library, to: copy) } catch {
                outcome.note = "cannot copy \(library) to \(copy): \(error)"
                return
            }
            outcome.library = copy
            guard validate else { return }
            let path =
                (copy as NSString).standardizingPath.hasPrefix("/")
                ? copy : FileManager.default.currentDirectoryPath + "/" + copy
            let summary = validateChoosing(
                p, library: (path as NSString).standardizingPath, copy: copy, choice: choice, outcome: &outcome,
                console: console)
            guard install, summary.ok else { return }
            let installer = PluginInstaller(folder: installFolder)
            do {
                let staged = try installer.stage(path)
                defer { staged.discard() }
                outcome.installed = try installer.install(staged).path
            } catch {
                outcome.note = "not installed: \(error)"
            }
        }
    }
}

extension PortCommand.Plan {
    /// The scenarios plugin `p` is validated in and why: `--scenario`, else for an animator
    /// the evidence of the files (``PortScenario``), else the default.
    func scenario(for p: PortProject.Plugin, scans: [(path: String, scan: SwiftDeclarations)]) -> PortScenario {
        var choice = scenarioOfTransitions(for: p, scans: scans)
        if p.kind == .layout, let at = LayoutSections.singleSectionEvidence(of: p.className, files: scans) {
            choice.reason +=
                "; its layouts in one section (--single-section): it requires exactly one section at \(at), as its app gives it"
            choice.singleSection = true
        }
        return choice
    }

    /// ``scenario(for:scans:)`` but for the sections of a layout.
    func scenarioOfTransitions(for p: PortProject.Plugin, scans: [(path: String, scan: SwiftDeclarations)])
        -> PortScenario
    {
        if let scenarios {
            return PortScenario(scenarios: scenarios.map(\.rawValue), reason: "--scenario", fromEvidence: true)
        }
        guard p.kind == .animator, let c = classes.first(where: { $0.qualifiedName == p.className }) else {
            return PortScenario(
                scenarios: ValidationScenario.defaults.map(\.rawValue), reason: "the default", fromEvidence: false)
        }
        return PortScenario.choose(for: c, construction: p.construction, files: scans)
    }

    /// Validates `p`'s library in `choice`'s scenarios; when the choice is the default and a
    /// check failed only for a missing to view that passes in modal-dismiss (the validator's
    /// hint), validates it again in modal-dismiss, which then gives the verdict. Records the
    /// verdict and scenario in `outcome`.
    func validateChoosing(
        _ p: PortProject.Plugin, library: String, copy: String, choice: PortScenario,
        outcome: inout PortReport.Outcome, console: Console
    ) -> ValidationReport.Summary {
        // nil: as `validate` without --scenario, so the validator adds its hint to a failure
        // that passes in modal-dismiss.
        func run(_ names: [String]?) -> (Validator.Report, ValidationReport.Summary) {
            let shown = names ?? ValidationScenario.defaults.map(\.rawValue)
            console.err(
                "validating \(TerminalText.escape(p.className)) (\(p.kind.rawValue)) in \(shown.joined(separator: ", "))…\n"
            )
            var options = Validator.Options()
            options.timeout = checkTimeout
            options.scenarios = names?.compactMap { ValidationScenario(rawValue: $0) }
            options.singleSection = choice.singleSection
            options.after = choice.afterLibrary
            let result = Validator.validate(target: copy, path: library, options: options)
            return (result, ValidationReport.Summary([result]))
        }
        var names = choice.scenarios, reason = choice.reason
        var (result, summary) = run(choice.fromEvidence ? names : nil)
        let failures = result.outcomes.filter { $0.result.status.isFailure }
        if !choice.fromEvidence, p.kind == .animator,
            failures.contains(where: \.result.passesInModalDismiss)
        {
            let first = (summary.passed, failures.count)
            (result, summary) = run([ValidationScenario.modalDismiss.rawValue])
            names = [ValidationScenario.modalDismiss.rawValue]
            reason =
                PortScenario.fallbackReason + " (custom-container: \(first.1) failed, \(first.0) passed)"
        }
        outcome.scenarios = (names, reason)
        outcome.validation = (
            summary.passed, summary.failed + summary.crashed + summary.timedOut,
            result.outcomes.filter { $0.result.status.isFailure }.map { "\($0.check): \($0.result.message)" }
        )
        outcome.warnings = result.outcomes.filter { $0.result.status == .warning }.map {
            "\($0.check): \($0.result.message)"
        }
        return summary
    }
}
