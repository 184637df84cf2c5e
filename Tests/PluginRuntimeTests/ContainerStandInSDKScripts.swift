import AnimatorABI

// Scripts for ContainerStandInSDKTests: a navigation or tab bar controller made by a
// transitionStandIns maker standing for the host's plain controller, and the app's selection
// played in a stand-in's collection view (what `host-cli port` installs), in real transitions.

/// The app's reader screen: its header is an outlet, which its viewDidLoad reads.
final class ReaderScreen: UIViewController {
    var header: UIImageView!
    private(set) var headerConnectedBeforeLoad = false
    override func viewDidLoad() {
        super.viewDidLoad()
        headerConnectedBeforeLoad = header != nil
    }
}

/// The app's grid screen: a collection view in a stored property, not in its view yet.
final class GridScreen: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
}

/// The app's grid as a collection view controller (its collection view is its view).
final class GridCollectionScreen: UICollectionViewController {}

/// The app's list as a table view controller.
final class PlaylistScreen: UITableViewController {}

/// The app's cell class, which the animator casts `cellForItem(at:)` to.
final class GridScreenCell: UICollectionViewCell {}

/// The app's city list: a screen holding a table, whose rows' cells are of the app's class.
final class CityListScreen: UIViewController {
    let cityListTableView = UITableView(frame: .zero, style: .plain)
}

/// The app's row cell class, which the animator casts `cellForRow(at:)` to.
final class CityCell: UITableViewCell {}

enum ContainerStandInScripts {
    /// Removes what the scripts installed (the tables are the process's).
    static func reset() {
        UIViewController.transitionStandIns = [:]
        UIViewController.transitionStandInOutlets = [:]
        UIViewController.transitionStandInAppState = [:]
    }

