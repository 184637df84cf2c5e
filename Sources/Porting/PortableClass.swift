/// A class in the user's files that can become a plugin: an animator
/// (`UIViewControllerAnimatedTransitioning`), an interaction controller
/// (`UIViewControllerInteractiveTransitioning`, `UIPercentDrivenInteractiveTransition`) or a
/// collection layout (`UICollectionViewLayout` and its subclasses) — found through its own
/// conformances and superclasses, its extensions' conformances, and its ancestors in the
/// same files, nested and enum-namespaced types included.
public struct PortableClass: Sendable, Equatable {
    /// What the plugin provides.
    public enum Kind: String, Sendable, CaseIterable {
        /// An animation controller.
        case animator
        /// An interaction controller.
        case interaction
        /// A collection-view layout.
        case layout
    }

    /// The name qualified by the types around it (`Transitions.SlideAnimator`).
    public var qualifiedName: String
    /// What it can be made into (a class may be both an animator and an interaction controller).
    public var kinds: [Kind]
    /// The file (as given) and line of its declaration.
    public var path: String
    /// The 1-based line of `class`.
    public var line: Int
    /// How to make one with no arguments (`Transitions.SlideAnimator()`), or nil when every
    /// initializer needs arguments (the user then gives `--construct`).
    public var construction: String?
    /// Why ``construction`` is nil: the initializers that need arguments.
    public var constructionBlocker: String?
    /// Set when ``construction`` passes placeholder arguments (every initializer needs
    /// arguments, all of types port can make a value of): what it passed, for the report.
    public var placeholderArguments: String?
    /// The initializer ``placeholderArguments`` are passed to (`init(params:)`).
    public var placeholderInitializer: String?
    /// Declarations the placeholder arguments need beside the construction (a class standing
    /// for a protocol argument), empty when none.
    public var placeholderDeclarations = ""
    /// Properties its app sets after init that the export sets to placeholders
    /// (``PortAppSetProperties``), and the declarations those need.
    public var appSet: [PortAppSetProperties.Assignment] = []
    /// Stand-in classes the ``appSet`` values name.
    public var appSetDeclarations = ""
}

/// Finds the ``PortableClass``es of a set of files.
public enum PortableClassFinder {
    /// Protocols and classes that make a class an animator, interaction controller or layout.
    static let roots: [String: PortableClass.Kind] = [
        "UIViewControllerAnimatedTransitioning": .animator,
        "UIViewControllerInteractiveTransitioning": .interaction,
        "UIPercentDrivenInteractiveTransition": .interaction,
        "UICollectionViewLayout": .layout,
        "UICollectionViewFlowLayout": .layout,
        "UICollectionViewTransitionLayout": .layout
    ]
    /// SDK superclasses that can be made with `init()`.
    static let constructibleBases: Set<String> = [
        "NSObject", "UIPercentDrivenInteractiveTransition", "UICollectionViewLayout", "UICollectionViewFlowLayout"
    ]

