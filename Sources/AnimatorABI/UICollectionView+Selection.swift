import Foundation

/// The selection UIKit's collection view keeps: items selected and deselected from code
/// (``selectItem(at:animated:scrollPosition:)``, ``deselectItem(at:animated:)``), read back by
/// ``indexPathsForSelectedItems`` — as an animator reads the cell the user tapped to zoom it
/// (`collectionView.indexPathsForSelectedItems?.first`). As in UIKit, these calls tell the
/// delegate nothing (only a user's tap does, and the host sends no taps to a collection's
/// items); ``allowsSelection`` false makes selecting do nothing, and without
/// ``allowsMultipleSelection`` a selection replaces the one before. The cell shown for a
/// selected item (and one dequeued for it later) has `isSelected` set, as UIKit's does.
extension UICollectionView {
    /// Where ``scrollToItem(at:at:animated:)`` puts an item (UIKit's
    /// `UICollectionView.ScrollPosition`): one vertical and one horizontal position at most.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw bits (UIKit's values).
        public let rawValue: UInt
        /// A position from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No scrolling.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The selected items, in the order they were selected (UIKit leaves the order unspecified);
    /// empty when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

    /// Selects the item at `indexPath` (nil clears the selection, as in UIKit), replacing the
    /// selection unless ``allowsMultipleSelection``; does nothing unless ``allowsSelection``.
    /// `scrollPosition` other than `.none` scrolls it there (``scrollToItem(at:at:animated:)``).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else { return clearSelection() }
        if !allowsMultipleSelection {
            for other in selectedItems where other != indexPath { setShownCell(other, selected: false) }
            selectedItems.removeAll { $0 != indexPath }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        setShownCell(indexPath, selected: true)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` (nothing when it is not selected).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.contains(indexPath) else { return }
        selectedItems.removeAll { $0 == indexPath }
        setShownCell(indexPath, selected: false)
    }

    /// Scrolls so that the item at `indexPath` sits at `scrollPosition`, from its layout
    /// attributes, as UIKit does: `.top`/`.centeredVertically`/`.bottom` move the offset's y,
    /// `.left`/`.centeredHorizontally`/`.right` its x, kept within the content (the layout's
    /// ``UICollectionViewLayout/collectionViewContentSize`` and the insets), so that no space
    /// past the content's end is shown. An item the layout does not place scrolls nothing.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let size = bounds.size
        let inset = adjustedContentInset
        let content = collectionViewLayout.collectionViewContentSize
        var offset = contentOffset
        if scrollPosition.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - size.height / 2
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - size.height + inset.bottom
        }
        if scrollPosition.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - size.width / 2
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX - size.width + inset.right
        }
        offset.x = Self.clamp(offset.x, -inset.left, content.width + inset.right - size.width)
        offset.y = Self.clamp(offset.y, -inset.top, content.height + inset.bottom - size.height)
        setContentOffset(offset, animated: animated)
    }

    /// `v` within `low`…`high` (`low` when the content is shorter than the view).
    private static func clamp(_ v: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        max(low, min(v, max(low, high)))
    }

    /// Deselects every item.
    private func clearSelection() {
        for i in selectedItems { setShownCell(i, selected: false) }
        selectedItems = []
    }

    /// Sets the selected state of the cell shown for `indexPath`, if one is.
    private func setShownCell(_ indexPath: IndexPath, selected: Bool) {
        cellForItem(at: indexPath)?.isSelected = selected
    }
}
