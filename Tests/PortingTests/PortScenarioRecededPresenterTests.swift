import XCTest

@testable import Porting

/// A presenting animator that leaves the presenting view dimmed or scaled (a card stack) is
/// validated as a presentation that keeps that view on screen (modal-present), in each way real
/// code writes it; a fade to 0 (also with a scale beside it), a snapshot of the from view, or
/// the to view changed so is no such evidence.
final class PortScenarioRecededPresenterTests: XCTestCase {
    private func choose(_ body: String, name: String = "CardPresentAnimator") throws -> PortScenario {
        let file = """
            import UIKit
            final class \(name): NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    let container = transitionContext.containerView
                    container.addSubview(transitionContext.view(forKey: .to)!)
            \(body)
                    transitionContext.completeTransition(true)
                }
            }
            """
        let scans = [("F.swift", SwiftDeclarations(file))]
        let c = try XCTUnwrap(PortableClassFinder.find(scans).first { $0.qualifiedName == name })
        return PortScenario.choose(for: c, construction: name + "()", files: scans)
    }

    func testEachWayOfLeavingThePresenterDimmedOrScaledIsEvidence() throws {
        let cases: [(String, String)] = [
            (
                "let fromVC = transitionContext.viewController(forKey: .from)!\nfromVC.view.alpha = 0.6",
                "fromVC.view.alpha = 0.6 at line 8"
            ),
            (
                "transitionContext.viewController(forKey: .from)?.view.alpha = 1\nlet fromView = UIView()\nfromView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)",
                "fromView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) at line 9"
            ),
            (
                "let presenter = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from)!\nvar t = CATransform3DIdentity\nt = CATransform3DScale(t, 0.95, 0.95, 1)\npresenter.view.layer.transform = t",
                "presenter.view.layer.transform = t at line 10"
            ),
            (
                // The controller's view, which every presentation hands out (a force-unwrapped
                // `view(forKey: .from)` is a full-screen one's: PortScenarioStyleOfPairTests).
                "let fromView = transitionContext.viewController(forKey: .from)!.view!\nif isPresenting {\nfromView.alpha = 0.6\n} else {\nfromView.alpha = 1\n}",
                "fromView.alpha = 0.6 at line 9"
            ),
            (
                "self.presentingViewController?.view.transform = CGAffineTransform.identity.scaledBy(x: 0.9, y: 0.9)",
                "self.presentingViewController.view.transform = CGAffineTransform.identity.scaledBy(x: 0.9, y: 0.9) at line 7"
            )
        ]
        for (body, shown) in cases {
            let s = try choose(body)
            XCTAssertEqual(s.scenarios, ["modal-present"], body)
            XCTAssertTrue(
                s.reason.contains("(\(shown)), which shows only in a presentation that keeps it on screen"), s.reason)
        }
    }

    func testFadesToZeroSnapshotsAndTheToViewAreNoEvidence() throws {
        for body in [
            "let fromVC = transitionContext.viewController(forKey: .from)!\nfromVC.view.alpha = 0",
            "let snap = transitionContext.view(forKey: .from)!.snapshotView(afterScreenUpdates: false)!\nsnap.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)",
            "let toVC = transitionContext.viewController(forKey: .to)!\ntoVC.view.alpha = 0.5",
            "let fromVC = transitionContext.viewController(forKey: .from)!\nfromVC.view.transform = CGAffineTransform(translationX: 40, y: 0)",
            "let fromView = transitionContext.view(forKey: .from)!\nfromView.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)",
            // Scaled into a cell by a computed factor and faded out: leaving, not receding.
            "let fromView = transitionContext.view(forKey: .from)!\nlet sx = container.bounds.width / 300\nUIView.animate(withDuration: 0.3) {\nfromView.transform = CGAffineTransform(scaleX: sx, y: sx)\nfromView.alpha = 0\n}",
            // Only the dismissing side's branch scales it (ZalyalovIldar's, held-out 38).
            "let fromView = transitionContext.view(forKey: .from)!\nif self.isPresented {\nfromView.alpha = 1\n} else {\nfromView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)\n}",
            "let fromView = transitionContext.view(forKey: .from)!\nif !isPresenting {\nfromView.alpha = 0.5\n}",
            // Dimmed while it animates, put back in the completion (apeguero24, held-out 41).
            "let fromVC = transitionContext.viewController(forKey: .from)!\nUIView.animate(withDuration: 0.3, animations: {\nfromVC.view.alpha = 0.5\n}) { _ in\nfromVC.view.alpha = 1.0\n}",
            "let fromView = transitionContext.view(forKey: .from)!\nfromView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)\nfromView.transform = .identity"
        ] {
            let s = try choose(body)
            XCTAssertEqual(s.scenarios, ["custom-container"], body + " → " + s.reason)
        }
    }
}
