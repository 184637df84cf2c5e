/// What `host-cli port` did, as the text it prints: the files and their rewrites, per class
/// what became of it (built, validated, installed), and the blockers with what to do.
public struct PortReport: Sendable {
    /// What became of one plugin.
    public struct Outcome: Sendable {
        /// The library copied to the output's plugins/ (nil: not built).
        public var library: String?
        /// Checks passed and failed, and the failures' lines (nil: not validated).
        public var validation: (passed: Int, failed: Int, failures: [String])?
        /// The validator's warnings (`check: message`): a validated plugin may still have
        /// something to say (a cancel that could not be tested, views that do not follow the
        /// percent), and a warning about a stand-in's doing is how the user learns it.
        public var warnings: [String] = []
        /// The scenarios it was validated in and why (nil: not validated).
        public var scenarios: (names: [String], reason: String)?
        /// Where it was installed (nil: not installed).
        public var installed: String?
        /// Anything else to say (a copy or install that failed).
        public var note: String?
        /// The transition's controllers made stand-ins conforming to a protocol of the files
        /// (``PortProject/protocolStandIns(for:)``): key and protocol.
        public var protocolStandIns: [(key: String, protocol: String)] = []
        /// The controllers cast to a protocol of the files no stand-in can adopt, with why
        /// (``PortProject/protocolStandInsRefused(for:)``).
        public var protocolStandInsRefused: [(key: String, protocol: String, why: String)] = []
        /// The transition's controllers made instances of the files' own controller classes
        /// (``PortProject/controllerClasses``): key and the expression that made one.
        public var ownControllerStandIns: [(key: String, construction: String)] = []
        /// The transition's controllers made SDK containers holding a stand-in child
        /// (``PortProject/containerStandIns(for:except:)``): key and how.
        public var containerStandIns: [(key: String, construction: String)] = []
        /// The app state port played before the transition (``PortProject/appStates(for:standIns:)``), in words.
        public var appStates: [String] = []
        /// How the export makes the class (``PortProject/castControllerArguments(_:)``: the
        /// placeholder construction with the arguments the files cast replaced by stand-ins),
        /// once the stand-ins are known; the report prints it rather than the bare construction.
        public var construction: String?
        /// The app's stubbed types the animator hands its transition to, which alone could
        /// end it (``PortProject/appTypesEndingTheTransition(for:)``).
        public var handedTo: [String] = []
    }

    /// The files, as given.
    public var files: [String]
    /// Their rewrites.
    public var results: [PortRewriter.Result]
    /// The classes found (after `--class`).
    public var classes: [PortableClass]
    /// Classes that could not be made, and why.
    public var unmade: [(PortableClass, String)]
    /// Animators that are base classes (``AnimatorBaseClass``): not made into animator plugins.
    public var baseClasses: [AnimatorBaseClass] = []
    /// The plugins of the package.
    public var plugins: [PortProject.Plugin]
    /// Per plugin, in order.
    public var outcomes: [Outcome]
    /// Compiler errors mapped to the user's lines.
    public var blockers: [PortDiagnostic] = []
    /// Why the build failed when no compiler error says it (swift not found, a manifest error).
    public var buildFailure: String?
    /// Stand-ins written for the app's symbols the files use but do not declare (nil: none needed).
    public var stubs: PortStubs?
    /// How long the build took.
    public var buildSeconds: Double?
    /// The files left out of a second build because they blocked the first (as given); empty
    /// when there was none.
    public var builtWithout: [String] = []
    /// Declarations left out of a rebuild because they held a file's blockers while the
    /// classes ported from the file are elsewhere in it (``BlockedDeclarations``): file → what
    /// was left out. Empty when none was.
    public var leftOutDeclarations: [(path: String, declarations: [BlockedDeclarations.LeftOut])] = []
    /// The plugins left out of a rebuild because their generated `PortExport.swift` did not
    /// compile (`PresentationController (animator)`); empty when none was.
    public var droppedExports: [String] = []

    /// A report before the build.
    public init(
        files: [String], results: [PortRewriter.Result], classes: [PortableClass],
        unmade: [(PortableClass, String)], plugins: [PortProject.Plugin]
    ) {
        self.files = files
        self.results = results
        self.classes = classes
        self.unmade = unmade
        self.plugins = plugins
        outcomes = Array(repeating: Outcome(), count: plugins.count)
    }

