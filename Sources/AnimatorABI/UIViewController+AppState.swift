import Foundation

/// What the app has done before a transition starts that the transition reads: on iOS the
/// user tapped a cell of the list controller, so `collectionView.indexPathsForSelectedItems!
/// .first!` and `cellForItem(at:)` find that cell. A stand-in controller
/// (``UIViewController/transitionStandIns``) has had no user: its ``transitionStandInAppState``
/// entry plays that part — `host-cli port` sets it when the files read the selection of a
/// stand-in's collection view.
extension UIViewController {
    /// What sets a stand-in up as its app would have before the transition, by key: called
    /// once, with the stand-in (for a container stand-in, the child it shows), as soon as it
    /// stands for the host's controller, after its view is loaded (its ``viewDidLoad()`` run,
    /// as UIKit has by then). Empty by default.
    // Set and read as transitionStandIns is: by plugin code, inside host calls, all made from
    // the host's one call thread.
    nonisolated(unsafe) public static var transitionStandInAppState:
        [UITransitionContextViewControllerKey: (UIViewController) -> Void] = [:]

    /// Loads the view of the controller this stand-in shows, then runs `appState` on it.
    func playAppState(_ appState: (UIViewController) -> Void) {
        let shown = shownChild ?? self
        _ = shown.view
        appState(shown)
    }

    /// Selects an item of its collection view as the app's user did before the transition
    /// (``UICollectionView/selectAnItemAsTheApp(in:cellClass:)``): the collection view is the
    /// stored property `name` (an outlet, a `let`, a `lazy var` once made), else the first one
    /// in its view. Returns the item selected, nil when there is no collection view or no
    /// item can be shown.
    @discardableResult
    public func selectAnItemAsTheApp(
        inCollectionView name: String, cellClass: UICollectionViewCell.Type = UICollectionViewCell.self
    ) -> IndexPath? {
        guard
            let collection = storedView(name, of: UICollectionView.self)
                ?? Self.firstView(of: UICollectionView.self, in: view)
        else { return nil }
        return collection.selectAnItemAsTheApp(in: view, cellClass: cellClass)
    }

    /// The view of type `T` in the stored property `name` of this object's class or a superclass.
    func storedView<T: UIView>(_ name: String, of type: T.Type) -> T? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let m = mirror {
            for child in m.children where child.label == name || child.label == "$__lazy_storage_$_" + name {
                if let v = child.value as? T { return v }
            }
            mirror = m.superclassMirror
        }
        return nil
    }

    /// The first view of type `T` in `view`'s subtree, breadth first.
    static func firstView<T: UIView>(of type: T.Type, in view: UIView?) -> T? {
        var level = view.map { [$0] } ?? []
        while !level.isEmpty {
            if let c = level.lazy.compactMap({ $0 as? T }).first { return c }
            level = level.flatMap(\.subviews)
        }
        return nil
    }
}

extension UIView {
    /// A list the app shows (a collection or table view): one in no hierarchy goes into `holder`
    /// (its controller's view) at its bounds, resizing with it; one with no size takes the
    /// holder's (the screen's without one), as the app's list on screen has.
    func placeAsTheAppsList(in holder: UIView?) {
        if superview == nil, let holder, holder !== self {
            frame = holder.bounds
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            holder.addSubview(self)
        }
        if bounds.isEmpty { frame.size = holder?.bounds.size ?? UIScreen.main.bounds.size }
    }
}

extension UICollectionView {
    /// Plays the app before a transition that reads the selection: a collection in no
    /// hierarchy is put in `holder` (the controller's view) at its bounds; a plain
    /// ``UICollectionViewLayout`` (which places nothing) is replaced by a flow layout of
    /// 100-point items; a collection without items gets 24, shown as cells of `cellClass` (the
    /// class the files cast `cellForItem(at:)` to); the visible items' cells are made through
    /// the data source, as UIKit makes them when it lays the collection out; and, unless the
    /// app's code selected one already, the first visible item — (0, 0) at the top — is
    /// selected. Returns the selected item, nil when no item is visible.
    @discardableResult
    public func selectAnItemAsTheApp(
        in holder: UIView?, cellClass: UICollectionViewCell.Type = UICollectionViewCell.self
    ) -> IndexPath? {
        // A collection view controller's collection is its view: it is the holder.
        placeAsTheAppsList(in: holder)
        if type(of: collectionViewLayout) == UICollectionViewLayout.self {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 100)
            collectionViewLayout = flow
        }
        if (0..<numberOfSections).allSatisfy({ numberOfItems(inSection: $0) == 0 }) {
            let items = AppItems(cellClass)
            register(cellClass, forCellWithReuseIdentifier: AppItems.identifier)
            // The data source is weak, as UIKit's: the view's own table keeps it.
            connection.layerHints[handle.bits, default: [:]]["appItems"] = items
            dataSource = items
            reloadData()
        }
        collectionViewLayout.prepare()
        if let source = dataSource {
            for i in indexPathsForVisibleItems where cellForItem(at: i) == nil {
                _ = source.collectionView(self, cellForItemAt: i)
            }
        }
        if let chosen = indexPathsForSelectedItems?.first { return chosen }
        guard let first = indexPathsForVisibleItems.first else { return nil }
        let allowed = allowsSelection
        allowsSelection = true
        selectItem(at: first, animated: false, scrollPosition: [])
        allowsSelection = allowed
        return first
    }
}

extension UICollectionView {
    /// A collection view standing for the app's list that an initializer takes (`init(with
    /// collectionView: UICollectionView, for indexPath: IndexPath)`): screen-sized, with the
    /// app's items and one selected, as ``selectAnItemAsTheApp(in:cellClass:)`` plays them —
    /// an empty one has no cell for the item the animator zooms from. Port's placeholder.
    public static func appListPlaceholder() -> UICollectionView {
        let c = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        c.selectAnItemAsTheApp(in: nil)
        return c
    }
}

/// The items of a collection whose app would have had some: 24 in one section, each a cell
/// of the class the files expect.
final class AppItems: UICollectionViewDataSource {
    /// The reuse identifier its cells are registered under.
    static let identifier = "transitionhost.app-item"
    /// The class of the cells.
    let cellClass: UICollectionViewCell.Type

    init(_ cellClass: UICollectionViewCell.Type) { self.cellClass = cellClass }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 24 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.identifier, for: indexPath)
        cell.tag = indexPath.item
        return cell
    }
}
