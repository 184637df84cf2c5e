import XCTest

@testable import Porting

/// An animator on a base class of its library that is not given (JSMediaBrowser's
/// `TransitionAnimator: Transitioner`, held-out 43): the stand-in base keeps one `init()` under
/// the file's `override init()`, ends the transition in the method the animator hands the
/// context to (`endTransition(_:)`), and the library's C-style predicate
/// (`JSCGSizeIsValidated(size)`), first stubbed as a type from its capital, becomes a
/// function the `guard` holds on.
final class PortStubsBaseClassEndingTests: XCTestCase {
    private let file = """
        import UIKit
        public final class Zoomer: Transitioner {
            public override init() {
                super.init()
            }
        }
        extension Zoomer: UIViewControllerAnimatedTransitioning {
            public func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
            public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                self.beginTransition(transitionContext, isEntering: true)
                let size = CGSize(width: 2, height: 2)
                guard JSCGSizeIsValidated(size) else {
                    return
                }
                UIView.animate(withDuration: 0.25, animations: {}) { _ in
                    self.endTransition(transitionContext)
                }
            }
        }
        """

    private func e(_ line: Int, _ message: String) -> String { "Zoomer.swift:\(line):9: error: \(message)" }

    private func learned() -> PortStubs {
        var s = PortStubs(files: [("Zoomer.swift", file)])
        _ = s.learn(
            from: [
                e(2, "cannot find type 'Transitioner' in scope"), e(12, "cannot find 'JSCGSizeIsValidated' in scope")
            ].joined(separator: "\n"))
        _ = s.learn(
            from: [
                e(3, "initializer does not override a designated initializer from its superclass"),
                e(10, "value of type 'Zoomer' has no member 'beginTransition'"),
                e(16, "value of type 'Zoomer' has no member 'endTransition'"),
                e(12, "argument passed to call that takes no arguments")
            ].joined(separator: "\n"))
        return s
    }

    func testTheStandInBaseDeclaresInitOnceUnderAnOverride() {
        let out = learned().source()
        let base = out.components(separatedBy: "class Transitioner")[1].components(separatedBy: "\n}")[0]
        XCTAssertEqual(base.components(separatedBy: "init()").count - 1, 1, out)
    }

    func testTheMethodHandedTheContextAtTheEndCompletesTheTransition() {
        let out = learned().source()
        let end = out.split(separator: "\n").first { $0.contains("func endTransition(") }
        XCTAssertNotNil(end, out)
        XCTAssertTrue(
            end?.contains(
                "(a0 as? UIViewControllerContextTransitioning).map { $0.completeTransition(!$0.transitionWasCancelled) }"
            )
                == true, out)
        let begin = out.split(separator: "\n").first { $0.contains("func beginTransition(") }
        XCTAssertEqual(begin?.contains("completeTransition"), false, "a beginning ends nothing: \(out)")
        XCTAssertEqual(PortStubs.contextCompletionCall(["_ a0: Any?"], method: "endAnimation"), "")
        XCTAssertEqual(
            PortStubs.contextCompletionCall(["_ c: UIViewControllerContextTransitioning"], method: "finish"),
            "c.completeTransition(!(c.transitionWasCancelled ?? false)); ")
    }

    func testACapitalisedCallInAGuardIsAFunctionAnsweringTrue() {
        var s = learned()
        XCTAssertTrue(
            s.learn(from: e(12, "cannot convert value of type 'JSCGSizeIsValidated' to expected condition type 'Bool'"))
        )
        let out = s.source()
        XCTAssertFalse(out.contains("class JSCGSizeIsValidated"), out)
        XCTAssertTrue(out.contains("func JSCGSizeIsValidated(_ a0: Any?) -> Bool { return true }"), out)
    }
}
