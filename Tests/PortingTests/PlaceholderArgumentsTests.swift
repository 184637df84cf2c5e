import XCTest

@testable import Porting

/// The harmless arguments `port` makes for a class whose every initializer needs some: one
/// example per kind of value, each a whole construction as the export writes it.
final class PlaceholderArgumentsTests: XCTestCase {
    private func construction(_ source: String, _ name: String = "Anim") -> PortableClass? {
        PortableClassFinder.find([("F.swift", SwiftDeclarations(source))]).first { $0.qualifiedName == name }
    }

    private func animator(_ initializer: String, before: String = "") -> String {
        """
        import UIKit
        \(before)
        final class Anim: NSObject, UIViewControllerAnimatedTransitioning {
            \(initializer) { super.init() }
            func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using c: UIViewControllerContextTransitioning) {}
        }
        """
    }

    /// An animator whose code reads the from side and never adds the to view only dismisses
    /// (joeypatino's `AlertTransitionAnimator(type:)`, held-out 41, vended only for dismissal):
    /// its side enum gets the dismissing case and its presenting flag false; one that adds the
    /// to view keeps the first case and a presenting flag true.
    func testADismissalOnlyAnimatorGetsTheDismissingSide() {
        func anim(_ initializer: String, _ body: String) -> String {
            """
            import UIKit
            enum Kind { case present, dismiss }
            final class Anim: NSObject, UIViewControllerAnimatedTransitioning {
                \(initializer) { super.init() }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    \(body)
                }
            }
            """
        }
        let slides = "guard let from = c.viewController(forKey: .from) else { return }\n from.view.frame.origin.y = 900"
        let adds =
            "guard let to = c.view(forKey: .to), let from = c.view(forKey: .from) else { return }\n c.containerView.addSubview(to); from.alpha = 0"
        XCTAssertEqual(construction(anim("init(type: Kind)", slides))?.construction, "Anim(type: .dismiss)")
        XCTAssertEqual(construction(anim("init(type: Kind)", adds))?.construction, "Anim(type: .present)")
        XCTAssertEqual(
            construction(anim("init(isPresenting: Bool)", slides))?.construction, "Anim(isPresenting: false)")
        XCTAssertEqual(construction(anim("init(isPresenting: Bool)", adds))?.construction, "Anim(isPresenting: true)")
        XCTAssertEqual(construction(anim("init(_ isDismiss: Bool)", slides))?.construction, "Anim(true)")
        // A presenter whose presentation controller adds the view animates the to side without
        // adding it (a drawer): it uses what it reads of `.to`, so it keeps the first case.
        let drawer =
            "guard let presented = c.viewController(forKey: type == .present ? .to : .from) else { return }\n presented.view.alpha = 1"
        XCTAssertEqual(construction(anim("init(type: Kind)", drawer))?.construction, "Anim(type: .present)")
    }

    /// A `CGRect` the class sets as a transition view's frame is the screen's (apeguero24,
    /// held-out 41: the app passes `view.frame`; the thumbnail placeholder left the views a
    /// small square); another `CGRect` keeps the placeholder frame.
    func testAFrameSetOnATransitionViewIsTheScreens() {
        let source = """
            import UIKit
            final class Anim: NSObject, UIViewControllerAnimatedTransitioning {
                private let originFrame: CGRect
                private let badge: CGRect
                init(originFrame: CGRect, badge: CGRect) {
                    self.originFrame = originFrame
                    self.badge = badge
                }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    guard let toVC = c.viewController(forKey: .to) else { return }
                    c.containerView.addSubview(toVC.view)
                    UIView.animate(withDuration: 0.3, animations: {
                        toVC.view.frame = self.originFrame
                    }) { _ in c.completeTransition(true) }
                    let dot = UIView(frame: badge)
                    let snapshotView = UIView()
                    snapshotView.frame = badge
                    _ = (dot, snapshotView)
                }
            }
            """
        XCTAssertEqual(
            construction(source)?.construction,
            "Anim(originFrame: UIScreen.main.bounds, badge: CGRect(x: 40, y: 120, width: 160, height: 160))")
    }

