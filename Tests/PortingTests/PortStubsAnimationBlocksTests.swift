import XCTest

@testable import Porting

/// Which closure properties stubbed on Core Animation's animations are start or completion
/// blocks (called through the animation's delegate), and which stay plain stored stubs.
final class PortStubsAnimationBlocksTests: XCTestCase {
    func testRolesFromTypeAndName() {
        let cases: [(String, String, String, String?)] = [
            ("completionBlock", "(Bool) -> Void", "CABasicAnimation", "stop"),
            ("completion", "((Bool) -> ())", "CAAnimation", "stop"),
            ("didStop", "@escaping (Bool) -> Void", "CAKeyframeAnimation", "stop"),
            ("startBlock", "() -> Void", "CABasicAnimation", "start"),
            ("onBegin", "() -> ()", "CAAnimationGroup", "start"),
            ("onFinish", "() -> Void", "CASpringAnimation", "stop"),
            ("handler", "() -> Void", "CABasicAnimation", nil),
            ("completionBlock", "(Bool) -> Void", "UIView", nil),
            ("completionBlock", "CGFloat", "CABasicAnimation", nil),
            ("progress", "(CGFloat) -> Void", "CABasicAnimation", nil)
        ]
        for (name, type, owner, role) in cases {
            XCTAssertEqual(PortStubs.animationBlockRole(name, type: type, on: owner), role, "\(owner).\(name): \(type)")
        }
    }

    func testTheDeclarationHandsTheBlockToTheDelegate() {
        let stop = PortStubs.Member(name: "done", isStatic: false, kind: .property(type: "() -> Void", optional: true))
        let d = PortStubs.animationBlockDeclaration(stop, type: "() -> Void", role: "stop")
        XCTAssertTrue(d.hasPrefix("var done: (() -> Void)! { get { portStubValue(self, \"done\") { nil } }"), d)
        XCTAssertTrue(d.hasSuffix("portAnimationBlocks(self).stop = newValue.map { f in { _ in f() } } } }"), d)
    }
}
