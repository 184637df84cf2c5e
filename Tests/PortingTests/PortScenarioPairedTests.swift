import XCTest

@testable import Porting

/// Which presenting animator of the files a dismissal is paired with (validated after its
/// presentation, `--after`), on what evidence, and the scenario the pairing gives a dismissal
/// port would otherwise validate in a custom container.
final class PortScenarioPairedTests: XCTestCase {
    private func choose(_ files: [String], _ name: String) throws -> PortScenario {
        let scans = files.enumerated().map { ("F\($0.offset).swift", SwiftDeclarations($0.element)) }
        let c = try XCTUnwrap(PortableClassFinder.find(scans).first { $0.qualifiedName == name })
        return PortScenario.choose(for: c, construction: c.construction ?? name + "()", files: scans)
    }

    private func animator(_ name: String, _ body: String) -> String {
        """
        import UIKit
        final class \(name): NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using c: UIViewControllerContextTransitioning) {
                \(body)
            }
        }
        """
    }

    /// Names that differ only in the side word pair (Dismiss/Present); a dismissal keeps its
    /// scenario and gets the presenter; a lone dismissal gets none.
    func testNamesThatDifferInTheSideWordPair() throws {
        let present = animator("PresentMenuAnimator", "c.containerView.addSubview(c.view(forKey: .to)!)")
        let dismiss = animator("DismissMenuAnimator", "c.view(forKey: .from)?.alpha = 0")
        let paired = try choose([present, dismiss], "DismissMenuAnimator")
        XCTAssertEqual(paired.scenarios, ["modal-dismiss"])
        XCTAssertEqual(paired.after, "PresentMenuAnimator")
        XCTAssertEqual(
            paired.reason,
            "its name says it dismisses; the files pair it with the presenting PresentMenuAnimator (its name is this one's with the presenting word): validated after its presentation (--after)"
        )
        XCTAssertNil(try choose([dismiss], "DismissMenuAnimator").after)
        XCTAssertNil(try choose([present, dismiss], "PresentMenuAnimator").after)
        XCTAssertEqual(PortScenario.presentingName("DrawerDismissionAnimator"), "DrawerPresentationAnimator")
        XCTAssertEqual(PortScenario.presentingName("DrawerAnimationDismisser"), "DrawerAnimationPresenter")
        XCTAssertNil(PortScenario.presentingName("ZoomAnimator"))
    }

    /// The files' only other animator, named for presenting, pairs with a dismissal whatever
    /// else the names say (thexande's `PresentAnimator` and `CardDismissAnimator`, held-out
    /// 39); with a third animator in the files, names alone pair nothing.
    func testTheOnlyOtherAnimatorNamedForPresentingPairs() throws {
        let present = animator("PresentAnimator", "c.containerView.addSubview(c.view(forKey: .to)!)")
        let dismiss = animator("CardDismissAnimator", "c.view(forKey: .from)?.alpha = 0")
        let paired = try choose([present, dismiss], "CardDismissAnimator")
        XCTAssertEqual(paired.after, "PresentAnimator")
        XCTAssertTrue(
            paired.reason.contains("(it is the files' only other animator, and its name says it presents)"),
            paired.reason)
        let third = animator("FadeAnimator", "c.view(forKey: .from)?.alpha = 0")
        XCTAssertNil(try choose([present, dismiss, third], "CardDismissAnimator").after)
        XCTAssertNil(try choose([animator("SlideAnimator", ""), dismiss], "CardDismissAnimator").after)
        // One that puts the to view in the container itself (a push's or pop's way, JCGuidi's
        // `CircularTransitionToMain`, held-out 41) is not paired on that weak evidence.
        let adds = animator("CircularTransitionToMain", "c.containerView.addSubview(c.view(forKey: .to)!)")
        let alone = try choose([present, adds], "CircularTransitionToMain")
        XCTAssertNil(alone.after)
        XCTAssertEqual(alone.scenarios, ["custom-container"])
    }

    /// A dismisser named for navigation, whose presenter reads the presenting view: no push or
    /// pop (its name says it dismisses) but a full-screen dismissal, after that presentation.
    func testAPairedDismisserNamedForNavigationIsAFullScreenDismissal() throws {
        let present = animator(
            "NavigationDrawerPresenter",
            "let from = c.view(forKey: .from)!; c.containerView.addSubview(c.view(forKey: .to)!); c.containerView.addSubview(from)"
        )
        let dismiss = animator("NavigationDrawerDismisser", "c.view(forKey: .to)?.frame.origin.x = 0")
        let d = try choose([present, dismiss], "NavigationDrawerDismisser")
        XCTAssertEqual(d.scenarios, ["modal-dismiss-full-screen"])
        XCTAssertEqual(d.after, "NavigationDrawerPresenter")
        XCTAssertEqual(
            d.reason,
            "its name says it dismisses; the files pair it with the presenting NavigationDrawerPresenter (its name is this one's with the presenting word), whose presentation reads the presenting view (view(forKey: .from) at line 5), handed out only by a full-screen presentation: a full-screen dismissal, validated after that presentation (--after)"
        )
        // Alone, its name still says it dismisses (a name is no evidence of a push or pop).
        let alone = try choose([dismiss], "NavigationDrawerDismisser")
        XCTAssertEqual(alone.scenarios, ["modal-dismiss"])
    }

