import XCTest

@testable import Porting

/// Which presentation scenario `port` validates a presenting-side animator in: modal-present
/// when the files show a `.custom` modal presentation, modal-present-in-container when their
/// presentation controller adds the presented view itself, custom-container otherwise — and
/// the evidence the report gives.
final class PortScenarioPresentationTests: XCTestCase {
    private func choose(_ files: [String], _ name: String, construction: String? = nil) throws -> PortScenario {
        let scans = files.enumerated().map { ("F\($0.offset).swift", SwiftDeclarations($0.element)) }
        let c = try XCTUnwrap(PortableClassFinder.find(scans).first { $0.qualifiedName == name })
        return PortScenario.choose(for: c, construction: construction ?? c.construction ?? name + "()", files: scans)
    }

    /// A class that is its own transitioning delegate (`return self` for both sides) and reads
    /// its side from the context, in files that set `.custom` (AMSlideOutMenuTransition, held-out
    /// 46): validated presenting and dismissing. Without `.custom` in the files, the default.
    func testAClassVendingItselfForBothSidesOfACustomPresentationIsValidatedOnBoth() throws {
        let file = """
            import UIKit
            open class SlideMenu: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
                public func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                public func animateTransition(using c: UIViewControllerContextTransitioning) {
                    let to = c.viewController(forKey: .to)!
                    let unwinding = to.presentedViewController != nil
                    if !unwinding { c.containerView.addSubview(to.view) }
                }
                open func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                              source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    return self
                }
                open func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    return self
                }
            }
            """
        let styled =
            "import UIKit\nextension UIViewController { func useMenu(_ m: SlideMenu) { transitioningDelegate = m; modalPresentationStyle = .custom } }"
        let both = try choose([file, styled], "SlideMenu")
        XCTAssertEqual(both.scenarios, ["modal-present", "modal-dismiss"])
        XCTAssertTrue(
            both.reason.hasPrefix("returned from animationController(forPresented:) at F0.swift:"), both.reason)
        XCTAssertTrue(both.reason.contains("modalPresentationStyle and .custom at F1.swift:2"), both.reason)
        XCTAssertEqual(try choose([file], "SlideMenu").scenarios, ["custom-container"])
    }

    /// A bubble-style animator: a mode property initially `.present`, and in its
    /// `animateTransition` (an extension) the presenter's appearance calls UIKit leaves to a
    /// `.custom` presentation's animator. Made on the dismissing side, it is still a dismissal.
    func testAPresentingModeAndAppearanceCallsMakeAModalPresentation() throws {
        let file = """
            import UIKit
            open class Bubble: NSObject {
                public enum Mode: Int { case present, dismiss, pop }
                open var mode: Mode = .present
            }
            extension Bubble: UIViewControllerAnimatedTransitioning {
                public func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
                public func animateTransition(using c: UIViewControllerContextTransitioning) {
                    let from = c.viewController(forKey: .from)
                    if mode == .present {
                        from?.beginAppearanceTransition(false, animated: true)
                        c.containerView.addSubview(c.view(forKey: .to)!)
                    }
                }
            }
            """
        let present = try choose([file], "Bubble")
        XCTAssertEqual(present.scenarios, ["modal-present"])
        XCTAssertTrue(present.fromEvidence)
        XCTAssertEqual(
            present.reason,
            "its mode property (initially .present) makes the presenting side of a custom modal presentation (it calls beginAppearanceTransition at line 11, which UIKit leaves to the animator only there): the animator adds the presented view, the presenting view stays where it is"
        )
        let dismiss = try choose([file], "Bubble", construction: "Bubble(mode: .dismiss)")
        XCTAssertEqual(dismiss.scenarios, ["modal-dismiss"])
    }

    /// A presenting flag true at construction, and `modalPresentationStyle = .custom` in
    /// another file of the app: modal-present, naming where. Without that line: the custom
    /// container (a full-screen presentation hands out both views, as it does).
    func testACustomStyleElsewhereInTheFilesMakesAModalPresentation() throws {
        let animator = """
            import UIKit
            final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                let isPresenting: Bool
                init(isPresenting: Bool) { self.isPresenting = isPresenting }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    if isPresenting, let to = c.view(forKey: .to) { c.containerView.insertSubview(to, at: 0) }
                }
            }
            """
        let browser = """
            import UIKit
            final class Browser: UIViewController {
                func show(from host: UIViewController) {
                    modalPresentationStyle = .custom
                    host.present(self, animated: true)
                }
            }
            """
        let custom = try choose([animator, browser], "Fade", construction: "Fade(isPresenting: true)")
        XCTAssertEqual(custom.scenarios, ["modal-present"])
        XCTAssertTrue(custom.reason.contains("(modalPresentationStyle and .custom at F1.swift:4)"), custom.reason)
        // Without it, a class that animates both sides of a modal presentation is validated as
        // a full-screen one, UIKit's default style.
        let plain = try choose([animator], "Fade", construction: "Fade(isPresenting: true)")
        XCTAssertEqual(plain.scenarios, ["modal-present-full-screen"])
        XCTAssertTrue(
            plain.reason.hasPrefix(
                "its isPresenting argument (isPresenting: true in Fade(isPresenting: true)) makes the presenting side; it animates both sides of a modal presentation itself and the files show no .custom presentation"
            ), plain.reason)
    }

