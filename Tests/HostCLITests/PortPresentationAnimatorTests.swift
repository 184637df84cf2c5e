import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on a presentation controller that is its own animator
/// (`Tests/Fixtures/Port/PresentationAnimators`): its `animateTransition` reads its own
/// `containerView`, `presentedView` and controllers, cast to its app's classes (a tab bar
/// controller among them), so a plugin made with placeholder controllers before any transition
/// could never animate. Port exports it through the SDK's `PresentationControllerAnimator`,
/// stands the app's classes in for the transition's controllers (the tab bar controller with a
/// tab), and it validates clean — through the real CLI and a real `swift build`.
final class PortPresentationAnimatorTests: XCTestCase {
    func testAPresentationControllerThatIsItsOwnAnimatorIsMadePerTransition() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-presentation-animators")
        let o = try PortCLI.run(
            try PortCLI.files(in: "PresentationAnimators") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        let sheet = PortCLI.block("MiniPlayerPresentationController", in: o.stdout)
        XCTAssertTrue(sheet.contains("built, validated ("), o.stdout)
        XCTAssertTrue(sheet.contains("scenario: modal-present ("), sheet)
        XCTAssertTrue(
            o.stdout.contains(
                "MiniPlayerPresentationController: a presentation controller that is its own animator: made when each transition starts, with that transition's presented and presenting controllers"
            ), o.stdout)
        let export = try String(
            contentsOfFile: dir + "/out/Sources/PortedMiniPlayerPresentationController/PortExport.swift",
            encoding: .utf8)
        XCTAssertTrue(
            export.contains(
                "PresentationControllerAnimator { presented, presenting in portAppSet(MiniPlayerPresentationController(presentedViewController: presented, presenting: presenting)) }"
            ), export)
        XCTAssertTrue(
            export.contains(
                "UIViewController.transitionStandIns[.from] = { let c = RootTabBarController(); c.addChild(UIViewController()); return c }"
            ), export)
    }
}
