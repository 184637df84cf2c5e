import XCTest

@testable import Porting

/// A library's options object made with a configuring trailing closure (`Options { o in
/// o.duration = transitionDuration(using: c) }`, SwiftyTabBarTransition, held-out 40): the
/// stub gets an initializer taking the closure, non-escaping once the file calls `self`'s
/// methods in it without `self.`, and a property assigned a local of its own name takes the
/// local's type.
final class PortStubsConfiguringInitTests: XCTestCase {
    private let file = """
        import UIKit
        final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let object = FadeOptions { (options) in
                    options.duration = transitionDuration(using: transitionContext)
                    options.transitionContext = transitionContext
                }
                Engine.fade(with: object)
            }
            func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        }
        """

    private func e(_ line: Int, col column: Int = 9, _ message: String) -> String {
        "Fade.swift:\(line):\(column): error: \(message)"
    }

    func testAConfiguringClosureBecomesAnInitializerTheFileCanCallSelfIn() {
        var s = PortStubs(files: [("Fade.swift", file)])
        _ = s.learn(
            from: [e(4, col: 22, "cannot find 'FadeOptions' in scope"), e(8, "cannot find 'Engine' in scope")].joined(
                separator: "\n"))
        XCTAssertTrue(s.learn(from: e(4, col: 41, "extra trailing closure passed in call")))
        XCTAssertTrue(s.source().contains("convenience init(_ "), s.source())
        XCTAssertTrue(s.source().contains("@escaping (PortStubOptions) -> Void"), s.source())
        _ = s.learn(
            from: [
                e(5, "value of type 'PortStubOptions' has no member 'duration'"),
                e(6, "value of type 'PortStubOptions' has no member 'transitionContext'")
            ].joined(separator: "\n"))
        // The file calls `transitionDuration` without `self.`: only a non-escaping closure allows it.
        XCTAssertTrue(
            s.learn(
                from: e(
                    5, col: 32,
                    "call to method 'transitionDuration' in closure requires explicit use of 'self' to make capture semantics explicit"
                )))
        XCTAssertFalse(s.source().contains("@escaping (PortStubOptions) -> Void"), s.source())
        XCTAssertTrue(s.source().contains("(PortStubOptions) -> Void"), s.source())
        // `options.transitionContext = transitionContext`: the local's type, though the
        // property has its name.
        let before = s.source()
        XCTAssertTrue(
            s.learn(
                from: e(
                    6, col: 47,
                    "cannot assign value of type 'any UIViewControllerContextTransitioning' to type 'String'")),
            before)
        XCTAssertTrue(
            s.source().contains("var transitionContext: (any UIViewControllerContextTransitioning)!"), s.source())
    }

    /// The animator hands its transition to the library's engine and no file completes a
    /// transition: the report names the stubbed types it needs; a file that completes one
    /// (here, after the engine call) names none.
    func testAnAnimatorThatHandsItsTransitionToTheAppNamesTheTypes() throws {
        func handedTo(_ source: String) throws -> [String] {
            let c = try XCTUnwrap(
                PortableClassFinder.find([("Fade.swift", SwiftDeclarations(source))]).first {
                    $0.qualifiedName == "Fade"
                })
            var project = PortProject(
                name: "P", hostPath: "/h", files: [("Fade.swift", source)],
                plugins: PortProject.plugins(for: [(c, .animator, "Fade()")]))
            var s = PortStubs(files: [("Fade.swift", source)])
            _ = s.learn(
                from: [e(4, col: 22, "cannot find 'FadeOptions' in scope"), e(8, "cannot find 'Engine' in scope")]
                    .joined(separator: "\n"))
            project.stubs = s
            return project.appTypesEndingTheTransition(for: project.plugins[0])
        }
        XCTAssertEqual(try handedTo(file), ["FadeOptions", "Engine"])
        let completing = file.replacingOccurrences(
            of: "Engine.fade(with: object)",
            with: "Engine.fade(with: object); transitionContext.completeTransition(true)")
        XCTAssertEqual(try handedTo(completing), [])
    }

