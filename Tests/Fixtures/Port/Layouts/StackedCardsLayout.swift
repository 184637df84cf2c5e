import UIKit

/// A card-stack layout for a swiper: one section of cards, each card below the one before it
/// scaled down a little, the visible ones stacked at the top. Its contract, as its README
/// says, is a single section.
final class StackedCardsLayout: UICollectionViewFlowLayout {
    /// How much each card further down the stack shrinks.
    var scaleStep: CGFloat = 0.05
    /// The cards the stack shows behind the top one.
    var visibleCards = 3

    override func prepare() {
        super.prepare()
        assert(collectionView?.numberOfSections == 1, "StackedCardsLayout supports exactly one section.")
        scrollDirection = .vertical
        minimumLineSpacing = 12
        if let collectionView = collectionView {
            itemSize = CGSize(width: max(collectionView.bounds.width - 40, 0), height: 220)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        return attributes.map { original in
            let card = original.copy() as! UICollectionViewLayoutAttributes
            let depth = min(card.indexPath.item, visibleCards)
            let scale = 1 - CGFloat(depth) * scaleStep
            card.transform = CGAffineTransform(scaleX: scale, y: scale)
            card.zIndex = -card.indexPath.item
            return card
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}