    /// An enum of the files gives the first case its own `switch` handles, not a first case
    /// that only reaches a `default:` which traps (the app never passes that one).
    func testAnEnumGivesACaseTheFilesSwitchHandles() {
        let before = """
            enum Edge { case forward, left, right }
            func offset(_ e: Edge) -> CGFloat {
                switch e {
                case .left: return -1
                case .right: return 1
                default: fatalError("Invalid edge")
                }
            }
            """
        XCTAssertEqual(
            construction(animator("init(from edge: Edge)", before: before))?.construction, "Anim(from: .left)")
        let unswitched = "enum Edge { case forward, left, right }"
        XCTAssertEqual(
            construction(animator("init(from edge: Edge)", before: unswitched))?.construction, "Anim(from: .forward)")
    }

    /// Numbers by name (a duration 0.35, a delay 0, others 1; lengths below), flags (false; true for a
    /// presenting one), strings, optionals, arrays, dictionaries and sets.
    func testNumbersFlagsStringsOptionalsAndCollections() {
        let c = construction(
            animator(
                "init(duration: TimeInterval, delay: Double, count: Int, scale: CGFloat, reversed: Bool, isPresenting: Bool, title: String, image: UIImage?, names: [String], map: [String: Int], tags: Set<String>)"
            ))
        XCTAssertEqual(
            c?.construction,
            "Anim(duration: 0.35, delay: 0, count: 1, scale: 1, reversed: false, isPresenting: true, title: \"\", image: nil, names: [], map: [:], tags: [])"
        )
        XCTAssertEqual(
            c?.placeholderInitializer,
            "init(duration:delay:count:scale:reversed:isPresenting:title:image:names:map:tags:)")
    }

    /// A metatype argument (`viewAnimator: UIView.Type`, HyperionSwift's side-menu transitions,
    /// held-out 46) is the SDK class or the files' own class itself; an app's class the files
    /// do not declare has no value, so the initializer is not made.
    func testAMetatypeArgumentIsTheClassItself() {
        XCTAssertEqual(
            construction(animator("init(viewAnimator: UIView.Type, layer: CALayer.Type)"))?.construction,
            "Anim(viewAnimator: UIView.self, layer: CALayer.self)")
        XCTAssertEqual(
            construction(animator("init(card: CardView.Type)", before: "final class CardView: UIView {}"))?
                .construction,
            "Anim(card: CardView.self)")
        XCTAssertNil(construction(animator("init(card: MissingView.Type)"))?.construction)
    }

    /// An optional delegate of the app (`init(from: ZoomTransitionDelegate?, …)`, held-out 42's
    /// ImageZoomTransition, which traps without one) gets the protocol's stand-in, as a required
    /// one does; an optional of the files' own protocol its stand-in too; other optionals stay
    /// nil, and the initializer chosen is the same (the stand-in costs what nil costs).
    func testAnOptionalDelegateOfTheAppGetsAStandIn() throws {
        let c = try XCTUnwrap(
            construction(
                animator(
                    "init(from: ZoomTransitionDelegate?, image: UIImage?, sizing: Sizing!)",
                    before: "protocol Sizing { var scale: CGFloat { get } }")))
        XCTAssertEqual(
            c.construction,
            "Anim(from: portPlaceholderZoomTransitionDelegate(), image: nil, sizing: portKeep(PortArgument__Sizing()))")
        let two = try XCTUnwrap(
            construction(
                animator(
                    "init(delegate: ZoomTransitionDelegate?) { super.init() }\n    init(duration: Double, delay: Double, scale: Double)"
                )))
        XCTAssertEqual(two.construction, "Anim(delegate: portPlaceholderZoomTransitionDelegate())")
        let plain = try XCTUnwrap(construction(animator("init(screen: SettingsScreen?)")))
        XCTAssertEqual(plain.construction, "Anim(screen: nil)", "an app class, not a protocol: nil as before")
    }

    /// A storyboard's layout with only `required init!(coder:)` (Billion, held-out 43) is made
    /// from an empty keyed archive, as a storyboard makes it; the export declares the coder.
    func testAClassWithOnlyInitCoderIsMadeFromAnEmptyArchive() throws {
        let source = """
            import UIKit
            final class Grid: UICollectionViewFlowLayout {
                required init!(coder aDecoder: NSCoder!) {
                    super.init(coder: aDecoder)
                    minimumLineSpacing = 8
                }
            }
            """
        let c = try XCTUnwrap(construction(source, "Grid"))
        XCTAssertEqual(c.construction, "Grid(coder: portEmptyCoder())")
        let helpers = PlaceholderArguments.helperDeclarations(in: c.construction ?? "")
        XCTAssertTrue(helpers.contains("func portEmptyCoder() -> NSCoder {"), helpers)
        XCTAssertTrue(helpers.contains("NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)"), helpers)
    }