    /// The engine is a stored property of a superclass of the files (`animationDriver?.start()`,
    /// a `SlideAnimationDriver?`; the subclass inherits `animateTransition`, ADPresentationKit,
    /// held-out 45): the report names the property's stubbed type for the subclass too.
    func testAnEngineHeldInAPropertyOfASuperclassIsNamed() throws {
        let source = """
            import UIKit
            class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                var animationDriver: SlideAnimationDriver?
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    guard let ad = animationDriver else { return }
                    ad.setup(using: c)
                    animationDriver?.start()
                }
            }
            final class SlideDismissAnimator: SlideAnimator {}
            """
        let classes = PortableClassFinder.find([("Slide.swift", SwiftDeclarations(source))])
        let dismiss = try XCTUnwrap(classes.first { $0.qualifiedName == "SlideDismissAnimator" })
        var project = PortProject(
            name: "P", hostPath: "/h", files: [("Slide.swift", source)],
            plugins: PortProject.plugins(for: [(dismiss, .animator, "SlideDismissAnimator()")]))
        var s = PortStubs(files: [("Slide.swift", source)])
        _ = s.learn(from: "Slide.swift:3:25: error: cannot find type 'SlideAnimationDriver' in scope")
        project.stubs = s
        XCTAssertEqual(project.appTypesEndingTheTransition(for: project.plugins[0]), ["SlideAnimationDriver"])
    }

    /// An implicit member passed to a stubbed class's initializer
    /// (`VSwipeGestureRecognizer(direction: .down, target: self, action: …)`, gdavis, held-out
    /// 41): the parameter becomes the stub's nested enum named for the label, with that case.
    func testAnImplicitMemberTypesAStubbedInitializersParameter() {
        let source = """
            import UIKit
            final class Swipe: NSObject {
                func attach(_ v: UIView) {
                    let g = VSwipeGestureRecognizer(direction: .down, target: self, action: nil)
                    v.addGestureRecognizer(g)
                }
            }
            """
        func d(_ line: Int, _ m: String) -> String { "Swipe.swift:\(line):17: error: \(m)" }
        var s = PortStubs(files: [("Swipe.swift", source)])
        _ = s.learn(from: d(4, "cannot find 'VSwipeGestureRecognizer' in scope"))
        _ = s.learn(from: d(4, "argument passed to call that takes no arguments"))
        XCTAssertTrue(s.source().contains("direction a0: Any?"), s.source())
        XCTAssertTrue(s.learn(from: d(4, "type 'Any?' has no member 'down'")))
        let out = s.source()
        XCTAssertTrue(out.contains("direction a0: VSwipeGestureRecognizer.Direction"), out)
        XCTAssertTrue(out.contains("enum Direction"), out)
        XCTAssertTrue(out.contains("case down"), out)
    }

    /// An implicit `.init(label:)` whose contextual type is an SDK type
    /// (`var options: UIView.KeyframeAnimationOptions { .init(animationOptions: .curveEaseInOut) }`,
    /// react-native-ios-navigator, held-out 42): the app's extension initializer is stubbed on
    /// that type, a struct's without `convenience`, its parameter typed by the implicit member.
    func testAnImplicitInitializerOfAnSDKTypeIsStubbedOnTheDeclaredType() {
        let source = """
            import UIKit
            class Base: NSObject {
                var keyframeOptions: UIView.KeyframeAnimationOptions {
                    .init(animationOptions: .curveEaseInOut)
                }
                func insets() -> UIEdgeInsets {
                    return .init(all: 8)
                }
                let layer: CALayer = .init(named: "x")
                var other: UIView.KeyframeAnimationOptions { UIView.KeyframeAnimationOptions.init(rawValue: 0) }
            }
            """
        func d(_ line: Int, _ column: Int, _ m: String) -> String { "Base.swift:\(line):\(column): error: \(m)" }
        var s = PortStubs(files: [("Base.swift", source)])
        XCTAssertTrue(s.learn(from: d(4, 33, "argument passed to call that takes no arguments")))
        XCTAssertTrue(s.learn(from: d(7, 23, "argument passed to call that takes no arguments")))
        XCTAssertTrue(s.learn(from: d(9, 30, "argument passed to call that takes no arguments")))
        let out = s.source()
        XCTAssertTrue(out.contains("extension UIView.KeyframeAnimationOptions"), out)
        XCTAssertTrue(
            out.contains("    init(animationOptions a0: UIView.AnimationOptions) { self.init() }"), out)
        XCTAssertTrue(out.contains("extension UIEdgeInsets"), out)
        XCTAssertTrue(out.contains("    init(all a0: "), out)
        XCTAssertTrue(out.contains("convenience init(named a0: "), out)
        // An explicit `T.init(` and a line without `.init(` are not this rule's.
        var t = PortStubs(files: [("Base.swift", source)])
        XCTAssertFalse(t.learn(from: d(10, 90, "argument passed to call that takes no arguments")))
        XCTAssertFalse(t.learn(from: d(2, 1, "argument passed to call that takes no arguments")))
    }
}
