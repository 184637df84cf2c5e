import XCTest

@testable import Porting

/// A stand-in member whose type port guessed is retyped by how the files use it: through a
/// variable it is bound to, and where the compiler says the guess does not conform to a
/// stand-in protocol; a stand-in protocol an animator of the files conforms to refines UIKit's.
final class PortStubsGuessedTypesTests: XCTestCase {
    private func error(_ n: Int, _ message: String) -> String { "/tmp/p/Sources/T/A.swift:\(n):1: error: \(message)" }

    private func stubs(_ code: String, rounds: [[String]]) -> PortStubs {
        var stubs = PortStubs(files: [("A.swift", code)])
        for round in rounds { _ = stubs.learn(from: round.joined(separator: "\n")) }
        return stubs
    }

    /// ADPresentationKit (held-out 45): a tuple destructured from a stub method, its element
    /// types guessed from their names, takes the types its uses ask for — an argument, a
    /// comparison with the files' own type, an assignment to the files' property — but an
    /// assignment to a stub's property retypes the property, not the element. A stub method's
    /// result bound by `guard let` and returned where a protocol is expected returns it.
    func testTupleElementsTakeTheTypesTheirUsesAskFor() {
        let code = """
            func go(_ png: Panning, _ vw: UIView) {
                let (min, minOrigin, minCenter, perc) = png.smallestDirection(ctr: vw.center)
                move(vw, ctr: minCenter)
                if direction == minOrigin { return }
                direction = minOrigin
                config.origin = minOrigin
            }
            func driver() -> UIViewImplicitlyAnimating {
                guard let ia = engine?.interruptibleAnimator() else { fatalError() }
                return ia
            }
            """
        var panning = PortStubs.Stub(name: "Panning", shape: .plainClass)
        panning.members = [
            .init(name: "smallestDirection", isStatic: false, kind: .method(overloads: [["ctr a0: Any?"]]))
        ]
        panning.returns["smallestDirection"] = "(CGFloat, CGPoint, CGFloat, CGFloat)"
        var engine = PortStubs.Stub(name: "Engine", shape: .plainClass)
        engine.members = [.init(name: "interruptibleAnimator", isStatic: false, kind: .method(overloads: [[]]))]
        var s = PortStubs(files: [("A.swift", code)])
        s.stubs = [panning, engine]
        _ = s.learn(from: error(3, "cannot convert value of type 'CGFloat' to expected argument type 'CGPoint'"))
        XCTAssertEqual(s.stub("Panning")?.returns["smallestDirection"], "(CGFloat, CGPoint, CGPoint, CGFloat)")
        _ = s.learn(
            from: error(4, "binary operator '==' cannot be applied to operands of type 'SlideOrigin' and 'CGPoint'"))
        XCTAssertEqual(s.stub("Panning")?.returns["smallestDirection"], "(CGFloat, SlideOrigin, CGPoint, CGFloat)")
        // Assigned to a stub's property: the element stays, the property follows it.
        var config = PortStubs.Stub(name: "Config", shape: .plainClass)
        config.members = [.init(name: "origin", isStatic: false, kind: .property(type: "CGPoint", optional: false))]
        s.stubs.append(config)
        _ = s.learn(from: error(6, "cannot assign value of type 'SlideOrigin' to type 'CGPoint'"))
        XCTAssertEqual(s.stub("Panning")?.returns["smallestDirection"], "(CGFloat, SlideOrigin, CGPoint, CGFloat)")
        XCTAssertEqual(
            s.stub("Config")?.members.first?.kind, .property(type: "SlideOrigin", optional: false))
        _ = s.learn(from: error(9, "return expression of type '()' does not conform to 'UIViewImplicitlyAnimating'"))
        XCTAssertEqual(s.stub("Engine")?.returns["interruptibleAnimator"], "any UIViewImplicitlyAnimating")
    }

    /// A guess the compiler retypes to one of Swift's names of `Int` (`[0, vc.selectedItem]` as
    /// an `IndexPath`: `IndexPath.Element`) has an integer's value, not nil (Puzzil, held-out 44).
    func testSwiftsNamesOfIntHaveAnIntegersValue() {
        let s = PortStubs(files: [])
        for type in ["Int", "IndexPath.Element", "IndexPath.Index", "Int32"] {
            XCTAssertEqual(
                s.value(of: type, name: "selectedItem"), PlausibleNumber.integer(named: "selectedItem"), type)
        }
        XCTAssertNotNil(s.value(of: "IndexPath.Element", name: "selectedItem"))
    }

