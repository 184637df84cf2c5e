import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` through the real CLI and a real `swift build` on animators that cast the
/// transition's controller to a navigation or tab bar controller and its child to the app's
/// class, and on one that reads the collection cell the user selected
/// (`Tests/Fixtures/Port/ContainerStandIns`).
final class PortContainerStandInTests: XCTestCase {
    func testContainersWithAStandInChildAndTheAppsSelectionValidateClean() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-container-stand-ins")
        let o = try PortCLI.run(
            try PortCLI.files(in: "ContainerStandIns") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        // `as! UINavigationController`, then `viewControllers.first as! ArticleReaderController`
        // (the files' own class, its header an outlet its viewDidLoad colours).
        let reader = PortCLI.block("ReaderPresentAnimator", in: o.stdout)
        XCTAssertTrue(reader.contains("built, validated (16 checks passed)"), o.stdout)
        XCTAssertTrue(
            reader.contains(
                "stand-in: the to controller is made as UINavigationController(rootViewController: ArticleReaderController()), the SDK container it is cast to, with the ArticleReaderController its child is cast to filling its view (your app presents one)"
            ), reader)
        // `guard let tabs = … as? UITabBarController, let settings = tabs.selectedViewController
        // as? SettingsViewController else { return }`: the app's class, stubbed.
        let tabs = PortCLI.block("SettingsTabAnimator", in: o.stdout)
        XCTAssertTrue(tabs.contains("built, validated (16 checks passed)"), o.stdout)
        XCTAssertTrue(
            tabs.contains(
                "stand-in: the to controller is made as UITabBarController() with SettingsViewController() as its selected tab"
            ), tabs)
        // `grid.collectionView.indexPathsForSelectedItems?.first` and `cellForItem(at:) as?
        // AlbumCoverCell`: without a selection the animator returned early and never completed.
        let zoom = PortCLI.block("AlbumZoomAnimator", in: o.stdout)
        XCTAssertTrue(zoom.contains("built, validated (16 checks passed)"), o.stdout)
        XCTAssertTrue(
            zoom.contains(
                "app state: the from controller's collectionView (AlbumGridViewController) has items, shown as AlbumCoverCells, and item (0, 0) selected before the transition (on iOS your app's user selected one)"
            ), zoom)
        // Each class's own file says what it casts: no container or selection from another's.
        XCTAssertFalse(zoom.contains("UINavigationController"), zoom)
        XCTAssertFalse(reader.contains("app state:"), reader)
        let export = try String(
            contentsOfFile: dir + "/out/Sources/PortedAlbumZoomAnimator/PortExport.swift", encoding: .utf8)
        XCTAssertTrue(
            export.contains(
                "UIViewController.transitionStandInAppState[.from] = { c in _ = c.selectAnItemAsTheApp(inCollectionView: \"collectionView\", cellClass: AlbumCoverCell.self) }"
            ), export)
    }
}
