import Foundation
import TextFormat

/// The plugin package `host-cli port` writes: one dynamic library per ported class and kind,
/// each a target holding a copy of every ported file and a generated `Export.swift` (the
/// descriptor and `animator_plugin_entry`), on this checkout's `UIKit`, `QuartzCore` and
/// `AnimatorABI` products. Beside the package, `ported/` holds the rewritten files once, each
/// with its diff against the user's file.
///
/// Every ported file goes into every target because a library exports one plugin and the
/// classes are usually internal: a shared module could not reach them.
public struct PortProject: Sendable {
    /// One plugin of the package.
    public struct Plugin: Sendable, Equatable {
        /// The class it exports.
        public var className: String
        /// What it provides.
        public var kind: PortableClass.Kind
        /// The expression that makes one (`SlideAnimator()`, or the user's `--construct`).
        public var construction: String
        /// The target and library name (`SlideAnimator` → `libSlideAnimator.so`).
        public var target: String
        /// The plugin id (`port.slide-animator`).
        public var id: String
        /// The file it came from (for the summary).
        public var sourcePath: String
        /// Declarations its placeholder arguments need (``PortableClass/placeholderDeclarations``).
        public var declarations = ""
        /// What the export sets after construction (``PortableClass/appSet``).
        public var appSet: [PortAppSetProperties.Assignment] = []
        /// Declarations ``appSet`` needs.
        public var appSetDeclarations = ""
    }

    /// The package's name (the folder's, made a Swift identifier).
    public var name: String
    /// The checkout the package depends on, absolute.
    public var hostPath: String
    /// The ported files: a unique file name in the package and the contents.
    public var files: [(name: String, source: String)]
    /// The plugins.
    public var plugins: [Plugin]
    /// Stand-ins for the app's symbols the files use but do not declare (`PortStubs.swift`
    /// in every target when not empty).
    public var stubs: PortStubs?
    /// The files' own view-controller classes port can make
    /// (``PortableClassFinder/controllerClasses(_:)``): a plugin whose file casts a
    /// transition's controller to one is handed one standing for the host's.
    public var controllerClasses: [PortableClassFinder.ControllerClass] = []
    /// The same with placeholders of stand-ins of the app's types
    /// (``PortableClassFinder/controllerClasses(_:standIns:)``), used through
    /// ``makeableControllerClasses``.
    public var standInControllerClasses: [PortableClassFinder.ControllerClass] = []

    /// ``controllerClasses``, then those of ``standInControllerClasses`` whose placeholders
    /// ``stubs`` writes now (a class made with a stand-in of `BoardStyle` once that stand-in
    /// exists: before, the export would not compile).
    public var makeableControllerClasses: [PortableClassFinder.ControllerClass] {
        let plain = Set(controllerClasses.map(\.qualifiedName))
        return controllerClasses
            + standInControllerClasses.filter { c in
                guard !plain.contains(c.qualifiedName) else { return false }
                let needed = Self.placeholderCalls(in: c.construction + "\n" + c.declarations)
                return needed.allSatisfy { stubs?.writesPlaceholder($0) ?? false }
            }
    }

