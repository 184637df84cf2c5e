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
        for (path, t) in index.classes where !t.isPrivate {
            let k = index.kinds(t)
            guard !k.isEmpty else { continue }
            let made = index.construction(t)
            out.append(
                PortableClass(
                    qualifiedName: t.qualifiedName,
                    kinds: PortableClass.Kind.allCases.filter(k.contains),
                    path: path, line: t.line,
                    construction: made.ok ? t.qualifiedName + (made.placeholder ?? "()") : nil,
                    constructionBlocker: made.ok ? nil : made.why,
                    placeholderArguments: made.placeholder))
        }
        return out
    }

    /// What the files declare, read once: their classes, extensions, enums' plain cases and
    /// every type name.
    private struct Index {
        typealias TypeDeclaration = SwiftDeclarations.TypeDeclaration
        var classes: [(path: String, type: TypeDeclaration)] = []
        var extensionsByName: [String: [TypeDeclaration]] = [:]
        /// The cases without payload of the enums these files declare (a placeholder argument).
        var enumCases: [String: String] = [:]
        var declared: Set<String> = []
        var byName: [String: TypeDeclaration] = [:]

        init(_ files: [(path: String, scan: SwiftDeclarations)]) {
            for (path, scan) in files {
                for t in scan.types {
                    if t.keyword == "class" { classes.append((path, t)) }
                    if t.keyword == "extension" { extensionsByName[t.name, default: []].append(t) }
                    if t.keyword != "extension" {
                        declared.insert(t.name)
                        declared.insert(t.qualifiedName)
                    }
                    if t.keyword == "enum", let c = scan.firstPlainCase(of: t) {
                        enumCases[t.qualifiedName] = c
                        enumCases[t.name] = enumCases[t.name] ?? c
                    }
                }
                for i in scan.tokens.indices where scan.text(i) == "typealias" && i + 1 < scan.tokens.count {
                    declared.insert(scan.text(i + 1))
                }
            }
            for (_, t) in classes {
                byName[t.qualifiedName] = t
                if byName[t.name] == nil { byName[t.name] = t }
            }
        }

        func conformances(_ t: TypeDeclaration) -> [String] {
            t.inherits + (extensionsByName[t.qualifiedName] ?? []).flatMap(\.inherits)
                + (t.qualifiedName != t.name ? (extensionsByName[t.name] ?? []).flatMap(\.inherits) : [])
        }

        func kinds(_ t: TypeDeclaration, _ seen: Set<String> = []) -> Set<PortableClass.Kind> {
            var out: Set<PortableClass.Kind> = []
            for name in conformances(t) {
                let last = name.split(separator: ".").last.map(String.init) ?? name
                if let k = PortableClassFinder.roots[last] { out.insert(k) }
                if let parent = byName[name], !seen.contains(parent.qualifiedName) {
                    out.formUnion(kinds(parent, seen.union([t.qualifiedName])))
                }
            }
            return out
        }

        /// Initializers of `t` (its body and extensions) other code may call.
        func initializers(_ t: TypeDeclaration) -> [SwiftDeclarations.Member] {
            (t.members + (extensionsByName[t.qualifiedName] ?? []).flatMap(\.members)).filter {
                $0.keyword == "init" && !$0.modifiers.contains("private") && !$0.modifiers.contains("fileprivate")
            }
        }

        /// Whether `t` can be made, with placeholder arguments if need be, or why not.
        func construction(_ t: TypeDeclaration, _ seen: Set<String> = []) -> (
            ok: Bool, why: String?, placeholder: String?
        ) {
            let inits = (t.members + (extensionsByName[t.qualifiedName] ?? []).flatMap(\.members)).filter {
                $0.keyword == "init"
            }
            if inits.isEmpty {
                // Inherits its superclass's initializers.
                guard let superName = t.inherits.first, let parent = byName[superName] else { return (true, nil, nil) }
                if seen.contains(parent.qualifiedName) { return (true, nil, nil) }
                return construction(parent, seen.union([t.qualifiedName]))
            }
            if initializers(t).contains(where: \.allParametersDefaulted) { return (true, nil, nil) }
            if let call = PlaceholderArguments.call(initializers(t), enums: enumCases)
                ?? PlaceholderArguments.call(initializers(t), enums: enumCases, declared: declared)
            {
                return (true, nil, call)
            }
            let needs = inits.filter { !$0.allParametersDefaulted && !$0.labels.contains("coder") }
                .map { "init(" + $0.labels.map { $0 + ":" }.joined() + ") at line \($0.line)" }
            let why =
                needs.isEmpty
                ? "no initializer callable without arguments"
                : "its initializers need arguments: " + needs.joined(separator: ", ")
            return (false, why, nil)
        }
    }
}
