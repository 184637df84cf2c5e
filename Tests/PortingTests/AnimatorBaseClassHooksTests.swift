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

    /// A hook that only traps (react-native-ios-navigator, TransitionKit, held-out 42): the
    /// class completes after the hook, yet can never run a transition; a subclass overriding
    /// the hook, and a final class, are not base classes.
    private let trapping = """
        import UIKit

        class KeyframeBase: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let steps = makeSteps(transitionContext) else { return }
                UIView.animate(withDuration: 0.3, animations: steps) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
            func makeSteps(_ transitionContext: UIViewControllerContextTransitioning) -> (() -> Void)? {
                fatalError("Subclasses provide the steps");
            }
        }
        """

    func testAHookThatOnlyTrapsMakesABaseClassThatWouldComplete() {
        let found = bases(trapping)
        XCTAssertEqual(found.map(\.className), ["KeyframeBase"])
        XCTAssertEqual(found.first?.trapsInHook, true)
        XCTAssertEqual(
            found.first?.description,
            "base class: its animateTransition calls makeSteps() at line 11, which only traps (fatalError): a hook every subclass must override; port a subclass that overrides it — none is in the files given; give the file that declares one"
        )
        let final = trapping.replacingOccurrences(of: "class KeyframeBase", with: "final class KeyframeBase")
        XCTAssertEqual(bases(final).map(\.className), [])
        // A hook that does more than trap is the class's own step.
        let guarded = trapping.replacingOccurrences(
            of: "fatalError(\"Subclasses provide the steps\");",
            with: "if Bool.random() { fatalError(\"x\") }\n        return {}")
        XCTAssertEqual(bases(guarded).map(\.className), [])
    }

    func testASubclassOverridingTheTrappingHookIsPortedAndNamed() {
        let withSubclass =
            trapping + """

                final class FadeSteps: KeyframeBase {
                    override func makeSteps(_ transitionContext: UIViewControllerContextTransitioning) -> (() -> Void)? {
                        { transitionContext.view(forKey: .to)?.alpha = 1 }
                    }
                }
                """
        let found = bases(withSubclass)
        XCTAssertEqual(found.map(\.className), ["KeyframeBase"])
        XCTAssertEqual(found.first?.subclasses, ["FadeSteps"])
    }

    /// A hook that declines (`performTransition(using:) -> Bool { return false }`) and that the
    /// files' subclasses override (SudokuWizard, held-out 44): the class, whose own fallback
    /// path completes, is a base class; without an overriding subclass it is an animator.
    func testADecliningHookTheSubclassesOverrideMakesABaseClass() {
        let base = """
            import UIKit

            class CustomTransition: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    if performTransition(using: transitionContext) == false {
                        transitionContext.completeTransition(true)
                    }
                }
                func performTransition(using transitionContext: UIViewControllerContextTransitioning) -> Bool {
                    return false
                }
            }
            """
        let sub = """

            class SlideTransition: CustomTransition {
                override func performTransition(using transitionContext: UIViewControllerContextTransitioning) -> Bool {
                    transitionContext.completeTransition(true)
                    return true
                }
            }
            """
        let found = bases(base + sub)
        XCTAssertEqual(found.map(\.className), ["CustomTransition"])
        XCTAssertEqual(found.first?.subclasses, ["SlideTransition"])
        XCTAssertTrue(found.first?.sign.contains("performTransition() at line 10, which declines") == true, "\(found)")
        XCTAssertEqual(bases(base).map(\.className), [])
    }
}
