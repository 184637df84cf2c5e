import XCTest

@testable import Porting

/// Stand-ins typed from how the files use them: a class cast from a view controller is one, a
/// controller whose view is cast to a view class loads one, the context's controllers take
/// the presenting side's casts, a call in a condition split over lines takes no trailing
/// closure and a stub bound by `if let` is optional. Each on an example written here in the
/// style real animators use.
final class PortStandInsFromUseTests: XCTestCase {
    /// swiftc's error line for line `n` of copy `A.swift`.
    private func error(_ n: Int, _ message: String) -> String { "/tmp/p/Sources/T/A.swift:\(n):9: error: \(message)" }

    private func learned(_ code: String, rounds: [[String]]) -> PortStubs {
        var s = PortStubs(files: [("A.swift", code)])
        for round in rounds { _ = s.learn(from: round.joined(separator: "\n")) }
        return s
    }

    /// `nav.topViewController as! PhotoListView`: a controller whatever its name ends with; a
    /// table's when `.tableView` is read on it (on the bound name or straight on the cast), a
    /// collection's for `.collectionView`; a plain cast of a view stays a view.
    func testAClassCastFromAControllerIsAController() {
        let code = """
            let nav = ctx.viewController(forKey: .from) as! UINavigationController
            let list = nav.topViewController as! PhotoListView
            let cell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
            let grid = (presentedViewController as? GalleryGrid)?.collectionView
            let detail = nav.viewControllers.first as! DetailScreen
            let badge = container.subviews.first as! BadgeView
            if let menu = self.children[1] as? SideMenuView { menu.open() }
            """
        let s = learned(
            code,
            rounds: [
                [
                    error(2, "cannot find type 'PhotoListView' in scope"),
                    error(4, "cannot find type 'GalleryGrid' in scope"),
                    error(5, "cannot find type 'DetailScreen' in scope"),
                    error(6, "cannot find type 'BadgeView' in scope"),
                    error(7, "cannot find type 'SideMenuView' in scope")
                ]
            ])
        XCTAssertEqual(s.stub("PhotoListView")?.shape, .subclass("UITableViewController"))
        XCTAssertEqual(s.stub("GalleryGrid")?.shape, .subclass("UICollectionViewController"))
        XCTAssertEqual(s.stub("DetailScreen")?.shape, .subclass("UIViewController"))
        XCTAssertEqual(s.stub("BadgeView")?.shape, .subclass("UIView"))
        XCTAssertEqual(s.stub("SideMenuView")?.shape, .subclass("UIViewController"))
        XCTAssertTrue(PortStubs.castsControllerValue("tabs.viewControllers?.first"[...]))
        XCTAssertTrue(PortStubs.castsControllerValue("self.presentedViewController! "[...]))
        XCTAssertFalse(PortStubs.castsControllerValue("container.subviews.first "[...]))
    }

    /// A transition's controller first cast to a UIKit controller class and then tested
    /// against the app's (`as? UICollectionViewController, grid is GridScreen || grid is
    /// AlbumScreen`): the app's classes subclass that UIKit class, else the stand-in fails the
    /// first cast; a plain test without such a cast keeps `UIViewController`.
    func testAControllerFirstCastToAUIKitControllerSubclassesIt() {
        let code = """
            guard let grid = ctx.viewController(forKey: .from) as? UICollectionViewController,
                grid is GridScreen || grid is AlbumScreen
            else { return }
            if let list = ctx.viewController(forKey: .to) as? UITableViewController, list is PlaylistScreen {}
            let other = ctx.viewController(forKey: .to)
            if other is PlainScreen { return }
            """
        let s = learned(
            code,
            rounds: [
                [
                    error(2, "cannot find type 'GridScreen' in scope"),
                    error(2, "cannot find type 'AlbumScreen' in scope"),
                    error(3, "cannot find type 'PlaylistScreen' in scope"),
                    error(6, "cannot find type 'PlainScreen' in scope")
                ]
            ])
        XCTAssertEqual(s.stub("GridScreen")?.shape, .subclass("UICollectionViewController"))
        XCTAssertEqual(s.stub("AlbumScreen")?.shape, .subclass("UICollectionViewController"))
        XCTAssertEqual(s.stub("PlaylistScreen")?.shape, .subclass("UITableViewController"))
        XCTAssertEqual(s.stub("PlainScreen")?.shape, .subclass("UIViewController"))
        XCTAssertEqual(s.standIns(in: code).first { $0.key == "from" }?.type, "GridScreen")
    }

