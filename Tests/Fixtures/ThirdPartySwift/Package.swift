// swift-tools-version:6.0
// A third-party animator plugin, built as an outsider would: a package of its own that
// depends on TransitionHost's AnimatorABI product only (never on the host's sources), and
// builds one dynamic library that exports only `animator_plugin_entry`.
//
// TRANSITION_HOST_PATH points at a checkout of TransitionHost (default: the checkout this
// fixture lives in).
import Foundation
import PackageDescription

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
let host = ProcessInfo.processInfo.environment["TRANSITION_HOST_PATH"] ?? here + "/../../.."

let package = Package(
    name: "SwiftFadePlugin",
    products: [.library(name: "SwiftFade", type: .dynamic, targets: ["SwiftFade"])],
    dependencies: [.package(name: "TransitionHost", path: host)],
    targets: [
        .target(name: "SwiftFade", dependencies: [.product(name: "AnimatorABI", package: "TransitionHost")],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--version-script=\(here)/plugin.exports"])]),
    ],
    swiftLanguageModes: [.v5]
)
