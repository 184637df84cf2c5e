import XCTest

@testable import Porting

/// How the app's stand-in types relate, learned from where the files use one as another: a
/// photo gallery's overlay view given where its overlay protocol is expected, a delegate
/// protocol given where a more general one is, a concrete presentation assigned where the
/// app's base presentation is. Examples written in the style of gallery and presentation
/// libraries whose other files are not given.
final class PortStubsConformanceTests: XCTestCase {
    private let gallery = """
        import UIKit
        open class GalleryViewController: UIViewController {
            open var overlayView: GalleryOverlayViewable = GalleryOverlayView(frame: .zero)
            weak var delegate: GalleryNavigationDelegate?
            func route() { coordinator.handle(delegate!) }
            func restyle() { presentation = FadePresentation(duration: 0.3) }
            var presentation: PresentationStyle = PresentationStyle()
            func image() -> GalleryImageConvertible { return PortStubPhoto() }
        }
        """

    private func error(_ n: Int, _ message: String) -> String {
        "/tmp/p/Sources/T/Gallery.swift:\(n):20: error: \(message)"
    }

    private func stubs(_ list: [PortStubs.Stub]) -> PortStubs {
        var s = PortStubs(files: [("Gallery.swift", gallery)])
        s.stubs = list
        return s
    }

    /// `var overlayView: GalleryOverlayViewable = GalleryOverlayView(frame: .zero)`: the view
    /// stand-in conforms to the protocol stand-in, whose members (in its extension) it gets.
    func testAStandInClassGivenWhereAStandInProtocolIsExpectedConformsToIt() {
        var proto = PortStubs.Stub(name: "GalleryOverlayViewable", shape: .protocolType)
        proto.members = [
            .init(
                name: "photosViewController", isStatic: false, kind: .property(type: "UIViewController", optional: true)
            )
        ]
        var s = stubs([proto, PortStubs.Stub(name: "GalleryOverlayView", shape: .subclass("UIView"))])
        XCTAssertTrue(
            s.learn(
                from: error(
                    3, "value of type 'GalleryOverlayView' does not conform to specified type 'GalleryOverlayViewable'")
            ))
        XCTAssertEqual(s.stub("GalleryOverlayView")?.conformances, ["GalleryOverlayViewable"])
        XCTAssertTrue(
            s.source().contains("public class GalleryOverlayView: UIView, GalleryOverlayViewable {"), s.source())
        // Told again, nothing changes: the rounds end.
        XCTAssertFalse(
            s.learn(
                from: error(
                    3, "value of type 'GalleryOverlayView' does not conform to specified type 'GalleryOverlayViewable'")
            ))
    }

    /// `coordinator.handle(delegate!)` where a `GalleryRoutingDelegate` is expected: the
    /// protocol given refines the one expected; never both ways (no cycle is written).
    func testAStandInProtocolGivenWhereAnotherIsExpectedRefinesIt() {
        var s = stubs([
            PortStubs.Stub(name: "GalleryNavigationDelegate", shape: .protocolType),
            PortStubs.Stub(name: "GalleryRoutingDelegate", shape: .protocolType)
        ])
        XCTAssertTrue(
            s.learn(
                from: error(
                    5,
                    "argument type 'any GalleryNavigationDelegate' does not conform to expected type 'GalleryRoutingDelegate'"
                )))
        XCTAssertEqual(s.stub("GalleryNavigationDelegate")?.conformances, ["GalleryRoutingDelegate"])
        XCTAssertTrue(
            s.source().contains("public protocol GalleryNavigationDelegate: AnyObject, GalleryRoutingDelegate {"))
        XCTAssertFalse(
            s.learn(
                from: error(
                    5,
                    "argument type 'any GalleryRoutingDelegate' does not conform to expected type 'GalleryNavigationDelegate'"
                )))
        XCTAssertEqual(s.stub("GalleryRoutingDelegate")?.conformances, [])
    }

    /// `presentation = FadePresentation(duration: 0.3)` where the property is the app's
    /// `PresentationStyle`: the concrete stand-in is its subclass. A stand-in port made for a
    /// use (`PortStubPhoto`) is left to the rules that retype a guess, and a protocol expected
    /// of a guess is still conformed to.
    func testAStandInClassAssignedWhereAnotherIsExpectedIsItsSubclass() {
        var fade = PortStubs.Stub(name: "FadePresentation", shape: .plainClass)
        fade.initializers = [["duration a0: Any?"]]
        var s = stubs([
            fade, PortStubs.Stub(name: "PresentationStyle", shape: .plainClass),
            PortStubs.Stub(name: "GalleryImageConvertible", shape: .protocolType),
            PortStubs.Stub(name: "PortStubPhoto", shape: .plainClass)
        ])
        XCTAssertTrue(
            s.learn(
                from: [
                    error(6, "cannot assign value of type 'FadePresentation' to type 'PresentationStyle'"),
                    error(8, "return expression of type 'PortStubPhoto' does not conform to 'GalleryImageConvertible'")
                ].joined(separator: "\n")))
        XCTAssertEqual(s.stub("FadePresentation")?.shape, .subclass("PresentationStyle"))
        XCTAssertEqual(s.stub("PortStubPhoto")?.conformances, ["GalleryImageConvertible"])
        let source = s.source()
        XCTAssertTrue(source.contains("public class FadePresentation: PresentationStyle {"), source)
        XCTAssertTrue(source.contains("public convenience init(duration a0: Any?) { self.init() }"), source)
        // The other way round would be a cycle: refused.
        XCTAssertFalse(
            s.learn(from: error(6, "cannot assign value of type 'PresentationStyle' to type 'FadePresentation'")))
        XCTAssertEqual(s.stub("PresentationStyle")?.shape, .plainClass)
    }

