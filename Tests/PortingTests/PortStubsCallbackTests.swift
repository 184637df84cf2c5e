import XCTest

@testable import Porting

/// Stand-ins that stand where the app would call back or hand out the transition's views:
/// a helper given the context answers the context's own views and controllers; an app's
/// animator object calls back after its duration (0.35 s without one); an app object's
/// animation in flight is nil until one of its methods taking a completion starts one, which
/// then ends by calling it.
final class PortStubsCallbackTests: XCTestCase {
    private func source(files: String, _ build: (inout PortStubs) -> Void) -> String {
        var s = PortStubs(files: [("A.swift", files)])
        build(&s)
        return s.source()
    }

    func testAHelperGivenTheContextAnswersItsViewsByTheNamesTheFilesBind() {
        let text = source(
            files: """
                let (tempFromView, tempToView, tempContainerView) = retrieveViews(transitionContext: transitionContext)
                let (_, toViewController, _) = retrieveViewControllers(transitionContext: transitionContext)
                """
        ) { s in
            var top = PortStubs.Stub(name: PortStubs.topLevelName, shape: .topLevel)
            top.members = [
                .init(
                    name: "retrieveViews", isStatic: false, kind: .method(overloads: [["transitionContext a0: Any?"]])),
                .init(
                    name: "retrieveViewControllers", isStatic: false,
                    kind: .method(overloads: [["transitionContext a0: Any?"]]))
            ]
            top.returns = [
                "retrieveViews": "(UIView?, UIView?, UIView?)",
                "retrieveViewControllers": "(CGFloat, UIViewController?, CGFloat)"
            ]
            s.stubs.append(top)
        }
        XCTAssertTrue(
            text.contains(
                "func retrieveViews(transitionContext a0: Any?) -> (UIView?, UIView?, UIView?) { return { let c = (a0 as Any?) as? any UIViewControllerContextTransitioning; return (c?.view(forKey: .from), c?.view(forKey: .to), c?.containerView) }() }"
            ), text)
        XCTAssertTrue(
            text.contains(
                "return { let c = (a0 as Any?) as? any UIViewControllerContextTransitioning; return (1, c?.viewController(forKey: .to), 1) }()"
            ), text)
    }

    func testWithoutNamesAViewsHelperAnswersFromToContainerInOrder() {
        let s = PortStubs(files: [("A.swift", "")])
        XCTAssertEqual(s.contextRoles(of: "fetchViews", count: 3), ["from", "to", "container"])
        XCTAssertEqual(s.contextRoles(of: "fetchFrames", count: 3), [nil, nil, nil])
        XCTAssertEqual(PortStubs.contextRole("maybeToVC"), "to")
        XCTAssertEqual(PortStubs.contextRole("tomorrow"), nil)
        XCTAssertNil(
            s.contextValue(
                .init(name: "fetchViews", isStatic: false, kind: .method(overloads: [])), parameters: ["_ a0: Any?"],
                returning: "(UIView?, UIView?)"), "no parameter is the context")
    }

    func testAnAppAnimatorObjectCallsBackAfterItsDurationOr035() {
        let text = source(files: "") { s in
            var morph = PortStubs.Stub(name: "MorphAnimator", shape: .plainClass)
            morph.members = [
                .init(name: "animate", isStatic: false, kind: .method(overloads: [["_ a0: @escaping (Bool) -> Void"]]))
            ]
            var spin = PortStubs.Stub(name: "SpinAnimation", shape: .plainClass)
            spin.members = [
                .init(name: "duration", isStatic: false, kind: .property(type: "TimeInterval", optional: false)),
                .init(
                    name: "run", isStatic: false,
                    kind: .method(overloads: [["animations a0: @escaping () -> Void", "completion a1: (() -> Void)?"]]))
            ]
            // PanModal-style: the unlabelled block of `animate` is the animation.
            var pan = PortStubs.Stub(name: "SheetAnimator", shape: .plainClass)
            pan.members = [
                .init(
                    name: "animate", isStatic: true,
                    kind: .method(overloads: [
                        ["_ a0: @escaping () -> Void", "config a1: Any?", "_ a2: @escaping (Bool) -> Void"]
                    ]))
            ]
            s.stubs.append(pan)
            var helper = PortStubs.Stub(name: "Helper", shape: .plainClass)
            helper.members = [
                .init(name: "animate", isStatic: false, kind: .method(overloads: [["_ a0: @escaping (Bool) -> Void"]]))
            ]
            s.stubs += [morph, spin, helper]
        }
        XCTAssertTrue(
            text.contains(
                "func animate(_ a0: @escaping (Bool) -> Void) { DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) { a0(true); }; }"
            ),
            text)
        XCTAssertTrue(
            text.contains(
                "{ UIView.animate(withDuration: Double(self.duration), animations: a0); DispatchQueue.main.asyncAfter(deadline: .now() + Double(self.duration)) { a1?(); }; }"
            ), text)
        XCTAssertTrue(
            text.contains(
                "static func animate(_ a0: @escaping () -> Void, config a1: Any?, _ a2: @escaping (Bool) -> Void) { UIView.animate(withDuration: 0.35, animations: a0); DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) { a2(true); }; }"
            ), text)
        // Not an animator's stand-in: called at once, as before.
        XCTAssertTrue(text.contains("func animate(_ a0: @escaping (Bool) -> Void) { a0(true); }"), text)
    }

