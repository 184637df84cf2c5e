import XCTest

@testable import Porting

/// Stand-ins that fit every use the files make of them: the shapes and types the census's
/// blockers asked for (an enum with properties, a generic stub, an object a method returns, a
/// closure property, an initializer an SDK class lacks…), each on an example written here.
final class PortStubsFitTests: XCTestCase {
    /// swiftc's error line for line `n` (column `c`) of copy `file`.
    private func error(_ file: String, _ n: Int, _ message: String, column c: Int = 1) -> String {
        "/tmp/p/Sources/T/\(file):\(n):\(c): error: \(message)"
    }

    /// Learns `messages` (one round each) for `code` in copy `file`.
    private func stubs(_ code: String, file: String = "A.swift", rounds: [[String]]) -> PortStubs {
        var stubs = PortStubs(files: [(file, code)])
        for round in rounds { _ = stubs.learn(from: round.joined(separator: "\n")) }
        return stubs
    }

    /// `any P!` does not compile, nor does a stored property in an enum; an enum whose cases
    /// the files never name still has a value, and so does one whose cases all carry payloads.
    func testExistentialsEnumPropertiesAndEnumValuesCompile() {
        XCTAssertEqual(
            PortStubs.markable("any UIViewControllerContextTransitioning"), "(any UIViewControllerContextTransitioning)"
        )
        XCTAssertEqual(PortStubs.markable("any A & B"), "(any A & B)")
        let code = """
            let edge = direction.rectEdge
            init(kind: PresentationKind, transition: SheetStyle) {}
            let t: SheetStyle = .modal(self)
            """
        let s = stubs(
            code,
            rounds: [
                [
                    error("A.swift", 1, "cannot find 'direction' in scope"),
                    error("A.swift", 2, "cannot find type 'PresentationKind' in scope"),
                    error("A.swift", 2, "cannot find type 'SheetStyle' in scope")
                ],
                [error("A.swift", 3, "type 'SheetStyle' has no member 'modal'")]
            ])
        var enumStub = PortStubs.Stub(name: "SlideDirection", shape: .enumeration)
        enumStub.members = [
            .init(name: "left", isStatic: false, kind: .enumCase(payload: nil)),
            .init(name: "hostWindow", isStatic: false, kind: .property(type: "UIWindow", optional: false)),
            .init(name: "edge", isStatic: false, kind: .property(type: "UIRectEdge", optional: false))
        ]
        var withEnum = s
        withEnum.stubs.append(enumStub)
        let source = withEnum.source()
        for expected in [
            // Computed, nil through `!` when the type has no harmless value port knows.
            "public var hostWindow: UIWindow! { get { nil } set {} }",
            "public var edge: UIRectEdge { get { .left } set {} }",
            "public enum PresentationKind: Hashable, Comparable {\n    case portPlaceholder\n}",
            "func portPlaceholderPresentationKind() -> PresentationKind { .portPlaceholder }",
            "case modal(Any?)", "func portPlaceholderSheetStyle() -> SheetStyle { .modal(nil) }"
        ] {
            XCTAssertTrue(source.contains(expected), "missing \(expected) in:\n\(source)")
        }
    }

    /// `let animator = panel.animator(for: state)` then `animator.duration`: the object the
    /// stub method returns is not optional; a method whose result the files test
    /// (`if let`) returns it implicitly unwrapped.
    func testAnObjectAStubMethodReturnsIsOptionalOnlyWhenTested() {
        let code = """
            let panel = SheetPanel()
            let animator = panel.animator(for: 1)
            return animator.duration
            if let hint = panel.hint(at: 0) { print(hint) }
            hint.text = ""
            """
        let s = stubs(
            code,
            rounds: [
                [error("A.swift", 1, "cannot find 'SheetPanel' in scope")],
                [
                    error("A.swift", 2, "value of type 'SheetPanel' has no member 'animator'"),
                    error("A.swift", 4, "value of type 'SheetPanel' has no member 'hint'")
                ],
                [
                    error("A.swift", 3, "value of tuple type '()' has no member 'duration'"),
                    error("A.swift", 4, "initializer for conditional binding must have Optional type, not '()'")
                ],
                [
                    error(
                        "A.swift", 4,
                        "initializer for conditional binding must have Optional type, not 'PortStubHint'")
                ]
            ])
        let source = s.source()
        XCTAssertTrue(
            source.contains("func animator(for a0: Any?) -> PortStubAnimator { return PortStubAnimator() }"), source)
        XCTAssertTrue(source.contains("func hint(at a0: Any?) -> PortStubHint! { return PortStubHint() }"), source)
    }

