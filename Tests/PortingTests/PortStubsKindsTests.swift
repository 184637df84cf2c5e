import XCTest

@testable import Porting

/// The kind a stand-in must be, learned from what the compiler says its guess cannot do: a
/// number switched over by named cases is an enum, a type held `weak` a class, a value whose
/// properties are assigned an object, a class passed as an SDK protocol conforms to it, and a
/// member the files use on an SDK class and its subclass is declared once. Each on an example
/// written here in the style real animators use.
final class PortStubsKindsTests: XCTestCase {
    /// swiftc's error line for line `n` of copy `A.swift`.
    private func error(_ n: Int, _ message: String) -> String { "/tmp/p/Sources/T/A.swift:\(n):9: error: \(message)" }

    /// Stubs for `code` that start with `stubs`, after learning `rounds`.
    private func learned(_ code: String, _ start: [PortStubs.Stub], rounds: [[String]]) -> PortStubs {
        var s = PortStubs(files: [("A.swift", code)])
        s.stubs = start
        for round in rounds { _ = s.learn(from: round.joined(separator: "\n")) }
        return s
    }

    private func property(_ name: String, _ type: String, optional: Bool = false) -> PortStubs.Member {
        .init(name: name, isStatic: false, kind: .property(type: type, optional: optional))
    }

    /// The cases of enum stub `name`, with their payload lengths.
    private func cases(_ s: PortStubs, _ name: String) -> [String] {
        (s.stub(name)?.members ?? []).compactMap { m in
            guard case .enumCase(let p) = m.kind else { return nil }
            return m.name + (p.map { "/\($0.count)" } ?? "")
        }
    }

    /// `let board = cell.snapshotView!` where the stand-in cell (bound with `as! BoardCell` on
    /// the line a binding continues on) inherits UIView's `snapshotView(afterScreenUpdates:)`:
    /// the compiler found the method, so the app's property is declared on the stand-in, a
    /// view at a placeholder frame. A guessed method whose result is force-unwrapped returns
    /// what its name says, optional (`firstIndex(of:)`: `Int?`, Puzzil, held-out 44).
    func testAPropertyBesideAnInheritedMethodAndAnUnwrappedGuessedResult() {
        let code = """
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                let selected = BoardStyle.allCases.firstIndex(of: game.boardStyle)!
                let cell = main.collectionView
                    .cellForItem(at: [0, selected]) as! BoardCell
                let board = cell.snapshotView!
                let plain = other.snapshotView!
            }
            """
        let cell = PortStubs.Stub(name: "BoardCell", shape: .subclass("UICollectionViewCell"))
        var cases = PortStubs.Stub(name: "PortStubAllCases", shape: .plainClass)
        cases.members = [.init(name: "firstIndex", isStatic: false, kind: .method(overloads: [["of a0: Any?"]]))]
        let s = learned(
            code, [cell, cases],
            rounds: [
                [
                    "/tmp/p/Sources/T/A.swift:2:71: error: cannot force unwrap value of non-optional type '()'",
                    "/tmp/p/Sources/T/A.swift:5:34: error: cannot force unwrap value of non-optional type '(Bool) -> UIView?'",
                    "/tmp/p/Sources/T/A.swift:6:35: error: cannot force unwrap value of non-optional type '(Bool) -> UIView?'"
                ]
            ])
        XCTAssertEqual(s.stub("BoardCell")?.members, [property("snapshotView", "UIView", optional: true)])
        XCTAssertEqual(s.stub("PortStubAllCases")?.returns["firstIndex"], "Int")
        XCTAssertEqual(s.stub("PortStubAllCases")?.optionalReturns, ["firstIndex"])
        let source = s.source()
        for expected in [
            "public lazy var snapshotView: UIView! = { let v = UIView(); if v.frame == .zero { v.frame = CGRect(x: 40, y: 120, width: 160, height: 160) }; self.addSubview(v); return v }()",
            "public func firstIndex(of a0: Any?) -> Int? { return 0 }"
        ] {
            XCTAssertTrue(source.contains(expected), "missing \(expected) in:\n\(source)")
        }
    }

