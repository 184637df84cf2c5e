/// UIKit's `UICollectionViewDataSource`: what a collection view asks for its items and cells,
/// with UIKit's defaults for the optional members (one section, items not movable). The
/// host's collections take their sections and item counts from the host and draw their items
/// from the layout's attributes, so the host never asks a data source: a collection view's
/// ``UICollectionView/dataSource`` is kept and read back, and the protocol is there for
/// view-controller code that conforms to it and calls it (a transition that reads the cell of
/// an item, a test of its own) to compile and answer as on iOS.
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell that shows the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (optional in UIKit; 1 when left out).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Whether the item may be moved (optional in UIKit; false when left out).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An item was moved from `sourceIndexPath` to `destinationIndexPath` (optional in UIKit).
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// UIKit's answer when the data source leaves it out: one section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// UIKit's answer when left out: items cannot be moved.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Left out: nothing to do.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// UIKit's `UICollectionViewDelegate`: told about selection, highlighting and display, with
/// UIKit's defaults for every (optional) member — items may be selected and highlighted. The
/// host neither selects, highlights nor scrolls a collection, so it never calls them; kept on
/// ``UICollectionView/delegate`` for code that conforms and calls them itself.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// The transition layout of an interactive layout change
    /// (``UICollectionView/startInteractiveTransition(to:completion:)``): by default a plain
    /// ``UICollectionViewTransitionLayout``; a delegate returns a subclass of its own.
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout
    /// Whether the item may be highlighted (UIKit's default: true).
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight was removed.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the item may be selected (UIKit's default: true).
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The item was selected.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The item was deselected.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to be shown.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell stopped being shown.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// Optional in UIKit: a plain transition layout between the two.
    public func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
}

/// UIKit's `UICollectionViewDelegateFlowLayout`: per-section and per-item sizes for a flow
/// layout. Each member left out answers what UIKit's flow layout then uses: the layout's own
/// property (``UICollectionViewFlowLayout/itemSize``, ``UICollectionViewFlowLayout/sectionInset``,
/// the spacings, the header and footer sizes), or zero for a layout that is not a flow layout.
/// The SDK's flow layout lays out from its properties and does not ask a delegate (the host
/// hands a layout no delegate); code that conforms and calls the members gets these answers.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The insets of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The spacing between lines in `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The spacing between items of a line in `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of `section`'s header.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of `section`'s footer.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// Optional in UIKit: the answer UIKit gives when the member is left out (see the protocol).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
