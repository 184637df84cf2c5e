import Foundation

/// The views a collection view dequeued: those shown, by element, and those waiting to be
/// reused, by registration (UIKit's reuse queues). A view goes back to its queue when
/// ``UICollectionView/reloadData()`` runs or when its element is dequeued again.
struct CollectionReuseQueue {
    /// An element of the collection: an item's cell (kind nil) or a supplementary view.
    struct Slot: Hashable {
        /// The supplementary view's kind; nil for an item's cell.
        let kind: String?
        /// The element's index path.
        let indexPath: IndexPath
    }

    /// A shown view and the registration it was dequeued under.
    struct Entry {
        /// The view.
        let view: UICollectionReusableView
        /// Its registration key: the identifier for cells; kind, a space, identifier for
        /// supplementary views (as `UICollectionView.registeredByIdentifier` keys them).
        let key: String
    }

    /// The dequeued views shown, by element.
    private(set) var shown: [Slot: Entry] = [:]
    /// The views waiting to be reused, by registration key, the last recycled last.
    private var waiting: [String: [UICollectionReusableView]] = [:]

    /// The shown cells, in section and item order.
    var shownCells: [UICollectionViewCell] {
        shown.filter { $0.key.kind == nil }
            .sorted {
                ($0.key.indexPath.section, $0.key.indexPath.item) < ($1.key.indexPath.section, $1.key.indexPath.item)
            }
            .compactMap { $0.value.view as? UICollectionViewCell }
    }

    /// Takes the view shown for `slot` off the collection into its queue.
    mutating func recycle(_ slot: Slot) {
        guard let e = shown.removeValue(forKey: slot) else { return }
        e.view.removeFromSuperview()
        waiting[e.key, default: []].append(e.view)
    }

    /// Takes every shown view into its queue, cells before supplementary views, each in index
    /// path order (so which view a later dequeue reuses does not depend on hashing).
    mutating func recycleAll() {
        let order = shown.keys.sorted {
            ($0.kind ?? "", $0.indexPath.section, $0.indexPath.item) < (
                $1.kind ?? "", $1.indexPath.section, $1.indexPath.item
            )
        }
        for slot in order { recycle(slot) }
    }

    /// A view waiting under `key` (the last recycled), taken out of its queue; nil when none waits.
    mutating func take(_ key: String) -> UICollectionReusableView? { waiting[key]?.popLast() }

    /// Records `view` as shown for `slot`.
    mutating func show(_ view: UICollectionReusableView, at slot: Slot, key: String) {
        shown[slot] = Entry(view: view, key: key)
    }
}
