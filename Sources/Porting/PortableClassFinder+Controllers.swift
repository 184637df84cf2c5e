import Foundation

extension PortableClassFinder {
    /// A view-controller class the files declare themselves (a library's image viewer, its
    /// sheet controller) and how to make one. An animator of the same files that casts a
    /// transition's controller to it (`viewController(forKey: .to) as! ImageViewerController`)
    /// is handed an instance of it standing for the host's controller
    /// (`UIViewController.transitionStandIns`), as its app would have presented one: without
    /// it the cast fails on the host's plain controller and the animator traps or returns early.
    public struct ControllerClass: Sendable, Equatable {
        /// The name qualified by the types around it.
        public var qualifiedName: String
        /// The expression that makes one (`ImageViewerController(info: ImageInfo(…))`).
        public var construction: String
        /// Declarations the construction's placeholder arguments need beside it, empty when none.
        public var declarations: String
    }

    /// The files' own `UIViewController` subclasses (directly, or through other classes of the
    /// files) that port can make without help: not private, not generic, not replacing
    /// `loadView()` (a stand-in's view is the host's, which cannot be replaced), with an
    /// initializer callable with no arguments or with placeholders of Swift's, the SDK's and
    /// the files' own types — never stand-ins of the app's types, which may not exist until a
    /// later build round and would then break the build of the whole plugin.
    public static func controllerClasses(_ files: [(path: String, scan: SwiftDeclarations)]) -> [ControllerClass] {
        var index = Index(files)
        index.context.useStubs = false
        var out: [ControllerClass] = []
        for (path, t) in index.classes where !t.isPrivate && index.isController(t) {
            guard let scan = files.first(where: { $0.path == path })?.scan, !isGeneric(t, scan),
                !index.replacesLoadView(t)
            else { continue }
            let made = index.construction(t)
            guard made.ok else { continue }
            out.append(
                ControllerClass(
                    qualifiedName: t.qualifiedName,
                    construction: t.qualifiedName + (made.placeholder?.arguments ?? "()"),
                    declarations: made.placeholder.map {
                        PlaceholderArguments.declarations(for: $0.arguments, context: index.context)
                    } ?? ""))
        }
        return out
    }

    /// Whether class `t` declares generic parameters (`class Viewer<Item>: UIViewController`):
    /// `Viewer()` would not say which.
    static func isGeneric(_ t: SwiftDeclarations.TypeDeclaration, _ scan: SwiftDeclarations) -> Bool {
        let sig = scan.significant
        guard let k = sig.firstIndex(where: { scan.tokens[$0].line == t.line && scan.text($0) == "class" }),
            k + 2 < sig.count
        else { return true }
        return scan.text(sig[k + 2]) == "<"
    }
}

extension PortableClassFinder.Index {
    /// Whether `t` is a `UIViewController` subclass, directly or through classes of the files.
    func isController(_ t: TypeDeclaration, _ seen: Set<String> = []) -> Bool {
        guard let superclass = t.inherits.first else { return false }
        if superclass == "UIViewController" { return true }
        guard let parent = byName[superclass], !seen.contains(parent.qualifiedName) else { return false }
        return isController(parent, seen.union([t.qualifiedName]))
    }

    /// Whether `t`, its extensions or a superclass of the files override `loadView()`.
    func replacesLoadView(_ t: TypeDeclaration, _ seen: Set<String> = []) -> Bool {
        let members = t.members + (extensionsByName[t.qualifiedName] ?? []).flatMap(\.members)
        if members.contains(where: { $0.keyword == "func" && $0.name == "loadView" }) { return true }
        guard let superclass = t.inherits.first, let parent = byName[superclass],
            !seen.contains(parent.qualifiedName)
        else { return false }
        return replacesLoadView(parent, seen.union([t.qualifiedName]))
    }
}