    /// Returned from `animationController(forPresented:)` by the delegate that also vends a
    /// presentation controller of the files that adds the presented view (PanModal's way):
    /// modal-present-in-container. A presentation controller that adds only its own views (a
    /// dimming view), or one the delegate does not vend with it: modal-present.
    func testAPresentationControllerThatAddsThePresentedViewMakesModalPresentInContainer() throws {
        let delegate = """
            import UIKit
            final class SheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
                func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                         source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    SheetAnimator()
                }
                func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                            source: UIViewController) -> UIPresentationController? {
                    SheetPresentationController(presentedViewController: presented, presenting: presenting)
                }
            }
            """
        let animator = """
            import UIKit
            final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    c.containerView.addSubview(c.view(forKey: .to)!)
                }
            }
            """
        func controller(_ added: String) -> String {
            """
            import UIKit
            final class SheetPresentationController: UIPresentationController {
                let dimming = UIView()
                override func presentationTransitionWillBegin() {
                    guard let containerView = containerView else { return }
                    containerView.addSubview(\(added))
                }
            }
            """
        }
        let placed = try choose([delegate, animator, controller("self.presentedViewController.view")], "SheetAnimator")
        XCTAssertEqual(placed.scenarios, ["modal-present-in-container"])
        XCTAssertEqual(
            placed.reason,
            "returned from animationController(forPresented:) at F0.swift:5: the presenting side of a custom modal presentation (the files declare SheetPresentationController, a UIPresentationController (F2.swift:2)), and its presentation controller SheetPresentationController adds presentedViewController.view to the container at F2.swift:6: the presented view is in the container before the animator runs"
        )
        XCTAssertEqual(
            try choose([delegate, animator, controller("presentedView!")], "SheetAnimator").scenarios,
            ["modal-present-in-container"])
        let dims = try choose([delegate, animator, controller("dimming")], "SheetAnimator")
        XCTAssertEqual(dims.scenarios, ["modal-present"])
        let unvended = delegate.replacingOccurrences(of: "SheetPresentationController(", with: "OtherController(")
        XCTAssertEqual(
            try choose([unvended, animator, controller("presentedView!")], "SheetAnimator").scenarios,
            ["modal-present"])
    }

    /// A custom presentation's animator that adds no view anywhere (PanModal's, ported without
    /// its presentation controller's file) relies on one for the presented view:
    /// modal-present-in-container, and the report says that if none does, it is a bug.
    func testACustomPresenterThatAddsNoViewReliesOnAPresentationController() throws {
        let file = """
            import UIKit
            public class PanAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                public enum TransitionStyle { case presentation, dismissal }
                private let transitionStyle: TransitionStyle
                required public init(transitionStyle: TransitionStyle) { self.transitionStyle = transitionStyle }
                public func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
                public func animateTransition(using c: UIViewControllerContextTransitioning) {
                    guard let toVC = c.viewController(forKey: .to), let fromVC = c.viewController(forKey: .from) else { return }
                    fromVC.beginAppearanceTransition(false, animated: true)
                    UIView.animate(withDuration: 0.5, animations: { toVC.view.frame.origin.y = 0 }) { done in
                        fromVC.endAppearanceTransition()
                        c.completeTransition(done)
                    }
                }
            }
            """
        let r = try choose([file], "PanAnimator", construction: "PanAnimator(transitionStyle: .presentation)")
        XCTAssertEqual(r.scenarios, ["modal-present-in-container"])
        XCTAssertTrue(
            r.reason.hasSuffix(
                "(it calls beginAppearanceTransition at line 9, which UIKit leaves to the animator only there), and it adds no view anywhere (no addSubview or insertSubview): in its app a presentation controller must put the presented view in the container — if none does, that is a bug (give --scenario modal-present)"
            ), r.reason)
        XCTAssertEqual(
            try choose([file], "PanAnimator", construction: "PanAnimator(transitionStyle: .dismissal)").scenarios,
            ["modal-dismiss"])
    }

    /// A presentation controller that answers `shouldRemovePresentersView` true takes the
    /// presenting view out of the window as a full-screen presentation does (UIKit hands out
    /// both views): it is no evidence of a `.custom` presentation that keeps the presenting
    /// view, so an animator reading `view(forKey: .from)` is not validated as modal-present.
    func testAPresentationControllerThatRemovesThePresentersViewIsNoCustomPresentation() throws {
        func file(_ removes: Bool) -> String {
            """
            import UIKit
            class SheetPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    let to = c.view(forKey: .to)!
                    let from = c.view(forKey: .from)!
                    c.containerView.addSubview(to)
                    UIView.animate(withDuration: 0.4, animations: { from.alpha = 0.5 }) { _ in
                        c.completeTransition(!c.transitionWasCancelled)
                    }
                }
            }
            class Sheet: UIPresentationController {
                override var shouldRemovePresentersView: Bool { return \(removes) }
            }
            """
        }
        XCTAssertEqual(try choose([file(false)], "SheetPresentAnimator").scenarios, ["modal-present"])
        let removing = try choose([file(true)], "SheetPresentAnimator")
        XCTAssertNotEqual(removing.scenarios, ["modal-present"], removing.reason)
        XCTAssertFalse(removing.reason.contains("a UIPresentationController"), removing.reason)
    }
}