    /// `to as! UINavigationController`, `viewControllers.first as! ReaderScreen`: the stack is
    /// the reader, whose view (loaded, its outlet connected first) fills the host's view.
    static func navigation(_ ctx: UIViewControllerContextTransitioning) {
        UIViewController.transitionStandIns[.to] = { UINavigationController(rootViewController: ReaderScreen()) }
        UIViewController.transitionStandInOutlets[.to] = { c in
            guard let c = c as? ReaderScreen else { return }
            c.header = UIImageView()
            c.view.addSubview(c.header)
        }
        defer { reset() }
        guard let nav = ctx.viewController(forKey: .to) as? UINavigationController,
            let reader = nav.viewControllers.first as? ReaderScreen
        else {
            check("a navigation controller with the reader", false)
            return ctx.completeTransition(true)
        }
        check("top is the reader", nav.topViewController === reader && nav.visibleViewController === reader)
        check("the reader's navigation controller", reader.navigationController === nav && reader.parent === nav)
        check("outlet before viewDidLoad", reader.headerConnectedBeforeLoad)
        check("the host's view", nav.view === ctx.view(forKey: .to))
        check("fills it", reader.view.superview === nav.view && reader.view.frame == nav.view.bounds)
        check("the host's frames", ctx.finalFrame(for: nav) == nav.view.frame, "\(ctx.finalFrame(for: nav))")
        check("the same object again", ctx.viewController(forKey: .to) === nav)
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// `to as? UITabBarController`, `selectedViewController as? ReaderScreen`.
    static func tabs(_ ctx: UIViewControllerContextTransitioning) {
        UIViewController.transitionStandIns[.to] = {
            let t = UITabBarController()
            t.addChild(ReaderScreen())
            return t
        }
        defer { reset() }
        let tabs = ctx.viewController(forKey: .to) as? UITabBarController
        let reader = tabs?.selectedViewController as? ReaderScreen
        check("the selected tab is the reader", reader != nil && tabs?.selectedIndex == 0)
        check("fills the tab bar controller's view", reader?.view.superview === tabs?.view)
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// A plugin-made `UISplitViewController` (PlaceMessages' animator looks for a list in a
    /// split view's first column): its columns are its children, read back in order, with
    /// `splitViewController` from a child; a host controller is none, so the cast fails.
    static func splitView(_ ctx: UIViewControllerContextTransitioning) {
        let split = UISplitViewController()
        let list = UINavigationController(rootViewController: ReaderScreen()), detail = UIViewController()
        split.viewControllers = [list, detail]
        split.preferredDisplayMode = .allVisible
        check("columns in order", split.viewControllers.count == 2 && split.viewControllers[0] === list)
        check("a column finds its split view", detail.splitViewController === split && split.children[1] === detail)
        check("display mode kept, never collapsed", split.displayMode == .oneBesideSecondary && !split.isCollapsed)
        check("the host's controller is no split view", !(ctx.viewController(forKey: .from) is UISplitViewController))
        split.viewControllers = [detail]
        check("a column replaced leaves", list.parent == nil && split.viewControllers.count == 1)
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// The from controller is a grid screen whose collection view the app's user had tapped:
    /// items, cells of the app's class, item (0, 0) selected and its cell shown.
    static func selection(_ ctx: UIViewControllerContextTransitioning) {
        UIViewController.transitionStandIns[.from] = { GridScreen() }
        UIViewController.transitionStandInAppState[.from] = { c in
            _ = c.selectAnItemAsTheApp(inCollectionView: "collectionView", cellClass: GridScreenCell.self)
        }
        defer { reset() }
        guard let grid = ctx.viewController(forKey: .from) as? GridScreen,
            let index = grid.collectionView.indexPathsForSelectedItems?.first,
            let cell = grid.collectionView.cellForItem(at: index) as? GridScreenCell
        else {
            check("a selected cell of the app's class", false)
            return ctx.completeTransition(true)
        }
        let cv = grid.collectionView
        check("item (0, 0)", index == IndexPath(item: 0, section: 0), "\(index)")
        check("24 items", cv.numberOfItems(inSection: 0) == 24, "\(cv.numberOfItems(inSection: 0))")
        check("in the grid's view, at its bounds", cv.superview === grid.view && cv.frame == grid.view.bounds)
        check("the cell selected, tagged, placed", cell.isSelected && cell.tag == 0 && cell.frame.width == 100)
        check(
            "every visible item has its cell",
            cv.indexPathsForVisibleItems.allSatisfy { cv.cellForItem(at: $0) != nil }
                && cv.visibleCells.count == cv.indexPathsForVisibleItems.count,
            "\(cv.visibleCells.count)")
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// The from controller is a screen holding a table whose row the app's user had tapped:
    /// rows, cells of the app's class, row (0, 0) selected and its cell shown.
    static func rowSelection(_ ctx: UIViewControllerContextTransitioning) {
        UIViewController.transitionStandIns[.from] = { CityListScreen() }
        UIViewController.transitionStandInAppState[.from] = { c in
            _ = c.selectARowAsTheApp(inTableView: "cityListTableView", cellClass: CityCell.self)
        }
        defer { reset() }
        guard let list = ctx.viewController(forKey: .from) as? CityListScreen,
            let index = list.cityListTableView.indexPathForSelectedRow,
            let cell = list.cityListTableView.cellForRow(at: index) as? CityCell
        else {
            check("a selected row of the app's class", false)
            return ctx.completeTransition(true)
        }
        let table = list.cityListTableView
        check("row (0, 0)", index == IndexPath(row: 0, section: 0), "\(index)")
        check(
            "24 rows of 60 points", table.numberOfRows(inSection: 0) == 24 && table.rectForRow(at: index).height == 60)
        check("in the screen's view, at its bounds", table.superview === list.view && table.frame == list.view.bounds)
        check("the cell selected, tagged", cell.isSelected && cell.tag == 0)
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// The from controller is the app's collection view controller, the to one its table view
    /// controller: each stand-in's view is the host's, as the collection view or table UIKit's
    /// loaded controller has; the app's selection is played in the collection view itself.
    static func listControllers(_ ctx: UIViewControllerContextTransitioning) {
        UIViewController.transitionStandIns[.from] = {
            GridCollectionScreen(collectionViewLayout: UICollectionViewFlowLayout())
        }
        UIViewController.transitionStandIns[.to] = { PlaylistScreen(style: .plain) }
        UIViewController.transitionStandInAppState[.from] = { c in
            _ = c.selectAnItemAsTheApp(inCollectionView: "collectionView", cellClass: GridScreenCell.self)
        }
        defer { reset() }
        guard let grid = ctx.viewController(forKey: .from) as? UICollectionViewController,
            grid is GridCollectionScreen, let list = ctx.viewController(forKey: .to) as? PlaylistScreen
        else {
            check("the app's list controllers", false)
            return ctx.completeTransition(true)
        }
        check(
            "the collection view is the host's view",
            grid.collectionView != nil && grid.collectionView === ctx.view(forKey: .from))
        check("the table is the host's view", list.tableView != nil && list.tableView === ctx.view(forKey: .to))
        let cv = grid.collectionView!
        let index = cv.indexPathsForSelectedItems?.first
        check("item (0, 0) selected", index == IndexPath(item: 0, section: 0), "\(String(describing: index))")
        check("its cell is the app's", index.flatMap { cv.cellForItem(at: $0) } is GridScreenCell)
        check("not inside itself", cv.superview !== cv && !cv.subviews.contains { $0 === cv })
        TransitionCodeGapsScripts.finish(ctx)
    }
}
