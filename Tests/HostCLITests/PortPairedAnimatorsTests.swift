import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on the two halves of a side sheet (`Tests/Fixtures/Port/PairedAnimators`):
/// the dismissal looks up the backdrop its presentation left in the container, so port pairs
/// them (by name) and validates the dismissal after the presentation (`validate --after`), where
/// it passes — through the real CLI and a real `swift build`.
final class PortPairedAnimatorsTests: XCTestCase {
    func testADismissalIsValidatedAfterThePresentationItIsPairedWith() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-paired-animators")
        let o = try PortCLI.run(
            try PortCLI.files(in: "PairedAnimators") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        let dismiss = PortCLI.block("DismissSideSheetAnimator", in: o.stdout)
        XCTAssertTrue(dismiss.contains("built, validated ("), o.stdout + o.stderr)
        XCTAssertTrue(
            dismiss.contains(
                "scenario: modal-dismiss (its name says it dismisses; the files pair it with the presenting PresentSideSheetAnimator (its name is this one's with the presenting word): validated after its presentation (--after))"
            ), dismiss)
    }
}
