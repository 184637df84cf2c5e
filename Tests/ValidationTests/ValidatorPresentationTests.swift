import Foundation
import TestSupport
import XCTest

@testable import Validation

/// The validator's custom modal presentation scenarios (modal-present and
/// modal-present-in-container) and its zero-duration rule, each against a C fixture run
/// through the real `host-cli validate`: the verdict, the scenario each line names, and the
/// sentence the plugin's author reads.
final class ValidatorPresentationTests: XCTestCase {
    private func fixture(_ path: String, _ name: String, flags: [String] = []) throws -> String {
        try NativeTools.compileFixture(path, name: name, into: try NativeTools.temporaryFolder(for: self), flags: flags)
    }

    // MARK: modal-present

    /// A correct custom presenter, which tells the presenting controller its appearance itself
    /// (UIKit sends it nothing in a `.custom` presentation): clean in modal-present; in the
    /// custom container, where the host tells it too, its end is unmatched and refused.
    func testACustomPresenterPassesModalPresentAndItsAppearanceEndIsRefusedInTheCustomContainer() throws {
        let path = try fixture("Scenes/custom_presentation_animator.c", "presenter")
        let r = try ValidatorRun.run([path, "--scenario", "modal-present,custom-container", "--skip", "memory"])
        let presenting = r.checkList.filter { $0.scenario == "modal-present" }
        XCTAssertEqual(presenting.count, ValidationCheck.all.filter { $0.scope != .plugin }.count - 1)
        XCTAssertEqual(
            presenting.filter { $0.status != "pass" && $0.status != "skip" }.map(\.name), [], "\(presenting)")
        XCTAssertEqual(r.check("completes", in: "modal-present")?.message.hasPrefix("presenting in "), true)
        XCTAssertEqual(
            r.check("invariants", in: "modal-present")?.message,
            "presented view in the container, presenting view untouched, appearance paired")
        let custom = try XCTUnwrap(r.check("completes", in: "custom-container"))
        XCTAssertEqual(custom.status, "fail")
        XCTAssertTrue(
            custom.message.contains("view_controller_end_appearance_transition for From without a matching begin"),
            custom.message)
        XCTAssertEqual(r.code, 1)
    }

    /// A presenter that leaves the presenting controller's appearance unpaired fails, saying
    /// which call is missing and what iOS wants: a begin with no end (invariants), an end with
    /// no begin (refused; completes).
    func testAnUnpairedPresenterAppearanceFailsModalPresent() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let noEnd = try NativeTools.compileFixture(
            "Scenes/custom_presentation_animator.c", name: "no-end", into: dir, flags: ["-DAPPEARANCE=1"])
        let a = try ValidatorRun.run([noEnd, "--scenario", "modal-present", "--only", "^(completes|invariants)$"])
        XCTAssertEqual(a.code, 1)
        XCTAssertEqual(a.check("completes")?.status, "pass", "\(a.checkList)")
        let invariants = try XCTUnwrap(a.check("invariants"))
        XCTAssertEqual(invariants.status, "fail")
        XCTAssertTrue(
            invariants.message.contains(
                "the presenting controller (From) got viewWillDisappear but never viewDidDisappear (a beginAppearanceTransition without its endAppearanceTransition)"
            ), invariants.message)
        XCTAssertTrue(
            invariants.message.hasSuffix(
                "call fromViewController.beginAppearanceTransition(false, animated: true) before animating and fromViewController.endAppearanceTransition() when the animation ends — both, once each, or neither"
            ), invariants.message)

