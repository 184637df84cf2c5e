import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// UIKit Dynamics in a plugin, on the transition's virtual clock: the piece's shown position
/// follows free fall frame by frame, it lands on the container's floor, and the animator's
/// pause callback — on the virtual clock, when the piece comes to rest — completes the
/// transition.
final class DynamicsSDKTests: XCTestCase {
    func testAPieceFallsOnTheVirtualClockAndThePauseCallbackCompletesTheTransition() throws {
        let plugin = try LoadedPlugin.inTest(dropPiecePluginDescriptor())
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(plugin))
        let ctx = try h.select(1)
        let start = try XCTUnwrap(
            Double(
                try XCTUnwrap(
                    h.log.first(prefix: "test.swift-drop-piece [info]: start ")?.text.split(separator: " ").last)))
        let piece = try XCTUnwrap(h.container.containerView.subviews.first { $0.title == "piece" })
        let height = h.container.containerView.bounds.size.height
        XCTAssertEqual(piece.center.y, height - 20, accuracy: 0.6, "the model is where the motion ends: on the floor")
        // Free fall, 1,000 points/s², two sub-steps of 1/120 s per 1/60 s frame: after n
        // sub-steps the centre is 50 + 1000·h²·n(n+1)/2.
        for frame in [6, 12, 18] {
            h.run(toFrame: frame)
            let t = Double(frame) / 60 - start
            let n = (t * 120).rounded()
            let expected = 50 + 1000 * n * (n + 1) / 2 / (120 * 120)
            XCTAssertEqual(piece.layer.presentation.position.y, expected, accuracy: 1e-6, "frame \(frame)")
            XCTAssertEqual(piece.layer.presentation.position.x, 50, accuracy: 1e-9)
        }
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertFalse(ctx.transitionWasCancelled)
        let paused = try XCTUnwrap(h.log.first(prefix: "test.swift-drop-piece [info]: paused at "))
        let words = paused.text.split(separator: " ")
        let pausedAt = try XCTUnwrap(Double(words[4]))
        // It reaches the floor after √(2·(height − 70)/1000) s and then rests for 0.1 s.
        let fall = ((2 * (height - 70)) / 1000).squareRoot()
        XCTAssertGreaterThan(pausedAt - start, fall)
        XCTAssertLessThan(pausedAt - start, fall + 1)
        XCTAssertEqual(try XCTUnwrap(Double(words[6])), height, accuracy: 0.6, "resting on the floor")
        XCTAssertEqual(words[8], "false", "not running once paused")
        assertClose(try XCTUnwrap(h.log.first(prefix: "completeTransition(true)")).time, pausedAt, 1e-9)
        XCTAssertEqual(h.log.diagnostics, [])
    }
}
