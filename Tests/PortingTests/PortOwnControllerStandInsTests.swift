import XCTest

@testable import Porting

/// Which of the transition's controllers port makes stand-ins for: casts with `as?`, `as!`
/// and `is`, each call of a line on its own, and the files' own controller classes port can
/// make (``PortableClassFinder/controllerClasses(_:)``).
final class PortOwnControllerStandInsTests: XCTestCase {
    private func stubs(_ text: String) -> PortStubs {
        var s = PortStubs(files: [("Menu.swift", text)])
        _ = s.learn(from: "Menu.swift:1:1: error: cannot find type 'MenuViewController' in scope")
        return s
    }

    private func found(_ s: PortStubs, _ text: String, classes: [String] = []) -> [String] {
        s.standIns(in: text, classes: classes).map { "\($0.key)=\($0.type)" }
    }

    func testIsTestsAndTheSecondCallOfALineAreStandIns() {
        let guarded = """
            guard let fromVC = ctx.viewController(forKey: .from), let toVC = ctx.viewController(forKey: .to) else { return }
            guard toVC is MenuViewController else { fatalError() }
            """
        let s = stubs(guarded)
        XCTAssertEqual(s.stub("MenuViewController")?.shape, .subclass("UIViewController"))
        XCTAssertEqual(found(s, guarded), ["to=MenuViewController"])
        // The cast belongs to the second call of the line, not to the first.
        let oneLine =
            "guard let p = ctx.viewController(forKey: .from), let m = ctx.viewController(forKey: .to) as? MenuViewController else { return }"
        XCTAssertEqual(found(s, oneLine), ["to=MenuViewController"])
        XCTAssertEqual(
            found(s, "if ctx.viewController(forKey: .from) is MenuViewController { }"), ["from=MenuViewController"])
        // Words that merely end in "is" are no test.
        XCTAssertEqual(found(s, "let v = ctx.viewController(forKey: .to) // this MenuViewController"), [])
        XCTAssertEqual(found(s, "let toVCX = ctx.viewController(forKey: .to)\nlet a = toVC is MenuViewController"), [])
    }

    func testTheFilesOwnControllerClassesPortCanMake() {
        let source = """
            import UIKit
            struct Info { var title: String }
            open class Viewer: UIViewController {
                let info: Info
                let chrome = UIViewController()
                init(info: Info) { self.info = info; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class ZoomedViewer: Viewer {}
            class Plain: UIViewController {}
            class Listed<Item>: UIViewController {}
            class Drawn: UIViewController { override func loadView() { view = UIView() } }
            private class Hidden: UIViewController {}
            class Coded: UIViewController { required init?(coder: NSCoder) { fatalError() } }
            class NeedsApp: UIViewController {
                init(session: AppSession) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Model: NSObject {}
            """
        let made = PortableClassFinder.controllerClasses([("V.swift", SwiftDeclarations(source))])
        XCTAssertEqual(
            made.map { "\($0.qualifiedName) = \($0.construction)" },
            [
                "Viewer = Viewer(info: Info(title: \"\"))", "ZoomedViewer = ZoomedViewer(info: Info(title: \"\"))",
                "Plain = Plain()"
            ])
    }

    func testTheExportMakesTheCastControllerAsTheFilesOwnClass() {
        let source = """
            import UIKit
            class Viewer: UIViewController {}
            final class Zoom: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    let viewer = c.viewController(forKey: .to) as! Viewer
                    c.containerView.addSubview(viewer.view)
                    c.completeTransition(true)
                }
            }
            """
        let plugin = PortProject.Plugin(
            className: "Zoom", kind: .animator, construction: "Zoom()", target: "PortedZoom", id: "port.zoom",
            sourcePath: "/somewhere/Zoom.swift")
        var p = PortProject(name: "P", hostPath: "/h", files: [("Zoom.swift", source)], plugins: [plugin])
        XCTAssertFalse(p.export(plugin).contains("transitionStandIns"))
        p.controllerClasses = PortableClassFinder.controllerClasses([("Zoom.swift", SwiftDeclarations(source))])
        XCTAssertTrue(
            p.export(plugin).contains("{ UIViewController.transitionStandIns[.to] = { Viewer() }; return Zoom() }"),
            p.export(plugin))
        XCTAssertEqual(
            p.ownControllerStandIns(for: plugin, protocolKeys: Set(p.protocolStandIns(for: plugin).standIns.map(\.key)))
                .map { "\($0.key)=\($0.construction)" }, ["to=Viewer()"])
    }