        let noBegin = try NativeTools.compileFixture(
            "Scenes/custom_presentation_animator.c", name: "no-begin", into: dir, flags: ["-DAPPEARANCE=2"])
        let b = try ValidatorRun.run([noBegin, "--scenario", "modal-present", "--only", "^completes$"])
        XCTAssertEqual(b.code, 1)
        let completes = try XCTUnwrap(b.check("completes"))
        XCTAssertEqual(completes.status, "fail")
        XCTAssertTrue(
            completes.message.contains(
                "view_controller_end_appearance_transition for From without a matching begin (call view_controller_begin_appearance_transition first)"
            ), completes.message)
    }

    /// An animator that never adds the presented view (its app's presentation controller
    /// does): modal-present fails it, saying where the view comes from on iOS and which
    /// scenario models that; modal-present-in-container passes it.
    func testAnAnimatorWhosePresentationControllerAddsTheViewPassesModalPresentInContainer() throws {
        let path = try fixture("Scenes/custom_presentation_animator.c", "sheet", flags: ["-DNO_TO_VIEW=1"])
        let plain = try ValidatorRun.run([path, "--scenario", "modal-present", "--only", "^completes$"])
        XCTAssertEqual(plain.code, 1)
        let completes = try XCTUnwrap(plain.check("completes"))
        XCTAssertTrue(completes.message.contains("without putting the to view (To) in the container view"))
        XCTAssertTrue(
            completes.message.hasSuffix(
                "validate with --scenario modal-present-in-container (port picks it when its files declare that presentation controller)"
            ), completes.message)

        let placed = try ValidatorRun.run([path, "--scenario", "modal-present-in-container", "--skip", "memory"])
        XCTAssertEqual(placed.code, 0, "\(placed.checkList.filter { $0.status != "pass" && $0.status != "skip" })")
        XCTAssertEqual(placed.check("invariants")?.scenario, "modal-present-in-container")
    }

    /// Fading the presenting view (not handed out) and putting it back: outside-container
    /// warns, citing Apple's guidance; leaving it half faded beside the partial sheet warns
    /// too (it still shows); leaving it faded out fails there and in invariants.
    func testAPresenterFadeIsAWarningWhenPutBackOrLeftShowingAndAFailureWhenFadedOut() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let back = try NativeTools.compileFixture(
            "Scenes/custom_presentation_animator.c", name: "fade-back", into: dir, flags: ["-DFADES_PRESENTER=1"])
        let a = try ValidatorRun.run([back, "--scenario", "modal-present", "--only", "^(outside-container|invariants)$"]
        )
        XCTAssertEqual(a.code, 0, "\(a.checkList)")
        XCTAssertEqual(a.check("invariants")?.status, "pass")
        let outside = try XCTUnwrap(a.check("outside-container"))
        XCTAssertEqual(outside.status, "warning")
        XCTAssertTrue(
            outside.message.hasPrefix(
                "it changed the presenting view (From) during the transition and put it back by the end; view(forKey: .from) is nil in a custom modal transition"
            ), outside.message)

        // Left at half alpha beside the host's sheet (the lower three quarters): it still
        // shows, dimmed, as a card presentation leaves what it covers — a warning.
        let left = try NativeTools.compileFixture(
            "Scenes/custom_presentation_animator.c", name: "fade-left", into: dir, flags: ["-DFADES_PRESENTER=2"])
        let b = try ValidatorRun.run([left, "--scenario", "modal-present", "--only", "^(outside-container|invariants)$"]
        )
        XCTAssertEqual(b.code, 0, "\(b.checkList)")
        for name in ["outside-container", "invariants"] {
            XCTAssertEqual(b.check(name)?.status, "warning", "\(b.checkList)")
            XCTAssertTrue(
                b.check(name)?.message.contains("it left the presenting view (From) at alpha 0.5") ?? false,
                "\(b.checkList)")
        }

        // Faded out entirely and left so: nothing of it shows, a failure in both.
        let gone = try NativeTools.compileFixture(
            "Scenes/custom_presentation_animator.c", name: "fade-out", into: dir, flags: ["-DFADES_PRESENTER=3"])
        let c = try ValidatorRun.run([gone, "--scenario", "modal-present", "--only", "^(outside-container|invariants)$"]
        )
        XCTAssertEqual(c.code, 1)
        XCTAssertEqual(c.check("outside-container")?.status, "fail")
        XCTAssertTrue(
            c.check("outside-container")?.message.contains(
                "view(forKey: .from) is nil: leave it alone") ?? false, "\(c.checkList)")
        XCTAssertTrue(
            c.check("invariants")?.message.contains("the presenting view (From) ends with alpha 0") ?? false,
            "\(c.checkList)")
    }

    /// The bundled animators and the C fade handle a nil from view, so they pass a custom
    /// presentation too.
    func testBundledAnimatorsPassTheModalPresentScenario() throws {
        let r = try ValidatorRun.run([
            "slide", "zoom-fade", "default", "--scenario", "modal-present", "--skip", "memory|lifecycle"
        ])
        XCTAssertEqual(r.code, 0, "\(r.json)")
        XCTAssertEqual(r.summary["failed"] as? Int, 0)
    }

    func testPresentationScenarioNamesParse() throws {
        XCTAssertEqual(
            try ValidationScenario.parse(["modal-present,modal-present-in-container"]),
            [.modalPresent, .modalPresentInContainer])
        XCTAssertThrowsError(try ValidationScenario.parse(["modal-presnt"])) {
            XCTAssertEqual($0 as? ScenarioError, .unknown("modal-presnt", suggestion: "modal-present"))
        }
    }

    // MARK: Duration 0

    /// A "none" animator (duration 0, completes at once) validates clean: the duration check
    /// warns and names what cannot be tested, the scrub and cancel checks warn instead of
    /// passing or failing, nothing fails.
    func testAZeroDurationAnimatorValidatesCleanWithWarnings() throws {
        let path = try fixture("Scenes/none_animator.c", "none")
        let r = try ValidatorRun.run([path, "--skip", "memory"])
        XCTAssertEqual(r.code, 0, "\(r.checkList.filter { $0.status != "pass" && $0.status != "skip" })")
        XCTAssertEqual(r.summary["failed"] as? Int, 0)
        let duration = try XCTUnwrap(r.check("duration"))
        XCTAssertEqual(duration.status, "warning")
        XCTAssertTrue(
            duration.message.hasPrefix(
                "transitionDuration returned 0: a transition without animation, legal on iOS (it ends as soon as the animator completes it); a percent-driven interaction has nothing to scrub in it, so the interactive check cannot test scrubbing"
            ), duration.message)
        let interactive = try XCTUnwrap(r.check("interactive"))
        XCTAssertEqual(interactive.status, "warning")
        XCTAssertTrue(interactive.message.contains("there is nothing to scrub, so scrubbing was not tested"))
        for name in ["cancel-restores", "animation-ended"] {
            XCTAssertEqual(r.check(name)?.status, "warning", name)
            XCTAssertTrue(r.check(name)?.message.contains("so cancelling was not tested") ?? false, name)
        }
        XCTAssertEqual(
            Set(r.checkList.filter { $0.status == "warning" }.map(\.name)),
            ["duration", "interactive", "cancel-restores", "animation-ended"])
    }

    /// 0 only without a context (UIKit's estimate; SideMenu's animator answers so), 0.3 s in
    /// the transition: a warning that says so, and the transition's checks run as usual.
    func testZeroOnlyWithoutAContextIsAWarningThatSaysSo() throws {
        let path = try fixture(
            "Scenes/none_animator.c", "estimate", flags: ["-DANIMATES=1", "-DZERO_WITHOUT_CONTEXT=1"])
        let r = try ValidatorRun.run([path, "--only", "^(duration|interactive)$"])
        XCTAssertEqual(r.code, 0, "\(r.checkList)")
        XCTAssertEqual(r.check("duration")?.status, "warning")
        XCTAssertTrue(
            r.check("duration")?.message.hasPrefix(
                "transitionDuration(using: nil) returned 0 and, with the transition's context, 0.3 s: legal on iOS")
                ?? false,
            "\(r.checkList)")
        XCTAssertEqual(r.check("interactive")?.status, "pass", "\(r.checkList)")
    }
}
