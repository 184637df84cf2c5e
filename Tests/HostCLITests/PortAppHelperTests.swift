import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` through the real CLI and a real `swift build` on animators whose app says
/// which side of the transition is which (`Tests/Fixtures/Port/AppHelpers`): a pair of the
/// app's helpers mapping its presentation kind to the context's keys, and the app's animator
/// object that puts the to view in the container. Against stand-ins that answered `.to` for
/// both keys (and a key port first guessed a class of, then made a subclass of the key struct)
/// and did nothing with the views, neither built or validated on what the app does right; now
/// both validate, the slide on both sides.
final class PortAppHelperTests: XCTestCase {
    func testTheAppsSideHelpersAnswerTwoSidesAndItsLayoutPutsTheToViewInTheContainer() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-app-helpers")
        let o = try PortCLI.run(
            try PortCLI.files(in: "AppHelpers") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        for name in ["ParallaxSlideAnimator", "StyledPushConfigurator"] {
            let b = PortCLI.block(name, in: o.stdout)
            XCTAssertTrue(b.contains("built, validated ("), "\(name):\n\(o.stdout)")
            XCTAssertFalse(b.contains("failed:"), b)
        }
        // The slide animates over its duration: nothing completes at once.
        XCTAssertFalse(PortCLI.block("ParallaxSlideAnimator", in: o.stdout).contains("warning:"), o.stdout)
        let stubs = try String(contentsOfFile: dir + "/out/ported/PortStubs.swift", encoding: .utf8)
        for line in [
            "UITransitionContextViewControllerKey.from : UITransitionContextViewControllerKey.to }() }",
            "UITransitionContextViewControllerKey.to : UITransitionContextViewControllerKey.from }() }",
            "func prepare(pushing a0: Any?, fromView a1: Any?, toView a2: Any?, in a3: Any?) { if let c = (a3 as Any?) as? UIView, let v = (a2 as Any?) as? UIView ?? ((a2 as Any?) as? UIViewController)?.view, v.superview !== c { c.addSubview(v) }; }"
        ] {
            XCTAssertTrue(stubs.contains(line), "\(line) missing:\n\(stubs)")
        }

        // Made for a dismissal, the app's helpers answer the other way round at run time: the
        // front controller is the from one, so the slide adds no view and, in a custom modal
        // dismissal, only moves the presenting view aside and back (a warning). Answering by
        // name alone, it would put the presenting view into the container: a failure.
        let d = try PortCLI.run(
            try PortCLI.files(in: "AppHelpers") + [
                "--class", "ParallaxSlideAnimator", "--construct",
                "ParallaxSlideAnimator(kind: .dismiss, style: portPlaceholderSlideStyle())", "--scenario",
                "modal-dismiss", "--output", "dismiss"
            ], in: dir, environment: try PortCLI.environment(for: self))
        XCTAssertEqual(d.ending, .exited(0), d.stdout + d.stderr)
        let b = PortCLI.block("ParallaxSlideAnimator", in: d.stdout)
        XCTAssertTrue(b.contains("built, validated ("), d.stdout)
        XCTAssertTrue(b.contains("scenario: modal-dismiss (--scenario)"), b)
        XCTAssertTrue(b.contains("warning: outside-container: it changed the presenting view (To)"), b)
    }
}
