import AnimatorABI

// Scripts for WindowRootControllerTests, run inside a real transition, reporting through `check`.

enum WindowRootControllerScripts {
    /// A window the plugin makes and its root controller.
    static func rootController(_ ctx: UIViewControllerContextTransitioning) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let first = UIViewController(), second = UIViewController()
        let content = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        first.view.addSubview(content)
        check("no root, no window", window.rootViewController == nil && first.view.window == nil)
        window.rootViewController = first
        check("root", window.rootViewController === first)
        check("its view fills the window", first.view.superview === window && first.view.frame == window.bounds)
        check("its views are in the window", first.view.window === window && content.window === window)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 640)
        check("resized with it", first.view.frame.size == CGSize(width: 320, height: 640), "\(first.view.frame)")
        window.rootViewController = second
        check("replaced", first.view.superview == nil && first.view.window == nil && second.view.window === window)
        // The host's window is still the one the transition's views are in.
        check("host's window", ctx.containerView.window != nil && ctx.containerView.window !== window)
        window.rootViewController = nil
        check("cleared", second.view.superview == nil)
        // Key window and levels: the host's window is the key one; a window the plugin makes
        // keeps its level and shows when made key and visible, but never becomes key here.
        let host = ctx.containerView.window
        check("host's window is key", host?.isKeyWindow == true && UIApplication.shared.keyWindow === host)
        check("level defaults to normal", window.windowLevel == .normal && window.windowLevel.rawValue == 0)
        window.windowLevel = .alert
        check("level kept", window.windowLevel == .alert && window.windowLevel.rawValue == 2000)
        window.isHidden = true
        window.makeKeyAndVisible()
        check("made visible", !window.isHidden)
        window.makeKey()
        check("a plugin's window is not key", !window.isKeyWindow && UIApplication.shared.keyWindow === host)
        TransitionCodeGapsScripts.finish(ctx)
    }
}
