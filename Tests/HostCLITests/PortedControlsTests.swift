import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// iOS code using controls, labels and autoresizing, ported with `host-cli port`, built as a
/// real `.so`, validated and run in a worker process: the button's `#selector` target/action
/// (rewritten to the SDK's `Selector`) finishes the transition only if its title reads back
/// and the autoresized shade followed its holder, so "completed" is the behaviour crossing the
/// ABI (`Tests/Fixtures/PortControls`).
final class PortedControlsTests: XCTestCase {
    func testAPortedButtonFinishesTheTransitionThroughItsSelector() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let env = try PortCLI.environment(for: self)
        let dir = try NativeTools.temporaryFolder(for: self, name: "port")
        let installed = try NativeTools.temporaryFolder(for: self, name: "installed")
        let file = NativeTools.packageRoot + "/Tests/Fixtures/PortControls/ButtonRevealAnimator.swift"
        let o = try PortCLI.run(
            [file, "--output", "out", "--install", "--dir", installed], in: dir, environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        XCTAssertTrue(
            o.stdout.contains("selector: #selector(finish(_:)) → Selector(ButtonRevealAnimator.finish(_:))"), o.stdout)
        XCTAssertTrue(
            o.stdout.contains("ButtonRevealAnimator (animator, id port.button-reveal-animator): built, validated ("),
            o.stdout)
        let run = try NativeTools.cli(
            ["run", "--plugins", installed, "--animator", "port.button-reveal-animator"], environment: env, timeout: 300
        )
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("completed"), run.stdout + run.stderr)
    }
}