    /// A presentation controller given to an animator (`init(presentationController:)`, Delta's
    /// pause menu, held-out 43): one of a loaded controller, as the app's delegate hands it.
    func testAPresentationControllerArgumentIsOneOfALoadedController() throws {
        let c = try XCTUnwrap(construction(animator("init(presentationController: UIPresentationController)")))
        XCTAssertEqual(
            c.construction,
            "Anim(presentationController: portKeep(UIPresentationController(presentedViewController: portLoadedController(), presenting: nil)))"
        )
        XCTAssertTrue(
            PlaceholderArguments.helperDeclarations(in: c.construction ?? "").contains(
                "func portLoadedController() -> UIViewController"))
    }

    /// Lengths by name: a drawer's width or a slide's distance 240, a sheet's height 320,
    /// insets, offsets and radii 16 — never a 1-point drawer.
    func testLengthsByName() {
        let c = construction(
            animator(
                "init(drawerWidth: CGFloat, sheetHeight: CGFloat, slideDistance: Double, cornerRadius: CGFloat, topInset: CGFloat, Offset: Float, widthFactor: CGFloat)"
            ))
        XCTAssertEqual(
            c?.construction,
            "Anim(drawerWidth: 240, sheetHeight: 320, slideDistance: 240, cornerRadius: 16, topInset: 16, Offset: 16, widthFactor: 1)"
        )
        // An index path is the first item, the one port's stand-in lists select.
        XCTAssertEqual(
            construction(animator("init(selected: IndexPath)"))?.construction,
            "Anim(selected: IndexPath(item: 0, section: 0))")
    }

    /// Closures do nothing, with the right arity; one that returns a value returns a
    /// placeholder; a type alias of a closure type is read through.
    func testClosuresOfEveryArityAndTypeAliasesOfThem() {
        let c = construction(
            animator(
                "init(done: @escaping () -> Void, finished: @escaping (Bool) -> (), progress: @escaping (CGFloat, Bool) -> CGFloat, action: @escaping Action)",
                before: "typealias Action = () -> ()"))
        XCTAssertEqual(
            c?.construction, "Anim(done: {}, finished: { _ in }, progress: { _, _ in 1 }, action: {})")
        // A cell provider (VirtualBusinessCard, held-out 41) answers a cell at the placeholder frame.
        XCTAssertEqual(
            construction(animator("init(cellProvider: @escaping () -> UICollectionViewCell)"))?.construction,
            "Anim(cellProvider: { portKeep(UICollectionViewCell(frame: CGRect(x: 40, y: 120, width: 160, height: 160))) })"
        )
    }

    /// Option sets are empty (the SDK's by their name, the files' by their `OptionSet`
    /// conformance); the SDK's values by their plain value and its views and controllers
    /// by their plain initializer, kept alive by the export.
    func testOptionSetsAndSDKTypes() {
        let c = construction(
            animator(
                "init(options: UIView.AnimationOptions, mine: Mine, color: UIColor, insets: UIEdgeInsets, transform: CGAffineTransform, imageView: UIImageView, host: UIViewController, image: UIImage)",
                before: "struct Mine: OptionSet { let rawValue: Int }"))
        XCTAssertEqual(
            c?.construction,
            "Anim(options: [], mine: [], color: .black, insets: .zero, transform: .identity, imageView: portKeep(portPlacedView(UIImageView(frame: CGRect(x: 40, y: 120, width: 160, height: 160)))), host: portKeep(portLoadedController()), image: UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in })"
        )
    }

    /// The property animator the app's delegate hands the class (`init(animator:
    /// UIViewPropertyAnimator)`, WLPhotoPicker, held-out 45), or one as the protocol.
    func testAPropertyAnimatorArgumentIsOneOfTheDefaultLength() {
        let made = "portKeep(UIViewPropertyAnimator(duration: 0.35, curve: .easeInOut))"
        XCTAssertEqual(
            construction(animator("init(animator: UIViewPropertyAnimator)"))?.construction, "Anim(animator: \(made))")
        XCTAssertEqual(
            construction(animator("init(driver: any UIViewImplicitlyAnimating)"))?.construction, "Anim(driver: \(made))"
        )
    }

