import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on drawers and menus whose files set no presentation style
/// (`Tests/Fixtures/Port/FullScreenDrawers`, `Tests/Fixtures/Port/SnapshotMenus`): the presenting
/// half of each pair is validated as the full-screen presentation its dismissal runs after, and
/// the dismissal after it — through the real CLI and a real `swift build`.
final class PortFullScreenDrawerTests: XCTestCase {
    /// A drawer of a stored width whose presenter puts the content back beside it: the
    /// presentation validates with a warning naming both; the dismissal fails only a cancel,
    /// saying that UIKit takes the content out again and what to do.
    func testADrawerPairIsValidatedAsAFullScreenPresentationAndDismissal() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-full-screen-drawer")
        let o = try PortCLI.run(
            try PortCLI.files(in: "FullScreenDrawers") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        let present = PortCLI.block("SideDrawerPresenter", in: o.stdout)
        XCTAssertTrue(present.contains("built, validated (15 checks passed)"), o.stdout + o.stderr)
        XCTAssertTrue(
            present.contains(
                "scenario: modal-present-full-screen (its name says it presents: the presenting side; the files pair it with the dismissing SideDrawerDismisser, validated after it (of that one, its name is this one's with the presenting word; this one reads the presenting side, view(forKey: .from) at line 26), and show no .custom presentation: a full-screen presentation"
            ), present)
        XCTAssertTrue(
            present.contains("the presented view (To) ends at (0, 0, 240×844), 61.5 % of the width of the container"),
            present)
        let dismiss = PortCLI.block("SideDrawerDismisser", in: o.stdout)
        XCTAssertTrue(dismiss.contains("validation failed (1 failed, 16 passed)"), dismiss)
        XCTAssertTrue(dismiss.contains("scenario: modal-dismiss-full-screen ("), dismiss)
        XCTAssertTrue(
            dismiss.contains(
                "failed: cancel-restores: after the cancel these differ from before the transition: the container's subviews [4, 2] became [4] (#2, the presenting view (To), was in the container before the dismissal"
            ), dismiss)
    }

    /// The snapshot menu: the presentation leaves a tagged snapshot of the presenting view, the
    /// dismissal slides it home and puts the presenting view back only as it ends. Both clean.
    func testASnapshotMenuPairIsClean() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-snapshot-menu")
        let o = try PortCLI.run(
            try PortCLI.files(in: "SnapshotMenus") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        let present = PortCLI.block("PresentSnapshotMenuAnimator", in: o.stdout)
        XCTAssertTrue(present.contains("built, validated (16 checks passed)"), o.stdout + o.stderr)
        XCTAssertTrue(present.contains("scenario: modal-present-full-screen ("), present)
        XCTAssertFalse(present.contains("warning:"), present)
        let dismiss = PortCLI.block("DismissSnapshotMenuAnimator", in: o.stdout)
        XCTAssertTrue(dismiss.contains("built, validated (17 checks passed)"), dismiss)
        XCTAssertTrue(
            dismiss.contains(
                "the files pair it with the presenting PresentSnapshotMenuAnimator (it uses the tag SnapshotMenu.tag this one looks a view up by at line 53): validated after its presentation (--after))"
            ), dismiss)
    }
}
