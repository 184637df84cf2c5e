import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on a side menu written as real ones are (`Tests/Fixtures/Port/SideMenus`):
/// it sizes the menu to 80 % of the container, pushes the presenting view aside and leaves a
/// shade for its dismissal to remove. Port validates it in modal-present for that frame, and
/// it validates there, its partial frame and pushed presenter as warnings — through the real
/// CLI and a real `swift build`.
final class PortSideMenuTests: XCTestCase {
    func testASideMenuIsValidatedAsAPartialPresentation() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-side-menu")
        let o = try PortCLI.run(
            try PortCLI.files(in: "SideMenus") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        let menu = PortCLI.block("SlideOverMenuAnimator", in: o.stdout)
        XCTAssertTrue(menu.contains("built, validated ("), o.stdout)
        XCTAssertTrue(
            menu.contains(
                "scenario: modal-present (no side in the files, so the side that adds the to view, the presenting one; it sizes the presented view to part of the container (SlideOverMenuAnimator.swift:33)"
            ), menu)
        XCTAssertTrue(
            menu.contains(
                "warning: invariants: presented view in the container, appearance paired, 1 view(s) of the animator's kept in the container (allowed: a custom presentation's container lives until the dismissal, whose animator must remove them); the presented view (To) ends at (0, 0, 312×844), 80 % of the width of the container"
            ), menu)
        XCTAssertTrue(
            menu.contains("warning: outside-container: it left the presenting view (From) moved to (312, 0, 390×844)"),
            menu)
    }
}
