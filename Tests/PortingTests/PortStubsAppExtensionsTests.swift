import XCTest

@testable import Porting

/// Stand-ins for what real apps declare around their transitions in files not given (Jibber,
/// held-out 46): a helper on every optional, a helper on `CGFloat` that port first took for a
/// guessed number's member, and one controller class of the app assigned where another is
/// wanted.
final class PortStubsAppExtensionsTests: XCTestCase {
    private func d(_ line: Int, _ m: String) -> String { "Use.swift:\(line):9: error: \(m)" }

    /// `start.isNil` on a `CGPoint?`: first stubbed on `CGPoint`, then, once the compiler says
    /// it is read on the optional, moved to `extension Optional`.
    func testAMemberReadOnAnOptionalMovesToAnExtensionOfOptional() {
        let source = """
            import UIKit
            final class Use: NSObject {
                var start: CGPoint?
                func go() { if self.start.isNil { return } }
            }
            """
        var s = PortStubs(files: [("Use.swift", source)])
        _ = s.learn(from: d(4, "value of type 'CGPoint' has no member 'isNil'"))
        XCTAssertTrue(s.source().contains("extension CGPoint {"), s.source())
        XCTAssertTrue(
            s.learn(
                from: d(
                    4,
                    "value of optional type 'CGPoint?' must be unwrapped to refer to member 'isNil' of wrapped base type 'CGPoint'"
                )))
        XCTAssertTrue(s.source().contains("public extension Optional {\n    var isNil: Bool"), s.source())
        XCTAssertFalse(s.source().contains("extension CGPoint {"), s.source())
    }

    /// `Theme.gap.doubled`: port first makes the guessed number `gap` a stand-in of its own;
    /// when the compiler says the same again, `doubled` is the app's extension of `CGFloat`.
    func testANumberMemberTheGuessDidNotSettleIsAnExtensionOfTheNumberType() {
        let source = """
            import UIKit
            final class Use: NSObject {
                func go(_ v: UIView) {
                    v.frame.size.width = Theme.gap.doubled + v.bounds.width.doubled
                }
            }
            """
        var s = PortStubs(files: [("Use.swift", source)])
        _ = s.learn(from: d(4, "cannot find 'Theme' in scope"))
        _ = s.learn(from: d(4, "type 'Theme' has no member 'gap'"))
        let doubled = d(4, "value of type 'CGFloat' has no member 'doubled'")
        _ = s.learn(from: doubled)
        XCTAssertFalse(s.source().contains("extension CGFloat {"), s.source())
        _ = s.learn(from: doubled)
        XCTAssertTrue(s.source().contains("extension CGFloat {"), s.source())
        XCTAssertTrue(s.source().contains("var doubled: CGFloat"), s.source())
    }

    /// `target = list` where `target` is the app's `MessageHost?` and `list` its `ListScreen`,
    /// both controller stand-ins: `ListScreen` inherits `MessageHost`.
    func testAStandInAssignedWhereAnotherIsWantedInheritsIt() {
        let source = """
            import UIKit
            final class Dismiss: NSObject {
                var target: MessageHost?
                func go(_ c: UIViewControllerContextTransitioning) {
                    if let vc = c.viewController(forKey: .to) as? MessageHost { target = vc }
                    if let list = c.viewController(forKey: .from) as? ListScreen { target = list }
                }
            }
            """
        var s = PortStubs(files: [("Use.swift", source)])
        _ = s.learn(
            from: [d(3, "cannot find type 'MessageHost' in scope"), d(6, "cannot find type 'ListScreen' in scope")]
                .joined(separator: "\n"))
        XCTAssertTrue(s.source().contains("class ListScreen: UIViewController"), s.source())
        XCTAssertTrue(s.learn(from: d(6, "cannot assign value of type 'ListScreen' to type 'MessageHost'")))
        XCTAssertTrue(s.source().contains("class ListScreen: MessageHost"), s.source())
    }

    /// A view's member the compiler misses on a guessed number (`Theme.gap.transform`; breadwallet's
    /// `toVc.container.transform`) is never stubbed on `CGFloat`: the guess is a view, which a later message
    /// retypes; and a member read on an optional view is never moved to `Optional` (an optional
    /// stand-in view is unwrapped instead).
    func testViewMembersStayOffNumbersAndOptionals() {
        let source = """
            import UIKit
            final class Use: NSObject {
                var blur: UIVisualEffectView?
                func go() { Theme.gap.transform = .identity; blur.effect = nil }
            }
            """
        var s = PortStubs(files: [("Use.swift", source)])
        _ = s.learn(from: d(4, "cannot find 'Theme' in scope"))
        _ = s.learn(from: d(4, "type 'Theme' has no member 'gap'"))
        let transform = d(4, "value of type 'CGFloat' has no member 'transform'")
        _ = s.learn(from: transform)
        XCTAssertFalse(s.source().contains("extension CGFloat"), s.source())
        _ = s.learn(from: transform)
        XCTAssertFalse(s.source().contains("extension CGFloat"), s.source())
        _ = s.learn(from: d(4, "value of type 'UIVisualEffectView' has no member 'effect'"))
        _ = s.learn(
            from: d(
                4,
                "value of optional type 'UIVisualEffectView?' must be unwrapped to refer to member 'effect' of wrapped base type 'UIVisualEffectView'"
            ))
        XCTAssertFalse(s.source().contains("extension Optional"), s.source())
    }
}