    /// `return animator` (bound from a stub property) where a protocol is expected: the
    /// property is of that protocol, with a harmless value of it, not nil.
    func testAPropertyReturnedAsAProtocolTakesItsType() {
        let code = """
            func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
                let sheet = ctx.viewController(forKey: .to) as! SheetController
                if let animator = sheet.runningAnimator {
                    return animator
                }
            }
            """
        let s = stubs(
            code,
            rounds: [
                [error("A.swift", 2, "cannot find type 'SheetController' in scope")],
                [error("A.swift", 3, "value of type 'SheetController' has no member 'runningAnimator'")],
                [error("A.swift", 3, "initializer for conditional binding must have Optional type, not 'CGFloat'")],
                [
                    error(
                        "A.swift", 4,
                        "return expression of type 'CGFloat' does not conform to 'UIViewImplicitlyAnimating'")
                ]
            ])
        XCTAssertTrue(
            s.source().contains(
                "var runningAnimator: (any UIViewImplicitlyAnimating)! = UIViewPropertyAnimator(duration: 0.35, curve: .easeInOut)"
            ), s.source())
    }

    /// UIKit's member names make a class a view controller only when used as UIKit uses them:
    /// `timings.present` (a property) is no call of `present(_:animated:)`.
    func testUIKitMemberNamesCountOnlyAsTheKindUIKitDeclares() {
        let code = """
            let t = MenuTimings()
            let d: TimeInterval = t.present
            let c = CardScreen()
            c.dismiss(animated: true)
            """
        let s = stubs(
            code,
            rounds: [
                [
                    error("A.swift", 1, "cannot find 'MenuTimings' in scope"),
                    error("A.swift", 3, "cannot find 'CardScreen' in scope")
                ],
                [
                    error("A.swift", 2, "value of type 'MenuTimings' has no member 'present'"),
                    error("A.swift", 4, "value of type 'CardScreen' has no member 'dismiss'")
                ]
            ])
        XCTAssertEqual(s.stub("MenuTimings")?.shape, .plainClass)
        XCTAssertEqual(s.stub("MenuTimings")?.members.map(\.name), ["present"])
        XCTAssertEqual(s.stub("CardScreen")?.shape, .subclass("UIViewController"))
    }

    /// A brace after a call in a condition opens the statement's body, and one after a
    /// property's initial value its observers: neither is a trailing closure.
    func testBracesOfBodiesAndObserversAreNoTrailingClosures() {
        XCTAssertEqual(
            PortStubs.callArguments(of: "responds", in: "if ctx.responds(to: sel) {")?.map(\.isClosure), [false])
        XCTAssertEqual(
            PortStubs.callArguments(of: "run", in: "    animator.run(0.3) { done in")?.map(\.isClosure), [false, true])
        XCTAssertEqual(
            PortStubs.callArguments(of: "fade", in: "if x { view.fade(0.3) { } }")?.map(\.isClosure), [false, true])
        XCTAssertNil(PortStubs.callArguments(of: "upward", in: "open var direction: SlantDirection = .upward {"))
    }

    /// `[Action<MenuData>]`: a stub used with generic arguments takes as many parameters; its
    /// placeholder is generic, so the context gives them.
    func testStubsUsedWithGenericArgumentsAreGeneric() {
        let code = """
            var actions = [Action<MenuData, Int>]()
            """
        let s = stubs(
            code,
            rounds: [
                [
                    error("A.swift", 1, "cannot find type 'Action' in scope"),
                    error("A.swift", 1, "cannot find type 'MenuData' in scope")
                ],
                [error("A.swift", 1, "cannot specialize non-generic type 'Action'")]
            ])
        XCTAssertEqual(s.stub("Action")?.genericParameters, 2)
        let source = s.source()
        XCTAssertTrue(source.contains("public class Action<T0, T1>: Hashable {"), source)
        XCTAssertTrue(
            source.contains(
                "func portPlaceholderAction<T0, T1>() -> Action<T0, T1> { let o = Action<T0, T1>(); portKeptAlive.append(o); return o }"
            ), source)
    }

