import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on custom modal presentation animators written as the real libraries write
/// them (`Tests/Fixtures/Port/Presentations`): each is validated in the presentation scenario
/// its files show, with the evidence in the report, and passes there — through the real CLI
/// and a real `swift build`.
final class PortPresentationTests: XCTestCase {
    private var env: [String: String] = [:]
    private let root = NativeTools.packageRoot

    override func setUpWithError() throws {
        env = NativeTools.cliEnvironment(cacheDirectory: try NativeTools.temporaryFolder(for: self, name: "cache"))
        env["XDG_CACHE_HOME"] = NativeTools.scratchDirectory + "/port-cache"
        env["TRANSITION_HOST_PATH"] = nil
    }

    /// The lines of `name`'s plugin in a port report.
    private func block(_ name: String, in report: String) -> String {
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        guard let i = lines.firstIndex(where: { $0.hasPrefix("  \(name) (") }) else { return "" }
        return lines[i...].prefix { $0 == lines[i] || $0.hasPrefix("    ") }.joined(separator: "\n")
    }

    /// A bloom (bubble-style) presenter that pairs the presenting controller's appearance calls
    /// itself: modal-present, named by that call, clean. A drawer whose presentation
    /// controller adds the presented view: modal-present-in-container, naming the line, clean.
    func testPresentationAnimatorsAreValidatedInTheirPresentationScenario() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-presentations")
        let folder = root + "/Tests/Fixtures/Port/Presentations"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
            .sorted().map { folder + "/" + $0 }
        let o = NativeTools.run(
            "/bin/sh",
            ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", dir, try NativeTools.hostCLI(), "port"] + files + [
                "--output", "out", "--host", root, "--timeout", "120"
            ],
            environment: env, timeout: 1800)
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        let bloom = block("BloomTransition", in: o.stdout)
        XCTAssertTrue(bloom.contains("built, validated ("), o.stdout)
        XCTAssertTrue(
            bloom.contains(
                "scenario: modal-present (its mode property (initially .present) makes the presenting side of a custom modal presentation (it calls beginAppearanceTransition at line 29, which UIKit leaves to the animator only there)"
            ), bloom)
        let drawer = block("DrawerAnimator", in: o.stdout)
        XCTAssertTrue(drawer.contains("built, validated ("), o.stdout)
        XCTAssertTrue(
            drawer.contains(
                "its presentation controller DrawerPresentationController adds presentedViewController.view to the container at DrawerAnimator.swift:47"
            ), drawer)
        XCTAssertTrue(drawer.contains("scenario: modal-present-in-container ("), drawer)
    }
}
