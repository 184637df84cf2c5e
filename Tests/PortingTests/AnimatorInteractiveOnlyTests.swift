import XCTest

@testable import Porting

/// An animator that is its own interaction controller and leaves `animateTransition` empty
/// ("will be ignored": UIKit calls `startInteractiveTransition` instead) is reported as
/// interactive only, not as a base class, and is not made an animator plugin.
final class AnimatorInteractiveOnlyTests: XCTestCase {
    private let source = """
        import UIKit
        final class DriverController: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
            var driver: AnyObject?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                // Will be ignored
            }
            func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
                driver = nil
            }
        }
        """

    func testAnInteractiveOnlyAnimatorIsReportedAsSuch() throws {
        let files = [(path: "D.swift", source: source)]
        let classes = PortableClassFinder.find(files.map { ($0.path, SwiftDeclarations($0.source)) })
        let b = try XCTUnwrap(AnimatorBaseClass.find(in: classes, files: files).first)
        XCTAssertTrue(b.interactiveOnly)
        XCTAssertTrue(
            b.description.hasPrefix(
                "interactive only: its animateTransition never calls completeTransition (nor does anything it reaches in the files), and it is its own interaction controller, whose startInteractiveTransition drives the transition (its startInteractiveTransition at line 8)"
            ), b.description)
        // Without the interaction side, a final class with an empty animateTransition is no base class.
        let plain = source.replacingOccurrences(of: ", UIViewControllerInteractiveTransitioning", with: "")
            .replacingOccurrences(of: "func startInteractiveTransition", with: "func start")
        let plainFiles = [(path: "D.swift", source: plain)]
        XCTAssertTrue(
            AnimatorBaseClass.find(
                in: PortableClassFinder.find(plainFiles.map { ($0.path, SwiftDeclarations($0.source)) }),
                files: plainFiles
            ).isEmpty)
    }
}
