import Foundation
import TestSupport
import XCTest

@testable import Validation

/// The validator's full-screen modal dismissal scenario (modal-dismiss-full-screen), against C
/// fixtures run through the real `host-cli validate`: the presenting view is handed out as the
/// to view, out of the window, and the animator must add it; the verdict and the sentence the
/// plugin's author reads.
final class ValidatorFullScreenDismissTests: XCTestCase {
    private func fixture(_ path: String, _ name: String, flags: [String] = []) throws -> String {
        try NativeTools.compileFixture(path, name: name, into: try NativeTools.temporaryFolder(for: self), flags: flags)
    }

    /// A correct swipe-to-dismiss animator for full-screen presentations (it inserts
    /// `view(forKey: .to)` below the from view) is clean there; it asks the context for the
    /// to view, which is nil in a custom dismissal, so it is clean in modal-dismiss too.
    func testACorrectFullScreenDismissalIsClean() throws {
        let path = try fixture("Scenes/full_screen_dismissal_animator.c", "swipe")
        let r = try ValidatorRun.run([path, "--scenario", "modal-dismiss-full-screen,modal-dismiss", "--skip", "memory"]
        )
        XCTAssertEqual(r.code, 0, "\(r.checkList.filter { $0.status != "pass" && $0.status != "skip" })")
        let full = r.checkList.filter { $0.scenario == "modal-dismiss-full-screen" }
        XCTAssertEqual(full.count, ValidationCheck.all.filter { $0.scope != .plugin }.count - 1)
        XCTAssertEqual(r.check("completes", in: "modal-dismiss-full-screen")?.message.hasPrefix("dismissing in "), true)
        XCTAssertEqual(
            r.check("invariants", in: "modal-dismiss-full-screen")?.message,
            "presenting view added at its final frame and back in the window, dismissed view removed, nothing left behind"
        )
        XCTAssertEqual(r.check("cancel-restores", in: "modal-dismiss-full-screen")?.status, "pass")
        XCTAssertEqual(r.check("invariants", in: "modal-dismiss")?.status, "pass")
    }

    /// The custom-dismissal habit of leaving the to view out fails, saying what iOS shows and
    /// the call that fixes it; modal-dismiss, where there is no to view, passes it.
    func testAnAnimatorThatNeverAddsTheToViewFails() throws {
        let path = try fixture("Scenes/full_screen_dismissal_animator.c", "forgets", flags: ["-DFORGET_TO_VIEW=1"])
        let r = try ValidatorRun.run([
            path, "--scenario", "modal-dismiss-full-screen,modal-dismiss", "--only", "^(invariants|cancel-restores)$"
        ])
        XCTAssertEqual(r.code, 1)
        let invariants = try XCTUnwrap(r.check("invariants", in: "modal-dismiss-full-screen"))
        XCTAssertEqual(invariants.status, "fail")
        XCTAssertTrue(
            invariants.message.hasPrefix(
                "the presenting view (To) was never put in the container: in a full-screen dismissal UIKit hands it out as view(forKey: .to)"
            ), invariants.message)
        XCTAssertTrue(
            invariants.message.contains(
                "transitionContext.containerView.insertSubview(toView, belowSubview: fromView), at transitionContext.finalFrame(for: toViewController)"
            ), invariants.message)
        XCTAssertEqual(r.check("invariants", in: "modal-dismiss")?.status, "pass")
        XCTAssertEqual(r.check("cancel-restores", in: "modal-dismiss")?.status, "pass")
    }

    /// A card flip that never adds the presenting view but turns a snapshot of it in, covering
    /// every frame, and removes it as it completes: UIKit returns the presenting view to the
    /// window itself, so it is clean — no check fails on the to view it never added. Put in
    /// only halfway, the snapshot leaves frames black, and invariants counts them.
    func testASnapshotStandingInForAPresentingViewNeverAddedIsCleanOnlyWhenItCoversEveryFrame() throws {
        let path = try fixture("Scenes/full_screen_dismissal_animator.c", "flip", flags: ["-DSNAPSHOT_STAND_IN=1"])
        let r = try ValidatorRun.run([path, "--scenario", "modal-dismiss-full-screen", "--skip", "memory"])
        XCTAssertEqual(r.code, 0, "\(r.checkList.filter { $0.status != "pass" && $0.status != "skip" })")
        XCTAssertEqual(
            r.check("invariants")?.message,
            "presenting view never put in the container, and a view of its size stood in for it on every frame; the dismissal's end returned it to the window, as UIKit does; dismissed view removed, nothing left behind"
        )

        let late = try fixture("Scenes/full_screen_dismissal_animator.c", "late-flip", flags: ["-DSNAPSHOT_STAND_IN=2"])
        let l = try ValidatorRun.run([
            late, "--scenario", "modal-dismiss-full-screen", "--only", "^(invariants|completes)$"
        ])
        XCTAssertEqual(l.code, 1)
        XCTAssertEqual(l.check("completes")?.status, "pass", "\(l.checkList)")
        let invariants = try XCTUnwrap(l.check("invariants"))
        XCTAssertEqual(invariants.status, "fail")
        XCTAssertTrue(
            invariants.message.hasPrefix(
                "the presenting view (To) was never put in the container: in a full-screen dismissal UIKit hands it out as view(forKey: .to) (and viewController(forKey: .to).view) but out of the window, and puts it back only as the dismissal ends, so on iOS the screen behind the dismissed view is black meanwhile ("
            ), invariants.message)
        // 0.3 s at 60 frames a second, the snapshot in from 0.15 s: about nine frames black.
        let black = invariants.message.range(of: "meanwhile (").flatMap {
            Int(invariants.message[$0.upperBound...].prefix { $0.isNumber })
        }
        XCTAssertNotNil(black, invariants.message)
        XCTAssertTrue((5...12).contains(black ?? 0), invariants.message)
    }

