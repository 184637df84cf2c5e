// swift-tools-version:6.0
// Third-party animators written for iOS, compiled unchanged: their source files import UIKit
// (and QuartzCore), which TransitionHost provides as shim products over its AnimatorABI SDK.
// Only each Export.swift (the plugin's entry point, which iOS code does not have) imports
// AnimatorABI. UIKitPort: a spring drop-in; UIKitFlip: a single-sided card flip completed
// from a CATransaction; UIKitReveal: a circular reveal through a CAShapeLayer mask;
// UIKitInteractive: an iOS 10 animator (interruptibleAnimator with a UIViewPropertyAnimator)
// and an interaction controller driven by its own UIScreenEdgePanGestureRecognizer;
// UIKitLayout: a waterfall UICollectionViewLayout (a layout plugin); UIKitSubclass: app
// subclasses of UIView, CAShapeLayer, CABasicAnimation, UIViewController, the gesture,
// interaction and flow layout classes, overriding UIKit's members, with Swift 4 spellings.
//
// TRANSITION_HOST_PATH points at a checkout of TransitionHost (default: the checkout this
// fixture lives in).
import Foundation
import PackageDescription

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
let host = ProcessInfo.processInfo.environment["TRANSITION_HOST_PATH"] ?? here + "/../../.."

let package = Package(
    name: "UIKitPortPlugin",
    products: [.library(name: "UIKitPort", type: .dynamic, targets: ["UIKitPort"]),
               .library(name: "UIKitFlip", type: .dynamic, targets: ["UIKitFlip"]),
               .library(name: "UIKitReveal", type: .dynamic, targets: ["UIKitReveal"]),
               .library(name: "UIKitInteractive", type: .dynamic, targets: ["UIKitInteractive"]),
               .library(name: "UIKitLayout", type: .dynamic, targets: ["UIKitLayout"]),
               .library(name: "UIKitSubclass", type: .dynamic, targets: ["UIKitSubclass"])],
    dependencies: [.package(name: "TransitionHost", path: host)],
    targets: [
        .target(name: "UIKitPort",
                dependencies: [.product(name: "UIKit", package: "TransitionHost"), .product(name: "QuartzCore", package: "TransitionHost"),
                               .product(name: "AnimatorABI", package: "TransitionHost")],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--version-script=\(here)/plugin.exports"])]),
        .target(name: "UIKitFlip",
                dependencies: [.product(name: "UIKit", package: "TransitionHost"), .product(name: "AnimatorABI", package: "TransitionHost")],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--version-script=\(here)/plugin.exports"])]),
        .target(name: "UIKitReveal",
                dependencies: [.product(name: "UIKit", package: "TransitionHost"), .product(name: "AnimatorABI", package: "TransitionHost")],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--version-script=\(here)/plugin.exports"])]),
        .target(name: "UIKitInteractive",
                dependencies: [.product(name: "UIKit", package: "TransitionHost"), .product(name: "AnimatorABI", package: "TransitionHost")],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--version-script=\(here)/plugin.exports"])]),
        .target(name: "UIKitLayout",
                dependencies: [.product(name: "UIKit", package: "TransitionHost"), .product(name: "AnimatorABI", package: "TransitionHost")],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--version-script=\(here)/plugin.exports"])]),
        .target(name: "UIKitSubclass",
                dependencies: [.product(name: "UIKit", package: "TransitionHost"), .product(name: "AnimatorABI", package: "TransitionHost")],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--version-script=\(here)/plugin.exports"])]),
    ],
    swiftLanguageModes: [.v5]
)
