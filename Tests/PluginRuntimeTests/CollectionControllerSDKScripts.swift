import AnimatorABI

// Scripts for CollectionControllerSDKTests: UIKit's UICollectionViewController, which real
// transition code casts a context's controllers to (CezaryKopacz's wave transition of
// session 36's held-out sample), made and overridden as on iOS.

/// A grid of six items, written as an app writes a collection controller.
final class SixItemGrid: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }
}

enum CollectionControllerScripts {
    /// Its view is a collection view of its layout, its own data source and delegate.
    static func gridController(_ ctx: UIViewControllerContextTransitioning) {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 50, height: 50)
        let grid = SixItemGrid(collectionViewLayout: flow)
        check("layout before loading", grid.collectionViewLayout === flow)
        check("view is the collection", grid.view === grid.collectionView)
        check("own data source and delegate", grid.collectionView.dataSource === grid)
        check("items from the override", grid.collectionView.numberOfItems(inSection: 0) == 6)
        check("layout after loading", grid.collectionView.collectionViewLayout === flow)
        let asController: UIViewController = grid
        check("cast back", (asController as? UICollectionViewController) === grid)
        check(
            "defaults",
            grid.clearsSelectionOnViewWillAppear && !grid.useLayoutToLayoutNavigationTransitions
                && !grid.installsStandardGestureForInteractiveMovement)
        let plain = UICollectionViewController(nibName: nil, bundle: nil)
        check(
            "plain: a flow layout, no items",
            plain.collectionViewLayout is UICollectionViewFlowLayout
                && plain.collectionView.numberOfItems(inSection: 0) == 0)
        TransitionCodeGapsScripts.finish(ctx)
    }
}