    /// A controller of the files made with a stand-in of the app's type
    /// (`GameViewController(boardStyle: BoardStyle)`, Puzzil, held-out 44) stands in for the
    /// transition's controller once that stand-in's placeholder is written — never before,
    /// when the export calling it would not compile.
    func testAControllerMadeWithAStandInIsMadeOnceTheStandInExists() {
        let source = """
            import UIKit
            class GameViewController: UIViewController {
                private let boardStyle: BoardStyle
                init(boardStyle: BoardStyle) { self.boardStyle = boardStyle; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Zoom: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    let game = c.viewController(forKey: .to) as! GameViewController
                    c.containerView.addSubview(game.view)
                    c.completeTransition(true)
                }
            }
            """
        let scans = [("Zoom.swift", SwiftDeclarations(source))]
        XCTAssertEqual(PortableClassFinder.controllerClasses(scans).map(\.qualifiedName), [])
        let plugin = PortProject.Plugin(
            className: "Zoom", kind: .animator, construction: "Zoom()", target: "PortedZoom", id: "port.zoom",
            sourcePath: "/somewhere/Zoom.swift")
        var p = PortProject(name: "P", hostPath: "/h", files: [("Zoom.swift", source)], plugins: [plugin])
        p.controllerClasses = PortableClassFinder.controllerClasses(scans)
        p.standInControllerClasses = PortableClassFinder.controllerClasses(scans, standIns: true)
        XCTAssertEqual(
            p.standInControllerClasses.map(\.construction),
            ["GameViewController(boardStyle: portPlaceholderBoardStyle())"])
        // Round 0: no stand-in of BoardStyle yet.
        XCTAssertEqual(p.makeableControllerClasses.map(\.qualifiedName), [])
        XCTAssertFalse(p.export(plugin).contains("transitionStandIns"), p.export(plugin))
        // A later round made BoardStyle an enumeration with a case: its placeholder is written.
        var stubs = PortStubs(files: [("Zoom.swift", source)])
        var style = PortStubs.Stub(name: "BoardStyle", shape: .enumeration)
        style.members = [.init(name: "light", isStatic: false, kind: .enumCase(payload: nil))]
        stubs.stubs = [style]
        XCTAssertTrue(stubs.writesPlaceholder("portPlaceholderBoardStyle"))
        XCTAssertTrue(stubs.source().contains("func portPlaceholderBoardStyle() -> BoardStyle"), stubs.source())
        p.stubs = stubs
        XCTAssertEqual(p.makeableControllerClasses.map(\.qualifiedName), ["GameViewController"])
        XCTAssertTrue(
            p.export(plugin).contains(
                "UIViewController.transitionStandIns[.to] = { GameViewController(boardStyle: portPlaceholderBoardStyle()) }"
            ), p.export(plugin))
        // Stand-ins of another round that no longer declare it: the class is not made.
        p.stubs?.stubs = [PortStubs.Stub(name: "OtherStyle", shape: .enumeration)]
        XCTAssertFalse(p.stubs?.writesPlaceholder("portPlaceholderBoardStyle") ?? true)
        XCTAssertEqual(p.makeableControllerClasses.map(\.qualifiedName), [])
    }

