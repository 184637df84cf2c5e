// Probe: UICollectionViewLayout.h, UICollectionViewFlowLayout.h.
import QuartzCore
import UIKit

final class ProbeLayout: UICollectionViewLayout {
    override func prepare() { super.prepare() }  //@ UICollectionViewLayout.prepare()
    override func awakeFromNib() { super.awakeFromNib() }  //@ UICollectionViewLayout.awakeFromNib()
    override var collectionViewContentSize: CGSize { super.collectionViewContentSize }  //@ UICollectionViewLayout.collectionViewContentSize
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }  //@ UICollectionViewLayout.layoutAttributesForElements(in:)
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }  //@ UICollectionViewLayout.layoutAttributesForItem(at:)
    override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }  //@ UICollectionViewLayout.layoutAttributesForSupplementaryView(ofKind:at:)
    override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }  //@ UICollectionViewLayout.layoutAttributesForDecorationView(ofKind:at:)
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }  //@ UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:)
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext { super.invalidationContext(forBoundsChange: newBounds) }  //@ UICollectionViewLayout.invalidationContext(forBoundsChange:)
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { super.invalidateLayout(with: context) }  //@ UICollectionViewLayout.invalidateLayout(with:)
    override func targetContentOffset(forProposedContentOffset p: CGPoint, withScrollingVelocity v: CGPoint) -> CGPoint { p }  //@ UICollectionViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)
    override func targetContentOffset(forProposedContentOffset p: CGPoint) -> CGPoint { p }  //@ UICollectionViewLayout.targetContentOffset(forProposedContentOffset:)
    override func prepare(forCollectionViewUpdates items: [UICollectionViewUpdateItem]) { super.prepare(forCollectionViewUpdates: items) }  //@ UICollectionViewLayout.prepare(forCollectionViewUpdates:)
    override func finalizeCollectionViewUpdates() { super.finalizeCollectionViewUpdates() }  //@ UICollectionViewLayout.finalizeCollectionViewUpdates()
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) { super.prepare(forAnimatedBoundsChange: oldBounds) }  //@ UICollectionViewLayout.prepare(forAnimatedBoundsChange:)
    override func finalizeAnimatedBoundsChange() { super.finalizeAnimatedBoundsChange() }  //@ UICollectionViewLayout.finalizeAnimatedBoundsChange()
    override func prepareForTransition(to newLayout: UICollectionViewLayout) { super.prepareForTransition(to: newLayout) }  //@ UICollectionViewLayout.prepareForTransition(to:)
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) { super.prepareForTransition(from: oldLayout) }  //@ UICollectionViewLayout.prepareForTransition(from:)
    override func finalizeLayoutTransition() { super.finalizeLayoutTransition() }  //@ UICollectionViewLayout.finalizeLayoutTransition()
    override func initialLayoutAttributesForAppearingItem(at i: IndexPath) -> UICollectionViewLayoutAttributes? { nil }  //@ UICollectionViewLayout.initialLayoutAttributesForAppearingItem(at:)
    override func finalLayoutAttributesForDisappearingItem(at i: IndexPath) -> UICollectionViewLayoutAttributes? { nil }  //@ UICollectionViewLayout.finalLayoutAttributesForDisappearingItem(at:)
    override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind k: String, at i: IndexPath) -> UICollectionViewLayoutAttributes? { nil }  //@ UICollectionViewLayout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)
    override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind k: String, at i: IndexPath) -> UICollectionViewLayoutAttributes? { nil }  //@ UICollectionViewLayout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)
    override func indexPathsToDeleteForSupplementaryView(ofKind k: String) -> [IndexPath] { [] }  //@ UICollectionViewLayout.indexPathsToDeleteForSupplementaryView(ofKind:)
    override func indexPathsToInsertForSupplementaryView(ofKind k: String) -> [IndexPath] { [] }  //@ UICollectionViewLayout.indexPathsToInsertForSupplementaryView(ofKind:)
    override func shouldInvalidateLayout(forPreferredLayoutAttributes p: UICollectionViewLayoutAttributes, withOriginalAttributes o: UICollectionViewLayoutAttributes) -> Bool { false }  //@ UICollectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }  //@ UICollectionViewLayout.developmentLayoutDirection
}

