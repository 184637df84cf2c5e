// swift-tools-version:6.0
// An animator written for iOS that lets the presenting view's pieces fall with UIKit Dynamics,
// compiled unchanged through the UIKit shim (only Export.swift, the plugin's entry point,
// imports AnimatorABI).
//
// TRANSITION_HOST_PATH points at a checkout of TransitionHost (default: the checkout this
// fixture lives in).
import Foundation
import PackageDescription

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
let host = ProcessInfo.processInfo.environment["TRANSITION_HOST_PATH"] ?? here + "/../../.."

let package = Package(
    name: "UIKitDynamicsPlugin",
    products: [.library(name: "UIKitFallingPieces", type: .dynamic, targets: ["UIKitFallingPieces"])],
    dependencies: [.package(name: "TransitionHost", path: host)],
    targets: [
        .target(name: "UIKitFallingPieces",
                dependencies: [.product(name: "UIKit", package: "TransitionHost"), .product(name: "AnimatorABI", package: "TransitionHost")],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--version-script=\(here)/plugin.exports"])]),
    ],
    swiftLanguageModes: [.v5]
)
