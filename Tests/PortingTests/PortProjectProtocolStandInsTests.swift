import Foundation
import XCTest

@testable import Porting

/// A transition controller cast to a protocol the files declare (`as? CardPopupPresentable`,
/// adopted by the app's controllers in files not given) is made an instance of a stand-in
/// controller conforming with harmless values, so the cast succeeds and the animator runs.
final class PortProjectProtocolStandInsTests: XCTestCase {
    private let fixture =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
        + "/Fixtures/Port/StandIns/CardPopupTransition.swift"

    private func project(_ source: String) -> (PortProject, PortProject.Plugin) {
        let plugin = PortProject.Plugin(
            className: "CardPopupTransition", kind: .animator, construction: "CardPopupTransition()",
            target: "PortedCardPopupTransition", id: "port.card-popup-transition",
            sourcePath: "/somewhere/CardPopupTransition.swift")
        let p = PortProject(
            name: "P", hostPath: "/h", files: [("CardPopupTransition.swift", source)], plugins: [plugin])
        return (p, plugin)
    }

    func testTheCastControllerConformsWithHarmlessValues() throws {
        let (p, plugin) = project(try String(contentsOfFile: fixture, encoding: .utf8))
        let made = p.protocolStandIns(for: plugin)
        XCTAssertEqual(made.standIns.map(\.key), ["to"])
        XCTAssertEqual(made.standIns.map(\.type), ["PortController__CardPopupPresentable"])
        XCTAssertTrue(
            made.declarations.contains(
                """
                final class PortController__CardPopupPresentable: UIViewController, CardPopupPresentable {
                    lazy var cardView: UIView = { let v = UIView(); v.frame = CGRect(x: 40, y: 120, width: 160, height: 160); view.addSubview(v); return v }()
                    var popupDuration: TimeInterval = 0.35
                    var startScale: CGFloat = 1
                }
                """), made.declarations)
        let export = p.export(plugin)
        XCTAssertTrue(
            export.contains(
                "UIViewController.transitionStandIns[.to] = { PortController__CardPopupPresentable() }; return CardPopupTransition()"
            ), export)
        XCTAssertTrue(export.contains("final class PortController__CardPopupPresentable"), export)
    }

    /// A requirement `UIViewController` itself meets (`var view: UIView! { get }`, `var title:
    /// String? { get }`: EnfocaDos' animator targets, held-out 46) is left to it: a stored
    /// `view` in the stand-in would not compile. Its other requirements get values.
    func testRequirementsTheControllerMeetsAreNotDeclaredAgain() {
        let source = """
            protocol HeaderTarget { var view: UIView! { get }; var title: String? { get }; var headerHeight: CGFloat { get } }
            final class CardPopupTransition: NSObject {
                func go(_ c: UIViewControllerContextTransitioning) { _ = c.viewController(forKey: .to) as? HeaderTarget }
            }
            """
        let (p, plugin) = project(source)
        let made = p.protocolStandIns(for: plugin)
        XCTAssertEqual(made.standIns.map(\.type), ["PortController__HeaderTarget"])
        XCTAssertTrue(
            made.declarations.contains(
                """
                final class PortController__HeaderTarget: UIViewController, HeaderTarget {
                    var headerHeight: CGFloat = 320
                }
                """), made.declarations)
    }

    /// A requirement that asks the controller for its view (`func getView() -> UIView`, which the
    /// animator adds to the container; EnfocaDos, held-out 46) answers the stand-in's own view;
    /// another view-returning requirement answers a view of its own.
    func testAGetViewRequirementAnswersTheControllersView() {
        let source = """
            protocol CardTarget { func getView() -> UIView; func getCardView() -> UIView }
            final class CardPopupTransition: NSObject {
                func go(_ c: UIViewControllerContextTransitioning) { _ = c.viewController(forKey: .to) as? CardTarget }
            }
            """
        let (p, plugin) = project(source)
        let made = p.protocolStandIns(for: plugin).declarations
        XCTAssertTrue(made.contains("    func getView() -> UIView { view }\n"), made)
        XCTAssertTrue(made.contains("    func getCardView() -> UIView { portReturned1_getCardView }\n"), made)
    }

