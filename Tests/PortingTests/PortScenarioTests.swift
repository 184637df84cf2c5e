import XCTest

@testable import Porting

/// The scenario `port` validates each animator in, from the evidence in the files, in the
/// order the rules apply.
final class PortScenarioTests: XCTestCase {
    private func choose(_ files: [String], _ name: String, construction: String? = nil) throws -> PortScenario {
        let scans = files.enumerated().map { ("F\($0.offset).swift", SwiftDeclarations($0.element)) }
        let c = try XCTUnwrap(PortableClassFinder.find(scans).first { $0.qualifiedName == name })
        return PortScenario.choose(for: c, construction: construction ?? c.construction ?? name + "()", files: scans)
    }

    private func animator(_ name: String, _ body: String = "") -> String {
        """
        import UIKit
        final class \(name): NSObject, UIViewControllerAnimatedTransitioning {
            \(body)
            func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using c: UIViewControllerContextTransitioning) {}
        }
        """
    }

    /// A transitioning delegate's `forDismissed` names the dismissal animator and its
    /// `forPresented` the presenting one, whatever their names say.
    func testTheTransitioningDelegateDecides() throws {
        let delegate = """
            import UIKit
            final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
                func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                         source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    return Grow()
                }
                func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    Shrink()
                }
            }
            """
        let files = [delegate, animator("Grow"), animator("Shrink")]
        let shrink = try choose(files, "Shrink")
        XCTAssertEqual(shrink.scenarios, ["modal-dismiss"])
        XCTAssertEqual(
            shrink.reason,
            "returned from animationController(forDismissed:) at F0.swift:8; the files pair it with the presenting Grow (a transitioning delegate returns it from animationController(forPresented:) at F0.swift:5 and this one from (forDismissed:) at F0.swift:8): validated after its presentation (--after)"
        )
        XCTAssertEqual(shrink.after, "Grow")
        // Its dismissal is a custom one, so the presentation is too (one style for both); it
        // adds no view, so its app's presentation controller must: modal-present-in-container.
        let grow = try choose(files, "Grow")
        XCTAssertEqual(grow.scenarios, ["modal-present-in-container"])
        XCTAssertTrue(
            grow.reason.hasPrefix("returned from animationController(forPresented:) at F0.swift:5"), grow.reason)
        XCTAssertTrue(grow.reason.contains("the files pair it with the dismissing Shrink"), grow.reason)
        XCTAssertEqual(try choose([delegate, animator("Grow")], "Grow").scenarios, ["custom-container"], "alone")
    }

    /// Two delegates each returning their own pair (breadwallet's pin delegate and support
    /// centre, held-out 43): a dismissal pairs with its own delegate's presentation, never with
    /// another delegate's (which would make the wrong presentation its prelude).
    func testADismissalPairsOnlyWithItsOwnDelegatesPresentation() throws {
        let delegates = """
            import UIKit
            final class PinDelegate: NSObject, UIViewControllerTransitioningDelegate {
                func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    CloseKeypad()
                }
            }
            final class Support: UIViewController, UIViewControllerTransitioningDelegate {
                func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                         source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    OpenSupport()
                }
            }
            """
        let close = try choose([delegates, animator("CloseKeypad"), animator("OpenSupport")], "CloseKeypad")
        XCTAssertNil(close.after, close.reason)
        XCTAssertFalse(close.reason.contains("OpenSupport"), close.reason)
    }