    /// The key written as a conditional in the call (`viewController(forKey: isPresenting ?
    /// .from : .to) as! MainScreen`, the chain broken over two lines, Puzzil, held-out 44): the
    /// stand-in is on the side the flag gives the side validated.
    func testAConditionalKeyInTheCallGivesItsStandIn() {
        let code = """
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                let main = ctx
                    .viewController(forKey: isPresenting ? .from : .to) as! MainScreen
                let other = ctx.viewController(forKey: reversed ? .to : .from) as! OtherScreen
            }
            """
        let s = learned(
            code,
            rounds: [
                [
                    error(3, "cannot find type 'MainScreen' in scope"),
                    error(4, "cannot find type 'OtherScreen' in scope")
                ]
            ])
        XCTAssertEqual(s.stub("MainScreen")?.shape, .subclass("UIViewController"))
        XCTAssertEqual(
            s.standIns(in: code, presenting: true).map { "\($0.key)=\($0.type)" }, ["from=MainScreen", "to=OtherScreen"]
        )
        XCTAssertEqual(
            s.standIns(in: code, presenting: false).map { "\($0.key)=\($0.type)" }, ["to=MainScreen"],
            "one stand-in per key: the first cast of each")
    }

    /// A key chosen by a presenting flag (`let key = isPresentation ? .to : .from`, then
    /// `viewController(forKey: key)! as? ProfileScreen`, Slide's profile sheet, held-out 43):
    /// the stand-in is on the side validated; a tuple switched over (`switch (from, to) { case
    /// (let f as MainScreen, let t as MenuScreen):`, DuckDuckGo's menu) gives each its class.
    func testAKeyChosenByAFlagAndATupleSwitchGiveTheirStandIns() {
        let sheet = """
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                let key = isPresentation ? UITransitionContextViewControllerKey.to
                    : UITransitionContextViewControllerKey.from
                guard let c = ctx.viewController(forKey: key)! as? ProfileScreen else { fatalError() }
            }
            """
        var s = learned(sheet, rounds: [[error(4, "cannot find type 'ProfileScreen' in scope")]])
        XCTAssertEqual(s.stub("ProfileScreen")?.shape, .subclass("UIViewController"))
        XCTAssertEqual(s.standIns(in: sheet, presenting: true).map(\.key), ["to"])
        XCTAssertEqual(s.standIns(in: sheet, presenting: false).map(\.key), ["from"])
        let negated = sheet.replacingOccurrences(of: "isPresentation ?", with: "!isPresenting ?")
        s = learned(negated, rounds: [[error(4, "cannot find type 'ProfileScreen' in scope")]])
        XCTAssertEqual(s.standIns(in: negated, presenting: true).map(\.key), ["from"])
        let menu = """
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                switch (ctx.viewController(forKey: .from), ctx.viewController(forKey: .to)) {
                case (let f as MainScreen, let t as MenuScreen): go(f, t)
                default: assertionFailure()
                }
            }
            """
        s = learned(
            menu,
            rounds: [
                [
                    error(3, "cannot find type 'MainScreen' in scope"),
                    error(3, "cannot find type 'MenuScreen' in scope")
                ]
            ])
        XCTAssertEqual(s.stub("MenuScreen")?.shape, .subclass("UIViewController"))
        let standIns = s.standIns(in: menu)
        XCTAssertEqual(standIns.map(\.key), ["from", "to"])
        XCTAssertEqual(standIns.map(\.type), ["MainScreen", "MenuScreen"])
        XCTAssertEqual(
            PortStubs.tupleSwitchCasts(
                in:
                    "switch (c.viewController(forKey: .to), c.viewController(forKey: .from)) {\ncase is (MenuScreen, MainScreen):",
                to: ["MainScreen", "MenuScreen"]
            ).map(\.key), ["to", "from"])
    }