    func testAProtocolWithAnAssociatedTypeOrNoCastGetsNone() {
        let withMethod = """
            protocol Shows: AnyObject { associatedtype Item; func show() -> Item }
            final class A: NSObject {
                func go(_ c: UIViewControllerContextTransitioning) { _ = c.viewController(forKey: .to) as? Shows }
            }
            """
        XCTAssertTrue(project(withMethod).0.protocolStandIns(for: project(withMethod).1).standIns.isEmpty)
        let noCast = """
            protocol Timed: AnyObject { var time: TimeInterval { get } }
            final class A: NSObject {
                func go(_ c: UIViewControllerContextTransitioning) { _ = c.viewController(forKey: .to) }
            }
            """
        XCTAssertTrue(project(noCast).0.protocolStandIns(for: project(noCast).1).standIns.isEmpty)
    }

    /// An optional view requirement (the app's outlet the animator guards on) answers a view
    /// in the controller's view at the placeholder frame, an image view with an image; other
    /// optionals stay nil.
    func testOptionalViewRequirementsAnswerTheControllersOwnSubview() {
        let source = """
            import UIKit
            protocol Animatable {
                var containerView: UIView? { get }
                var childView: UIImageView! { get }
                var note: String? { get }
            }
            final class CardPopupTransition: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    guard let from = c.viewController(forKey: .from) as? Animatable, let box = from.containerView
                    else { return }
                    _ = box
                    c.completeTransition(true)
                }
            }
            """
        let (p, plugin) = project(source)
        let made = p.protocolStandIns(for: plugin)
        XCTAssertEqual(made.standIns.map(\.key), ["from"])
        XCTAssertTrue(
            made.declarations.contains(
                """
                    lazy var containerView: UIView? = { let v = UIView(); v.frame = CGRect(x: 40, y: 120, width: 160, height: 160); view.addSubview(v); return v }()
                    lazy var childView: UIImageView! = { let v = UIImageView(); v.frame = CGRect(x: 40, y: 120, width: 160, height: 160); v.image = UIGraphicsImageRenderer(size: CGSize(width: 160, height: 160)).image { _ in }; view.addSubview(v); return v }()
                    var note: String? = nil

                """), made.declarations)
    }
}

extension PortProjectProtocolStandInsTests {
    /// amandatavares's zoom (held-out 40): the controllers are bound again
    /// (`var background = fromVC`, `background = toVC` on a pop) before the cast, so both sides
    /// conform; the protocol's methods returning optional views answer a view in the stand-in's
    /// view (the app's outlet), not nil (its `assert(imageView != nil)` stopped it).
    func testReboundControllersConformAndOptionalViewMethodsAnswerViews() {
        let source = """
            protocol ZoomingViewController {
                func zoomingImageView(for transition: Zoom) -> UIImageView?
                func zoomingTitle() -> String?
            }
            final class CardPopupTransition: NSObject, UIViewControllerAnimatedTransitioning {
                var pop = false
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    let fromViewController = c.viewController(forKey: .from)!
                    let toViewController = c.viewController(forKey: .to)!
                    var background = fromViewController
                    if pop { background = toViewController }
                    let imageView = (background as? ZoomingViewController)?.zoomingImageView(for: self)
                    assert(imageView != nil)
                    c.completeTransition(true)
                }
            }
            """
        let (p, plugin) = project(source)
        let made = p.protocolStandIns(for: plugin)
        XCTAssertEqual(made.standIns.map(\.key).sorted(), ["from", "to"])
        XCTAssertTrue(
            made.declarations.contains(
                "func zoomingImageView(for transition: Zoom) -> UIImageView? { portReturned0_zoomingImageView }"),
            made.declarations)
        XCTAssertTrue(made.declarations.contains("view.addSubview(v)"), made.declarations)
        XCTAssertTrue(made.declarations.contains("func zoomingTitle() -> String? { nil }"), made.declarations)
    }

    /// `let shown = isPresenting ? toVC : fromVC` then `shown as? Transitionable`
    /// (UpcomingMovies, held-out 42): a name bound to either side's controller by a
    /// conditional expression is each side's, so both casts are read.
    func testAConditionalRebindingCarriesBothSides() {
        let text = """
            let toVC = ctx.viewController(forKey: .to)!
            let fromVC = ctx.viewController(forKey: .from)!
            let shown = isPresenting ? toVC : fromVC
            let other = isPresenting ? 0 : 1
            """
        let bound = [(name: "toVC", key: "to"), (name: "fromVC", key: "from")]
        let rebound = PortStubs.reboundVariables(in: text, bound: bound)
        XCTAssertEqual(rebound.map(\.name), ["shown", "shown"])
        XCTAssertEqual(rebound.map(\.key), ["to", "from"])
        XCTAssertEqual(PortStubs.ternaryBranches("a ? b.c : d"), ["b", "d"])
        XCTAssertEqual(PortStubs.ternaryBranches("value"), [])
    }
}