    func testAnAnimationInFlightIsNilUntilAMethodWithACompletionStartsOne() {
        let text = source(
            files: """
                if let animator = drawer.runningAnimator { return animator }
                drawer.open(animated: true) { transitionContext.completeTransition(true) }
                """
        ) { s in
            var drawer = PortStubs.Stub(name: "DrawerController", shape: .subclass("UIViewController"))
            drawer.members = [
                .init(
                    name: "runningAnimator", isStatic: false,
                    kind: .property(type: "any UIViewImplicitlyAnimating", optional: true)),
                .init(
                    name: "open", isStatic: false,
                    kind: .method(overloads: [["animated a0: Any?", "_ a1: @escaping () -> Void"]]))
            ]
            s.stubs.append(drawer)
        }
        XCTAssertTrue(text.contains("var runningAnimator: (any UIViewImplicitlyAnimating)! = nil"), text)
        XCTAssertTrue(
            text.contains(
                "func open(animated a0: Any?, _ a1: @escaping () -> Void) { let portAnimation = UIViewPropertyAnimator(duration: 0.35, curve: .easeInOut); portAnimation.addCompletion { _ in a1(); }; self.runningAnimator = portAnimation; }"
            ), text)
    }

    func testAnAnimatorTheFilesNeverTestStaysAnObject() {
        let text = source(files: "drawer.runningAnimator.startAnimation()") { s in
            var drawer = PortStubs.Stub(name: "DrawerController", shape: .subclass("UIViewController"))
            drawer.members = [
                .init(
                    name: "runningAnimator", isStatic: false,
                    kind: .property(type: "any UIViewImplicitlyAnimating", optional: true)),
                .init(name: "open", isStatic: false, kind: .method(overloads: [["_ a0: @escaping () -> Void"]]))
            ]
            s.stubs.append(drawer)
        }
        XCTAssertTrue(
            text.contains(
                "var runningAnimator: (any UIViewImplicitlyAnimating)! = UIViewPropertyAnimator(duration: 0.35, curve: .easeInOut)"
            ), text)
        XCTAssertTrue(text.contains("func open(_ a0: @escaping () -> Void) { a0(); }"), text)
    }

    /// An enum stand-in's property of its own type (`direction.opposite`) answers the case
    /// itself: the first case may be one the files' switches send to `fatalError`; a
    /// `Duration` alias's placeholder is a duration.
    func testAnEnumsOwnTypedPropertyAnswersItselfAndADurationAliasIsADuration() {
        let text = source(files: "") { s in
            var direction = PortStubs.Stub(name: "Transition.Direction", shape: .enumeration)
            direction.members = [
                .init(name: "forward", isStatic: false, kind: .enumCase(payload: nil)),
                .init(name: "left", isStatic: false, kind: .enumCase(payload: nil)),
                .init(
                    name: "opposite", isStatic: false, kind: .property(type: "Transition.Direction", optional: false)),
                .init(name: "angle", isStatic: false, kind: .property(type: "CGFloat", optional: false))
            ]
            s.stubs += [
                PortStubs.Stub(name: "Transition", shape: .namespace), direction,
                PortStubs.Stub(name: "Duration", shape: .alias("TimeInterval"))
            ]
        }
        XCTAssertTrue(text.contains("var opposite: Transition.Direction { get { self } set {} }"), text)
        XCTAssertTrue(text.contains("var angle: CGFloat { get { 0 } set {} }"), text)
        XCTAssertTrue(text.contains("func portPlaceholderDuration() -> Duration { 0.35 }"), text)
    }
}
