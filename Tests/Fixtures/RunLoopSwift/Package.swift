// swift-tools-version:6.0
// iOS animators that run on the main run loop and draw random numbers, compiled unchanged
// through the UIKit shim (each animator file imports UIKit only; each Export.swift, the entry
// point iOS code does not have, imports AnimatorABI). RunLoopDelay completes from
// DispatchQueue.main.asyncAfter; RunLoopTimer steps with a repeating Timer; RunLoopDisplayLink
// fades with a CADisplayLink; RandomShatter throws pieces placed by arc4random and friends.
//
// TRANSITION_HOST_PATH points at a checkout of TransitionHost (default: the checkout this
// fixture lives in).
import Foundation
import PackageDescription

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
let host = ProcessInfo.processInfo.environment["TRANSITION_HOST_PATH"] ?? here + "/../../.."
let names = ["RunLoopDelay", "RunLoopTimer", "RunLoopDisplayLink", "RandomShatter"]

let package = Package(
    name: "RunLoopPlugins",
    products: names.map { .library(name: $0, type: .dynamic, targets: [$0]) },
    dependencies: [.package(name: "TransitionHost", path: host)],
    targets: names.map {
        .target(name: $0,
                dependencies: [.product(name: "UIKit", package: "TransitionHost"), .product(name: "AnimatorABI", package: "TransitionHost")],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--version-script=\(here)/plugin.exports"])])
    },
    swiftLanguageModes: [.v5]
)
