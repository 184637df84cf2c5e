import Foundation

/// UIKit's dequeue calls: a cell or supplementary view of the class registered for the
/// identifier — one waiting to be reused (after its `prepareForReuse()`) or a new one — placed
/// by the layout's attributes (centre, size, 3D transform, alpha, hidden, z-index, then its
/// `apply(_:)`), added to the collection and listed by ``UICollectionView/visibleCells`` and
/// ``UICollectionView/cellForItem(at:)``, as UIKit does with the view its data source returns.
///
/// What differs from UIKit, and why:
/// * A new view is made with ``UICollectionReusableView/init(frameForDequeue:)`` (which runs
///   the class's `init(frame:)`): Swift on Linux has no Objective-C runtime to call
///   `init(frame:)` on a class object.
/// * A view comes back to its queue on ``UICollectionView/reloadData()`` or when its element is
///   dequeued again, not on scrolling: the host never scrolls a collection and never asks a
///   data source for cells itself.
/// * A nib registration gives a plain `UICollectionViewCell` (or `UICollectionReusableView`):
///   Linux has no nibs to load (see ``UINib``).
/// * An identifier with nothing registered stops the plugin with UIKit's message, as UIKit's
///   exception does.
extension UICollectionView {
    /// A cell of the class registered for `identifier`, placed at the item `indexPath` (UIKit's).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let slot = CollectionReuseQueue.Slot(kind: nil, indexPath: indexPath)
        let view = dequeue(key: identifier, identifier: identifier, slot: slot, wantsCell: true)
        guard let cell = view as? UICollectionViewCell else {
            preconditionFailure("the view dequeued for identifier \(identifier) must be a UICollectionViewCell")
        }
        place(view, collectionViewLayout.layoutAttributesForItem(at: indexPath))
        // As UIKit shows a selected item's new cell selected.
        if selectedItems.contains(indexPath) { cell.isSelected = true }
        return cell
    }

    /// A supplementary view of the class registered for `elementKind` and `identifier`, placed
    /// at that element (UIKit's).
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let slot = CollectionReuseQueue.Slot(kind: elementKind, indexPath: indexPath)
        let view = dequeue(key: elementKind + " " + identifier, identifier: identifier, slot: slot, wantsCell: false)
        place(view, collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
        return view
    }

    /// The view for `slot`: the one shown there goes back to its queue first, then a waiting
    /// view of `key` is reused, else a new one is made from the registration.
    private func dequeue(key: String, identifier: String, slot: CollectionReuseQueue.Slot, wantsCell: Bool)
        -> UICollectionReusableView
    {
        reuseQueue.recycle(slot)
        let view: UICollectionReusableView
        if let waiting = reuseQueue.take(key) {
            waiting.prepareForReuse()
            view = waiting
        } else {
            switch registeredByIdentifier[key] {
            case let cls as UICollectionReusableView.Type: view = cls.init(frameForDequeue: .zero)
            case is UINib:
                view = wantsCell ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
            default:
                let kind = slot.kind ?? "UICollectionElementKindCell"
                preconditionFailure(
                    "could not dequeue a view of kind: \(kind) with identifier \(identifier) - "
                        + "must register a nib or a class for the identifier")
            }
        }
        view.dequeuedReuseIdentifier = identifier
        if view.superview !== self { addSubview(view) }
        reuseQueue.show(view, at: slot, key: key)
        return view
    }

    /// Sets `view` from `attributes` as UIKit applies them, then calls its `apply(_:)` (nothing
    /// without attributes: an element the layout does not place keeps its geometry).
    private func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes?) {
        guard let a = attributes else { return }
        view.bounds = CGRect(origin: view.bounds.origin, size: a.size)
        view.center = a.center
        view.layer.transform = a.transform3D
        view.alpha = a.alpha
        view.isHidden = a.isHidden
        view.layer.zPosition = CGFloat(a.zIndex)
        view.apply(a)
    }
}