    /// The files' enums by a case without payload, else the first case whose payload can be
    /// made; structs through their memberwise initializer (a `let` with a value is not a
    /// parameter, a `var` with one is left to its default) or a declared one; classes
    /// through their initializer, kept alive.
    func testTheFilesEnumsStructsAndClassesRecursively() {
        let before = """
            enum Curve { case spring(damping: CGFloat, TimeInterval), linear }
            enum Style { case normal(duration: TimeInterval) }
            struct Params {
                let fromFrame: CGRect
                let duration: TimeInterval
                let style: Style
                var radius: CGFloat = 8
                let kind = 1
                var computed: Int { 2 }
                static let shared = 3
            }
            class Owner: UIViewController { var index = 0 }
            class Source { init(name: String, curve: Curve) {} }
            """
        let c = construction(animator("init(params: Params, owner: Owner, source: Source)", before: before))
        XCTAssertEqual(
            c?.construction,
            "Anim(params: Params(fromFrame: CGRect(x: 40, y: 120, width: 160, height: 160), duration: 0.35, style: .normal(duration: 0.35)), owner: portKeep(Owner()), source: portKeep(Source(name: \"\", curve: .linear)))"
        )
        XCTAssertEqual(c?.placeholderArguments.map { "Anim" + $0 }, c?.construction)
    }

    /// A type nested in the class (or in the struct being made) is looked up there first and
    /// written qualified, as the export is outside the class: two animators with their own
    /// `Params` each get theirs.
    func testNestedTypesAreSeenFromInsideAndWrittenQualified() {
        let source = """
            import UIKit
            final class Present: NSObject, UIViewControllerAnimatedTransitioning {
                struct Params { let frame: CGRect; let settings: Settings }
                struct Settings { let duration: TimeInterval }
                init(params: Params) { super.init() }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {}
            }
            final class Dismiss: NSObject, UIViewControllerAnimatedTransitioning {
                struct Params { let isFast: Bool }
                init(params: Params) { super.init() }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {}
            }
            """
        XCTAssertEqual(
            construction(source, "Present")?.construction,
            "Present(params: Present.Params(frame: CGRect(x: 40, y: 120, width: 160, height: 160), settings: Present.Settings(duration: 0.35)))"
        )
        XCTAssertEqual(construction(source, "Dismiss")?.construction, "Dismiss(params: Dismiss.Params(isFast: false))")
    }

    /// Nesting stops after three levels: a struct four levels deep is not made, and the
    /// class is reported with the parameter port has no value for.
    func testDepthIsLimitedAndWhatIsMissingIsNamed() {
        let before = """
            struct D { let p: Proto }
            struct C { let d: D }
            struct B { let c: C }
            struct A { let b: B }
            protocol Proto {}
            """
        let c = construction(animator("init(a: A)", before: before))
        XCTAssertNil(c?.construction)
        XCTAssertEqual(
            c?.constructionBlocker?.contains("init(a:) at line 8 (no placeholder for a: A)"), true,
            c?.constructionBlocker ?? "")
        // A protocol with an associated type has no value either: not made, rather than
        // made with a stand-in no file declares.
        let d = construction(
            animator(
                "init(config: Model, leftSide: Bool)",
                before: "protocol P1 { associatedtype T; func go() -> T }\nprotocol P2 {}\ntypealias Model = P1 & P2"))
        XCTAssertNil(d?.construction)
        XCTAssertEqual(d?.constructionBlocker?.contains("(no placeholder for config: Model)"), true)
        // One with a method requirement is made: its stand-in implements the method.
        let e = construction(
            animator(
                "init(config: Model, leftSide: Bool)",
                before: "protocol P1 { func go() }\nprotocol P2 {}\ntypealias Model = P1 & P2"))
        XCTAssertEqual(e?.construction, "Anim(config: portKeep(PortArgument__P1__P2()), leftSide: false)")
        XCTAssertEqual(
            e?.placeholderDeclarations,
            "/// Stands for a `P1 & P2` argument: each property and method result holds its placeholder.\nfinal class PortArgument__P1__P2: P1, P2 {\n    func go() {}\n}\n"
        )
    }