    /// The placeholder of a stand-in of the app's view class is on screen, as the SDK's
    /// placeholder views are (`guard let superView = playerView.superview`, GSPlayer, held-out
    /// 45); a cell's is not (a cell lives in its list), nor a plain class's.
    func testAPlaceholderOfTheAppsViewIsPlacedInAWindow() {
        var s = PortStubs(files: [("A.swift", "")])
        s.stubs = [
            PortStubs.Stub(name: "PlayerView", shape: .subclass("UIView")),
            PortStubs.Stub(name: "PhotoCell", shape: .subclass("UICollectionViewCell")),
            PortStubs.Stub(name: "Session", shape: .plainClass)
        ]
        let source = s.source()
        XCTAssertTrue(
            source.contains(
                "func portPlaceholderPlayerView() -> PlayerView { let o = PlayerView(); portKeptAlive.append(o); if o.frame == .zero { o.frame = CGRect(x: 40, y: 120, width: 160, height: 160) }; let w = UIWindow(frame: UIScreen.main.bounds); portKeptAlive.append(w); w.addSubview(o); return o }"
            ), source)
        XCTAssertTrue(
            source.contains(
                "func portPlaceholderPhotoCell() -> PhotoCell { let o = PhotoCell(); portKeptAlive.append(o); return o }"
            ),
            source)
        XCTAssertTrue(
            source.contains(
                "func portPlaceholderSession() -> Session { let o = Session(); portKeptAlive.append(o); return o }"),
            source)
    }

    /// `switch settings.revealStyle { case .fromCenter: … }` where the property was guessed a
    /// number: an enum of its own with exactly the cases named (payload arity read from the
    /// pattern), so the switch is exhaustive; the property's value is the first case.
    func testASwitchedGuessIsAnEnumOfTheCasesNamed() {
        let code = """
            let constraint: NSLayoutConstraint = {
                switch settings.revealStyle {
                case .fromCenter:
                    return centerConstraint
                case .fromTop, .fromEdge(let inset, _):
                    return topConstraint
                }
            }()
            switch other { case .notThisOne: break }
            """
        var settings = PortStubs.Stub(name: "CardSettings", shape: .plainClass)
        settings.members = [property("revealStyle", "CGFloat")]
        let s = learned(code, [settings], rounds: [[error(2, "switch must be exhaustive")]])
        XCTAssertEqual(s.stub("CardSettings")?.members.first, property("revealStyle", "PortStubRevealStyle"))
        XCTAssertEqual(s.stub("PortStubRevealStyle")?.shape, .enumeration)
        XCTAssertEqual(cases(s, "PortStubRevealStyle"), ["fromCenter", "fromTop", "fromEdge/2"])
        let source = s.source()
        for expected in [
            "public var revealStyle: PortStubRevealStyle = .fromCenter", "case fromEdge(Any?, Any?)", "case fromTop\n"
        ] {
            XCTAssertTrue(source.contains(expected), "missing \(expected) in:\n\(source)")
        }
        // A namespace's constant already of a stub class: that class becomes the enum.
        var layout = PortStubs.Stub(name: "Layout", shape: .namespace)
        layout.members = [
            .init(name: "revealStyle", isStatic: true, kind: .property(type: "PortStubStyle", optional: false))
        ]
        let n = learned(
            code, [layout, PortStubs.Stub(name: "PortStubStyle", shape: .plainClass)],
            rounds: [[error(2, "switch must be exhaustive")]])
        XCTAssertEqual(n.stub("PortStubStyle")?.shape, .enumeration)
        XCTAssertEqual(cases(n, "PortStubStyle"), ["fromCenter", "fromTop", "fromEdge/2"])
    }

    /// `{ [weak self] phase in switch phase { … } }` assigned to a stub property: the enum
    /// made for the switched parameter has every case the switch names at once (a closure
    /// the compiler cannot type hides the cases' own errors).
    func testAClosureSwitchingOnItsParameterGivesTheEnumItsCases() {
        let code = """
            tracker.onChange = { [weak self] phase in
                switch phase {
                case .began:
                    self?.begin()
                case .changed(let progress):
                    self?.update(progress)
                case .ended, .cancelled:
                    self?.end()
                }
            }
            """
        var tracker = PortStubs.Stub(name: "PanTracker", shape: .plainClass)
        tracker.members = [property("onChange", "CGFloat")]
        let s = learned(
            code, [tracker], rounds: [[error(1, "cannot assign value of type '(_) -> Void' to type 'CGFloat'")]])
        let made = s.stubs.first { $0.shape == .enumeration }
        XCTAssertNotNil(made, "no enum in \(s.stubs)")
        XCTAssertEqual(cases(s, made?.name ?? ""), ["began", "changed/1", "ended", "cancelled"])
    }