    /// The portable classes of `files` (path, scan), in source order.
    public static func find(_ files: [(path: String, scan: SwiftDeclarations)]) -> [PortableClass] {
        let index = Index(files)
        var out: [PortableClass] = []
        let sets = { (name: String) in PortAppSetProperties.find(name, files: files, context: index.context) }
        // A private class is found too (its copy is made internal: PortRewriter+AccessAndIsolation),
        // unless a type around it is private as well.
        for (path, t) in index.classes where !t.isPrivate || !index.enclosedByPrivate(t) {
            let k = index.kinds(t)
            guard !k.isEmpty else { continue }
            let made = index.construction(
                t, guarded: PortAppSetProperties.guardedOptionals(of: t.qualifiedName, files: files))
            out.append(
                PortableClass(
                    qualifiedName: t.qualifiedName,
                    kinds: PortableClass.Kind.allCases.filter(k.contains),
                    path: path, line: t.line,
                    construction: made.ok ? t.qualifiedName + (made.placeholder?.arguments ?? "()") : nil,
                    constructionBlocker: made.ok ? nil : made.why,
                    placeholderArguments: made.placeholder?.arguments,
                    placeholderInitializer: made.placeholder?.signature,
                    placeholderDeclarations: made.placeholder.map {
                        PlaceholderArguments.declarations(for: $0.arguments, context: index.context)
                    } ?? ""))
            out[out.count - 1].appSet =
                sets(t.qualifiedName) + PortAppSetProperties.zeroFrames(of: t.qualifiedName, files: files)
            out[out.count - 1].appSet += PortAppSetProperties.guardedViews(
                of: t.qualifiedName, files: files, skip: Set(out[out.count - 1].appSet.map(\.property)),
                declared: index.context.declared)
            out[out.count - 1].appSet += PortAppSetProperties.guardedDelegates(
                of: t.qualifiedName, files: files, context: index.context,
                skip: Set(out[out.count - 1].appSet.map(\.property)))
            out[out.count - 1].appSet += PortAppSetProperties.setByStarter(
                of: t.qualifiedName, files: files, context: index.context,
                skip: Set(out[out.count - 1].appSet.map(\.property)))
            if k.contains(.interaction) {
                out[out.count - 1].appSet += PortAppSetProperties.interactionFlags(of: t.qualifiedName, files: files)
            }
            if k.contains(.animator), let f = PortScenario.sideFlag(of: t.qualifiedName, files: files) {
                out[out.count - 1].appSet.append(
                    PortAppSetProperties.Assignment(
                        property: f.property, type: f.type, value: f.presenting,
                        use: f.initial == "nil"
                            ? "declared without a value, nil until your app sets it, at line \(f.line)"
                            : "declared as \(f.initial), the dismissing side, at line \(f.line)",
                        sideFlag: true))
            }
            out[out.count - 1].appSetDeclarations = PortAppSetProperties.declarations(
                for: out[out.count - 1].appSet, files: files, context: index.context)
        }
        return out
    }

    /// What the files declare, read once: their classes, extensions, enums' plain cases and
    /// every type name.
    struct Index {
        typealias TypeDeclaration = SwiftDeclarations.TypeDeclaration
        var classes: [(path: String, type: TypeDeclaration)] = []
        var extensionsByName: [String: [TypeDeclaration]] = [:]
        /// What placeholder arguments can be made of: the files' enums, structs, classes and aliases.
        var context = PlaceholderArguments.Context()
        var declared: Set<String> = []
        var byName: [String: TypeDeclaration] = [:]
        /// The qualified names of the private and fileprivate types (a class inside one is unreachable).
        var privateTypes: Set<String> = []
        /// The files' protocols and what each refines (PortableClass+Protocols).
        var protocolInherits: [String: [String]] = [:]

        /// The files, for the evidence a class's code gives (``addsNoToView(_:)``).
        var files: [(path: String, scan: SwiftDeclarations)] = []

