import Foundation
import TestSupport
import XCTest

@testable import Validation

/// The validator's full-screen modal presentation scenario (modal-present-full-screen) and the
/// full-screen dismissal after it, against the drawer pair of
/// `Scenes/full_screen_drawer_animator.c` run through the real `host-cli validate`; and the
/// host's own dimming fade, which is never the plugin's fault.
final class ValidatorFullScreenPresentTests: XCTestCase {
    private func fixture(_ name: String, _ flags: [String] = []) throws -> String {
        try NativeTools.compileFixture(
            "Scenes/full_screen_drawer_animator.c", name: name, into: try NativeTools.temporaryFolder(for: self),
            flags: flags)
    }

    /// A 240-point drawer that puts the presenting view back beside it after completing: no
    /// failure in the full-screen presentation, a warning naming both (its design, which the
    /// dismissal must handle); the custom container still fails the partial frame.
    func testADrawerThatPutsThePresentingViewBackWarns() throws {
        let path = try fixture("drawer")
        let r = try ValidatorRun.run([
            path, "--scenario", "modal-present-full-screen,custom-container", "--skip", "memory"
        ])
        let full = r.checkList.filter { $0.scenario == "modal-present-full-screen" }
        XCTAssertEqual(full.filter { $0.status == "fail" }.map(\.name), [], "\(full)")
        XCTAssertEqual(full.count, ValidationCheck.all.filter { $0.scope != .plugin }.count - 1)
        let invariants = try XCTUnwrap(r.check("invariants", in: "modal-present-full-screen"))
        XCTAssertEqual(invariants.status, "warning")
        XCTAssertTrue(
            invariants.message.hasPrefix(
                "presented view in the container, presenting view out of the window, appearance as UIKit sends it; the presenting view (From) is in the container after the presentation: UIKit took it out of the window when the presentation completed and the animator put it back"
            ), invariants.message)
        XCTAssertTrue(
            invariants.message.hasSuffix(
                "the presented view (To) ends at (0, 0, 240×844), 61.5 % of the width of the container, not at its final frame (0, 0, 390×844): a partial presentation, beside what the animator left in the container"
            ), invariants.message)
        XCTAssertEqual(r.check("cancel-restores", in: "modal-present-full-screen")?.status, "pass")
        let custom = try XCTUnwrap(r.check("invariants", in: "custom-container"))
        XCTAssertEqual(custom.status, "fail")
        XCTAssertTrue(
            custom.message.contains("validate that with --scenario modal-present-full-screen"), custom.message)
    }

    /// The same drawer leaving nothing beside it: on iOS the rest of the screen is black.
    func testADrawerWithNothingBesideItFails() throws {
        let path = try fixture("forgets", ["-DFORGETS_PRESENTER=1"])
        let r = try ValidatorRun.run([path, "--scenario", "modal-present-full-screen", "--only", "^invariants$"])
        XCTAssertEqual(r.code, 1)
        let invariants = try XCTUnwrap(r.check("invariants"))
        XCTAssertEqual(invariants.status, "fail")
        XCTAssertTrue(
            invariants.message.hasPrefix(
                "the presented view (To) ends at (0, 0, 240×844), 61.5 % of the width of the container, and nothing else is left in it: in a full-screen presentation UIKit takes the presenting view out of the window when it completes, so on iOS the rest of the screen is black"
            ), invariants.message)
    }

    /// The snapshot pair: the presentation leaves a tagged snapshot of the presenting view;
    /// the dismissal slides it back and puts the presenting view in the container only as it
    /// completes — the snapshot stood in for it, so nothing was black. Both are clean.
    func testASnapshotStandsInForThePresentingViewUntilTheDismissalEnds() throws {
        let presenter = try fixture("snapshot-presenter", ["-DSNAPSHOT=1"])
        let dismisser = try fixture("snapshot-dismisser", ["-DSNAPSHOT=1", "-DDISMISSER=1"])
        let p = try ValidatorRun.run([presenter, "--scenario", "modal-present-full-screen", "--skip", "memory"])
        XCTAssertEqual(p.code, 0, "\(p.checkList.filter { $0.status != "pass" && $0.status != "skip" })")
        XCTAssertEqual(
            p.check("invariants")?.message,
            "presented view in the container, presenting view out of the window, appearance as UIKit sends it, 1 view(s) of the animator's kept in the container (allowed: a presentation's container lives until the dismissal, whose animator must remove them)"
        )
        let d = try ValidatorRun.run([
            dismisser, "--after", presenter, "--scenario", "modal-dismiss-full-screen", "--skip", "memory"
        ])
        XCTAssertEqual(d.code, 0, "\(d.checkList.filter { $0.status != "pass" && $0.status != "skip" })")
        XCTAssertEqual(
            d.check("invariants")?.message,
            "presenting view added as the dismissal ended (a view of its size stood in for it until then) and back in the window, dismissed view removed, nothing left behind"
        )
    }

    /// The drawer's dismissal after its presentation: clean but for a cancel, after which the
    /// host takes the presenting view (which the presentation had put back in the container) out
    /// of the window again, as UIKit does; the failure says so and what to do.
    func testACancelledDismissalTakesThePresentingViewOutAgainAndSaysWhy() throws {
        let presenter = try fixture("presenter")
        let dismisser = try fixture("dismisser", ["-DDISMISSER=1"])
        let r = try ValidatorRun.run([
            dismisser, "--after", presenter, "--scenario", "modal-dismiss-full-screen", "--skip", "memory"
        ])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.checkList.filter { $0.status == "fail" }.map(\.name), ["cancel-restores"])
        let cancel = try XCTUnwrap(r.check("cancel-restores"))
        XCTAssertTrue(
            cancel.message.contains(
                "the presenting view (To), was in the container before the dismissal — its presentation put it back there after completing — and a cancelled full-screen dismissal takes it out of the window again, as UIKit does"
            ), cancel.message)
        XCTAssertEqual(r.check("invariants")?.status, "pass")
    }

    /// A presentation that completes at once, its view already placed by the presentation
    /// controller, while the host's dimming view still fades in alongside: that fade is the
    /// stand-in presentation controller's, not the plugin's, and fails nothing.
    func testTheHostsDimmingFadeIsNeverThePluginsAnimation() throws {
        let path = try NativeTools.compileFixture(
            "Scenes/custom_presentation_animator.c", name: "settled", into: try NativeTools.temporaryFolder(for: self),
            flags: ["-DNO_TO_VIEW=1", "-DSETTLED=1"])
        let r = try ValidatorRun.run([path, "--scenario", "modal-present-in-container", "--only", "^invariants$"])
        XCTAssertEqual(r.code, 0, "\(r.checkList)")
        XCTAssertEqual(
            r.check("invariants")?.message,
            "presented view in the container, presenting view untouched, appearance paired")
    }
}
