import Foundation
import TestSupport
import XCTest

@testable import Validation

/// `host-cli validate DISMISS.so --after PRESENT.so`: a dismissal run after its paired
/// presentation, played to its end on the same stage, against the C fixture pair
/// `Scenes/paired_menu_animator.c` (a presenter that leaves a titled backdrop in the
/// container, a dismisser that animates it), through the real CLI.
final class ValidatorPreludeTests: XCTestCase {
    private func pair() throws -> (presenter: String, dismisser: String) {
        let dir = try NativeTools.temporaryFolder(for: self)
        let p = try NativeTools.compileFixture("Scenes/paired_menu_animator.c", name: "menu-presenter", into: dir)
        let d = try NativeTools.compileFixture(
            "Scenes/paired_menu_animator.c", name: "menu-dismisser", into: dir, flags: ["-DDISMISSER=1"])
        return (p, d)
    }

    /// Alone the dismisser finds no backdrop and never completes; after its presenter it is
    /// clean in modal-dismiss (the default with --after), and the last row, `prelude`, says
    /// what the presentation left.
    func testADismissalThatAnimatesWhatItsPresentationLeftPassesAfterIt() throws {
        let (presenter, dismisser) = try pair()
        let only = ["--only", "^(completes|invariants|cancel-restores|outside-container)$"]
        let alone = try ValidatorRun.run([dismisser, "--scenario", "modal-dismiss"] + only)
        XCTAssertEqual(alone.code, 1)
        let never = try XCTUnwrap(alone.check("completes"))
        XCTAssertEqual(never.status, "fail")
        XCTAssertTrue(never.message.contains("did not call completeTransition"), never.message)
        XCTAssertNil(alone.check("prelude"))

        let after = try ValidatorRun.run([dismisser, "--after", presenter] + only)
        XCTAssertEqual(after.code, 0, "\(after.checkList)")
        let rows = after.checkList.filter { $0.scenario != nil }
        XCTAssertEqual(rows.map(\.scenario), Array(repeating: "modal-dismiss", count: rows.count))
        XCTAssertEqual(rows.filter { $0.status != "pass" }.map(\.name), [], "\(rows)")
        let prelude = try XCTUnwrap(after.checkList.last)
        XCTAssertEqual(prelude.name, "prelude")
        XCTAssertEqual(prelude.status, "pass")
        XCTAssertTrue(
            prelude.message.hasPrefix("test.menu-presenter presented in "), prelude.message)
        XCTAssertTrue(
            prelude.message.hasSuffix(
                "leaving 1 view(s) of its own (menu-backdrop) in the container for the dismissal"),
            prelude.message)
    }

    /// A prelude whose plugin never completes its presentation (the dismisser itself, which
    /// finds no backdrop when presenting either) is the prelude row's warning, naming the
    /// watchdog, not a failure: the dismissal's own checks say what is wrong with it.
    func testAPreludeThatNeverCompletesIsAWarningAndTheDismissalRunsAnyway() throws {
        let (_, dismisser) = try pair()
        let r = try ValidatorRun.run([dismisser, "--after", dismisser, "--only", "^completes$"])
        XCTAssertEqual(r.check("completes")?.status, "fail")
        let prelude = try XCTUnwrap(r.check("prelude"))
        XCTAssertEqual(prelude.status, "warning")
        XCTAssertTrue(
            prelude.message.hasPrefix(
                "test.menu-dismisser never completed its presentation; the host's watchdog ended it (animator test.menu-dismisser did not call completeTransition within 0.3 s + "
            ), prelude.message)
        XCTAssertTrue(prelude.message.hasSuffix("the dismissal ran after what it left"), prelude.message)
    }

    /// A prelude that outlasts its limit (a presenter whose duration is 100 s, as a stand-in
    /// of an app's configuration may answer) is ended by the validator, as the watchdog would,
    /// and reported in the prelude row; the dismissal's checks run after what it left instead
    /// of the check workers trapping on a stage with nothing presented.
    func testAPreludeThatOutlastsItsLimitIsEndedAndTheDismissalRuns() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let slow = try NativeTools.compileFixture(
            "Scenes/paired_menu_animator.c", name: "slow-presenter", into: dir, flags: ["-DSECONDS=100"])
        let (_, dismisser) = try pair()
        let r = try ValidatorRun.run([dismisser, "--after", slow, "--only", "^(completes|invariants)$"])
        XCTAssertEqual(r.check("completes")?.status, "pass", "\(r.checkList)")
        XCTAssertEqual(r.check("invariants")?.status, "pass", "\(r.checkList)")
        let prelude = try XCTUnwrap(r.check("prelude"))
        XCTAssertEqual(prelude.status, "warning")
        XCTAssertTrue(
            prelude.message.hasPrefix("test.menu-presenter did not end its presentation within 12 s (the host said: "),
            prelude.message)
        XCTAssertTrue(
            prelude.message.contains(
                "the --after presentation did not end within 12 s; the validator ended it to dismiss it"),
            prelude.message)
        XCTAssertTrue(
            prelude.message.hasSuffix(
                "the validator ended it, as the watchdog would, and the dismissal ran after what it left"),
            prelude.message)
    }

    /// What the presentation left and the dismissal keeps is not the dismissal's leftover (on
    /// iOS it goes with the container); a view the dismissal adds and leaves is a warning after
    /// the completed dismissal (the container goes too) and a failure after a cancelled one.
    func testOnlyTheDismissalsOwnViewsCountAsLeftInTheContainer() throws {
        let (presenter, _) = try pair()
        let dir = try NativeTools.temporaryFolder(for: self, name: "variants")
        let keeps = try NativeTools.compileFixture(
            "Scenes/paired_menu_animator.c", name: "keeps", into: dir, flags: ["-DDISMISSER=1", "-DKEEPS_BACKDROP=1"])
        let leaves = try NativeTools.compileFixture(
            "Scenes/paired_menu_animator.c", name: "leaves", into: dir, flags: ["-DDISMISSER=1", "-DLEAVES_VIEW=1"])
        let kept = try ValidatorRun.run([keeps, "--after", presenter, "--only", "^invariants$"])
        XCTAssertEqual(kept.check("invariants")?.status, "pass", "\(kept.checkList)")
        let left = try ValidatorRun.run([leaves, "--after", presenter, "--only", "^(invariants|cancel-restores)$"])
        let invariants = try XCTUnwrap(left.check("invariants"))
        // A completed dismissal's container goes with what is in it: a warning that says so…
        XCTAssertEqual(invariants.status, "warning")
        XCTAssertTrue(
            invariants.message.contains(
                "1 view(s) left in the container after the completed dismissal (#"), invariants.message)
        XCTAssertTrue(invariants.message.contains("UIKit removes a dismissal's container"), invariants.message)
        // …and a cancelled one keeps it on screen: the failure is there.
        XCTAssertEqual(left.check("cancel-restores")?.status, "fail", "\(left.checkList)")
    }

    /// --after with scenarios that hold no dismissal is refused as bad usage, saying what to give.
    func testAfterWithoutADismissalScenarioIsRefused() throws {
        let (presenter, dismisser) = try pair()
        let o = try NativeTools.cli(["validate", dismisser, "--after", presenter, "--scenario", "custom-container"])
        XCTAssertEqual(o.ending, .exited(2))
        XCTAssertTrue(
            o.stderr.contains(
                "runs a presentation before a dismissal, and --scenario custom-container has no dismissal; add modal-dismiss or modal-dismiss-full-screen"
            ), o.stderr)
    }
}
