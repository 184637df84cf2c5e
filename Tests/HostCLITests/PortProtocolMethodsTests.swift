import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` through the real CLI and a real `swift build` on the files of
/// `Tests/Fixtures/Port/ProtocolMethods`: a controller cast to the files' protocol with
/// method requirements, an initializer taking the files' protocols with methods, a
/// `private` animator class, `@MainActor` members, and a dismisser named "NavigationDrawer…".
/// One port of the five files (one build), each rule's outcome asserted on its own lines.
final class PortProtocolMethodsTests: XCTestCase {
    func testProtocolMethodsPrivateClassesMainActorAndANameThatIsNoNavigation() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-protocol-methods")
        let o = try PortCLI.run(
            try PortCLI.files(in: "ProtocolMethods") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)

        // 1. `toVC is LightboxExpandDestination` (a method returning a CGRect the animator
        // divides by): the to controller conforms, its frame a centred square, so it runs;
        // the from controller's protocol has an associated type: refused, with why.
        let lightbox = PortCLI.block("LightboxExpandAnimator", in: o.stdout)
        XCTAssertTrue(lightbox.contains("built, validated (16 checks passed)"), o.stdout)
        XCTAssertTrue(
            lightbox.contains(
                "stand-in: the to controller conforms to LightboxExpandDestination with harmless values"), lightbox)
        XCTAssertTrue(
            lightbox.contains(
                "no stand-in: the from controller is cast to LightboxGalleryPage, which port cannot conform to (it has an associated type)"
            ), lightbox)
        // An initializer of two protocols with methods: made with placeholders that answer frames.
        let zoom = PortCLI.block("PinchZoomAnimator", in: o.stdout)
        XCTAssertTrue(zoom.contains("built, validated (16 checks passed)"), o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "PinchZoomAnimator(source: portKeep(PortArgument__PinchZoomSource()), destination: portKeep(PortArgument__PinchZoomDestination()), operation: .zoomIn)"
            ), o.stdout)

        // 2. `private class CardCollapseDismisser`: found, its copy made internal (a rewrite).
        let collapse = PortCLI.block("CardCollapseDismisser", in: o.stdout)
        XCTAssertTrue(collapse.contains("built, validated (16 checks passed)"), o.stdout)
        XCTAssertTrue(
            collapse.contains("scenario: modal-dismiss (returned from animationController(forDismissed:)"), collapse)
        let copy = try String(contentsOfFile: dir + "/out/ported/CardListController.swift", encoding: .utf8)
        XCTAssertTrue(
            copy.contains("\nclass CardCollapseDismisser: NSObject, UIViewControllerAnimatedTransitioning {"), copy)

        // 3. `@MainActor` on a closure property and a method: removed, and the class builds.
        let curtain = PortCLI.block("CurtainRevealAnimation", in: o.stdout)
        XCTAssertTrue(curtain.contains("built, validated (16 checks passed)"), o.stdout)
        let curtainCopy = try String(contentsOfFile: dir + "/out/ported/CurtainRevealAnimation.swift", encoding: .utf8)
        XCTAssertFalse(curtainCopy.contains("@MainActor"), curtainCopy)
        XCTAssertTrue(o.stdout.contains("compiles with 3 mechanical rewrites"), o.stdout)

        // 4. "NavigationDrawer" in a name is no push or pop: a modal dismissal.
        let drawer = PortCLI.block("NavigationDrawerSlideDismisser", in: o.stdout)
        XCTAssertTrue(drawer.contains("scenario: modal-dismiss (its name says it dismisses)"), drawer)
        XCTAssertTrue(drawer.contains("built, validated (16 checks passed)"), o.stdout)
    }
}
