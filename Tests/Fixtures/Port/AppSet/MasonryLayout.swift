//
//  MasonryLayout.swift
//  Masonry
//

import UIKit

protocol MasonryLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat) -> CGFloat
}

class MasonryLayout: UICollectionViewLayout {

    var delegate: MasonryLayoutDelegate!
    var columns = 2
    var padding: CGFloat = 4

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        return collectionView.bounds.width
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        cache.removeAll()
        contentHeight = 0
        guard let collectionView = collectionView else { return }
        let columnWidth = contentWidth / CGFloat(columns)
        var yOffset = [CGFloat](repeating: 0, count: columns)
        for section in 0..<collectionView.numberOfSections {
          for item in 0..<collectionView.numberOfItems(inSection: section) {
            let indexPath = IndexPath(item: item, section: section)
            let column = item % columns
            let photoHeight = delegate.collectionView(collectionView, heightForPhotoAt: indexPath, width: columnWidth)
            let frame = CGRect(x: CGFloat(column) * columnWidth, y: yOffset[column], width: columnWidth, height: photoHeight + padding * 2)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: frame.minX + padding, y: frame.minY + padding,
                                      width: max(0, frame.width - padding * 2), height: photoHeight)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += frame.height
          }
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cache.first { $0.indexPath == indexPath }
    }
}
