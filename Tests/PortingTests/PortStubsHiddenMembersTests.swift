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
}
