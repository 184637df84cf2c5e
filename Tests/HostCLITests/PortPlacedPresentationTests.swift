import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on a presenting animator written as real sheet animators are: it animates
/// the to view but adds no view, because its app's `UIPresentationController` (a file port is
/// not given) put the presented view in the container. Port validates it in
/// modal-present-in-container, says that is an assumption, and it passes there — through the
/// real CLI and a real `swift build`.
final class PortPlacedPresentationTests: XCTestCase {
    func testAPresenterThatAddsNoViewIsValidatedWithThePresentedViewPlaced() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-placed-presentations")
        let o = try PortCLI.run(
            try PortCLI.files(in: "PlacedPresentations") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        let sheet = PortCLI.block("HalfSheetPresentAnimator", in: o.stdout)
        XCTAssertTrue(sheet.contains("built, validated ("), o.stdout)
        XCTAssertTrue(
            sheet.contains(
                "scenario: modal-present-in-container (its name says it presents: the presenting side; it animates the to view (view(forKey: .to) at line 26) but adds no view anywhere"
            ), sheet)
        XCTAssertTrue(
            sheet.contains("an assumption: if no presentation controller of its app does, that is a bug"), sheet)
    }
}
