import XCTest
@testable import Porting

/// A class conforms to UIKit's protocols through a protocol of the files that refines one, or
/// through a library's protocol the files do not declare when it implements the requirements.
final class PortableClassFinderProtocolsTests: XCTestCase {
    private func find(_ files: [String]) -> [PortableClass] {
        PortableClassFinder.find(files.enumerated().map { ("F\($0.offset).swift", SwiftDeclarations($0.element)) })
    }

    func testAProtocolOfTheFilesRefiningUIKitsGivesItsKind() {
        let found = find([
            """
            protocol SwipeTransitioning: UIViewControllerAnimatedTransitioning {
                var targetEdge: UIRectEdge { get set }
            }
            protocol EdgeSwipeTransitioning: SwipeTransitioning {}
            protocol Unrelated: AnyObject {}
            """,
            """
            class SwipeAnimator: NSObject, SwipeTransitioning {
                var targetEdge: UIRectEdge = .right
            }
            class EdgeAnimator: NSObject, EdgeSwipeTransitioning {
                var targetEdge: UIRectEdge = .left
            }
            class Other: NSObject, Unrelated {}
            """
        ])
        XCTAssertEqual(found.map(\.qualifiedName), ["SwipeAnimator", "EdgeAnimator"])
        XCTAssertEqual(found.map(\.kinds), [[.animator], [.animator]])
    }

    func testALibrarysProtocolIsReadFromTheMethodsImplemented() {
        let found = find([
            """
            class SwipeAnimator: NSObject, SwipeTransitioningProtocol {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            }
            class HalfAnimator: NSObject, SwipeTransitioningProtocol {
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            }
            class Driver: NSObject, Dragging {
                func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
            }
            class Subclass: AppBaseAnimator {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            }
            """
        ])
        // HalfAnimator lacks transitionDuration; Subclass names only a superclass (no protocol).
        XCTAssertEqual(found.map(\.qualifiedName), ["SwipeAnimator", "Driver"])
        XCTAssertEqual(found.map(\.kinds), [[.animator], [.interaction]])
    }
}
