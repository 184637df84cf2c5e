import Foundation

/// UIKit's `UICollectionViewController`: a controller whose view is a ``UICollectionView`` of
/// its layout, made by ``loadView()`` with the controller as its data source and delegate, as
/// UIKit makes it. The data source and delegate members are the controller's own `open`
/// methods with UIKit's answers (one section, no items), so that a subclass writes
/// `override func collectionView(_:numberOfItemsInSection:)` and the others as on iOS, and
/// transition code casts a context's controllers to it (`as? UICollectionViewController`) to
/// reach their collection views.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout its collection view is made with (UIKit's initializer's argument).
    private let initialLayout: UICollectionViewLayout

    /// A controller whose collection view will use `layout` (UIKit's designated initializer).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout (no nibs here: both arguments are ignored).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a flow layout (the coder is ignored).
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Its collection view: its view (loaded when first asked for). Setting it sets the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }
    /// A stand-in of the app's collection view controller (``UIViewController/transitionStandIns``)
    /// has a collection view as UIKit's has once loaded: the host's view, as a
    /// ``UICollectionView`` of a flow layout (with no data source: the app's is not here), so
    /// that `fromVC.collectionView!` works. A subclass may return its own view class.
    open override class var transitionStandInView: (() -> UIView)? {
        { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
    }

    /// The collection view's layout (the initializer's until the view is loaded).
    open var collectionViewLayout: UICollectionViewLayout {
        isViewLoaded ? (collectionView?.collectionViewLayout ?? initialLayout) : initialLayout
    }
    /// Whether the selection is cleared when the view appears (kept; UIKit's default, true).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press moves items (kept; UIKit's default, false).
    open var installsStandardGestureForInteractiveMovement = false
    /// Whether a push between two such controllers animates layout to layout (kept and read
    /// back; UIKit's default, false). The host's navigation transitions are the plugins'.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view: the screen's size, of the initializer's layout, with this
    /// controller as its data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    // MARK: Data source (UIKit's answers; override them)

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A plain cell (UIKit requires a subclass to answer; one with items overrides this).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    { UICollectionViewCell() }
    /// Items may not be moved.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: Delegate (UIKit's answers; override them)

    /// Items may be highlighted.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Items may be selected.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Nothing (the scroll view delegate's member, which UIKit's collection controller implements).
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
