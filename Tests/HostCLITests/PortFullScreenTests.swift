import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on a swipe-to-dismiss animator for full-screen modals
/// (`Tests/Fixtures/Port/FullScreen`): it puts the presenting controller's view back below the
/// sheet, which a custom dismissal would call moving the presenting view, so port validates it
/// in modal-dismiss-full-screen, gives the evidence, and it is clean there — through the real
/// CLI and a real `swift build`.
final class PortFullScreenTests: XCTestCase {
    func testAFullScreenDismissalAnimatorIsValidatedCleanInModalDismissFullScreen() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-full-screen")
        let o = try PortCLI.run(
            try PortCLI.files(in: "FullScreen") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        let block = PortCLI.block("PullDownDismissAnimator", in: o.stdout)
        XCTAssertTrue(block.contains("built, validated ("), o.stdout)
        XCTAssertTrue(
            block.contains(
                "scenario: modal-dismiss-full-screen (returned from animationController(forDismissed:) at PullDownDismissAnimator.swift:22; it puts the to view in the container (insertSubview(to.view, …) at line 42) and the files show no .custom presentation: a full-screen dismissal, where UIKit hands the presenting view out as view(forKey: .to) and the animator must add it)"
            ), block)
    }
}
