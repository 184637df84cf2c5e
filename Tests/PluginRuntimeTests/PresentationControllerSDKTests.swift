import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// `UIPresentationController`, `UIViewControllerTransitioningDelegate` and
/// `transitioningDelegate` inside a real modal presentation through the host: the
/// presentation controller's UIKit defaults (its container is the transition's, its presented
/// view the presented controller's, its frame the container's bounds), a subclass's dimming
/// view faded alongside the transition and its half-height frame reached, and the delegate
/// held weakly.
final class PresentationControllerSDKTests: XCTestCase {
    func testAPresentationControllerInAModalPresentation() throws {
        ScriptedAnimator.script = PresentationScripts.present
        let f = try ModalFixture()
        f.animator = try f.rig.animator(LoadedPlugin.inTest(scriptedPluginDescriptor()))
        f.modal.present(f.B, style: .custom)
        f.rig.runUntilIdle()
        let lines = scriptedChecks(f.log)
        XCTAssertEqual(lines.count, 18, "\(lines)")
        XCTAssertEqual(PresentationScripts.controller?.calls, ["willBegin", "didEnd true"])
        XCTAssertTrue(f.B.presentingViewController === f.A)
        XCTAssertEqual(f.log.diagnostics, [])
        PresentationScripts.controller = nil
        PresentationScripts.delegate = nil
    }

    /// `UIScrollView` as UIKit models it: the content offset is the bounds' origin (see
    /// ScrollViewScripts.scroll for the checks).
    func testAScrollViewsOffsetIsItsBoundsOrigin() throws {
        ScriptedAnimator.script = ScrollViewScripts.scroll
        let f = try ModalFixture()
        f.animator = try f.rig.animator(LoadedPlugin.inTest(scriptedPluginDescriptor()))
        f.modal.present(f.B, style: .custom)
        f.rig.runUntilIdle()
        let lines = scriptedChecks(f.log)
        XCTAssertEqual(lines.count, 9, "\(lines)")
        XCTAssertEqual(ScrollViewScripts.counter?.offsets, [CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 200)])
        XCTAssertEqual(f.log.diagnostics, [])
        ScrollViewScripts.counter = nil
    }
}
