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
        /// Its `@IBOutlet`s of view types: name and how to make a view of its type (`UIImageView()`).
        public var outlets: [Outlet] = []
    }

    /// A view outlet of a ``ControllerClass``, which a storyboard would connect.
    public struct Outlet: Sendable, Equatable {
        /// The property (`photoView`).
        public var name: String
        /// An expression making a view of its type (`UIImageView()`).
        public var made: String
    }

    /// The SDK's view classes an outlet stand-in is made of, and how.
    static let outletViews: [String: String] = [
        "UIView": "UIView()", "UIImageView": "UIImageView()", "UILabel": "UILabel()", "UIButton": "UIButton()",
        "UIScrollView": "UIScrollView()",
        "UICollectionView": "UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())"
    ]

    /// The files' own `UIViewController` subclasses (directly, or through other classes of the
    /// files) that port can make without help: not private, not generic, not replacing
    /// `loadView()` (a stand-in's view is the host's, which cannot be replaced), with an
    /// initializer callable with no arguments or with placeholders of Swift's, the SDK's and
    /// the files' own types. With `standIns`, also with placeholders of stand-ins of the app's
    /// types (`GameViewController(boardStyle: portPlaceholderBoardStyle())`), which may not exist
    /// until a later build round: ``PortProject/makeableControllerClasses`` takes one of those
    /// only once the stand-ins it needs are written, so it never breaks a build.
    public static func controllerClasses(_ files: [(path: String, scan: SwiftDeclarations)], standIns: Bool = false)
        -> [ControllerClass]
    {
        var index = Index(files)
        index.context.useStubs = standIns
        var out: [ControllerClass] = []
        for (path, t) in index.classes where !t.isPrivate && index.descends(t, from: ["UIViewController"]) {
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
                    } ?? "",
                    outlets: outlets(of: t, files, index)))
        }
        return out
    }

    /// The `@IBOutlet`s of views of `t` and its superclasses in the files that the export can
    /// assign (not private) and make a view for: an SDK view port can make with no arguments,
    /// or a view class of the files made as ``controllerClasses(_:)`` makes controllers.
    static func outlets(
        of t: SwiftDeclarations.TypeDeclaration, _ files: [(path: String, scan: SwiftDeclarations)], _ index: Index
    ) -> [Outlet] {
        var out: [Outlet] = []
        for (_, scan, body) in PortAppSetProperties.bodies(of: t.qualifiedName, in: files) where body.keyword == "class"
        {
            let types = Dictionary(
                scan.storedProperties(of: body).map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
            for m in body.members where m.keyword == "var" && m.modifiers.contains("@IBOutlet") {
                guard !m.modifiers.contains(where: { ["private", "fileprivate", "static"].contains($0) }),
                    let written = types[m.name], !out.contains(where: { $0.name == m.name })
                else { continue }
                let type = PlaceholderArguments.written(written).trimmingCharacters(
                    in: CharacterSet(charactersIn: "!?"))
                if let made = outletViews[type] ?? ownView(type, index) { out.append(Outlet(name: m.name, made: made)) }
            }
        }
        return out
    }

    /// `CardView()` for a view class `type` of the files port can make (no placeholders needed), else nil.
    static func ownView(_ type: String, _ index: Index) -> String? {
        guard let v = index.byName[type], index.descends(v, from: Set(outletViews.keys)) else { return nil }
        let made = index.construction(v)
        return made.ok && made.placeholder == nil ? v.qualifiedName + "()" : nil
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
    /// Whether `t` subclasses one of the SDK classes `roots`, directly or through classes of
    /// the files (`UIViewController` for a controller; the outlet views for a view).
    func descends(_ t: TypeDeclaration, from roots: Set<String>, _ seen: Set<String> = []) -> Bool {
        guard let superclass = t.inherits.first else { return false }
        if roots.contains(superclass) { return true }
        guard let parent = byName[superclass], !seen.contains(parent.qualifiedName) else { return false }
        return descends(parent, from: roots, seen.union([t.qualifiedName]))
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
