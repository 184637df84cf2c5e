import XCTest

@testable import Porting

/// The app's calls that never return (Tastory's `CCLog.fatal`, held-out 44): stubbed as
/// `Never`, by their name or because they end a `guard`'s body.
final class PortStubsStopsTests: XCTestCase {
    private let file = """
        import UIKit
        final class Pop: NSObject {
            func remove(_ view: UIView) {
                guard let s = view.superview else {
                    Report.failure("no superview")
                }
                CCLog.fatal("never")
                print(s)
            }
        }
        """

    private func e(_ line: Int, _ message: String) -> String { "Pop.swift:\(line):9: error: \(message)" }

    func testAStopByNameAndTheLastCallOfAGuardBodyReturnNever() {
        var s = PortStubs(files: [("Pop.swift", file)])
        _ = s.learn(
            from: [e(5, "cannot find 'Report' in scope"), e(7, "cannot find 'CCLog' in scope")].joined(separator: "\n"))
        _ = s.learn(
            from: [
                e(5, "type 'Report' has no member 'failure'"), e(7, "type 'CCLog' has no member 'fatal'")
            ].joined(separator: "\n"))
        XCTAssertTrue(
            s.learn(
                from: e(4, "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope")
            ))
        let out = s.source()
        XCTAssertTrue(out.contains("static func fatal(_ a0: Any?) -> Never { fatalError("), out)
        XCTAssertTrue(out.contains("static func failure(_ a0: Any?) -> Never { fatalError("), out)
        XCTAssertTrue(PortStubs.namesAStop("logFatal"))
        XCTAssertTrue(PortStubs.namesAStop("fatalError"))
        XCTAssertFalse(PortStubs.namesAStop("verbose"))
        XCTAssertFalse(PortStubs.namesAStop("showFatalAlert"))
        XCTAssertFalse(PortStubs.namesAStop("fatalErrorMessage"))
    }
}

/// A number port guessed a `CGFloat` that arithmetic with a `Float` shows is a `Float`
/// (`configuration.cardOffset * Float(i)`, StackCards, held-out 44): retyped, and no later
/// mismatch on a line that converts the sum back (`CGFloat(spacing + offset)`) retypes it again.
final class PortStubsNumberOperandTests: XCTestCase {
    func testAGuessedNumberTakesTheOtherOperandsTypeAndKeepsIt() {
        let file = """
            import UIKit
            final class L: UICollectionViewLayout {
                var c: Configuration!
                func y(_ i: Int) -> CGFloat {
                    let a = CGFloat(c.cardOffset * Float(i))
                    return a + CGFloat(c.spacing + c.cardOffset * Float(i))
                }
            }
            """
        func e(_ line: Int, _ m: String) -> String { "L.swift:\(line):9: error: \(m)" }
        var s = PortStubs(files: [("L.swift", file)])
        _ = s.learn(from: e(3, "cannot find type 'Configuration' in scope"))
        _ = s.learn(
            from: [
                e(5, "value of type 'Configuration' has no member 'cardOffset'"),
                e(6, "value of type 'Configuration' has no member 'spacing'")
            ].joined(separator: "\n"))
        XCTAssertTrue(
            s.learn(from: e(5, "binary operator '*' cannot be applied to operands of type 'CGFloat' and 'Float'")))
        _ = s.learn(from: e(6, "cannot convert value of type 'Float' to expected argument type 'CGFloat'"))
        XCTAssertTrue(
            s.learn(from: e(6, "binary operator '+' cannot be applied to operands of type 'CGFloat' and 'Float'")))
        let out = s.source()
        XCTAssertTrue(out.contains("var cardOffset: Float"), out)
        XCTAssertTrue(out.contains("var spacing: Float"), out)
    }
}

/// A member the files' own class lacks because the app declares it in an extension elsewhere
/// (`self.cx` from CXSwiftKit's `extension NSObject: CXSwiftBaseCompatible`, held-out 44): stubbed
/// in an extension of that class, keeping the class's access; a member read on another value
/// of the class is not (the files may mean another type).
final class PortStubsFilesOwnExtensionTests: XCTestCase {
    func testSelfsMissingMemberIsStubbedInAnExtensionOfTheFilesClass() {
        let src = """
            import UIKit
            class Dismiss: NSObject, UIViewControllerAnimatedTransitioning {
                func go() {
                    self.cx.postNotification(withName: "done")
                }
            }
            """
        var s = PortStubs(files: [("A.swift", src)])
        XCTAssertTrue(s.learn(from: "A.swift:4:14: error: value of type 'Dismiss' has no member 'cx'"))
        XCTAssertTrue(s.learn(from: "A.swift:4:17: error: value of type 'CGFloat' has no member 'postNotification'"))
        XCTAssertTrue(
            s.learn(from: "A.swift:4:17: error: value of type 'PortStubCx' has no member 'postNotification'"))
        let out = s.source()
        XCTAssertTrue(out.contains("\nextension Dismiss {\n"), out)
        XCTAssertFalse(out.contains("public extension Dismiss"), out)
        XCTAssertTrue(out.contains("var cx: "), out)
        XCTAssertTrue(out.contains("func postNotification(withName a0: Any?)"), out)
    }
}

/// Apple never names a type after its whole framework: `UIKitConstants` (Simplenote, held-out
/// 44) is the app's and is stubbed; `UIView`, `CGRect`, `CATransform3DMakeScale` stay Apple's.
final class PortAppleNamesTests: XCTestCase {
    func testAFrameworkNamedTypeIsTheApps() {
        XCTAssertFalse(PortDiagnostic.isAppleName("UIKitConstants"))
        for name in ["UIView", "CGRect", "CATransform3DMakeScale", "NSLayoutConstraint"] {
            XCTAssertTrue(PortDiagnostic.isAppleName(name), name)
        }
        var s = PortStubs(files: [("A.swift", "import UIKit\nlet d = UIKitConstants.animationDuration\n")])
        XCTAssertTrue(s.learn(from: "A.swift:2:9: error: cannot find 'UIKitConstants' in scope"))
        XCTAssertTrue(s.source().contains("UIKitConstants"))
    }
}
