import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on classes that need the SDK's objects as their app gives them
/// (`Tests/Fixtures/Port/SDKPlaceholders`): a zoom animator whose app sets the tapped cell and
/// its image view (a guard returns without them), an interaction controller taking the app's
/// edge-pan recognizer, one attaching its pan to the first subview of the app's controller's
/// view, and a presentation controller that is its own animator and declares no initializer
/// (exported through `PresentationControllerAnimator`: made per transition with its controllers).
/// With them, `RiseAnimator` given a `--construct` that does not compile: its generated export
/// fails, and the rebuild leaves that one plugin out and builds the others.
final class PortSDKPlaceholdersTests: XCTestCase {
    func testSDKPlaceholdersMakeEveryClassAndAFailedExportCostsOnlyItsPlugin() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let env = try PortCLI.environment(for: self)
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-sdk-placeholders")
        let o = try PortCLI.run(
            try PortCLI.files(in: "SDKPlaceholders") + [
                PortCLI.fixtures + "/Scenarios/RiseAnimator.swift", "--construct", "RiseAnimator(speed: 2)",
                "--output", "out"
            ], in: dir, environment: env)
        // RiseAnimator is not built: exit 1.
        XCTAssertEqual(o.ending, .exited(1), o.stdout + o.stderr)
        XCTAssertTrue(
            o.stdout.contains(
                "PhotoZoomAnimator: the app sets imageView after init (bound by a guard at line 14 of PhotoZoomAnimator.swift); port set a placeholder: portKeep({ let v = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 300, height: 200)).image { _ in }); v.frame = CGRect(x: 40, y: 120, width: 160, height: 160); return v }())"
            ), o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "EdgeBackInteraction: made with placeholder arguments: init(gestureRecognizer:) with EdgeBackInteraction(gestureRecognizer: portKeep(portEdgePanRecognizer()))"
            ), o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "CardPullInteraction: made with placeholder arguments: init(viewController:) with CardPullInteraction(viewController: portKeep(portLoadedController()))"
            ), o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "DimmingSheetController: a presentation controller that is its own animator: made when each transition starts, with that transition's presented and presenting controllers, as its app's transitioning delegate makes it: PresentationControllerAnimator { presented, presenting in DimmingSheetController(presentedViewController: presented, presenting: presenting) }"
            ), o.stdout)
        for name in ["PhotoZoomAnimator", "EdgeBackInteraction", "CardPullInteraction", "DimmingSheetController"] {
            XCTAssertTrue(PortCLI.block(name, in: o.stdout).contains("built, validated ("), name + "\n" + o.stdout)
        }
        XCTAssertTrue(
            PortCLI.block("RiseAnimator", in: o.stdout).contains(
                "not built: its generated PortExport.swift does not compile (below)"), o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "built again without the plugins whose generated PortExport.swift does not compile: RiseAnimator (animator)\n"
            ), o.stdout)
        XCTAssertTrue(o.stdout.contains("PortedRiseAnimator/PortExport.swift:"), o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "what to do: the export port generated to make RiseAnimator (RiseAnimator(speed: 2)) does not compile: give --construct 'RiseAnimator(…)' with arguments its initializers take; the other plugins were built without it"
            ), o.stdout)
        XCTAssertTrue(
            o.stderr.contains(
                "building again without the plugin whose generated PortExport.swift does not compile (RiseAnimator (animator))…"
            ), o.stderr)
        XCTAssertFalse(o.stderr.contains("building again without the 0 files"), o.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/out/plugins/libPortedCardPullInteraction.so"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/plugins/libPortedRiseAnimator.so"))
    }
}
