import XCTest

@testable import Porting

/// `port` tells a full-screen dismissal from a custom one: a dismissal animator that puts the
/// to view in the container, in files that show no presentation keeping the presenting view
/// in the window, is validated in modal-dismiss-full-screen.
final class PortScenarioFullScreenTests: XCTestCase {
    private func choose(_ files: [String], _ name: String, construction: String? = nil) throws -> PortScenario {
        let scans = files.enumerated().map { ("F\($0.offset).swift", SwiftDeclarations($0.element)) }
        let c = try XCTUnwrap(PortableClassFinder.find(scans).first { $0.qualifiedName == name })
        return PortScenario.choose(for: c, construction: construction ?? c.construction ?? name + "()", files: scans)
    }

    /// A dismissal animator whose `animateTransition` is `body`.
    private func dismisser(_ body: String, name: String = "SwipeDismissAnimator", members: String = "") -> String {
        """
        import UIKit
        final class \(name): NSObject, UIViewControllerAnimatedTransitioning {
            \(members)
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                \(body)
            }
        }
        """
    }

    private let delegate = """
        import UIKit
        final class Dismissal: NSObject, UIViewControllerTransitioningDelegate {
            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                return Back()
            }
        }
        """

    /// The to controller bound in a guard and its view inserted below the from view (as
    /// SwipeTransition's DismissAnimator does): full screen, the reason naming the call.
    func testABoundToControllerViewInsertedBelowIsAFullScreenDismissal() throws {
        let body = """
            guard let to = transitionContext.viewController(forKey: .to),
                let from = transitionContext.viewController(forKey: .from) else { return }
            transitionContext.containerView.insertSubview(to.view, belowSubview: from.view)
            """
        let r = try choose([delegate, dismisser(body, name: "Back")], "Back")
        XCTAssertEqual(r.scenarios, ["modal-dismiss-full-screen"])
        XCTAssertEqual(
            r.reason,
            "returned from animationController(forDismissed:) at F0.swift:4; it puts the to view in the container (insertSubview(to.view, …) at line 8) and the files show no .custom presentation: a full-screen dismissal, where UIKit hands the presenting view out as view(forKey: .to) and the animator must add it"
        )
        XCTAssertTrue(r.fromEvidence)
    }

    /// `view(forKey: .to)` itself, a `toView` name, and `UITransitionContextViewKey.to` count;
    /// a snapshot of the to view, the from view, or no add at all do not.
    func testWhatCountsAsAddingTheToView() throws {
        let direct = "transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)"
        XCTAssertEqual(try choose([dismisser(direct)], "SwipeDismissAnimator").scenarios, ["modal-dismiss-full-screen"])
        let named = """
            let toView = transitionContext.view(forKey: UITransitionContextViewKey.to)!
            transitionContext.containerView.insertSubview(toView, at: 0)
            """
        XCTAssertEqual(try choose([dismisser(named)], "SwipeDismissAnimator").scenarios, ["modal-dismiss-full-screen"])
        let snapshot = """
            let shot = transitionContext.view(forKey: .to)!.snapshotView(afterScreenUpdates: false)!
            transitionContext.containerView.addSubview(shot)
            """
        XCTAssertEqual(try choose([dismisser(snapshot)], "SwipeDismissAnimator").scenarios, ["modal-dismiss"])
        let from = "transitionContext.containerView.addSubview(transitionContext.view(forKey: .from)!)"
        XCTAssertEqual(try choose([dismisser(from)], "SwipeDismissAnimator").scenarios, ["modal-dismiss"])
        let none = "transitionContext.view(forKey: .from)?.alpha = 0"
        let r = try choose([dismisser(none)], "SwipeDismissAnimator")
        XCTAssertEqual(r.scenarios, ["modal-dismiss"])
        XCTAssertEqual(r.reason, "its name says it dismisses")
    }

    /// A `.custom` or over-full-screen presentation in the files keeps the presenting view in
    /// the window: the dismissal stays modal-dismiss even though the animator adds the to view.
    func testACustomOrOverFullScreenPresentationKeepsModalDismiss() throws {
        let adds = dismisser("transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)")
        let custom = "import UIKit\nfunc show(_ vc: UIViewController) { vc.modalPresentationStyle = .custom }"
        XCTAssertEqual(try choose([adds, custom], "SwipeDismissAnimator").scenarios, ["modal-dismiss"])
        let over = "import UIKit\nfunc show(_ vc: UIViewController) { vc.modalPresentationStyle = .overFullScreen }"
        XCTAssertEqual(try choose([adds, over], "SwipeDismissAnimator").scenarios, ["modal-dismiss"])
        let sheet = "import UIKit\nfinal class Sheet: UIPresentationController {}"
        XCTAssertEqual(try choose([adds, sheet], "SwipeDismissAnimator").scenarios, ["modal-dismiss"])
        XCTAssertEqual(
            PortScenario.Evidence(
                files: [("F1.swift", SwiftDeclarations(over))], className: "X", qualifiedName: "X"
            ).keepsPresentingView(), "modalPresentationStyle and .overFullScreen at F1.swift:2")
    }

    /// The files' UIPresentationController serves another delegate's animator: the delegate
    /// that holds this one vends no presentation controller, so its dismissal is full screen
    /// (VeXplore, held-out 41); once that delegate vends one, the dismissal is custom again.
    func testAPresentationControllerOfAnotherDelegateIsNoEvidence() throws {
        let adds = dismisser("transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)")
        let own = """
            import UIKit
            final class Sheet: UIPresentationController {}
            final class SheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
                func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { Sheet(presentedViewController: presented, presenting: presenting) }
            }
            final class Swiping: UIViewController, UIViewControllerTransitioningDelegate {
                let back = SwipeDismissAnimator()
                func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { back }
            }
            """
        let picked = try choose([adds, own], "SwipeDismissAnimator")
        XCTAssertEqual(picked.scenarios, ["modal-dismiss-full-screen"], picked.reason)
        XCTAssertFalse(picked.reason.contains("beside the files' UIPresentationController"), picked.reason)
        let vending = own.replacingOccurrences(
            of: "let back = SwipeDismissAnimator()",
            with:
                "let back = SwipeDismissAnimator()\n    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { nil }"
        )
        XCTAssertEqual(try choose([adds, vending], "SwipeDismissAnimator").scenarios, ["modal-dismiss"])
    }

    /// An animator of both sides (a flag made on the dismissing side) adds the to view when it
    /// presents too: only an add below another view says full-screen dismissal.
    func testATwoSidedAnimatorNeedsAnAddBelow() throws {
        let members =
            "private let isPresenting: Bool\n    init(isPresenting: Bool) { self.isPresenting = isPresenting }"
        let presentingOnly = """
            let toView = transitionContext.view(forKey: .to)!
            if isPresenting { transitionContext.containerView.addSubview(toView) }
            """
        let both = """
            let toView = transitionContext.view(forKey: .to)!
            let fromView = transitionContext.view(forKey: .from)!
            if isPresenting { transitionContext.containerView.addSubview(toView) }
            else { transitionContext.containerView.insertSubview(toView, belowSubview: fromView) }
            """
        let dismissing = "Fold(isPresenting: false)"
        XCTAssertEqual(
            try choose([dismisser(presentingOnly, name: "Fold", members: members)], "Fold", construction: dismissing)
                .scenarios, ["modal-dismiss"])
        XCTAssertEqual(
            try choose([dismisser(both, name: "Fold", members: members)], "Fold", construction: dismissing).scenarios,
            ["modal-dismiss-full-screen"])
    }
}