    /// An interaction controller made with the app's controller as a plain `UIViewController`
    /// that its initializer casts to the app's class (`(viewController as!
    /// PlayerViewController).imageView`, AudioPlayerApp, held-out 45): the placeholder is one of
    /// that stand-in class, loaded and shown; one cast to nothing keeps the plain placeholder.
    func testAControllerArgumentCastInTheInitializerIsOneOfThatClass() throws {
        let source = """
            import UIKit
            class Dismiss: UIPercentDrivenInteractiveTransition {
                private weak var viewController: UIViewController!
                init(viewController: UIViewController, host: UIViewController) {
                    super.init()
                    self.viewController = viewController
                    let pan = UIPanGestureRecognizer()
                    (viewController as! PlayerViewController).imageView.addGestureRecognizer(pan)
                }
            }
            """
        let c = try XCTUnwrap(
            PortableClassFinder.find([("D.swift", SwiftDeclarations(source))]).first { $0.qualifiedName == "Dismiss" })
        XCTAssertEqual(
            c.construction,
            "Dismiss(viewController: portKeep(portLoadedController()), host: portKeep(portLoadedController()))")
        var p = PortProject(
            name: "P", hostPath: "/h", files: [("D.swift", source)],
            plugins: PortProject.plugins(for: [(c, .interaction, try XCTUnwrap(c.construction))]))
        var stubs = PortStubs(files: [("D.swift", source)])
        stubs.stubs = [PortStubs.Stub(name: "PlayerViewController", shape: .subclass("UIViewController"))]
        p.stubs = stubs
        XCTAssertEqual(
            p.castControllerArguments(p.plugins[0]),
            "Dismiss(viewController: portKeep(portLoaded(PlayerViewController())), host: portKeep(portLoadedController()))"
        )
        let export = p.export(p.plugins[0])
        XCTAssertTrue(export.contains("func portLoaded<C: UIViewController>(_ c: C) -> C {"), export)
        // A transition's from controller handed to an animator made per transition (Pocket
        // Casts' `init(fromViewController:toViewController:…)`, which casts it) stays the
        // transition's own: the class cast does not replace it.
        let handed = """
            import UIKit
            final class MiniToFull: NSObject, UIViewControllerAnimatedTransitioning {
                let from: UIViewController, to: UIViewController
                init(fromViewController: UIViewController, toViewController: UIViewController) {
                    from = fromViewController
                    to = toViewController
                    _ = (fromViewController as? PlayerViewController)?.view
                }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) { c.completeTransition(true) }
            }
            """
        let m = try XCTUnwrap(
            PortableClassFinder.find([("M.swift", SwiftDeclarations(handed))]).first {
                $0.qualifiedName == "MiniToFull"
            })
        var q = PortProject(
            name: "P", hostPath: "/h", files: [("M.swift", handed)],
            plugins: PortProject.plugins(for: [(m, .animator, try XCTUnwrap(m.construction))]))
        q.stubs = stubs
        XCTAssertEqual(q.castControllerArguments(q.plugins[0]), m.construction)
        XCTAssertTrue(q.export(q.plugins[0]).contains("HandedControllersAnimator { portFrom, portTo in"))
    }

    /// A view from the app's extension of a controller (`sheet.contentView`) is a subview
    /// filling the controller's view, so what moves it by its size takes time.
    func testAViewOfTheAppsControllerExtensionFillsTheControllersView() {
        var s = PortStubs(files: [("Sheet.swift", "let h = sheet.contentView.bounds.height\n")])
        _ = s.learn(from: "Sheet.swift:1:15: error: value of type 'UIViewController' has no member 'contentView'")
        XCTAssertTrue(
            s.source().contains(
                "var contentView: UIView { get { portStubValue(self, \"contentView\") { { let v = UIView(); v.frame = self.view!.bounds; self.view!.addSubview(v); return v }() } }"
            ), s.source())
    }

    /// A controller's `@IBOutlet` views (its superclasses' in the files first, then its own, not
    /// private, of the SDK's plain views or the files' own views made without arguments) are
    /// connected by the export before the stand-in's viewDidLoad.
    func testOutletsOfViewsAreConnected() {
        let source = """
            import UIKit
            class CardView: UIView {}
            class BaseDetail: UIViewController { @IBOutlet weak var backdrop: UIView! }
            class Detail: BaseDetail {
                @IBOutlet weak var photo: UIImageView!
                @IBOutlet private weak var hidden: UILabel!
                @IBOutlet weak var card: CardView?
                @IBOutlet weak var height: NSLayoutConstraint!
                var notAnOutlet: UIView!
            }
            """
        let made = PortableClassFinder.controllerClasses([("D.swift", SwiftDeclarations(source))])
        let detail = made.first { $0.qualifiedName == "Detail" }
        XCTAssertEqual(
            detail?.outlets.map { "\($0.name)=\($0.made)" },
            ["backdrop=UIView()", "photo=UIImageView()", "card=CardView()"])
        let install = detail.map { PortProject.outletsInstall($0, key: "to") } ?? ""
        XCTAssertTrue(
            install.hasPrefix(
                "; UIViewController.transitionStandInOutlets[.to] = { c in guard let c = c as? Detail else { return }; c.backdrop = { let v = UIView(); v.frame = CGRect(x: 40, y: 120, width: 160, height: 160); c.view.addSubview(v); return v }()"
            ), install)
    }
}
