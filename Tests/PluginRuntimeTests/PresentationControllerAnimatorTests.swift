import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// `PresentationControllerAnimator` (PresentationControllerAnimatorPlugin.swift) in real modal
/// transitions: the presentation controller is made when the presentation starts, with the
/// presented and presenting controllers; UIKit's lifecycle calls come in UIKit's order around
/// its own animation; the same object serves the dismissal, then a new presentation gets a new
/// one.
final class PresentationControllerAnimatorTests: XCTestCase {
    func testThePresentationControllerIsMadePerPresentationAndServesItsDismissal() throws {
        let f = try ModalFixture()
        f.animator = try f.rig.animator(LoadedPlugin.inTest(presentationControllerAnimatorDescriptor()))
        let before = LoggingSheetController.made
        let first = before + 1, second = before + 2
        f.modal.present(f.B, style: .custom)
        f.rig.runUntilIdle()
        XCTAssertEqual(
            scriptedChecks(f.log),
            [
                "made #\(first) for B over A: ok", "#\(first) presentation will begin: ok",
                "#\(first) animates (presenting): ok", "#\(first) animation ended true: ok",
                "#\(first) presentation did end true: ok"
            ])
        f.log.clear()
        f.modal.dismiss()
        f.rig.runUntilIdle()
        XCTAssertEqual(
            scriptedChecks(f.log),
            [
                "#\(first) dismissal will begin, dimming kept: ok", "#\(first) animates (dismissing): ok",
                "#\(first) animation ended true: ok", "#\(first) dismissal did end true: ok"
            ])
        f.log.clear()
        f.modal.present(f.B, style: .custom)
        f.rig.runUntilIdle()
        XCTAssertEqual(scriptedChecks(f.log).first, "made #\(second) for B over A: ok")
        XCTAssertEqual(f.log.diagnostics, [])
    }
}