        init(_ files: [(path: String, scan: SwiftDeclarations)]) {
            self.files = files
            for (path, scan) in files {
                context.handledCases.formUnion(
                    SwitchCaseUse.handled(in: String(decoding: scan.lexer.bytes, as: UTF8.self)))
                for t in scan.types {
                    if t.keyword == "class" { classes.append((path, t)) }
                    if t.keyword == "extension" { extensionsByName[t.name, default: []].append(t) }
                    if t.keyword != "extension" {
                        if t.isPrivate { privateTypes.insert(t.qualifiedName) }
                        declared.insert(t.name)
                        declared.insert(t.qualifiedName)
                    }
                    if t.keyword == "enum" {
                        let cases = scan.cases(of: t)
                        context.enums[t.qualifiedName] = cases
                        context.enums[t.name] = context.enums[t.name] ?? cases
                    }
                    if t.keyword == "protocol" {
                        protocolInherits[t.name, default: []] += t.inherits
                        protocolInherits[t.qualifiedName, default: []] += t.qualifiedName == t.name ? [] : t.inherits
                        // A class the protocol requires (PlaceholderArguments+ClassBounds).
                        if let bound = scan.classBound(of: t) { context.classBounds[t.name] = bound }
                        // Properties and methods (SwiftDeclarations+MethodRequirements).
                        let r = scan.standInRequirements(of: t)
                        if r.whyNot == nil {
                            context.protocols[t.name] = r.properties
                            context.protocolMethods[t.name] = r.methods
                            // The app-set stand-ins (PortAppSetProperties.StandIn) keep meeting
                            // protocols with methods their own way.
                            if !r.methods.isEmpty { context.otherProtocols.insert(t.name) }
                        } else {
                            context.otherProtocols.insert(t.name)
                        }
                    }
                    if let shape = Self.shape(t, scan) {
                        context.types[t.qualifiedName] = shape
                        context.types[t.name] = context.types[t.name] ?? shape
                    }
                }
                // Aliases declared anywhere, nested ones too (`typealias Action = () -> Void` in a class).
                for (name, type) in scan.typeAliases {
                    declared.insert(name)
                    context.aliases[name] = context.aliases[name] ?? type
                }
                // …and by their enclosing type's name, so that two classes' own `Transable`
                // aliases each resolve to their own (PlaceholderArguments.lookUp).
                for (name, type) in scan.nestedTypeAliases { context.aliases[name] = type }
            }
            context.declared = declared
            for (_, t) in classes {
                byName[t.qualifiedName] = t
                if byName[t.name] == nil { byName[t.name] = t }
            }
        }

        /// How a struct or class of the files is made: its callable initializers, or a struct's
        /// memberwise one; nil for other declarations.
        static func shape(_ t: TypeDeclaration, _ scan: SwiftDeclarations) -> PlaceholderArguments.TypeShape? {
            guard t.keyword == "struct" || t.keyword == "class" else { return nil }
            let inits = t.members.filter {
                $0.keyword == "init" && !$0.modifiers.contains("private") && !$0.modifiers.contains("fileprivate")
                    && !$0.labels.contains("coder") && $0.parameters.count == $0.labels.count && !$0.onlyTraps
            }
            let stored = scan.storedProperties(of: t)
            // A struct's memberwise initializer exists only when it declares none; `let`s with a
            // value are not among its parameters.
            let memberwise =
                t.keyword == "struct" && t.members.allSatisfy({ $0.keyword != "init" })
                ? stored.filter { !($0.hasDefault && isConstant($0, t, scan)) } : nil
            return PlaceholderArguments.TypeShape(
                qualifiedName: t.qualifiedName, keyword: t.keyword, initializers: inits.map(\.parameters),
                memberwise: memberwise,
                optionSet: t.inherits.contains("OptionSet"), inherits: t.inherits)
        }

        /// Whether stored property `p` of `t` is a `let`.
        static func isConstant(_ p: SwiftDeclarations.Parameter, _ t: TypeDeclaration, _ scan: SwiftDeclarations)
            -> Bool
        {
            t.members.first { $0.name == p.name && ($0.keyword == "let" || $0.keyword == "var") }?.keyword == "let"
        }

        func conformances(_ t: TypeDeclaration) -> [String] {
            t.inherits + (extensionsByName[t.qualifiedName] ?? []).flatMap(\.inherits)
                + (t.qualifiedName != t.name ? (extensionsByName[t.name] ?? []).flatMap(\.inherits) : [])
        }

        /// Whether a type around `t` (`Outer` of `Outer.Inner`) is private or fileprivate.
        func enclosedByPrivate(_ t: TypeDeclaration) -> Bool {
            var parts = t.qualifiedName.split(separator: ".").map(String.init)
            while parts.count > 1 {
                parts.removeLast()
                if privateTypes.contains(parts.joined(separator: ".")) { return true }
            }
            return false
        }

