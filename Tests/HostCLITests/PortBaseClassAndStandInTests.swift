import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` through the real CLI and a real `swift build` on files in the styles of
/// real libraries: an abstract base animator is reported as a base class and its subclass is
/// ported instead, while animators that merely forget `completeTransition` still fail
/// (`Tests/Fixtures/Port/BaseClasses`); and animators that depend on their app calling back
/// or handing out the transition's views validate against port's stand-ins
/// (`Tests/Fixtures/Port/StandIns`).
final class PortBaseClassAndStandInTests: XCTestCase {
    private func port(_ folder: String, in dir: String) throws -> ChildProcess.Outcome {
        try PortCLI.run(
            try PortCLI.files(in: folder) + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
    }

    private func block(_ name: String, in report: String) -> String { PortCLI.block(name, in: report) }

    func testABaseClassIsReportedAndItsSubclassPortedWhileForgetfulAnimatorsStillFail() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-base-classes")
        let o = try port("BaseClasses", in: dir)
        XCTAssertEqual(o.ending, .exited(1), o.stdout + o.stderr)
        XCTAssertTrue(
            o.stdout.contains(
                "  PopoverTransitionBase (animator): base class: its animateTransition never calls completeTransition (nor does anything it reaches in the files), and it is meant to be subclassed (PopoverGrowTransition in the files subclasses it); port a subclass that does — the files' PopoverGrowTransition is ported on its own\n"
            ), o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "  ShakeTransitionTemplate (animator): base class: its animateTransition never calls completeTransition (nor does anything it reaches in the files), and it is meant to be subclassed (its animateTransition at line 31 is empty); port a subclass that does — none is in the files given; give the file that declares one\n"
            ), o.stdout)
        // Neither base class is built, nor made with placeholder arguments.
        XCTAssertFalse(o.stdout.contains("id port.popover-transition-base"), o.stdout)
        XCTAssertFalse(o.stdout.contains("PopoverTransitionBase: made with placeholder arguments"), o.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/plugins/libPortedPopoverTransitionBase.so"))
        XCTAssertTrue(block("PopoverGrowTransition", in: o.stdout).contains("built, validated ("), o.stdout)
        for forgetful in ["ForgetfulFadeAnimator", "ForgetfulSlideAnimator"] {
            let b = block(forgetful, in: o.stdout)
            XCTAssertTrue(b.contains("built, validation failed ("), "\(forgetful):\n\(o.stdout)")
            XCTAssertTrue(b.contains("failed: completes: going right: animator port.forgetful-"), b)
            XCTAssertTrue(b.contains("did not call completeTransition within"), b)
        }
    }

    func testAnimatorsThatWaitOnTheirAppValidateAgainstStandInsThatCallBack() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-stand-ins")
        let o = try port("StandIns", in: dir)
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        for name in ["CardPopupTransition", "DrawerPresentTransition", "HelperFadeAnimator", "MorphTransition"] {
            let b = block(name, in: o.stdout)
            XCTAssertTrue(b.contains("built, validated ("), "\(name):\n\(o.stdout)")
            XCTAssertFalse(b.contains("completed after 0 frame(s)"), b)
        }
        XCTAssertTrue(
            block("CardPopupTransition", in: o.stdout).contains(
                "stand-in: the to controller conforms to CardPopupPresentable with harmless values (your app's controllers conform in files not given)"
            ), o.stdout)
        XCTAssertFalse(block("HelperFadeAnimator", in: o.stdout).contains("stand-in:"), o.stdout)
        // Cast to UIKit's collection view controller, then tested against the library's class:
        // the stand-in is one, its collection view is its view, with the app's picked item.
        let grid = block("GridExpandAnimator", in: o.stdout)
        XCTAssertTrue(grid.contains("built, validated ("), o.stdout)
        XCTAssertTrue(
            grid.contains(
                "app state: the from controller's collectionView (GridViewController) has items, shown as GridCells, and item (0, 0) selected before the transition"
            ), grid)
        // Against the context's own views, nothing completes at once: no warning at all.
        for name in ["CardPopupTransition", "HelperFadeAnimator"] {
            XCTAssertFalse(block(name, in: o.stdout).contains("warning:"), o.stdout)
        }
        let stubs = try String(contentsOfFile: dir + "/out/ported/PortStubs.swift", encoding: .utf8)
        for line in [
            "func contextViews(transitionContext a0: Any?) -> (UIView?, UIView?, UIView?) { return { let c = (a0 as Any?) as? any UIViewControllerContextTransitioning; return (c?.view(forKey: .from), c?.view(forKey: .to), c?.containerView) }() }",
            "public var runningAnimator: (any UIViewImplicitlyAnimating)! = nil",
            "public class GridViewController: UICollectionViewController {",
            "public func animate(_ a0: @escaping (Bool) -> Void) { DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) { a0(true); }; }"
        ] {
            XCTAssertTrue(stubs.contains(line), "\(line) missing:\n\(stubs)")
        }
    }
}
