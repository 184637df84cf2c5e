/// UIKit's `UIWindow`: here, the host's root view (what ``UIView/window`` returns). Its
/// bounds are the host's screen.
open class UIWindow: UIView {
    /// The window object of root view `h`.
    static func object(_ h: ap_view, _ c: HostConnection) -> UIWindow {
        if let w = c.view(h, { UIWindow(h, c) }) as? UIWindow { return w }
        // The root was first handed out as a plain view: a window object of its own, the
        // same one each time.
        if let w = c.windows[h.bits] { return w }
        let w = UIWindow(h, c)
        c.windows[h.bits] = w
        return w
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

    /// UIKit's window levels: where a window stacks among the app's windows.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's values: normal 0, status bar 1000, alert 2000.
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }

    /// Kept and read back: the host shows one window (its root view), so a window a plugin
    /// makes — an overlay at `.alert` level, a toast's — is never stacked on screen here.
    open var windowLevel: Level = .normal

    /// True for the key window, the host's root view (``UIApplication/keyWindow``); a window
    /// the plugin makes is never key here.
    open var isKeyWindow: Bool { connection.rootView == handle.bits }

    /// UIKit's `makeKeyAndVisible()`: shows the window (`isHidden` false). The host's window
    /// stays the key window — a plugin's own window is not on the host's screen — so code that
    /// makes an overlay window and adds views to it runs, and those views show in no frame.
    open func makeKeyAndVisible() { isHidden = false }

    /// UIKit's `makeKey()`: nothing changes here (see ``makeKeyAndVisible()``).
    open func makeKey() {}
}
