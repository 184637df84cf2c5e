import Foundation

/// A view's layout guides (see ``UILayoutGuide``): the safe area's and the margins', made when
/// first asked for, and the free guides a plugin adds. Kept by the SDK on the view.
extension UIView {
    /// The guide of the safe area: the whole bounds here (the host's screen has no bars or
    /// notches, see ``safeAreaInsets``).
    public var safeAreaLayoutGuide: UILayoutGuide {
        ownGuide("UIViewSafeAreaLayoutGuide") { _ in .zero }
    }
    /// The guide of the layout margins: the bounds inset by ``layoutMargins``.
    public var layoutMarginsGuide: UILayoutGuide {
        ownGuide("UIViewLayoutMarginsGuide") { $0?.layoutMargins ?? .zero }
    }
    /// The guides added with ``addLayoutGuide(_:)``, in order.
    public var layoutGuides: [UILayoutGuide] {
        connection.layerHints[handle.bits]?["layoutGuides"] as? [UILayoutGuide] ?? []
    }
    /// Adds `layoutGuide` to the view (it becomes the guide's ``UILayoutGuide/owningView``).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        connection.layerHints[handle.bits, default: [:]]["layoutGuides"] = layoutGuides + [layoutGuide]
    }
    /// Removes `layoutGuide` from the view.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        layoutGuide.owningView = nil
        connection.layerHints[handle.bits, default: [:]]["layoutGuides"] = layoutGuides.filter { $0 !== layoutGuide }
    }

    /// The guide kept under `key`, made with `insets` when first asked for.
    private func ownGuide(_ key: String, _ insets: @escaping (UIView?) -> UIEdgeInsets) -> UILayoutGuide {
        if let g = connection.layerHints[handle.bits]?[key] as? UILayoutGuide { return g }
        let g = UILayoutGuide(view: self, insets: { [weak self] in insets(self) }, identifier: key)
        connection.layerHints[handle.bits, default: [:]][key] = g
        return g
    }
}
