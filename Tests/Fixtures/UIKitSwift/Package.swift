// swift-tools-version:6.0
// A third-party animator written for iOS, compiled unchanged: its source file imports UIKit
// and QuartzCore, which TransitionHost provides as shim products over its AnimatorABI SDK.
// Only Export.swift (the plugin's entry point, which iOS code does not have) imports
// AnimatorABI.
//
// TRANSITION_HOST_PATH points at a checkout of TransitionHost (default: the checkout this
// fixture lives in).
import Foundation
import PackageDescription

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
let host = ProcessInfo.processInfo.environment["TRANSITION_HOST_PATH"] ?? here + "/../../.."

let package = Package(
    name: "UIKitPortPlugin",
    products: [.library(name: "UIKitPort", type: .dynamic, targets: ["UIKitPort"])],
    dependencies: [.package(name: "TransitionHost", path: host)],
    targets: [
        .target(name: "UIKitPort",
                dependencies: [.product(name: "UIKit", package: "TransitionHost"), .product(name: "QuartzCore", package: "TransitionHost"),
                               .product(name: "AnimatorABI", package: "TransitionHost")],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--version-script=\(here)/plugin.exports"])]),
    ],
    swiftLanguageModes: [.v5]
)
