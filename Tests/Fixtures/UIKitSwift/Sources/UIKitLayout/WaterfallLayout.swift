import UIKit

/// A two-column waterfall written as iOS apps write one: every item as wide as a column, as
/// tall as its content (here a height that varies with its index), placed in the shorter
/// column; items fade and grow in from half size as they come into view.
final class WaterfallLayout: UICollectionViewLayout {
    var numberOfColumns = 2
    var cellPadding: CGFloat = 6

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        return collectionView.bounds.width
    }

    /// Attributes that remember their column, made through the class (`layoutClass.init(forCellWith:)`).
    override class var layoutAttributesClass: AnyClass {
        return WaterfallAttributes.self
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        // A non-escaping closure reading self implicitly, as UIKit's performWithoutAnimation allows.
        UIView.performWithoutAnimation {
            cache.removeAll()
            contentHeight = 0
        }
        let layoutClass = type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
        guard let collectionView = collectionView else { return }
        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        var xOffset: [CGFloat] = []
        for column in 0..<numberOfColumns {
            xOffset.append(CGFloat(column) * columnWidth)
        }
        var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let height = cellPadding * 2 + CGFloat(80 + (item * 37) % 90)
                let column = yOffset.firstIndex(of: yOffset.min() ?? 0) ?? 0
                let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
                guard let attributes = layoutClass?.init(forCellWith: indexPath) as? WaterfallAttributes else { return }
                attributes.column = column
                attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
                cache.append(attributes)
                contentHeight = max(contentHeight, frame.maxY)
                yOffset[column] = yOffset[column] + height
            }
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var visibleLayoutAttributes: [UICollectionViewLayoutAttributes] = []
        for attributes in cache where attributes.frame.intersects(rect) {
            visibleLayoutAttributes.append(attributes)
        }
        return visibleLayoutAttributes
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cache.first { $0.indexPath == indexPath }
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.alpha = 0
        attributes?.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        return attributes
    }
}

/// The waterfall's attributes: the column an item is in.
final class WaterfallAttributes: UICollectionViewLayoutAttributes {
    var column = 0
}