    /// True when every class became a plugin that built, validated (unless not asked) and
    /// installed (when asked).
    public func succeeded(install: Bool, validate: Bool) -> Bool {
        // A base class alone makes no plugin: nothing was ported.
        guard unmade.isEmpty, !classes.isEmpty, !plugins.isEmpty, buildFailure == nil else { return false }
        return outcomes.allSatisfy { o in
            o.library != nil && (!validate || (o.validation.map { $0.failed == 0 } ?? false))
                && (!install || o.installed != nil)
        }
    }

    /// The total number of rewrites.
    public var rewriteCount: Int { results.reduce(0) { $0 + $1.rewrites.count } }

    /// The report. Every string from a file goes through `escape` first (the caller's terminal
    /// escaping).
    public func text(output: String, escape: (String) -> String = { $0 }) -> String {
        var s = ""
        let n = rewriteCount
        s +=
            "port: \(files.count) file\(files.count == 1 ? "" : "s"), \(classes.count) class\(classes.count == 1 ? "" : "es") → \(escape(output))\n"
        s +=
            n == 0
            ? "  compiles unchanged: no rewrite needed\n"
            : "  compiles with \(n) mechanical rewrite\(n == 1 ? "" : "s") (the diffs are in \(escape(output))/ported/)\n"
        for r in results {
            for w in r.rewrites {
                let what =
                    w.after.isEmpty
                    ? "removed \(w.before)" : w.before.isEmpty ? "added \(w.after)" : "\(w.before) → \(w.after)"
                s += "    \(escape(r.path)):\(w.line): \(w.kind.rawValue): \(escape(what))\n"
            }
        }
        if let stubs, !stubs.isEmpty {
            s +=
                "  built with \(stubs.symbolCount) stubbed app symbol\(stubs.symbolCount == 1 ? "" : "s") (\(escape(output))/ported/PortStubs.swift): the plugins run against stand-ins, not your app's types; give the files that declare them to use the real ones\n"
            for line in stubs.summary { s += "    stub: \(escape(line))\n" }
        }
        if classes.isEmpty {
            s +=
                "no class to port: port looks for classes conforming to UIViewControllerAnimatedTransitioning or UIViewControllerInteractiveTransitioning, or subclassing UIPercentDrivenInteractiveTransition or UICollectionViewLayout; give the files that declare them\n"
        }
        if !plugins.isEmpty || !unmade.isEmpty || !baseClasses.isEmpty { s += "plugins:\n" }
        for b in baseClasses { s += "  \(escape(b.className)) (animator): \(escape(b.description))\n" }
        for (p, o) in zip(plugins, outcomes) { s += pluginLines(p, o, escape: escape) }
        for c in classes where !(c.kinds == [.animator] && baseClasses.contains { $0.className == c.qualifiedName }) {
            if c.placeholderArguments != nil, var make = c.construction {
                // The export's construction, where the build has settled its stand-ins.
                if let i = plugins.firstIndex(where: { $0.className == c.qualifiedName }), i < outcomes.count,
                    let exported = outcomes[i].construction
                {
                    make = exported
                }
                if make.hasPrefix("PresentationControllerAnimator ") {
                    s +=
                        "  \(escape(c.qualifiedName)): a presentation controller that is its own animator: made when each transition starts, with that transition's presented and presenting controllers, as its app's transitioning delegate makes it: \(escape(make))\n"
                } else if make.hasPrefix("HandedControllersAnimator ") {
                    s +=
                        "  \(escape(c.qualifiedName)): made when each transition starts, with that transition's from and to controllers, as its app's transitioning delegate makes it (the other arguments are port's placeholders: give --construct to choose them): \(escape(make))\n"
                } else {
                    s +=
                        "  \(escape(c.qualifiedName)): made with placeholder arguments: \(escape(c.placeholderInitializer ?? "init"))"
                        + " with \(escape(make)) (give --construct '\(escape(c.qualifiedName))(…)' to choose the arguments)\n"
                }
            }
            if let i = plugins.firstIndex(where: { $0.className == c.qualifiedName }), i < outcomes.count,
                outcomes[i].construction?.hasPrefix("NavigationDelegateAnimator(") == true
            {
                s +=
                    "  \(escape(c.qualifiedName)): its own navigation controller delegate: asked for each transition's animator with navigationController(_:animationControllerFor:from:to:), as a navigation controller asks it (operation push, or pop for a pop or a dismissal)\n"
            }
            for line in PortAppSetProperties.reportLines(c) { s += "  \(escape(line))\n" }
        }
        for (c, why) in unmade {
            s +=
                "  \(escape(c.qualifiedName)) (\(escape(c.path)):\(c.line)): not built: \(escape(why)); give --construct '\(escape(c.qualifiedName))(…)' with the arguments to make one\n"
        }
        s += buildLines(output: output, escape: escape)
        return s
    }

