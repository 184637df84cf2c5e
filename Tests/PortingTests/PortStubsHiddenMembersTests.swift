import XCTest

@testable import Porting

/// Missing members the compiler cannot name: a closure over an array literal that reads
/// `Cell.Constants.radius` is reported only as a member "cannot be resolved without a
/// contextual type"; a binding of an implicitly unwrapped stub property is an Optional the
/// compiler asks to unwrap (Anilibria, held-out 40).
final class PortStubsHiddenMembersTests: XCTestCase {
    private let file = """
        import UIKit
        final class Poster: NSObject {
            func go(_ a: UIView, _ b: UIView, _ player: PlayerBox) {
                [a, b].forEach {
                    $0.frame = .zero
                    $0.layer.cornerRadius = PosterCell.Constants.radius
                }
                let shown = player.customView
                shown.hideOverlay()
                guard let kept = player.customView else { return }
            }
        }
        """

    private func e(_ line: Int, _ message: String) -> String { "Poster.swift:\(line):9: error: \(message)" }

    func testAStaticChainInAClosureIsLearnedParentsFirst() {
        var s = PortStubs(files: [("Poster.swift", file)])
        _ = s.learn(from: e(6, "cannot find 'PosterCell' in scope"))
        _ = s.learn(from: e(3, "cannot find type 'PlayerBox' in scope"))
        XCTAssertTrue(s.learn(from: e(5, "reference to member 'zero' cannot be resolved without a contextual type")))
        let source = s.source()
        // The cell is a view class (its name says so); its `Constants` a nested type holding
        // the constant.
        XCTAssertTrue(source.contains("class PosterCell: UICollectionViewCell"), source)
        XCTAssertTrue(source.contains("class Constants"), source)
        XCTAssertTrue(source.contains("static var radius"), source)
        XCTAssertEqual(PortStubs.staticMembers(of: "PosterCell", in: "x = PosterCell.Constants.radius"), ["Constants"])
        XCTAssertEqual(PortStubs.staticMembers(of: "PosterCell", in: "x = MyPosterCell.a + y.PosterCell.b"), [])
    }

    func testABindingOfAnImplicitlyUnwrappedStubPropertyIsNoOptional() {
        var s = PortStubs(files: [("Poster.swift", file)])
        _ = s.learn(from: e(3, "cannot find type 'PlayerBox' in scope"))
        _ = s.learn(from: e(8, "value of type 'PlayerBox' has no member 'customView'"))
        // A conditional binding elsewhere made it implicitly unwrapped.
        _ = s.learn(from: e(10, "initializer for conditional binding must have Optional type, not 'UIView'"))
        XCTAssertTrue(s.source().contains("customView: UIView!"), s.source())
        XCTAssertTrue(
            s.learn(
                from: e(
                    9,
                    "value of optional type 'UIView?' must be unwrapped to refer to member 'hideOverlay' of wrapped base type 'UIView'"
                )))
        XCTAssertTrue(s.source().contains("customView: UIView = UIView()"), s.source())
    }

