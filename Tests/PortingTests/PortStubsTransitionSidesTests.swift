import XCTest

@testable import Porting

/// Stand-ins for the app's helpers that say which side of the transition is which: a pair
/// mapping the app's presentation type to the presented and the underlying controller's keys
/// answers two sides (one `.to` for both moved the to view where the underlying one goes), and
/// a method given the to view and the container (the app's animator object laying the views
/// out) puts the to view in the container, as the app's does.
final class PortStubsTransitionSidesTests: XCTestCase {
    private func source(_ members: [PortStubs.Member], returns: [String: String] = [:]) -> String {
        var s = PortStubs(files: [("A.swift", "")])
        var helpers = PortStubs.Stub(name: "SlideStyle", shape: .plainClass)
        helpers.members = members
        helpers.returns = returns
        s.stubs.append(helpers)
        return s.source()
    }

    func testAKeyNamedForTheSideAPresentationLeavesIsFromAndAnyOtherTo() {
        let s = PortStubs(files: [("A.swift", "")])
        for name in ["underlyingKey", "presentingKey", "sourceViewControllerKey", "fromKey", "backgroundViewKey"] {
            XCTAssertEqual(s.value(of: "UITransitionContextViewControllerKey", name: name), ".from", name)
        }
        for name in ["presentedKey", "key", "destinationKey", "toKey", "keyForPresentation"] {
            XCTAssertEqual(s.value(of: "UITransitionContextViewKey", name: name), ".to", name)
        }
        // Other types keep their values.
        XCTAssertEqual(s.value(of: "UIRectEdge", name: "underlyingEdge"), ".left")
    }

    func testThePairOfKeyHelpersAnswersTwoSidesAndSwapsThemForADismissal() {
        let source = source(
            [
                .init(name: "presentedKey", isStatic: false, kind: .method(overloads: [["for a0: Any?"]])),
                .init(name: "underlyingKey", isStatic: false, kind: .method(overloads: [["for a0: Any?"]])),
                .init(name: "defaultKey", isStatic: false, kind: .method(overloads: [[]]))
            ],
            returns: [
                "presentedKey": "UITransitionContextViewControllerKey",
                "underlyingKey": "UITransitionContextViewControllerKey",
                "defaultKey": "UITransitionContextViewControllerKey"
            ])
        let swap =
            "{ let words: Set<String> = [\"dismiss\", \"dismissal\", \"dismissing\", \"hide\", \"hiding\", \"pop\", \"close\", \"closing\", \"disappear\", \"out\", \"reverse\", \"backward\", \"back\"]; let dismissing = [a0 as Any?].contains { v in words.contains(String((v.map { \"\\($0)\" } ?? \"\").prefix { $0.isLowercase })) }; "
        XCTAssertTrue(
            source.contains(
                "func presentedKey(for a0: Any?) -> UITransitionContextViewControllerKey { return \(swap)return dismissing ? UITransitionContextViewControllerKey.from : UITransitionContextViewControllerKey.to }() }"
            ), source)
        XCTAssertTrue(
            source.contains(
                "func underlyingKey(for a0: Any?) -> UITransitionContextViewControllerKey { return \(swap)return dismissing ? UITransitionContextViewControllerKey.to : UITransitionContextViewControllerKey.from }() }"
            ), source)
        // Without an argument there is nothing to swap on: the name's side.
        XCTAssertTrue(
            source.contains("func defaultKey() -> UITransitionContextViewControllerKey { return .to }"), source)
    }

    func testAHelpersKeyIsRetypedNeverMadeASubclassOfTheKeyStruct() {
        // `let key = frontKey(for: kind)` used in `viewController(forKey: key)`: port's first
        // guess, a class stub, meets a key where a struct is expected.
        var s = PortStubs(files: [("A.swift", "")])
        var made = PortStubs.Stub(name: "PortStubFrontKey", shape: .plainClass)
        made.members = []
        s.stubs.append(made)
        for key in ["UITransitionContextViewControllerKey", "UITransitionContextViewKey"] {
            XCTAssertFalse(PortStubs.isAppleClass(key), key)
            XCTAssertFalse(s.subclassIfPlain("PortStubFrontKey", of: key), key)
        }
        XCTAssertEqual(s.stub("PortStubFrontKey")?.shape, .plainClass)
        XCTAssertTrue(PortStubs.isAppleClass("UIViewController"))
    }

    func testAMethodGivenTheToViewAndTheContainerPutsTheViewInIt() {
        let source = source([
            .init(
                name: "prepare",
                isStatic: false,
                kind: .method(overloads: [
                    ["pushing a0: Any?", "fromView a1: Any?", "toView a2: Any?", "in a3: Any?"],
                    ["toVC a0: Any?", "containerView a1: Any?", "_ a2: @escaping () -> Void"],
                    ["fromView a0: Any?", "in a1: Any?"]
                ]))
        ])
        XCTAssertTrue(
            source.contains(
                "func prepare(pushing a0: Any?, fromView a1: Any?, toView a2: Any?, in a3: Any?) { if let c = (a3 as Any?) as? UIView, let v = (a2 as Any?) as? UIView ?? ((a2 as Any?) as? UIViewController)?.view, v.superview !== c { c.addSubview(v) }; }"
            ), source)
        XCTAssertTrue(
            source.contains(
                "func prepare(toVC a0: Any?, containerView a1: Any?, _ a2: @escaping () -> Void) { if let c = (a1 as Any?) as? UIView, let v = (a0 as Any?) as? UIView ?? ((a0 as Any?) as? UIViewController)?.view, v.superview !== c { c.addSubview(v) }; a2(); }"
            ), source)
        // Only the from view: nothing to place.
        XCTAssertTrue(source.contains("func prepare(fromView a0: Any?, in a1: Any?) { }"), source)
    }
}
