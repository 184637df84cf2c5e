import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` through the real CLI and a real `swift build` on animators that cast the
/// transition's controller to a controller class of their own files, or test it with `is`,
/// and on a two-way animator whose side flag its app sets before each transition
/// (`Tests/Fixtures/Port/OwnControllers`).
final class PortOwnControllerTests: XCTestCase {
    func testCastsToTheFilesOwnControllersTheirOutletsAndAnAppSetSideFlagValidateClean() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-own-controllers")
        let o = try PortCLI.run(
            try PortCLI.files(in: "OwnControllers") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        // `as! PhotoViewerController`: the host's to controller is one, made with placeholders,
        // its viewDidLoad run (the animator force-unwraps the photo view's superview), though
        // the class makes another controller in a stored property first.
        let zoom = PortCLI.block("PhotoZoomTransition", in: o.stdout)
        XCTAssertTrue(zoom.contains("built, validated (16 checks passed)"), o.stdout)
        XCTAssertTrue(
            zoom.contains(
                "stand-in: the to controller is made as PhotoViewerController(info: PhotoInfo(image: UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }, caption: \"\")), the files' own class it is cast to (your app presents one)"
            ), zoom)
        // `var presenting = false`: validated presenting, which makes the snapshot its dismissal
        // needs; `toVC is MenuViewController` (the app's, stubbed) lets the presentation through.
        let menu = PortCLI.block("SideMenuTransition", in: o.stdout)
        XCTAssertTrue(menu.contains("built, validated (16 checks passed)"), o.stdout)
        XCTAssertTrue(
            menu.contains(
                "scenario: custom-container (its presenting property (initially false, a flag the app sets before each transition: port set it to true) makes the presenting side"
            ), menu)
        XCTAssertTrue(
            o.stdout.contains(
                "  SideMenuTransition: the app sets its presenting flag before each transition (declared as false, the dismissing side, at line 7); port set it to true, the presenting side, which is validated\n"
            ), o.stdout)
        // `as? RecipeDetailViewController`, a storyboard controller: its view outlets are
        // connected to views port made before its viewDidLoad (which sets the title label's text).
        let recipe = PortCLI.block("RecipeOpenTransition", in: o.stdout)
        XCTAssertTrue(recipe.contains("built, validated (16 checks passed)"), o.stdout)
        XCTAssertTrue(
            recipe.contains(
                "stand-in: the to controller is made as RecipeDetailViewController() with its outlets heroImageView, titleLabel connected to views port made"
            ), recipe)
        let export = try String(
            contentsOfFile: dir + "/out/Sources/PortedSideMenuTransition/PortExport.swift", encoding: .utf8)
        XCTAssertTrue(export.contains("UIViewController.transitionStandIns[.to] = { MenuViewController() }"), export)
        XCTAssertTrue(export.contains("    o.presenting = true\n"), export)
    }
}