    /// A type of the app holding a view (`struct Reference { let view: UIView; let imageView:
    /// UIImageView }`, SuperPreview, held-out 41), made a controller stand-in because the files
    /// read its `view`: UIKit's `UIView!` turned `flag ? r.view : r.imageView` optional where a
    /// `UIView` is wanted. Never cast from the context, it becomes a class of its own with a
    /// plain `view`.
    func testAViewHolderReadThroughATernaryIsNoController() {
        let source = """
            import UIKit
            final class Zoom: NSObject {
                var startingReference: Reference?
                func go(_ dismissing: Bool) {
                    if let startingReference = startingReference {
                        let view = dismissing ? startingReference.view : startingReference.imageView
                        _ = Zoom.copy(from: view)
                    }
                }
                static func copy(from view: UIView) -> UIView { view }
            }
            """
        func d(_ line: Int, _ m: String) -> String { "Zoom.swift:\(line):9: error: \(m)" }
        var s = PortStubs(files: [("Zoom.swift", source)])
        _ = s.learn(from: d(3, "cannot find type 'Reference' in scope"))
        _ = s.learn(
            from: [
                d(6, "value of type 'Reference' has no member 'view'"),
                d(6, "value of type 'Reference' has no member 'imageView'")
            ].joined(separator: "\n"))
        XCTAssertTrue(s.source().contains("class Reference: UIViewController"), s.source())
        XCTAssertTrue(
            s.learn(from: d(7, "value of optional type 'UIView?' must be unwrapped to a value of type 'UIView'")))
        let out = s.source()
        XCTAssertFalse(out.contains("class Reference: UIViewController"), out)
        XCTAssertTrue(out.contains(PortStubs.shownView), out)
        XCTAssertEqual(out.components(separatedBy: "var view:").count, 2, "one view: \(out)")
    }

    /// An optional stub property passed where a plain value is wanted (directly or through a
    /// name bound to it) is no optional.
    func testAnOptionalStubPropertyPassedAsAPlainValueIsNoOptional() {
        let source = """
            import UIKit
            final class Use: NSObject {
                func go(_ trip: Trip) {
                    guard let kept = trip.startRect else { return }
                    let f = trip.startRect
                    UIView().frame = CGRect(origin: .zero, size: f.size)
                }
            }
            """
        func d(_ line: Int, _ m: String) -> String { "Use.swift:\(line):9: error: \(m)" }
        var s = PortStubs(files: [("Use.swift", source)])
        _ = s.learn(from: d(3, "cannot find type 'Trip' in scope"))
        _ = s.learn(from: d(4, "value of type 'Trip' has no member 'startRect'"))
        _ = s.learn(from: d(4, "initializer for conditional binding must have Optional type, not 'CGRect'"))
        XCTAssertTrue(s.source().contains("startRect: CGRect!"), s.source())
        XCTAssertTrue(
            s.learn(from: d(6, "value of optional type 'CGRect?' must be unwrapped to a value of type 'CGRect'")))
        XCTAssertFalse(s.source().contains("startRect: CGRect!"), s.source())
    }

    /// A stub method's optional result passed on where a plain value is wanted (`let a =
    /// Animations.makeScale(duration: d)` then `layer.add(a, forKey: nil)`; EnfocaDos, held-out
    /// 46) returns it plain.
    func testAnOptionalStubResultPassedAsAPlainValueIsNoOptional() {
        let source = """
            import UIKit
            final class Use: NSObject {
                func go(_ layer: CALayer) {
                    if let probe = Animations.makeScale(duration: 0.3) { _ = probe }
                    let a = Animations.makeScale(duration: 0.3)
                    layer.add(a, forKey: nil)
                }
            }
            """
        func d(_ line: Int, _ m: String) -> String { "Use.swift:\(line):9: error: \(m)" }
        var s = PortStubs(files: [("Use.swift", source)])
        _ = s.learn(from: d(4, "cannot find 'Animations' in scope"))
        _ = s.learn(from: d(4, "type 'Animations' has no member 'makeScale'"))
        _ = s.learn(
            from: d(6, "cannot convert value of type '()' to expected argument type 'CAAnimation'"))
        _ = s.learn(from: d(4, "initializer for conditional binding must have Optional type, not 'CAAnimation'"))
        // Tested with `if let`, so optional (with a value: an empty animation group) …
        XCTAssertTrue(s.source().contains("-> CAAnimation? { return CAAnimationGroup() }"), s.source())
        XCTAssertTrue(
            s.learn(
                from: d(6, "value of optional type 'CAAnimation?' must be unwrapped to a value of type 'CAAnimation'")))
        // … until passed on as a plain value.
        XCTAssertTrue(
            s.source().contains("func makeScale(duration a0: Any?) -> CAAnimation { return CAAnimationGroup() }"),
            s.source())
    }
}