    /// `(view as? ZoomAnimatableView)?.frame(inView: v)` on a stand-in `UIView` subclass: the
    /// app's method shares its base name with UIKit's `frame`, which the call reached; the
    /// stand-in declares it, returning the property's type (metatext, held-out 43).
    func testAMethodNamedLikeAnInheritedPropertyIsDeclaredOnTheStandIn() {
        let code = """
            func go(_ view: UIView, _ to: UIView) {
                let r = (view as? ZoomAnimatableView)?.frame(inView: to) ?? .zero
                _ = r.containsNaN
            }
            """
        var s = learned(code, rounds: [[error(2, "cannot find type 'ZoomAnimatableView' in scope")]])
        XCTAssertEqual(s.stub("ZoomAnimatableView")?.shape, .subclass("UIView"))
        _ = s.learn(from: "/tmp/p/Sources/T/A.swift:2:44: error: cannot call value of non-function type 'CGRect'")
        XCTAssertTrue(s.source().contains("func frame(inView a0: Any?) -> CGRect"), s.source())
    }

    /// A local bound to a stub property and then used through `?.` (`let c =
    /// gallery.currentContentViewController` … `c?.contentView`, beam) makes the property
    /// optional; one passed where UIKit's protocol is wanted (`let curve =
    /// configuration.timingCurveProvider` … `timingParameters: curve`, DrawerKit) takes
    /// UIKit's class conforming to it (held-out 43).
    func testALocalsLaterUseTypesTheStubPropertyItWasBoundTo() {
        let code = """
            func go(_ gallery: Gallery, _ configuration: DrawerConfiguration) {
                let content = gallery.currentContentViewController
                if let v = content?.view { v.alpha = 0 }
                let curve = configuration.timingCurveProvider
                let animator = UIViewPropertyAnimator(duration: 1, timingParameters: curve)
            }
            """
        var s = learned(
            code,
            rounds: [
                [
                    error(1, "cannot find type 'Gallery' in scope"),
                    error(1, "cannot find type 'DrawerConfiguration' in scope")
                ],
                [
                    error(2, "value of type 'Gallery' has no member 'currentContentViewController'"),
                    error(4, "value of type 'DrawerConfiguration' has no member 'timingCurveProvider'")
                ]
            ])
        _ = s.learn(
            from: [
                "/tmp/p/Sources/T/A.swift:3:21: error: cannot use optional chaining on non-optional value of type 'UIViewController'",
                "/tmp/p/Sources/T/A.swift:5:74: error: argument type 'CGFloat' does not conform to expected type 'UITimingCurveProvider'"
            ].joined(separator: "\n"))
        let source = s.source()
        XCTAssertTrue(source.contains("currentContentViewController: UIViewController!"), source)
        XCTAssertTrue(source.contains("timingCurveProvider: UICubicTimingParameters"), source)
    }

    /// `extension FlowLayout { final class FullWidth … }` while another file nests a class
    /// `FlowLayout` in a screen: the extended type is the app's top-level one, stubbed though a
    /// nested type has its name; a use of the name inside the nesting type is not stubbed.
    func testAnExtensionOfATypeTheFilesOnlyNestStubsTheTopLevelType() {
        let files = [
            (
                "A.swift",
                """
                extension FlowLayout {
                    final class FullWidth: UICollectionViewFlowLayout {}
                }
                """
            ),
            (
                "B.swift",
                """
                extension PayScreen {
                    final class FlowLayout: UICollectionViewFlowLayout {}
                    func layout() -> FlowLayout { FlowLayout() }
                }
                """
            )
        ]
        var s = PortStubs(files: files)
        _ = s.learn(
            from: [
                "/tmp/p/Sources/T/A.swift:1:11: error: cannot find type 'FlowLayout' in scope",
                "/tmp/p/Sources/T/B.swift:3:22: error: cannot find type 'FlowLayout' in scope"
            ].joined(separator: "\n"))
        XCTAssertNotNil(s.stub("FlowLayout"), s.source())
        XCTAssertTrue(PortStubs.extends("extension FlowLayout {", "FlowLayout"))
        XCTAssertTrue(PortStubs.extends("public extension FlowLayout: Sendable {", "FlowLayout"))
        XCTAssertFalse(PortStubs.extends("    extension FlowLayout {", "FlowLayout"), "nested: not top level")
        XCTAssertFalse(PortStubs.extends("    func layout() -> FlowLayout { FlowLayout() }", "FlowLayout"))
        var nested = PortStubs(files: [files[1]])
        _ = nested.learn(from: "/tmp/p/Sources/T/B.swift:3:22: error: cannot find type 'FlowLayout' in scope")
        XCTAssertNil(nested.stub("FlowLayout"), "a use, not an extension: the files' nested type")
    }

