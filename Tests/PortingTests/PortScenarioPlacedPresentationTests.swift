import XCTest

@testable import Porting

/// A presenting animator that animates the to view but adds no view anywhere, in files that
/// show no `.custom` presentation: port validates it in modal-present-in-container (its app's
/// presentation controller must have placed the view), and says it assumed so.
final class PortScenarioPlacedPresentationTests: XCTestCase {
    private func choose(_ files: [String], _ name: String) throws -> PortScenario {
        let scans = files.enumerated().map { ("F\($0.offset).swift", SwiftDeclarations($0.element)) }
        let c = try XCTUnwrap(PortableClassFinder.find(scans).first { $0.qualifiedName == name })
        return PortScenario.choose(for: c, construction: c.construction ?? name + "()", files: scans)
    }

    private func animator(_ name: String, body: String) -> String {
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

    /// Named for presenting, reads `view(forKey: .to)`, adds nothing: in-container, naming the
    /// read and the assumption. The same with `UITransitionContextViewControllerKey.to`.
    func testAPresenterThatAddsNoViewIsValidatedWithTheViewPlaced() throws {
        let sheet = try choose(
            [
                animator(
                    "SheetPresentAnimator",
                    body: """
                                let v = c.view(forKey: .to)!
                                UIView.animate(withDuration: 0.3, animations: { v.alpha = 1 }) { _ in c.completeTransition(true) }
                        """)
            ], "SheetPresentAnimator")
        XCTAssertEqual(sheet.scenarios, ["modal-present-in-container"])
        XCTAssertTrue(sheet.fromEvidence)
        XCTAssertEqual(
            sheet.reason,
            "its name says it presents: the presenting side; it animates the to view (view(forKey: .to) at line 5) but adds no view anywhere (no addSubview or insertSubview): on iOS that works only when the app's UIPresentationController puts the presented view in the container before animateTransition, so it is validated with the view already there — an assumption: if no presentation controller of its app does, that is a bug (give --scenario modal-present or custom-container)"
        )
        let keyed = try choose(
            [
                animator(
                    "DrawerPresentationAnimator",
                    body: """
                                let to = c.viewController(forKey: UITransitionContextViewControllerKey.to)!.view!
                                UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in c.completeTransition(true) }
                        """)
            ], "DrawerPresentationAnimator")
        XCTAssertEqual(keyed.scenarios, ["modal-present-in-container"])
        XCTAssertTrue(keyed.reason.contains("(viewController(forKey: .to) at line 5)"), keyed.reason)
    }

    /// One that adds the to view, one that never reads it, and one the name makes a navigation
    /// (a push adds its view: not adding it is a bug there) stay in custom-container; so does a
    /// dismisser.
    func testAnAddOrNoReadOrAnotherSideKeepsTheChoice() throws {
        let adds = try choose(
            [
                animator(
                    "FadePresentAnimator",
                    body: """
                                let v = c.view(forKey: .to)!
                                c.containerView.addSubview(v)
                                c.completeTransition(true)
                        """)
            ], "FadePresentAnimator")
        XCTAssertEqual(adds.scenarios, ["custom-container"])
        let noRead = try choose(
            [animator("BlinkPresentAnimator", body: "        c.completeTransition(true)")], "BlinkPresentAnimator")
        XCTAssertEqual(noRead.scenarios, ["custom-container"])
        let push = try choose(
            [animator("SlideNavigationAnimator", body: "        c.view(forKey: .to)!.alpha = 1")],
            "SlideNavigationAnimator")
        XCTAssertEqual(push.scenarios, ["custom-container"])
        let dismiss = try choose(
            [animator("SheetDismissAnimator", body: "        c.view(forKey: .to)?.alpha = 1")], "SheetDismissAnimator")
        XCTAssertEqual(dismiss.scenarios, ["modal-dismiss"])
    }
}