    /// A tag the dismissal looks a view up by, used by another animator of the files, pairs
    /// them whatever their names; one only the dismissal uses pairs nothing.
    func testASharedTagPairsThem() throws {
        let cover = animator("CoverAnimator", "let s = UIView(); s.tag = Tags.cover; c.containerView.addSubview(s)")
        let uncover = animator(
            "UncoverDismissAnimator",
            "guard let s = c.containerView.viewWithTag(Tags.cover) else { return }; s.alpha = 0")
        let d = try choose([cover, uncover], "UncoverDismissAnimator")
        XCTAssertEqual(d.after, "CoverAnimator")
        XCTAssertTrue(
            d.reason.contains("(it uses the tag Tags.cover this one looks a view up by at line 5)"), d.reason)
        let other = animator("FadeAnimator", "c.containerView.alpha = 1")
        XCTAssertNil(try choose([other, uncover], "UncoverDismissAnimator").after)
        // Two that both look a view up by the tag (the app's storyboard tagged it) pair nothing.
        let lookUp = "guard let s = c.containerView.viewWithTag(Tags.cover) else { return }; s.alpha = 1"
        let push = animator("ZoomPushAnimator", lookUp)
        XCTAssertNil(try choose([push, uncover], "UncoverDismissAnimator").after)
        XCTAssertNil(try choose([push, uncover], "ZoomPushAnimator").after)
    }

    /// The presenting half of a pair whose dismissal port validates full-screen after it (it
    /// reads the presenting side, or its dismissal puts the presenting view back) is validated
    /// in that presentation; with a `.custom` presentation in the files, or alone, it is not.
    func testThePresenterOfAFullScreenPairIsAFullScreenPresentation() throws {
        let present = animator(
            "DrawerPresenter",
            "let from = c.view(forKey: .from)!; c.containerView.addSubview(c.view(forKey: .to)!); c.containerView.addSubview(from)"
        )
        let dismiss = animator("DrawerDismisser", "c.view(forKey: .to)?.frame.origin.x = 0")
        let p = try choose([present, dismiss], "DrawerPresenter")
        XCTAssertEqual(p.scenarios, ["modal-present-full-screen"])
        XCTAssertNil(p.after)
        XCTAssertEqual(
            p.reason,
            "its name says it presents: the presenting side; the files pair it with the dismissing DrawerDismisser, validated after it (of that one, its name is this one's with the presenting word; this one reads the presenting side, view(forKey: .from) at line 5), and show no .custom presentation: a full-screen presentation, the style its dismissal is validated after, where UIKit hands out the presenting view in the container, takes it out of the window when the presentation completes and keeps what the animator leaves in the container until the dismissal"
        )
        XCTAssertEqual(try choose([present], "DrawerPresenter").scenarios, ["custom-container"])
        let style = "func show(_ vc: UIViewController) { vc.modalPresentationStyle = .custom }"
        XCTAssertNotEqual(
            try choose([present, dismiss, style], "DrawerPresenter").scenarios, ["modal-present-full-screen"])
    }

    /// A presenter that never asks for the presenting side, paired by a tag with a dismissal that
    /// puts the presenting view back (the snapshot menu): a full-screen presentation too; paired
    /// with a dismissal that does neither, a custom presentation (modal-present).
    func testAPresenterWhoseDismissalPutsThePresentingViewBackIsAFullScreenPresentation() throws {
        let present = animator(
            "MenuPresentingAnimator",
            "let s = UIView(); s.tag = Menu.tag; c.containerView.addSubview(c.view(forKey: .to)!); c.containerView.addSubview(s)"
        )
        let dismiss = animator(
            "MenuDismissingAnimator",
            "guard let s = c.containerView.viewWithTag(Menu.tag) else { return }; let toVC = c.viewController(forKey: .to)!; c.containerView.insertSubview(toVC.view, aboveSubview: s)"
        )
        let p = try choose([present, dismiss], "MenuPresentingAnimator")
        XCTAssertEqual(p.scenarios, ["modal-present-full-screen"])
        XCTAssertTrue(
            p.reason.contains(
                "that one puts the presenting view back in the container, insertSubview(toVC.view, …) at line 5"),
            p.reason)
        let fades = animator(
            "MenuDismissingAnimator", "guard let s = c.containerView.viewWithTag(Menu.tag) else { return }; s.alpha = 0"
        )
        // Paired with a custom dismissal (it never puts the presenting view back): a custom
        // presentation, one style for both halves.
        let custom = try choose([present, fades], "MenuPresentingAnimator")
        XCTAssertEqual(custom.scenarios, ["modal-present"])
        XCTAssertTrue(custom.reason.contains("a custom dismissal"), custom.reason)
    }
}
