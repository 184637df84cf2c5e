import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on a menu transition that is its own transitioning delegate (`return self`
/// for both sides), reads its side from the context, and carries the presenting view into the
/// container beside the menu (`Tests/Fixtures/Port/CarryAlongMenu`, as AMSlideOutMenuTransition
/// does, held-out 46): validated presenting and dismissing a custom presentation, the carried
/// presenting view a warning, not a failure — through the real CLI and a real `swift build`.
final class PortCarryAlongMenuCLITests: XCTestCase {
    func testAClassVendingItselfIsValidatedOnBothSidesAndItsCarriedContentIsAWarning() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-carry-along-menu")
        let o = try PortCLI.run(
            try PortCLI.files(in: "CarryAlongMenu") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        let menu = PortCLI.block("CarryAlongMenuTransition", in: o.stdout)
        XCTAssertTrue(menu.contains("built, validated (25 checks passed)"), menu)
        XCTAssertTrue(
            menu.contains(
                "scenario: modal-present, modal-dismiss (returned from animationController(forPresented:) at CarryAlongMenuTransition.swift:49 and (forDismissed:) at CarryAlongMenuTransition.swift:53, so it reads its side at run time"
            ), menu)
        XCTAssertTrue(
            menu.contains(
                "warning: outside-container: it left the presenting view (From) moved into the container, moved to (-292.5, 0, 390×844)"
            ),
            menu)
    }
}