    /// A protocol of the files with only property requirements — alone or composed with a
    /// protocol of the app the files do not declare (which port's stubs give defaults) — gets
    /// a stand-in class written beside the construction, each property holding its placeholder.
    func testProtocolsOfPropertiesGetAStandInClass() throws {
        let before = """
            protocol Timing {
                var duration: Double { get }
                var options: UIView.AnimationOptions { get set }
            }
            typealias Model = Timing & Styling
            """
        let c = try XCTUnwrap(construction(animator("init(config: Model, leftSide: Bool)", before: before)))
        XCTAssertEqual(c.construction, "Anim(config: portKeep(PortArgument__Timing__Styling()), leftSide: false)")
        XCTAssertEqual(
            c.placeholderDeclarations,
            "/// Stands for a `Timing & Styling` argument: each property and method result holds its placeholder.\n"
                + "final class PortArgument__Timing__Styling: Styling, Timing {\n"
                + "    var duration: Double = 0.35\n    var options: UIView.AnimationOptions = []\n}\n")
        // A composition of the app's protocols alone (port's stubs declare them).
        let apps = try XCTUnwrap(construction(animator("init(presentation: (ShowDirection & Configurable))")))
        XCTAssertEqual(apps.construction, "Anim(presentation: portKeep(PortArgument__ShowDirection__Configurable()))")
        XCTAssertTrue(
            apps.placeholderDeclarations.contains(
                "final class PortArgument__ShowDirection__Configurable: ShowDirection, Configurable {\n\n}"),
            apps.placeholderDeclarations)
        let plugin = PortProject.plugins(for: [(c, .animator, c.construction ?? "")])[0]
        XCTAssertEqual(plugin.declarations, c.placeholderDeclarations)
        XCTAssertEqual(
            PortProject.plugins(for: [(c, .animator, "Anim(config: Mine(), leftSide: true)")])[0].declarations, "")
    }

    /// Of several initializers the one with the fewest and plainest arguments is used; a
    /// type of the app's own that the files do not declare costs more than a literal.
    func testTheInitializerWithTheFewestPlainestArgumentsIsChosen() {
        let source = """
            import UIKit
            final class Anim: NSObject, UIViewControllerAnimatedTransitioning {
                init(photo: Photo) { super.init() }
                init(duration: TimeInterval, delay: TimeInterval, curve: Int) { super.init() }
                init(frame: CGRect) { super.init() }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {}
            }
            """
        let c = construction(source)
        XCTAssertEqual(c?.construction, "Anim(frame: CGRect(x: 40, y: 120, width: 160, height: 160))")
        XCTAssertEqual(c?.placeholderInitializer, "init(frame:)")
        let stubbed = construction(animator("init(photo: Photo, duration: TimeInterval)"))
        XCTAssertEqual(stubbed?.construction, "Anim(photo: portPlaceholderPhoto(), duration: 0.35)")
    }

    /// The report says which initializer was called with what, and how to choose instead.
    func testTheReportListsTheInitializerAndArguments() throws {
        let c = try XCTUnwrap(
            construction(animator("init(params: Params)", before: "struct Params { let duration: TimeInterval }")))
        let report = PortReport(files: ["F.swift"], results: [], classes: [c], unmade: [], plugins: [])
        XCTAssertTrue(
            report.text(output: "out").contains(
                "Anim: made with placeholder arguments: init(params:) with Anim(params: Params(duration: 0.35)) (give --construct 'Anim(…)' to choose the arguments)"
            ), report.text(output: "out"))
    }

    /// A placeholder of a stand-in that has no value to give (a stubbed enum with no case)
    /// fails the build at the export; the advice says to give --construct, not a file.
    func testAMissingPlaceholderFunctionIsAdvisedAsPorts() {
        XCTAssertEqual(
            PortDiagnostic.advice(for: "cannot find 'portPlaceholderPresentationType' in scope"),
            "port's stand-in for PresentationType has no value to pass as a placeholder argument: give --construct 'Class(…)' with the arguments, or the file that declares PresentationType"
        )
        XCTAssertEqual(
            PortDiagnostic.advice(for: "cannot find 'CardTheme' in scope"),
            "CardTheme is declared in a file you did not give: add that file to the command (or a stub of it)")
    }
}
