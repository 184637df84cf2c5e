import XCTest

@testable import Porting

/// A stand-in's type learned from an assignment keeps to its side of the `=`, so that two
/// messages about one property (a call that wants an `Int`, an assignment to an `Int`) agree
/// instead of turning it back and forth; a view's tag is an `Int`.
final class PortStubsAssignmentTests: XCTestCase {
    private let file = """
        import UIKit
        final class Tagger: NSObject {
            func go(_ container: UIView) {
                let snapshot = container.viewWithTag(AppConstants.snapshotMarker)
                snapshot?.removeFromSuperview()
                let v = UIView()
                v.tag = AppConstants.snapshotMarker
                AppConstants.fadeLevel = v.alpha
            }
        }
        """

    private func e(_ line: Int, _ message: String) -> String { "Tagger.swift:\(line):9: error: \(message)" }

    func testBothSidesOfAnAssignmentAgreeWithACall() {
        var s = PortStubs(files: [("Tagger.swift", file)])
        _ = s.learn(from: e(4, "cannot find 'AppConstants' in scope"))
        _ = s.learn(
            from: [
                e(4, "type 'AppConstants' has no member 'snapshotMarker'"),
                e(8, "type 'AppConstants' has no member 'fadeLevel'")
            ].joined(separator: "\n"))
        XCTAssertTrue(s.source().contains("static var snapshotMarker: CGFloat = 1"), s.source())
        _ = s.learn(
            from: [
                e(4, "cannot convert value of type 'CGFloat' to expected argument type 'Int'"),
                e(7, "cannot assign value of type 'CGFloat' to type 'Int'"),
                e(8, "cannot assign value of type 'CGFloat' to type 'Float'")
            ].joined(separator: "\n"))
        // The value side (line 7) and the call (line 4) both make it an Int; the assignee of
        // line 8 takes the value's type.
        XCTAssertTrue(s.source().contains("static var snapshotMarker: Int = 1"), s.source())
        XCTAssertTrue(s.source().contains("static var fadeLevel: CGFloat"), s.source())
    }

    func testAssignmentsAndComparisonsAreTold() {
        XCTAssertEqual(PortStubs.assignment("v.tag = C.tag").map { [$0.target, $0.value] }, ["v.tag ", " C.tag"])
        XCTAssertNil(PortStubs.assignment("if a == b, c != d, e <= f, g >= h {"))
        XCTAssertEqual(PortStubs.type(forMember: "snapshotTag"), "Int")
        XCTAssertEqual(PortStubs.type(forMember: "tag"), "Int")
    }

    /// `view.roundedCorners = roundedCorners` twice, where the right side is the files' own
    /// class's property (Sudoku, held-out 42): the stub property on the left takes the value's
    /// type on both lines — the second must not take the bare name for the stub's property and
    /// turn it back.
    func testABareNameTheFilesDeclareIsNotTheStubsProperty() {
        let source = """
            final class Card: UIViewController {
                var roundedCorners: UIRectCorner = [.topLeft] {
                    didSet { (view as? RoundedRectView)?.roundedCorners = roundedCorners }
                }
                override func loadView() {
                    let view = RoundedRectView()
                    view.roundedCorners = roundedCorners
                    self.view = view
                }
            }
            """
        func e(_ line: Int, _ m: String) -> String { "Card.swift:\(line):9: error: \(m)" }
        var s = PortStubs(files: [("Card.swift", source)])
        var stub = PortStubs.Stub(name: "RoundedRectView", shape: .subclass("UIView"))
        stub.members = [
            .init(name: "roundedCorners", isStatic: false, kind: .property(type: "CGFloat", optional: false))
        ]
        s.stubs = [stub]
        _ = s.learn(
            from: [
                e(3, "cannot assign value of type 'UIRectCorner' to type 'CGFloat'"),
                e(7, "cannot assign value of type 'UIRectCorner' to type 'CGFloat'")
            ].joined(separator: "\n"))
        XCTAssertEqual(
            s.stub("RoundedRectView")?.members.first?.kind, .property(type: "UIRectCorner", optional: false))
    }
}
