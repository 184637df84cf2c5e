import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The controller and view APIs animators touch, through the real ABI from a Swift animator
/// (``ControllerSurfaceAnimator``), against UIKit's documented behaviour: a plugin-made child
/// controller loads its view once and hears its callbacks in UIKit's order, present is
/// refused with a warning and no completion, the key window is the root view, a blur view is
/// drawn as its tint and its effect animates in a block, a transform layer draws nothing of
/// its own.
final class ControllerSurfaceTests: XCTestCase {
    func testControllerAndViewAPIsBehaveAsUIKitDocuments() throws {
        let plugin = try LoadedPlugin.inTest(controllerSurfacePluginDescriptor())
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(plugin))
        let ctx = try h.select(1)
        let b = h.children[1].view
        h.step(31)  // the block began at the first frame: 0.5 s in
        let lines = h.log.texts([.plugin]).map {
            $0.replacingOccurrences(of: "test.swift-controller-surface [info]: ", with: "")
        }
        let expected = [
            "child loaded before: false",
            "child parent is toVC: true, in children: true",
            "child events: willMove(parent) loadView viewDidLoad didMove(parent) viewWillAppear viewDidAppear willMove(nil) didMove(nil)",
            "child parent after: true, children: false",
            "two plugin-made controllers equal: false, self equal: true"
        ]
        XCTAssertEqual(Array(lines.prefix(expected.count)), expected, "\(lines)")
        XCTAssertTrue(
            lines.contains { $0.contains("[warning]") && $0.contains("present(_:animated:completion:)") }, "\(lines)")
        XCTAssertFalse(
            lines.contains("present completion ran"), "UIKit ignores a presentation asked for while one runs")
        XCTAssertTrue(lines.contains("key window is the root: true, windows: 1"), "\(lines)")
        XCTAssertTrue(
            lines.contains("screen \(Int(b.root.bounds.size.width))x\(Int(b.root.bounds.size.height)) scale 1.0"),
            "\(lines)")
        XCTAssertTrue(lines.contains("hideShowBarDuration 0.2"))
        XCTAssertTrue(lines.contains("transform layer background: true"))
        XCTAssertTrue(lines.contains("blur content view fills it: true"))
        // 30 × 20 in 100 × 100: fit scales by 10/3 to 100 × 66.7 centred; fill by 5 to 150 × 100
        // centred; bottom right in 200 × 100 unscaled at (170, 80).
        XCTAssertTrue(lines.contains("aspect fit: 0 17 100 67"), "\(lines)")
        XCTAssertTrue(lines.contains("aspect fill: -25 0 150 100"), "\(lines)")
        XCTAssertTrue(lines.contains("bottom right after a resize: 170 80 30 20"), "\(lines)")
        XCTAssertTrue(lines.contains("scale to fill: none, contents on the view: true"), "\(lines)")
        // The blur: from clear to the dark tint (0.11 grey at 0.73), linear, half way.
        let blur = try XCTUnwrap(b.subviews.last)
        let shown = blur.layer.presentation.backgroundColor
        XCTAssertEqual(shown.alpha, 0.73 / 2, accuracy: 1e-6)
        XCTAssertEqual(blur.subviews.count, 1, "its content view")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertFalse(ctx.transitionWasCancelled)
    }
}