@MainActor func probeLayout(_ l: UICollectionViewLayout, _ f: UICollectionViewFlowLayout) {
    _ = l.collectionView  //@ UICollectionViewLayout.collectionView
    l.invalidateLayout()  //@ UICollectionViewLayout.invalidateLayout()
    l.register(UICollectionReusableView.self, forDecorationViewOfKind: "d")  //@ UICollectionViewLayout.register(_:forDecorationViewOfKind:)
    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))  //@ UICollectionViewLayoutAttributes.init(forCellWith:)
    _ = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))  //@ UICollectionViewLayoutAttributes.init(forSupplementaryViewOfKind:with:)
    _ = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "d", with: IndexPath(item: 0, section: 0))  //@ UICollectionViewLayoutAttributes.init(forDecorationViewOfKind:with:)
    a.frame = .zero  //@ UICollectionViewLayoutAttributes.frame
    a.center = .zero  //@ UICollectionViewLayoutAttributes.center
    a.size = .zero  //@ UICollectionViewLayoutAttributes.size
    a.transform3D = CATransform3DIdentity  //@ UICollectionViewLayoutAttributes.transform3D
    a.bounds = .zero  //@ UICollectionViewLayoutAttributes.bounds
    a.transform = .identity  //@ UICollectionViewLayoutAttributes.transform
    a.alpha = 0.5  //@ UICollectionViewLayoutAttributes.alpha
    a.zIndex = 1  //@ UICollectionViewLayoutAttributes.zIndex
    a.isHidden = true  //@ UICollectionViewLayoutAttributes.isHidden
    a.indexPath = IndexPath(item: 1, section: 0)  //@ UICollectionViewLayoutAttributes.indexPath
    _ = a.representedElementCategory == .cell  //@ UICollectionViewLayoutAttributes.representedElementCategory
    _ = a.representedElementKind  //@ UICollectionViewLayoutAttributes.representedElementKind
    f.minimumLineSpacing = 1  //@ UICollectionViewFlowLayout.minimumLineSpacing
    f.minimumInteritemSpacing = 1  //@ UICollectionViewFlowLayout.minimumInteritemSpacing
    f.itemSize = CGSize(width: 50, height: 50)  //@ UICollectionViewFlowLayout.itemSize
    f.estimatedItemSize = UICollectionViewFlowLayout.automaticSize  //@ UICollectionViewFlowLayout.estimatedItemSize
    f.scrollDirection = .horizontal  //@ UICollectionViewFlowLayout.scrollDirection
    f.headerReferenceSize = .zero  //@ UICollectionViewFlowLayout.headerReferenceSize
    f.footerReferenceSize = .zero  //@ UICollectionViewFlowLayout.footerReferenceSize
    f.sectionInset = .zero  //@ UICollectionViewFlowLayout.sectionInset
    f.sectionInsetReference = .fromSafeArea  //@ UICollectionViewFlowLayout.sectionInsetReference
    f.sectionHeadersPinToVisibleBounds = true  //@ UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds
    f.sectionFootersPinToVisibleBounds = true  //@ UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds
    let ctx = UICollectionViewFlowLayoutInvalidationContext()  //@ UICollectionViewFlowLayoutInvalidationContext.init()
    ctx.invalidateFlowLayoutDelegateMetrics = true  //@ UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutDelegateMetrics
    ctx.invalidateFlowLayoutAttributes = true  //@ UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutAttributes
    let ic = UICollectionViewLayoutInvalidationContext()  //@ UICollectionViewLayoutInvalidationContext.init()
    _ = ic.invalidateEverything  //@ UICollectionViewLayoutInvalidationContext.invalidateEverything
    _ = ic.invalidateDataSourceCounts  //@ UICollectionViewLayoutInvalidationContext.invalidateDataSourceCounts
    ic.invalidateItems(at: [])  //@ UICollectionViewLayoutInvalidationContext.invalidateItems(at:)
    ic.contentOffsetAdjustment = .zero  //@ UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment
    ic.contentSizeAdjustment = .zero  //@ UICollectionViewLayoutInvalidationContext.contentSizeAdjustment
    _ = ic.invalidatedItemIndexPaths  //@ UICollectionViewLayoutInvalidationContext.invalidatedItemIndexPaths
}

final class ProbeFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, sizeForItemAt i: IndexPath) -> CGSize { .zero }  //@ UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)
    func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, insetForSectionAt s: Int) -> UIEdgeInsets { .zero }  //@ UICollectionViewDelegateFlowLayout.collectionView(_:layout:insetForSectionAt:)
    func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, minimumLineSpacingForSectionAt s: Int) -> CGFloat { 0 }  //@ UICollectionViewDelegateFlowLayout.collectionView(_:layout:minimumLineSpacingForSectionAt:)
    func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, minimumInteritemSpacingForSectionAt s: Int) -> CGFloat { 0 }  //@ UICollectionViewDelegateFlowLayout.collectionView(_:layout:minimumInteritemSpacingForSectionAt:)
    func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, referenceSizeForHeaderInSection s: Int) -> CGSize { .zero }  //@ UICollectionViewDelegateFlowLayout.collectionView(_:layout:referenceSizeForHeaderInSection:)
    func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, referenceSizeForFooterInSection s: Int) -> CGSize { .zero }  //@ UICollectionViewDelegateFlowLayout.collectionView(_:layout:referenceSizeForFooterInSection:)
}
