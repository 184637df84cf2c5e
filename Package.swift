// swift-tools-version:6.0
// The layout is fixed by the product's design (see README "Layout"): the C ABI, the Swift SDK
// plugins import, the host, the thin CLI, and the bundled plugins as dynamic libraries.
// No package dependencies: Foundation, Glibc and XCTest only.
import PackageDescription

let package = Package(
    name: "TransitionHost",
    products: [
        .executable(name: "host-cli", targets: ["host-cli"]),
        .library(name: "HostContainer", targets: ["HostContainer"]),
    ],
    targets: [
        .target(name: "HostContainer", path: "Sources/HostContainer"),
        .executableTarget(name: "host-cli", dependencies: ["HostContainer"], path: "Sources/host-cli"),
        .testTarget(name: "HostContainerTests", dependencies: ["HostContainer"], path: "Tests/HostContainerTests"),
    ],
    swiftLanguageModes: [.v5]
)