    /// `toVC.view as! ProfileView` where `toVC` is cast to a stubbed controller class: the
    /// stub overrides ``transitionStandInView`` with a maker of that view class; one whose view
    /// is never cast keeps a plain view, though another function binds the same name to it.
    func testAControllerWhoseViewIsCastLoadsAViewOfThatClass() {
        let code = """
            func dismiss(_ ctx: UIViewControllerContextTransitioning) {
                let toVC = ctx.viewController(forKey: .to) as! SettingsViewController
                toVC.view.alpha = 1
            }
            func present(_ ctx: UIViewControllerContextTransitioning) {
                guard let toVC = ctx.viewController(forKey: .to) as? ProfileViewController else { return }
                let profileView = toVC.view as! ProfileView
                profileView.avatar.alpha = 0
                let header = (ctx.viewController(forKey: .from) as! FeedViewController).view as? FeedView
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        s.stubs = [
            .init(name: "ProfileViewController", shape: .subclass("UIViewController")),
            .init(name: "ProfileView", shape: .subclass("UIView")),
            .init(name: "FeedViewController", shape: .subclass("UIViewController")),
            .init(name: "FeedView", shape: .subclass("UIView")),
            .init(name: "SettingsViewController", shape: .subclass("UIViewController"))
        ]
        let source = s.source()
        for (controller, view) in [("ProfileViewController", "ProfileView"), ("FeedViewController", "FeedView")] {
            XCTAssertTrue(
                source.contains(
                    "public class \(controller): UIViewController {\n    public override class var transitionStandInView: (() -> UIView)? { { \(view)() } }\n"
                ), source)
        }
        XCTAssertTrue(source.contains("public class SettingsViewController: UIViewController {\n}\n"), source)
    }

    /// A two-way animator casts the list to `from` when it presents and to `to` when it
    /// dismisses: the stand-ins are the presenting side's classes, from a ternary on the side
    /// flag and from `if`/`else` blocks (the `else` on the closing brace's line or its own),
    /// whichever side the first cast in the text was.
    func testTheContextControllersTakeThePresentingSidesCasts() {
        let ternary = """
            let fromVC = ctx.viewController(forKey: .from)
            let toVC = ctx.viewController(forKey: .to)
            let card = mode == .dismiss ? (toVC as! ListViewController).selectedCard : (fromVC as! ListViewController).selectedCard
            if !isPresenting {
                let detail = fromVC as! DetailViewController
                detail.hideContent()
            }
            else {
                let detail = toVC as! DetailViewController
                detail.showContent()
            }
            """
        var s = PortStubs(files: [("A.swift", ternary)])
        s.stubs = [
            .init(name: "ListViewController", shape: .subclass("UIViewController")),
            .init(name: "DetailViewController", shape: .subclass("UIViewController"))
        ]
        XCTAssertEqual(
            s.standIns(in: ternary).map { "\($0.key) \($0.type)" },
            ["from ListViewController", "to DetailViewController"])
        // Validated dismissing (its construction makes that side), the other side's casts.
        XCTAssertEqual(
            s.standIns(in: ternary, presenting: false).map { "\($0.key) \($0.type)" },
            ["from DetailViewController", "to ListViewController"])
        let blocks = """
            let from = ctx.viewController(forKey: .from)!
            let to = ctx.viewController(forKey: .to)!
            if state == .presenting {
                (to as! GalleryViewController).reveal()
            } else {
                (from as! GalleryViewController).conceal()
                (to as! PhotoViewController).focus()
            }
            """
        var b = PortStubs(files: [("A.swift", blocks)])
        b.stubs = [
            .init(name: "GalleryViewController", shape: .subclass("UIViewController")),
            .init(name: "PhotoViewController", shape: .subclass("UIViewController"))
        ]
        // `to` from the presenting block; `from`, cast on the dismissing side only, still from there.
        XCTAssertEqual(
            b.standIns(in: blocks).map { "\($0.key) \($0.type)" },
            ["to GalleryViewController", "from GalleryViewController"])
        XCTAssertEqual(PortStubs.conditionSide("transition == .present"), true)
        XCTAssertEqual(PortStubs.conditionSide("operation != .push"), false)
        XCTAssertEqual(PortStubs.conditionSide("isDismissing == false"), true)
        XCTAssertNil(PortStubs.conditionSide("animated"))
        XCTAssertEqual(
            PortStubs.withoutDismissingArm("guard let v = isPresenting ? (a as! X).v : (b as! X).v else { return }"),
            "guard let v = isPresenting ? (a as! X).v :  else { return }")
    }

    /// `if let detail = to as? Detail,\n   let frame = detail.cardFrame() {`: the brace opens
    /// the body, so the stub method takes no closure; bound by `if let`, its value result is
    /// optional (and still returned, so the body runs).
    func testACallInAConditionSplitOverLinesTakesNoTrailingClosure() {
        let code = """
            func animate() {
                if let detail = toVC as? DetailViewController,
                      let frame = detail.cardFrame() {
                    clone.frame = frame
                }
                guard let a = x,
                      b.isReady else { return }
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        s.stubs = [.init(name: "DetailViewController", shape: .subclass("UIViewController"))]
        _ = s.learn(from: error(3, "value of type 'DetailViewController' has no member 'cardFrame'"))
        for (n, read) in [(3, "if let frame = detail.cardFrame() {"), (7, "if b.isReady else { return }")] {
            let line = s.conditionLine("A.swift", n)
            XCTAssertEqual(line.trimmingCharacters(in: .whitespaces), read)
            XCTAssertEqual(line.count, s.text("A.swift", n).count)
        }
        XCTAssertEqual(s.conditionLine("A.swift", 4), s.text("A.swift", 4))
        XCTAssertEqual(s.stub("DetailViewController")?.members.first?.kind, .method(overloads: [[]]))
        // Its result learned a CGRect (from the body's use), then bound by `if let`.
        s.stubs[0].returns["cardFrame"] = "CGRect"
        _ = s.learn(from: error(3, "initializer for conditional binding must have Optional type, not 'CGRect'"))
        XCTAssertTrue(s.source().contains("public func cardFrame() -> CGRect? { return "), s.source())
        XCTAssertEqual(PortStubs.optional("(Bool) -> Void"), "((Bool) -> Void)?")
    }

    /// A requirement over several lines followed by another: each is read whole, and one the
    /// protocol's extension implements is left to the extension.
    func testARequirementOverSeveralLinesIsReadWholeAndExtensionDefaultsAreLeftOut() throws {
        let code = """
            protocol Expanding {
                var cardView: UIView? { get }
                var accent: UIColor { get }
                func expand(from startFrame: CGRect,
                            to endFrame: CGRect,
                            animator: UIViewPropertyAnimator)
                func collapse(to endFrame: CGRect,
                              animator: UIViewPropertyAnimator)
                mutating func reset()
                func didFinish(_ finished: Bool)
            }
            extension Expanding {
                var accent: UIColor { .white }
                func collapse(to endFrame: CGRect,
                              animator: UIViewPropertyAnimator) {}
            }
            """
        let scan = SwiftDeclarations(code)
        let p = try XCTUnwrap(scan.types.first { $0.keyword == "protocol" })
        let r = scan.standInRequirements(of: p)
        XCTAssertNil(r.whyNot)
        XCTAssertEqual(r.properties.map(\.name), ["cardView"])
        XCTAssertEqual(
            r.methods.map(\.declaration),
            [
                "func expand(from startFrame: CGRect,\n                to endFrame: CGRect,\n                animator: UIViewPropertyAnimator)",
                "func reset()", "func didFinish(_ finished: Bool)"
            ])
    }

    /// A protocol of the files with a class bound (`: UIViewController`, or `: AnyObject where
    /// Self: UIViewController`), an initializer's parameter: its placeholder stand-in inherits
    /// that class; requirements its extension implements are left to the extension.
    func testAStandInForAProtocolWithAClassBoundInheritsTheClass() throws {
        for header in [
            "protocol Dismissible: UIViewController", "protocol Dismissible: AnyObject where Self: UIViewController"
        ] {
            let source = """
                import UIKit
                \(header) {
                    var scrollView: UIScrollView? { get }
                    func updateLayout(animated: Bool)
                }
                extension Dismissible {
                    func updateLayout(animated: Bool = false) { view.setNeedsLayout() }
                }
                final class Pull: UIPercentDrivenInteractiveTransition {
                    init(controller: Dismissible) { super.init() }
                }
                """
            let scan = SwiftDeclarations(source)
            XCTAssertEqual(
                scan.classBound(of: try XCTUnwrap(scan.types.first { $0.keyword == "protocol" })), "UIViewController")
            let c = try XCTUnwrap(PortableClassFinder.find([("F.swift", scan)]).first { $0.qualifiedName == "Pull" })
            XCTAssertEqual(c.construction, "Pull(controller: portKeep(PortArgument__Dismissible()))")
            XCTAssertEqual(
                c.placeholderDeclarations,
                "/// Stands for a `Dismissible` argument: each property and method result holds its placeholder.\n"
                    + "final class PortArgument__Dismissible: UIViewController, Dismissible {\n    var scrollView: UIScrollView? = nil\n}\n"
            )
        }
        XCTAssertFalse(SwiftDeclarations.isAppleClassName("UIViewControllerTransitioningDelegate"))
    }

    /// The side an animator is validated on, which its stand-ins follow: dismissing when its
    /// construction makes its flag the dismissing side, presenting otherwise.
    func testTheValidatedSideComesFromTheConstruction() {
        let source = """
            import UIKit
            final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
                let isPresenting: Bool
                init(isPresenting: Bool) { self.isPresenting = isPresenting }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {}
            }
            """
        for (construction, dismissing) in [("Slide(isPresenting: false)", true), ("Slide(isPresenting: true)", false)] {
            let plugin = PortProject.Plugin(
                className: "Slide", kind: .animator, construction: construction, target: "PortedSlide",
                id: "port.slide", sourcePath: "/somewhere/Slide.swift")
            let p = PortProject(name: "P", hostPath: "/h", files: [("Slide.swift", source)], plugins: [plugin])
            XCTAssertEqual(p.validatesDismissingSide(plugin), dismissing, construction)
        }
    }

    /// The context's controllers passed on to a helper of the files and cast there (under its
    /// parameters' names) choose the stand-ins as casts on the variables do, the presenting
    /// side's first.
    func testAControllerPassedToAHelperIsCastThere() {
        let code = """
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                let fromVC = ctx.viewController(forKey: .from)
                let toVC = ctx.viewController(forKey: .to)
                guard let card = selectedCard(source: fromVC, target: toVC) else { return }
                if isPresenting {
                    guard let detail = toVC as? DetailViewController else { return }
                } else {
                    guard let detail = fromVC as? DetailViewController else { return }
                }
            }
            func selectedCard(source from: UIViewController?, target to: UIViewController?) -> UIView? {
                isPresenting ? (from as! ListViewController).card : (to as! ListViewController).card
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        s.stubs = [
            .init(name: "ListViewController", shape: .subclass("UIViewController")),
            .init(name: "DetailViewController", shape: .subclass("UIViewController"))
        ]
        XCTAssertEqual(
            s.standIns(in: code).map { "\($0.key) \($0.type)" }.sorted(),
            ["from ListViewController", "to DetailViewController"])
        XCTAssertEqual(
            PortStubs.helperParameters(in: code, bound: [("fromVC", "from"), ("toVC", "to")]).map {
                "\($0.name) \($0.key)"
            },
            ["from from", "to to"])
    }

    /// One helper called with each controller in turn casts both (mtj0928's
    /// `getTransitionProtocol(viewController: fromVC)`, then `toVC`, held-out 39): both
    /// controllers get the stand-in.
    func testAHelperCalledWithEachControllerCastsBoth() {
        let code = """
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                guard let fromVC = ctx.viewController(forKey: .from),
                    let toVC = ctx.viewController(forKey: .to),
                    let a = lookUp(viewController: fromVC),
                    let b = lookUp(viewController: toVC) else { return }
            }
            func lookUp(viewController: UIViewController?) -> Shared? {
                return viewController as? Shared
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        s.stubs = [.init(name: "Shared", shape: .protocolType)]
        XCTAssertEqual(
            PortStubs.helperParameters(in: code, bound: [("fromVC", "from"), ("toVC", "to")]).map {
                "\($0.name) \($0.key)"
            },
            ["viewController from", "viewController to"])
        XCTAssertEqual(
            s.standIns(in: code).map { "\($0.key) \($0.type)" }.sorted(),
            ["from PortStandInShared", "to PortStandInShared"])
    }
}
