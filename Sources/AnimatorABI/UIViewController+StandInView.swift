extension UIViewController {
    /// What makes the object of the host's view when this controller stands for a host
    /// controller (``transitionStandIns``) and plugin code first asks for its view: nil (the
    /// default) makes a plain ``UIView``. A stand-in of an app's controller whose storyboard
    /// or `loadView()` gives it a view of the app's own class (`AppDetailView`) returns a
    /// maker of that class (`{ AppDetailView() }`), so that code casting the controller's view
    /// to it (`toVC.view as! AppDetailView`) finds one, as on iOS — while the view stays the
    /// host's, in the host's hierarchy. The maker's view adopts the host's view: it must make
    /// no other view before its `super.init(frame:)` runs (a stored property `let label =
    /// UILabel()` would; a `lazy` one does not), else the view is a plain ``UIView``. Not
    /// UIKit API: `host-cli port` overrides it in its stand-ins.
    open class var transitionStandInView: (() -> UIView)? { nil }
}

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