        func kinds(_ t: TypeDeclaration, _ seen: Set<String> = []) -> Set<PortableClass.Kind> {
            var out: Set<PortableClass.Kind> = []
            for name in conformances(t) {
                let last = name.split(separator: ".").last.map(String.init) ?? name
                if let k = PortableClassFinder.roots[last] { out.insert(k) }
                if let parent = byName[name], !seen.contains(parent.qualifiedName) {
                    out.formUnion(kinds(parent, seen.union([t.qualifiedName])))
                }
                out.formUnion(refinedKinds(name))
            }
            return out.isEmpty ? kindsByMethods(t) : out
        }

        /// True for an animator of the files that reads the from side (`.from`) and never puts
        /// the to view in a view (``PortScenario/Evidence/toViewAdds()`` finds none in its
        /// body, extensions and superclasses): it only animates a dismissal.
        func addsNoToView(_ t: TypeDeclaration) -> Bool {
            guard kinds(t).contains(.animator) else { return false }
            let evidence = PortScenario.Evidence(files: files, className: t.name, qualifiedName: t.qualifiedName)
            let readsFrom = evidence.bodies.contains { b in
                b.type.members.contains { $0.name == "animateTransition" }
                    && (b.type.open..<b.type.close).contains { i in
                        b.scan.text(i) == "from" && i > 0 && b.scan.text(i - 1) == "."
                    }
            }
            return readsFrom && evidence.toViewAdds().isEmpty && !usesTheToSide(evidence)
                && evidence.presentationControllerPlacesPresentedView() == nil
        }

        /// Whether the class uses what it asks the context for the to side (`forKey: .to`, also
        /// in a ternary, `forKey: isPresenting ? .to : .from`): any read but one bound to `_`
        /// (`let _ = transitionContext.viewController(forKey: .to)`, a guard that only checks
        /// it). A presenting animator whose presentation controller adds the view animates it
        /// without adding it (the files' drawer fixture).
        func usesTheToSide(_ evidence: PortScenario.Evidence) -> Bool {
            for b in evidence.bodies {
                let sig = b.scan.significant.filter { $0 > b.type.open && $0 < b.type.close }
                func at(_ k: Int) -> String { k >= 0 && k < sig.count ? b.scan.text(sig[k]) : "" }
                for k in sig.indices where at(k) == "to" && at(k - 1) == "." {
                    guard ((k - 10)..<k).contains(where: { at($0) == "forKey" }) else { continue }
                    // The name the statement binds: the nearest `let`/`var` before the read.
                    var j = k - 1
                    while j >= 0, j > k - 30, !["let", "var", "{", "}", ";"].contains(at(j)) { j -= 1 }
                    guard at(j) == "let" || at(j) == "var", at(j + 1) == "_" else { return true }
                }
            }
            return false
        }

        /// The names `t`'s code (body, extensions) assigns whole as the frame of a controller's
        /// view or a view named for a side (`toVC.view.frame = self.originFrame`, `fromView.frame
        /// = startFrame`).
        func viewFrames(_ t: TypeDeclaration) -> Set<String> {
            var out: Set<String> = []
            let evidence = PortScenario.Evidence(files: files, className: t.name, qualifiedName: t.qualifiedName)
            for b in evidence.bodies {
                let sig = b.scan.significant.filter { $0 > b.type.open && $0 < b.type.close }
                func at(_ k: Int) -> String { k >= 0 && k < sig.count ? b.scan.text(sig[k]) : "" }
                for k in sig.indices where at(k) == "frame" && at(k - 1) == "." && at(k + 1) == "=" {
                    // `toVC.view`, `fromViewController.view`, `toView`, `presentedView`: a side's
                    // view, not a snapshot or an image view a zoom starts from a thumbnail's frame.
                    let owner = at(k - 2).lowercased()
                    let sides = ["to", "from", "presented", "presenting"]
                    let sideView =
                        owner == "view" && at(k - 3) == "."
                        ? sides.contains { at(k - 4).lowercased().hasPrefix($0) }
                        : sides.contains { owner == $0 + "view" }
                    guard sideView else { continue }
                    // The value alone: `= self.name` or `= name`, ending the statement's line.
                    let selfRead = at(k + 2) == "self" && at(k + 3) == "."
                    let value = selfRead ? k + 4 : k + 2
                    guard value < sig.count, b.scan.tokens[sig[value]].kind == .identifier,
                        value + 1 >= sig.count || b.scan.tokens[sig[value + 1]].line != b.scan.tokens[sig[value]].line
                            || at(value + 1) == "}" || at(value + 1) == ";"
                    else { continue }
                    out.insert(at(value))
                }
            }
            return out
        }

