import AnimationCore

/// UIKit's `UICollectionViewController`: a controller whose view shows a ``CollectionView``
/// laid out by its ``collectionViewLayout``.
///
/// With ``useLayoutToLayoutNavigationTransitions`` set before it is pushed onto a navigation
/// stack whose top is a collection view controller, it does not make a collection view of its
/// own: it takes over the one on screen, and the push *is* the change of that collection's
/// layout to this controller's (``LayoutToLayoutAnimator``); popping it changes the layout
/// back to the revealed controller's. Otherwise it shows its own collection, made the first
/// time ``collectionView`` is read (or its view loads), at ``size``.
public final class CollectionViewController: ViewController {
    /// The layout this controller shows its collection in (UIKit's `collectionViewLayout` as
    /// given at initialisation).
    public let collectionViewLayout: CollectionLayout
    /// The item count of each section of its own collection.
    public let sections: [Int]
    /// The size its own collection is made at, points (its view's size in the container).
    public let size: Size
    /// Set before a push: the push reuses the collection view on screen and animates its
    /// layout (UIKit's `useLayoutToLayoutNavigationTransitions`).
    public var useLayoutToLayoutNavigationTransitions = false

    private var own: CollectionView?
    /// The collection taken over from the controller below (layout-to-layout), if any.
    private var adopted: CollectionView?

    /// A controller showing `sections` items laid out by `layout` in a `size` collection.
    public init(
        title: String, layout: CollectionLayout, sections: [Int], size: Size, engine: AnimationEngine, log: EventLog,
        color: Color = Color(rgb: 0xF2F2F7)
    ) {
        collectionViewLayout = layout
        self.sections = sections
        self.size = size
        super.init(title: title, color: color, engine: engine, log: log)
    }

    /// Makes its own collection when the view loads, unless it waits to take one over.
    public override func viewDidLoad() {
        if !useLayoutToLayoutNavigationTransitions { _ = collectionView }
    }

    /// The collection shown: the one taken over in a layout-to-layout transition, else its own
    /// (made on first use, filling the view).
    public var collectionView: CollectionView {
        if let c = adopted { return c }
        if let c = own { return c }
        let c = CollectionView(
            engine: engine, frame: Rect(origin: .zero, size: size), sections: sections, layout: collectionViewLayout)
        own = c
        try? view.addSubview(c.view)
        return c
    }

    /// True while it shows a collection taken over from another controller.
    public var sharesCollectionView: Bool { adopted != nil }

    /// Shows `collection` in this controller's view (taking it over when it is not its own),
    /// filling the view.
    func host(_ collection: CollectionView) {
        if collection !== own { adopted = collection }
        try? view.addSubview(collection.view)
        collection.view.frame = Rect(origin: .zero, size: collection.view.bounds.size)
    }

    /// Lets go of a collection taken over (it shows its own again on next use).
    func releaseAdopted() { adopted = nil }
}
