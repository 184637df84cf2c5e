import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// An interaction controller that animates and ends the transition itself, as older iOS
/// libraries write them (`Tests/Fixtures/Port/SelfDriven`: it keeps the context from a
/// `startInteractiveTransition` override that does not call super and completes it from its
/// own `finish()` and `cancel()`), ported with `host-cli port`, validated and run: the
/// animator the host runs beside it completes too, and neither is blamed for the second
/// completion (on iOS that animator would not have run).
final class PortSelfDrivenTests: XCTestCase {
    func testAControllerThatCompletesTheTransitionItselfValidatesAndRunsWithoutRefusals() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let env = try PortCLI.environment(for: self)
        let dir = try NativeTools.temporaryFolder(for: self, name: "port")
        let installed = try NativeTools.temporaryFolder(for: self, name: "installed")
        let o = try PortCLI.run(
            try PortCLI.files(in: "SelfDriven") + ["--output", "out", "--install", "--dir", installed], in: dir,
            environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        XCTAssertTrue(
            o.stdout.contains("CurtainInteraction (interaction, id port.curtain-interaction): built, validated ("),
            o.stdout)
        XCTAssertFalse(o.stdout.contains("already ended"), o.stdout)
        // A long drag finishes (the controller snaps to the end and completes); a short one
        // cancels (it fades the curtain back and completes from its animation's completion).
        for (gesture, outcome) in [
            ("press 300 400; move -250 0 over 0.4; release", "completed"),
            ("press 300 400; move -20 0 over 0.4; release", "cancelled")
        ] {
            let run = try NativeTools.cli(
                ["run", "--plugins", installed, "--interaction", "port.curtain-interaction", "--gesture", gesture],
                environment: env, timeout: 300)
            XCTAssertEqual(run.ending, .exited(0), run.stderr)
            XCTAssertTrue(run.stdout.hasPrefix(outcome), gesture + ": " + run.stdout + run.stderr)
            XCTAssertFalse(run.stdout.contains("already ended") || run.stderr.contains("already ended"), run.stderr)
        }
    }
}
