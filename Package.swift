// swift-tools-version:6.0
// The layout is fixed by the product's design (see README "Layout"): the C ABI, the Swift SDK
// plugins import, the host, the thin CLI, and the bundled plugins as dynamic libraries.
// No package dependencies: Foundation, Glibc and XCTest only.
import Foundation
import PackageDescription

/// Bundled plugins export only their entry point (see Plugins/plugin.exports).
let pluginRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
let pluginLinkerSettings: [LinkerSetting] = [.unsafeFlags(["-Xlinker", "--version-script=\(pluginRoot)/Plugins/plugin.exports"])]

/// A bundled plugin: a target in Plugins/NAME built as the dynamic library libNAME.so.
func plugin(_ name: String, path: String? = nil, dependencies: [Target.Dependency] = ["AnimatorABI"]) -> Target {
    .target(name: name, dependencies: dependencies, path: path ?? "Plugins/\(name)", linkerSettings: pluginLinkerSettings)
}

let pluginNames = ["SlideAnimator", "PinRotateAnimator", "ZoomFadeAnimator", "TimedInteraction", "KeyInteraction"]

let package = Package(
    name: "TransitionHost",
    products: [
        .executable(name: "host-cli", targets: ["host-cli"]),
        .library(name: "HostContainer", targets: ["HostContainer"]),
        .library(name: "AnimatorABI", targets: ["AnimatorABI"]),
    ] + pluginNames.map { .library(name: $0, type: .dynamic, targets: [$0]) },
    targets: [
        .target(name: "CAnimatorABI", path: "Sources/CAnimatorABI"),
        .target(name: "AnimatorABI", dependencies: ["CAnimatorABI"], path: "Sources/AnimatorABI"),
        // Release builds drop the runtime exclusivity checks in the host's hot paths (frame
        // evaluation, C-table calls), where they cost more than the work; debug builds, which
        // the tests use, keep them, so a violation is still caught.
        .target(name: "HostContainer", dependencies: ["CAnimatorABI", "AnimatorABI", "SlideAnimatorKit"], path: "Sources/HostContainer",
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // The slide animator's source, shared by the bundled plugin and the host's built-in default.
        .target(name: "SlideAnimatorKit", dependencies: ["AnimatorABI"], path: "Plugins/SlideAnimator/Sources"),
        plugin("SlideAnimator", path: "Plugins/SlideAnimator/Entry", dependencies: ["AnimatorABI", "SlideAnimatorKit"]),
        plugin("PinRotateAnimator"),
        plugin("ZoomFadeAnimator"),
        plugin("TimedInteraction"),
        plugin("KeyInteraction"),
        .executableTarget(name: "host-cli", dependencies: ["HostContainer"], path: "Sources/host-cli"),
        .testTarget(name: "HostContainerTests", dependencies: ["HostContainer"], path: "Tests/HostContainerTests"),
    ],
    swiftLanguageModes: [.v5]
)