    /// An override of a UIKit method the SDK lacks is never copied into an extension of the
    /// SDK class, nor its `super` call stubbed there (a method declared in an extension cannot be
    /// overridden).
    func testOverridesAreNotCopiedIntoExtensionsOfSDKClasses() {
        let code = """
            class MenuNavigation: UINavigationController {
                override func didReceiveMemoryWarning() {
                    super.didReceiveMemoryWarning()
                }
            }
            """
        let s = stubs(
            code,
            rounds: [
                [
                    error(
                        "A.swift", 3, "value of type 'UINavigationController' has no member 'didReceiveMemoryWarning'"),
                    error("A.swift", 2, "method does not override any method from its superclass")
                ]
            ])
        // Nor is the member the subclass overrides stubbed in an extension (it could not be
        // overridden there): a UIKit member an SDK lacks stays a blocker that says so. (The SDK
        // now declares this one; the compiler errors here stand for any member it lacks.)
        XCTAssertNil(s.stub("UINavigationController"))
    }

    /// `UIImageView(baseImage: v, frame: f)` where the SDK's class has no such initializer:
    /// a convenience initializer in an extension, reported as stubbed on an SDK type; a stub
    /// subclassing a UIKit class without `init()` is made with the arguments UIKit requires.
    func testInitializersAnSDKClassLacksAreStubbedInAnExtension() {
        let code = """
            let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            return UIImageView(baseImage: CGSize(width: 1, height: 1), frame: frame)
            let grid = PhotoGrid()
            """
        let s = stubs(
            code,
            rounds: [
                [
                    error("A.swift", 2, "extra argument 'baseImage' in call", column: 31),
                    error("A.swift", 3, "cannot find 'PhotoGrid' in scope")
                ]
            ])
        let source = s.source()
        XCTAssertTrue(
            source.contains(
                "public extension UIImageView {\n    convenience init(baseImage a0: Any?, frame a1: Any?) { self.init() }"
            ),
            source)
        XCTAssertNil(s.stub("CGSize"), "the call the error names is the image view's")
        // An image has no harmless instance to delegate to: nil, as UIKit's failable initializers answer.
        var images = PortStubs(files: [("B.swift", "let i = UIImage(asset: \"card\")")])
        _ = images.learn(from: error("B.swift", 1, "extra argument 'asset' in call", column: 25))
        XCTAssertTrue(images.source().contains("convenience init!(asset a0: Any?) { return nil }"), images.source())
        XCTAssertTrue(s.summary.contains { $0.hasPrefix("UIImageView.init(baseImage:frame:) (stubbed on an SDK type") })
        var grid = PortStubs.Stub(name: "PhotoGrid", shape: .subclass("UICollectionView"))
        grid.members = []
        XCTAssertEqual(
            s.emptyArguments(grid), "(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())")
    }

    /// `case .navigation(.pop):` where the stubbed case's payload is `Any?` (the compiler names
    /// `_ErrorCodeProtocol`): an enum named after the case; a labelled argument of a call over
    /// several lines gets the stub its label names.
    func testImplicitMemberPayloadsGetEnums() {
        let code = """
            switch kind {
            case .navigation(.pop):
                break
            }
            let a = Factory.make(gesture: g,
                                 kind: .presentation(.dismissal))
            """
        // As earlier rounds left them: the factory's method and the enum `kind` is of.
        var t = PortStubs(files: [("A.swift", code)])
        var factory = PortStubs.Stub(name: "Factory", shape: .namespace)
        factory.members = [
            .init(name: "make", isStatic: true, kind: .method(overloads: [["gesture a0: Any?", "kind a1: Any?"]]))
        ]
        t.stubs.append(factory)
        var kind = PortStubs.Stub(name: "Kind", shape: .enumeration)
        kind.members = [
            .init(name: "navigation", isStatic: false, kind: .enumCase(payload: ["_"])),
            .init(name: "presentation", isStatic: false, kind: .enumCase(payload: ["_"]))
        ]
        t.stubs.append(kind)
        _ = t.learn(
            from: [
                error("A.swift", 2, "type '_ErrorCodeProtocol' has no member 'pop'"),
                error("A.swift", 6, "type 'Any?' has no member 'presentation'")
            ].joined(separator: "\n"))
        XCTAssertEqual(
            t.stub("Kind")?.members.first?.kind, .enumCase(payload: ["_: Kind.Navigation"]))
        XCTAssertEqual(t.stub("Kind.Navigation")?.shape, .enumeration)
        guard case .method(let overloads)? = t.stub("Factory")?.members.first?.kind else {
            return XCTFail("make is a method")
        }
        XCTAssertEqual(overloads, [["gesture a0: Any?", "kind a1: Kind"]])
        XCTAssertTrue(t.source().contains("case navigation(Kind.Navigation)"), t.source())
    }

