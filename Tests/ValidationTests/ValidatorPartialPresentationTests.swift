import AnimationCore
import Foundation
import TestSupport
import XCTest

@testable import Validation

/// Partial-screen presentations (a side menu ¾ wide): in modal-present the presented view's
/// final frame is the animator's to choose, a warning that says so; the custom container
/// still fails it, saying which presentations allow it; a menu with no area fails everywhere.
/// Each against `Scenes/side_menu_animator.c` through the real `host-cli validate`.
final class ValidatorPartialPresentationTests: XCTestCase {
    private func fixture(_ name: String, flags: [String] = []) throws -> String {
        try NativeTools.compileFixture(
            "Scenes/side_menu_animator.c", name: name, into: try NativeTools.temporaryFolder(for: self), flags: flags)
    }

    /// A ¾-wide menu on a 390×844 window: 292.5×844. modal-present passes every check, its
    /// invariants a warning naming the frame and the share; custom-container fails invariants
    /// with the frame and the hint to modal-present.
    func testAThreeQuarterMenuWarnsInModalPresentAndFailsTheCustomContainerWithTheHint() throws {
        let path = try fixture("menu")
        let r = try ValidatorRun.run([
            path, "--scenario", "modal-present,custom-container", "--only", "^(invariants|completes|outside-container)$"
        ])
        let invariants = try XCTUnwrap(r.check("invariants", in: "modal-present"))
        XCTAssertEqual(invariants.status, "warning", "\(r.checkList)")
        XCTAssertTrue(
            invariants.message.contains(
                "the presented view (To) ends at (0, 0, 292.5×844), 75 % of the width of the container, not at its final frame (0, 211, 390×633): a partial presentation"
            ), invariants.message)
        XCTAssertEqual(r.check("completes", in: "modal-present")?.status, "pass")
        XCTAssertEqual(r.check("outside-container", in: "modal-present")?.status, "pass")
        let custom = try XCTUnwrap(r.check("invariants", in: "custom-container"))
        XCTAssertEqual(custom.status, "fail")
        XCTAssertTrue(
            custom.message.contains(
                "the to view ends at (0, 0, 292.5×844), not at its final frame (0, 0, 390×844) (75 % of the width of the container: a frame the animator chose"
            ), custom.message)
        XCTAssertTrue(custom.message.contains("validate with --scenario modal-present;"), custom.message)
        XCTAssertEqual(r.code, 1)
    }

    /// A menu that pushes the presenting view right by its width and leaves it there, and
    /// leaves a shade in the container: warnings in modal-present (invariants and
    /// outside-container), no failure; the presenting view ends at x = 292.5.
    func testAMenuThatPushesThePresenterAsideAndLeavesAShadeWarns() throws {
        let path = try fixture("push", flags: ["-DPUSHES_PRESENTER=1", "-DLEAVES_SHADE=1"])
        let r = try ValidatorRun.run([
            path, "--scenario", "modal-present", "--only", "^(invariants|outside-container)$"
        ])
        XCTAssertEqual(r.code, 0, "\(r.checkList)")
        let invariants = try XCTUnwrap(r.check("invariants"))
        XCTAssertEqual(invariants.status, "warning")
        XCTAssertTrue(
            invariants.message.contains(
                "it left the presenting view (From) moved to (292.5, 0, 390×844), showing beside the partial presented view"
            ), invariants.message)
        XCTAssertTrue(
            invariants.message.hasPrefix(
                "presented view in the container, appearance paired, 1 view(s) of the animator's kept in the container (allowed:"
            ), invariants.message)
        let outside = try XCTUnwrap(r.check("outside-container"))
        XCTAssertEqual(outside.status, "warning")
        XCTAssertTrue(
            outside.message.hasPrefix(
                "it left the presenting view (From) moved to (292.5, 0, 390×844), beside a presented view that does not cover the container"
            ), outside.message)
    }

