import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on classes that need what their app sets or shows at run time
/// (`Tests/Fixtures/Port/AppSet`): through the real CLI and a real `swift build`, each builds
/// and validates clean with no hand edit, where before it crashed on a nil only port left.
final class PortAppSetCLITests: XCTestCase {
    /// A zoom whose gallery sets its `source` and `dimColor` after `init`, a masonry layout
    /// with an implicitly unwrapped delegate, a layout counting through its app's
    /// `numberOfItems`, a drawer force-casting the context's controllers to its app's class,
    /// and a morph that asserts its thumbnails have images: all validated clean, the report
    /// says what port set and why.
    func testWhatTheAppSetsAfterInitIsSetAndStandInsAnswerObjects() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-app-set")
        let o = try PortCLI.run(
            try PortCLI.files(in: "AppSet") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self)
        )
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        for name in [
            "LightboxZoomAnimator", "MasonryLayout", "TiltedDeckLayout", "DrawerRevealAnimator",
            "ThumbnailMorphAnimator"
        ] {
            XCTAssertTrue(o.stdout.contains("  \(name) ("), "\(name) missing:\n\(o.stdout)")
        }
        XCTAssertFalse(o.stdout.contains("validation failed"), o.stdout)
        XCTAssertFalse(o.stdout.contains("crashed"), o.stdout)
        for line in [
            "LightboxZoomAnimator: the app sets source after init (force-unwrapped at line 38 of LightboxZoomAnimator.swift); port set a placeholder: portKeep(PortAppSet__LightboxZoomSource())",
            "LightboxZoomAnimator: the app sets dimColor after init (used as implicitly unwrapped at line 43 of LightboxZoomAnimator.swift); port set a placeholder: .black",
            "MasonryLayout: the app sets delegate after init (used as implicitly unwrapped at line 40 of MasonryLayout.swift); port set a placeholder: portKeep(PortAppSet__MasonryLayoutDelegate())"
        ] {
            XCTAssertTrue(o.stdout.contains(line), "\(line) missing:\n\(o.stdout)")
        }
        let export = try String(
            contentsOfFile: dir + "/out/Sources/PortedDrawerRevealAnimator/PortExport.swift", encoding: .utf8)
        XCTAssertTrue(export.contains("UIViewController.transitionStandIns[.to] = { DrawerPanel() }"), export)
    }
}