    /// `weak var slideshow: Slideshow?` where `Slideshow` was aliased to `UIView?`: a
    /// subclass of UIView; an alias of a value type, or an enum, a plain class.
    func testAWeakReferencedStubIsAClass() {
        let message =
            "'weak' may only be applied to class and class-bound protocol types, not 'Slideshow' (aka 'Optional<UIView>')"
        let code = "weak var slideshow: Slideshow?"
        let view = learned(code, [.init(name: "Slideshow", shape: .alias("UIView?"))], rounds: [[error(1, message)]])
        XCTAssertEqual(view.stub("Slideshow")?.shape, .subclass("UIView"))
        let number = learned(code, [.init(name: "Slideshow", shape: .alias("Double"))], rounds: [[error(1, message)]])
        XCTAssertEqual(number.stub("Slideshow")?.shape, .plainClass)
        let kind = learned(code, [.init(name: "Slideshow", shape: .enumeration)], rounds: [[error(1, message)]])
        XCTAssertEqual(kind.stub("Slideshow")?.shape, .plainClass)
    }

    /// `guard let thumb = (vc as? Zoomable)?.zoomedView` then `thumb.alpha = 0`: a number
    /// bound with `let` cannot be assigned to, so the property holds an object (a class stub
    /// of its own); a property bound nowhere near stays as it was.
    func testAPropertyOfABindingAssignedToHoldsAnObject() {
        let code = """
            guard let thumb = (fromVC as? Zoomable)?.zoomedView else { return }
            let scale = 2
            thumb.alpha = 0
            """
        var zoomable = PortStubs.Stub(name: "Zoomable", shape: .protocolType)
        zoomable.members = [property("zoomedView", "CGFloat", optional: true), property("scale", "CGFloat")]
        let s = learned(
            code, [zoomable], rounds: [[error(3, "cannot assign to property: 'thumb' is a 'let' constant")]])
        XCTAssertEqual(
            s.stub("Zoomable")?.members,
            [property("zoomedView", "PortStubZoomedView", optional: true), property("scale", "CGFloat")])
        XCTAssertEqual(s.stub("PortStubZoomedView")?.shape, .plainClass)
    }

    /// A class stub passed where `UITimingCurveProvider` is expected conforms to it with the
    /// protocol's three requirements; a protocol port has no requirements for is left alone.
    func testAClassPassedAsAnSDKProtocolConformsWithItsRequirements() {
        let code = "let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: curve)"
        let curve = PortStubs.Stub(name: "SpringCurve", shape: .plainClass)
        let s = learned(
            code, [curve],
            rounds: [
                [error(1, "argument type 'SpringCurve' does not conform to expected type 'UITimingCurveProvider'")],
                [error(1, "argument type 'SpringCurve' does not conform to expected type 'UITimingCurveProvider'")]
            ])
        XCTAssertEqual(s.stub("SpringCurve")?.conformances, ["UITimingCurveProvider"])
        let source = s.source()
        for expected in [
            "public class SpringCurve: Hashable, UITimingCurveProvider {",
            "public var timingCurveType: UITimingCurveType { .cubic }",
            "public var cubicTimingParameters: UICubicTimingParameters? { UICubicTimingParameters() }",
            "public var springTimingParameters: UISpringTimingParameters? { nil }"
        ] {
            XCTAssertTrue(source.contains(expected), "missing \(expected) in:\n\(source)")
        }
        XCTAssertEqual(source.components(separatedBy: "var timingCurveType").count, 2, "requirement declared twice")
        let unknown = learned(
            code, [curve],
            rounds: [[error(1, "argument type 'SpringCurve' does not conform to expected type 'AppCurve'")]])
        XCTAssertEqual(unknown.stub("SpringCurve")?.conformances, [])
    }

    /// `edgePan.label = …` and `pan.label = …`: one member on the pan recognizer's extension
    /// (the edge-pan recognizer inherits it), whichever the compiler names first.
    func testAMemberOnAnSDKClassAndItsSubclassIsDeclaredOnce() {
        let code = """
            edgePan.label = "edge"
            pan.label = "pan"
            """
        let edge = error(1, "value of type 'UIScreenEdgePanGestureRecognizer' has no member 'label'")
        let pan = error(2, "value of type 'UIPanGestureRecognizer' has no member 'label'")
        for order in [[edge, pan], [pan, edge]] {
            let s = learned(code, [], rounds: [order])
            XCTAssertEqual(s.stub("UIPanGestureRecognizer")?.members.map(\.name), ["label"], "\(order)")
            XCTAssertEqual(s.stub("UIScreenEdgePanGestureRecognizer")?.members.map(\.name) ?? [], [], "\(order)")
        }
        XCTAssertEqual(
            PortStubs.sdkLineage("UIScreenEdgePanGestureRecognizer"),
            ["UIScreenEdgePanGestureRecognizer", "UIPanGestureRecognizer", "UIGestureRecognizer"])
    }