    /// `handler.onChange = { [weak self] phase in switch phase {`: the property is a closure
    /// whose parameter is an enum stub; a payload bound by `case .progress(let p):` and passed
    /// where a CGFloat is expected is a CGFloat.
    func testClosuresAssignedToStubPropertiesAndSwitchedPayloads() {
        let code = """
            handler.onChange = { [weak self] phase in
                switch phase {
                case .progress(let fraction):
                    self?.update(fraction)
                }
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        var handler = PortStubs.Stub(name: "GestureHandler", shape: .plainClass)
        handler.members = [.init(name: "onChange", isStatic: false, kind: .property(type: "CGFloat", optional: false))]
        s.stubs.append(handler)
        _ = s.learn(from: error("A.swift", 1, "cannot assign value of type '(_) -> Void' to type 'CGFloat'"))
        XCTAssertEqual(
            s.stub("GestureHandler")?.members.first?.kind, .property(type: "(PortStubPhase) -> Void", optional: true))
        XCTAssertEqual(s.stub("PortStubPhase")?.shape, .enumeration)
        _ = s.learn(from: error("A.swift", 3, "type 'PortStubPhase' has no member 'progress'"))
        _ = s.learn(
            from: error("A.swift", 4, "cannot convert value of type 'Any?' to expected argument type 'CGFloat'"))
        let source = s.source()
        XCTAssertTrue(source.contains("public var onChange: ((PortStubPhase) -> Void)! = nil"), source)
        XCTAssertTrue(source.contains("case progress(CGFloat)"), source)
    }

    /// A stub method's result compared with a number is a number; one iterated is an array of
    /// what the loop variable names; one passed where an SDK type is expected is that type.
    func testResultsComparedIteratedOrPassedGetTheirTypes() {
        let code = """
            func handle() {
                let velocity = pan.velocityForPan()
                let extras = animator.extraAnimations(true)
                let key = keyFor(kind: 1)
                if velocity > 0 {}
                for animation in extras {}
                _ = ctx.viewController(forKey: key)
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        var pan = PortStubs.Stub(name: "PanRecognizer", shape: .plainClass)
        pan.members = [
            .init(name: "velocityForPan", isStatic: false, kind: .method(overloads: [[]])),
            .init(name: "extraAnimations", isStatic: false, kind: .method(overloads: [["_ a0: Any?"]])),
            .init(name: "keyFor", isStatic: false, kind: .method(overloads: [["kind a0: Any?"]]))
        ]
        pan.returns["keyFor"] = "PortStubKeyFor!"
        s.stubs.append(pan)
        var key = PortStubs.Stub(name: "PortStubKeyFor", shape: .enumeration)
        key.members = [.init(name: "to", isStatic: false, kind: .enumCase(payload: nil))]
        s.stubs.append(key)
        _ = s.learn(
            from: [
                error("A.swift", 5, "binary operator '>' cannot be applied to operands of type '()' and 'Int'"),
                error("A.swift", 6, "for-in loop requires '()' to conform to 'Sequence'"),
                error(
                    "A.swift", 7,
                    "cannot convert value of type 'PortStubKeyFor?' to expected argument type 'UITransitionContextViewControllerKey'"
                )
            ].joined(separator: "\n"))
        let returns = s.stub("PanRecognizer")?.returns ?? [:]
        XCTAssertEqual(returns["velocityForPan"], "CGFloat")
        XCTAssertEqual(returns["extraAnimations"], "[PortStubAnimation]")
        XCTAssertEqual(returns["keyFor"], "UITransitionContextViewControllerKey!")
        // The `.to` side its name gives, swapped for a dismissal (PortStubsTransitionSidesTests).
        XCTAssertTrue(
            s.source().contains("func keyFor(kind a0: Any?) -> UITransitionContextViewControllerKey { return {"),
            s.source())
        XCTAssertTrue(
            s.source().contains(
                "return dismissing ? UITransitionContextViewControllerKey.from : UITransitionContextViewControllerKey.to }() }"
            ), s.source())
    }

    /// `let curve = timing.curve` then `UICubicTimingParameters(animationCurve: curve)`: the
    /// property bound earlier takes the type the call asks for.
    func testAPropertyBoundEarlierTakesTheTypeItsUseAsks() {
        let code = """
            func make() {
                let curve = isPresenting ? timing.presentCurve : timing.dismissCurve
                let cubic = UICubicTimingParameters(animationCurve: curve)
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        var timing = PortStubs.Stub(name: "Timing", shape: .plainClass)
        timing.members = [
            .init(name: "presentCurve", isStatic: false, kind: .property(type: "CGFloat", optional: false)),
            .init(name: "dismissCurve", isStatic: false, kind: .property(type: "CGFloat", optional: false))
        ]
        s.stubs.append(timing)
        _ = s.learn(
            from: error(
                "A.swift", 3, "cannot convert value of type 'CGFloat' to expected argument type 'UIView.AnimationCurve'"
            ))
        XCTAssertEqual(
            s.stub("Timing")?.members.map(\.kind),
            [
                .property(type: "UIView.AnimationCurve", optional: false),
                .property(type: "UIView.AnimationCurve", optional: false)
            ])
    }
    /// A library's file and its copy in the example app, differing only in comments: the copy
    /// is left out (every line a comment, so nothing is declared twice) and said so, and its
    /// class gets one plugin; a copy that differs in code is kept (the compiler's redeclaration
    /// error then gets advice that says so).
    func testACopyOfAFileIsLeftOutAndItsClassPortedOnce() {
        let library = """
            // SlideAnimator.swift — Copyright 2020 Library Authors
            import UIKit

            final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) { c.completeTransition(true) }
            }
            """
        let example = library.replacingOccurrences(
            of: "// SlideAnimator.swift — Copyright 2020 Library Authors", with: "/* Copyright 2017 */"
        )
        .replacingOccurrences(of: "-> TimeInterval { 0.3 }", with: "->  TimeInterval {   0.3 }")
        let changed = library.replacingOccurrences(of: "0.3", with: "0.4")
        let files = [
            ("Sources/SlideAnimator.swift", library), ("Example/SlideAnimator.swift", example),
            ("Old/SlideAnimator.swift", changed)
        ]
        let results = PortRewriter().rewrite(files.map { PortRewriter.File(path: $0.0, source: $0.1) })
        XCTAssertEqual(results[0].source, library)
        XCTAssertEqual(results[1].rewrites.map(\.kind), [.duplicateFile])
        XCTAssertEqual(
            results[1].rewrites.first?.after,
            "left out: the same declarations as Sources/SlideAnimator.swift (comments aside), which is compiled")
        XCTAssertFalse(results[1].source.split(separator: "\n").contains { !$0.hasPrefix("//") }, results[1].source)
        XCTAssertEqual(results[1].source.split(separator: "\n", omittingEmptySubsequences: false).count, 7)
        XCTAssertEqual(results[2].source, changed, "different code is the user's to choose")
        let found = PortableClassFinder.find(files.map { ($0.0, SwiftDeclarations($0.1)) })
        let plugins = PortProject.plugins(for: found.map { ($0, .animator, "SlideAnimator()") })
        XCTAssertEqual(found.count, 3)
        XCTAssertEqual(plugins.map(\.target), ["PortedSlideAnimator"])
        XCTAssertEqual(plugins.map(\.sourcePath), ["Sources/SlideAnimator.swift"])
        XCTAssertTrue(
            PortDiagnostic.advice(for: "invalid redeclaration of 'SlideAnimator'").hasPrefix(
                "SlideAnimator is declared twice in the files given"))
    }
    /// `Selector(Swipe.handle(_:))` where the SDK's superclass has a `handle(_:)` too: the
    /// compiled copy coerces the reference to the type of the files' own method, and says so.
    func testAnAmbiguousSelectorIsCompiledWithItsMethodsType() {
        let code = """
            final class Swipe: UIPercentDrivenInteractiveTransition {
                func wire(_ view: UIView) {
                    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(Swipe.handle(_:))))
                }
                open func handle(_ recognizer: UIGestureRecognizer) {}
            }
            """
        var s = PortStubs(files: [("S.swift", code)])
        XCTAssertTrue(s.learn(from: error("S.swift", 3, "ambiguous use of 'handle'", column: 90)))
        XCTAssertTrue(
            s.patched("S.swift", code).contains(
                "action: Selector(Swipe.handle(_:) as (Swipe) -> (UIGestureRecognizer) -> Void)))"),
            s.patched("S.swift", code))
        XCTAssertTrue(s.summary.contains { $0.hasPrefix("Selector(Swipe.handle(_:)) at S.swift:3 (compiled as") })
    }
    /// A stub whose static constants the files match as cases (`case .present:` gives
    /// "member 'present' in 'ModalStep' produces result of type 'CGFloat', but context expects
    /// 'ModalStep'") becomes an enum: constants are cases, a static method a case with a
    /// payload; a stub property assigned an optional becomes optional; a ternary's branches
    /// give a guessed number the other branch's type.
    func testConstantsMatchedAsCasesMakeAnEnumAndAssignmentsFixOptionality() {
        let code = """
            switch step {
            case .present: break
            case .custom(let size): break
            }
            transition.fromController = ctx.viewController(forKey: .from)
            let d = presenting ? p.showEdge : p.hideEdge
            let e = presenting ? p.inEdge : p.showEdge
            let f = ModalStep(context)
            """
        var s = PortStubs(files: [("A.swift", code)])
        var step = PortStubs.Stub(name: "ModalStep", shape: .namespace)
        step.members = [
            .init(name: "present", isStatic: true, kind: .property(type: "CGFloat", optional: false)),
            .init(name: "custom", isStatic: true, kind: .method(overloads: [["_ a0: Any?"]])),
            .init(name: "title", isStatic: false, kind: .property(type: "String", optional: false))
        ]
        var transition = PortStubs.Stub(name: "Transition", shape: .plainClass)
        transition.members = [
            .init(name: "fromController", isStatic: false, kind: .property(type: "UIViewController", optional: false))
        ]
        var presentation = PortStubs.Stub(name: "Presentation", shape: .plainClass)
        presentation.members = [
            .init(name: "showEdge", isStatic: false, kind: .property(type: "Edge", optional: false)),
            .init(name: "hideEdge", isStatic: false, kind: .property(type: "CGFloat", optional: false)),
            .init(name: "inEdge", isStatic: false, kind: .property(type: "PortStubInEdge", optional: false))
        ]
        s.stubs += [step, transition, presentation]
        _ = s.learn(
            from: [
                error(
                    "A.swift", 2,
                    "member 'present' in 'ModalStep' produces result of type 'CGFloat', but context expects 'ModalStep'"
                ),
                error("A.swift", 5, "cannot assign value of type 'UIViewController?' to type 'UIViewController'"),
                error("A.swift", 6, "result values in '? :' expression have mismatching types 'Edge' and 'CGFloat'"),
                error(
                    "A.swift", 7, "result values in '? :' expression have mismatching types 'PortStubInEdge' and 'Edge'"
                )
            ].joined(separator: "\n"))
        XCTAssertEqual(s.stub("ModalStep")?.shape, .enumeration)
        XCTAssertEqual(
            s.stub("ModalStep")?.members.map(\.kind),
            [
                .enumCase(payload: nil), .enumCase(payload: ["_"]), .property(type: "String", optional: false)
            ])
        XCTAssertEqual(
            s.stub("Transition")?.members.first?.kind, .property(type: "UIViewController", optional: true))
        XCTAssertEqual(
            s.stub("Presentation")?.members.map(\.kind),
            [
                .property(type: "Edge", optional: false), .property(type: "Edge", optional: false),
                .property(type: "Edge", optional: false)
            ])
        XCTAssertTrue(s.source().contains("public var title: String { get { \"\" } set {} }"), s.source())
        // The files also make one (`ModalStep(context)`): an enum's initializer picks a case.
        var made = s
        _ = made.learn(
            from: error(
                "A.swift", 8, "'ModalStep' cannot be constructed because it has no accessible initializers"))
        XCTAssertEqual(made.stub("ModalStep")?.shape, .enumeration)
        XCTAssertTrue(made.source().contains("public init(_ a0: Any?) { self = .present }"), made.source())
    }
    /// A class stub used where a UIKit class is expected is a subclass of it; where a UIKit
    /// protocol is, it is not (a protocol is no superclass).
    func testAClassStubUsedAsAUIKitClassSubclassesIt() {
        var s = PortStubs(files: [("A.swift", "return cellAttributes\nreturn animator\nreturn all\nreturn masks.start")]
        )
        var masks = PortStubs.Stub(name: "Masks", shape: .plainClass)
        masks.members = [.init(name: "start", isStatic: false, kind: .property(type: "CGFloat", optional: false))]
        s.stubs += [
            PortStubs.Stub(name: "PagingCellAttributes", shape: .plainClass),
            PortStubs.Stub(name: "SlideTransition", shape: .plainClass),
            PortStubs.Stub(name: "SlantedAttributes", shape: .plainClass), masks
        ]
        _ = s.learn(
            from: [
                error(
                    "A.swift", 1,
                    "cannot convert return expression of type 'PagingCellAttributes?' to return type 'UICollectionViewLayoutAttributes?'"
                ),
                error(
                    "A.swift", 2,
                    "cannot convert return expression of type 'SlideTransition' to return type 'UIViewControllerAnimatedTransitioning'"
                ),
                error(
                    "A.swift", 3,
                    "cannot convert return expression of type '[SlantedAttributes]' to return type '[UICollectionViewLayoutAttributes]'"
                ),
                error("A.swift", 4, "cannot convert return expression of type 'CGFloat' to return type 'CAShapeLayer'")
            ].joined(separator: "\n"))
        XCTAssertEqual(s.stub("SlantedAttributes")?.shape, .subclass("UICollectionViewLayoutAttributes"))
        XCTAssertEqual(s.stub("Masks")?.members.first?.kind, .property(type: "CAShapeLayer", optional: false))
        XCTAssertEqual(s.stub("PagingCellAttributes")?.shape, .subclass("UICollectionViewLayoutAttributes"))
        XCTAssertEqual(s.stub("SlideTransition")?.shape, .plainClass)
    }
    /// `panel.show(animated: false, completion: nil)` made `completion` an `Any?`; a later
    /// `panel.show(animated: true) { ctx.completeTransition(true) }` passes it a closure: the
    /// parameter is an optional closure the stand-in calls, so the transition completes.
    func testAnAnyParameterGivenAClosureIsAClosureTheStandInCalls() {
        let code = """
            panel.show(animated: false, completion: nil)
            panel.show(animated: true) { [weak panel] in
                ctx.completeTransition(true)
            }
            panel.hide(animated: true, completion: { finished in })
            """
        var s = PortStubs(files: [("A.swift", code)])
        var panel = PortStubs.Stub(name: "Panel", shape: .plainClass)
        panel.members = [
            .init(
                name: "show", isStatic: false, kind: .method(overloads: [["animated a0: Any?", "completion a1: Any?"]])),
            .init(
                name: "hide", isStatic: false, kind: .method(overloads: [["animated a0: Any?", "completion a1: Any?"]]))
        ]
        s.stubs.append(panel)
        let source = s.source()
        XCTAssertTrue(
            source.contains("func show(animated a0: Any?, completion a1: (() -> Void)?) { a1?(); }"), source)
        XCTAssertTrue(
            source.contains("func hide(animated a0: Any?, completion a1: ((Bool) -> Void)?) { a1?(true); }"), source)
    }
}