    /// The `portPlaceholder…` functions `text` calls.
    static func placeholderCalls(in text: String) -> Set<String> {
        var out: Set<String> = []
        var rest = Substring(text)
        while let r = rest.range(of: "portPlaceholder") {
            let name = rest[r.lowerBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            out.insert(String(name))
            rest = rest[name.endIndex...]
        }
        return out
    }

    /// A project.
    public init(name: String, hostPath: String, files: [(name: String, source: String)], plugins: [Plugin]) {
        self.name = name
        self.hostPath = hostPath
        self.files = files
        self.plugins = plugins
    }

    /// Target names and ids for the classes `found`, unique in the package.
    /// A class found twice with the same kind (in a file and its copy, which the rewriter
    /// leaves out: `duplicate-file`) gets one plugin, from the first.
    public static func plugins(for found: [(PortableClass, PortableClass.Kind, String)]) -> [Plugin] {
        var targets: Set<String> = [], ids: Set<String> = [], seen: Set<String> = []
        let classes = found.filter { seen.insert($0.0.qualifiedName + " " + $0.1.rawValue).inserted }
        return classes.map { c, kind, construction in
            // "Ported" keeps the module apart from the host's own targets (a class named SlideAnimator).
            let base = "Ported" + c.qualifiedName.split(separator: ".").map(String.init).joined()
            var target =
                classes.filter({ $0.0.qualifiedName == c.qualifiedName }).count > 1
                ? base + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst() : base
            var n = 2
            while targets.contains(target) {
                target = base + String(n)
                n += 1
            }
            targets.insert(target)
            var id =
                "port." + kebab(c.qualifiedName)
                + (classes.filter({ $0.0.qualifiedName == c.qualifiedName }).count > 1 ? "." + kind.rawValue : "")
            if id.count > 64 { id = String(id.prefix(64)) }
            while id.hasSuffix("-") || id.hasSuffix(".") { id.removeLast() }
            var unique = id
            n = 2
            while ids.contains(unique) {
                unique = String(id.prefix(60)) + "-\(n)"
                n += 1
            }
            ids.insert(unique)
            var plugin = Plugin(
                className: c.qualifiedName, kind: kind, construction: construction, target: target, id: unique,
                sourcePath: c.path, declarations: construction == c.construction ? c.placeholderDeclarations : "")
            plugin.appSet = c.appSet
            plugin.appSetDeclarations = c.appSetDeclarations
            return plugin
        }
    }

    /// `Outer.SlideAnimator` → `outer.slide-animator`: a plugin id's alphabet.
    static func kebab(_ name: String) -> String {
        var out = ""
        var previousLower = false
        for ch in name {
            if ch == "." {
                out += "."
                previousLower = false
                continue
            }
            if ch.isUppercase, previousLower { out += "-" }
            if ch.isLetter || ch.isNumber, ch.isASCII { out += ch.lowercased() } else { out += "-" }
            previousLower = ch.isLowercase || ch.isNumber
        }
        return out
    }

    /// Path (relative to the package) → contents of every file of the package.
    public func packageFiles() -> [(path: String, text: String)] {
        var out: [(String, String)] = [
            ("Package.swift", manifest()), ("plugin.exports", exports),
            (".gitignore", ".build/\n*.so\nPackage.resolved\n")
        ]
        for p in plugins {
            for f in files {
                out.append(("Sources/\(p.target)/\(f.name)", stubs?.patched(f.name, f.source) ?? f.source))
            }
            if let stubs, !stubs.isEmpty { out.append(("Sources/\(p.target)/PortStubs.swift", stubs.source())) }
            out.append(("Sources/\(p.target)/PortExport.swift", export(p)))
        }
        return out
    }

    /// True when a file imports SnapKit: the package then depends on TransitionHost's `SnapKit`
    /// product (the SDK's implementation of its DSL), so the import resolves and is not dropped.
    var importsSnapKit: Bool {
        files.contains { f in
            // The lexer's tokens, so an import inside a comment does not count.
            let scan = SwiftDeclarations(f.source)
            let sig = scan.significant
            return zip(sig, sig.dropFirst()).contains { scan.text($0) == "import" && scan.text($1) == "SnapKit" }
        }
    }

    /// The manifest.
    func manifest() -> String {
        let products = plugins.map {
            "        .library(name: \(literal($0.target)), type: .dynamic, targets: [\(literal($0.target))]),"
        }.joined(separator: "\n")
        let targets = plugins.map {
            """
                    .target(name: \(literal($0.target)), dependencies: sdk, linkerSettings: exportsOnlyTheEntry),
            """
        }.joined(separator: "\n")
        return """
            // swift-tools-version:6.0
            // Written by `host-cli port`: the classes of your iOS files as TransitionHost plugins.
            // Each library holds a copy of the ported files (see ported/ and its diffs) and
            // PortExport.swift, the plugin's descriptor; plugin.exports keeps every symbol but the
            // entry point private.
            import Foundation
            import PackageDescription

            let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
            let host = ProcessInfo.processInfo.environment["TRANSITION_HOST_PATH"].flatMap { $0.isEmpty ? nil : $0 }
                ?? \(literal(hostPath))
            let sdk: [Target.Dependency] = [
                .product(name: "UIKit", package: "TransitionHost"),
                .product(name: "QuartzCore", package: "TransitionHost"),
                .product(name: "AnimatorABI", package: "TransitionHost"),\(importsSnapKit ? "\n    .product(name: \"SnapKit\", package: \"TransitionHost\")," : "")
            ]
            let exportsOnlyTheEntry: [LinkerSetting] = [.unsafeFlags(["-Xlinker", "--version-script=\\(here)/plugin.exports"])]

            let package = Package(
                name: \(literal(name)),
                products: [
            \(products)
                ],
                dependencies: [.package(name: "TransitionHost", path: host)],
                targets: [
            \(targets)
                ],
                swiftLanguageModes: [.v5]
            )

            """
    }

    /// `p`'s construction with each placeholder controller (for a `UIViewController`, `Any` or
    /// `AnyObject` parameter) that its initializer casts to one of
    /// your app's stubbed protocols (`init?(fromDelegate: UIViewController, …) { guard let d =
    /// fromDelegate as? PhotoDetailTransitionAnimatorDelegate else { return nil } …`) made that
    /// protocol's stand-in controller (a `UIViewController` conforming to it, PortStubs): the
    /// app passes one of its controllers that conforms; a plain placeholder would fail the cast
    /// and the initializer would return nil. A controller argument whose `navigationController`
    /// the file reads (`init?(attachTo viewController:)`, nil unless it is in one) is a
    /// placeholder shown in a navigation controller instead; one the initializer casts to a
    /// controller class of the app (stubbed) or of the files is one of that class, loaded and
    /// shown as the plain placeholder is (``PlaceholderArguments/loadedAs``).
    func castControllerArguments(_ p: Plugin) -> String {
        let placeholder = PlaceholderArguments.sdkObjectValue("UIViewController") ?? ""
        guard !placeholder.isEmpty, p.construction.contains(placeholder) else { return p.construction }
        let castProtocols = stubs?.castProtocols ?? []
        // The controller classes a cast may name: stand-ins of the app's, the files' own port can make.
        let castClasses =
            (stubs?.stubs ?? []).compactMap { s -> (name: String, made: String)? in
                guard case .subclass(let base) = s.shape, PortStubs.controllerBases.contains(base),
                    s.genericParameters == 0, !s.name.contains(".")
                else { return nil }
                return (s.name, s.name + "()")
            } + makeableControllerClasses.map { ($0.qualifiedName, $0.construction) }
        let own = files.first { $0.name == (p.sourcePath as NSString).lastPathComponent }?.source ?? ""
        let scan = SwiftDeclarations(own)
        var out = p.construction
        for t in scan.types where t.qualifiedName == p.className || t.name == p.className {
            for i in t.members where i.keyword == "init" {
                for param in i.parameters
                where ["UIViewController", "Any", "AnyObject"].contains(param.type.filter { $0 != " " }) {
                    // Not a transition's from or to controller, which a class made per transition
                    // is handed (``handedControllersConstruction(_:construction:)``).
                    if param.type.filter({ $0 != " " }) == "UIViewController",
                        !Self.handedLabels.contains(where: { $0.label == param.label }),
                        let c = castClasses.first(where: { PortStubs.casts(own, param.name, to: $0.name) })
                    {
                        // `init(viewController: UIViewController)` whose body casts it to the
                        // app's class (`(viewController as! PlayerViewController).imageView`,
                        // AudioPlayerApp, held-out 45): one of that class, loaded and shown.
                        out = out.replacingOccurrences(
                            of: "\(param.label): \(placeholder)",
                            with: "\(param.label): portKeep(\(PlaceholderArguments.loadedAs)(\(c.made)))")
                        continue
                    }
                    guard let proto = castProtocols.first(where: { PortStubs.casts(own, param.name, to: $0) })
                    else {
                        // `init?(attachTo viewController:)` that needs `viewController.navigationController`.
                        if [".navigationController", "?.navigationController"].contains(where: {
                            own.contains(param.name + $0)
                        }) {
                            out = out.replacingOccurrences(
                                of: "\(param.label): \(placeholder)",
                                with: "\(param.label): portKeep(\(PlaceholderArguments.navigatedController)())")
                        }
                        continue
                    }
                    out = out.replacingOccurrences(
                        of: "\(param.label): \(placeholder)",
                        with: "\(param.label): portKeep(\(PortStubs.standInName(proto))())")
                }
            }
        }
        return out
    }

    /// The linker version script.
    let exports = "{\n  global: animator_plugin_entry;\n  local: *;\n};\n"

    /// PortExport.swift for `p`.
    func export(_ p: Plugin) -> String {
        let conformance: String, call: String
        var make: String
        let cast = castControllerArguments(p)
        let made = madeObject(p, cast: cast)
        switch p.kind {
        case .animator:
            conformance = "AnimatorPlugin"
            make =
                "static func makeAnimator(parameters: PluginParameters) -> UIViewControllerAnimatedTransitioning { \(made) }"
            call = "PluginExport.animator(PortedPlugin.self)"
        case .interaction:
            conformance = "InteractionPlugin"
            make = """
                // The host plays the app for a controller that owns no gesture: --param interaction.app-threshold=… and the
                    // rest change its rules (README, "Bring your iOS animator").
                    static let parameters = AppDrivenRules.parameters
                    static func makeInteractionController(parameters: PluginParameters) -> \(p.className) { \(made) }
                """
            call = "PluginExport.interaction(PortedPlugin.self)"
        case .layout:
            conformance = "LayoutPlugin"
            make = "static func makeLayout(parameters: PluginParameters) -> \(p.className) { \(made) }"
            call = "PluginExport.layout(PortedPlugin.self)"
        }
        // The SDK makes the host's controllers stand-ins of what the class's file casts them to
        // (UIViewController.transitionStandIns; PortProject+ContainerStandIns), and plays the app's selection.
        let protocols = protocolStandIns(for: p)
        let (installs, own) = standInInstalls(for: p, protocols: protocols.standIns)
        if !installs.isEmpty {
            make = make.replacingFirst("{ \(made) }", with: "{ \(installs.joined(separator: "; ")); return \(made) }")
        }
        let ownDeclarations = Set(own.map(\.declarations)).sorted().joined()
        // Placeholder objects (PlaceholderArguments) stay alive as long as the plugin: the
        // class may hold them weak, as the app's real ones would be held elsewhere.
        let keep =
            (p.construction + p.declarations + p.appSetDeclarations + p.appSet.map(\.value).joined()
                + own.map(\.construction).joined()).contains("portKeep(")
            ? """

            /// Placeholder objects given to the initializer, alive as long as the plugin.
            // Safe: appended only while the host's main thread makes the plugin's object.
            nonisolated(unsafe) var portKeptArguments: [AnyObject] = []
            func portKeep<T: AnyObject>(_ o: T) -> T {
                portKeptArguments.append(o)
                return o
            }

            """ : ""
        let unwrap = mayBeFailable(p) ? Self.unwrapDeclarations(className: p.className) : ""
        // The SDK placeholders' helpers (a loaded controller, an edge pan), declared once.
        let helpers = PlaceholderArguments.helperDeclarations(
            in: cast + p.declarations + p.appSetDeclarations + p.appSet.map(\.value).joined()
                + protocols.declarations + ownDeclarations + own.map(\.construction).joined())
        return """
            import AnimatorABI
            \(keep)\(unwrap)\(helpers)\(p.declarations)\(protocols.declarations)\(ownDeclarations)\(p.appSetDeclarations)\(PortAppSetProperties.function(className: p.className, assignments: p.appSet))
            // Written by `host-cli port`: the descriptor of \(p.className) (\(p.sourcePath)) as a
            // TransitionHost \(p.kind.rawValue) plugin, and the library's one exported symbol.

            enum PortedPlugin: \(conformance) {
                static let id = \(literal(p.id))
                static let name = \(literal(p.className))
                static let version = "1.0.0"
                static let summary = \(literal("\(p.className), ported from \(p.sourcePath.split(separator: "/").last.map(String.init) ?? p.sourcePath)"))
                static let author = "host-cli port"
                \(make)
            }

            @_cdecl("animator_plugin_entry")
            public func animatorPluginEntry() -> UnsafeRawPointer { \(call) }

            """
    }

    /// The expression the export's maker returns: `cast` (``castControllerArguments(_:)``)
    /// unwrapped when the initializer is failable (`init?(gesture:presented:)`: portUnwrap; a
    /// nil is a crash naming the class), with the properties the app sets after init set
    /// (portAppSet, PortAppSetProperties); for a presentation controller that is its own
    /// animator, a ``PresentationControllerAnimator`` making that per transition with its
    /// controllers (PortProject+PresentationAnimator).
    func madeObject(_ p: Plugin, cast: String) -> String {
        exportMaker(p, cast: cast) { construction in
            let unwrapped = self.mayBeFailable(p) ? "portUnwrap(\(construction))" : construction
            return p.appSet.isEmpty ? unwrapped : "portAppSet(\(unwrapped))"
        }
    }

    /// How the export makes `p`, with `one` applied to the class's own construction: per
    /// transition for a presentation controller that is its own animator or an animator made
    /// with the transition's controllers, asked through ``NavigationDelegateAnimator`` for one
    /// that is its own navigation delegate, else `cast` itself. The export (``madeObject(_:cast:)``)
    /// and the report (`Outcome.construction`) both write it so.
    func exportMaker(_ p: Plugin, cast: String, _ one: (String) -> String = { $0 }) -> String {
        if let perTransition = presentationAnimatorConstruction(p) {
            return Self.perTransition(one(perTransition))
        }
        if let handed = handedControllersConstruction(p, construction: cast) {
            return Self.handedPerTransition(one(handed))
        }
        if vendsItselfToNavigation(p) { return "NavigationDelegateAnimator(\(one(cast)))" }
        return one(cast)
    }

    /// Whether animator `p`'s class (or an extension of it in the files) answers a navigation
    /// controller's `navigationController(_:animationControllerFor:from:to:)`: it learns each
    /// transition's operation there (`self.operation = operation; return self`), so the export
    /// asks it as a navigation controller would (``NavigationDelegateAnimator``).
    func vendsItselfToNavigation(_ p: Plugin) -> Bool {
        guard p.kind == .animator else { return false }
        let name = p.className.split(separator: ".").last.map(String.init) ?? p.className
        return files.contains { f in
            SwiftDeclarations(f.source).types.contains { t in
                (t.qualifiedName == p.className || t.name == name)
                    && t.members.contains {
                        $0.keyword == "func" && $0.name == "navigationController"
                            && $0.labels.contains("animationControllerFor")
                    }
            }
        }
    }

    /// Whether `p`'s file declares a failable initializer (`init?(`, `init!(`): its
    /// construction may then be optional, and the export unwraps it.
    func mayBeFailable(_ p: Plugin) -> Bool {
        guard let file = files.first(where: { $0.name == (p.sourcePath as NSString).lastPathComponent }) else {
            return false
        }
        return file.source.contains("init?(") || file.source.contains("init!(")
    }

    /// `portUnwrap`: the object a construction made, whether its initializer is failable (an
    /// optional, unwrapped — nil stops the plugin with a message naming the class and what to
    /// do) or not (the object itself: the overload without conversion wins).
    static func unwrapDeclarations(className: String) -> String {
        """

        /// The object the construction made (a failable initializer's, unwrapped).
        func portUnwrap<T>(_ o: T) -> T { o }
        func portUnwrap<T>(_ o: T?) -> T {
            guard let o else {
                fatalError(\(SwiftText.literal("\(className)'s failable initializer returned nil with port's placeholder arguments; give --construct '\(className)(…)' with values it accepts")))
            }
            return o
        }

        """
    }

    /// The from/to controllers `p`'s file casts to stubbed view-controller classes (the whole
    /// set of files when its own does not).
    public func standIns(for p: Plugin) -> [(key: String, type: String)] {
        let classes = makeableControllerClasses.map(\.qualifiedName)
        guard let stubs = stubs.flatMap({ $0.isEmpty ? nil : $0 }) ?? (classes.isEmpty ? nil : PortStubs(files: files))
        else { return [] }
        // The validated side's casts first (PortStubs+SideBranches, PortProject+ValidatedSide).
        let presenting = !validatesDismissingSide(p)
        // A presentation controller that is its own animator reads its controllers as its own members.
        let read =
            presentationAnimatorConstruction(p) == nil
            ? { (text: String) in text } : { Self.presentationControllersAsContext($0, presenting: presenting) }
        let own =
            files.first { $0.name == (p.sourcePath as NSString).lastPathComponent }.map {
                stubs.standIns(in: read($0.source), classes: classes, presenting: presenting)
            } ?? []
        return own.isEmpty
            ? stubs.standIns(
                in: read(files.map(\.source).joined(separator: "\n")), classes: classes, presenting: presenting) : own
    }

    /// The transition's controllers `p`'s export makes instances of the files' own controller
    /// classes: key and construction (for the report).
    /// `protocolKeys`: the keys ``protocolStandIns(for:)`` stands in for, which come first.
    public func ownControllerStandIns(for p: Plugin, protocolKeys: Set<String>) -> [(key: String, construction: String)]
    {
        standIns(for: p).filter { !protocolKeys.contains($0.key) }.compactMap { s in
            makeableControllerClasses.first { $0.qualifiedName == s.type }.map {
                let outlets = $0.outlets.map(\.name).joined(separator: ", ")
                return (
                    s.key,
                    $0.construction
                        + (outlets.isEmpty ? "" : " with its outlets \(outlets) connected to views port made")
                )
            }
        }
    }

    /// `; UIViewController.transitionStandInOutlets[.to] = { … }` connecting `c`'s view outlets:
    /// each a view of its type at a placeholder frame in the controller's view (the storyboard's
    /// frames are unknown), or empty when it has none.
    static func outletsInstall(_ c: PortableClassFinder.ControllerClass, key: String) -> String {
        guard !c.outlets.isEmpty else { return "" }
        let connect = c.outlets.map {
            "c.\($0.name) = { let v = \($0.made); v.frame = CGRect(x: 40, y: 120, width: 160, height: 160); c.view.addSubview(v); return v }()"
        }.joined(separator: "; ")
        return
            "; UIViewController.transitionStandInOutlets[.\(key)] = { c in guard let c = c as? \(c.qualifiedName) else { return }; \(connect) }"
    }

    /// The files' own controller classes among `standIns`, with how each is made.
    func ownControllers(_ standIns: [(key: String, type: String)]) -> [PortableClassFinder.ControllerClass] {
        makeableControllerClasses.filter { c in standIns.contains { $0.type == c.qualifiedName } }
    }

    /// `s` as a Swift string literal.
    func literal(_ s: String) -> String { SwiftText.literal(s) }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let r = range(of: target) else { return self }
        return replacingCharacters(in: r, with: replacement)
    }
}
