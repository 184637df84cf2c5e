import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The UIKit names real transition code used that the SDK lacked (TransitionCodeGapsSDKScripts.swift),
/// run inside real transitions: plugin-made collection views, snapshots that UIKit never
/// answers nil for, segues made in code, control alignments and the navigation pop recognizer.
final class TransitionCodeGapsSDKTests: XCTestCase {
    /// The scripted transition's checks and warning lines (``runScriptedTransition(file:line:)``).
    private func run(file: StaticString = #filePath, line: UInt = #line) throws -> (
        checks: [String], warnings: [String]
    ) {
        let r = try runScriptedTransition(file: file, line: line)
        return (r.checks, r.warnings)
    }

    func testAPluginMadeCollectionViewIsAScrollViewOfTheHost() throws {
        ScriptedAnimator.script = TransitionCodeGapsScripts.pluginCollectionView
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 17)
        XCTAssertEqual(warnings, [])
    }

    func testSnapshotsAreNeverNilWhereUIKitGivesAView() throws {
        ScriptedAnimator.script = TransitionCodeGapsScripts.snapshots
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 8)
        XCTAssertEqual(warnings, [])
    }

    func testSeguesMadeInCodePerformAndPerformSegueSaysThereIsNoStoryboard() throws {
        ScriptedAnimator.script = TransitionCodeGapsScripts.segues
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 5)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings[0].contains("there are no storyboards in a plugin"), warnings[0])
    }

    func testControlAlignmentsAndTheNavigationPopRecognizer() throws {
        ScriptedAnimator.script = TransitionCodeGapsScripts.controlsAndNavigation
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 7)
        XCTAssertEqual(warnings, [])
    }
}

/// UIKit's rotation recognizer, driven by the `rotation` signals as the pinch is by `pinch`.
final class RotationGestureSDKTests: XCTestCase {
    /// The turn scrubs by rotation / (π/2), with its velocity in radians per second; ended past
    /// π/4 it finishes.
    func testARotationScrubsWithItsVelocityAndFinishes() throws {
        let r = try InteractionRig(
            rotationPluginDescriptor(),
            "wait 0.1; signal rotation 0.5; wait 0.1; signal rotation 1.0; wait 0.1; signal rotation-end 1.2")
        let h = r.rig
        h.run(toFrame: 16)
        let ctx = try XCTUnwrap(h.container.currentTransition)
        assertClose(ctx.percentComplete, 1.0 / (Double.pi / 2), 1e-9, "1 rad of a quarter turn")
        h.runUntilIdle()
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
        let turns = InteractionRig.logged(h, "rotation ")
        XCTAssertEqual(turns.count, 3, "\(turns)")
        XCTAssertEqual(turns.first, "began 0.5 v 0.0")
        XCTAssertTrue(turns[1].hasPrefix("changed 1.0 v "), turns[1])
        assertClose(Double(turns[1].components(separatedBy: " v ").last ?? "") ?? 0, 5, 1e-6, "0.5 rad in 0.1 s")
        XCTAssertTrue(turns[2].hasPrefix("ended 1.2"), turns[2])
        XCTAssertEqual(h.log.diagnostics, [])
    }
}

/// The snapshot script in the modal scenarios the validator also runs: a presentation (the
/// presented view not yet in the container), and a full-screen dismissal (the presenting
/// controller's view out of the window until the animator adds it).
final class SnapshotScenarioSDKTests: XCTestCase {
    func testSnapshotsInAModalPresentation() throws {
        ScriptedAnimator.script = TransitionCodeGapsScripts.snapshots
        for style in [PresentationStyle.fullScreen, .custom] {
            let f = try ModalFixture()
            f.animator = try f.rig.animator(LoadedPlugin.inTest(scriptedPluginDescriptor()))
            f.modal.present(f.B, style: style)
            f.rig.runUntilIdle()
            let lines = scriptedChecks(f.log, context: "\(style): ")
            XCTAssertEqual(lines.count, 8, "\(style): \(lines)")
            XCTAssertEqual(f.log.diagnostics, [], "\(style)")
        }
    }

    func testSnapshotsInAFullScreenDismissal() throws {
        ScriptedAnimator.script = TransitionCodeGapsScripts.snapshots
        let f = try ModalFixture()
        f.presentAtOnce(style: .fullScreen)
        f.animator = try f.rig.animator(LoadedPlugin.inTest(scriptedPluginDescriptor()))
        f.modal.dismiss()
        f.rig.runUntilIdle()
        let lines = scriptedChecks(f.log)
        XCTAssertEqual(lines.count, 8, "\(lines)")
        XCTAssertEqual(f.log.diagnostics, [])
    }
}
