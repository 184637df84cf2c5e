import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on a sheet's presenting and dismissing animators nested in a namespace
/// (`SheetTransitions.PresentTransition`, `…DismissTransition`) beside another screen's
/// `ToastTransitions.PresentTransition` (`Tests/Fixtures/Port/NestedPairs`): the dismissal is
/// paired with its presenter by simple name, and its validation plays the presenter nested
/// where it is first (`--after`), not "not built" for want of a plugin of that bare name
/// (Tpay, held-out 42) — through the real CLI and a real `swift build`.
final class PortNestedPairsTests: XCTestCase {
    func testANestedDismissalIsValidatedAfterItsOwnNamespacesPresentation() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-nested-pairs")
        let o = try PortCLI.run(
            try PortCLI.files(in: "NestedPairs") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        let dismissal = PortCLI.block("SheetTransitions.DismissTransition", in: o.stdout)
        XCTAssertTrue(dismissal.contains("built, validated ("), o.stdout)
        XCTAssertTrue(
            dismissal.contains(
                "the files pair it with the presenting PresentTransition (its name is this one's with the presenting word): validated after its presentation (--after))"
            ), dismissal)
        XCTAssertFalse(dismissal.contains("was not built"), dismissal)
    }
}
