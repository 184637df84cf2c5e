import Foundation

/// A table's section header and footer views, as UIKit's: registration by identifier,
/// dequeue, and the views shown for each section (``UITableViewHeaderFooterView``). When the
/// table lays its sections out again (a reload, a new width, a new data source or delegate)
/// the views shown go off the table, the reusable ones back to their queues, and the delegate
/// is asked again.
extension UITableView {
    /// Registers `aClass` for header and footer views of `identifier` (nil removes it).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        rows.registered["header-footer " + identifier] = aClass
    }

    /// Registers `nib` for header and footer views of `identifier` (a plain view is made: no nibs).
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        rows.registered["header-footer " + identifier] = nib
    }

    /// A header or footer view of `identifier` waiting to be reused (after its
    /// `prepareForReuse()`), else a new one of the registered class; nil when none waits and
    /// nothing is registered, as UIKit.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = rows.waitingHeaderFooters[identifier], let view = queue.popLast() {
            rows.waitingHeaderFooters[identifier] = queue
            view.prepareForReuse()
            return view
        }
        let view: UITableViewHeaderFooterView
        switch rows.registered["header-footer " + identifier] {
        case let cls as UITableViewHeaderFooterView.Type: view = cls.init(reuseIdentifierForDequeue: identifier)
        case is UINib: view = UITableViewHeaderFooterView(reuseIdentifier: identifier)
        default: return nil
        }
        view.markDequeued(identifier)
        return view
    }

    /// The header view shown for `section` if it is a ``UITableViewHeaderFooterView``, else nil.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _ = geometry
        return rows.sectionViews[TableRows.SectionView(section: section, isHeader: true)]
            as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section` if it is a ``UITableViewHeaderFooterView``, else nil.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _ = geometry
        return rows.sectionViews[TableRows.SectionView(section: section, isHeader: false)]
            as? UITableViewHeaderFooterView
    }

    /// Takes the section views off the table, the reusable ones back to their queues.
    func recycleSectionViews() {
        let order = rows.sectionViews.keys.sorted {
            ($0.section, $0.isHeader ? 0 : 1) < ($1.section, $1.isHeader ? 0 : 1)
        }
        for key in order {
            guard let v = rows.sectionViews.removeValue(forKey: key) else { continue }
            v.removeFromSuperview()
            if let hf = v as? UITableViewHeaderFooterView, let id = hf.reuseIdentifier {
                rows.waitingHeaderFooters[id, default: []].append(hf)
            }
        }
    }
}
