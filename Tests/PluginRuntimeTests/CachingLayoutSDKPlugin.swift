import AnimatorABI

// A layout plugin for LayoutBoundsChangeTests (this file imports the SDK alone, as a plugin
// would), in the style of real caching layouts: it computes its rows once, and clears them
// only when UIKit tells it the collection's bounds changed to another size.

/// Full-width rows 44 points high, cached until a bounds change of size.
final class BoundsCachingLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var preparedSize = CGSize.zero

    override func prepare() {
        guard cache.isEmpty, let view = collectionView else { return }
        preparedSize = view.bounds.size
        for item in 0..<view.numberOfItems(inSection: 0) {
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            a.frame = CGRect(x: 0, y: CGFloat(item) * 44, width: view.bounds.width, height: 44)
            cache.append(a)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: preparedSize.width, height: CGFloat(cache.count) * 44)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard newBounds.size != preparedSize else { return false }
        cache = []
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

enum BoundsCachingLayoutPlugin: LayoutPlugin {
    static let id = "test.bounds-caching"
    static let name = "Bounds caching"
    static let version = "1.0.0"
    static let summary = "Rows cached until the collection's size changes"
    static let author = "Tests"
    static let parameters: [PluginParameter] = []
    static func makeLayout(parameters p: PluginParameters) -> BoundsCachingLayout { BoundsCachingLayout() }
}

func boundsCachingLayoutPluginDescriptor() -> UnsafeRawPointer { PluginExport.layout(BoundsCachingLayoutPlugin.self) }
