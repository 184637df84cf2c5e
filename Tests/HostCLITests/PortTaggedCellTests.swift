import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// A push and its pop that both find the app's storyboard-tagged image view in the selected
/// cell of a controller port stubs (`gallery.selectedCell.viewWithTag(2001) as? UIImageView`,
/// `Tests/Fixtures/Port/TaggedCells`): port's stand-in cell holds an image view with that tag,
/// so the whole animation (its `completeTransition` included, inside the `if let`) runs; the
/// shared tag does not pair them as a presentation and its dismissal.
final class PortTaggedCellTests: XCTestCase {
    func testStandInCellsHoldTheTaggedViewsTheFilesLookUp() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-tagged-cells")
        let folder = PortCLI.fixtures + "/TaggedCells/"
        let o = try PortCLI.run(
            [folder + "GalleryZoomPushAnimator.swift", folder + "GalleryZoomPopAnimator.swift", "--output", "out"],
            in: dir, environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        for name in ["GalleryZoomPushAnimator", "GalleryZoomPopAnimator"] {
            let block = PortCLI.block(name, in: o.stdout)
            XCTAssertTrue(block.contains("built, validated (16 checks passed)"), block)
            XCTAssertTrue(block.contains("scenario: custom-container"), block)
            XCTAssertFalse(block.contains("--after"), block)
        }
        XCTAssertTrue(
            o.stdout.contains("stub: GalleryViewController (UIViewController subclass: selectedCell)"), o.stdout)
        let stubs = try String(contentsOfFile: dir + "/out/ported/PortStubs.swift", encoding: .utf8)
        XCTAssertTrue(
            stubs.contains(
                "public lazy var selectedCell: UICollectionViewCell! = { let v = { let v = UICollectionViewCell(); let t0 = UIImageView(image: "
            ), stubs)
        XCTAssertTrue(
            stubs.contains(
                "t0.tag = 2001; v.addSubview(t0); return v }(); if v.frame == .zero { v.frame = CGRect(x: 40, y: 120, width: 160, height: 160) }; view.addSubview(v); return v }()"
            ), stubs)
    }
}
