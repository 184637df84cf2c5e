import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on a push/pop transition that is its own navigation controller delegate and
/// learns its operation only when asked for an animator (`Tests/Fixtures/Port/NavigationDelegate`,
/// as jmrhoades' interactive-transitions write theirs, held-out 46): exported through
/// `NavigationDelegateAnimator`, it is asked as a navigation controller asks it, so its
/// `switch operation` no longer returns at `.none` without completing; it builds and validates
/// clean, through the real CLI and a real `swift build`.
final class PortNavigationDelegateCLITests: XCTestCase {
    func testAnAnimatorThatIsItsOwnNavigationDelegateIsAskedForEachTransition() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-navigation-delegate")
        let o = try PortCLI.run(
            try PortCLI.files(in: "NavigationDelegate") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self)
        )
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        XCTAssertTrue(
            o.stdout.contains(
                "SlideOverNavigationTransition (animator, id port.slide-over-navigation-transition): built, validated (16 checks passed)"
            ), o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "SlideOverNavigationTransition: its own navigation controller delegate: asked for each transition's animator"
            ), o.stdout)
        let export = try String(
            contentsOfFile: dir + "/out/Sources/PortedSlideOverNavigationTransition/PortExport.swift", encoding: .utf8)
        XCTAssertTrue(export.contains("NavigationDelegateAnimator(SlideOverNavigationTransition())"), export)
    }
}
