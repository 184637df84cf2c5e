import XCTest

@testable import Porting

/// Which transition controllers port makes SDK containers holding a stand-in child
/// (``PortStubs/containerStandIns(in:classes:)``), in the forms real animators write, and
/// which lists' selection it plays (``PortProject/appStates(for:standIns:)``).
final class PortContainerStandInsTests: XCTestCase {
    /// Stubs for `text`, with `DetailViewController` learnt as the app's controller class.
    private func stubs(_ text: String) -> PortStubs {
        var s = PortStubs(files: [("DetailViewController.swift", text)])
        _ = s.learn(from: "DetailViewController.swift:1:1: error: cannot find type 'DetailViewController' in scope")
        return s
    }

    private func found(_ text: String, classes: [String] = []) -> [String] {
        stubs(text).containerStandIns(in: text, classes: classes).map {
            "\($0.key)=\($0.container)(\($0.child ?? "-"))"
        }
    }

    func testABoundContainerAndEachWayOfReadingItsChild() {
        for read in [
            "nav.viewControllers.first as! DetailViewController", "nav.viewControllers.last as? DetailViewController",
            "nav.topViewController as! DetailViewController", "nav.children.first as? DetailViewController",
            "nav.visibleViewController! as DetailViewController"
        ] {
            let text = """
                let nav = transitionContext.viewController(forKey: .to) as! UINavigationController
                let vc = \(read)
                """
            // `!` then a plain `as` is an upcast, no cast to the class: the child stays plain.
            XCTAssertEqual(
                found(text),
                [
                    "to=UINavigationController(\(read.hasSuffix("! as DetailViewController") ? "-" : "DetailViewController"))"
                ], read)
        }
    }

    func testIfLetChainedTabBarAndVariableForms() {
        let ifLet = """
            if let nav = ctx.viewController(forKey: .from) as? UINavigationController, let d = nav.topViewController as? DetailViewController {
            }
            """
        XCTAssertEqual(found(ifLet), ["from=UINavigationController(DetailViewController)"])
        let chained =
            "let d = (ctx.viewController(forKey: .to) as? UINavigationController)?.topViewController as? DetailViewController"
        XCTAssertEqual(found(chained), ["to=UINavigationController(DetailViewController)"])
        let tabs = """
            guard let tabs = ctx.viewController(forKey: .to) as? UITabBarController,
                let d = tabs.selectedViewController as? DetailViewController else { return }
            """
        XCTAssertEqual(found(tabs), ["to=UITabBarController(DetailViewController)"])
        let later = """
            let toVC = ctx.viewController(forKey: .to)!
            if let navigation = toVC as? UINavigationController, let d = navigation.viewControllers.first as? Own {
            }
            """
        XCTAssertEqual(found(later, classes: ["Own"]), ["to=UINavigationController(Own)"])
    }

    /// 1000JI's zoom: a child read straight off the context's controller (Swift 4's
    /// `childViewControllers`, or `children`) and cast to a class port stands in makes that side
    /// a navigation controller holding it; a child read cast to nothing port knows makes none.
    func testAChildReadStraightOffTheContextsController() {
        let swift4 =
            "guard let fromVC = transitionContext.viewController(forKey: .from)?.childViewControllers.last as? DetailViewController else { fatalError() }"
        XCTAssertEqual(found(swift4), ["from=UINavigationController(DetailViewController)"])
        let swift5 = "let own = ctx.viewController(forKey: .to)!.children.first as! Own"
        XCTAssertEqual(found(swift5, classes: ["Own"]), ["to=UINavigationController(Own)"])
        XCTAssertEqual(found("let x = ctx.viewController(forKey: .to)?.children.last as? Unknown"), [])
    }

    func testACommentedOutChildIsNoCastAndOtherCodeIsNoContainer() {
        let text = """
            let second = ctx.viewController(forKey: UITransitionContextViewControllerKey.to) as! UINavigationController
            //  let detail = second.viewControllers.first as! DetailViewController
            """
        XCTAssertEqual(found(text), ["to=UINavigationController(-)"])
        // A presentation controller's own property is not the transition's controller.
        XCTAssertEqual(found("if let nav = presentedViewController as? UINavigationController { }"), [])
        // A child cast to a class port cannot stand in keeps a plain child.
        XCTAssertEqual(
            found(
                "let n = ctx.viewController(forKey: .to) as! UINavigationController\nlet x = n.topViewController as! Unknown"
            ),
            ["to=UINavigationController(-)"])
    }

    func testTheExportMakesTheContainerWithItsChildAndPlaysTheSelection() {
        let animator = """
            import UIKit
            class Zoom: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    let nav = c.viewController(forKey: .to) as! UINavigationController
                    let detail = nav.viewControllers.first as! DetailViewController
                    let grid = c.viewController(forKey: .from) as! GridViewController
                    let index = grid.collectionView!.indexPathsForSelectedItems!.first!
                    let cell = grid.collectionView.cellForItem(at: (index))! as! GridCell
                }
            }
            class GridCell: UICollectionViewCell {}
            """
        var s = PortStubs(files: [("Zoom.swift", animator)])
        for line in [
            "Zoom.swift:1:1: error: cannot find type 'DetailViewController' in scope",
            "Zoom.swift:1:1: error: cannot find type 'GridViewController' in scope",
            "Zoom.swift:8:1: error: value of type 'GridViewController' has no member 'collectionView'"
        ] {
            _ = s.learn(from: line)
        }
        var project = PortProject(
            name: "P", hostPath: "/h", files: [("Zoom.swift", animator)],
            plugins: [
                PortProject.Plugin(
                    className: "Zoom", kind: .animator, construction: "Zoom()", target: "PortedZoom", id: "port.zoom",
                    sourcePath: "/x/Zoom.swift")
            ])
        project.stubs = s
        let export = project.export(project.plugins[0])
        XCTAssertTrue(
            export.contains(
                "UIViewController.transitionStandIns[.to] = { UINavigationController(rootViewController: DetailViewController()) }"
            ),
            export)
        XCTAssertTrue(export.contains("UIViewController.transitionStandIns[.from] = { GridViewController() }"), export)
        XCTAssertTrue(
            export.contains(
                "UIViewController.transitionStandInAppState[.from] = { c in _ = c.selectAnItemAsTheApp(inCollectionView: \"collectionView\", cellClass: GridCell.self) }"
            ), export)
        var outcome = PortReport.Outcome()
        project.reportContainersAndAppState(for: project.plugins[0], protocols: [], in: &outcome)
        XCTAssertEqual(outcome.containerStandIns.map(\.key), ["to"])
        XCTAssertEqual(
            outcome.appStates,
            [
                "the from controller's collectionView (GridViewController) has items, shown as GridCells, and item (0, 0) selected before the transition (on iOS your app's user selected one)"
            ])
    }