    /// `self.startingViewForAnimation ?? self.startingView?.ins_snapshotView()`: a method port
    /// stubbed on `UIView` (the app's extension) without a result, called through `?.` where a
    /// `UIView?` is expected, returns a `UIView` (the chain makes it optional again).
    func testAStandInMethodCalledThroughOptionalChainingReturnsTheTypeAsked() {
        let code = """
            import UIKit
            final class PhotoZoomAnimator: NSObject {
                var startingView: UIView?
                var startingViewForAnimation: UIView?
                func begin() {
                    guard let start = self.startingViewForAnimation ?? self.startingView?.ins_snapshotView() else { return }
                    start.alpha = 0
                }
            }
            """
        var s = PortStubs(files: [("Zoom.swift", code)])
        var view = PortStubs.Stub(name: "UIView", shape: .sdkExtension)
        view.members = [.init(name: "ins_snapshotView", isStatic: false, kind: .method(overloads: [[]]))]
        s.stubs = [view]
        XCTAssertTrue(
            s.learn(
                from:
                    "/tmp/p/Sources/T/Zoom.swift:6:90: error: cannot convert value of type '()?' to expected argument type 'UIView?'"
            ))
        XCTAssertEqual(s.stub("UIView")?.returns["ins_snapshotView"], "UIView")
        // A view the method makes has a size, as the app's snapshot would (PortStubs+SizedViews).
        XCTAssertTrue(
            s.source().contains(
                "func ins_snapshotView() -> UIView { return { let v = UIView(); v.frame = CGRect(x: 40, y: 120, width: 160, height: 160); return v }() }"
            ), s.source())
    }

    /// `pagerView.transformer.proposedSpacing()` where port had guessed `transformer` a number:
    /// the property is of the app's one stand-in named after it (`PagerTransformer`), which the
    /// files' `applyTransform(to:with: PagerTransformer?)` takes, not of a made-up
    /// `PortStubTransformer`; with no such stand-in, or two, it is a class of its own as before.
    func testAGuessedPropertyIsOfTheAppsStandInNamedAfterIt() {
        let code = """
            let spacing = pagerView.transformer.proposedSpacing()
            self.applyTransform(to: attributes, with: pagerView.transformer)
            let margin = pagerView.inset.horizontal
            """
        var pager = PortStubs.Stub(name: "PagerView", shape: .subclass("UIView"))
        pager.members = [
            .init(name: "transformer", isStatic: false, kind: .property(type: "CGFloat", optional: false)),
            .init(name: "inset", isStatic: false, kind: .property(type: "CGFloat", optional: false))
        ]
        var s = PortStubs(files: [("Pager.swift", code)])
        s.stubs = [
            pager, PortStubs.Stub(name: "PagerTransformer", shape: .plainClass),
            PortStubs.Stub(name: "CellInset", shape: .plainClass),
            PortStubs.Stub(name: "HeaderInset", shape: .plainClass)
        ]
        let e = { (n: Int, m: String) in "/tmp/p/Sources/T/Pager.swift:\(n):30: error: \(m)" }
        XCTAssertTrue(
            s.learn(
                from: [
                    e(1, "value of type 'CGFloat' has no member 'proposedSpacing'"),
                    e(3, "value of type 'CGFloat' has no member 'horizontal'")
                ].joined(separator: "\n")))
        XCTAssertEqual(
            s.stub("PagerView")?.members.map(\.kind),
            [.property(type: "PagerTransformer", optional: false), .property(type: "PortStubInset", optional: false)])
        XCTAssertNil(s.stub("PortStubTransformer"))
    }

    /// A stand-in given where UIKit wants a protocol its views adopt (`convert(_:from:)`'s
    /// `UICoordinateSpace`) is a view.
    func testAStandInGivenAsACoordinateSpaceIsAView() {
        var s = stubs([PortStubs.Stub(name: "PortStubCurrentItem", shape: .plainClass)])
        XCTAssertTrue(
            s.learn(
                from: error(
                    5, "argument type 'PortStubCurrentItem' does not conform to expected type 'UICoordinateSpace'")))
        XCTAssertEqual(s.stub("PortStubCurrentItem")?.shape, .subclass("UIView"))
    }
}