    /// A presenting/dismissing flag: the side the construction makes decides — an
    /// initializer's argument, an enum of the files whose cases say the side, or a
    /// property's initial value.
    func testAFlagAndTheSideTheConstructionMakes() throws {
        let flagged = animator(
            "Fold", "private let isPresenting: Bool\n    init(isPresenting: Bool) { self.isPresenting = isPresenting }")
        // The presenting side of a class that animates both sides of a modal presentation: a
        // full-screen presentation (no `.custom` in the files), unless its code says push/pop.
        XCTAssertEqual(
            try choose([flagged], "Fold").scenarios, ["modal-present-full-screen"], "placeholder: isPresenting: true")
        let pushing = animator(
            "Fold",
            "private let isPresenting: Bool\n    init(isPresenting: Bool) { self.isPresenting = isPresenting }\n    let op = UINavigationController.Operation.push"
        )
        XCTAssertEqual(try choose([pushing], "Fold").scenarios, ["custom-container"])
        let dismissing = try choose([flagged], "Fold", construction: "Fold(isPresenting: false)")
        XCTAssertEqual(dismissing.scenarios, ["modal-dismiss"])
        XCTAssertEqual(
            dismissing.reason,
            "its isPresenting argument (isPresenting: false in Fold(isPresenting: false)) makes the dismissing side: a modal dismissal, where the to view is nil"
        )
        // Unlabelled (`convenience init(_ isDismiss: Bool)`, zhgchgli, held-out 41): the
        // argument at its place says the side.
        let unlabelled = animator(
            "Both",
            "private var isDismiss: Bool!\n    convenience init(_ isDismiss: Bool) { self.init(); self.isDismiss = isDismiss }"
        )
        XCTAssertEqual(try choose([unlabelled], "Both", construction: "Both(true)").scenarios, ["modal-dismiss"])
        XCTAssertEqual(
            try choose([unlabelled], "Both", construction: "Both(false)").scenarios, ["modal-present-full-screen"])
        let styled =
            "enum Style { case presentation, dismissal }\n"
            + animator("Sheet", "let style: Style\n    init(style: Style) { self.style = style }")
        XCTAssertEqual(
            try choose([styled], "Sheet", construction: "Sheet(style: .dismissal)").scenarios, ["modal-dismiss"])
        XCTAssertEqual(try choose([styled], "Sheet").scenarios, ["modal-present-full-screen"])
        // An untyped property holding a case of the files' side enum (a circular reveal's
        // `var transitionMode = TransitionMode.present`, held-out 39; its `.pop` case is no push).
        let mode =
            "enum TransitionMode: Int { case present, dismiss, pop }\n"
            + animator(
                "Circle",
                "var transitionMode = TransitionMode.present\n    func back() -> Bool { transitionMode == .pop }")
        let circle = try choose([mode], "Circle")
        XCTAssertEqual(circle.scenarios, ["modal-present-full-screen"], circle.reason)
        XCTAssertTrue(
            circle.reason.hasPrefix(
                "its transitionMode property (initially TransitionMode.present) makes the presenting side"),
            circle.reason)
        let dismissMode =
            "enum TransitionMode: Int { case present, dismiss, pop }\n"
            + animator("Circle", "var transitionMode = TransitionMode.dismiss")
        XCTAssertEqual(try choose([dismissMode], "Circle").scenarios, ["modal-present-full-screen"])
        // A constant, or a flag only the class itself can set, keeps its side.
        let constant = animator("Card", "let presenting = false")
        let card = try choose([constant], "Card")
        XCTAssertEqual(card.scenarios, ["modal-dismiss"])
        XCTAssertTrue(card.reason.contains("presenting property (initially false)"), card.reason)
        XCTAssertEqual(
            try choose([animator("Card", "private var presenting = false")], "Card").scenarios, ["modal-dismiss"])
        // A private flag the class sets in its own methods is a transition's state, not a side
        // (apferrarone's `isDismissing`, set in `startInteractiveTransition`, held-out 38);
        // one it sets where UIKit asks it for an animator still is one.
        let state = animator(
            "Pull",
            "fileprivate var isPresenting = false\n    func begin() { self.isPresenting = true }\n    func end() { isPresenting = false }"
        )
        XCTAssertEqual(try choose([state], "Pull").scenarios, ["custom-container"])
        let delegateSet = animator(
            "Pull",
            "private var isPresenting = false\n    func animationController(forDismissed d: UIViewController) -> UIViewControllerAnimatedTransitioning? { isPresenting = false; return self }"
        )
        XCTAssertEqual(try choose([delegateSet], "Pull").scenarios, ["modal-dismiss"])
    }

    private func sideFlag(_ name: String, _ files: String...) -> PortScenario.SideFlag? {
        PortScenario.sideFlag(
            of: name, files: files.enumerated().map { ("F\($0.offset).swift", SwiftDeclarations($0.element)) })
    }

