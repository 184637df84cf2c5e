//
//  TiltedDeckLayout.swift
//  TiltedDeck
//

import UIKit

open class TiltedDeckLayout: UICollectionViewLayout {

    open var cardHeight: CGFloat = 180
    open var overlap: CGFloat = 40

    var cached = [UICollectionViewLayoutAttributes]()

    override open var collectionViewContentSize: CGSize {
        return CGSize(width: width, height: CGFloat(numberOfItems) * (cardHeight - overlap) + overlap)
    }

    override open func prepare() {
        cached.removeAll()
        for item in 0..<numberOfItems {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * (cardHeight - overlap), width: width, height: cardHeight)
            attributes.zIndex = item
            cached.append(attributes)
        }
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cached.filter { $0.frame.intersects(rect) }
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cached[indexPath.item]
    }
}
