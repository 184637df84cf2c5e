import XCTest

@testable import Porting

/// Side menus and sheets that size the presented view to part of the container themselves:
/// `port` validates them in modal-present (a frame that shows only in a presentation keeping
/// the presenting view on screen), naming the line; a snapshot sized so, or a full-size view,
/// is no evidence. Files written for this test in the styles real side menus use.
final class PortScenarioPartialFrameTests: XCTestCase {
    private func choose(_ files: [String], _ name: String, construction: String? = nil) throws -> PortScenario {
        let scans = files.enumerated().map { ("F\($0.offset).swift", SwiftDeclarations($0.element)) }
        let c = try XCTUnwrap(PortableClassFinder.find(scans).first { $0.qualifiedName == name })
        return PortScenario.choose(for: c, construction: construction ?? c.construction ?? name + "()", files: scans)
    }

    private func animator(_ name: String, _ body: String) -> String {
        """
        import UIKit
        final class \(name): NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using c: UIViewControllerContextTransitioning) {
                let to = c.viewController(forKey: .to)!
                let container = c.containerView
        \(body)
                container.addSubview(to.view)
                UIView.animate(withDuration: 0.3, animations: { to.view.frame.origin.x = 0 }) { _ in
                    c.completeTransition(!c.transitionWasCancelled)
                }
            }
        }
        """
    }

    /// An inset of the container's frame (line 7), a `CGRect` whose width multiplies the
    /// container's, one read from `preferredContentSize`, a frame made in a variable first and
    /// a width computed first: each is modal-present, the reason naming the line.
    func testAPartialFrameOfThePresentedViewMakesAModalPresentation() throws {
        var bodies = [
            "        to.view.frame = container.frame.insetBy(dx: container.bounds.width / 8, dy: 0)",
            "        to.view.frame = CGRect(x: 0, y: 0, width: container.bounds.width * 0.75, height: container.bounds.height)",
            "        let menu = to.view!\n        menu.frame = CGRect(x: 0, y: 0, width: to.preferredContentSize.width, height: 844)",
            "        var f = c.finalFrame(for: to)\n        f = CGRect(\n            x: 0, y: 0,\n            width: f.width * 0.8,\n            height: f.height)\n        to.view.frame = f.offsetBy(dx: -f.width, dy: 0)",
            "        let w = container.bounds.width * 0.8\n        to.view.frame = CGRect(x: -w, y: 0, width: w, height: container.bounds.height)"
        ]
        bodies.append("        to.view.frame = container.bounds.insetBy(dx: 0, dy: container.bounds.height / 4)")
        let lines = [7, 7, 8, 12, 8, 7]
        for (body, line) in zip(bodies, lines) {
            let s = try choose([animator("Menu", body)], "Menu")
            XCTAssertEqual(s.scenarios, ["modal-present"], body)
            XCTAssertTrue(s.fromEvidence)
            XCTAssertEqual(
                s.reason,
                "no side in the files, so the side that adds the to view, the presenting one; it sizes the presented view to part of the container (F0.swift:\(line)), as a side menu or sheet does: a frame that shows only in a presentation that keeps the presenting view on screen (.custom, .overFullScreen, .overCurrentContext), where UIKit leaves the presented view where the animator puts it",
                body)
        }
    }

    /// A snapshot at half the container's width, the presented view at its final frame, or
    /// inset by a literal 0: the custom container, as before.
    func testSnapshotsAndFullFramesAreNoEvidence() throws {
        let bodies = [
            "        let snapshot = UIView()\n        snapshot.frame = CGRect(x: 0, y: 0, width: container.bounds.width / 2, height: 10)",
            "        to.view.frame = c.finalFrame(for: to)",
            "        to.view.frame = container.bounds.insetBy(dx: 0, dy: 0)",
            // Beside the from view in the container: a transition that hands the from view out.
            "        let from = c.viewController(forKey: .from)!\n        to.view.frame = CGRect(x: 0, y: 0, width: container.bounds.width * 0.8, height: 844)\n        container.insertSubview(to.view, belowSubview: from.view)"
        ]
        for body in bodies {
            let s = try choose([animator("Slide", body)], "Slide")
            XCTAssertEqual(s.scenarios, ["custom-container"], body)
            XCTAssertFalse(s.fromEvidence, body)
        }
    }

    /// A presenting flag and `modalPresentationStyle = .overCurrentContext` in a file that names
    /// the class: modal-present (the presenting view stays in the window, as in `.custom`), naming the
    /// line; the same flag with a partial frame and no style line: modal-present for the frame.
    func testOverCurrentContextAndAPartialFrameMakeAPresentationOfThePresentingSide() throws {
        let flagged = """
            import UIKit
            final class Drawer: NSObject, UIViewControllerAnimatedTransitioning {
                let isPresenting: Bool
                init(isPresenting: Bool) { self.isPresenting = isPresenting }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    let to = c.viewController(forKey: .to)!
                    to.view.frame = CGRect(x: 0, y: 0, width: c.containerView.bounds.width * 0.7, height: 600)
                    c.containerView.addSubview(to.view)
                    c.completeTransition(true)
                }
            }
            """
        let app = """
            import UIKit
            func openDrawer(_ host: UIViewController, _ drawer: UIViewController) {
                drawer.modalPresentationStyle = .overCurrentContext
                host.present(drawer, animated: true)
            }
            final class DrawerDelegate: NSObject, UIViewControllerTransitioningDelegate {
                let animator = Drawer(isPresenting: true)
            }
            """
        let over = try choose([flagged, app], "Drawer", construction: "Drawer(isPresenting: true)")
        XCTAssertEqual(over.scenarios, ["modal-present"])
        XCTAssertTrue(
            over.reason.contains("(modalPresentationStyle and .overCurrentContext at F1.swift:3)"), over.reason)
        // The style in a file that never names the class (another sample app of the
        // repository) says nothing; with a full-size frame it stays in the custom container.
        let unrelated = app.replacingOccurrences(of: "Drawer(isPresenting: true)", with: "Other()")
        let full = flagged.replacingOccurrences(
            of: "c.containerView.bounds.width * 0.7", with: "c.containerView.bounds.width")
        XCTAssertEqual(
            try choose([full, unrelated], "Drawer", construction: "Drawer(isPresenting: true)").scenarios,
            ["custom-container"])
        let partial = try choose([flagged], "Drawer", construction: "Drawer(isPresenting: true)")
        XCTAssertEqual(partial.scenarios, ["modal-present"])
        XCTAssertTrue(
            partial.reason.hasPrefix(
                "its isPresenting argument (isPresenting: true in Drawer(isPresenting: true)) makes the presenting side; it sizes the presented view to part of the container (F0.swift:8)"
            ), partial.reason)
    }
}
