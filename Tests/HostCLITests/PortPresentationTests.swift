import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on custom modal presentation animators written as the real libraries write
/// them (`Tests/Fixtures/Port/Presentations`): each is validated in the presentation scenario
/// its files show, with the evidence in the report, and passes there — through the real CLI
/// and a real `swift build`.
final class PortPresentationTests: XCTestCase {

    /// A bloom (bubble-style) presenter that pairs the presenting controller's appearance calls
    /// itself: modal-present, named by that call, clean. A drawer whose presentation
    /// controller adds the presented view: modal-present-in-container, naming the line, clean.
    func testPresentationAnimatorsAreValidatedInTheirPresentationScenario() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-presentations")
        let o = try PortCLI.run(
            try PortCLI.files(in: "Presentations") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        let bloom = PortCLI.block("BloomTransition", in: o.stdout)
        XCTAssertTrue(bloom.contains("built, validated ("), o.stdout)
        XCTAssertTrue(
            bloom.contains(
                "scenario: modal-present (its mode property (initially .present) makes the presenting side of a custom modal presentation (it calls beginAppearanceTransition at line 29, which UIKit leaves to the animator only there)"
            ), bloom)
        let drawer = PortCLI.block("DrawerAnimator", in: o.stdout)
        XCTAssertTrue(drawer.contains("built, validated ("), o.stdout)
        XCTAssertTrue(
            drawer.contains(
                "its presentation controller DrawerPresentationController adds presentedViewController.view to the container at DrawerAnimator.swift:47"
            ), drawer)
        XCTAssertTrue(drawer.contains("scenario: modal-present-in-container ("), drawer)
    }
}
