import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on an animator that completes its transition from a block property of its
/// app's CAAnimation extension (`Tests/Fixtures/Port/AnimationBlocks`, the extension not
/// given): port's stand-in calls the start block when the animation starts and the completion
/// block when it stops, as such extensions do, so the animator completes and validates clean.
final class PortAnimationBlocksTests: XCTestCase {
    func testBlocksOnCAAnimationAreCalledWhenTheAnimationStartsAndStops() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port")
        let o = try PortCLI.run(
            try PortCLI.files(in: "AnimationBlocks") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        XCTAssertTrue(
            o.stdout.contains("FlipOverAnimator (animator, id port.flip-over-animator): built, validated ("), o.stdout)
        XCTAssertFalse(o.stdout.contains("failed:"), o.stdout)
        XCTAssertTrue(o.stdout.contains("stub: CABasicAnimation.completionBlock (stubbed on an SDK type"), o.stdout)
        let stubs = try String(contentsOfFile: dir + "/out/ported/PortStubs.swift", encoding: .utf8)
        XCTAssertTrue(stubs.contains("portAnimationBlocks(self).stop = newValue"), stubs)
        XCTAssertTrue(stubs.contains("portAnimationBlocks(self).start = newValue"), stubs)
    }
}
