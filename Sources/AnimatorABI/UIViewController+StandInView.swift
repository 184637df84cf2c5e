extension UIView {
    /// The object of host view `h`, made by `made` (its view adopting `h`, see
    /// ``UIViewController/transitionStandInView``) when plugin code has none yet; a plain view
    /// when `made` is nil or its view did not adopt `h`.
    static func make(_ h: ap_view, _ c: HostConnection, made: (() -> UIView)?) -> UIView? {
        guard let made, h.bits != 0 else { return make(h, c) }
        return c.view(h) {
            UIView.adopting = (h, c)
            let v = made()
            let adopted = UIView.adopting == nil && v.handle.bits == h.bits
            UIView.adopting = nil
            return adopted ? v : UIView(h, c)
        }
    }
}