    /// freedom27-style: `let current = from.sourceThing` in a guard, then `current.frame`: the
    /// guessed number becomes a stand-in class, which a view's member makes a view, so
    /// `current.isHidden = true` compiles on the `let`.
    func testAGuessedPropertyBoundToAVariableIsRetypedByTheVariablesUse() {
        let code = """
            func animate(from: UIViewController) {
                guard let source = from as? Poppable,
                    let current = source.pickedThing else {
                    return
                }
                let shot = UIImageView()
                shot.frame = current.frame
                current.isHidden = true
            }
            """
        let s = stubs(
            code,
            rounds: [
                [error(2, "cannot find type 'Poppable' in scope")],
                [error(3, "value of type 'any Poppable' has no member 'pickedThing'")],
                [error(7, "value of type 'CGFloat' has no member 'frame'")],
                [error(7, "value of type 'PortStubPickedThing' has no member 'frame'")]
            ])
        guard
            case .property(let type, _)? = s.stub("Poppable")?.members.first(where: { $0.name == "pickedThing" })?.kind
        else { return XCTFail("no pickedThing: \(s.stubs)") }
        XCTAssertEqual(type, "PortStubPickedThing")
        XCTAssertEqual(s.stub("PortStubPickedThing")?.shape, .subclass("UIView"))
        // Nothing went onto CGFloat.
        XCTAssertNil(s.stub("CGFloat"))
    }

    /// A variable bound to something else (a literal, another property) leaves the guess alone.
    func testABindingOfAnotherValueIsNotRetyped() {
        let code = """
            func animate(from: Poppable) {
                let current = from.pickedThing + 1
                current.frame = .zero
            }
            """
        let s = stubs(
            code,
            rounds: [
                [error(1, "cannot find type 'Poppable' in scope")],
                [error(2, "value of type 'any Poppable' has no member 'pickedThing'")],
                [error(3, "value of type 'CGFloat' has no member 'frame'")]
            ])
        guard
            case .property(let type, _)? = s.stub("Poppable")?.members.first(where: { $0.name == "pickedThing" })?.kind
        else { return XCTFail("no pickedThing") }
        XCTAssertEqual(type, "CGFloat")
        XCTAssertEqual(
            PortStubs.bindings(in: "    guard let a = x.b, var c: Int = d.e(1, 2) else {").map(\.name), ["a", "c"])
        XCTAssertEqual(
            PortStubs.bindings(in: "    guard let a = x.b, var c: Int = d.e(1, 2) else {").map(\.value),
            ["x.b", "d.e(1, 2)"])
        XCTAssertTrue(PortStubs.endsWithMember("vc.sourceCell!", "sourceCell"))
        XCTAssertTrue(PortStubs.endsWithMember("sourceCell as? UIView", "sourceCell"))
        XCTAssertFalse(PortStubs.endsWithMember("vc.mySourceCell", "sourceCell"))
    }

    /// marcosgriselli-style: `var kind: SlideKindProtocol = SlideKind.sideBySide`, both the
    /// app's: `SlideKind` becomes a class conforming to the protocol, `sideBySide` one of it.
    func testAGuessedStaticValueWhereAStandInProtocolIsExpectedIsOfAConformingClass() {
        let code = """
            class Slide: NSObject {
                var kind: SlideKindProtocol = SlideKind.sideBySide
            }
            """
        let s = stubs(
            code,
            rounds: [
                [
                    error(2, "cannot find type 'SlideKindProtocol' in scope"),
                    error(2, "cannot find 'SlideKind' in scope")
                ],
                [error(2, "type 'SlideKind' has no member 'sideBySide'")],
                [error(2, "value of type 'CGFloat' does not conform to specified type 'SlideKindProtocol'")]
            ])
        XCTAssertEqual(s.stub("SlideKindProtocol")?.shape, .protocolType)
        XCTAssertEqual(s.stub("SlideKind")?.shape, .plainClass)
        XCTAssertEqual(s.stub("SlideKind")?.conformances, ["SlideKindProtocol"])
        guard case .property(let type, _)? = s.stub("SlideKind")?.members.first?.kind else {
            return XCTFail("no sideBySide")
        }
        XCTAssertEqual(type, "SlideKind")
        XCTAssertTrue(s.source().contains("SlideKind()"), s.source())
    }