    /// A card-style presentation that scales the presenting view to 90 % about its centre and
    /// dims it to 0.6 beside a ¾-wide presented view, and leaves it so (what UIKit's page sheet
    /// does to its presenter): warnings naming the frame (19.5 and 42.2 points in from each
    /// edge: 390 × 0.05 and 844 × 0.05), the transform and the alpha, no failure.
    func testACardThatShrinksAndDimsThePresenterBesideItWarns() throws {
        let path = try fixture("shrink", flags: ["-DSHRINKS_PRESENTER=1"])
        let r = try ValidatorRun.run([path, "--scenario", "modal-present", "--only", "^(invariants|outside-container)$"]
        )
        XCTAssertEqual(r.code, 0, "\(r.checkList)")
        let left = "it left the presenting view (From) moved to (19.5, 42.2, 351×759.6), with transform "
        for name in ["invariants", "outside-container"] {
            let check = try XCTUnwrap(r.check(name))
            XCTAssertEqual(check.status, "warning", "\(name): \(check.message)")
            XCTAssertTrue(check.message.contains(left), "\(name): \(check.message)")
            XCTAssertTrue(check.message.contains(", at alpha 0.6"), "\(name): \(check.message)")
        }
    }

    /// The same shrinking behind a presented view that covers the whole container: nothing
    /// of the presenting view shows, so leaving it changed is the failure it always was.
    func testAPresenterShrunkBehindAFullCoverStillFails() throws {
        let path = try fixture("shrink-full", flags: ["-DSHRINKS_PRESENTER=1", "-DWIDTH_PERCENT=100"])
        let r = try ValidatorRun.run([path, "--scenario", "modal-present", "--only", "^(invariants|outside-container)$"]
        )
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.check("outside-container")?.status, "fail", "\(r.checkList)")
        XCTAssertTrue(
            r.check("invariants")?.message.contains("the presenting view (From) ends with alpha 0.6") ?? false,
            "\(r.checkList)")
    }

    /// A full-width "menu" pushing the presenter is no partial presentation: the presenting
    /// view moved off is a failure, as before.
    func testAFullWidthPresenterThatPushesThePresenterStillFails() throws {
        let path = try fixture("full", flags: ["-DPUSHES_PRESENTER=1", "-DWIDTH_PERCENT=100"])
        let r = try ValidatorRun.run([path, "--scenario", "modal-present", "--only", "^(invariants|outside-container)$"]
        )
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.check("outside-container")?.status, "fail")
        XCTAssertTrue(
            r.check("invariants")?.message.contains(
                "the presenting view (From) ends at (390, 0, 390×844), not where it was") ?? false,
            "\(r.checkList)")
    }

    /// A menu sized from a width of 0: no area, a failure in modal-present that says so.
    func testAMenuWithNoAreaFailsModalPresent() throws {
        let path = try fixture("zero", flags: ["-DZERO_WIDTH=1"])
        let r = try ValidatorRun.run([path, "--scenario", "modal-present", "--only", "^invariants$"])
        XCTAssertEqual(r.code, 1)
        let invariants = try XCTUnwrap(r.check("invariants"))
        XCTAssertEqual(invariants.status, "fail")
        XCTAssertTrue(
            invariants.message.hasPrefix("the presented view (To) ends at (0, 0, 0×844), with no area"),
            invariants.message)
    }

    /// The share a partial frame takes, as the messages say it.
    func testCoverageAndPartialFrames() {
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        XCTAssertEqual(Checks.coverage(Rect(x: 0, y: 0, width: 292.5, height: 844), of: bounds), "75 % of the width")
        XCTAssertEqual(Checks.coverage(Rect(x: 0, y: 422, width: 390, height: 422), of: bounds), "50 % of the height")
        XCTAssertTrue(Checks.isPartial(Rect(x: 0, y: 422, width: 390, height: 422), final: bounds, in: bounds))
        XCTAssertFalse(Checks.isPartial(bounds, final: bounds, in: bounds))
        // Filling the container is not partial, whatever the final frame (the host's sheet).
        XCTAssertFalse(Checks.isPartial(bounds, final: Rect(x: 0, y: 211, width: 390, height: 633), in: bounds))
        XCTAssertFalse(Checks.isPartial(Rect(x: 0, y: 0, width: 0, height: 844), final: bounds, in: bounds))
        XCTAssertFalse(Checks.isPartial(Rect(x: 400, y: 0, width: 100, height: 844), final: bounds, in: bounds))
    }
}
