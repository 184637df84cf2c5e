import PluginRuntime
/// The NAME of `host-cli new KIND NAME`, checked, and every name the generated project
/// derives from it: the plugin id, the Swift module (target, product and type prefix) and
/// the library's file name. Deriving them in one place keeps the project's files, its README
/// and the command's own messages in agreement.
struct ProjectName: Sendable, Equatable {
    /// NAME as given: `[A-Za-z][A-Za-z0-9_-]*`.
    let raw: String

    /// The longest NAME: the id `com.example.NAME` must fit the 64 bytes ids may have.
    static let maximumLength = 64 - idPrefix.count

    /// What the id starts with: a placeholder domain the README tells the author to replace.
    static let idPrefix = "com.example."

    /// Checks `name`; the error says what a NAME may hold and gives an example, since the
    /// user only has to retype it.
    init(_ name: String) throws(UsageError) {
        let example = "e.g. host-cli new animator my-slide"
        guard let first = name.unicodeScalars.first else {
            throw .refusedValue(
                option: "plugin NAME", value: "",
                reason: "it is empty; give letters, digits, - and _, starting with a letter (\(example))")
        }
        guard ProjectName.isLetter(first) else {
            throw .refusedValue(
                option: "plugin NAME", value: name,
                reason: "it must start with a letter (A-Z, a-z), then letters, digits, - and _ (\(example))")
        }
        if let bad = name.unicodeScalars.first(where: { !ProjectName.isAllowed($0) }) {
            let shown = bad == " " ? "a space" : "`\(String(bad))`"
            throw .refusedValue(
                option: "plugin NAME", value: name,
                reason:
                    "\(shown) is not allowed; use letters (A-Z, a-z), digits, - and _, starting with a letter (\(example))"
            )
        }
        guard name.count <= ProjectName.maximumLength else {
            throw .refusedValue(
                option: "plugin NAME", value: name,
                reason:
                    "it has \(name.count) characters; at most \(ProjectName.maximumLength), so that its id \(ProjectName.idPrefix)NAME fits the 64 an id may have"
            )
        }
        raw = name
    }

    /// The plugin id: `com.example.` and NAME in lowercase with `_` as `-`, which the id
    /// grammar (`[a-z0-9.-]`) allows.
    var id: String { ProjectName.idPrefix + raw.lowercased().replacingOccurrences(of: "_", with: "-") }

    /// NAME in UpperCamelCase (`my-slide` → `MySlide`): the Swift package's module, target
    /// and product, and the prefix of its types — Swift spells types so, and a module name
    /// cannot hold `-`.
    var swiftName: String {
        raw.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// The library `make` builds for a C project: `libNAME.so`.
    var cLibrary: String { "lib\(raw).so" }

    /// The library `swift build` makes for a Swift project: `lib<swiftName>.so`.
    var swiftLibrary: String { "lib\(swiftName).so" }

    /// The library of a project in `language`.
    func library(_ language: ProjectLanguage) -> String { language == .swift ? swiftLibrary : cLibrary }

    /// Module names a Swift project cannot take: TransitionHost's own targets (SwiftPM wants
    /// target names unique across the package graph: a plugin named `slide-animator` would
    /// clash with the bundled `SlideAnimator`) and the toolchain's modules, which a module of
    /// the same name would hide. The tests check the host's part against its Package.swift.
    static let reservedModuleNames: Set<String> = [
        // TransitionHost (Package.swift): the SDK, the shims, the host, the bundled plugins, the tests.
        "CAnimatorABI", "AnimatorABI", "UIKit", "UIKitSubmodules", "QuartzCore", "SnapKit", "TextFormat",
        "AnimationCore",
        "HostContainer",
        "ProcessSupport", "CSandbox", "Sandbox", "PluginRuntime", "Session", "Rendering", "Terminal", "Validation",
        "Isolation",
        "Porting", "host-cli", "SlideAnimatorKit", "SlideAnimator", "PinRotateAnimator", "ZoomFadeAnimator",
        "TimedInteraction", "KeyInteraction",
        "CollectionLayouts", "GridLayout", "ListLayout", "StackLayout", "CircleLayout", "DefaultPlugins", "TestSupport",
        "TextFormatTests", "AnimationCoreTests", "HostContainerTests", "ProcessSupportTests", "PluginRuntimeTests",
        "SessionTests",
        "RenderingTests", "TerminalTests", "ValidationTests", "SandboxTests", "IsolationTests", "HostCLITests",
        "AnimatorABITests", "PortingTests", "DefaultPluginsTests",
        // The toolchain.
        "Swift", "SwiftShims", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "Glibc", "SwiftGlibc", "Musl", "Dispatch", "XCTest", "Testing",
        "Observation",
        "Synchronization", "Distributed", "RegexBuilder", "Cxx", "CxxStdlib", "Darwin"
    ]

    /// Why `swiftName` cannot be a Swift project's module, or nil. Compared without case, so
    /// a project also builds where file names ignore case.
    var swiftNameProblem: UsageError? {
        let lowered = swiftName.lowercased()
        guard let clash = ProjectName.reservedModuleNames.first(where: { $0.lowercased() == lowered }) else {
            return nil
        }
        return .refusedValue(
            option: "plugin NAME", value: raw,
            reason:
                "it makes the Swift module \(swiftName), which clashes with the module \(clash) that TransitionHost or the Swift toolchain already has; choose another NAME (e.g. \(raw)-plugin), or use --lang c"
        )
    }

    /// Why the Swift types a project of `kind` declares (``SwiftTemplates/typeName(_:_:)`` and
    /// `<module>Plugin`) or its module cannot coexist with the SDK's public types `sdkTypes`,
    /// or nil: `new animator animator` would declare `enum AnimatorPlugin: AnimatorPlugin`,
    /// `new layout UICollectionView` a class `UICollectionViewLayout` inheriting from itself.
    func swiftTypeProblem(_ kind: PluginKind, sdkTypes: Set<String>) -> UsageError? {
        let own = [swiftName, SwiftTemplates.typeName(kind, self), swiftName + "Plugin"]
        guard let clash = own.first(where: sdkTypes.contains) else { return nil }
        return .refusedValue(
            option: "plugin NAME", value: raw,
            reason:
                "it makes the Swift name \(clash), which the SDK (AnimatorABI) already has as a type; choose another NAME (e.g. my-\(raw)), or use --lang c"
        )
    }

    /// ASCII letters: a NAME must look the same in every file, shell and locale.
    private static func isLetter(_ u: Unicode.Scalar) -> Bool { ("a"..."z").contains(u) || ("A"..."Z").contains(u) }

    /// A letter, a digit, `-` or `_`.
    private static func isAllowed(_ u: Unicode.Scalar) -> Bool {
        isLetter(u) || ("0"..."9").contains(u) || u == "-" || u == "_"
    }
}