    /// `attributes.frame = f` reported ambiguous: the stub (now a subclass of the SDK's layout
    /// attributes) had guessed a `frame` of its own; it is dropped, its other members kept.
    func testAMemberTheSDKSuperclassHasIsDroppedWhenAmbiguous() {
        let code = "attributes.frame = frame"
        var attributes = PortStubs.Stub(name: "SlantedAttributes", shape: .subclass("UICollectionViewLayoutAttributes"))
        attributes.members = [property("frame", "CGRect"), property("maskLayer", "CAShapeLayer")]
        let s = learned(code, [attributes], rounds: [[error(1, "ambiguous use of 'frame'")]])
        XCTAssertEqual(s.stub("SlantedAttributes")?.members.map(\.name), ["maskLayer"])
        let plain = learned(
            code, [.init(name: "Other", shape: .plainClass, members: [property("frame", "CGRect")])],
            rounds: [[error(1, "ambiguous use of 'frame'")]])
        XCTAssertEqual(plain.stub("Other")?.members.map(\.name), ["frame"])
    }

    /// `if settings.cancelView.isShown` made `cancelView` a `Bool` (the condition read as its
    /// own); a member of it read next proves an object: a class stub of its own. A property
    /// whose name says Bool stays one.
    func testABoolGuessWithMembersIsAnObject() {
        let code = "if settings.cancelView.isShown && settings.isAnimated.isShown {"
        var settings = PortStubs.Stub(name: "SheetSettings", shape: .plainClass)
        settings.members = [property("cancelView", "Bool"), property("isAnimated", "Bool")]
        let s = learned(
            code, [settings],
            rounds: [
                [
                    error(1, "value of type 'Bool' has no member 'isShown'")
                ]
            ])
        XCTAssertEqual(
            s.stub("SheetSettings")?.members,
            [property("cancelView", "PortStubCancelView"), property("isAnimated", "Bool")])
    }

    /// `ctx.viewController(forKey: .to)?.galleryController()` where the files declare `func
    /// galleryController() -> GalleryController?` (answering `self as? GalleryController`):
    /// the host's `to` controller is made a `GalleryController`; a helper returning another
    /// type is no such cast.
    func testAControllerFoundByAHelperOfTheFilesGetsAStandIn() {
        let code = """
            extension UIViewController {
                func galleryController() -> GalleryController? { self as? GalleryController }
                func title() -> String? { nil }
            }
            let to: GalleryController! = ctx.viewController(forKey: .to)?.galleryController()
            let name = ctx.viewController(forKey: .from)?.title()
            """
        let s = learned(code, [.init(name: "GalleryController", shape: .subclass("UIViewController"))], rounds: [])
        XCTAssertEqual(s.standIns(in: code).map { "\($0.key)=\($0.type)" }, ["to=GalleryController"])
        // The helper declared in another of the files: the file with the call alone still has it.
        let call = "let to: GalleryController! = ctx.viewController(forKey: .to)?.galleryController()"
        XCTAssertEqual(s.standIns(in: call).map { "\($0.key)=\($0.type)" }, ["to=GalleryController"])
    }

    /// `guard let fromVC = ctx.viewController(forKey: .from)` then `(fromVC as? Zoomable)`:
    /// the protocol cast on the bound variable gets the protocol's stand-in controller, as a
    /// cast on the context's call does.
    func testAProtocolCastOnABoundControllerGetsAStandIn() {
        let code = """
            guard let fromVC = ctx.viewController(forKey: .from) else { return }
            guard let zoomed = (fromVC as? Zoomable)?.zoomView else { return }
            """
        let s = learned(code, [.init(name: "Zoomable", shape: .protocolType)], rounds: [])
        XCTAssertEqual(s.standIns(in: code).map { "\($0.key)=\($0.type)" }, ["from=PortStandInZoomable"])
        XCTAssertTrue(s.source().contains("class PortStandInZoomable: UIViewController, Zoomable {}"))
    }

