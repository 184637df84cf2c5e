import Foundation

/// A table's selection and scrolling to a row, as UIKit's: selecting in code tells the
/// delegate nothing (UIKit's `selectRow` and `deselectRow` do not), marks the row's shown cell
/// selected (``UITableViewCell/setSelected(_:animated:)``) and a cell loaded later for a
/// selected row is shown selected. A tap on a row (a touch that ends on it, in interaction
/// plugins) selects as UIKit's does, asking and telling the delegate.
extension UITableView {
    /// The first selected row in section and row order, or nil.
    public var indexPathForSelectedRow: IndexPath? { rows.selected.min(by: UITableView.inOrder) }
    /// The selected rows in section and row order; nil when none, as UIKit.
    public var indexPathsForSelectedRows: [IndexPath]? {
        rows.selected.isEmpty ? nil : rows.selected.sorted(by: UITableView.inOrder)
    }

    /// Selects the row (nil clears the selection), clearing the others unless
    /// ``allowsMultipleSelection``, then scrolls it to `scrollPosition` (`.none`: no scrolling,
    /// as UIKit does here). Nothing when ``allowsSelection`` is false or the row does not exist.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in rows.selected { deselectRow(at: ip, animated: animated) }
            return
        }
        guard allowsSelection, geometry.row(indexPath) != nil else { return }
        if !allowsMultipleSelection {
            for ip in rows.selected where ip != indexPath { deselectRow(at: ip, animated: animated) }
        }
        if !rows.selected.contains(indexPath) { rows.selected.append(indexPath) }
        rows.shown[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row (its shown cell too).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        rows.selected.removeAll { $0 == indexPath }
        if let cell = rows.shown[indexPath], cell.isSelected { cell.setSelected(false, animated: animated) }
    }

    /// Scrolls so that the row is at `scrollPosition` of the bounds (less the content inset):
    /// its top at the top, its middle in the middle, its bottom at the bottom; `.none` scrolls
    /// as little as shows the whole row (none if it is shown). The offset stays within the
    /// content (from −inset.top to the content's height + inset.bottom − the bounds' height).
    /// Animated: as ``UIScrollView/setContentOffset(_:animated:)``.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let rect = geometry.row(indexPath) else { return }
        let inset = adjustedContentInset
        let b = bounds
        var y: CGFloat
        switch scrollPosition {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - b.height / 2
        case .bottom: y = rect.maxY - b.height + inset.bottom
        case .none:
            if rect.minY < b.minY + inset.top {
                y = rect.minY - inset.top
            } else if rect.maxY > b.maxY - inset.bottom {
                y = rect.maxY - b.height + inset.bottom
            } else {
                return
            }
        }
        let lowest = -inset.top
        let highest = max(lowest, contentSize.height + inset.bottom - b.height)
        y = min(highest, max(lowest, y))
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// A tap on `indexPath`, as UIKit handles it: nothing unless ``allowsSelection`` and the
    /// delegate's `shouldHighlightRowAt`; a selected row of a multiple-selection table is
    /// deselected (`willDeselectRowAt` may redirect or refuse, then `didDeselectRowAt`);
    /// otherwise `willSelectRowAt` may redirect or refuse, the other rows of a single-selection
    /// table are deselected (each told), the row is selected and `didSelectRowAt` told.
    func tapped(_ indexPath: IndexPath) {
        let d = tableDelegate
        guard allowsSelection, d?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        if allowsMultipleSelection, rows.selected.contains(indexPath) {
            guard let target = d == nil ? indexPath : d?.tableView(self, willDeselectRowAt: indexPath) else { return }
            deselectRow(at: target, animated: false)
            d?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = d == nil ? indexPath : d?.tableView(self, willSelectRowAt: indexPath) else { return }
        if !allowsMultipleSelection {
            for old in rows.selected where old != target {
                guard let other = d == nil ? old : d?.tableView(self, willDeselectRowAt: old) else { continue }
                deselectRow(at: other, animated: false)
                d?.tableView(self, didDeselectRowAt: other)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        d?.tableView(self, didSelectRowAt: target)
    }
}
