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
}