    /// `if let pageSelected = controller.pageSelected { pageSelected(page) }` where port had
    /// stubbed a method: an optional closure property; `item.zoomsInitially` used as a
    /// condition where port guessed a number: a `Bool`.
    func testABoundMethodIsAnOptionalClosureAndAConditionAFlag() {
        let code = """
            if let pageSelected = controller.pageSelected {
                pageSelected(controller.page)
            }
            if let item = slideshow.currentItem, item.zoomsInitially {
            """
        var controller = PortStubs.Stub(name: "GalleryController", shape: .subclass("UIViewController"))
        controller.members = [
            .init(name: "pageSelected", isStatic: false, kind: .method(overloads: [["_ a0: Any?"]])),
            property("page", "CGFloat")
        ]
        var item = PortStubs.Stub(name: "PortStubCurrentItem", shape: .subclass("UIView"))
        item.members = [property("zoomsInitially", "CGFloat", optional: true)]
        let s = learned(
            code, [controller, item],
            rounds: [
                [
                    error(1, "initializer for conditional binding must have Optional type, not '(Any?) -> ()'"),
                    "/tmp/p/Sources/T/A.swift:4:38: error: optional type 'CGFloat?' cannot be used as a boolean; "
                        + "test for '!= nil' instead"
                ]
            ])
        XCTAssertEqual(
            s.stub("GalleryController")?.members,
            [
                .init(name: "pageSelected", isStatic: false, kind: .property(type: "(Any?) -> Void", optional: true)),
                property("page", "CGFloat")
            ])
        XCTAssertEqual(s.stub("PortStubCurrentItem")?.members, [property("zoomsInitially", "Bool")])
        XCTAssertTrue(s.source().contains("public var pageSelected: ((Any?) -> Void)! = nil"), s.source())
    }

    /// `value of type 'Action<ActionDataType>' has no member 'enabled'`: a member of the
    /// generic stub `Action`, not of an SDK type.
    func testAMemberOfASpecializedGenericStubIsTheStubs() {
        var action = PortStubs.Stub(name: "Action", shape: .plainClass)
        action.genericParameters = 1
        let s = learned(
            "button.isEnabled = action.enabled", [action],
            rounds: [[error(1, "value of type 'Action<ActionDataType>' has no member 'enabled'")]])
        XCTAssertEqual(s.stub("Action")?.members.map(\.name), ["enabled"])
        XCTAssertEqual(s.stubs.count, 1)
    }

    /// `case let .fixed(width, height):` over `options.itemSize`, which port had typed a
    /// `CGSize` (from `options.itemSize.height` elsewhere): an enum of the cases the switch
    /// names; `if case let .visible(_, insets) = options.indicator` likewise.
    func testPayloadPatternsOverAValueTypeMakeAnEnum() {
        let code = """
            switch options.itemSize {
            case let .fixed(width, height):
                frame = CGRect(x: 0, y: 0, width: width, height: height)
            case .sizeToFit(let minWidth, _):
                frame.size.width = minWidth
            }
            if case let .visible(_, insets) = options.indicator {
            """
        var options = PortStubs.Stub(name: "MenuOptions", shape: .plainClass)
        options.members = [property("itemSize", "CGSize"), property("indicator", "UIEdgeInsets")]
        // Members stubbed on CGSize itself (`.fixed` read as its static) do not make it the app's.
        var size = PortStubs.Stub(name: "CGSize", shape: .sdkExtension)
        size.members = [.init(name: "fixed", isStatic: true, kind: .method(overloads: [["_ a0: Any?", "_ a1: Any?"]]))]
        let s = learned(
            code, [options, size],
            rounds: [
                [
                    error(2, "pattern variable binding cannot appear in an expression"),
                    error(7, "'_' can only appear in a pattern or on the left side of an assignment")
                ]
            ])
        XCTAssertEqual(
            s.stub("MenuOptions")?.members,
            [property("itemSize", "PortStubItemSize"), property("indicator", "PortStubIndicator")])
        XCTAssertEqual(cases(s, "PortStubItemSize"), ["fixed/2", "sizeToFit/2"])
        XCTAssertEqual(cases(s, "PortStubIndicator"), ["visible/2"])
    }

    /// `delegate.collectionView!(cv, layout: self, sizeForItemAt: i)`, an Objective-C optional
    /// requirement the SDK's protocol declares with a default: the copy calls it without `!`.
    func testAForceUnwrappedRequirementCallLosesTheBang() {
        let code = "        let size = delegate.collectionView!(collectionView, layout: self, sizeForItemAt: indexPath)"
        var s = PortStubs(files: [("A.swift", code)])
        _ = s.learn(
            from: "/tmp/p/Sources/T/A.swift:1:43: error: cannot force unwrap value of non-optional type "
                + "'(UICollectionView, UICollectionViewLayout, IndexPath) -> CGSize'")
        XCTAssertEqual(
            s.patched("A.swift", code),
            "        let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)")
    }