    /// A `var` flag starting on the dismissing side is one the app sets before each
    /// transition: port sets it to the presenting side (an export assignment) and validates
    /// that side — unless an initializer takes the flag or the files' delegates return the
    /// class only for dismissals.
    func testAFlagTheAppSetsIsSetToThePresentingSide() throws {
        let property = animator("Card", "var presenting = false")
        let card = try choose([property], "Card")
        XCTAssertEqual(card.scenarios, ["modal-present-full-screen"])
        XCTAssertTrue(
            card.reason.hasPrefix(
                "its presenting property (initially false, a flag the app sets before each transition: port set it to true) makes the presenting side"
            ), card.reason)
        let set = try XCTUnwrap(PortableClassFinder.find([("F0.swift", SwiftDeclarations(property))]).first).appSet
        XCTAssertEqual(
            set,
            [
                PortAppSetProperties.Assignment(
                    property: "presenting", type: "Bool", value: "true",
                    use: "declared as false, the dismissing side, at line 3", sideFlag: true)
            ])
        XCTAssertTrue(
            PortAppSetProperties.function(className: "Card", assignments: set).contains("    o.presenting = true\n"))
        // `isDismissing = true` and an enum of the files start dismissing too.
        XCTAssertEqual(sideFlag("Fade", animator("Fade", "var isDismissing = true"))?.presenting, "false")
        let styled = "enum Mode { case present, dismiss }\n" + animator("Bubble", "var mode: Mode = .dismiss")
        XCTAssertEqual(sideFlag("Bubble", styled)?.presenting, ".present")
        // Nil until the app sets it (`var isPresenting: Bool!`, ListenMe, held-out 45): set too.
        let unset = try XCTUnwrap(sideFlag("Player", animator("Player", "var isPresenting: Bool!")))
        XCTAssertEqual([unset.type, unset.presenting, unset.initial], ["Bool", "true", "nil"])
        let unsetSet = try XCTUnwrap(
            PortableClassFinder.find([("F0.swift", SwiftDeclarations(animator("Player", "var isPresenting: Bool!")))])
                .first
        ).appSet
        XCTAssertEqual(unsetSet.map { "\($0.property)=\($0.value)" }, ["isPresenting=true"])
        // The type of a property without a value ends with its line: the next declaration's
        // modifiers are not part of it (`var isPresenting: Bool!` then `lazy var …`, ListenMe).
        let lazyNext = """
            final class Player: NSObject {
                var isPresenting: Bool!
                lazy var backgroundView = UIView()
                var handler: (Int,
                    String) -> Void = { _, _ in }
                private var size: CGSize
            }
            """
        let scan = SwiftDeclarations(lazyNext)
        let player = try XCTUnwrap(scan.types.first { $0.name == "Player" })
        XCTAssertEqual(
            scan.storedProperties(of: player).map { "\($0.name): \($0.type)" },
            ["isPresenting: Bool !", "handler: ( Int , String ) -> Void", "size: CGSize"])
        XCTAssertEqual(sideFlag("Player", lazyNext)?.property, "isPresenting")
        // Already presenting, taken by an initializer, or only ever returned for dismissals: none.
        XCTAssertNil(sideFlag("Card", animator("Card", "var presenting = true")))
        XCTAssertNil(
            sideFlag(
                "Card",
                animator("Card", "var presenting = false\n    init(presenting: Bool) { self.presenting = presenting }"))
        )
        let delegate =
            "final class Delegate: NSObject, UIViewControllerTransitioningDelegate {\n"
            + "    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { Card() }\n}\n"
        XCTAssertNil(sideFlag("Card", property, delegate))
        XCTAssertNotNil(sideFlag("Card", property))
    }

    /// A `Bool` says the side only when its name is a side word (with `is`, `for` and the
    /// like): `interactiveDismiss` says how a dismissal runs, not which side this is.
    func testOnlyASideWordNamesASide() throws {
        for name in ["isPresenting", "presenting", "present", "isDismissal", "dismissing", "presentingTransition"] {
            XCTAssertTrue(PortScenario.namesASide(name), name)
        }
        for name in ["interactiveDismiss", "dismissOnTap", "shouldDismiss", "canPresent", "presentedViewHeight"] {
            XCTAssertFalse(PortScenario.namesASide(name), name)
        }
        let modal = animator("ModalTransitionAnimator", "var interactiveDismiss = false")
        XCTAssertEqual(
            try choose([modal], "ModalTransitionAnimator").reason, "no evidence of a modal dismissal: the default")
    }

