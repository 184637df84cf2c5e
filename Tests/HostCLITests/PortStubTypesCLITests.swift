import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on animators whose stand-ins port used to type or fill wrongly
/// (`Tests/Fixtures/Port/StubTypes`): through the real CLI and a real `swift build`, each
/// builds and validates clean with no hand edit, and a template base class is reported, not
/// validated.
final class PortStubTypesCLITests: XCTestCase {
    /// A zero tile frame the app sets (a placeholder frame), a trapping `init()` beside the
    /// designated one, a stubbed method's snapshot view (sized), a library protocol refining
    /// UIKit's with its style value, a picked item bound by `let` and used as a view, a
    /// controller kept in a property and cast to the files' protocol: all clean.
    func testStandInsTypedAndFilledFromTheFilesUsesValidateClean() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-stub-types")
        let o = try PortCLI.run(
            try PortCLI.files(in: "StubTypes") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self)
        )
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        for name in [
            "LensZoomTransition", "PickedItemPopAnimator", "SheetCardAnimator", "ShelfSnapshotAnimator",
            "TabSlideAnimator", "TileExpandAnimator"
        ] {
            XCTAssertTrue(o.stdout.contains("  \(name) (animator, id "), "\(name) missing:\n\(o.stdout)")
        }
        XCTAssertEqual(o.stdout.components(separatedBy: "validated (16 checks passed)").count - 1, 6, o.stdout)
        XCTAssertFalse(o.stdout.contains("not built"), o.stdout)
        XCTAssertFalse(o.stdout.contains("validation failed"), o.stdout)
        for line in [
            "TileExpandAnimator: the app sets tileFrame after init (declared .zero at line 12 of TileExpandAnimator.swift, read at line 22, never set by the class); port set a placeholder: CGRect(x: 40, y: 120, width: 160, height: 160)",
            "SheetCardAnimator: made with placeholder arguments: init(duration:cardHeight:) with SheetCardAnimator(duration: 0.35, cardHeight: 320)",
            "stub: TabSlideStyle (class: sideBySide)", "stub: PortStubPickedItem (UIView subclass)",
            "stand-in: the to controller conforms to LensZoomSourcing with harmless values",
            "FadeTemplateTransition (animator): base class: its animateTransition never calls completeTransition"
        ] {
            XCTAssertTrue(o.stdout.contains(line), "\(line) missing:\n\(o.stdout)")
        }
        // Nothing of the picked item went onto CGFloat.
        XCTAssertFalse(o.stdout.contains("stub: CGFloat."), o.stdout)
        let stubs = try String(contentsOfFile: dir + "/out/ported/PortStubs.swift", encoding: .utf8)
        XCTAssertTrue(
            stubs.contains("public protocol TabSlideTransitioning: AnyObject, UIViewControllerAnimatedTransitioning"),
            stubs)
        XCTAssertTrue(
            stubs.contains("v.frame = CGRect(x: 40, y: 120, width: 160, height: 160); return v }()"), stubs)
    }
}