    /// A two-way animator casts a side to a container when it presents and to a class when it
    /// dismisses: the cast the code makes first wins, as between two classes.
    func testASideCastBothWaysTakesTheFirstCast() {
        let present = """
            func present(_ c: UIViewControllerContextTransitioning) {
                let nav = c.viewController(forKey: .to) as! UINavigationController
                let detail = nav.viewControllers.first as! DetailViewController
            }

            """
        let dismiss = """
            func dismiss(_ c: UIViewControllerContextTransitioning) {
                let list = c.viewController(forKey: .to) as! DetailViewController
            }

            """
        for (text, expected) in [(present + dismiss, "container"), (dismiss + present, "plain")] {
            let source = "import UIKit\nclass Zoom: NSObject {\n" + text + "}\n"
            var s = PortStubs(files: [("Zoom.swift", source)])
            _ = s.learn(from: "Zoom.swift:1:1: error: cannot find type 'DetailViewController' in scope")
            let plugin = PortProject.Plugin(
                className: "Zoom", kind: .animator, construction: "Zoom()", target: "PortedZoom", id: "port.zoom",
                sourcePath: "/x/Zoom.swift")
            var project = PortProject(name: "P", hostPath: "/h", files: [("Zoom.swift", source)], plugins: [plugin])
            project.stubs = s
            let sides = project.sideStandIns(for: plugin, protocols: [])
            XCTAssertEqual(
                sides.containers.isEmpty ? "plain" : "container", expected,
                "\(sides.standIns.map { "\($0.key)=\($0.type)" }) \(sides.containers)")
            XCTAssertEqual(sides.standIns.count + sides.containers.count, 1, expected)
        }
    }

    /// A table's selected row read through a stand-in (`toVC.cityListTableView
    /// .indexPathForSelectedRow`, then `cellForRow(at:)` cast to the app's cell, PWWeather,
    /// held-out 45): the export plays the selection in that table.
    func testATablesSelectedRowIsPlayed() {
        let animator = """
            import UIKit
            final class Details: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    guard let toVC = c.viewController(forKey: .to) as? CityListViewController,
                        let row = toVC.cityListTableView.indexPathForSelectedRow,
                        let cell = toVC.cityListTableView.cellForRow(at: row) as? CityCell
                    else { return }
                }
            }
            """
        var s = PortStubs(files: [("Details.swift", animator)])
        for line in [
            "Details.swift:5:1: error: cannot find type 'CityListViewController' in scope",
            "Details.swift:7:1: error: cannot find type 'CityCell' in scope",
            "Details.swift:6:1: error: value of type 'CityListViewController' has no member 'cityListTableView'"
        ] {
            _ = s.learn(from: line)
        }
        XCTAssertEqual(s.stub("CityCell")?.shape, .subclass("UITableViewCell"))
        var project = PortProject(
            name: "P", hostPath: "/h", files: [("Details.swift", animator)],
            plugins: [
                PortProject.Plugin(
                    className: "Details", kind: .animator, construction: "Details()", target: "PortedDetails",
                    id: "port.details", sourcePath: "/x/Details.swift")
            ])
        project.stubs = s
        let export = project.export(project.plugins[0])
        XCTAssertTrue(
            export.contains(
                "UIViewController.transitionStandInAppState[.to] = { c in _ = c.selectARowAsTheApp(inTableView: \"cityListTableView\", cellClass: CityCell.self) }"
            ), export)
    }

    func testListPropertiesAreThoseWhoseSelectionOrCellsAreRead() {
        let code = """
            let a = vc.collectionView?.indexPathsForSelectedItems
            let b = other.grid!.cellForItem(at: i)
            let c = indexPathsForSelectedItems
            let d = main.boards
                .cellForItem(at: [0, main.selectedItem]) as! BoardCell
            """
        XCTAssertEqual(
            PortProject.listProperties(in: code, reads: ["indexPathsForSelectedItems", "cellForItem(at:"]),
            ["collectionView", "grid", "boards"])
    }
}

extension PortContainerStandInsTests {
    /// Gifer's sticker transition (held-out 40) tests `from is UINavigationController` before
    /// it casts `(from as! UINavigationController).topViewController as! DetailViewController`:
    /// the later cast, which names the child, wins over the earlier test, which names none.
    func testALaterCastNamingTheChildWinsOverAnEarlierTest() {
        let text = """
            let present = transitionContext.viewController(forKey: .from) is UINavigationController
            let vc = (transitionContext.viewController(forKey: .from) as! UINavigationController).topViewController as! DetailViewController
            """
        XCTAssertEqual(found(text), ["from=UINavigationController(DetailViewController)"])
    }
}