    /// The report's lines for plugin `p`: how far it got, its scenario, failures, warnings
    /// and stand-ins.
    func pluginLines(_ p: PortProject.Plugin, _ o: Outcome, escape: (String) -> String) -> String {
        var s = ""
        var parts: [String] = []
        parts.append(o.library == nil ? "not built" : "built")
        if let v = o.validation {
            parts.append(
                v.failed == 0
                    ? "validated (\(v.passed) checks passed)"
                    : "validation failed (\(v.failed) failed, \(v.passed) passed)")
        }
        if let i = o.installed { parts.append("installed → \(escape(i))") }
        s += "  \(escape(p.className)) (\(p.kind.rawValue), id \(escape(p.id))): \(parts.joined(separator: ", "))\n"
        if let lib = o.library { s += "    library: \(escape(lib))\n" }
        if let (names, reason) = o.scenarios {
            s += "    scenario: \(names.joined(separator: ", ")) (\(escape(reason)))\n"
        }
        for f in o.validation?.failures ?? [] { s += "    failed: \(escape(f))\n" }
        for w in o.warnings { s += "    warning: \(escape(w))\n" }
        if !o.handedTo.isEmpty {
            let names = o.handedTo.map(escape).joined(separator: ", ")
            s +=
                "    needs your app's code: no file given calls completeTransition, and animateTransition hands the transition to \(names), stubbed here, so nothing ends it; give the files that declare \(names)\n"
        }
        for c in o.protocolStandIns {
            s +=
                "    stand-in: the \(c.key) controller conforms to \(escape(c.protocol)) with harmless values (your app's controllers conform in files not given)\n"
        }
        for c in o.protocolStandInsRefused {
            s +=
                "    no stand-in: the \(c.key) controller is cast to \(escape(c.protocol)), which port cannot conform to (\(escape(c.why))): on the host the cast fails, as it would for a controller of another class\n"
        }
        for c in o.ownControllerStandIns {
            s +=
                "    stand-in: the \(c.key) controller is made as \(escape(c.construction)), the files' own class it is cast to (your app presents one)\n"
        }
        for c in o.containerStandIns {
            s += "    stand-in: the \(c.key) controller is made as \(escape(c.construction)) (your app presents one)\n"
        }
        for a in o.appStates { s += "    app state: \(escape(a))\n" }
        if let note = o.note { s += "    \(escape(note))\n" }
        return s
    }

    /// The report's lines about the build: its time, its failure, the files left out, the blockers.
    func buildLines(output: String, escape: (String) -> String) -> String {
        var s = ""
        if let b = buildSeconds { s += "build: \(Int(b.rounded())) s\n" }
        if let f = buildFailure { s += "build failed: \(escape(f))\n" }
        if !builtWithout.isEmpty {
            s +=
                "built again without the files that block (their classes are not built): \(builtWithout.map(escape).joined(separator: ", "))\n"
        }
        for l in leftOutDeclarations {
            let what = l.declarations.map { "\($0.name) (lines \($0.firstLine)–\($0.lastLine))" }.joined(
                separator: ", ")
            s +=
                "built again without what blocks in \(escape(l.path)), which its ported classes do not need: \(escape(what))\n"
        }
        if !droppedExports.isEmpty {
            s +=
                "built again without the plugins whose generated PortExport.swift does not compile: \(droppedExports.map(escape).joined(separator: ", "))\n"
        }
        if !blockers.isEmpty {
            s += "blockers (\(blockers.count)):\n"
            for b in blockers.prefix(50) {
                s += "  \(escape(b.path)):\(b.line): \(escape(b.message))\n    what to do: \(escape(b.advice))\n"
            }
            if blockers.count > 50 {
                s += "  … and \(blockers.count - 50) more (the full log: \(escape(output))/build.log)\n"
            }
        }
        return s
    }
}
