/// UIKit's `UIWindow`: here, the host's root view (what ``UIView/window`` returns). Its
/// bounds are the host's screen.
open class UIWindow: UIView {
    /// The window object of root view `h`.
    static func object(_ h: ap_view, _ c: HostConnection) -> UIWindow {
        if let w = c.view(h, { UIWindow(h, c) }) as? UIWindow { return w }
        // The root was first handed out as a plain view: a window object of its own.
        return UIWindow(h, c)
    }

    /// The screen it shows on.
    public var screen: UIScreen { UIScreen.main }

    /// UIKit's `rootViewController`: the controller whose view fills the window. Setting it
    /// puts that controller's view in the window, at its bounds and resized with it (and takes
    /// the old root's view out), as UIKit does; its views then answer this window as their
    /// ``UIView/window``. Code checks a controller is on screen through it
    /// (`guard firstVC.view.window != nil`), and `host-cli port`'s placeholder controllers
    /// are the roots of windows of their own for that reason. Nil until set: the host's
    /// window (its root view) has no controller object of the plugin's.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            guard let root = rootViewController?.view else { return }
            root.frame = bounds
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(root)
        }
    }
}