        /// Initializers of `t` (its body and extensions) other code may call; one whose body
        /// only traps (`override init() { fatalError(…) }`) is left out.
        func initializers(_ t: TypeDeclaration) -> [SwiftDeclarations.Member] {
            (t.members + (extensionsByName[t.qualifiedName] ?? []).flatMap(\.members)).filter {
                $0.keyword == "init" && !$0.modifiers.contains("private") && !$0.modifiers.contains("fileprivate")
                    && !$0.onlyTraps
            }
        }

        /// Whether `t` can be made, with placeholder arguments if need be, or why not.
        func construction(_ t: TypeDeclaration, _ seen: Set<String> = [], guarded: Set<String> = []) -> (
            ok: Bool, why: String?, placeholder: PlaceholderArguments.Call?
        ) {
            let inits = (t.members + (extensionsByName[t.qualifiedName] ?? []).flatMap(\.members)).filter {
                $0.keyword == "init"
            }
            if inits.isEmpty {
                // Inherits its superclass's initializers.
                guard let superName = t.inherits.first, let parent = byName[superName] else {
                    // An SDK superclass without `init()` (UIPresentationController): its initializer.
                    let inherited = t.inherits.first.flatMap {
                        PlaceholderArguments.inheritedCall(superclass: $0, context: context)
                    }
                    return (true, nil, inherited)
                }
                if seen.contains(parent.qualifiedName) { return (true, nil, nil) }
                return construction(parent, seen.union([t.qualifiedName]))
            }
            if initializers(t).contains(where: \.allParametersDefaulted) { return (true, nil, nil) }
            // Names in its initializers are seen from inside it (a nested `Params`).
            var scoped = context
            scoped.scope = PlaceholderArguments.scopes(t.qualifiedName)
            scoped.dismissesOnly = addsNoToView(t)
            scoped.viewFrames = viewFrames(t)
            // An optional enum the class guards on gets a case (PortableClass+GuardedParameters).
            if let call = PlaceholderArguments.call(
                passingGuardedOptionals(initializers(t), guarded: guarded), context: scoped)
            {
                return (true, nil, call)
            }
            // Only `init(coder:)` (a storyboard's layout or view, `required init!(coder:)`): made
            // as a storyboard makes it, from an archive, here an empty one (Billion, held-out 43).
            if initializers(t).contains(where: { $0.labels == ["coder"] }),
                !initializers(t).contains(where: { $0.labels != ["coder"] })
            {
                let coder = "(coder: \(PlaceholderArguments.emptyCoder)())"
                return (true, nil, PlaceholderArguments.Call(arguments: coder, signature: "init(coder:)", cost: 2))
            }
            let needs = inits.filter { !$0.allParametersDefaulted && !$0.labels.contains("coder") && !$0.onlyTraps }
                .map { i in
                    // The first parameter port has no placeholder for says why.
                    let missing = i.parameters.first {
                        !$0.hasDefault && PlaceholderArguments.value($0.type, name: $0.name, context: scoped) == nil
                    }
                    return "init(" + i.labels.map { $0 + ":" }.joined() + ") at line \(i.line)"
                        + (missing.map { " (no placeholder for \($0.name): \($0.type.filter { $0 != " " }))" } ?? "")
                }
            let why =
                needs.isEmpty
                ? "no initializer callable without arguments"
                : "its initializers need arguments: " + needs.joined(separator: ", ")
            return (false, why, nil)
        }
    }
}