    /// The key written in full and a long class name: the cast is still found.
    func testALongCastOnTheContextGetsAStandIn() {
        let code = """
            guard let from = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from) \
            as? FullScreenSlideshowViewController else { fatalError() }
            """
        let s = learned(
            code, [.init(name: "FullScreenSlideshowViewController", shape: .subclass("UIViewController"))], rounds: [])
        XCTAssertEqual(s.standIns(in: code).map { "\($0.key)=\($0.type)" }, ["from=FullScreenSlideshowViewController"])
    }

    /// `case let .fixed(width, height):` then `CGRect(…, width: width, height: height)`: the
    /// payload bound by the pattern's leading `let` takes the type its use asks, as with
    /// `case .fixed(let width, let height):`.
    func testAPayloadBoundByALeadingLetTakesItsUsesType() {
        let code = """
            switch options.itemSize {
            case let .fixed(width, height):
                frame = CGRect(x: 0, y: 0, width: width, height: height)
            }
            """
        var size = PortStubs.Stub(name: "PortStubItemSize", shape: .enumeration)
        size.members = [.init(name: "fixed", isStatic: false, kind: .enumCase(payload: ["_", "_"]))]
        let s = learned(
            code, [size],
            rounds: [[error(3, "cannot convert value of type 'Any?' to expected argument type 'CGFloat'")]])
        XCTAssertEqual(
            s.stub("PortStubItemSize")?.members.first?.kind, .enumCase(payload: ["_: CGFloat", "_: CGFloat"]))
    }
    /// `guard presented?.asSheet()?.canDismiss?() != false else { return }` where port first
    /// stubbed `canDismiss` returning nothing: compared with a Bool literal (either side), it
    /// returns a `Bool`; a method the line only chains through keeps its result.
    func testAStubMethodComparedWithABoolLiteralReturnsABool() {
        let code = """
            func handle() {
                guard presented?.asSheet()?.canDismiss?() != false else { return }
                if true == sheet.isLocked() { return }
            }
            """
        let method = PortStubs.Member(name: "canDismiss", isStatic: false, kind: .method(overloads: [[]]))
        let locked = PortStubs.Member(name: "isLocked", isStatic: false, kind: .method(overloads: [[]]))
        let chained = PortStubs.Member(name: "asSheet", isStatic: false, kind: .method(overloads: [[]]))
        var stub = PortStubs.Stub(name: "Sheet", shape: .subclass("UIViewController"))
        stub.members = [method, locked, chained]
        stub.returns["asSheet"] = "Sheet!"
        let s = learned(
            code, [stub],
            rounds: [
                [
                    error(2, "optional type '()?' cannot be used as a boolean; test for '!= nil' instead"),
                    error(3, "optional type '()?' cannot be used as a boolean; test for '!= nil' instead")
                ]
            ])
        XCTAssertEqual(s.stub("Sheet")?.returns["canDismiss"], "Bool")
        XCTAssertEqual(s.stub("Sheet")?.returns["isLocked"], "Bool")
        XCTAssertEqual(s.stub("Sheet")?.returns["asSheet"], "Sheet!")
    }

    /// `extension SheetViewController.TransitioningDelegate { final class PresentTransition … }`
    /// (Tpay, held-out 42): the nested name port stubbed as a protocol for its `Delegate`
    /// ending becomes a class, which can hold the nested type; other protocols stay.
    func testANameTheFilesNestTypesInIsAClassNotAProtocol() {
        let code = """
            extension SheetViewController.TransitioningDelegate {
                final class PresentTransition: NSObject {}
            }
            """
        let sheet = PortStubs.Stub(name: "SheetViewController", shape: .subclass("UIViewController"))
        let nested = PortStubs.Stub(name: "SheetViewController.TransitioningDelegate", shape: .protocolType)
        let other = PortStubs.Stub(name: "PickerDelegate", shape: .protocolType)
        let s = learned(
            code, [sheet, nested, other],
            rounds: [
                [error(2, "type 'PresentTransition' cannot be nested in protocol extension of 'TransitioningDelegate'")]
            ])
        XCTAssertEqual(s.stub("SheetViewController.TransitioningDelegate")?.shape, .plainClass)
        XCTAssertEqual(s.stub("PickerDelegate")?.shape, .protocolType)
        XCTAssertTrue(s.source().contains("class TransitioningDelegate"), s.source())
    }
}
