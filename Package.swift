// swift-tools-version:6.0
// The module graph (README "Layout"): each target has one job and depends only on targets
// below it, so the compiler enforces the layering. Each target declares every module it
// imports (not only its nearest layer): CI builds with
// `--explicit-target-dependency-import-check error`, which fails on an undeclared import, and
// no project module is imported inside a platform `#if`. Layers, bottom to top:
//
//   CAnimatorABI ← AnimatorABI ← SlideAnimatorKit, CollectionLayouts, bundled plugins, UIKit, QuartzCore and SnapKit shims
//   TextFormat ← AnimationCore ← HostContainer ← PluginRuntime ← Session ← Terminal ← host-cli
//   PluginRuntime, SlideAnimatorKit ← DefaultPlugins ← host-cli, TestSupport (the built-ins, registered by the composition roots)
//   CSandbox ← ProcessSupport ← Sandbox ← PluginRuntime (ProcessSupport's WriteLoop is the one write loop)
//   Session, Sandbox ← Isolation ← Validation ← host-cli;  PluginRuntime, Sandbox ← Validation
//   AnimationCore ← Rendering ← Terminal, host-cli
//   TextFormat ← Porting ← host-cli (iOS source text rewritten into a plugin project; no host module needed)
//
// One test target per module (AnimatorABITests: the SDK with no host).
// No package dependencies: Foundation, Glibc and XCTest only.
import Foundation
import PackageDescription

/// Bundled plugins export only their entry point (see Plugins/plugin.exports).
let pluginRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
let pluginLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "--version-script=\(pluginRoot)/Plugins/plugin.exports"])
]

/// A bundled plugin: a target in Plugins/NAME built as the dynamic library libNAME.so.
func plugin(_ name: String, path: String? = nil, dependencies: [Target.Dependency] = ["AnimatorABI"]) -> Target {
    .target(
        name: name, dependencies: dependencies, path: path ?? "Plugins/\(name)", linkerSettings: pluginLinkerSettings)
}

/// Release builds drop the runtime exclusivity checks in the modules on the hot paths (frame
/// evaluation, C-table calls), where they cost more than the work; debug builds, which the
/// tests use, keep them, so a violation is still caught.
let hotPath: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

/// A host module in Sources/NAME.
func module(_ name: String, _ dependencies: [Target.Dependency], settings: [SwiftSetting] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Sources/\(name)", swiftSettings: settings)
}

/// The tests of one module, in Tests/NAMETests, with the shared test support.
func tests(_ name: String, _ dependencies: [Target.Dependency], settings: [SwiftSetting] = []) -> Target {
    .testTarget(
        name: "\(name)Tests", dependencies: dependencies + ["TestSupport"], path: "Tests/\(name)Tests",
        swiftSettings: settings)
}

/// Plugin code written as iOS code is: closures on `DispatchQueue.main` that capture views,
/// contexts and `self`, as Swift 5 mode compiles them in an iOS app. The test plugins that play
/// real animators keep that mode, so they stay the code users bring (the SDK itself and every
/// host module are Swift 6).
let iOSStylePluginCode: [SwiftSetting] = [.swiftLanguageMode(.v5)]

/// The bundled plugins' libraries. A library exports one plugin, so the four collection
/// layouts (one source target, CollectionLayouts) are four libraries.
let pluginNames = [
    "SlideAnimator", "PinRotateAnimator", "ZoomFadeAnimator", "TimedInteraction", "KeyInteraction",
    "GridLayout", "ListLayout", "StackLayout", "CircleLayout"
]

