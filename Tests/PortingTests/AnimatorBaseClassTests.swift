import Foundation
import XCTest

@testable import Porting

/// A class whose `animateTransition` (and everything it reaches in the files) never calls
/// `completeTransition`, and that is meant to be subclassed, is a base class, not an animator:
/// port reports it and ports its subclasses. One that merely forgets `completeTransition` —
/// `final`, or with no sign of being a base — is not, so it is still validated and fails.
final class AnimatorBaseClassTests: XCTestCase {
    private let fixtures =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
        + "/Fixtures/Port/BaseClasses"

    private func bases(_ files: [(String, String)]) -> [AnimatorBaseClass] {
        let classes = PortableClassFinder.find(files.map { ($0.0, SwiftDeclarations($0.1)) })
        return AnimatorBaseClass.find(in: classes, files: files.map { (path: $0.0, source: $0.1) })
    }

    private func fixtureFiles() throws -> [(String, String)] {
        try ["PopoverTransitionBase.swift", "PopoverTransitions.swift", "ForgetfulAnimators.swift"].map {
            ($0, try String(contentsOfFile: fixtures + "/" + $0, encoding: .utf8))
        }
    }

    func testTheFixturesBaseClassesAreFoundAndTheirSubclassNamed() throws {
        let found = bases(try fixtureFiles())
        XCTAssertEqual(found.map(\.className), ["PopoverTransitionBase", "ShakeTransitionTemplate"])
        XCTAssertEqual(found[0].subclasses, ["PopoverGrowTransition"])
        XCTAssertEqual(found[0].sign, "PopoverGrowTransition in the files subclasses it")
        XCTAssertEqual(found[1].subclasses, [])
        XCTAssertEqual(found[1].sign, "its animateTransition at line 31 is empty")
        XCTAssertTrue(found[1].description.contains("none is in the files given"), found[1].description)
        XCTAssertTrue(
            found[0].description.hasPrefix(
                "base class: its animateTransition never calls completeTransition (nor does anything it reaches in the files)"
            ))
    }

    /// An open animator that runs the animation closure its initializer takes (XCoordinator's
    /// `StaticTransitionAnimation`, held-out 46) is reported as driven by that closure: the
    /// advice is to give it, not a subclass.
    func testAnAnimatorDrivenByItsInitializersClosureAsksForTheClosure() {
        let file = """
            import UIKit
            open class ClosureAnimation: NSObject, UIViewControllerAnimatedTransitioning {
                private let duration: TimeInterval
                private let perform: (_ context: UIViewControllerContextTransitioning) -> Void
                public init(duration: TimeInterval, performAnimation: @escaping (_ context: UIViewControllerContextTransitioning) -> Void) {
                    self.duration = duration
                    self.perform = performAnimation
                }
                open func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { duration }
                open func animateTransition(using c: UIViewControllerContextTransitioning) { perform(c) }
            }
            """
        let found = bases([("ClosureAnimation.swift", file)])
        XCTAssertEqual(found.map(\.className), ["ClosureAnimation"])
        XCTAssertEqual(found.first?.drivingClosure, "performAnimation")
        XCTAssertTrue(
            found.first?.description.hasPrefix(
                "driven by a closure: its animateTransition never calls completeTransition itself, and its initializer takes the animation as the performAnimation: closure"
            ) == true, found.first?.description ?? "")
        XCTAssertTrue(
            found.first?.description.hasSuffix(
                "give --construct 'ClosureAnimation(…, performAnimation: { context in … })' with your app's closure")
                == true)
    }

    func testADocCommentSayingBaseClassIsASign() {
        let source = """
            import UIKit

            /// Base class for the sheet transitions.
            class SheetTransition: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
                }
            }
            """
        let found = bases([("Sheet.swift", source)])
        XCTAssertEqual(found.map(\.sign), ["a comment says so: /// Base class for the sheet transitions."])
    }

    func testAFinishingStepNothingReachesIsASignAndAStoredContextIsNoEscape() {
        // EdgePan-style: the context is kept, `finish(_:)` completes it, only subclasses call it.
        let source = """
            import UIKit

            public class PanTransitionCore: NSObject, UIViewControllerAnimatedTransitioning {
                weak var context: UIViewControllerContextTransitioning!
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
                func prepare() { context.containerView.addSubview(context.view(forKey: .to)!) }
                func wrapUp(_ done: Bool) { context.completeTransition(done) }
                public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    self.context = transitionContext
                    prepare()
                }
            }
            """
        let found = bases([("Pan.swift", source)])
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.sign.hasPrefix("wrapUp() at line 7 completes the transition") ?? false, "\(found)")
    }

    func testAnimatorsThatMayCompleteOrShowNoSignAreNotBaseClasses() throws {
        let forgetful = try fixtureFiles().filter { $0.0 == "ForgetfulAnimators.swift" }
        XCTAssertEqual(bases(forgetful).map(\.className), [], "final, or no sign: validated")
        let cases = [
            // The context goes to the app's helper, which may complete it.
            """
            /// Base class.
            class A: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    TransitionHelpers.run(transitionContext, duration: 0.3)
                }
            }
            """,
            // super's animateTransition hands the context to the app's helper.
            """
            /// Override in subclass.
            class B: AppBaseAnimator {
                override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    super.animateTransition(using: transitionContext)
                }
            }
            class AppBaseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    helper.finish(using: transitionContext)
                }
            }
            """,
            // A Core Animation delegate callback completes it.
            """
            /// Base class.
            class C: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
                var ctx: UIViewControllerContextTransitioning?
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    ctx = transitionContext
                }
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { ctx?.completeTransition(flag) }
            }
            """
        ]
        for c in cases {
            XCTAssertEqual(bases([("X.swift", "import UIKit\n" + c)]).map(\.className), [], c)
        }
    }
}