    /// A parallax that never puts the to view back: UIKit returns the presenting view to the
    /// window as the animator left it, so invariants names the frame and the transform.
    func testAToViewLeftMovedAndScaledFailsInvariants() throws {
        let path = try fixture("Scenes/full_screen_dismissal_animator.c", "parallax", flags: ["-DPARALLAX_LEFT=1"])
        let r = try ValidatorRun.run([path, "--scenario", "modal-dismiss-full-screen", "--only", "^invariants$"])
        XCTAssertEqual(r.code, 1)
        let invariants = try XCTUnwrap(r.check("invariants"))
        XCTAssertEqual(invariants.status, "fail")
        XCTAssertTrue(
            invariants.message.hasPrefix(
                "the presenting view (To) was at (-80, 0, 390×844) (its frame without its transform) in the container at the end"
            ), invariants.message)
        XCTAssertTrue(
            invariants.message.contains(
                "in the container at the end, not at its final frame (0, 0, 390×844) (transitionContext.finalFrame(for: toViewController), the whole container)"
            ), invariants.message)
        XCTAssertTrue(
            invariants.message.contains(
                "the presenting view (To) ends with transform [0.9, 0, 0, 0.9, 0, 0]; UIKit puts it back in the window as the animator left it: reset it to .identity before completeTransition"
            ), invariants.message)
    }

    /// A dimming view put over the to view and taken away only when the dismissal completes is
    /// left in the container by a cancelled swipe: cancel-restores fails, invariants passes.
    func testAViewLeftAfterACancelledDismissalFailsCancelRestores() throws {
        let path = try fixture("Scenes/full_screen_dismissal_animator.c", "dim", flags: ["-DDIM_LEFT_ON_CANCEL=1"])
        let r = try ValidatorRun.run([
            path, "--scenario", "modal-dismiss-full-screen", "--only", "^(invariants|cancel-restores)$"
        ])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.check("invariants")?.status, "pass", "\(r.checkList)")
        let cancel = try XCTUnwrap(r.check("cancel-restores"))
        XCTAssertEqual(cancel.status, "fail")
        XCTAssertTrue(
            cancel.message.hasSuffix(
                "] (1 view(s) added during the transition are still there: remove what the animator adds when the transition is cancelled, not only when it completes)"
            ), cancel.message)
    }

    /// The animator that takes the to view from the to controller and inserts it below the
    /// from view (SwipeTransition's DismissAnimator does) fails a custom dismissal, where that
    /// pulls the presenting view out of the window, and is clean in a full-screen one, where it
    /// is what UIKit asks.
    func testAnAnimatorThatInsertsThePresentingViewIsCleanInAFullScreenDismissal() throws {
        let path = try fixture(
            "Scenes/custom_dismissal_animator.c", "controller-views", flags: ["-DCONTROLLER_VIEWS=1"])
        let r = try ValidatorRun.run([
            path, "--scenario", "modal-dismiss-full-screen,modal-dismiss", "--only",
            "^(completes|invariants|cancel-restores|outside-container)$"
        ])
        XCTAssertEqual(
            r.checkList.filter { $0.scenario == "modal-dismiss-full-screen" && $0.status != "pass" }.map(\.name), [],
            "\(r.checkList)")
        XCTAssertEqual(r.check("invariants", in: "modal-dismiss")?.status, "fail")
    }

    /// The scenario's name parses, and its one transition is a dismissal.
    func testTheScenarioParsesAndDismisses() throws {
        XCTAssertEqual(try ValidationScenario.parse(["modal-dismiss-full-screen"]), [.modalDismissFullScreen])
        XCTAssertEqual(ValidationScenario.modalDismissFullScreen.directions.map(\.label), ["dismissing"])
        XCTAssertTrue(ValidationScenario.modalDismissFullScreen.dismisses)
        XCTAssertFalse(ValidationScenario.modalDismissFullScreen.presents)
    }
}