let package = Package(
    name: "TransitionHost",
    products: [
        .executable(name: "host-cli", targets: ["host-cli"]),
        .library(name: "HostContainer", targets: ["HostContainer"]),
        .library(name: "AnimationCore", targets: ["AnimationCore"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "AnimatorABI", targets: ["AnimatorABI"]),
        // The module names iOS code imports, over the same SDK: `import UIKit` and
        // `import QuartzCore` compile unchanged in a plugin package.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        // `import SnapKit`: SnapKit's Auto Layout DSL over the SDK's constraints (our own code).
        .library(name: "SnapKit", targets: ["SnapKit"])
    ] + pluginNames.map { .library(name: $0, type: .dynamic, targets: [$0]) },
    targets: [
        // The plugin ABI and the SDK plugin authors import.
        .target(name: "CAnimatorABI", path: "Sources/CAnimatorABI"),
        .target(name: "AnimatorABI", dependencies: ["CAnimatorABI"], path: "Sources/AnimatorABI"),
        .target(name: "UIKit", dependencies: ["AnimatorABI", "UIKitSubmodules"], path: "Sources/Shims/UIKit"),
        // `import UIKit.UIGestureRecognizerSubclass` and the like: a clang module named UIKit
        // holding the submodules iOS code imports (the Swift module UIKit is the SDK).
        .target(name: "UIKitSubmodules", path: "Sources/Shims/UIKitSubmodules"),
        .target(name: "QuartzCore", dependencies: ["AnimatorABI"], path: "Sources/Shims/QuartzCore"),
        .target(name: "SnapKit", dependencies: ["AnimatorABI"], path: "Sources/Shims/SnapKit"),

        // The host, bottom to top.
        module("TextFormat", []),
        module("AnimationCore", ["TextFormat"], settings: hotPath),
        module("HostContainer", ["AnimationCore", "TextFormat"]),
        module("ProcessSupport", ["CSandbox"]),
        .target(name: "CSandbox", path: "Sources/CSandbox"),
        module("Sandbox", ["CSandbox", "ProcessSupport"]),
        module(
            "PluginRuntime",
            ["CAnimatorABI", "TextFormat", "AnimationCore", "HostContainer", "CSandbox", "ProcessSupport", "Sandbox"],
            settings: hotPath),
        // The plugins compiled into the host, registered by the composition roots (host-cli's
        // main, TestSupport): the runtime depends on no plugin's source.
        module("DefaultPlugins", ["AnimatorABI", "SlideAnimatorKit", "PluginRuntime"]),
        module("Session", ["TextFormat", "AnimationCore", "HostContainer", "PluginRuntime"]),
        module("Rendering", ["TextFormat", "AnimationCore"]),
        module(
            "Terminal",
            ["TextFormat", "AnimationCore", "HostContainer", "PluginRuntime", "ProcessSupport", "Session", "Rendering"]),
        module(
            "Validation",
            [
                "TextFormat", "AnimationCore", "HostContainer", "CAnimatorABI", "PluginRuntime", "ProcessSupport",
                "Sandbox",
                "Isolation"
            ]),
        module(
            "Isolation",
            ["TextFormat", "AnimationCore", "HostContainer", "PluginRuntime", "Session", "Sandbox", "ProcessSupport"]),
        module("Porting", ["TextFormat"]),
        .executableTarget(
            name: "host-cli",
            dependencies: [
                "TextFormat", "AnimationCore", "HostContainer", "CAnimatorABI", "AnimatorABI",
                "PluginRuntime", "ProcessSupport", "Sandbox", "Session", "Isolation",
                "Porting", "Rendering", "Terminal", "Validation", "DefaultPlugins"
            ], path: "Sources/host-cli",
            swiftSettings: hotPath),

        // Bundled plugins. The slide animator's source is shared by the bundled plugin and the
        // host's built-in default.
        .target(name: "SlideAnimatorKit", dependencies: ["AnimatorABI"], path: "Plugins/SlideAnimator/Sources"),
        plugin("SlideAnimator", path: "Plugins/SlideAnimator/Entry", dependencies: ["AnimatorABI", "SlideAnimatorKit"]),
        plugin("PinRotateAnimator"),
        plugin("ZoomFadeAnimator"),
        plugin("TimedInteraction"),
        plugin("KeyInteraction"),
        // The bundled collection layouts: their source, and one entry point per library.
        .target(name: "CollectionLayouts", dependencies: ["AnimatorABI"], path: "Plugins/CollectionLayouts/Sources"),
        plugin("GridLayout", path: "Plugins/CollectionLayouts/Entry/Grid", dependencies: ["CollectionLayouts"]),
        plugin("ListLayout", path: "Plugins/CollectionLayouts/Entry/List", dependencies: ["CollectionLayouts"]),
        plugin("StackLayout", path: "Plugins/CollectionLayouts/Entry/Stack", dependencies: ["CollectionLayouts"]),
        plugin("CircleLayout", path: "Plugins/CollectionLayouts/Entry/Circle", dependencies: ["CollectionLayouts"]),

        // Tests: one target per module, one shared support target (the transition rig, the
        // approximate-equality assertions, the process runner, fixtures, decoders).
        .target(
            name: "TestSupport",
            dependencies: [
                "AnimationCore", "HostContainer", "PluginRuntime", "Rendering", "ProcessSupport", "DefaultPlugins"
            ],
            path: "Tests/TestSupport"),
        tests("TextFormat", ["TextFormat"]),
        tests("AnimatorABI", ["AnimatorABI"]),
        tests("AnimationCore", ["TextFormat", "AnimationCore"]),
        tests("DefaultPlugins", ["AnimatorABI", "SlideAnimatorKit", "PluginRuntime", "DefaultPlugins"]),
        tests("HostContainer", ["AnimationCore", "HostContainer"]),
        tests("ProcessSupport", ["ProcessSupport"]),
        tests(
            "PluginRuntime",
            [
                "TextFormat", "AnimationCore", "HostContainer", "CAnimatorABI", "AnimatorABI", "ProcessSupport",
                "PluginRuntime", "UIKit", "SnapKit"
            ], settings: iOSStylePluginCode),
        tests("Session", ["AnimationCore", "HostContainer", "PluginRuntime", "Session"]),
        tests("Rendering", ["AnimationCore", "Rendering"]),
        tests("Terminal", ["AnimationCore", "HostContainer", "Rendering", "Session", "Terminal"]),
        tests("Validation", ["AnimationCore", "ProcessSupport", "Isolation", "Validation"]),
        tests("Sandbox", ["ProcessSupport", "Sandbox"]),
        tests(
            "Isolation",
            [
                "TextFormat", "AnimationCore", "HostContainer", "PluginRuntime", "ProcessSupport", "Sandbox", "Session",
                "Isolation"
            ]),
        tests("Porting", ["Porting"]),
        tests(
            "HostCLI",
            ["TextFormat", "AnimationCore", "HostContainer", "PluginRuntime", "ProcessSupport", "Rendering", "host-cli"]
        )
    ],
    // Swift 6 everywhere but the iOS-style test plugins (iOSStylePluginCode); each remaining
    // `nonisolated(unsafe)` and `@unchecked Sendable` says in a comment why it is safe.
    swiftLanguageModes: [.v6]
)
