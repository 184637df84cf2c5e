extension UIView {
    /// The object of host view `h`, made by `made` (its view adopting `h`, see
    /// ``UIViewController/transitionStandInView``) when plugin code has none yet; a plain view
    /// when `made` is nil or its view did not adopt `h`. `firstLoad`: the stand-in's view is
    /// asked for the first time (its `viewDidLoad()` has not run) — then a plain object plugin
    /// code got for the same host view before (an animator that empties the container first,
    /// `containerView.subviews.forEach { $0.removeFromSuperview() }`, reads every view in it)
    /// is replaced by one of the class: the app's controller has had its view of that class
    /// since it loaded it. The earlier plain object still drives the same host view.
    static func make(_ h: ap_view, _ c: HostConnection, made: (() -> UIView)?, firstLoad: Bool = false) -> UIView? {
        guard let made, h.bits != 0 else { return make(h, c) }
        if let existing = c.existingView(h) {
            guard firstLoad, type(of: existing) == UIView.self, let v = adopting(h, c, made) else { return existing }
            c.register(v)
            return v
        }
        return c.view(h) { adopting(h, c, made) ?? UIView(h, c) }
    }

    /// `made()`'s view, adopting host view `h`, or nil when it did not adopt it.
    private static func adopting(_ h: ap_view, _ c: HostConnection, _ made: () -> UIView) -> UIView? {
        UIView.adopting = (h, c)
        let v = made()
        let adopted = UIView.adopting == nil && v.handle.bits == h.bits
        UIView.adopting = nil
        return adopted ? v : nil
    }
}
