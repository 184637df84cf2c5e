import XCTest

@testable import Porting

/// A template base class: its `animateTransition` calls empty hook methods its app's
/// subclasses fill, and a `finish()` the subclasses call completes for them. `finish` is an
/// interaction controller's callback only when the class is one.
final class AnimatorBaseClassHooksTests: XCTestCase {
    private func bases(_ source: String) -> [AnimatorBaseClass] {
        let files = [("Base.swift", source)]
        let classes = PortableClassFinder.find(files.map { ($0.0, SwiftDeclarations($0.1)) })
        return AnimatorBaseClass.find(in: classes, files: files.map { (path: $0.0, source: $0.1) })
    }

    private let template = """
        import UIKit

        class SlideTemplate: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
            var presenting = true
            var context: UIViewControllerContextTransitioning!
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                context = transitionContext
                let container = transitionContext.containerView
                if presenting {
                    showTransition(container: container)
                } else {
                    self.hideTransition(container: container)
                }
            }
            func showTransition(container: UIView) {

            }
            func hideTransition(container: UIView) {
                // Subclasses animate here.
            }
            func finish() {
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        """

    func testEmptyHooksAndAFinishNothingReachesMakeABaseClass() {
        let found = bases(template)
        XCTAssertEqual(found.map(\.className), ["SlideTemplate"])
        XCTAssertEqual(
            found.first?.sign,
            "its animateTransition calls showTransition() at line 16, hideTransition() at line 19, empty: hooks its subclasses fill"
        )
    }

    func testAnInteractionControllersFinishIsStillACallback() {
        // The same class as an interaction controller too: UIKit calls its finish(), which completes.
        let interactive = template.replacingOccurrences(
            of: "UIViewControllerAnimatedTransitioning {",
            with: "UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {\n"
                + "    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}")
        XCTAssertEqual(bases(interactive).map(\.className), [])
    }

    func testAHookWithABodyIsNoSign() {
        // showTransition animates and the class completes from animateTransition's reach: no base class.
        let animator = template.replacingOccurrences(
            of: "func showTransition(container: UIView) {\n\n    }",
            with: "func showTransition(container: UIView) {\n        finish()\n    }")
        XCTAssertEqual(bases(animator).map(\.className), [])
    }
}