    /// The name says the side (whole words: a library called Presentr says nothing); else a
    /// side read from the modal presentation at run time means a modal animator; else the default.
    func testTheNameTheRunTimeReadAndTheDefault() throws {
        XCTAssertEqual(
            try choose([animator("DeckDismissingController")], "DeckDismissingController").scenarios, ["modal-dismiss"])
        XCTAssertEqual(
            try choose([animator("MenuPresentAnimator")], "MenuPresentAnimator").scenarios, ["custom-container"])
        let reads = animator(
            "PresentrAnimation",
            "func side(_ c: UIViewControllerContextTransitioning) -> Bool { c.viewController(forKey: .to)?.presentingViewController == c.viewController(forKey: .from) }"
        )
        let r = try choose([reads], "PresentrAnimation")
        XCTAssertEqual(r.scenarios, ["modal-dismiss"])
        XCTAssertTrue(r.reason.contains("compares presentingViewController at line 3"), r.reason)
        // A navigation controller's "dismissing" (a pop) adds the view it returns to: its code says so.
        let nav = try choose(
            [animator("NavControllerDismissing", "var operation: UINavigationController.Operation = .pop")],
            "NavControllerDismissing")
        XCTAssertEqual(nav.scenarios, ["custom-container"])
        XCTAssertEqual(
            nav.reason,
            "its code names UINavigationController.Operation at line 3: a push or pop adds the to view, as custom-container asks"
        )
        // A name is no evidence: a "NavigationDrawer…" dismisser is a modal drawer's.
        let drawer = try choose([animator("NavigationDrawerAnimationDismisser")], "NavigationDrawerAnimationDismisser")
        XCTAssertEqual(drawer.scenarios, ["modal-dismiss"])
        XCTAssertEqual(drawer.reason, "its name says it dismisses")
        let pops = try choose(
            [animator("NavigationFadeDismisser", "func go(_ operation: Op) -> Bool { operation == .pop }")],
            "NavigationFadeDismisser")
        XCTAssertEqual(pops.reason.prefix(29), "its code uses .pop at line 3:")
        // `.push` as a CATransition's type is no navigation.
        let fades = try choose(
            [animator("SlideDismisser", "func t() { let c = CATransition(); c.type = .push; c.subtype = .fromLeft }")],
            "SlideDismisser")
        XCTAssertEqual(fades.scenarios, ["modal-dismiss"])
        let plain = try choose([animator("Crossfade")], "Crossfade")
        XCTAssertEqual(plain.scenarios, ["custom-container"])
        XCTAssertFalse(plain.fromEvidence)
    }

    /// One object that animates in a branch for each view it finds (`if let destView =
    /// c.view(forKey: .to) { … }`, `if let fromView = c.view(forKey: .from) { … }`, Menu2,
    /// held-out 42) is validated presenting and dismissing a custom modal presentation, where
    /// UIKit hands out one of them a side; a class binding only one, or binding controllers,
    /// is not.
    func testABranchForEachViewIsACustomModalPair() throws {
        let both = """
            import UIKit
            final class ZoomDelegate: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    if let destView = c.view(forKey: .to) {
                        c.containerView.addSubview(destView)
                        c.completeTransition(true)
                    }
                    if let fromView = c.view(forKey: UITransitionContextViewKey.from), fromView.alpha > 0 {
                        c.completeTransition(true)
                    }
                }
            }
            """
        let s = try choose([both], "ZoomDelegate")
        XCTAssertEqual(s.scenarios, ["modal-present", "modal-dismiss"])
        XCTAssertTrue(
            s.reason.contains("view(forKey: .to) (if let at line 5) and view(forKey: .from) (line 9)"), s.reason)
        let one = both.replacingOccurrences(
            of: "view(forKey: UITransitionContextViewKey.from)", with: "viewController(forKey: .from)?.view")
        XCTAssertEqual(try choose([one], "ZoomDelegate").scenarios, ["custom-container"])
    }
}