    /// A library's protocol the files' animator conforms to (its file not given) refines
    /// UIKit's, so the export can hand the class out as an animator.
    func testAStandInProtocolOfAnAnimatorRefinesUIKits() {
        let code = """
            class SwipeAnimator: NSObject, SwipeTransitioningProtocol {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            }
            class Plain: NSObject, OtherProtocol {}
            """
        let s = stubs(
            code,
            rounds: [
                [
                    error(1, "cannot find type 'SwipeTransitioningProtocol' in scope"),
                    error(5, "cannot find type 'OtherProtocol' in scope")
                ]
            ])
        XCTAssertEqual(s.stub("SwipeTransitioningProtocol")?.conformances, ["UIViewControllerAnimatedTransitioning"])
        XCTAssertEqual(s.stub("OtherProtocol")?.conformances, [])
        XCTAssertTrue(
            s.source().contains(
                "protocol SwipeTransitioningProtocol: AnyObject, UIViewControllerAnimatedTransitioning"),
            s.source())
        // Its stand-in (a placeholder of the protocol) is an animator that completes at once.
        XCTAssertTrue(
            s.source().contains(
                "class PortStandInSwipeTransitioningProtocol: UIViewController, SwipeTransitioningProtocol { func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 };"
            ), s.source())
        XCTAssertTrue(
            s.source().contains("class PortStandInOtherProtocol: UIViewController, OtherProtocol {}"), s.source())
    }
    /// naru-jpn-style: a stub method port gave one result (`UIImage`) whose call a type
    /// annotation says is another (`let initial: UIView = p.initialView(info)`): the annotation wins.
    func testAnAnnotatedBindingRetypesAStubMethodsResult() {
        let code = """
            func prepare(p: Presenting) {
                let initialView: UIView = p.initialView(info, isPresenting: true)
                var other: UIView
                other = p.initialView(info, isPresenting: false)
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        var presenting = PortStubs.Stub(name: "Presenting", shape: .subclass("UIViewController"))
        presenting.members = [
            .init(
                name: "initialView", isStatic: false,
                kind: .method(overloads: [["_ a0: Any?", "isPresenting a1: Any?"]]))
        ]
        presenting.returns = ["initialView": "UIImage"]
        s.stubs = [presenting]
        XCTAssertTrue(s.learn(from: error(2, "cannot convert value of type 'UIImage' to specified type 'UIView'")))
        XCTAssertEqual(s.stub("Presenting")?.returns["initialView"], "UIView")
        // A message about another line's value leaves it alone.
        XCTAssertFalse(s.learn(from: error(4, "cannot assign value of type 'UIImage' to type 'UIView'")))
        XCTAssertEqual(s.stub("Presenting")?.returns["initialView"], "UIView")
    }
    /// The same with a stand-in whose name reads as an enum's (`…Style`): its cases become
    /// values of a class conforming to the protocol (an enum cannot meet a class-bound one).
    func testAnEnumStandInWhoseCaseIsGivenForAProtocolBecomesAConformingClass() {
        let code = """
            class Slide: NSObject {
                var style: SlideStyleProtocol = SlideStyle.sideBySide
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        var style = PortStubs.Stub(name: "SlideStyle", shape: .enumeration)
        style.members = [.init(name: "sideBySide", isStatic: false, kind: .enumCase(payload: nil))]
        s.stubs = [PortStubs.Stub(name: "SlideStyleProtocol", shape: .protocolType), style]
        XCTAssertTrue(
            s.learn(
                from: error(2, "value of type 'SlideStyle' does not conform to specified type 'SlideStyleProtocol'")))
        XCTAssertEqual(s.stub("SlideStyle")?.shape, .plainClass)
        XCTAssertEqual(s.stub("SlideStyle")?.conformances, ["SlideStyleProtocol"])
        XCTAssertEqual(
            s.stub("SlideStyle")?.members,
            [.init(name: "sideBySide", isStatic: true, kind: .property(type: "SlideStyle", optional: false))])
        XCTAssertTrue(s.source().contains("public static var sideBySide: SlideStyle = SlideStyle()"), s.source())
    }
    /// A stand-in made a controller from its name alone whose UIKit-optional member the files
    /// use unwrapped (`self.flowController.presentedViewController.dismiss(…)`): the app's
    /// class declares that member itself, implicitly unwrapped, and is no controller.
    func testAControllerByNameWhoseOptionalMemberIsUsedUnwrappedIsAClassOfItsOwn() {
        let code = """
            class Pan: UIPercentDrivenInteractiveTransition {
                var flowController: FlowController!
                func handle() {
                    self.flowController.presentedViewController.dismiss(animated: true, completion: nil)
                }
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        s.stubs = [PortStubs.Stub(name: "FlowController", shape: .subclass("UIViewController"))]
        XCTAssertTrue(
            s.learn(
                from: error(
                    4,
                    "value of optional type 'UIViewController?' must be unwrapped to refer to member 'dismiss' of wrapped base type 'UIViewController'"
                )))
        XCTAssertEqual(s.stub("FlowController")?.shape, .plainClass)
        XCTAssertEqual(
            s.stub("FlowController")?.members,
            [
                .init(
                    name: "presentedViewController", isStatic: false,
                    kind: .property(type: "UIViewController", optional: true))
            ])
    }
}
